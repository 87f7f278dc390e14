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

# End to end, playing the engine: --ai and --play-as, the engine's reply,
# takebacks to the human's turn while and after it thinks, its thinking on
# the screen, a resize, a hint that is a legal move, draw offers, resigning,
# the new-game form with the engine on one side or both, and quitting,
# SIGTERM or SIGHUP while a Strong engine thinks on a long clock (it stops
# at once and the unfinished game is written with the engine's name).
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

# The one record in the play directory.
the_record() {
    ls "$tui_dir"/play/raumschach_*.rgn 2>/dev/null | head -n 1
}

# record_tags FILE: the tag section without the date.
record_tags() {
    sed -n '/^\[/p' "$1" | grep -v '^\[Date '
}

# record_moves FILE: the move text on one line.
record_moves() {
    sed '1,/^$/d' "$1" | tr '\n' ' ' | sed 's/ *$//'
}

milliseconds() {
    echo $(($(date +%s%N) / 1000000))
}

tags_unfinished() {
    printf '%s\n' '[Event "Casual game"]' '[Site "?"]' "[White \"$1\"]" "[Black \"$2\"]" \
        '[Result "*"]' '[Variant "Raumschach-Normal-Form"]' "[TimeControl \"$3\"]"
}

# The human plays White against the Beginner.
tui_start 80 24 --ai beginner --play-as white
tui_expect "White: the game opens" "White to move."
tui_expect "the engine is named in the status" "Black  Einhorn:Beginner"
tui_play_moves Bc2Bc3
tui_expect "the engine answers" "Einhorn:Beginner plays "
tui_expect "and the human is to move again" "White to move"
reply=$(tui_screen | sed -n 's/.*Einhorn:Beginner plays \([^ ]*\)\.$/\1/p')
# The screen draws Black's moves with Black's figurines; the record, as
# SPEC.md section 6 says, with White's.
reply_recorded=$(printf '%s' "$reply" | sed 's/♚/♔/; s/♛/♕/; s/♜/♖/; s/♝/♗/; s/♞/♘/; s/♟/♙/; s/🨨/🨢/')
tui_expect "the move list shows both moves" "1. ♙︎Bc2–Bc3         $reply"
tui_keys u
tui_expect "u after the reply takes back both moves" \
    "Your move and the engine's reply taken back: r plays them again."
tui_expect "the human is to move at the start" "Move 1, no clock"
tap_eq "the move list is empty" "" "$(tui_screen | grep -F '1. ')"
tui_keys r
tui_expect "r plays both again" "Moves played again."
tui_expect "both are in the move list" "1. ♙︎Bc2–Bc3         $reply"
tui_expect "and it is the human's turn" "White to move"
tui_keys d
tui_expect "a draw offer: the Beginner has no opinion and declines" \
    "Einhorn:Beginner declines the draw."
tui_keys '?'
tui_expect "the help opens" "Keys on the game screen"
tui_keys NPage
tui_expect "the help lists the hint key" "H             hint: the move the engine would play"
tui_keys NPage
tui_expect "the help explains playing the engine" "While Einhorn thinks, the status shows how deep it has searched"
tui_keys Escape
tui_keys q
tui_expect "quit asks" "Quit? The game so far will be saved. (y/n)"
tui_keys y
tui_wait_exit
tap_eq "the program ends normally" 0 "$(tui_exit_status)"
record=$(the_record)
tap_eq "the record names the players" "$(tags_unfinished Human Einhorn:Beginner -)" \
    "$(record_tags "$record")"
tap_eq "the record holds both moves" "1. ♙︎Bc2–Bc3 $reply_recorded *" "$(record_moves "$record")"
tui_stop

# The human plays Black (with letters): the engine opens; the human plays
# the hint.
tui_start 80 24 --ai BEGINNER --play-as black --glyphs letters
tui_expect "Black: the engine moves first" "Einhorn:Beginner plays "
tui_expect "then Black is to move" "Black to move"
tui_expect_row "Black's side is at the bottom: the cube is turned" 0 \
    "     Level E         Level D         Level C         Level B         Level A"
first=$(tui_screen | sed -n 's/.*Einhorn:Beginner plays \([^ ]*\)\.$/\1/p')
tui_keys u
tui_expect "the engine's first move is not taken back" \
    "Only the engine has moved: there is no move of yours to take back."
# The cursor leaves the pawn it starts on (Dc4) for an empty cell (Bc4).
tui_keys NPage NPage
tui_keys H
tui_expect "H finds a hint" "Hint: "
tap_eq "the hint's piece is marked on the boards as if selected" 1 \
    "$(tui_screen | grep -oE '\([kqrbnup]\)' | wc -l)"
