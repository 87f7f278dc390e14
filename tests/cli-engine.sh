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

# The engine on the command line: --bench's last line, --match's games,
# score and records, and the --engine protocol (answers, errors that keep
# it running, moves in any notation).
. "${top_srcdir:-.}/tests/tap.sh"
. "${top_srcdir:-.}/tests/engine.sh"
rs="${top_builddir:-.}/src/raumschach"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT


out=$("$rs" --bench)
tap_eq "bench exits 0" 0 $?
last=$(echo "$out" | tail -n 1)
case "$last" in
    [0-9]*" nodes "[0-9]*" nps") tap_ok "bench ends with N nodes M nps" ;;
    *) tap_not_ok "bench ends with N nodes M nps" "actual: $last" ;;
esac
tap_eq "bench searches 11 positions" 11 "$(echo "$out" | grep -c '^position ')"
tap_eq "bench counts the same nodes twice" "$(echo "$last" | cut -d' ' -f1)" \
    "$("$rs" --bench | tail -n 1 | cut -d' ' -f1)"

out=$("$rs" --match beginner easy -n 2 --record-dir "$tmp")
tap_eq "match exits 0" 0 $?
tap_eq "match prints two games" 2 "$(echo "$out" | grep -c '^game [12]: Einhorn:')"
tap_contains "game 1: Beginner has White" "game 1: Einhorn:Beginner - Einhorn:Easy" "$out"
tap_contains "game 2: colours swap" "game 2: Einhorn:Easy - Einhorn:Beginner" "$out"
# The end: the score, its margin and each side's time a move.
score=$(echo "$out" | tail -n 4 | head -n 1)
case "$score" in
    "Einhorn:Beginner "[0-2][.,][05]" - Einhorn:Easy "[0-2][.,][05]" (+"[0-2]" ="[0-2]" -"[0-2]"): "*%)
        tap_ok "the score follows the games" ;;
    *) tap_not_ok "the score follows the games" "actual: $score" ;;
