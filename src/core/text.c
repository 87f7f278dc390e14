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

#include <config.h>

#include "text.h"

#include <stdbool.h>
#include <string.h>
#include <unistr.h>
#include <uniwidth.h>

#include "workcount.h"
#include "xalloc.h"

static const char ENCODING[] = "UTF-8";
static const char REPLACEMENT[] = "\uFFFD";
static const char ELLIPSIS[] = "\u2026";

int text_decode(const char *s, size_t n, uint32_t *codepoint)
{
    if (n == 0)
        return 0;
    ucs4_t uc;
    int length = u8_mbtoucr(&uc, (const uint8_t *)s, n);
    if (length <= 0)
        return 0;
    *codepoint = uc;
    return length;
}

static int codepoint_width(uint32_t codepoint)
{
    int w = uc_width(codepoint, ENCODING);
    return w < 0 ? 1 : w;
}

int text_width_n(const char *s, size_t n)
{
    int width = 0;
    size_t i = 0;
    while (i < n) {
        uint32_t cp;
        int length = text_decode(s + i, n - i, &cp);
        if (length == 0) {
            width++;
            i++;
            continue;
        }
        width += codepoint_width(cp);
        i += (size_t)length;
    }
    return width;
}

int text_width(const char *s)
{
    return text_width_n(s, strlen(s));
}

int text_column(const char *line_start, const char *p)
{
    return text_column_from(1, line_start, p);
}

int text_column_from(int from_column, const char *from, const char *p)
{
    int column = from_column - 1;
    const char *q = from;
    COUNT_WORK(p - q);
    while (q < p) {
        uint32_t cp;
        int length = text_decode(q, (size_t)(p - q), &cp);
        if (length == 0) {
            column++;
            q++;
        } else if (cp == '\t') {
            column += TEXT_TAB_WIDTH - column % TEXT_TAB_WIDTH;
            q++;
        } else {
            column += codepoint_width(cp);
            q += length;
        }
    }
    return column + 1;
}

/* Copies the character at s[*i] (of n bytes) to out[*used], U+FFFD for
 * a byte that is not UTF-8 and, if asked, a space for a control
 * character; moves both on. */
static void copy_character(const char *s, size_t n, size_t *i, char *out, size_t *used, bool controls_as_spaces)
{
    uint32_t cp;
    int length = text_decode(s + *i, n - *i, &cp);
    if (length == 0) {
        memcpy(out + *used, REPLACEMENT, sizeof REPLACEMENT - 1);
        *used += sizeof REPLACEMENT - 1;
        (*i)++;
    } else if (controls_as_spaces && (cp < 0x20 || cp == 0x7F)) {
        out[(*used)++] = ' ';
        (*i)++;
    } else {
        memcpy(out + *used, s + *i, (size_t)length);
        *used += (size_t)length;
        *i += (size_t)length;
    }
}

char *text_repair(const char *s)
{
    size_t n = strlen(s), used = 0, i = 0;
    /* A replacement takes 3 bytes for the 1 it replaces. */
    char *out = xmalloc(3 * n + 1);
    while (i < n)
        copy_character(s, n, &i, out, &used, false);
    out[used] = '\0';
    return out;
}

char *text_encode(uint32_t codepoint, char buf[5])
{
    int length = u8_uctomb((uint8_t *)buf, codepoint, 4);
    buf[length > 0 ? length : 0] = '\0';
    return buf;
}

char *text_quote(const char *s, size_t n, int max_chars)
{
    /* Each code point takes at most 4 bytes, a replacement 3, the
     * ellipsis 3. */
    char *out = xmalloc((size_t)max_chars * 4 + sizeof ELLIPSIS);
    size_t used = 0, i = 0;
    int chars = 0;
    while (i < n && chars < max_chars) {
        copy_character(s, n, &i, out, &used, true);
        chars++;
    }
    if (i < n) {
        memcpy(out + used, ELLIPSIS, sizeof ELLIPSIS - 1);
        used += sizeof ELLIPSIS - 1;
    }
    out[used] = '\0';
    return out;
}
