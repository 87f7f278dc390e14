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

# End to end, the records the game writes: a game played to spacemate, one
# lost on time, one quit unfinished, one left for a new game, one ended by
# SIGTERM, one in a crash (the journal, then its recovery at the next
# start), and --record-dir.  Each .rgn file is compared whole.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

# The one record in a directory.
the_record() {
    ls "$1"/raumschach_*.rgn 2>/dev/null | head -n 1
}

tui_start 80 24 --white Alice --black Bob --time blitz
tui_expect "spacemate: the game opens" "White to move."
tui_play_moves Ad1Ac3 Dc5Bc3 Bc1Ad1 Bc3Ab2
tui_expect "the game ends" "White is spacemated: Black wins."
tui_wait_file 'raumschach_*.rgn'
record=$(the_record "$tui_dir/play")
name=$(basename "$record")
tui_expect_row "the end says what next" 21 \
    "White is spacemated: Black wins. n starts a new game, q quits. Saved as"
tui_expect_row "and where the record is, on a row of its own" 22 "./$name"
tui_keys Escape
tui_expect "then the status shows where the record is" "Saved: ./$name"
tui_expect_record "the spacemate record" "$record" '[Event "Casual game"]
[Site "?"]
[Date "@DATE@"]
[White "Alice"]
[Black "Bob"]
[Result "0-1"]
[Variant "Raumschach-Normal-Form"]
[TimeControl "300+3"]
[Termination "Spacemate"]

1. ♘︎Ad1–Ac3 ♕︎Dc5–Bc3 2. ♕︎Bc1–Ad1 ♕︎Bc3×Ab2†††
0-1'
tap_eq "no journal is left" "" "$(ls -A "$tui_dir/play" | grep journal)"
tui_keys q
tui_wait_exit
tui_expect "quitting says where the game is" "raumschach: the game is saved as ./$name"
tui_stop

tui_start 80 24 --time 1+0
tui_expect "the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_expect "the flag falls" "Black ran out of time: White wins."
tui_wait_file 'raumschach_*.rgn'
tui_expect_record "a game lost on time is recorded" "$(the_record "$tui_dir/play")" '[Event "Casual game"]
[Site "?"]
[Date "@DATE@"]
[White "Human"]
[Black "Human"]
[Result "1-0"]
[Variant "Raumschach-Normal-Form"]
[TimeControl "1+0"]
[Termination "Black ran out of time"]

1. ♙︎Bc2–Bc3
1-0'
tui_stop

unfinished='[Event "Casual game"]
[Site "?"]
[Date "@DATE@"]
[White "Human"]
[Black "Human"]
[Result "*"]
[Variant "Raumschach-Normal-Form"]
[TimeControl "-"]

1. ♙︎Bc2–Bc3
*'

tui_start 80 24
tui_expect "quit: the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_expect "quit: the move is played" "1. ♙︎Bc2–Bc3"
tui_keys q y
tui_wait_exit
tui_expect_record "quitting writes the unfinished game" "$(the_record "$tui_dir/play")" "$unfinished"
tui_expect "and says where" "raumschach: the game is saved as ./raumschach_"
tui_stop

tui_start 80 24
tui_expect "new game: the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_keys n
tui_expect "the new-game screen warns" "The game in progress will be saved unfinished."
tui_keys Enter
tui_wait_file 'raumschach_*.rgn'
tui_expect_record "a new game writes the one left unfinished" "$(the_record "$tui_dir/play")" \
    "$unfinished"
tui_expect_row "the new game starts afresh" 14 "  Black  Human"
tui_keys q y
tui_wait_exit
tap_eq "the new game without moves writes nothing" 1 "$(ls "$tui_dir"/play/raumschach_*.rgn | wc -l)"
tui_stop

