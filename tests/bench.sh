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

# make bench: speed figures, measured, never asserted.  perft(4) is run
# RUNS times (default 7) and perft(5) RUNS5 times (default 3), from the
# start position on one core; the median time of each is reported.
rs=${1:-src/raumschach}
runs=${RUNS:-7}
runs5=${RUNS5:-3}

# Prints "seconds nodes" for each of $2 runs of perft($1), then the median.
measure() {
    depth=$1 count=$2
    i=0
    while [ "$i" -lt "$count" ]; do
        "$rs" --perft "$depth" | awk '/^time/ { t = $2 } /^nodes/ { n = $2 } END { print t, n }'
        i=$((i + 1))
    done | sort -n | awk -v depth="$depth" -v target="$3" '
        { t[NR] = $1; n = $2 }
        END {
            m = NR % 2 ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
            printf "perft(%d) = %s nodes: median %.3f s over %d runs (min %.3f, max %.3f; target <= %s s), %.1f M nodes/s\n",
                depth, n, m, NR, t[1], t[NR], target, n / m / 1e6
        }'
}

echo "perft from the start position, one thread, $(uname -m), $(getconf _NPROCESSORS_ONLN) cores"
measure 4 "$runs" 0.3
measure 5 "$runs5" 20

# The engine: --bench (fixed positions, fixed depth) RUNS_ENGINE times
# (default 5), median speed; the depth reached from the start position in
# 5 s; and the time to a mate score and a best move on the test mates.
runs_engine=${RUNS_ENGINE:-5}
i=0
while [ "$i" -lt "$runs_engine" ]; do
    "$rs" --bench | tail -n 1
    i=$((i + 1))
done | sort -k3 -n | awk '
    { nps[NR] = $3; nodes = $1 }
    END {
        m = NR % 2 ? nps[(NR + 1) / 2] : (nps[NR / 2] + nps[NR / 2 + 1]) / 2
        printf "engine --bench = %s nodes: median %.2f M nodes/s over %d runs (min %.2f, max %.2f; target >= 3)\n",
            nodes, m / 1e6, NR, nps[1] / 1e6, nps[NR] / 1e6
    }'

depth=$(printf 'go movetime 5000\n' | "$rs" --engine | awk '/^info depth/ { d = $3 } END { print d }')
echo "engine: depth $depth from the start position in 5 s (target >= 8)"

now_ms() {
    date +%s%N | cut -c1-13
}
for mate in \
    '1 5/5/1R3/5/5|5/5/5/5/5|1k3/5/K4/5/5|5/5/5/5/5|5/3Q1/5/5/5 w 0 1' \
    '2 4k/5/5/5/5|5/1Q3/5/5/5|5/5/5/5/5|4p/5/3K1/5/5|5/5/5/5/5 w 0 1' \
    '3 5/5/5/4k/5|1Q3/5/5/5/5|5/5/5/5/5|5/5/4K/5/5|5/5/5/5/5 w 0 1' \
    '3 5/5/5/5/5|5/5/5/5/5|5/2R1R/5/5/5|4k/5/5/5/5|5/2K2/5/5/5 w 0 1' \
    '4 5/4Q/5/5/5|5/5/5/5/1k3|5/5/4R/5/5|5/K4/5/5/5|5/5/5/5/5 w 0 1' \
    '4 5/5/5/5/5|K4/5/5/5/5|5/5/5/5/2Q2|5/5/5/5/5|5/5/3R1/k4/5 w 0 1'; do
    moves=${mate%% *}
    rfen=${mate#* }
    start=$(now_ms)
    out=$(printf 'position rfen %s\ngo movetime 10000\n' "$rfen" | "$rs" --engine)
    end=$(now_ms)
    score=$(echo "$out" | awk '/^info depth/ { s = $5 } END { print s }')
    echo "engine: mate in $moves: score $score, $(echo "$out" | tail -n 1), $((end - start)) ms (target < 1000)"
done
