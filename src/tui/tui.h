/*
 * This file is part of raumschach.
 * Copyright (C) 2026 The raumschach authors
 *
 * raumschach is free software: you can redistribute it and/or modify it
 * under the terms of the GNU General Public License as published by the
 * Free Software Foundation, either version 3 of the License, or (at your
 * option) any later version.
 *
 * raumschach is distributed in the hope that it will be useful, but
 * WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
 * General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with raumschach.  If not, see <https://www.gnu.org/licenses/>.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * The terminal interface's entry: tui_run() starts curses and the game
 * (or the replay of a file) and runs the main loop until the player
 * quits.  The loop knows every screen; the screens know only the App
 * (ui.h) and the screens they open.
 */
#ifndef RAUMSCHACH_TUI_TUI_H
#define RAUMSCHACH_TUI_TUI_H

#include "tui/ui.h"

/* Runs the interface until the player quits or a signal ends it; returns
 * the exit status. */
int tui_run(const TuiOptions *options);

#endif
