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

# End to end, how games and the program end: spacemate, threefold
# repetition (with the move list scrolled at the smallest size), bare
# kings, stalemate, the fifty-move rule, the flag, resigning, a draw offered and declined then
# accepted, quitting with and without the confirmation, SIGTERM, SIGHUP and
# Ctrl-C (each leaves the terminal as it found it), and the too-small
# screen, after which the game goes on.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

# The terminal is given back: the alternate screen left, mouse reports off.
expect_terminal_restored() {
    tap_eq "$1: the alternate screen is left" 0 "$(tui_pane '#{alternate_on}')"
    tap_eq "$1: mouse reports are off" 0 "$(tui_pane '#{mouse_any_flag}')"
}

# 1. Ad1-Ac3 Dc5-Bc3 2. Bc1-Ad1 Bc3-Ab2: Black spacemates.
tui_start 80 24 --time rapid
tui_expect "spacemate: the game opens" "White to move."
tui_play_moves Ad1Ac3 Dc5Bc3 Bc1Ad1 Bc3Ab2
tui_expect "the mating move is marked" "♛︎Bc3×Ab2†††"
tui_expect_row "what happened" 15 "White is spacemated: Black wins.        2. ♕︎Bc1–Ad1         ♛︎Bc3×Ab2†††"
tui_expect_row "the result" 16 "Result 0-1 after 2 moves"
tui_expect_row "the king in check is marked" 9 \
    "1 ♖  ♘ !♔! ♕  ♖ 1 ♗  🨢     ♗  🨢 1               1               1"
tui_keys u
tui_expect "no takeback after the end" "The game is over and saved: n starts a new one."
tui_keys q
tui_wait_exit
tap_eq "q quits a finished game without asking" 0 "$(tui_exit_status)"
expect_terminal_restored "after a finished game"
tui_stop

# The smallest terminal: a threefold repetition of knight moves, with the
# move list scrolled on the way.
tui_start 80 16
tui_expect "repetition: the game opens" "White to move."
tui_play_moves Ab1Ac3 Eb5Ec3 Ad1Ae3 Ed5Ee3 Ac3Ab1 Ec3Eb5 Ae3Ad1 Ee3Ed5 Ab1Ac3 Eb5Ec3
tui_expect "80x16: the list shows its last rows" "Moves 2-5 of 5 ([ ] scroll)"
tui_expect_row "the material, the last move at the bottom" 12 \
    "Material even.                          5. ♘︎Ab1–Ac3         ♞︎Eb5–Ec3"
tui_keys '['
tui_expect "[ scrolls back" "Moves 1-4 of 5 ([ ] scroll)"
tui_expect_row "the first move at the top" 9 \
    "  Black  Human                          1. ♘︎Ab1–Ac3         ♞︎Eb5–Ec3"
tui_keys ']'
tui_expect "] scrolls on" "Moves 2-5 of 5 ([ ] scroll)"
tui_play_moves Ac3Ab1 Ec3Eb5
tui_expect "the third time the position stands" "Threefold repetition: draw."
tui_expect_row "the result of a repetition" 11 \
    "Result 1/2-1/2 after 6 moves            5. ♘︎Ab1–Ac3         ♞︎Eb5–Ec3"
tui_stop

tui_start 80 24 --fen '5/5/5/5/k4|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/r4/K4 w 0 1'
tui_expect "bare kings: White is in check" "White to move: check!"
tui_expect_row "the king in check is marked" 9 \
    "1!♔!            1               1               1               1 ♚"
tui_play_moves Aa1Aa2
tui_expect "only the kings are left" "Only the kings are left: draw."
tui_stop

# The fifty-move rule: the hundredth quiet ply.  The sentence takes two
# rows of the status.
tui_start 80 24 --fen '4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|R4/5/5/5/K4 w 99 60'
tui_expect "fifty moves: the game opens" "White to move."
tui_play_moves Aa1Ab1
tui_expect_row "the end, first row" 15 "Fifty moves without a capture or"
tui_expect_row "the end, second row" 16 "pawn move: draw."
tui_expect_row "the result below it" 17 "Result 1/2-1/2 after 1 move"
tui_stop

tui_start 80 24 --fen '4k/5/5/5/5|5/5/3K1/5/5|5/5/1Q3/5/5|5/5/5/5/5|5/5/5/5/5 w 0 1'
tui_expect "stalemate: the game opens" "White to move."
tui_play_moves Cb3Cd5
tui_expect "Black has no move and is not in check" "Stalemate: draw."
tui_expect "the move is marked" "1. ♕︎Cb3–Cd5≡"
tui_expect_row "the result of a stalemate" 16 "Result 1/2-1/2 after 1 move"
tui_stop