hint=$(tui_screen | sed -n 's/.*Hint: \([^ ]*\)$/\1/p')
tap_contains "the hint names a move" "$hint" "$(printf '%s\n' \
    "$hint" | grep -E '^[KQRBNUP]?[A-E][a-e][1-5][-x][A-E][a-e][1-5](=[QRBNU])?[+#]*$')"
tui_play_moves "$hint"
tui_expect "the hint is legal: played, and the engine answers" "2. "
tui_expect "Black's turn again" "Black to move"
tui_keys q y
tui_wait_exit
record=$(the_record)
tap_eq "Black's record names the engine White" "$(tags_unfinished Einhorn:Beginner Human -)" \
    "$(record_tags "$record")"
# The record is in figurines, the screen in letters: compare the cells.
cells() {
    sed 's/[^A-Ea-e1-5 .*]//g'
}
# A move in letters, its piece letter (B is also a level) left out.
letter_cells() {
    sed 's/^[KQRBNSUP]\([A-E][a-e][1-5]\)/\1/' | cells
}
tap_eq "the record holds the engine's move, the hint and the reply" \
    "1. $(echo "$first" | letter_cells) $(echo "$hint" | letter_cells) 2." \
    "$(record_moves "$record" | cells | cut -d' ' -f1-4)"
tui_stop

# A Strong engine on a classical clock thinks for minutes: the screen
# shows its thinking, a takeback stops it, and quitting does not wait.
tui_start 100 30 --ai strong --time classical
tui_expect "Strong: the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_expect "the engine thinks" "Black is thinking"
tui_expect "with its depth and score" "depth "
tui_keys u
tui_expect "u while it thinks takes back the human's move" "Move taken back: r plays it again."
tui_expect "the human is to move" "White to move."
tap_eq "the move list is empty" "" "$(tui_screen | grep -F '1. ')"
tui_play_moves Bc2Bc3
tui_expect "the engine thinks again" "Black is thinking"
tui_expect "it has reached a depth" "depth "
# The figurines as alternatives of whole strings, not a bracket expression:
# under the C locale (LANG unset) grep reads a bracket byte by byte.
thinking=$(tui_screen | grep -E '^   Black is thinking… depth [0-9]+, ([+-][0-9]+\.[0-9][0-9]|0\.00|[+-]M[0-9]+):' -A1)
tap_contains "the thinking: depth, score in pawns, then the line from Black's move" \
    "Black is thinking… depth " "$(printf '%s\n' "$thinking" | grep -E -B1 '^   (♟|♞|♝|♜|♛|♚|🨨)︎[A-E][a-e][1-5]')"
tui_tmux resize-window -t test -x 80 -y 24
tui_expect "a resize while it thinks: the clock and the thinking go on" "Black is thinking… depth "
tui_wait "Level A         Level B"
tap_contains "the status is redrawn at the new size" "▶ Black  Einhorn:Strong      1:" "$(tui_row 14)"
tui_keys q
tui_expect "quit asks while it thinks" "Quit? The game so far will be saved. (y/n)"
# On this clock Strong's first move is given minutes; the program must
# not wait for it. No time is asserted: the program has to end before the
# harness's hang guard (tui_poll_tries polls), far short of those minutes.
start=$(milliseconds)
tui_keys y
if tui_wait_exit; then
    tap_ok "quitting stops the engine without waiting for its move"
else
    tap_not_ok "quitting stops the engine without waiting for its move" \
        "still running after $tui_poll_tries polls"
fi
echo "# quitting while Strong thinks took $(($(milliseconds) - start)) ms"
tap_eq "the program ends normally" 0 "$(tui_exit_status)"
record=$(the_record)
tap_eq "the record names Einhorn:Strong" "$(tags_unfinished Human Einhorn:Strong 5400+30)" \
    "$(record_tags "$record")"
tap_eq "the record is unfinished after the human's move" "1. ♙︎Bc2–Bc3 *" "$(record_moves "$record")"
tui_stop

# A searching level's move comes with its depth and score (level 14
# searches 3 plies, its rare mistakes among the moves it searched; the
# lower levels' random moves come without: check_levels).
tui_start 80 24 --ai 14
tui_expect "level 14: the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_expect "level 14: the engine answers" "Einhorn:14 plays "
tap_eq "level 14: its move, depth 3 and its score in pawns" 1 "$(tui_screen |
    grep -cE 'Einhorn:14 plays [^ ]+ \(depth 3, ([+-][0-9]+\.[0-9][0-9]|0\.00)\)\.$')"
tui_stop

