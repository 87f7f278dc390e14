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
 * Line editing on an array of code points, so that the cursor always sits
 * between whole characters.
 */
#include <config.h>

#include "session/lineedit.h"

#include <string.h>
#include <unistr.h>
#include <uniwidth.h>

#include "session/keys.h"

void line_edit_init(LineEdit *e, int limit)
{
    memset(e, 0, sizeof *e);
    e->limit = limit > 0 && limit < LINE_EDIT_CAPACITY ? limit : LINE_EDIT_CAPACITY;
}

static void insert(LineEdit *e, ucs4_t c)
{
    if (e->length >= e->limit)
        return;
    memmove(e->text + e->cursor + 1, e->text + e->cursor,
        (size_t)(e->length - e->cursor) * sizeof *e->text);
    e->text[e->cursor++] = c;
    e->length++;
}

static void delete_at(LineEdit *e, int at)
{
    if (at < 0 || at >= e->length)
        return;
    memmove(e->text + at, e->text + at + 1, (size_t)(e->length - at - 1) * sizeof *e->text);
    e->length--;
    if (e->cursor > at)
        e->cursor--;
}

void line_edit_set(LineEdit *e, const char *utf8)
{
    const uint8_t *s = (const uint8_t *)utf8;
    size_t left = strlen(utf8);
    e->length = e->cursor = 0;
    while (left > 0) {
        ucs4_t c;
        int n = u8_mbtouc(&c, s, left);
        if (keys_is_text((int)c))
            insert(e, c);
        s += n;
        left -= (size_t)n;
    }
}

bool line_edit_key(LineEdit *e, int key)
{
    switch (key) {
    case KEY_CODE_LEFT: if (e->cursor > 0) e->cursor--; return true;
    case KEY_CODE_RIGHT: if (e->cursor < e->length) e->cursor++; return true;
    case KEY_CODE_HOME: e->cursor = 0; return true;
    case KEY_CODE_END: e->cursor = e->length; return true;
    case KEY_CODE_BACKSPACE: delete_at(e, e->cursor - 1); return true;
    case KEY_CODE_DELETE: delete_at(e, e->cursor); return true;
    case KEY_CODE_CTRL_U: e->length = e->cursor = 0; return true;
    default:
        if (!keys_is_text(key))
            return false;
        insert(e, (ucs4_t)key);
        return true;
    }
}

void line_edit_text(const LineEdit *e, char *buf, size_t size)
{
    size_t used = 0;
    for (int i = 0; i < e->length; i++) {
        uint8_t bytes[6];
        int n = u8_uctomb(bytes, e->text[i], sizeof bytes);
        if (n <= 0 || used + (size_t)n + 1 > size)
            break;
        memcpy(buf + used, bytes, (size_t)n);
        used += (size_t)n;
    }
    if (size > 0)
        buf[used] = '\0';
}

int line_edit_cursor_column(const LineEdit *e)
{
    int columns = 0;
    for (int i = 0; i < e->cursor; i++) {
        int w = uc_width(e->text[i], "UTF-8");
        columns += w > 0 ? w : 0;
    }
    return columns;
}
