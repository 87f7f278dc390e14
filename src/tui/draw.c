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
 * Drawing helpers.  All widths come from textwidth.c.
 */
#include <config.h>

#include "tui/draw.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "session/textwidth.h"
#include "tui/colours.h"

enum { WRAPPED_LINE_SIZE = 1024 };

int draw_text(int y, int x, int width, const char *text, attr_t attr)
{
    if (width <= 0 || *text == '\0')
        return 0;
    int used;
    size_t bytes = text_fit(text, width, &used);
    attrset(attr);
    mvaddnstr(y, x, text, (int)bytes);
    attrset(A_NORMAL);
    return used;
}

int draw_text_right(int y, int x, int width, const char *text, attr_t attr)
{
    int w = text_width(text);
    if (w > width)
        w = width;
    return draw_text(y, x + width - w, w, text, attr);
}

void draw_text_centred(int y, int x, int width, const char *text, attr_t attr)
{
    int w = text_width(text);
    if (w > width)
        w = width;
    draw_text(y, x + (width - w) / 2, w, text, attr);
}

void draw_fill(int y, int x, int width, attr_t attr)
{
    if (width <= 0)
        return;
    attrset(attr);
    mvhline(y, x, ' ', width);
    attrset(A_NORMAL);
}

void draw_frame(const Rect *r, const Glyphs *g, attr_t attr)
{
    int right = r->x + r->width - 1, bottom = r->y + r->height - 1;
    for (int row = 0; row < r->height; row++)
        draw_fill(r->y + row, r->x, r->width, A_NORMAL);
    for (int x = r->x + 1; x < right; x++) {
        draw_text(r->y, x, 1, g->frame_horizontal, attr);
        draw_text(bottom, x, 1, g->frame_horizontal, attr);
    }
    for (int y = r->y + 1; y < bottom; y++) {
        draw_text(y, r->x, 1, g->frame_vertical, attr);
        draw_text(y, right, 1, g->frame_vertical, attr);
    }
    draw_text(r->y, r->x, 1, g->frame_corner[0], attr);
    draw_text(r->y, right, 1, g->frame_corner[1], attr);
    draw_text(bottom, r->x, 1, g->frame_corner[2], attr);
    draw_text(bottom, right, 1, g->frame_corner[3], attr);
}

int draw_wrapped(int first, int last, int x, int width, const char *text, attr_t attr)
{
    int y = first;
    for (; y <= last && *text != '\0'; y++) {
        size_t bytes = strlen(text);
        const char *next = y < last ? text_wrap_line(text, width, &bytes) : text + bytes;
        char line[WRAPPED_LINE_SIZE];
        snprintf(line, sizeof line, "%.*s", (int)bytes, text);
        draw_text(y, x, width, line, attr);
        text = next;
    }
    return y - first;
}

/* A key name and what it does, when both fit before column right;
 * returns the columns up to where the next hint goes, or -1 when there is
 * no room. */
static int draw_key_hint(int y, int x, int right, const char *key, const char *what)
{
    int width = text_width(key) + 1 + text_width(what);
    if (x + width > right)
        return -1;
    x += draw_text(y, x, right - x, key, colours_style(STYLE_KEY));
    draw_text(y, x + 1, right - x - 1, what, colours_style(STYLE_HINT));
    return width + 2;
}

void draw_key_hints(int y, int x, int right, const KeyTable *keys, const KeyHint *hints,
    size_t count, bool utf8)
{
    for (size_t i = 0; i < count; i++) {
        char names[64];
        keys_names(keys, hints[i].action, utf8, names, sizeof names);
        char *space = strchr(names, ' ');
        if (space != NULL)
            *space = '\0';      /* the first key is enough for a hint */
        int used = draw_key_hint(y, x, right, names, _(hints[i].label));
        if (used < 0)
            return;
        x += used;
    }
}
