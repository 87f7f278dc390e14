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

# End to end, a check as the board shows it: the king between ! marks, the
# piece giving check between + marks, and each cell between them marked
# with a dot in both side columns, across levels, in play and in replay.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

# The issue's check: the queen takes on Ec4, beside the king: no line.
tui_start 80 24
tui_expect "the game screen opens" "White to move."
tui_play_moves Bc2-Bc3 Dc4-Cc4 Bc1xEc4
tui_expect "Black is in check" "Black to move: check!"
tui_keys l
tui_expect_row "the king on Ec5 is marked" 1 \
    "5               5               5               5 🨨  ♝  ♛  🨨  ♝ 5 ♜  ♞ !♚! ♞  ♜"
tui_expect_row "the queen on Ec4 gives check, no line beside the king" 3 \
    "4               4               4       ♟       4 ♟  ♟    [♟] ♟ 4 ♟  ♟ +♕+ ♟  ♟"
tui_stop

# From level B to level E: the queen on Bc2 checks through Cc3 and Dc4.
tui_start 80 24
tui_expect "the game screen opens again" "White to move."
tui_play_moves Bc2-Bc3 Dc4-Cc4 Bc1-Bc2
tui_expect "Black is in check from level B" "Black to move: check!"
tui_keys l
tui_expect_row "the king on Ec5" 1 \
    "5               5               5               5 🨨  ♝  ♛  🨨  ♝ 5 ♜  ♞ !♚! ♞  ♜"
tui_expect_row "Dc4 is on the line" 3 \
    "4               4               4       ♟       4 ♟  ♟ · ·[♟] ♟ 4 ♟  ♟  ♟  ♟  ♟"
tui_expect_row "Cc3 is on the line" 5 \
    "3               3       ♙       3      · ·      3               3"
tui_expect_row "the queen on Bc2 gives check" 7 \
    "2 ♙  ♙  ♙  ♙  ♙ 2 ♙  ♙ +♕+ ♙  ♙ 2               2               2"
tui_stop

# The same position in the replay screen, in letters.
cat > "${TMPDIR:-/tmp}/raumschach-check.$$.rgn" <<'RGN'
[Event "Check across levels"]
[Site "raumschach test suite"]
[Date "2026.11.24"]
[White "Anna"]
[Black "Bernd"]
[Result "*"]
[Variant "Raumschach-Normal-Form"]

1. Bc2-Bc3 Dc4-Cc4 2. Bc1-Bc2 *
RGN
tui_start 80 24 --glyphs letters "${TMPDIR:-/tmp}/raumschach-check.$$.rgn"
tui_expect "the replay opens" "ply 0 of 3"
tui_keys End
tui_expect "the end of the record" "ply 3 of 3"
tui_expect_row "replay: the king on Ec5" 1 \
    "5               5               5               5 u  b  q  u  b 5 r  n !k! n  r"
tui_expect_row "replay: Dc4 is on the line" 3 \
    "4               4               4       p       4 p  p · · p  p 4 p  p  p  p  p"
tui_expect_row "replay: Cc3 is on the line" 5 \
    "3               3       P       3      · ·      3               3"
tui_expect_row "replay: the queen on Bc2" 7 \
    "2 P  P  P  P  P 2 P  P +Q+ P  P 2               2               2"
tui_stop
rm -f "${TMPDIR:-/tmp}/raumschach-check.$$.rgn"

tap_done
