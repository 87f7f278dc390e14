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
 * A line of text being typed: the move prompt, a player's name, a time
 * control.  Characters (code points) with a cursor between them; keys edit
 * it as in a shell: Left, Right, Home, End, Backspace, Delete, Ctrl-U.
 */
#ifndef RAUMSCHACH_SESSION_LINEEDIT_H
#define RAUMSCHACH_SESSION_LINEEDIT_H

#include <stdbool.h>
#include <stddef.h>
#include <unitypes.h>

enum { LINE_EDIT_CAPACITY = 120 };

typedef struct LineEdit {
    ucs4_t text[LINE_EDIT_CAPACITY];
    int length;
    int cursor;               /* 0..length */
    int limit;                /* at most this many characters */
} LineEdit;

/* An empty line taking at most `limit` characters (at most the capacity). */
void line_edit_init(LineEdit *e, int limit);
/* Replaces the text (cut at the limit); the cursor goes to the end. */
void line_edit_set(LineEdit *e, const char *utf8);
/* Applies an editing key; false when the key is not one (Enter, Esc...). */
bool line_edit_key(LineEdit *e, int key);
/* The text as UTF-8 (cut to fit size). */
void line_edit_text(const LineEdit *e, char *buf, size_t size);
/* Columns of the text before the cursor. */
int line_edit_cursor_column(const LineEdit *e);

#endif