# While the engine thinks the human may offer a draw (it answers from
# its search: even, it declines) and resign.
tui_start 80 24 --ai strong --time classical
tui_expect "resign: the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_expect "resign: the engine thinks" "Black is thinking… depth "
tui_keys d
tui_expect "a draw offer while it thinks: it declines" "Einhorn:Strong declines the draw."
tui_expect "and goes on thinking" "Black is thinking… depth "
tui_keys R
tui_expect "resigning while it thinks asks the human" "White, do you resign? (y/n)"
tui_keys y
tui_expect "White resigned" "White resigned: Black wins."
tui_wait_file 'raumschach_*.rgn'
record=$(the_record)
tap_eq "the record of the resignation" '[Event "Casual game"]
[Site "?"]
[White "Human"]
[Black "Einhorn:Strong"]
[Result "0-1"]
[Variant "Raumschach-Normal-Form"]
[TimeControl "5400+30"]
[Termination "White resigned"]
1. ♙︎Bc2–Bc3 0-1' "$(record_tags "$record"; record_moves "$record")"
tui_keys q
tui_wait_exit
tap_eq "the program ends normally after the game" 0 "$(tui_exit_status)"
tui_stop

# The new-game form: Black becomes the engine, then both sides (watched).
tui_start 80 24
tui_expect "form: the game opens" "White to move."
tui_keys n
tui_expect "form: it opens" "New game"
tui_keys Down Down Down Right
tui_expect "form: Black is Einhorn at the first level" "< Einhorn, 1 Beginner (Elo 0) >"
tui_expect "form: Black's name cannot be typed then" "Black's name    Human"
tui_keys Enter
tui_expect "form: the new game names the engine" "Black  Einhorn:Beginner"
tui_play_moves Bc2Bc3
tui_expect "form: the engine answers" "Einhorn:Beginner plays "
tui_keys n Down Right Right Right Down Down Right Enter
tui_expect "form: both sides are engines" "White  Einhorn:Easy"
tui_expect "form: with the blitz clock" "Blitz 300+3"
tui_expect "form: the engines play and the game can be watched" "2. "
tui_keys p
tui_expect "form: the clocks stop, and the engines with them" "Clocks stopped: p starts them again."
tui_keys u
tui_expect "form: nothing of the watcher's to take back" \
    "The engine plays both sides: there is no move of yours to take back."
tui_keys q y
tui_wait_exit
tap_eq "form: two records, the first game and the engines' game" 2 \
    "$(ls "$tui_dir"/play/raumschach_*.rgn | wc -l)"
second=$(ls "$tui_dir"/play/raumschach_*-2.rgn)
tap_eq "form: the engines' record names both" "$(tags_unfinished Einhorn:Easy Einhorn:Beginner 300+3)" \
    "$(record_tags "$second")"
tui_stop

# SIGTERM while the engine thinks: the game is saved.
tui_start 80 24 --ai strong --play-as black --time rapid
tui_expect "SIGTERM: White (the engine) thinks" "White is thinking"
tui_expect "SIGTERM: it has reached a depth" "depth "
kill -TERM "$(tui_program_pid)"
tui_wait_exit
tap_eq "SIGTERM ends the program by SIGTERM" TERM "$(kill -l "$(tui_exit_status)")"
tap_eq "no record: no move was played yet" "" "$(the_record)"
tui_stop

tui_start 80 24 --ai strong --time rapid
tui_expect "SIGTERM: the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_expect "SIGTERM: Black (the engine) thinks" "Black is thinking"
kill -TERM "$(tui_program_pid)"
tui_wait_exit
tap_eq "SIGTERM while thinking ends the program by SIGTERM" TERM "$(kill -l "$(tui_exit_status)")"
record=$(the_record)
tap_eq "SIGTERM writes the record with the engine" "$(tags_unfinished Human Einhorn:Strong 900+10)" \
    "$(record_tags "$record")"
tap_eq "SIGTERM writes the move played" "1. ♙︎Bc2–Bc3 *" "$(record_moves "$record")"
tui_stop

# SIGHUP (the terminal closed) while the engine thinks: the same.
tui_start 80 24 --ai strong --time 60+0
tui_expect "SIGHUP: the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_expect "SIGHUP: the engine thinks" "Black is thinking"
kill -HUP "$(tui_program_pid)"
tui_wait_exit
tap_eq "SIGHUP while thinking ends the program by SIGHUP" HUP "$(kill -l "$(tui_exit_status)")"
record=$(the_record)
tap_eq "SIGHUP writes the record with the engine" "$(tags_unfinished Human Einhorn:Strong 60+0)" \
    "$(record_tags "$record")"
tap_eq "SIGHUP writes the move played" "1. ♙︎Bc2–Bc3 *" "$(record_moves "$record")"
tui_stop

tap_done
