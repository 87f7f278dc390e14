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

# --check and --canonical on the command line: the report lines, the exit
# status, canonical output of hand-typed records, standard input.
. "${top_srcdir:-.}/tests/tap.sh"
rs="${top_builddir:-.}/src/raumschach"
d="${top_srcdir:-.}/tests/data"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

out=$("$rs" --check "$d/canonical.rgn")
tap_eq "--check exits 0 on a good record" 0 "$?"
tap_eq "--check reports the game" "$d/canonical.rgn: ok, 37 plies, 1-0 (Spacemate)" "$out"

out=$("$rs" --check "$d/mixed-styles.rgn")
tap_eq "--check numbers the games of a file" "$d/mixed-styles.rgn: game 1: ok, 8 plies, 1/2-1/2 (Draw by agreement)
$d/mixed-styles.rgn: game 2: ok, 2 plies, * (unfinished)" "$out"

out=$("$rs" --check "$d/plain-list.txt")
tap_eq "warnings do not fail --check" 0 "$?"
# A plain move list has no tag section: no warning about missing tags.
tap_eq "--check prints warnings, then ok" "$d/plain-list.txt:2:59: warning: no result token at the end of the game
$d/plain-list.txt: ok, 12 plies, * (unfinished)" "$out"

printf '[Event "x"]\n\n1. Bc2-Bc3 Dc4-Dc3\n2. Bc3-Bd4 *\n' > "$tmp/bad.rgn"
out=$("$rs" --check "$d/canonical.rgn" "$tmp/bad.rgn")
tap_eq "one bad file makes --check exit 1" 1 "$?"
tap_contains "the good file is still reported" "$d/canonical.rgn: ok, 37 plies" "$out"
tap_contains "the illegal move is named with line and column" "$tmp/bad.rgn:4:4: error: illegal move 'Bc3-Bd4': the pawn on Bc3 cannot move to Bd4: a pawn moves diagonally only to capture" "$out"
tap_contains "the bad game is summed up" "$tmp/bad.rgn: 1 error, 1 warning, 2 plies read" "$out"

out=$("$rs" --check "$tmp/missing.rgn")
tap_eq "a missing file makes --check exit 1" 1 "$?"
tap_eq "and is named" "$tmp/missing.rgn: error: cannot open $tmp/missing.rgn: No such file or directory" "$out"

: > "$tmp/empty.rgn"
out=$("$rs" --check "$tmp/empty.rgn")
tap_eq "an empty file makes --check exit 1" 1 "$?"
tap_eq "and says so" "$tmp/empty.rgn: error: no game found" "$out"

"$rs" --check 2>/dev/null
tap_eq "--check without a file exits 2" 2 "$?"

"$rs" --canonical "$d/ascii-hand-typed.rgn" > "$tmp/out.rgn"
tap_eq "--canonical exits 0" 0 "$?"
if cmp -s "$tmp/out.rgn" "$d/canonical.rgn"; then
    tap_ok "a hand-typed ASCII record becomes the canonical one"
else
    tap_not_ok "a hand-typed ASCII record becomes the canonical one" "$(diff "$tmp/out.rgn" "$d/canonical.rgn")"
fi
"$rs" --canonical "$d/crlf-bom.rgn" > "$tmp/out2.rgn"
if cmp -s "$tmp/out2.rgn" "$d/canonical.rgn"; then
    tap_ok "a CRLF record with a BOM and black figurines becomes the canonical one"
else
    tap_not_ok "a CRLF record with a BOM and black figurines becomes the canonical one" "$(diff "$tmp/out2.rgn" "$d/canonical.rgn")"
fi

