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

/* Width of the bytes from..to of text. */
static int span_width(const char *text, size_t from, size_t to)
{
    const uint8_t *s = (const uint8_t *)text;
    int width = 0;
    while (from < to) {
        int bytes;
        width += char_width(s + from, to - from, &bytes);
        from += (size_t)bytes;
    }
    return width;
}

/* Where a word longer than a line is cut: after its last '/' before
 * `fit` (the bytes that fit), else at `fit`. */
static size_t long_word_break(const char *text, size_t word, size_t fit)
{
    for (size_t at = fit; at > word; at--)
        if (text[at - 1] == '/')
            return at;
    return fit;
}

size_t text_break(const char *text, int columns)
{
    size_t fit = text_fit(text, columns, NULL);
    if (text[fit] == '\0' || text[fit] == ' ') {
        while (fit > 0 && text[fit - 1] == ' ')
            fit--;
        return fit;
    }
    if (fit == 0) {
        int bytes;
        char_width((const uint8_t *)text, strlen(text), &bytes);
        return (size_t)bytes;
    }
    size_t word = fit, word_end = fit;
    while (word > 0 && text[word - 1] != ' ')
        word--;
    while (text[word_end] != '\0' && text[word_end] != ' ')
        word_end++;
    if (span_width(text, word, word_end) > columns)
        return long_word_break(text, word, fit);
    size_t cut = word;
    while (cut > 0 && text[cut - 1] == ' ')
        cut--;
    return cut > 0 ? cut : fit;
}

const char *text_wrap_line(const char *text, int columns, size_t *line_bytes)
{
    *line_bytes = text_break(text, columns);
    text += *line_bytes;
    while (*text == ' ')
        text++;
    return text;
}

int text_line_count(const char *text, int columns)
{
    int lines = 0;
    while (*text != '\0') {
        size_t bytes;
        text = text_wrap_line(text, columns, &bytes);
        lines++;
    }
    return lines;
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
