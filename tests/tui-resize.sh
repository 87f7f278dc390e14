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

# End to end, a change of the terminal's size is drawn at once, whenever
# it comes: forty bursts of five resizes between 80x24 and 100x30, on a
# game with no clock and no engine, where nothing else wakes the program
# (no clock to tick, no key), each must end in the layout of its last
# size.  The program keeps curses' SIGWINCH handler (which makes the next
# getch() say KEY_RESIZE) and wakes its loop besides; without that wake-up
# a signal that comes while the program draws waits for the next key, a
# window the bursts aim at but seldom hit; without curses' handler no
# resize is drawn at all.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

narrow="Level A         Level B         Level C"
wide="Level A            Level B            Level C"

tui_start 100 30 --no-config --glyphs letters
tui_expect "the game opens at 100x30" "$wide"
narrow_size="resize-window -t test -x 80 -y 24"
wide_size="resize-window -t test -x 100 -y 30"
i=0
lost=
while [ "$i" -lt 20 ] && [ -z "$lost" ]; do
    # Five sizes at once: the later ones come while the earlier are drawn.
    tui_tmux $narrow_size \; $wide_size \; $narrow_size \; $wide_size \; $narrow_size
    tui_wait "$narrow" || lost="80x24 after $i round trips"
    tui_tmux $wide_size \; $narrow_size \; $wide_size \; $narrow_size \; $wide_size
    [ -n "$lost" ] || tui_wait "$wide" || lost="100x30 after $i round trips"
    i=$((i + 1))
done
tap_eq "forty bursts of resizes, each drawn at its last size" "" "$lost"
tui_play_moves Bc2Bc3
tui_expect "the game goes on: a move is played" "Black to move."
tui_keys q y
tui_wait_exit
tap_eq "the program ends normally" 0 "$(tui_exit_status)"
tui_stop
tap_done
