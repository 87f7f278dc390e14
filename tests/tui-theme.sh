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

# End to end, the colours: the classic theme in 256 and in 8 colours, the
# blue theme, and monochrome under NO_COLOR or --theme mono, where dark
# cells are in reverse video and no colour is drawn.  The screen is read
# with its attributes (capture-pane -e): a light classic cell is 256-colour
# 180 (48;5;180), in 8 colours yellow (43).
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

# tui_attributes: the screen with its escape sequences.
tui_attributes() {
    tui_tmux capture-pane -e -p -t test
}

# has_colours: true when the screen sets any colour.
has_colours() {
    tui_attributes | grep -q '\[[0-9;]*\(3[0-7]\|4[0-7]\|[34]8;5;[0-9]*\)m'
}

unset NO_COLOR
tui_start 80 24
tui_expect "the classic theme opens" "White to move."
case "$(tui_attributes)" in
    *"48;5;180"*"48;5;137"*) tap_ok "classic: light and dark wood in 256 colours" ;;
    *) tap_not_ok "classic: light and dark wood in 256 colours" "$(tui_attributes | sed -n 2p)" ;;
esac
tui_stop

TUI_TERM=xterm tui_start 80 24
tui_expect "8 colours: the game opens" "White to move."
case "$(tui_attributes)" in
    *"43m"*"42m"*) tap_ok "classic in 8 colours: yellow and green cells" ;;
    *) tap_not_ok "classic in 8 colours: yellow and green cells" "$(tui_attributes | sed -n 2p)" ;;
esac
tui_stop

NO_COLOR=1
export NO_COLOR
tui_start 80 24
tui_expect "NO_COLOR: the game opens" "White to move."
if has_colours; then
    tap_not_ok "NO_COLOR: no colours" "$(tui_attributes | sed -n 2p)"
else
    tap_ok "NO_COLOR: no colours"
fi
case "$(tui_attributes | sed -n 2p)" in
    *"[7m"*) tap_ok "NO_COLOR: dark cells in reverse video" ;;
    *) tap_not_ok "NO_COLOR: dark cells in reverse video" "$(tui_attributes | sed -n 2p)" ;;
esac
tui_stop

tui_start 80 24 --theme blue
tui_expect "a theme given wins over NO_COLOR" "White to move."
case "$(tui_attributes)" in
    *"48;5;152"*"48;5;67"*) tap_ok "blue: pale and deep blue cells" ;;
    *) tap_not_ok "blue: pale and deep blue cells" "$(tui_attributes | sed -n 2p)" ;;
esac
tui_stop
unset NO_COLOR

tui_start 80 24 --theme mono
tui_expect "--theme mono: the game opens" "White to move."
if has_colours; then
    tap_not_ok "--theme mono: no colours" "$(tui_attributes | sed -n 2p)"
else
    tap_ok "--theme mono: no colours"
fi
tui_stop

tap_done
