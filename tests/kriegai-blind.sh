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

# The Kriegspiel engine, and the thread it runs in at the terminal
# (kriegthink), cannot see the hidden board (SPEC.md section 10.4): their
# object files call none of the referee's functions that hold or hand out
# the true game (nm -u against a deny-list, checked first to be defined by
# the referee's own objects, so that a renamed function cannot slip
# through), and their sources include no file that defines the referee's
# struct Kriegspiel.
. "${top_srcdir:-.}/tests/tap.sh"
src="${top_srcdir:-.}/src/core"
obj="${top_builddir:-.}/src/core"
engine="kriegai kriegbelief kriegthink"
referee="kriegspiel_new kriegspiel_free kriegspiel_try kriegspiel_finish kriegspiel_end
kriegspiel_side_to_move kriegspiel_ply_count kriegspiel_ply kriegspiel_last_heard
kriegspiel_refused_now kriegspiel_true_position kriegspiel_view_board kriegspiel_view
kriegspiel_comment kriegspiel_from_record"

if ! command -v nm > /dev/null 2>&1; then
    echo "1..0 # SKIP nm (binutils) is not installed"
    exit 0
fi

defined=$(nm -g --defined-only "$obj"/kriegspiel.o "$obj"/kriegspiel_record.o 2> /dev/null | awk '{ print $3 }')
for name in $referee; do
    if printf '%s\n' "$defined" | grep -qx "$name"; then
        tap_ok "the referee defines $name"
    else
        tap_not_ok "the referee defines $name" "not found in kriegspiel.o or kriegspiel_record.o"
    fi
done

for file in $engine; do
    used=$(nm -u "$obj/$file.o" | awk '{ print $2 }')
    if [ -z "$used" ]; then
        tap_not_ok "$file.o can be read with nm" "no undefined symbols found in $obj/$file.o"
        continue
    fi
    calls=""
    for name in $referee; do
        if printf '%s\n' "$used" | grep -qx "$name"; then
            calls="$calls $name"
        fi
    done
    tap_eq "$file.o calls nothing of the referee's true game" "" "$calls"
done

# The headers that define the referee's structure (the file that
# implements it); the engine's sources include none of them.
definers=$(grep -l '^struct Kriegspiel {' "$src"/*.c "$src"/*.h | sed 's|.*/||')
tap_contains "struct Kriegspiel is defined in kriegspiel.c" "kriegspiel.c" "$definers"
for file in $engine; do
    included=$(sed -n 's/^#include "\(.*\)"/\1/p' "$src/$file.c" "$src/$file.h")
    bad=""
    for definer in $definers; do
        if printf '%s\n' "$included" | grep -qx "$definer"; then
            bad="$bad $definer"
        fi
    done
    tap_eq "$file includes no file that defines struct Kriegspiel" "" "$bad"
done

tap_done
