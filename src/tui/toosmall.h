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
 * The screen shown instead of any other while the terminal is smaller
 * than the current screen's minimum.  The game goes on behind it (the
 * clocks keep running); when the terminal grows, the screen that was
 * current returns.  q saves the game and quits even here.
 */
#ifndef RAUMSCHACH_TUI_TOOSMALL_H
#define RAUMSCHACH_TUI_TOOSMALL_H

#include "tui/ui.h"

extern const Screen TOOSMALL_SCREEN;

#endif
