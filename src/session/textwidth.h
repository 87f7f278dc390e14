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
 * Fitting text into a number of terminal columns, by libunistring: a
 * figurine is one column, a CJK character two, a variation selector none.
 * Never bytes.  The width of a whole string is core/text.h's text_width().
 */
#ifndef RAUMSCHACH_SESSION_TEXTWIDTH_H
#define RAUMSCHACH_SESSION_TEXTWIDTH_H

#include <stddef.h>

#include "core/text.h"

/* Bytes of the longest start of text that takes at most `columns`
 * columns, cut between whole characters (a zero-width character stays
 * with the one before it); *used (may be NULL) gets its width. */
size_t text_fit(const char *text, int columns, int *used);
/* Bytes of the first line of text wrapped at `columns`: all of it when it
 * fits, else up to the last space that fits.  A word longer than a whole
 * line fills the line instead, broken after its last '/' that fits (a
 * path breaks between its directories) or else at the width.  Never 0 for
 * a text that does not start with a space: a character wider than the line
 * goes alone.  The caller skips the spaces after it. */
size_t text_break(const char *text, int columns);
/* The first line of text wrapped at `columns` (text_break()): its bytes in
 * *line_bytes; returns where the next line starts, past the spaces. */
const char *text_wrap_line(const char *text, int columns, size_t *line_bytes);
/* How many lines text wraps into at `columns` (0 for ""). */
int text_line_count(const char *text, int columns);
/* Bytes of the shortest end of text to drop from the start so that the
 * rest takes at most `columns` columns: the offset to draw from. */
size_t text_fit_tail(const char *text, int columns);

#endif
