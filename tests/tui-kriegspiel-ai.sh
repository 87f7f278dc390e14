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

# End to end, Kriegspiel against the engine (Einhorn at Beginner).  A
# human plays White or Black: there is no hand-over, the human's screen
# shows their own army only (never a piece of the engine's), and the
# engine's turn ends with what its tries brought; the records written are
# read back by --check.  Then the engine plays both sides, chosen in the
# new-game form and watched on the referee's board to the end.  Last, a
# signal while the engine (Strong) tries saves the game.  The form making
# a Kriegspiel game against the engine is in tui-kriegspiel.sh.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

rs="$tui_program"
white_glyphs='♔ ♕ ♖ ♗ ♘ 🨢 ♙'
black_glyphs='♚ ♛ ♜ ♝ ♞ 🨨 ♟'

# refused_in_record FILE: how many refused tries the comments of the
# record name (the tries after the colon, comma-separated).
refused_in_record() {
    grep -o '{([^)]*)' "$1" | sed 's/^{([^:]*://; s/)$//' |
        awk -F, '$0 != "" { n += NF } END { print n + 0 }'
}

# The engine's turn in the message: "White moved at the first try." or
# "White heard No 2 times before moving."; prints the count.
engine_refusals_said() {
    case "$(tui_screen)" in
        *"$1 moved at the first try."*) echo 0 ;;
        *) tui_screen | sed -n "s/.*$1 heard No \([0-9]*\) times* before moving\..*/\1/p" ;;
    esac
}

# 1. The human plays Black: the engine moves first, at once, and the
# human sees Black's army only.  (Its random first move may be the
# queen's Bc1xEc4, a check: "Black to move: check along the file".)
tui_start 80 24 --kriegspiel --ai beginner --play-as black
tui_expect "the engine moved: Black to move" "Black to move"
tui_expect "the engine named in the status" "White  Einhorn:Beginner"
if tui_wait "at the first try." || tui_wait "before moving."; then
    tap_ok "its turn is told on the message line"
else
    tap_not_ok "its turn is told on the message line"
fi
said=$(engine_refusals_said White)
tui_screen_holds_none "Black's screen shows no white piece" "$white_glyphs"
tui_expect "Black's pawns are shown" "♟"
tui_expect "no hand-over: the board takes keys" "? help"
tui_keys q
tui_expect "quitting asks" "Quit? The game so far will be saved. (y/n)"
tui_keys y
tui_wait_exit
tui_wait_file 'raumschach_*.rgn'
record=$(ls "$tui_dir"/play/raumschach_*.rgn | head -n 1)
tap_contains "the record names the engine White" '[White "Einhorn:Beginner"]' "$(cat "$record")"
tap_contains "an unfiltered Kriegspiel record" '[Filtered "no"]' "$(cat "$record")"
tap_eq "the refused tries said are the record's" "$said" "$(refused_in_record "$record")"
if [ "$said" = 1 ]; then tries="1 refused try"; else tries="$said refused tries"; fi
tap_eq "--check reads it back" "$record: ok, Kriegspiel, 1 ply, $tries, * (unfinished)" \
    "$("$rs" --check "$record")"
tui_stop

# 2. The human plays White with a king and a rook on level A against the
# engine's lone king on Ee5.  In two moves that king cannot reach a cell
# White attacks, so each of its tries is legal and its turns are told
# exactly.  White resigns on the third move.
k_and_r="4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K1R2 w 0 1"
tui_start 80 24 --kriegspiel --ai beginner --fen "$k_and_r"
tui_expect "White to move" "White to move."
tui_screen_holds_none "White's screen shows no black piece" "$black_glyphs"
tui_play_moves Ac1-Ad1
tui_expect "the engine's first turn is told" "Black moved at the first try."
tui_expect "White to move again" "White to move."
tui_screen_holds_none "after the engine's move: no black piece" "$black_glyphs"
tui_expect "the refused tries panel: White's own" "Refused this turn: 0"
# Beginner judges nothing: it declines a draw.
tui_keys d
tui_expect "a draw offered to the engine is answered at once" "Einhorn:Beginner declines the draw."
tui_play_moves Ad1-Ac1
tui_expect "the engine's second move was played" "Move 3, no clock"
tui_expect "the engine's second turn is told" "Black moved at the first try."
tui_screen_holds_none "after the engine's second move: no black piece" "$black_glyphs"
tui_keys R
tui_expect "resigning asks" "White, do you resign? (y/n)"
tui_keys y
tui_expect "the game is over" "White resigned: Black wins."
tui_expect "the referee's board shows the black king at the end" "♚"
tui_expect "every try is listed" "1. ♖︎Ac1–Ad1"
tap_eq "a move with nothing announced and no try refused has no comment" "" "$(tui_screen | grep -F '(:)')"
tui_keys q
tui_wait_exit
tui_wait_file 'raumschach_*.rgn'
record=$(ls "$tui_dir"/play/raumschach_*.rgn | head -n 1)
tap_contains "the record names the engine Black" '[Black "Einhorn:Beginner"]' "$(cat "$record")"
tap_contains "the record's first move and its comment" '1. ♖︎Ac1–Ad1 {(:)}' "$(cat "$record")"
tap_eq "--check reads it back" "$record: ok, Kriegspiel, 4 plies, 0 refused tries, 0-1 (White resigned)" \
    "$("$rs" --check "$record")"
