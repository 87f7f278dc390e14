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

# The manual page renders without a single warning from groff (-ww: all
# of them, as man shows it: UTF-8 and ASCII terminals), and its header
# names the version the program says it is.
. "${top_srcdir:-.}/tests/tap.sh"
manual="${top_srcdir:-.}/man/raumschach.6"
rs="${top_builddir:-.}/src/raumschach"

if ! command -v groff >/dev/null 2>&1; then
    echo "1..0 # SKIP groff not installed"
    exit 0
fi

for device in utf8 ascii; do
    warnings=$(groff -ww -man -T"$device" "$manual" 2>&1 >/dev/null)
    tap_eq "groff -T$device: no warnings" "" "$warnings"
done
warnings=$(groff -ww -man -rCHECKSTYLE=3 -z "$manual" 2>&1 | grep -v "can't find special character")
tap_eq "the man macros' style checks: no warnings" "" "$warnings"

# Every option of --help heads a paragraph of its own (a missing .TP ran
# --theme into the paragraph of --play-as).
tags=$(groff -man -Tascii -P-cbou "$manual" 2>/dev/null | grep -E '^ {7}(-[a-zA-Z], )?--')
untagged=""
for option in $("$rs" --help | grep -oE '^ +(-[a-zA-Z], )?--[a-z-]+' | grep -oE -- '--[a-z-]+' | sort -u); do
    printf '%s\n' "$tags" | grep -qE -- "$option( |,|\$)" || untagged="$untagged $option"
done
tap_eq "every option of --help heads a paragraph of the manual" "" "$untagged"

version=$("$rs" --version | sed -n 1p)
header=$(sed -n 's/^\.TH RAUMSCHACH 6 "[^"]*" "\([^"]*\)".*/\1/p' "$manual")
tap_eq "the header names the version of --version" "$version" "$header"

tap_done
