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

# --match --opponent PROGRAM: the second level played by another program
# over the engine protocol.  The program here is raumschach itself behind
# a script that writes down its arguments and every command it is sent;
# then programs that answer wrongly, end, or cannot run.
. "${top_srcdir:-.}/tests/tap.sh"
rs="${top_builddir:-.}/src/raumschach"
case "$rs" in
    /*) ;;
    *) rs="$(pwd)/$rs" ;;
esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/records" "$tmp/wrong-records"

cat > "$tmp/logged" <<EOF
#!/bin/sh
echo "\$*" > "$tmp/arguments"
tee "$tmp/commands" | exec "$rs" "\$@"
EOF
chmod +x "$tmp/logged"

out=$(cd "$tmp" && "$rs" --match 2 1 -n 2 --opponent ./logged --record-dir "$tmp/records")
tap_eq "the match exits 0" 0 $?
tap_eq "the program runs as an engine, the match's hash table, one thread" "--engine --hash 64 --threads 1" \
    "$(cat "$tmp/arguments")"
tap_contains "game 1: the program has Black, named" "game 1: Einhorn:2 - Einhorn:Beginner (./logged) " "$out"
tap_contains "game 2: the program has White" "game 2: Einhorn:Beginner (./logged) - Einhorn:2 " "$out"
tap_contains "the score names both" "Einhorn:2 " "$(echo "$out" | grep ' - Einhorn:Beginner (./logged) [0-2]')"
tap_eq "the records read back clean" 2 "$("$rs" --check "$tmp"/records/*.rgn | grep -c ': ok, ')"
tap_eq "the records name the program's side" 2 \
    "$(cat "$tmp"/records/*.rgn | grep -c '^\[\(White\|Black\) "Einhorn:Beginner (./logged)"\]')"

commands=$(cat "$tmp/commands")
tap_eq "it is asked isready first" "isready" "$(echo "$commands" | head -n 1)"
tap_eq "each game starts with newgame" 2 "$(echo "$commands" | grep -c '^newgame$')"
tap_eq "it ends with quit" "quit" "$(echo "$commands" | tail -n 1)"
tap_eq "it is asked for moves at its level only, by name" "go level Beginner" "$(echo "$commands" | grep '^go' | sort -u)"
# Its moves: Black's after the two opening plies in game 1 (plies 4, 6,
# ...), White's in game 2 (plies 3, 5, ...), from the plies printed.
expected=$(echo "$out" | awk '
    /^game 1:/ { for (i = 1; i <= NF; i++) if ($i == "plies,") n += int($(i - 1) / 2) - 1 }
    /^game 2:/ { for (i = 1; i <= NF; i++) if ($i == "plies,") n += int(($(i - 1) + 1) / 2) - 1 }
    END { print n }')
tap_eq "a go for each of its moves" "$expected" "$(echo "$commands" | grep -c '^go')"
# Each go follows the game so far: in game 1 the first has the opening and
# White's first move, the next two more.
first=$(echo "$commands" | grep -m 1 '^position')
second=$(echo "$commands" | grep '^position' | sed -n 2p)
tap_eq "the first position: start and three moves" 6 "$(echo "$first" | wc -w)"
tap_eq "the next: two more" 8 "$(echo "$second" | wc -w)"
tap_eq "the next begins with the first" "$first" "$(echo "$second" | cut -d' ' -f1-6)"
moves=$(echo "$first" | cut -d' ' -f3-)
tap_eq "in the moves' coordinate form" "moves" "$(echo "$moves" | cut -d' ' -f1)"

# Several words: the program with those arguments alone.
out=$(cd "$tmp" && "$rs" --match 2 1 -n 1 --opponent "./logged --engine --hash 8" --no-record)
tap_eq "a program with its arguments: exit 0" 0 $?
tap_eq "and run with those alone" "--engine --hash 8" "$(cat "$tmp/arguments")"
tap_contains "named with them" "Einhorn:Beginner (./logged --engine --hash 8)" "$out"

# A program that answers with a move that is not legal: the game stops,
# unscored, its record kept unfinished; the match says why and exits 1.
cat > "$tmp/wrong" <<'EOF'
#!/bin/sh
while read -r line; do
    case "$line" in
        isready) echo readyok ;;
        go*) echo "info depth 1 score 0"; echo "bestmove Aa1-Aa1" ;;
        quit) exit 0 ;;
    esac
done
EOF
chmod +x "$tmp/wrong"
err=$(cd "$tmp" && "$rs" --match 2 1 -n 2 --opponent ./wrong --record-dir "$tmp/wrong-records" 2>&1 >"$tmp/out")
tap_eq "a wrong move: exit 1" 1 $?
tap_contains "the message names the program and its answer" \
    "game 1 is not scored: ./wrong: answered \"bestmove Aa1-Aa1\", not a legal move here" "$err"
tap_contains "the game is reported stopped, its record kept" "game 1: Einhorn:2 - Einhorn:Beginner (./wrong) stopped after 3 plies, " \
    "$(cat "$tmp/out")"
tap_eq "the match stops there" 0 "$(grep -c '^game 2' "$tmp/out")"
tap_contains "the record is unfinished" '[Result "*"]' "$(cat "$tmp"/wrong-records/*.rgn)"
tap_contains "and reads back clean" ": ok, 3 plies" "$("$rs" --check "$tmp"/wrong-records/*.rgn)"

err=$("$rs" --match 2 1 -n 1 --no-record --opponent "$tmp/none" 2>&1)
tap_eq "a program that is not there: exit 2" 2 $?
tap_contains "and why" "--opponent $tmp/none: cannot run it: " "$err"
err=$("$rs" --match 2 1 -n 1 --no-record --opponent true 2>&1)
tap_eq "a program that ends at once: exit 2" 2 $?
tap_contains "and why" "--opponent true: the program ended" "$err"
err=$("$rs" --match 2 1 --kriegspiel --opponent true 2>&1)
tap_eq "--opponent with --kriegspiel: exit 2" 2 $?
tap_contains "and why" "--opponent goes with --match only (not with --kriegspiel)" "$err"
err=$("$rs" --opponent true 2>&1)
tap_eq "--opponent without --match: exit 2" 2 $?
tap_done
