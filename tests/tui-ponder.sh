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

# End to end, pondering: against Strong the engine thinks on the human's
# time and says on which move; its clock stands still meanwhile; the human
# plays the move it expected (the search goes on as the real one) and then
# another (the search starts again), and the engine answers both; stopping
# the clocks stops the pondering.  With
# --no-ponder, or below full strength (Hard), it does not ponder.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

# The move Black expects, from the status (it may wrap over two rows):
# polled for until the whole sentence shows, since tmux may capture the
# screen halfway through the redraw that brought "Black ponders,".
# Empty if it never does.
expected_move() {
    tries=0
    while [ "$tries" -lt "$tui_poll_tries" ]; do
        move=$(tui_screen | tr '\n' ' ' | sed -n 's/.*Black ponders, *expecting \([^ ]*\)\..*/\1/p')
        if [ -n "$move" ]; then
            printf '%s\n' "$move"
            return
        fi
        tries=$((tries + 1))
        sleep "$tui_poll_pause"
    done
}

clock_row() {
    tui_screen | grep -F "$1" | sed 's/^ *▶* *//'
}

# Two minutes: the human's clock runs while the test reads the screen,
# and on a loaded machine one minute ran out before the fourth move.
tui_start 100 30 --no-config --ai strong --glyphs letters --time 120+0 --threads 2
tui_expect "the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_expect "the engine answers" "Einhorn:Strong plays "
tui_expect "then ponders on the human's time, expecting a move" "Black ponders,"
black=$(clock_row "Black  Einhorn:Strong")
white=$(clock_row "White  Human")
tui_expect_gone_ok "White's clock runs" "$white"
tap_eq "Black's clock stands still while it ponders" "$black" "$(clock_row "Black  Einhorn:Strong")"
expected=$(expected_move)
first_expected=$expected
tap_eq "the expected move is a move of White's" "${expected:-(none shown)}" \
    "$(printf '%s\n' "$expected" | grep -E '^[KQRBNUP][A-E][a-e][1-5][-x][A-E][a-e][1-5](=[QRBNU])?[+#]*$')"
tui_keys p
tui_expect "p stops the clocks" "Move 2, clocks stopped"
tui_expect_gone_ok "and the pondering" "ponders"
tui_keys p
tui_expect "p starts them again, and the pondering" "Black ponders,"
expected=$(expected_move)
tap_eq "on the same expected move" "${expected:-(none shown)}" "$first_expected"
tui_play_moves "$expected"
tui_expect "the human plays it: the engine answers" "Move 3, clock 120+0"
tui_expect "and ponders again" "Black ponders,"
tap_contains "the move list holds the expected move" "2. $expected" "$(tui_screen)"
# Another move than the one expected: the first of a few pawn moves that
# is legal now (a refused one leaves the prompt, closed with Escape).
expected=$(expected_move | sed 's/^[KQRBNUP]//; s/[-x]//; s/[+#=].*//')
for other in Ba2Ba3 Be2Be3 Ab2Ab3 Ad2Ad3 Ca2Ca3; do
    [ "$other" = "$expected" ] && continue
    from=${other%???}
    to=${other#???}
    tui_play_moves "$other"
    tries=0
    outcome=
    while [ -z "$outcome" ] && [ "$tries" -lt "$tui_poll_tries" ]; do
        case "$(tui_screen)" in
            *"Move 4, clock"*) outcome=played ;;
            *"on $from cannot move to $to"*) outcome=refused ;;
        esac
        tries=$((tries + 1))
        sleep "$tui_poll_pause"
    done
    [ "$outcome" = refused ] || break
    tui_keys Escape
done
tui_expect "another move: the engine answers it too" "Move 4, clock 120+0"
tui_keys q y
tui_wait_exit
tap_eq "the program ends normally" 0 "$(tui_exit_status)"

tui_restart 100 30 --no-config --ai strong --glyphs letters --no-ponder
tui_play_moves Bc2Bc3
tui_expect "--no-ponder: the engine answers" "Einhorn:Strong plays "
tap_eq "and does not ponder" "" "$(tui_screen | grep -F ponders)"

# The new-game form has the setting too: it shows the one in force, and
# the game it starts ponders as chosen.
tui_keys n
tui_keys Up Up
tui_expect "the form shows pondering off" "Ponder          < off >"
tui_keys Right
tui_expect "and turns it on" "Ponder          < on: thinks on your time >"
tui_keys Enter
tui_expect "the new game opens" "Move 1, no clock"
tui_play_moves Bc2Bc3
tui_expect "the form's choice: the engine answers" "Einhorn:Strong plays "
tui_expect "and ponders" "Black ponders"
tui_keys q y
tui_wait_exit

tui_restart 100 30 --no-config --ai hard --glyphs letters
tui_play_moves Bc2Bc3
tui_expect "Hard answers" "Einhorn:Hard plays "
tap_eq "and does not ponder (not at full strength)" "" "$(tui_screen | grep -F ponders)"
tui_keys q y
tui_wait_exit
tui_stop
tap_done