tui_start 80 24
tui_expect "SIGTERM: the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_expect "SIGTERM: the move is played" "1. ♙︎Bc2–Bc3"
kill -TERM "$(tui_program_pid)"
tui_wait_exit
tui_expect_record "SIGTERM writes the unfinished game" "$(the_record "$tui_dir/play")" "$unfinished"
tui_stop

# A crash: the journal keeps the game; the next start saves it.
tui_start 80 24
tui_expect "crash: the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_expect "crash: the move is played" "1. ♙︎Bc2–Bc3"
tui_wait_file '.raumschach-journal-*.rgn'
pid=$(tui_program_pid)
kill -SEGV "$pid"
tui_wait_exit
tap_eq "the crash ends the program by SIGSEGV" SEGV "$(kill -l "$(tui_exit_status)")"
tap_eq "the crash leaves the alternate screen" 0 "$(tui_pane '#{alternate_on}')"
tui_expect "the crash says where the game is" \
    "raumschach: crashed; the game so far is in ./.raumschach-journal-$pid.rgn"
tap_eq "no record yet" "" "$(the_record "$tui_dir/play")"
tap_eq "the journal holds the game" "$unfinished" \
    "$(sed 's/^\[Date "[0-9.]*"\]/[Date "@DATE@"]/' "$tui_dir/play/.raumschach-journal-$pid.rgn")"
tui_restart 80 24
tui_expect "the next start saves the journal" "An unfinished game left by a crash is saved as ./raumschach_"
tui_expect_record "the recovered game" "$(the_record "$tui_dir/play")" "$unfinished"
tap_eq "and the journal is gone" "" "$(ls -A "$tui_dir/play" | grep "journal-$pid")"
tui_stop

# --record-dir: a directory that does not exist is refused at once; one
# that does gets the records, and a second game a new name.
tui_start 80 24 --record-dir games
tui_wait_exit
tap_eq "a missing record directory exits 2" 2 "$(tui_exit_status)"
tui_expect "and says why" "raumschach: --record-dir 'games': No such file or directory"
mkdir "$tui_dir/play/games"
for game in 1 2; do
    tui_restart 80 24 --record-dir games
    tui_expect "--record-dir, game $game: the game opens" "White to move."
    tui_play_moves Bc2Bc3
    tui_expect "--record-dir, game $game: the move is played" "1. ♙︎Bc2–Bc3"
    tui_keys q y
    tui_wait_exit
done
first=$(ls "$tui_dir"/play/games/raumschach_????????.rgn)
second=$(echo "$first" | sed 's/\.rgn$/-2.rgn/')
tui_expect_record "the first game in the record directory" "$first" "$unfinished"
tui_expect_record "the second under the next free name" "$second" "$unfinished"
tui_expect "the path says where" "raumschach: the game is saved as games/$(basename "$second")"
tap_eq "nothing in the working directory" "games" "$(ls "$tui_dir/play")"
tui_stop

# Names a record must escape (quotes, backslashes) and one of 63 bytes of
# two-byte characters: the record the game writes reads back clean.
long=$(i=0; while [ $i -lt 31 ]; do printf '\303\251'; i=$((i + 1)); done; printf x)
tui_start 80 24 --white 'Ann "the \\ Quick" O'"'"'Hara' --black "$long"
tui_expect "awkward names: the game opens" "White to move."
tui_play_moves Bc2Bc3
tui_expect "awkward names: the move is played" "1. ♙︎Bc2–Bc3"
tui_keys q y
tui_wait_exit
record=$(the_record "$tui_dir/play")
checked=$("$tui_program" --check "$record")
tap_eq "awkward names: the record reads back with --check" 0 "$?"
tap_eq "awkward names: and is clean" "$record: ok, 1 ply, * (unfinished)" "$checked"
tap_contains "awkward names: quotes and backslashes escaped" '[White "Ann \"the \\\\ Quick\" O'"'"'Hara"]' "$(cat "$record")"
tap_contains "awkward names: the long name whole" "[Black \"$long\"]" "$(cat "$record")"
tui_stop

tap_done