tui_stop

# 3. The engine plays both sides, from the form, watched on the referee's
# board.  White's king on Aa1 is in check from an unguarded queen on Bb2:
# of its seven king tries only taking her is legal, and the game ends
# there (only the kings are left).
must_take="4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/1q3/5|5/5/5/5/K4 w 0 1"
tui_start 80 24 --kriegspiel --fen "$must_take"
tui_expect "two players first" "White to move"
tui_keys n
tui_expect "the form keeps Kriegspiel" "< Kriegspiel >"
tui_keys Down Right Down Right
tui_expect "White: Einhorn" "White           < Einhorn, Beginner >"
tui_expect "Black: Einhorn" "Black           < Einhorn, Beginner >"
tui_expect "no pondering in Kriegspiel: the field is off, not a choice" "Ponder            off"
tui_keys Right
tui_expect "Kriegspiel offers its own levels: Easy follows Beginner" "Black           < Einhorn, Easy >"
tui_keys Left Up Up Right
tui_expect "Raumschach offers the whole ladder" "White           < Einhorn, 1 Beginner (Elo 0) >"
tui_keys Down Right
tui_expect "level 2 of the ladder" "White           < Einhorn, 2 (Elo "
tui_keys Up Right
tui_expect "back in Kriegspiel, level 2 plays as Easy" "White           < Einhorn, Easy >"
tui_keys Down Left
tui_expect "and Beginner again" "White           < Einhorn, Beginner >"
tui_keys Enter
tui_expect "the watched board: both armies" "♛"
tui_expect "the engine's turn: it is trying" "Einhorn:Beginner is trying"
tui_expect "the game ends" "Only the kings are left: draw."
tui_expect "every try of the game" "1. ♔︎Aa1×Bb2"
tui_expect "what the referee said, in words" "     Capture on Bb2: a piece."
tui_keys q
tui_wait_exit
tui_wait_file 'raumschach_*.rgn'
record=$(ls "$tui_dir"/play/raumschach_*.rgn | head -n 1)
tap_contains "the record names both engines" '[White "Einhorn:Beginner"]
[Black "Einhorn:Beginner"]' "$(cat "$record")"
refusals=$(refused_in_record "$record")
if [ "$refusals" = 1 ]; then tries="1 refused try"; else tries="$refusals refused tries"; fi
tap_eq "--check reads it back" \
    "$record: ok, Kriegspiel, 1 ply, $tries, 1/2-1/2 (Insufficient material)" \
    "$("$rs" --check "$record")"
tui_stop

# 4. SIGTERM while the engine tries (Strong on a rapid clock thinks for
# half a minute): the game so far is saved, the engine named, and the
# program ends by the signal.
tui_start 80 24 --kriegspiel --ai strong --time rapid
tui_expect "SIGTERM: the game opens" "White to move."
tui_play_moves Bc2-Bc3
tui_expect "SIGTERM: the engine tries" "Einhorn:Strong is trying"
tui_screen_holds_none "while the engine tries: no black piece" "$black_glyphs"
tui_expect "while the engine tries: White's board stays" "♙"
kill -TERM "$(tui_program_pid)"
tui_wait_exit
tap_eq "SIGTERM ends the program by SIGTERM" TERM "$(kill -l "$(tui_exit_status)")"
tui_wait_file 'raumschach_*.rgn'
record=$(ls "$tui_dir"/play/raumschach_*.rgn | head -n 1)
tap_contains "SIGTERM writes the record with the engine" '[White "Human"]
[Black "Einhorn:Strong"]' "$(cat "$record")"
tap_eq "--check reads it back" "$record: ok, Kriegspiel, 1 ply, 0 refused tries, * (unfinished)" \
    "$("$rs" --check "$record")"
tui_stop

tap_done
