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

# End to end, the status area never cuts what matters, at 80x24 and
# 100x30: a game saved into a record directory whose path is longer than
# 120 characters names the whole path when it ends (in the message, wrapped
# after a '/') and then in the status (the move list yields rows when the
# status has too few); a replayed record's long event and site are shown
# whole, wrapped at word boundaries.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

# tui_path_after LABEL: the path that follows LABEL on the screen, its
# rows joined.  A path has no spaces, and a row it goes on from ends with
# '/'; the first word of each following row continues it.
tui_path_after() {
    tui_screen | awk -v label="$1" '
        found && !more { exit }
        found { sub(/^ +/, ""); split($0, w, " "); path = path w[1]; more = (w[1] ~ /\/$/); next }
        {
            at = index($0, label)
            if (at > 0) {
                split(substr($0, at + length(label)), w, " ")
                path = w[1]; found = 1; more = (w[1] ~ /\/$/)
            }
        }
        END { print path }'
}

# tui_expect_path NAME LABEL PATH: the screen comes to show PATH whole
# after LABEL.
tui_expect_path() {
    tui_expect_output "$1" "$3" tui_path_after "$2"
}

# A record directory whose path is longer than 120 characters.
base=$(mktemp -d "${TMPDIR:-/tmp}/raumschach-status.XXXXXX")
trap 'rm -rf "$base"' EXIT
long=$base/the-games-of-the-club-tournament/second-round-in-the-spring/played-at-the-corner-table/kept-for-the-annual-report
mkdir -p "$long"
tap_eq "the record directory's path is longer than 120 characters" yes \
    "$([ ${#long} -gt 120 ] && echo yes || echo no)"

# resign_at START COLS ROWS: a game of one move each in a terminal of
# that size (START: tui_start or tui_restart), White resigns; $record is
# the record it wrote.
resign_at() {
    before=$(ls "$long")
    start=$1
    shift
    $start "$1" "$2" --record-dir "$long"
    tui_expect "$1x$2: the game opens" "White to move."
    tui_play_moves Bc2Bc3 Dc4Dc3
    tui_expect "$1x$2: two moves played" "White to move."
    tui_keys R
    tui_expect "$1x$2: White is asked" "White, do you resign? (y/n)"
    tui_keys y
    tui_expect "$1x$2: the end, what next and where the record went" \
        "White resigned: Black wins. n starts a new game, q quits. Saved as"
    record=
    for name in $(ls "$long"); do
        case " $(echo $before) " in
            *" $name "*) ;;
            *) record=$long/$name ;;
        esac
    done
}

resign_at tui_start 80 24
tap_eq "80x24: one record written" 1 "$(ls "$long" | wc -l | tr -d ' ')"
tui_expect_path "80x24: the end names the whole path" "Saved as " "$record"
tui_keys Escape
tui_expect_gone_ok "80x24: Esc clears the message" "Saved as "
tui_expect_path "80x24: the status names the whole path" "Saved: " "$record"
tui_expect "80x24: the result stays" "Result 0-1 after 1 move"
tui_expect "80x24: the move list keeps its first row" "1. ♙︎Bc2–Bc3"

resign_at tui_restart 100 30
tap_eq "100x30: a second record" 2 "$(ls "$long" | wc -l | tr -d ' ')"
tui_expect_path "100x30: the end names the whole path" "Saved as " "$record"
tui_keys Escape
tui_expect_gone_ok "100x30: Esc clears the message" "Saved as "
tui_expect_path "100x30: the status names the whole path" "Saved: " "$record"
tui_expect "100x30: the result and the material stay" "Result 0-1 after 1 move"
tui_expect "100x30: the material too" "Material even."
tui_stop

# A record with a long event and site.
cat > "$base/long.rgn" <<'RGN'
[Event "Open championship of the three-dimensional chess circle, first round"]
[Site "Community hall at the old market square, Bremen"]
[Date "2026.11.24"]
[White "Anna"]
[Black "Bernd"]
[Result "*"]
[Variant "Raumschach-Normal-Form"]
[TimeControl "-"]

1. Bc2-Bc3 Dc4-Dc3 *
RGN
tui_start 80 24 --glyphs letters "$base/long.rgn"
tui_expect "80x24: the replay opens" "Game 1 of 1, ply 0 of 2"
tui_expect_row "80x24: the event and site across both columns, first row" 13 \
    "Open championship of the three-dimensional chess circle, first round, Community"
tui_expect_row "80x24: and second row" 14 "hall at the old market square, Bremen"
tui_expect_row "80x24: the players below" 15 "White  Anna                           Moves"
tui_expect_row "80x24: Black, the first moves beside it" 16 \
    "Black  Bernd                             1. PBc2-Bc3         PDc4-Dc3"
tui_expect_row "80x24: the date below" 17 "2026.11.24, no clock"
tui_tmux resize-window -t test -x 100 -y 30
tui_expect_row "100x30: the event and site in the header's column, first row" 15 \
    "   Open championship of the"
tui_expect_row "100x30: second row" 16 "   three-dimensional chess circle,"
tui_expect_row "100x30: third row" 17 "   first round, Community hall at the"
tui_expect_row "100x30: fourth row" 18 "   old market square, Bremen"
tui_expect_row "100x30: the date below" 19 "   2026.11.24, no clock"
tui_expect "100x30: the material" "Material even."
tui_keys q
tui_wait_exit
tui_stop

tap_done
