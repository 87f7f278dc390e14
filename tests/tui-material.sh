#!/bin/sh
# This file is part of raumschach.
# Copyright (C) 2026 The raumschach authors
#
# raumschach is free software: you can redistribute it and/or modify it
# under the terms of the GNU General Public License as published by the
# Free Software Foundation, either version 3 of the License, or (at your
# option) any later version.
#
# raumschach is distributed in the hope that it will be useful, but
# WITHOUT ANY WARRANTY; without even the implied warranty of
# MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
# General Public License for more details.
#
# You should have received a copy of the GNU General Public License
# along with raumschach.  If not, see <https://www.gnu.org/licenses/>.
# SPDX-License-Identifier: GPL-3.0-or-later

# End to end, the material line of the status: even at the start, the
# balance in pawns from White's side and the pieces each side took after
# a capture, on the game screen and on the replay screen.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

tui_start 80 24
tui_expect "the game screen opens" "White to move."
tui_expect_row "material even at the start" 17 "Material even."
tui_play_moves Bc2-Bc3 Dc4-Cc4 Bc1xEc4
tui_expect "the queen took a pawn" "Black to move: check!"
tui_expect_row "a pawn up for White" 17 \
    "Material +1.0; White took ♟."
tui_play_moves Dc5xEc4
tui_expect_row "the queen was taken back" 17 \
    "Material -7.5; White took ♟, Black"
tui_expect_row "the material line wraps" 18 "took ♕."
tui_stop

cat > "${TMPDIR:-/tmp}/raumschach-material.$$.rgn" <<'RGN'
[Event "Material"]
[Site "raumschach test suite"]
[Date "2026.11.24"]
[White "Anna"]
[Black "Bernd"]
[Result "*"]
[Variant "Raumschach-Normal-Form"]

1. Bc2-Bc3 Dc4-Cc4 2. Bc1xEc4 Dc5xEc4 *
RGN
tui_start 80 24 --glyphs letters "${TMPDIR:-/tmp}/raumschach-material.$$.rgn"
tui_expect "the replay opens" "ply 0 of 4"
tui_expect_row "replay: material even at the start" 19 "Material even."
tui_keys Right Right Right
tui_expect "three plies on" "ply 3 of 4"
tui_expect_row "replay: a pawn up for White" 19 "Material +1.0; White took p."
tui_keys End
tui_expect "the end" "ply 4 of 4"
tui_expect_row "replay: the queen lost" 19 "Material -7.5; White took p, Black"
tui_expect_row "replay: the rest of the line, no room for the hint" 20 "took Q."
tui_stop
rm -f "${TMPDIR:-/tmp}/raumschach-material.$$.rgn"

tap_done