out=$(printf '1. Bc2-Bc3 Dc4-Dc3\n' | "$rs" --canonical - 2>"$tmp/err")
tap_eq "--canonical reads standard input" "[Event \"?\"]
[Site \"?\"]
[Date \"????.??.??\"]
[White \"?\"]
[Black \"?\"]
[Result \"*\"]
[Variant \"Raumschach-Normal-Form\"]
[TimeControl \"-\"]

1. ♙︎Bc2–Bc3 ♙︎Dc4–Dc3
*" "$out"
tap_eq "and reports its warnings on standard error" "-:1:19: warning: no result token at the end of the game" "$(cat "$tmp/err")"

out=$("$rs" --canonical "$tmp/bad.rgn" 2>"$tmp/err")
tap_eq "--canonical of a record with an error exits 1" 1 "$?"
tap_contains "and still writes the moves before it" "1. ♙︎Bc2–Bc3 ♙︎Dc4–Dc3
*" "$out"
tap_contains "an incomplete tag section is warned about" \
    "bad.rgn:1:1: warning: missing required tags: Site, Date, White, Black, Result, Variant, TimeControl" \
    "$(cat "$tmp/err")"
tap_contains "and names the error" "bad.rgn:4:4: error: illegal move" "$(cat "$tmp/err")"

"$rs" --canonical "$d/canonical.rgn" "$d/canonical.rgn" 2>/dev/null
tap_eq "--canonical with two files exits 2" 2 "$?"
"$rs" --canonical "$tmp/missing.rgn" 2>/dev/null
tap_eq "--canonical of a missing file exits 2" 2 "$?"

"$rs" --canonical "$d/mixed-styles.rgn" > "$tmp/mixed.rgn"
out=$("$rs" --check "$tmp/mixed.rgn")
tap_eq "canonical output checks clean" "$tmp/mixed.rgn: game 1: ok, 8 plies, 1/2-1/2 (Draw by agreement)
$tmp/mixed.rgn: game 2: ok, 2 plies, * (unfinished)" "$out"

for game in "${top_srcdir:-.}"/data/*.rgn; do
    out=$("$rs" --check "$game")
    tap_eq "sample game $(basename "$game") checks clean" 0 "$?"
    case "$out" in
        *": ok, "*) ;;
        *) tap_not_ok "sample game $(basename "$game") has no warnings" "$out"; continue ;;
    esac
    tap_eq "sample game $(basename "$game") has no warnings" 1 "$(echo "$out" | wc -l)"
    "$rs" --canonical "$game" > "$tmp/sample.rgn"
    if cmp -s "$tmp/sample.rgn" "$game"; then
        tap_ok "sample game $(basename "$game") is canonical"
    else
        tap_not_ok "sample game $(basename "$game") is canonical" "$(diff "$game" "$tmp/sample.rgn")"
    fi
done

# Hostile input: refused at the documented limits, problems past the cap
# counted, not listed.
out=$("$rs" --check /dev/zero)
tap_eq "--check /dev/zero exits 1" 1 "$?"
tap_eq "and names the limit of a game" \
    "/dev/zero: error: the game at line 1 of /dev/zero is longer than 16 MiB, the limit of one game" "$out"
# A sparse file: 300 MB long, no room on the disk taken.
truncate -s 300M "$tmp/huge.rgn"
out=$("$rs" --check "$tmp/huge.rgn")
tap_eq "--check of a file over 256 MiB exits 1" 1 "$?"
tap_eq "and names the limit of a file" \
    "$tmp/huge.rgn: error: $tmp/huge.rgn is larger than 256 MiB, the limit of a record file" "$out"
out=$("$rs" "$tmp/huge.rgn" 2>&1)
tap_eq "replaying it exits 2" 2 "$?"
tap_contains "and says why" "is larger than 256 MiB, the limit of a record file" "$out"
rm -f "$tmp/huge.rgn"
i=0
{
    printf '1. Bc2-Bc3'
    while [ $i -lt 20000 ]; do printf ' $1'; i=$((i + 1)); done
    printf ' *\n'
} > "$tmp/nags.rgn"
out=$("$rs" --check "$tmp/nags.rgn")
tap_contains "20,000 NAGs: the rest counted" \
    "$tmp/nags.rgn:1:336: error: too many problems: 19892 more in this game are not reported" "$out"
tap_eq "100 problems listed, then the note and the summary" 102 "$(echo "$out" | wc -l)"
# Read from a pipe game by game: the same report as from the file.
cat "$d/mixed-styles.rgn" "$d/canonical.rgn" "$d/crlf-bom.rgn" > "$tmp/three.rgn"
tap_eq "a pipe reads as the file" "$("$rs" --check "$tmp/three.rgn" | sed "s|$tmp/three.rgn|-|")" \
    "$(cat "$tmp/three.rgn" | "$rs" --check -)"

tap_done
