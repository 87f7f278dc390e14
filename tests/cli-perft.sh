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

# --perft and --divide on the command line: output format, counts, and the
# messages and exit status for bad input.
. "${top_srcdir:-.}/tests/tap.sh"
rs="${top_builddir:-.}/src/raumschach"

out=$("$rs" --perft 3)
tap_eq "perft 3 ends with the node count" "nodes 237316" "$(echo "$out" | tail -n 1)"
tap_contains "perft prints the time" "time " "$out"
tap_contains "perft prints the speed" "nodes/s" "$out"

out=$("$rs" --divide 2)
tap_eq "divide 2 prints 61 moves and the total" 62 "$(echo "$out" | grep -c -E '^[A-E][a-e][1-5]-[A-E][a-e][1-5](=[QRBNU])? [0-9]+$|^nodes ')"
tap_eq "divide 2 total" "nodes 3615" "$(echo "$out" | tail -n 1)"
tap_contains "divide 2 names Bc2-Bc3" "Bc2-Bc3 " "$out"
sum=$(echo "$out" | grep -E '^[A-E]' | awk '{s += $2} END {print s}')
tap_eq "divide counts add up to the total" 3615 "$sum"

out=$("$rs" --divide 1 --fen '5/5/2k2/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5 b 0 1' 2>&1)
status=$?
tap_eq "a position without a white king exits 2" 2 "$status"
tap_eq "and says why" "raumschach: bad RFEN at column 0: White has no king" "$out"

out=$("$rs" --divide 2 --fen 'k4/5/5/5/5|2P2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1')
tap_contains "promotions are written with their letter" "Dc5-Ec5=U " "$out"

out=$("$rs" --perft 2 --fen 'rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKN w 0 1' 2>&1)
status=$?
tap_eq "a short rank exits 2" 2 "$status"
tap_eq "and names the rank and column" "raumschach: bad RFEN at column 81: rank 1 of level A has 4 files, expected 5" "$out"

for bad in 0 x -1 21 ''; do
    out=$("$rs" --perft "$bad" 2>&1)
    status=$?
    tap_eq "depth '$bad' exits 2" 2 "$status"
    tap_contains "depth '$bad' is explained" "is not a whole number from 1 to 20" "$out"
done

# README's example: its position and its output (but the time and the
# speed, which vary) are what the program gives.
readme="${top_srcdir:-.}/README"
fen=$(sed -n "s/^    src\/raumschach --divide 2 --fen '\(.*\)'\$/\1/p" "$readme")
tap_eq "README's --divide example has a position" "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/2P2/K4 w 0 1" "$fen"
expected=$(sed -n '/^    src\/raumschach --divide 2 --fen/,/^    nodes /p' "$readme" | sed '1d' |
    sed -n 's/^    \([A-E][a-e][1-5]-.*\|nodes .*\)$/\1/p')
tap_eq "README's --divide example prints what README says" "$expected" \
    "$("$rs" --divide 2 --fen "$fen" | grep -v -e '^time ' -e '^speed ')"

out=$("$rs" --perft 2 --divide 2 2>&1)
tap_eq "two modes exit 2" 2 "$?"

tap_done
