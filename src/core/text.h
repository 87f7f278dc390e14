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
 * UTF-8 text as the record reader and writer see it: code points decoded
 * with libunistring, widths in terminal display columns (never bytes), and
 * the column of a place in a line as GNU messages count it: 1 plus the
 * display width of what precedes it, tabs reaching the next multiple of 8.
 * A byte that is not valid UTF-8 counts as one column.
 */
#ifndef RAUMSCHACH_TEXT_H
#define RAUMSCHACH_TEXT_H

#include <stddef.h>
#include <stdint.h>

enum { TEXT_TAB_WIDTH = 8 };

/* Decodes the code point at s (at most n bytes); returns its length in
 * bytes, or 0 when the bytes there are not valid UTF-8 (or n is 0). */
int text_decode(const char *s, size_t n, uint32_t *codepoint);
/* Display width of a NUL-terminated UTF-8 string (invalid bytes: 1). */
int text_width(const char *s);
/* Display width of n bytes. */
int text_width_n(const char *s, size_t n);
/* Column (from 1) of p in the line that starts at line_start. */
int text_column(const char *line_start, const char *p);
/* Column of p when `from` (on the same line, at a character's start)
 * is at column `column`. */
int text_column_from(int column, const char *from, const char *p);
/* A copy of s with each byte that is not part of valid UTF-8 replaced by
 * U+FFFD, so that a reader of UTF-8 takes it. */
char *text_repair(const char *s);
/* Writes the code point as UTF-8 into buf (5 bytes suffice) and returns
 * buf. */
char *text_encode(uint32_t codepoint, char buf[5]);
/* Copies at most max_chars code points of s[0..n) into a new string,
 * adding "…" when it cut; invalid bytes become U+FFFD, control characters
 * (newlines, tabs) spaces.  For quoting input in messages. */
char *text_quote(const char *s, size_t n, int max_chars);

#endif
