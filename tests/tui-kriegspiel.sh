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

# End to end, Kriegspiel by two players at one terminal: the game of
# ../shared/kriegspiel-unfiltered-example.rgn (SPEC.md section 10.5) with
# its refused tries, typed move by move.  After every move the hand-over
# screen must hold no piece of either army, the summary none either, and
# the next board only the pieces of the side to move; keys typed before
# the hand-over must not skip it; at the end (White resigns) both armies
# and every try are shown; the record written must be
# the example's, exactly (its tags aside).  Then the record in the
# replay's three views.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

white_glyphs='♔ ♕ ♖ ♗ ♘ 🨢 ♙'
black_glyphs='♚ ♛ ♜ ♝ ♞ 🨨 ♟'

# board_holds_none NAME GLYPHS: the boards only (the rows above the status
# at 80x24: the replay's move list writes every move with the white
# figurine, SPEC.md section 6).
board_holds_none() {
    tui_holds_none "$1" "$2" "$(tui_screen | sed -n 1,12p)"
}

side_name() {
    if [ "$1" = White ]; then echo Black; else echo White; fi
}

# try TEXT: a try typed at the prompt that the referee refuses with No.
refused() {
    tui_keys :
    tui_type "$1"
    tui_keys Enter
    tui_expect "No to $1" "No: $1 is not legal."
}

# played MOVER TEXT: the try that is played, typed at the prompt; then the
# hand-over (nothing of either army), the summary, the other side's board.
played() {
    mover=$1
    other=$(side_name "$mover")
    tui_keys :
    tui_type "$2"
    tui_keys Enter
    tui_expect "$2: the hand-over to $other" "Pass the terminal to $other."
    tui_screen_holds_none "$2: the hand-over screen shows no piece" "$white_glyphs $black_glyphs"
    tui_expect "$2: it names its key" "$other: press Space to see your board."
    tui_keys Space
    tui_expect "$2: the summary for $other" "What $mover's turn brought:"
    tui_screen_holds_none "$2: the summary shows no piece" "$white_glyphs $black_glyphs"
    tui_keys Enter
    tui_expect "$2: $other's board" "$other to move"
    if [ "$other" = White ]; then
        tui_screen_holds_none "$2: White's board shows no black piece" "$black_glyphs"
    else
        tui_screen_holds_none "$2: Black's board shows no white piece" "$white_glyphs"
    fi
}

tui_start 80 24 --kriegspiel --white Alice --black Bob
tui_expect "the Kriegspiel board opens" "White to move."
tui_screen_holds_none "White's board shows no black piece" "$black_glyphs"
tui_expect "the hints name the mark key" "x mark"

# Keys that would leak the hidden army say why they are off.
tui_keys u
tui_expect "no takebacks" "No takebacks in Kriegspiel: both players have heard the referee."
tui_keys f
tui_expect "no flipping" "The cube stays on your side in Kriegspiel: each player sees only their own."
tui_keys H
tui_expect "no hints" "No hints in Kriegspiel: the engine would give away the hidden army."

# A private mark on the cursor's cell (Bc2, the queen's pawn).
tui_keys x
tui_expect "x asks for the mark" "Mark Bc2: a letter or ?, Space clears, Esc cancels."
tui_keys '?'
tui_expect "the mark is set" "Bc2 marked ? (only you see it)."

# 1. Keys typed with the move (the Enter that plays it and the Space that
# would end the hand-over) are thrown away: the hand-over stays.
tui_keys :
tui_type Ba1Da3
tui_keys Enter Space Space
tui_expect "typed ahead: the hand-over stays" "Pass the terminal to Black."
tui_keys Space
tui_expect "Space then shows the summary" "What White's turn brought:"
tui_expect "the summary: the move came at the first try" "White moved at the first try."
tui_expect "the summary: Black's pawn tries" "Pawn tries: 2."
tui_keys Enter
tui_expect "Black's board" "Black to move"
tui_screen_holds_none "Black's board shows no white piece" "$white_glyphs"
refused Eb4-Db3
tui_expect "the refused try is listed" "Refused this turn: 1"
tui_expect "in Black's figurines" "♟︎Eb4×Db3"
tui_screen_holds_none "Black's screen still shows no white piece" "$white_glyphs"
played Black Dc5-Bc3
# 2.
played White Da3-Bc3
tui_expect "Black's status: the capture" "Capture on Bc3: a piece."
refused Ec5-Dc5
played Black Ed5-Dd3
# 3.
refused Bb1-Ee4
played White Bc3-Ab3
played Black Dd3-Dc5
# 4.
played White Ab1-Cb2
played Black Ec4-Ec3
# 5.
played White Be2-Be3
refused De5-Ae2
played Black Db5-Ca5
# 6.
played White Ac2-Ac3
played Black Ca5-Cc3
# 7.
played White Bc2-Cc3
played Black Da4-Da3
# 8.
played White Cc3-Dc4
tui_expect "Black is in check" "Black to move: check on the file's"
tui_expect "on a diagonal of the file (the status wraps)" "diagonal (CDF+)!"
tui_expect "the capture of the pawn" "Capture on Dc4: a pawn."
played Black Ec5-Ed5

