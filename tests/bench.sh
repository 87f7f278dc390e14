#!/bin/sh
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
