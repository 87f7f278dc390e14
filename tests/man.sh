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

# The manual pages, raumschach(6) (the game) and raumschach(5) (the
# file formats), render without a single warning from groff (-ww: all of
# them, as man shows them: UTF-8 and ASCII terminals), and their headers
# name the version the program says it is.  raumschach(6) names the
# bug-report address of configure (the one --help gives), both have the
# licence of --version, and raumschach(5) describes every key the
# configuration file reader knows.
. "${top_srcdir:-.}/tests/tap.sh"
srcdir=${top_srcdir:-.}
rs="${top_builddir:-.}/src/raumschach"

if ! command -v groff >/dev/null 2>&1; then
    echo "1..0 # SKIP groff not installed (install the Debian package groff-base)"
    exit 0
fi

version=$("$rs" --version | sed -n 1p)
for section in 6 5; do
    manual="$srcdir/man/raumschach.$section"
    for device in utf8 ascii; do
        warnings=$(groff -ww -man -T"$device" "$manual" 2>&1 >/dev/null)
        tap_eq "raumschach($section), groff -T$device: no warnings" "" "$warnings"
    done
    warnings=$(groff -ww -man -rCHECKSTYLE=3 -z "$manual" 2>&1 | grep -v "can't find special character")
    tap_eq "raumschach($section): the man macros' style checks: no warnings" "" "$warnings"
    header=$(sed -n "s/^\.TH RAUMSCHACH $section \"[^\"]*\" \"\([^\"]*\)\".*/\1/p" "$manual")
    tap_eq "raumschach($section): the header names the version of --version" "$version" "$header"
    # The COPYRIGHT section as text, its lines joined.
    copyright=$(groff -man -Tascii -P-cbou -rHY=0 "$manual" 2>/dev/null | sed -n '/^COPYRIGHT/,/^[A-Z]/p' |
        sed '1d;$d' | tr -s ' \n' '  ' | sed 's/^ //; s/ $//')
    tap_eq "raumschach($section): COPYRIGHT has the licence of --version" \
        "$("$rs" --version | sed -n '2,$p' | tr -s ' \n' '  ' | sed 's/ $//')" \
        "$copyright"
done

# Every option of --help heads a paragraph of its own in raumschach(6) (a
# missing .TP ran --theme into the paragraph of --play-as).
tags=$(groff -man -Tascii -P-cbou "$srcdir/man/raumschach.6" 2>/dev/null | grep -E '^ {7}(-[a-zA-Z], )?--')
untagged=""
for option in $("$rs" --help | grep -oE '^ +(-[a-zA-Z], )?--[a-z-]+' | grep -oE -- '--[a-z-]+' | sort -u); do
    printf '%s\n' "$tags" | grep -qE -- "$option( |,|\$)" || untagged="$untagged $option"
done
tap_eq "every option of --help heads a paragraph of raumschach(6)" "" "$untagged"

bugs=$(sed -n 's/^#define PACKAGE_BUGREPORT "\(.*\)"$/\1/p' "${top_builddir:-.}/config.h")
manual_bugs=$(sed -n '/^\.SH BUGS/,/^\.SH/s/^\.MT //p' "$srcdir/man/raumschach.6")
tap_eq "raumschach(6): BUGS gives configure's bug-report address" "$bugs" "$manual_bugs"

# Every key of the table in src/cli/configfile.c has its entry in
# raumschach(5) (a tagged paragraph "KEY = ...").
keys=$(sed -n '/KEYS\[\] = {/,/};/s/^ *{ "\([a-z-]*\)", parse_[a-z_]* },$/\1/p' "$srcdir/src/cli/configfile.c")
tap_eq "the configuration keys are read from src/cli/configfile.c" "name glyphs theme record-dir ai time auto-flip threads ponder" \
    "$(echo $keys)"
formats=$(groff -man -Tascii -P-cbou -rHY=0 "$srcdir/man/raumschach.5" 2>/dev/null)
for key in $keys; do
    if echo "$formats" | grep -Eq "^ +$key = "; then
        tap_ok "raumschach(5) describes the key $key"
    else
        tap_not_ok "raumschach(5) describes the key $key"
    fi
done

tap_done
