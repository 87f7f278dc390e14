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

# End to end, playing: a move by the cursor, a typed move, an illegal and
# a malformed typed move with their messages, takeback and replay, the
# mouse, and promotion by cursor and by typing, with and without the piece.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

tui_start 80 24 --white Alice --black Bob
tui_expect "the game screen opens" "White to move."
tui_expect_row "the players' names" 13 "▶ White  Alice                        Moves"

# Enter on Bc2 selects the pawn, up and Enter moves it to Bc3.
tui_keys Enter Up Enter
tui_expect "moved by cursor: Black to move" "Black to move."
tui_expect_row "the move list shows it" 14 "▶ Black  Bob                            1. ♙︎Bc2–Bc3"
tui_expect_row "the pawn stands on Bc3" 5 \
    "3               3       ♙       3               3               3"
tui_expect_row "Black gets the cursor where Black left it, on Dc4" 3 \
    "4               4               4               4 ♟  ♟ [♟] ♟  ♟ 4 ♟  ♟  ♟  ♟  ♟"

# A typed move.  The list writes every move with the white figurine (raumschach(5)).
tui_keys :
tui_expect "the prompt opens" "Type a move (Bc2Bc3"
tui_type "Dc4-Cc4"
tui_keys Enter
tui_expect "typed: White to move" "White to move."
tui_expect_row "both moves in the list" 14 \
    "  Black  Bob                            1. ♙︎Bc2–Bc3         ♟︎Dc4–Cc4"
tui_expect_row "the black pawn on Cc4" 3 \
    "4               4               4       ♟       4 ♟  ♟     ♟  ♟ 4 ♟  ♟  ♟  ♟  ♟"

# An illegal move stays in the prompt with the reason and a caret.
tui_keys m
tui_type "Bc3Bc5"
tui_keys Enter
tui_expect "an illegal move says why" "the pawn on Bc3 cannot move to Bc5"
tui_expect_row "the caret points at the move" 22 \
    "      ^ the pawn on Bc3 cannot move to Bc5: a pawn does not move that way"
tui_expect_row "the entry stays in the prompt" 23 "Move: Bc3Bc5"
tui_type "Ae1"
tui_expect_row "typing again starts a new entry" 23 "Move: Ae1"
tui_type " Bc3"
tui_keys Enter
tui_expect "a malformed move is explained" "a space after Ae1"
tui_expect_row "the caret is under the space" 22 "         ^"
tui_keys Escape
tui_expect "Esc closes the prompt" "? help  Enter select/move"

# Takeback and replay.
tui_keys u
tui_expect "u takes the move back" "Move taken back: r plays it again."
tui_expect_row "the list has White's move only" 14 "▶ Black  Bob                            1. ♙︎Bc2–Bc3"
tui_keys r
tui_expect "r plays it again" "Move played again."
tui_expect_row "both moves again" 14 \
    "  Black  Bob                            1. ♙︎Bc2–Bc3         ♟︎Dc4–Cc4"
tui_keys u u u
tui_expect "nothing left to take back" "There is no move to take back."
tui_expect_row "the list is empty" 14 "  Black  Bob"

# The mouse: a click on Bd2 selects the pawn, a click on Cd2 moves it.
tui_type "$(printf '\033[<0;28;8M\033[<0;28;8m')"
tui_expect "a click selects" "The pawn on Bd2: 2 legal moves."
tui_type "$(printf '\033[<0;44;8M\033[<0;44;8m')"
tui_expect "a click moves" "1. ♙︎Bd2–Cd2"

# A new game from the form: Black's name, the blitz clock, auto-flip.
tui_keys n
tui_expect "n opens the new-game form" "New game"
tui_keys Right
tui_expect "Right changes the first field at once" "Rules           < Kriegspiel >"
tui_keys Left
tui_keys Up Up
tui_expect "the focus on auto-flip" "Auto-flip"
tui_keys Right Up Right Up
tui_keys C-u
tui_type "Carla"
tui_keys Enter
tui_expect "the new game has the new name" "Black  Carla"
tui_expect "and the blitz clock" "Move 1, Blitz 300+3"
tui_keys Enter Up Enter
tui_expect "after White's move the cube turns to Black" \
    "     Level E         Level D         Level C         Level B         Level A"
tui_keys :
tui_type "Dc4Dc3"
tui_keys Enter
tui_expect "and back to White" \
    "     Level A         Level B         Level C         Level D         Level E"
tui_stop

# Promotion: a white pawn on Dc5 goes up to Ec5.
promotion='k4/5/5/5/5|2P2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1'
tui_start 80 24 --fen "$promotion"
tui_expect "from a position: White to move" "White to move."
tui_keys '>' '>' k k k Enter
tui_expect "the pawn on Dc5 is selected" "The pawn on Dc5: 1 legal move."
tui_keys '>' Enter
tui_expect "the chooser asks" "Promote to:  Q ♕   R ♖   B ♗   N ♘   U 🨢"
tui_expect "the chooser says how to quit" "The pawn promotes: Q is a queen here. To quit instead: Esc, then q."
tui_keys u
tui_expect "u makes a unicorn" "1. ♙︎Dc5–Ec5=🨢︎"
tui_expect_row "the unicorn on Ec5" 1 \
    "5               5               5               5               5 ♚     🨢"
tui_keys u
tui_keys :
tui_type "Dc5Ec5"
tui_keys Enter
tui_expect "typed without its piece, the chooser asks" "Promote to:"
tui_keys Right Right Enter
tui_expect "the third choice is a bishop" "1. ♙︎Dc5–Ec5=♗︎"
tui_keys u :
tui_type "Dc5Ec5=N"
tui_keys Enter
tui_expect "typed with its piece: a knight" "1. ♙︎Dc5–Ec5=♘︎"
tui_keys u '<' Enter '>' Enter
tui_expect "the chooser asks again" "Promote to:"
tui_keys Escape
tui_expect "Esc in the chooser keeps the pawn" "Promotion cancelled: the pawn stays where it was."
tui_stop

tap_done
