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

# End to end, learning the game in the help: the rules page (Tab) with the
# counts of the empty cube, which come from the program's move tables;
# the empty-cube demonstration (e) lighting exactly a piece's cells on
# the five boards, its keys and its way back; the note about unicorns
# drawn as boxes where figurines are used, and its absence with letters.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

tui_start 80 24 --glyphs figurine
tui_expect "the game screen opens" "White to move."
tui_keys '?'
tui_expect_row "the help names the rules page first" 1 \
    "│ Tab           the rules of the game: how the pieces move, check, the draws   │"
tui_expect_row "and the demonstration" 2 \
    "│ e             try the pieces: a piece's moves on an empty cube               │"
tui_expect_row "the footer names Tab and e" 22 \
    "│    Tab: rules or keys, e: try the pieces, arrows scroll, other keys close    │"

# --- The rules page
tui_keys Tab
tui_expect_row "Tab turns to the rules" 4 \
    "│ The rules of Raumschach                                                      │"
tui_expect_row "Tab goes back from there" 1 \
    "│ Tab           back to the keys                                               │"
tui_expect_row "the king: 26 cells from Cc3, 7 from Aa1" 16 \
    "│               unicorn: from Cc3 to 26 cells, from Aa1 to 7.                  │"
tui_expect_row "the queen: 52 and 28" 18 \
    "│               directions.  From Cc3 it reaches 52 cells, from Aa1 28.        │"
tui_expect_row "the rook: 12 and 12" 21 \
    "│               From Cc3 it reaches 12 cells, from Aa1 12.                     │"
tui_keys NPage
tui_expect_row "the bishop: 24 and 12" 4 \
    "│               From Cc3 it reaches 24 cells, from Aa1 12.                     │"
tui_expect "the unicorn: 16 and 4" "│               cells.  From Cc3 it reaches 16 cells, from Aa1 4.              │"
tui_expect "the knight: 24 and 6" "│               cells, from Aa1 6.                                             │"
tui_expect "the pawn's moves and captures from Cc3" \
    "│               takes on Cb4, Cd4, Db3, Dd3, Dc4.  No double step, no en       │"
tui_expect "promotion" "│ Black's on rank 1 of level A.  It becomes a queen, rook, bishop, knight or   │"
tui_keys NPage NPage
tui_expect "check" "│ A king attacked by an enemy piece is in check (†).  Its player must end the  │"
tui_expect "boardmate" "│ Boardmate (††): a check that the king can answer only by leaving its level   │"
tui_expect "spacemate" "│ Spacemate (†††): the king is in check and its player has no legal move: that │"
tui_expect "the draws" "│ move, stands for the third time; after 100 moves in a row (50 by each side)  │"
tui_expect_row "the unicorn note: what to do" 20 \
    "│ but cannot see whether the font has them): start with --glyphs letters, or   │"
tui_expect_row "the unicorn note: the font" 21 \
    "│ install a font that has them, Noto Sans Symbols2 (Debian: fonts-noto-core).  │"

# --- The demonstration: a white rook on Cc3 first
tui_keys e
tui_expect_row "the demonstration: its summary" 13 "Rook (White) on Cc3: 12 cells"
tui_expect_row "rank 5: only Cc5" 1 \
    "5               5               5       •       5               5"
tui_expect_row "rank 4: only Cc4" 3 \
    "4               4               4       •       4               4"
tui_expect_row "rank 3: Ac3, Bc3, the rank of level C, Dc3, Ec3" 5 \
    "3       •       3       •       3 •  • [♖] •  • 3       •       3       •"
tui_expect_row "rank 1: only Cc1" 9 \
    "1               1               1       •       1               1"
tui_expect_row "the piece's paragraph" 14 \
    "Slides along a rank, a file or straight up and down through the levels (6"
tui_expect_row "the keys: moving" 19 \
    "← → ↑ ↓ PgUp PgDn < >        move the piece (the game's cursor keys)"
tui_expect_row "the keys: choosing" 20 \
    "Tab Shift-Tab K Q R B U N P  next or previous piece, or by its letter"
tui_expect_row "the keys: back" 22 "Esc q ?                      back to the help"
tui_expect_row "what the dots mean" 23 "•: the piece can go there"

