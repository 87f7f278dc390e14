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

# End to end, the configuration file: the default file under
# $XDG_CONFIG_HOME sets the player's name and the time control, the
# command line overrides it, --no-config ignores it, --config reads
# another, and a bad line is reported with its file and line number on
# standard error and in the game's message line while the rest applies; a
# default file that cannot be read is named on standard error.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux
rs="${top_builddir:-.}/src/raumschach"

config_home=$(mktemp -d "${TMPDIR:-/tmp}/raumschach-config.XXXXXX")
XDG_CONFIG_HOME=$config_home
export XDG_CONFIG_HOME
mkdir "$config_home/raumschach"
printf '# test settings\nname = Anna\ntime = blitz\n' > "$config_home/raumschach/config"

tui_start 80 24
tui_expect "the game opens" "White to move."
tui_expect "the name from the file" "▶ White  Anna "
tui_expect_row "the time control from the file" 16 "Move 1, Blitz 300+3"
tui_stop

tui_start 80 24 --white Ben --time friendly
tui_expect_row "--white overrides the file" 13 "▶ White  Ben                          Moves"
tui_expect_row "--time overrides the file" 16 "Move 1, no clock"
tui_stop

tui_start 80 24 --no-config
tui_expect_row "--no-config: the default name" 13 "▶ White  Human                        Moves"
tui_stop

printf 'name = Cleo\ncolour = red\n' > "$config_home/other"
tui_start 80 24 --config "$config_home/other"
tui_expect_row "--config reads another file" 13 "▶ White  Cleo                         Moves"
tui_expect "the bad line in the message line" "$config_home/other:2: unknown key 'colour'"
tui_stop

# Without a terminal the game stops after reading the file: the bad line
# is reported first, on standard error.
out=$("$rs" --config "$config_home/other" 2>&1 < /dev/null)
tap_eq "a bad line is reported with the file and line" \
    "raumschach: $config_home/other:2: unknown key 'colour'
raumschach: the game needs a terminal, and standard input or output is not one (see --help for the modes without one)" \
    "$out"

out=$("$rs" --config "$config_home/missing" 2>&1 < /dev/null)
status=$?
tap_eq "a missing --config file: status 2" 2 "$status"
tap_eq "a missing --config file: the message" \
    "raumschach: cannot read the configuration file '$config_home/missing': No such file or directory" "$out"

# The default file cannot be read (here it is a directory): the message
# names it, and the game goes on without it (here it stops for want of a
# terminal).  MALLOC_PERTURB_ fills freed memory, so a message written
# from a freed path would show it.
unreadable_home="$config_home/unreadable"
mkdir "$unreadable_home" "$unreadable_home/raumschach" "$unreadable_home/raumschach/config"
out=$(XDG_CONFIG_HOME="$unreadable_home" MALLOC_PERTURB_=165 LC_ALL=C "$rs" 2>&1 < /dev/null)
status=$?
tap_eq "an unreadable default file: the game goes on (status 2: no terminal)" 2 "$status"
tap_eq "an unreadable default file: the message names it" \
    "raumschach: cannot read the configuration file '$unreadable_home/raumschach/config': Is a directory
raumschach: the game needs a terminal, and standard input or output is not one (see --help for the modes without one)" \
    "$out"

printf 'time = blitz\n' > "$config_home/raumschach/config"
out=$("$rs" --time 0+5 2>&1 < /dev/null)
tap_contains "the command line's value is the one checked" "raumschach: --time '0+5'" "$out"

rm -rf "$config_home"
tap_done
