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

# The command line as the GNU coding standards want it: --version and
# --help on standard output with status 0, --help ending with where to
# report bugs; a bad command line says what is wrong and "Try 'raumschach
# --help'" on standard error with status 2.  And every long option of the
# option table in src/main.c is described by --help and by the manual.
. "${top_srcdir:-.}/tests/tap.sh"
# Run by name, as getopt names the program by how it was called.
PATH="$(cd "${top_builddir:-.}/src" && pwd):$PATH"
rs=raumschach
main="${top_srcdir:-.}/src/main.c"
manual="${top_srcdir:-.}/man/raumschach.6"
version=$(sed -n 's/^#define VERSION "\(.*\)"$/\1/p' "${top_builddir:-.}/config.h")
bugs=$(sed -n 's/^#define PACKAGE_BUGREPORT "\(.*\)"$/\1/p' "${top_builddir:-.}/config.h")
try="Try 'raumschach --help' for more information."

out=$("$rs" --version 2>/dev/null)
tap_eq "--version: status 0" 0 $?
tap_eq "--version: the first line is the name and version" "raumschach $version" "$(echo "$out" | sed -n 1p)"
tap_eq "--version: the copyright and the licence, as GNU programs write them" \
    "Copyright (C) 2026 The raumschach authors.
License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.
This is free software: you are free to change and redistribute it.
There is NO WARRANTY, to the extent permitted by law." "$(echo "$out" | sed -n '2,$p')"

out=$("$rs" --help 2>/dev/null)
tap_eq "--help: status 0" 0 $?
tap_eq "--help: the first line is the usage" "Usage: raumschach [OPTION]... [FILE]..." \
    "$(echo "$out" | sed -n 1p)"
tap_eq "--help: the last line says where to report bugs" "Report bugs to: $bugs" \
    "$(echo "$out" | sed -n '$p')"
out=$("$rs" -h 2>&1 >/dev/null)
tap_eq "-h: nothing on standard error" "" "$out"

# usage_error NAME EXPECTED ARGUMENT...: status 2, nothing on standard
# output, and exactly EXPECTED on standard error.
usage_error() {
    name=$1
    expected=$2
    shift 2
    stdout=$("$rs" "$@" 2>/dev/null < /dev/null)
    status=$?
    stderr=$("$rs" "$@" 2>&1 >/dev/null < /dev/null)
    tap_eq "$name: status 2" 2 "$status"
    tap_eq "$name: nothing on standard output" "" "$stdout"
    tap_eq "$name: the message and where to look" "$expected" "$stderr"
}
usage_error "an unknown option" "raumschach: unrecognized option '--bogus'
$try" --bogus
usage_error "a missing argument" "raumschach: option '--perft' requires an argument
$try" --perft
usage_error "two modes" "raumschach: only one mode may be given
$try" --bench --perft 1
usage_error "an operand too many" "raumschach: unexpected argument 'extra'
$try" --perft 1 extra
usage_error "--bench --threads 0" "raumschach: --threads '0': not a whole number of threads from 1 to 64" \
    --bench --threads 0
usage_error "--engine --threads 65" "raumschach: --threads '65': not a whole number of threads from 1 to 64" \
    --engine --threads 65
usage_error "--match --threads x" "raumschach: --threads 'x': not a whole number of threads from 1 to 64" \
    --match hard hard --threads x
usage_error "--match --threads 2,x" "raumschach: --threads '2,x': not a whole number of threads from 1 to 64" \
    --match hard hard --threads 2,x
usage_error "--match --threads 2,1,3" "raumschach: --threads '2,1,3': not a whole number of threads from 1 to 64" \
    --match hard hard --threads 2,1,3
usage_error "the game with --threads 2x" "raumschach: --threads '2x': not a whole number of threads from 1 to 64" \
    --no-config --ai strong --threads 2x

# The themes and glyph sets the program reads (the tables in the sources),
# each named by --help and by the manual.
themes=$(sed -n 's/^ *\[THEME_[A-Z]*\] = "\([a-z]*\)",$/\1/p' "${top_srcdir:-.}/src/session/theme.c")
tap_eq "the themes are read from src/session/theme.c" "auto classic blue mono" "$(echo $themes)"
glyph_sets=$(sed -n 's/^ *\(else \)\{0,1\}if (strcmp(text, "\([a-z]*\)").*/\2/p' "${top_srcdir:-.}/src/session/glyphs.c")
tap_eq "the glyph sets are read from src/session/glyphs.c" "figurine letters auto" "$(echo $glyph_sets)"

# names_each WHAT "NAMES" TEXT: one check per name, that TEXT has it.
names_each() {
    for name in $2; do
        tap_contains "$1 $name" "$name" "$3"
    done
}
help=$("$rs" --help)
names_each "--help's --theme names" "$themes" "$(echo "$help" | sed -n '/--theme NAME/,/--record-dir/p')"
names_each "--help's --glyphs names" "$glyph_sets" "$(echo "$help" | sed -n '/--glyphs SET/,/--theme/p')"
if command -v groff >/dev/null 2>&1; then
    manual_options=$(groff -man -Tascii -P-cbou -rHY=0 "$manual" 2>/dev/null | sed -n '/^OPTIONS/,/^KEYS/p')
    names_each "the manual's --theme names" "$themes" \
        "$(echo "$manual_options" | sed -n '/^ *--theme NAME/,/^ *--config/p')"
    names_each "the manual's --glyphs names" "$glyph_sets" \
        "$(echo "$manual_options" | sed -n '/^ *--glyphs/,/^ *--record-dir/p')"
else
    tap_ok "the manual names the themes and glyph sets # SKIP groff not installed (install the Debian package groff-base)"
fi

# The long options of the table, from the source.
options=$(sed -n '/long_options\[\] = {/,/};/s/^ *{ "\([a-z0-9-]*\)",.*/\1/p' "$main")
count=$(echo "$options" | grep -c .)
if [ "$count" -ge 20 ]; then
    tap_ok "the option table is read from src/main.c ($count options)"
else
    tap_not_ok "the option table is read from src/main.c" "found: $options"
fi

help=$("$rs" --help)
if command -v groff >/dev/null 2>&1; then
    # No hyphenation, so that an option is never broken across lines.
    manual_text=$(groff -man -Tascii -P-cbou -rHY=0 "$manual" 2>/dev/null)
else
    manual_text=
fi
for option in $options; do
    if echo "$help" | grep -Eq -- "--$option([^a-z0-9-]|\$)"; then
        tap_ok "--help describes --$option"
    else
        tap_not_ok "--help describes --$option"
    fi
    if [ -z "$manual_text" ]; then
        tap_ok "the manual describes --$option # SKIP groff not installed (install the Debian package groff-base)"
    elif echo "$manual_text" | grep -Eq -- "--$option([^a-z0-9-]|\$)"; then
        tap_ok "the manual describes --$option"
    else
        tap_not_ok "the manual describes --$option"
    fi
done

tap_done
