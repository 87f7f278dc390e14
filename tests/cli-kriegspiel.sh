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

# Kriegspiel records (SPEC.md section 10.5) on the command line: --check
# of the shared examples, --canonical writing the unfiltered one back,
# --filter giving the two filtered ones, and the warnings for comments
# that do not match the game.
. "${top_srcdir:-.}/tests/tap.sh"
rs="${top_builddir:-.}/src/raumschach"
d="${top_srcdir:-.}/tests/data"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
game="$d/kriegspiel-unfiltered-example.rgn"

out=$("$rs" --check "$game")
tap_eq "--check of a Kriegspiel record exits 0" 0 "$?"
tap_eq "--check reports it as Kriegspiel" "$game: ok, Kriegspiel, 16 plies, 4 refused tries, * (unfinished)" "$out"

"$rs" --canonical "$game" > "$tmp/canonical.rgn"
if cmp -s "$tmp/canonical.rgn" "$game"; then
    tap_ok "the unfiltered example is written back as it is"
else
    tap_not_ok "the unfiltered example is written back as it is" "$(diff "$game" "$tmp/canonical.rgn")"
fi

for side in white black; do
    "$rs" --filter $side "$game" > "$tmp/$side.rgn"
    tap_eq "--filter $side exits 0" 0 "$?"
    expected="$d/kriegspiel-filtered-$side-example.rgn"
    # Token for token: the same words in the same order, lines aside.
    tr -s ' \n' '\n\n' < "$expected" > "$tmp/expected-tokens"
    tr -s ' \n' '\n\n' < "$tmp/$side.rgn" > "$tmp/tokens"
    if cmp -s "$tmp/tokens" "$tmp/expected-tokens"; then
        tap_ok "--filter $side gives the shared filtered example token for token"
    else
        tap_not_ok "--filter $side gives the shared filtered example token for token" \
            "$(diff "$tmp/expected-tokens" "$tmp/tokens")"
    fi
done

sed -e 's/ ♘︎Dd3–Dc5 {(:)}/ ♘︎Dd3–Dc5/' "$game" > "$tmp/bare.rgn"
out=$("$rs" --check "$tmp/bare.rgn")
tap_eq "a Kriegspiel move without its comment is warned about" \
"$tmp/bare.rgn:1:1: warning: Kriegspiel move '3... ♘︎Dd3–Dc5' has no comment (announcements:refused tries)
$tmp/bare.rgn: ok, Kriegspiel, 16 plies, 4 refused tries, * (unfinished)" "$out"

for side in white black; do
    Side=White; [ $side = black ] && Side=Black
    out=$("$rs" --check "$d/kriegspiel-filtered-$side-example.rgn")
    tap_eq "--check of $Side's filtered record exits 0" 0 "$?"
    tap_eq "--check replays $Side's view" \
        "$d/kriegspiel-filtered-$side-example.rgn: ok, Kriegspiel, $Side's view, 16 plies, 4 refused tries, * (unfinished)" "$out"
done

for side in white black; do
    "$rs" --canonical "$d/kriegspiel-filtered-$side-example.rgn" > "$tmp/canonical-$side.rgn"
    if cmp -s "$tmp/canonical-$side.rgn" "$d/kriegspiel-filtered-$side-example.rgn"; then
        tap_ok "the $side filtered example is written back as it is"
    else
        tap_not_ok "the $side filtered example is written back as it is" \
            "$(diff "$d/kriegspiel-filtered-$side-example.rgn" "$tmp/canonical-$side.rgn")"
    fi
done

# A filtered record's own moves are played on the own board only.
sed -e 's/♘︎Ab1–Cb2/♘︎Ab1–Ab2/' "$d/kriegspiel-filtered-white-example.rgn" > "$tmp/own.rgn"
out=$("$rs" --check "$tmp/own.rgn")
tap_eq "an own move not possible on the own board fails --check" 1 "$?"
tap_contains "and is named at its place" "$tmp/own.rgn:15:4: error: move '♘︎Ab1–Ab2' is not possible on the own board of White" "$out"
sed -e 's/^1. ♗︎Ba1–Da3/1. ??/' "$d/kriegspiel-filtered-white-example.rgn" > "$tmp/hidden.rgn"
out=$("$rs" --check "$tmp/hidden.rgn")
tap_eq "?? for the side's own move fails --check" 1 "$?"
tap_contains "and is named at its place" "$tmp/hidden.rgn:12:4: error: '??' in a filtered record stands only for the other side's move" "$out"
sed -e 's/{(XCc3,T1:0)}/{(XCc3,T1:no)}/' "$d/kriegspiel-filtered-black-example.rgn" > "$tmp/count.rgn"
out=$("$rs" --check "$tmp/count.rgn")
tap_contains "a count of refused tries that is none is warned about" "$tmp/count.rgn:18:17: warning: 'no' is not the count of the other side's refused tries" "$out"

"$rs" --filter red "$game" 2> "$tmp/err"
tap_eq "--filter with a bad side exits 2" 2 "$?"
tap_eq "and names it" "raumschach: --filter takes white or black, not 'red'" "$(cat "$tmp/err")"
"$rs" --filter white "$d/canonical.rgn" > /dev/null 2> "$tmp/err"
tap_eq "--filter of an ordinary record exits 1" 1 "$?"
tap_eq "and says why" "$d/canonical.rgn: game 1 is not an unfiltered Kriegspiel record (its tags Rules \"Kriegspiel (Raumschach)\" and Filtered \"no\")" "$(cat "$tmp/err")"

# A wrong announcement (a piece, not a pawn, was taken on Bc3), a refused
# try that was legal (the knight's move played after it), one not
# possible on the mover's board (the unicorn has left Bb1).
sed -e 's/{(XBc3:)}/{(XPBc3:)}/' \
    -e 's/{(:♔︎Ec5–Dc5)}/{(:♔︎Ec5–Dc5,♘︎Ed5–Dd3)}/' \
    -e 's/♙︎Ec4–Ec3 {(:)}/♙︎Ec4–Ec3 {(:🨢︎Bb1–Ee4)}/' \
    -e 's/{(XPDc4,CDF+,T2:)}/{(XPDc4,CDF-,T2:)}/' "$game" > "$tmp/bad.rgn"
out=$("$rs" --check "$tmp/bad.rgn")
tap_eq "comment warnings do not fail --check" 0 "$?"
tap_eq "each wrong comment is warned about at its line and column" \
"$tmp/bad.rgn:13:15: warning: the announcements 'XPBc3' do not match the game: the referee announces 'XBc3'
$tmp/bad.rgn:13:45: warning: refused try '♘︎Ed5–Dd3' is a legal move: the referee would have played it
$tmp/bad.rgn:15:31: warning: refused try '🨢︎Bb1–Ee4' is not possible on the mover's own board
$tmp/bad.rgn:19:16: warning: the announcements 'XPDc4,CDF-,T2' do not match the game: the referee announces 'XPDc4,CDF+,T2'
$tmp/bad.rgn: ok, Kriegspiel, 16 plies, 4 refused tries, * (unfinished)" "$out"

tap_done
