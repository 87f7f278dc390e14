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

# TAP helpers for the shell tests (sourced).  Each check prints one
# "ok N - name" or "not ok N - name" line; tap_done prints the plan.
tap_count=0
tap_failed=0

tap_ok() {
    tap_count=$((tap_count + 1))
    echo "ok $tap_count - $1"
}

tap_not_ok() {
    tap_count=$((tap_count + 1))
    tap_failed=$((tap_failed + 1))
    echo "not ok $tap_count - $1"
    shift
    for line in "$@"; do
        printf '# %s\n' "$line"
    done
}

# tap_eq NAME EXPECTED ACTUAL
tap_eq() {
    if [ "$2" = "$3" ]; then
        tap_ok "$1"
    else
        tap_not_ok "$1" "expected: $2" "actual:   $3"
    fi
}

# tap_contains NAME NEEDLE HAYSTACK
tap_contains() {
    case "$3" in
        *"$2"*) tap_ok "$1" ;;
        *) tap_not_ok "$1" "expected to contain: $2" "actual: $3" ;;
    esac
}

tap_done() {
    echo "1..$tap_count"
    [ "$tap_failed" -eq 0 ]
}
