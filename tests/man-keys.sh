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

# Every key of the game screen (the bindings table in src/session/keys.c) is
# named in the KEYS section of the manual.
. "${top_srcdir:-.}/tests/tap.sh"
keys_c="${top_srcdir:-.}/src/session/keys.c"
manual="${top_srcdir:-.}/man/raumschach.6"

if ! command -v groff >/dev/null 2>&1; then
    echo "1..0 # SKIP groff not installed (install the Debian package groff-base)"
    exit 0
fi

# The words of the KEYS section as groff writes it in ASCII, one a line.
words=$(groff -man -Tascii -P-cbou -rHY=0 "$manual" 2>/dev/null | sed -n '/^KEYS/,/^[A-Z]/p' |
    tr ' ,;' '\n\n\n' | grep .)

# The manual's name of a key as the table writes it: 'x' or KEY_CODE_...
manual_name() {
    case $1 in
        "' '") echo Space ;;
        "'"*"'") echo "$1" | sed "s/^'\(.*\)'\$/\1/" ;;
        KEY_CODE_LEFT) echo '<-' ;;
        KEY_CODE_RIGHT) echo '->' ;;
        KEY_CODE_UP) echo '^' ;;
        KEY_CODE_DOWN) echo 'v' ;;
        KEY_CODE_PAGE_UP) echo PgUp ;;
        KEY_CODE_PAGE_DOWN) echo PgDn ;;
        KEY_CODE_ENTER) echo Enter ;;
        KEY_CODE_ESCAPE) echo Esc ;;
        KEY_CODE_CTRL_L) echo Ctrl-L ;;
        *) echo "?unknown key $1: add it to tests/man-keys.sh" ;;
    esac
}

bindings=$(sed -n '/PLAY_BINDINGS\[\] = {/,/};/s/^ *{ \(.*\), ACTION_[A-Z_]* },$/\1/p' "$keys_c")
count=$(echo "$bindings" | grep -c .)
if [ "$count" -ge 20 ]; then
    tap_ok "the bindings are read from src/session/keys.c ($count keys)"
else
    tap_not_ok "the bindings are read from src/session/keys.c" "found: $bindings"
fi

echo "$bindings" | {
    while IFS= read -r key; do
        name=$(manual_name "$key")
        if echo "$words" | grep -Fxq -- "$name"; then
            tap_ok "the manual names the key $name"
        else
            tap_not_ok "the manual names the key $name ($key)"
        fi
    done
    tap_done
}