esac
# The margin from the two games' scores for Beginner (1, 1/2 or 0 each):
# 1.96 times their standard deviation (n - 1) over the root of 2; the
# numbers compared with a decimal point whatever the locale writes.
expected=$(echo "$out" | LC_ALL=C awk '
    /^game 1:/ { s[1] = $6 == "1-0" ? 1 : $6 == "0-1" ? 0 : 0.5 }
    /^game 2:/ { s[2] = $6 == "0-1" ? 1 : $6 == "1-0" ? 0 : 0.5 }
    END { m = (s[1] + s[2]) / 2; v = (s[1] - m) ^ 2 + (s[2] - m) ^ 2;
          printf "Einhorn:Beginner scored %.1f%% +- %.1f%% (95%%)", 100 * m, 100 * 1.96 * sqrt(v) / sqrt(2) }')
tap_eq "then its margin, from the games' scores" "$expected" "$(echo "$out" | tail -n 3 | head -n 1 | tr , .)"
tap_eq "then each side's time a move" "Einhorn:Beginner: Einhorn:Easy: " \
    "$(echo "$out" | tail -n 2 | sed 's/ [0-9]*[.,][0-9]\{3\} s a move$/ /' | tr -d '\n')"
tap_contains "records without a clock say so" '[TimeControl "-"]' "$(cat "$tmp"/raumschach_*.rgn)"
tap_eq "two records written" 2 "$(ls "$tmp"/raumschach_*.rgn | wc -l)"
checked=$("$rs" --check "$tmp"/raumschach_*.rgn)
tap_eq "the records read back" 2 "$(echo "$checked" | grep -c ': ok, ')"
tap_contains "records name the engine" '[White "Einhorn:Beginner"]' "$(cat "$tmp"/raumschach_*.rgn)"
out=$("$rs" --match hard easy -n 1 --no-record)
out=$("$rs" --match beginner easy -n 2 --no-record --threads 2,1)
tap_eq "--threads A,B: a thread count for each level" 2 "$(echo "$out" | grep -c '^game [12]: Einhorn:')"
tap_eq "match without records writes nothing" 2 "$(ls "$tmp"/raumschach_*.rgn | wc -l)"
out=$("$rs" --match hard expert 2>&1)
tap_eq "an unknown level exits 2" 2 $?
tap_eq "and names it and the levels" \
    "raumschach: 'expert' is not a level: use a number from 1 to 24 or a name: Beginner, Easy, Normal, Hard, Strong" \
    "$out"
out=$("$rs" --match 23 0 2>&1)
tap_eq "a level below 1 exits 2" 2 $?
tap_contains "and is named" "'0' is not a level" "$out"
out=$("$rs" --match 2 1 -n 2 --no-record)
tap_eq "levels by number: records name the unnamed ones by it" "Einhorn:2 - Einhorn:Beginner" \
    "$(echo "$out" | sed -n 's/^game 1: \(.*\) [01][^ ]* (.*/\1/p')"
out=$("$rs" --match hard easy -n 0 2>&1)
tap_eq "zero games exit 2" 2 $?

# --first-game: a part of a longer match plays that match's games.
mkdir "$tmp/whole" "$tmp/part"
"$rs" --match 2 1 -n 4 --record-dir "$tmp/whole" >/dev/null
out=$("$rs" --match 2 1 -n 2 --first-game 3 --record-dir "$tmp/part")
tap_eq "--first-game: the part names its games" "Einhorn:2 against Einhorn:Beginner, games 3 to 4" \
    "$(echo "$out" | head -n 1)"
tap_contains "game 3: the first level has White, as in the whole match" "game 3: Einhorn:2 - Einhorn:Beginner " "$out"
tap_contains "game 4: colours swap" "game 4: Einhorn:Beginner - Einhorn:2 " "$out"
# The moves of the game with Round "N" in directory $1.
round_moves() {
    grep -l "^\[Round \"$2\"\]" "$1"/raumschach_*.rgn | head -n 1 | xargs sed '/^\[/d'
}
tap_eq "game 3 of the part is game 3 of the whole match" "$(round_moves "$tmp/whole" 3)" \
    "$(round_moves "$tmp/part" 3)"
tap_eq "and game 4" "$(round_moves "$tmp/whole" 4)" "$(round_moves "$tmp/part" 4)"
tap_eq "not an empty game" 1 "$(round_moves "$tmp/part" 4 | grep -c '^1\. ')"
# --time: a clock for both; the levels with fixed limits play as without.
mkdir "$tmp/clock"
out=$("$rs" --match 2 1 -n 4 --time 600+5 --record-dir "$tmp/clock")
tap_eq "--time: the match is played" 4 "$(echo "$out" | grep -c '^game [1-4]: Einhorn:')"
tap_eq "--time: each record has the clock" 4 "$(grep -l '^\[TimeControl "600+5"\]' "$tmp"/clock/*.rgn | wc -l)"
tap_eq "--time: levels without a clock play the same games" "$(round_moves "$tmp/whole" 3)" \
    "$(round_moves "$tmp/clock" 3)"
out=$("$rs" --match strong beginner -n 1 --time 6+0 --record-dir "$tmp/clock")
tap_contains "--time: Strong plays by its clock and wins" "game 1: Einhorn:Strong - Einhorn:Beginner 1-0 " "$out"
tap_eq "--time: the records read back" 5 "$("$rs" --check "$tmp"/clock/*.rgn | grep -c ': ok, ')"
err=$("$rs" --match 2 1 --time soon -n 1 2>&1 > /dev/null)
tap_eq "--time that is no time control exits 2" 2 $?
tap_contains "and is named" "--time 'soon'" "$err"
out=$("$rs" --match 2 1 --first-game 0 2>&1)
tap_eq "--first-game 0 exits 2" 2 $?
tap_eq "and says why" "raumschach: --first-game '0' is not a whole number from 1 to 100000" "$out"

out=$(engine_session 1 'isready\nposition startpos moves Bc2-Bc3 Dc4-Dc3\ngo depth 4\n' "$rs" --engine)
tap_eq "protocol: readyok" "readyok" "$(echo "$out" | head -n 1)"
tap_eq "protocol: one info line per depth" 4 "$(echo "$out" | grep -c '^info depth [1-4] score -\{0,1\}[0-9M]* nodes [0-9]* pv [A-E]')"
case "$(echo "$out" | tail -n 1)" in
    "bestmove "[A-E][a-e][1-5]-[A-E][a-e][1-5]) tap_ok "protocol: bestmove last" ;;
    *) tap_not_ok "protocol: bestmove last" "$(echo "$out" | tail -n 1)" ;;
