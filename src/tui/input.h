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
 * Reading the keyboard and the mouse through curses, translated into the
 * key codes of keys.h and mouse events on screen positions.
 */
#ifndef RAUMSCHACH_TUI_INPUT_H
#define RAUMSCHACH_TUI_INPUT_H

#include <stdbool.h>

typedef enum {
    MOUSE_NONE,
    MOUSE_PRESS,          /* the left button */
    MOUSE_WHEEL_UP,
    MOUSE_WHEEL_DOWN,
} MouseKind;

typedef struct KeyPress {
    int key;              /* a character or KEY_CODE_*; KEY_CODE_MOUSE for the mouse */
    MouseKind mouse;
    int y, x;             /* where the mouse event happened */
} KeyPress;

/* Keypad keys, a short Escape delay, and the mouse where the terminal
 * reports it. */
void input_init(void);
/* The next key without waiting; false when none is waiting. */
bool input_read(KeyPress *key);

#endif