# White resigns: both see the referee's board, both armies, and every try.
tui_keys R
tui_expect "resigning asks" "White, do you resign? (y/n)"
tui_keys y
tui_expect "the game is over" "White resigned: Black wins."
tui_expect "the list of every try" "Every try"
tui_expect "every move and, under it, what the referee said" "Every try (32 rows, [ ] scroll)"
tui_expect "the list opens at its end: the check" "     Check on the file's diagonal"
tui_expect "a row too long for the panel goes on, indented, on the next" "       (CDF+)."
tui_expect "with the capture that came with it" "     Capture on Dc4: a pawn."
for i in $(seq 32); do tui_keys '['; done
tui_expect "[ scrolls to the start: White's first move" "1. ♗︎Ba1–Da3"
tui_expect "under it: Black's pawn tries, in words" "     Black has 2 pawn tries."
tui_expect "Black's move, in Black's figurines" "1... ♛︎Dc5–Bc3"
tui_expect "the try refused before it, in Black's figurines" "     Refused: ♟︎Eb4×Db3"
tui_expect "White's pawn tries after it" "     White has 3 pawn tries."
tui_expect "the capture, in words" "     Capture on Bc3: a piece."
tui_screen_holds_none "no record code is left in the list" "(T3:"
board=$(tui_screen | sed -n 1,12p)
tap_contains "the referee's board shows the white king" "♔" "$board"
tap_contains "and the black king" "♚" "$board"
tui_keys q
tui_wait_exit
tui_wait_file 'raumschach_*.rgn'
record=$(ls "$tui_dir"/play/raumschach_*.rgn | head -n 1)
tui_expect_record "the record is the Kriegspiel example's" "$record" '[Event "Casual game"]
[Site "?"]
[Date "@DATE@"]
[White "Alice"]
[Black "Bob"]
[Result "0-1"]
[Variant "Raumschach-Normal-Form"]
[TimeControl "-"]
[Termination "White resigned"]
[Rules "Kriegspiel (Raumschach)"]
[Filtered "no"]

1. ♗︎Ba1–Da3 {(T2:)} ♕︎Dc5–Bc3 {(T3:♙︎Eb4×Db3)}
2. ♗︎Da3×Bc3 {(XBc3:)} ♘︎Ed5–Dd3 {(:♔︎Ec5–Dc5)}
3. ♗︎Bc3–Ab3 {(:🨢︎Bb1–Ee4)} ♘︎Dd3–Dc5 {(:)}
4. ♘︎Ab1–Cb2 {(:)} ♙︎Ec4–Ec3 {(:)}
5. ♙︎Be2–Be3 {(:)} ♗︎Db5–Ca5 {(:♗︎De5–Ae2)}
6. ♙︎Ac2–Ac3 {(:)} ♗︎Ca5–Cc3 {(T1:)}
7. ♙︎Bc2×Cc3 {(XCc3,T1:)} ♙︎Da4–Da3 {(T1:)}
8. ♙︎Cc3×Dc4† {(XPDc4,CDF+,T2:)} ♔︎Ec5–Ed5 {(T3:)}
0-1'

# The record replayed: the referee's view, then White's, then Black's.
tui_restart 80 24 "$record"
tui_expect "the replay opens in the referee's view" "Kriegspiel: the referee's view (v)"
tui_keys l l
tui_expect "the referee sees both sides' moves" "1. ♗︎Ba1–Da3         ♛︎Dc5–Bc3"
tui_expect "and Black's refused try" "(T3:♙︎Eb4×Db3)"
tui_keys v
tui_expect "v: White's view" "Kriegspiel: White's view (v)"
tui_expect "White sees Black's moves as ??" "1. ♗︎Ba1–Da3         ??"
tui_expect "and only the count of Black's refused tries" "(T3:1)"
board_holds_none "White's view shows no black piece" "$black_glyphs"
tui_keys a
tui_expect "no analysis in a player's view" "Only in the referee's view (v): the engine would see the hidden army."
tui_keys v
tui_expect "v: Black's view" "Kriegspiel: Black's view (v)"
tui_expect "Black sees White's moves as ??" "1. ??               ♛︎Dc5–Bc3"
tui_expect "and its own refused try" "(T3:♙︎Eb4×Db3)"
board_holds_none "Black's view shows no white piece" "$white_glyphs"
tui_keys l
tui_expect "the capture on Bc3 reaches Black's view" "(XBc3:0)"
tui_keys v
tui_expect "v: the referee's view again" "Kriegspiel: the referee's view (v)"

# A filtered record (Black's, SPEC.md section 10.5) in its side's view only.
filtered="$(cd "${top_srcdir:-.}" && pwd)/tests/data/kriegspiel-filtered-black-example.rgn"
tui_restart 80 24 "$filtered"
tui_expect "the filtered record opens in Black's view" "Kriegspiel: Black's view"
tui_keys l l
tui_expect "White's moves are ??" "1. ??               ♕︎Dc5–Bc3"
tui_expect "Black's own refused try" "(T3:♙︎Eb4×Db3)"
board_holds_none "Black's board only" "$white_glyphs"
tui_keys v
tui_expect "no other view" "This record is one player's view: it has no other."
tui_keys G
tui_expect "at the end: White's last refused tries counted" "(T3:0)"
tui_expect_row "the pawn taken on Dc4 is gone from Black's board" 7 \
    "4 ♟  ♟     ♟  ♟ 4    ♟     ♟  ♟ 4               4               4"
tui_keys a
tui_expect "no analysis of a player's record" \
    "This record is one player's view: the engine would need the hidden army."

# The new-game form: the rules come first; Kriegspiel keeps the engine
# as the opponent, and the human sees only their own army.
tui_restart 80 24 --ai easy
tui_expect "a game against the engine" "Black  Einhorn:Easy"
tui_keys n
tui_expect "the form opens" "New game"
tui_keys Right
tui_expect "the rules: Kriegspiel" "< Kriegspiel >"
tui_expect "Black is still the engine, at a Kriegspiel level" "Black           < Einhorn, Easy >"
tui_keys Enter
tui_expect "the Kriegspiel board" "Refused this turn: 0"
tui_expect "against the engine" "Black  Einhorn:Easy"
tui_screen_holds_none "the human's board shows no black piece" "$black_glyphs"
tui_stop

tap_done
