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
 * Small drawing helpers on stdscr: text cut to a width in columns
 * (libunistring, never bytes), centred text, filled runs and frames.
 */
#ifndef RAUMSCHACH_TUI_DRAW_H
#define RAUMSCHACH_TUI_DRAW_H

#include <curses.h>

#include "session/glyphs.h"
#include "session/keys.h"
#include "session/layout.h"

/* Draws text at (y, x), at most width columns; returns the columns used. */
int draw_text(int y, int x, int width, const char *text, attr_t attr);
/* Draws text ending at column x + width (right-aligned in the width). */
int draw_text_right(int y, int x, int width, const char *text, attr_t attr);
/* Draws text centred in width columns starting at x. */
void draw_text_centred(int y, int x, int width, const char *text, attr_t attr);
/* Draws text wrapped at word boundaries (text_break()) over rows
 * first..last from column x, the last row cut when the text needs more
 * (text_line_count() says how many); returns the rows used. */
int draw_wrapped(int first, int last, int x, int width, const char *text, attr_t attr);
/* A hint of the bottom row: an action of a key table and what to call
 * it (untranslated, N_()). */
typedef struct KeyHint {
    int action;
    const char *label;
} KeyHint;
/* The row of key hints from column x: each action's first key and its
 * label, as many whole hints as fit before column right. */
void draw_key_hints(int y, int x, int right, const KeyTable *keys, const KeyHint *hints,
    size_t count, bool utf8);
/* Fills width columns with spaces. */
void draw_fill(int y, int x, int width, attr_t attr);
/* Clears a rectangle and draws a frame around it (inside its edge). */
void draw_frame(const Rect *r, const Glyphs *g, attr_t attr);

#endif
