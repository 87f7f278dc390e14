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

# --match LEVEL LEVEL --kriegspiel: the Kriegspiel engine against itself
# or random tries, a line per game and the score, every game an
# unfiltered Kriegspiel record that --check reads clean, the same games
# on every run; bad levels and clocks named.
. "${top_srcdir:-.}/tests/tap.sh"
rs="${top_builddir:-.}/src/raumschach"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

out=$("$rs" --match beginner random --kriegspiel -n 2 --record-dir "$tmp" 2>&1)
tap_eq "--match --kriegspiel exits 0" 0 "$?"
tap_eq "it names the players and games first" "Kriegspiel: Einhorn:Beginner against Random, 2 games" \
    "$(printf '%s\n' "$out" | sed -n 1p)"
tap_contains "a line per game, colours alternating" "game 2: Random - Einhorn:Beginner " "$out"
tap_contains "the margin of the score" "Einhorn:Beginner scored " "$out"
tap_contains "each side's refused tries a move" "Random: " "$(printf '%s\n' "$out" | tail -n 1)"

records=$(ls "$tmp"/*.rgn 2> /dev/null | wc -l)
tap_eq "each game is saved" 2 "$records"
checked=$("$rs" --check "$tmp"/*.rgn)
tap_eq "--check reads every record clean" 0 "$?"
tap_eq "both are Kriegspiel records" 2 "$(printf '%s\n' "$checked" | grep -c ': ok, Kriegspiel, ')"
first=$(ls "$tmp"/*.rgn | head -n 1)
tap_contains "the record is unfiltered" '[Filtered "no"]' "$(cat "$first")"
tap_contains "the engine is named by its level" '"Einhorn:Beginner"' "$(cat "$first")"

games() {
    "$rs" --match easy random --kriegspiel -n 2 --no-record | sed -n 's/, [0-9]* s)$/)/p'
}
a=$(games)
b=$(games)
tap_eq "the same games on every run" "$a" "$b"
tap_eq "two games played" 2 "$(printf '%s\n' "$a" | grep -c '^game ')"
part=$("$rs" --match easy random --kriegspiel -n 1 --first-game 2 --no-record | sed -n 's/, [0-9]* s)$/)/p')
tap_eq "--first-game 2 plays the match's second game" "$(printf '%s\n' "$a" | sed -n 2p)" "$part"
tap_eq "and names the games it plays" "Kriegspiel: Einhorn:Easy against Random, games 2 to 2" \
    "$("$rs" --match easy random --kriegspiel -n 1 --first-game 2 --no-record | head -n 1)"

err=$("$rs" --match strong rand --kriegspiel -n 1 2>&1 > /dev/null)
tap_eq "a bad level is a usage error" 2 "$?"
tap_contains "and named, with the levels there are" \
    "'rand' is not a level: use a number from 1 to " "$err"
tap_contains "their names, and random" "a name (Beginner, Easy, Normal, Hard, Strong) or random" "$err"
mkdir "$tmp/numbered"
"$rs" --match 2 random --kriegspiel -n 1 --record-dir "$tmp/numbered" > /dev/null
tap_contains "a level without a name plays as the next name above it, and is named so" \
    '[White "Einhorn:Easy"]' "$(cat "$tmp"/numbered/*.rgn)"
err=$("$rs" --match strong random -n 1 2>&1 > /dev/null)
tap_eq "random plays only Kriegspiel" 2 "$?"
err=$("$rs" --match strong random --kriegspiel --time soon -n 1 2>&1 > /dev/null)
tap_eq "a bad clock is a usage error" 2 "$?"
tap_contains "and named" "--time 'soon'" "$err"

tap_done
