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

# The module include graph of src/ (tests/tools/module-graph.sh): no
# modules include each other in a circle, and the layers depend one way,
# cli -> tui -> session -> core: the core includes nothing of the session,
# the screens or the command line; the session nothing of the screens or
# the command line; the screens nothing of the command line.
. "${top_srcdir:-.}/tests/tap.sh"
graph=$(sh "${top_srcdir:-.}/tests/tools/module-graph.sh" "${top_srcdir:-.}/src")

modules=$(echo "$graph" | grep -c ' ->')
if [ "$modules" -gt 50 ]; then
    tap_ok "the graph lists the modules of src/ ($modules)"
else
    tap_not_ok "the graph lists the modules of src/" "found $modules:" "$graph"
fi
tap_eq "no include cycle among the modules" "cycles: 0" "$(echo "$graph" | grep '^cycles:')"

# layer_uses LAYER FORBIDDEN...: the edges from LAYER's modules into the
# forbidden layers, one "module -> target" a line.
layer_uses() {
    layer=$1
    shift
    echo "$graph" | awk -v layer="$layer" -v forbidden="$*" '
        index($1, layer "/") == 1 {
            for (i = 3; i <= NF; i++) {
                split($i, parts, "/")
                if (index(" " forbidden " ", " " parts[1] " "))
                    print $1 " -> " $i
            }
        }'
}
tap_eq "the core includes no session, screen or command-line module" "" "$(layer_uses core session tui cli)"
tap_eq "the session includes no screen or command-line module" "" "$(layer_uses session tui cli)"
tap_eq "the screens include no command-line module" "" "$(layer_uses tui cli)"
tap_done