esac
out=$(engine_session 1 'position rfen 5/5/1R3/5/5|5/5/5/5/5|1k3/5/K4/5/5|5/5/5/5/5|5/3Q1/5/5/5 w 0 1\ngo depth 3\n' "$rs" --engine)
tap_eq "protocol: mate in one" "bestmove Ad4-Cb4" "$(echo "$out" | tail -n 1)"
tap_contains "protocol: mate score" "score M1" "$out"
out=$(engine_session 1 'position startpos moves ♙︎Bc2–Bc3 pdc4-dc3 NAb1-Ac3\ngo depth 1\n' "$rs" --engine)
tap_contains "protocol: moves in figurine, letter and coordinate form" "bestmove" "$out"
tap_eq "protocol: no error for good moves" 0 "$(echo "$out" | grep -c '^error')"
out=$(engine_session 1 'bogus\nposition startpos moves Bc2-Bc5\ngo depth 0\ngo level Expert\nposition rfen x\ngo depth 1\n' "$rs" --engine)
tap_eq "protocol: five errors" 5 "$(echo "$out" | grep -c '^error ')"
tap_contains "protocol: unknown command" "error unknown command 'bogus'" "$out"
tap_contains "protocol: illegal move explained" "error position: move 'Bc2-Bc5'" "$out"
tap_contains "protocol: keeps running after errors" "bestmove" "$(echo "$out" | tail -n 1)"
out=$(engine_session 1 'position rfen 5/5/1K3/5/k4|5/5/5/5/5|5/5/5/5/1Q3|5/5/5/5/5|5/5/5/5/5 b 0 1\ngo depth 2\n' "$rs" --engine)
tap_eq "protocol: no move in stalemate" "bestmove none" "$(echo "$out" | tail -n 1)"
out=$(printf 'go infinite\nstop\nquit\n' | "$rs" --engine)
tap_contains "protocol: stop ends an infinite search with a move" "bestmove" "$(echo "$out" | tail -n 1)"
out=$(engine_session 2 'go infinite\nstop\ngo depth 1\n' "$rs" --engine)
tap_eq "protocol: go right after stop searches again" 2 "$(echo "$out" | grep -c '^bestmove ')"
tap_eq "protocol: and is no error" 0 "$(echo "$out" | grep -c '^error')"
# The end of the input is quit: a search with a limit it would not reach
# for hours stops (the hang guard is no speed limit).
out=$(printf 'go depth 120\n' | timeout 600 "$rs" --engine)
tap_eq "protocol: the end of the input stops the search" 0 $?
tap_contains "protocol: which ends with its bestmove" "bestmove" "$(echo "$out" | tail -n 1)"
# 1,201 moves (knights out and back) after "position startpos moves":
# every one is taken, so Black (level D or E) is to move.
moves=$(i=0; while [ $i -lt 300 ]; do printf ' Ab1-Ac3 Eb5-Ec3 Ac3-Ab1 Ec3-Eb5'; i=$((i + 1)); done)
out=$(engine_session 1 "position startpos moves$moves Ab1-Ac3\\ngo depth 1\\n" "$rs" --engine)
tap_eq "protocol: a position of 1,201 moves is taken whole" 0 "$(echo "$out" | grep -c '^error')"
case "$(echo "$out" | tail -n 1)" in
    "bestmove "[DE][a-e][1-5]-*) tap_ok "protocol: Black moves after 1,201 plies" ;;
    *) tap_not_ok "protocol: Black moves after 1,201 plies" "$(echo "$out" | tail -n 1)" ;;
esac
out=$(engine_session 1 "position startpos moves$moves Ab1-Ac3 Bb2-Bb5\\ngo depth 1\\n" "$rs" --engine)
tap_contains "protocol: a bad move refuses the whole position" "error position: move 'Bb2-Bb5'" "$out"
case "$(echo "$out" | tail -n 1)" in
    "bestmove "[AB][a-e][1-5]-*) tap_ok "protocol: the start position stays (White moves)" ;;
    *) tap_not_ok "protocol: the start position stays (White moves)" "$(echo "$out" | tail -n 1)" ;;
esac
out=$( (head -c 300000 /dev/zero | tr '\0' x; printf '\nisready\nquit\n') | "$rs" --engine)
tap_eq "protocol: a line over the limit is refused" \
    "error the line is longer than 262144 bytes, the limit of a command: it is ignored" "$(echo "$out" | head -n 1)"
tap_eq "protocol: the engine reads on" "readyok" "$(echo "$out" | tail -n 1)"

tap_done
