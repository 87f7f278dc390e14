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

# The module include graph of a source tree: a module is a .c file and its
# .h (src/tui/playscreen.c and .h are the module tui/playscreen), and
# module A includes module B when a file of A includes B's header.
#
#   module-graph.sh SRC_DIR
#
# prints one line per module, "tui/ui -> session/match tui/aiplay ...",
# then "cycles: N" and, for each group of modules that include each other
# in a circle (a strongly connected component of more than one module),
# the group on a line of its own.  Includes are "..." ones, looked up from
# SRC_DIR and then from the including file's folder; system headers and
# config.h are no modules.
set -e
src=${1:?usage: module-graph.sh SRC_DIR}
cd "$src"

find . -name '*.[ch]' | sed 's|^\./||' | sort | while read -r file; do
    dir=$(dirname "$file")
    module=${file%.*}
    echo "module $module"
    sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file" |
    while read -r header; do
        if [ -f "$header" ]; then
            target=$header
        elif [ -f "$dir/$header" ]; then
            target=$dir/$header
        else
            continue
        fi
        target=${target#./}
        echo "edge $module ${target%.*}"
    done
done | awk '
    $1 == "module" { known[$2] = 1; order[++count] = $2; next }
    $2 != $3 && !(($2 SUBSEP $3) in seen) {
        seen[$2, $3] = 1
        out[$2] = out[$2] " " $3
        degree[$2]++
        next_of[$2, degree[$2]] = $3
    }
    # The words of a line in name order.
    function sorted(line,    n, parts, a, b, t, result) {
        n = split(line, parts, " ")
        for (a = 1; a <= n; a++)
            for (b = a + 1; b <= n; b++)
                if (parts[b] < parts[a]) {
                    t = parts[a]; parts[a] = parts[b]; parts[b] = t
                }
        result = ""
        for (a = 1; a <= n; a++)
            result = result (a > 1 ? " " : "") parts[a]
        return result
    }
    # Tarjan: the strongly connected components.
    function visit(v,    i, w) {
        index_of[v] = low[v] = ++counter
        stack[++top] = v
        on_stack[v] = 1
        for (i = 1; i <= degree[v]; i++) {
            w = next_of[v, i]
            if (!(w in index_of)) {
                visit(w)
                if (low[w] < low[v])
                    low[v] = low[w]
            } else if (on_stack[w] && index_of[w] < low[v]) {
                low[v] = index_of[w]
            }
        }
        if (low[v] == index_of[v]) {
            members = ""
            size = 0
            do {
                w = stack[top--]
                on_stack[w] = 0
                members = w " " members
                size++
            } while (w != v)
            if (size > 1)
                cycles[++cycle_count] = sorted(members)
        }
    }
    END {
        for (i = 1; i <= count; i++) {
            m = order[i]
            if (m in printed)
                continue
            printed[m] = 1
            line = sorted(out[m])
            print m " ->" (line == "" ? "" : " " line)
        }
        for (i = 1; i <= count; i++)
            if (!(order[i] in index_of))
                visit(order[i])
        print "cycles: " cycle_count + 0
        for (i = 1; i <= cycle_count; i++)
            print "  " cycles[i]
    }'