# The game's cursor keys move it: PgUp to Dc3, l to Dd3.
tui_keys PPage l
tui_expect_row "moved to Dd3" 13 "Rook (White) on Dd3: 12 cells"
tui_expect_row "rank 3 from Dd3" 5 \
    "3          •    3          •    3          •    3 •  •  • [♖] • 3          •"

# Shift-Tab: the piece before the rook, the queen; then the unicorn by its
# letter, back on Cc3.
tui_keys BTab
tui_expect_row "Shift-Tab: the queen" 13 "Queen (White) on Dd3: 40 cells"
tui_keys h NPage U
tui_expect_row "the unicorn's summary" 13 "Unicorn (White) on Cc3: 16 cells"
tui_expect_row "the unicorn reaches the corners of A and E" 1 \
    "5 •           • 5               5               5               5 •           •"
tui_expect_row "and the diagonal neighbours on B and D" 3 \
    "4               4    •     •    4               4    •     •    4"
tui_expect_row "but nothing on its own level" 5 \
    "3               3               3      [🨢]      3               3"

# A black pawn: moves down a level and a rank, takes on five cells.
tui_keys P c
tui_expect_row "the black pawn's summary" 13 \
    "Pawn (Black) on Cc3: moves to 2 cells (Bc3, Cc2), takes on 5 (Bc2, Bb3, Bd3,"
tui_expect_row "the summary wrapped" 14 "Cb2, Cd2)"
tui_expect_row "rank 3: Bc3 with Bb3 and Bd3 to take on" 5 \
    "3               3   ×   • ×     3      [♟]      3               3"
tui_expect_row "rank 2: Bc2 to take on, Cc2 with Cb2 and Cd2" 7 \
    "2               2      ×        2   ×   • ×     2               2"
tui_expect_row "the legend of the pawn" 23 "•: the pawn moves there   ×: it takes there"

# Escape goes back to the help as it was, q then closes the help.
tui_keys Escape
tui_expect_row "Escape: back to the help's rules page" 21 \
    "│ install a font that has them, Noto Sans Symbols2 (Debian: fonts-noto-core).  │"
tui_keys e
tui_expect_row "the demonstration starts afresh" 13 "Rook (White) on Cc3: 12 cells"
tui_keys q
tui_expect_row "q: back to the help" 21 \
    "│ install a font that has them, Noto Sans Symbols2 (Debian: fonts-noto-core).  │"
tui_keys q
tui_expect_row "q again closes the help: the game" 15 "White to move."
tui_stop

# --- Letters: no unicorn note, the marks in ASCII
TUI_LANG=C tui_start 80 24
tui_expect "the game screen opens in letters" "White to move."
tui_keys '?'
tui_expect_row "keys page in ASCII" 1 \
    "| Tab           the rules of the game: how the pieces move, check, the draws   |"
tui_keys Tab NPage NPage NPage
tui_expect "check marked + in letters" "A king attacked by an enemy piece is in check (+)."
tui_expect "spacemate marked #" "Spacemate (#): the king is in check"
case "$(tui_screen)" in
    *"show as boxes"*) tap_not_ok "no unicorn note with letters" "the note is shown" ;;
    *) tap_ok "no unicorn note with letters" ;;
esac
tui_keys e
tui_expect_row "the rook in letters" 5 \
    "3       *       3       *       3 *  * [R] *  * 3       *       3       *"
tui_expect_row "the cursor keys named in ASCII" 19 \
    "Left Right Up Down PgUp PgDn < >  move the piece (the game's cursor keys)"
tui_stop

# --- A bigger terminal: the whole pawn paragraph and the keys
tui_start 100 30 --glyphs figurine
tui_expect "the game screen opens at 100x30" "White to move."
tui_keys '?' e P
tui_expect_row "the white pawn's summary" 13 \
    "   Pawn (White) on Cc3: moves to 2 cells (Cc4, Dc3), takes on 5 (Cb4, Cd4, Db3, Dd3, Dc4)"
tui_expect_row "rank 4: Cc4, with Cb4 and Cd4 to take on, and Dc4" 3 \
    "   4                  4                  4    ×   • ×       4       ×          4"
tui_expect_row "rank 3: Dc3 with Db3 and Dd3" 5 \
    "   3                  3                  3       [♙]        3    ×   • ×       3"
tui_stop

tap_done