# The flag: one second for the whole game.  The clocks start with the
# first move: White's first move is free, then Black's second runs out.
tui_start 80 24 --time 1+0
tui_expect "no clock runs before the first move" "White to move."
tui_expect_row "White's clock is full" 13 "▶ White  Human                0:01.0  Moves"
tui_play_moves Bc2Bc3
tui_expect "the flag falls" "Black ran out of time: White wins."
tui_expect_row "White's clock as it was" 13 "  White  Human                0:01.0  Moves"
tui_expect_row "Black's clock at zero" 14 "  Black  Human                0:00.0    1. ♙︎Bc2–Bc3"
tui_expect_row "the result of a flag" 16 "Result 1-0 after 1 move"
tui_stop

tui_start 80 24
tui_expect "resign: the game opens" "White to move."
tui_keys R
tui_expect "resigning asks first" "White, do you resign? (y/n)"
tui_keys n
tui_expect "n keeps playing" "? help  Enter select/move"
tui_keys R y
tui_expect "White resigned" "White resigned: Black wins."
tui_expect_row "the result of a resignation" 16 "Result 0-1 after 0 moves"
tui_stop

tui_start 80 24
tui_expect "draw: the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_keys d
tui_expect "the offer asks the opponent" "Black offers a draw. White, do you accept? (y/n)"
tui_keys n
tui_expect "declined" "White declines the draw."
tui_keys d y
tui_expect "accepted" "Draw by agreement."
tui_expect_row "the result of an agreement" 16 "Result 1/2-1/2 after 1 move"
tui_stop

tui_start 80 24
tui_expect "quit: the game opens" "White to move."
tui_keys q
tui_expect "quitting a running game asks" "Quit? The game so far will be saved. (y/n)"
tui_keys Escape
tui_expect "Esc keeps playing" "? help  Enter select/move"
tui_keys q y
tui_wait_exit
tap_eq "y quits" 0 "$(tui_exit_status)"
expect_terminal_restored "after quitting"
tui_stop

for signal in TERM HUP; do
    tui_start 80 24
    tui_expect "SIG$signal: the game opens" "White to move."
    kill -$signal "$(tui_program_pid)"
    tui_wait_exit
    tap_eq "SIG$signal ends the program by that signal" "$signal" "$(kill -l "$(tui_exit_status)")"
    expect_terminal_restored "after SIG$signal"
    tui_stop
done

tui_start 80 24
tui_expect "Ctrl-C: the game opens" "White to move."
tui_keys C-c
tui_wait_exit
tap_eq "Ctrl-C ends the program by SIGINT" INT "$(kill -l "$(tui_exit_status)")"
expect_terminal_restored "after Ctrl-C"
tui_stop

# Too small, then big enough: the game goes on where it was.
tui_start 60 15
tui_expect "a small terminal says so" "Terminal too small (need 80×16)"
tui_expect "and how big it is" "It is 60×15: make it bigger."
tui_tmux resize-window -t test -x 80 -y 24
tui_expect "grown, the game screen returns" "White to move."
tui_play_moves Bc2Bc3
tui_expect "and the game goes on" "1. ♙︎Bc2–Bc3"
tui_tmux resize-window -t test -x 79 -y 24
tui_expect "one column too narrow" "It is 79×24: make it bigger."
tui_tmux resize-window -t test -x 100 -y 30
tui_expect_row "a bigger terminal: the same game, roomier" 7 \
    "   2  ♙  ♙  ♙  ♙  ♙   2  ♙  ♙     ♙  ♙   2                  2                  2"
tui_tmux resize-window -t test -x 70 -y 20
tui_expect "small again" "It is 70×20: make it bigger."
tui_keys q
tui_wait_exit
tap_eq "q quits from the too-small screen" 0 "$(tui_exit_status)"
tui_expect "and saves the game" "raumschach: the game is saved as ./raumschach_"
tui_stop

# Stopping the clocks.
tui_start 80 24 --time blitz
tui_expect "pause: the game opens" "Move 1, Blitz 300+3"
tui_keys p
tui_expect "p stops the clocks" "Move 1, clocks stopped"
tui_expect "and says how to restart them" "Clocks stopped: p starts them again."
tui_keys Enter
tui_expect "no move while they are stopped" "The clocks are stopped: p starts them again."
tui_keys p
tui_expect "p starts them again" "Clocks running."
tui_expect "the time control shows again" "Move 1, Blitz 300+3"
tui_stop

tap_done
