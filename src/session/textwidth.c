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
 * Text width by libunistring.  Terminal widths follow the "UTF-8"
 * encoding's rules (ambiguous East Asian characters are narrow).
 */
#include <config.h>

#include "session/textwidth.h"

#include <string.h>
#include <unistr.h>
#include <uniwidth.h>

static const char WIDTH_ENCODING[] = "UTF-8";

/* Width of the character at s (0 for an invalid byte, which is skipped). */
static int char_width(const uint8_t *s, size_t left, int *bytes)
{
    ucs4_t uc;
    *bytes = u8_mbtouc(&uc, s, left);
    int w = uc_width(uc, WIDTH_ENCODING);
    return w < 0 ? 0 : w;
}

size_t text_fit(const char *text, int columns, int *used_columns)
{
    const uint8_t *s = (const uint8_t *)text;
    size_t length = strlen(text), at = 0;
    int used = 0;
    while (at < length) {
        int bytes;
        int w = char_width(s + at, length - at, &bytes);
        if (used + w > columns)
            break;
        used += w;
        at += (size_t)bytes;
    }
    if (used_columns != NULL)
        *used_columns = used;
    return at;
}

size_t text_break(const char *text, int columns)
{
    size_t fit = text_fit(text, columns, NULL);
    if (text[fit] == '\0' || text[fit] == ' ')
        return fit;
    size_t cut = fit;
    while (cut > 0 && text[cut] != ' ')
        cut--;
    return cut > 0 ? cut : fit;
}

size_t text_fit_tail(const char *text, int columns)
{
    const uint8_t *s = (const uint8_t *)text;
    size_t length = strlen(text), at = 0;
    int width = text_width(text);
    while (at < length && width > columns) {
        int bytes;
        width -= char_width(s + at, length - at, &bytes);
        at += (size_t)bytes;
    }
    /* Do not start on a zero-width character that belongs to the one
     * before. */
    while (at < length) {
        int bytes;
        if (char_width(s + at, length - at, &bytes) > 0)
            break;
        at += (size_t)bytes;
    }
    return at;
}
