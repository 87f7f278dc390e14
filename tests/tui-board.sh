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

# End to end, the board at 80x24: the start screen as drawn, the cursor
# across boards and levels, selection with its destinations, the flipped
# view, the help, the letter glyphs, and a bigger terminal.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

tui_start 80 24
tui_expect "the game screen opens" "White to move."
tui_expect_row "level titles" 0 \
    "     Level A         Level B         Level C         Level D         Level E"
tui_expect_row "rank 5: Black's unicorns, bishops, queen, rook, knights, king" 1 \
    "5               5               5               5 🨨  ♝  ♛  🨨  ♝ 5 ♜  ♞  ♚  ♞  ♜"
tui_expect_row "rank 4: Black's pawns" 3 \
    "4               4               4               4 ♟  ♟  ♟  ♟  ♟ 4 ♟  ♟  ♟  ♟  ♟"
tui_expect_row "rank 2: White's pawns, the cursor on Bc2" 7 \
    "2 ♙  ♙  ♙  ♙  ♙ 2 ♙  ♙ [♙] ♙  ♙ 2               2               2"
tui_expect_row "rank 1: White's pieces" 9 \
    "1 ♖  ♘  ♔  ♘  ♖ 1 ♗  🨢  ♕  ♗  🨢 1               1               1"
tui_expect_row "file letters" 11 \
    "  a  b  c  d  e   a  b  c  d  e   a  b  c  d  e   a  b  c  d  e   a  b  c  d  e"
tui_expect_row "White's line with the turn mark" 13 "▶ White  Human                        Moves"
tui_expect_row "Black's line" 14 "  Black  Human"
tui_expect_row "whose turn" 15 "White to move."
tui_expect_row "move number and clock" 16 "Move 1, no clock"
tui_expect_row "key hints" 23 \
    "? help  Enter select/move  : type a move  u undo  f flip  n new game  q quit"

# Three steps left from Bc2 cross into level A's file e.
tui_keys h Left h
tui_expect "the cursor crosses into the board on the left" "♙ [♙]2 ♙"
tui_expect_row "the cursor is on Ae2" 7 \
    "2 ♙  ♙  ♙  ♙ [♙]2 ♙  ♙  ♙  ♙  ♙ 2               2               2"
tui_keys PPage PPage k
tui_expect "PgUp twice and up: Ce3" "3               3            [ ]3"
tui_keys '>' '>'
tui_expect "> twice: Ee3" "3               3               3               3            [ ]"
tui_keys '<' NPage NPage j
tui_expect_row "< PgDn PgDn down: back to Be2" 7 \
    "2 ♙  ♙  ♙  ♙  ♙ 2 ♙  ♙  ♙  ♙ [♙]2               2               2"

# Selecting the pawn on Bc2 shows its two destinations, Bc3 and Cc2.
tui_keys h h Enter
tui_expect "selecting a pawn says how many moves it has" "The pawn on Bc2: 2 legal moves."
tui_expect_row "Bc3 is marked" 5 "3               3       •       3               3               3"
tui_expect_row "Cc2 is marked" 7 \
    "2 ♙  ♙  ♙  ♙  ♙ 2 ♙  ♙ [♙] ♙  ♙ 2       •       2               2"
tui_keys Escape
tui_expect_row "Esc cancels the selection" 5 "3               3               3               3               3"
tui_keys l l l Enter
tui_expect "an empty cell is explained" "Ca2 is empty: choose one of White's pieces."
tui_keys PPage PPage k k Enter
tui_expect "an opponent's piece is explained" "The pawn on Ea4 is Black's, and White is to move."

# Black's view: the levels and the ranks reversed, the files not.
tui_keys f
tui_expect "f turns the cube" "Level E         Level D"
tui_expect_row "levels E to A" 0 \
    "     Level E         Level D         Level C         Level B         Level A"
tui_expect_row "rank 1 on top, files still a to e" 1 \
    "1               1               1               1 ♗  🨢  ♕  ♗  🨢 1 ♖  ♘  ♔  ♘  ♖"
tui_expect_row "the cursor stays on Ea4, now on the left" 7 \
    "4[♟] ♟  ♟  ♟  ♟ 4 ♟  ♟  ♟  ♟  ♟ 4               4               4"
tui_expect_row "Black's pieces at the bottom" 9 \
    "5 ♜  ♞  ♚  ♞  ♜ 5 🨨  ♝  ♛  🨨  ♝ 5               5               5"
tui_keys f
tui_expect "f again: White's view" "     Level A         Level B"

tui_keys '?'
tui_expect "? opens the help" "Keys on the game screen"
tui_expect "the help lists the keys" "take the last move back"
tui_keys PPage
tui_keys x
tui_expect "any other key closes it" "White to move."
tui_stop

# Letters instead of figurines.
tui_start 80 24 --glyphs letters
tui_expect "letters: the game screen opens" "White to move."
tui_expect_row "letters: Black's pieces in lower case" 1 \
    "5               5               5               5 u  b  q  u  b 5 r  n  k  n  r"
tui_expect_row "letters: White's pieces in upper case" 9 \
    "1 R  N  K  N  R 1 B  U  Q  B  U 1               1               1"
tui_stop

# A locale that is not UTF-8: letters and ASCII marks.
TUI_LANG=C tui_start 80 24
tui_expect "C locale: the game screen opens" "White to move."
tui_expect_row "C locale: letters" 9 \
    "1 R  N  K  N  R 1 B  U  Q  B  U 1               1               1"
tui_expect_row "C locale: an ASCII turn mark" 13 "> White  Human                        Moves"
tui_keys Enter
tui_expect_row "C locale: ASCII destination marks" 5 \
    "3               3       *       3               3               3"
tui_stop

# A big terminal: wider cells, status and moves below.
tui_start 160 50
tui_expect "160x50: the game screen opens" "White to move."
tui_expect_row "160x50: titles over cells five columns wide" 0 \
    "                   Level A                      Level B                      Level C                      Level D                      Level E"
tui_expect_row "160x50: rank 1 in the middle row of its cells" 14 \
    "        1   ♖    ♘    ♔    ♘    ♖    1   ♗    🨢    ♕    ♗    🨢    1                            1                            1"
tui_expect_row "160x50: the status below the boards" 18 "        ▶ White  Human                        Moves"
tui_stop

tap_done
