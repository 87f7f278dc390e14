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
 * The marks are two arrays of characters, one per side: a key either is a
 * mark, clears one, or is refused.
 */
#include <config.h>

#include "session/kriegmarks.h"

#include <string.h>

#include "session/keys.h"

void kriegmarks_clear(KriegMarks *m)
{
    memset(m, 0, sizeof *m);
}

static bool is_mark(int key)
{
    return (key >= 'a' && key <= 'z') || (key >= 'A' && key <= 'Z') || key == '?';
}

static bool clears(int key)
{
    return key == ' ' || key == KEY_CODE_BACKSPACE || key == KEY_CODE_DELETE;
}

bool kriegmarks_set(KriegMarks *m, Colour side, int cell, int key)
{
    if (cell < 0 || cell >= CELL_COUNT || (!is_mark(key) && !clears(key)))
        return false;
    m->mark[side][cell] = is_mark(key) ? (char)key : '\0';
    return true;
}

char kriegmarks_at(const KriegMarks *m, Colour side, int cell)
{
    return cell >= 0 && cell < CELL_COUNT ? m->mark[side][cell] : '\0';
}

int kriegmarks_count(const KriegMarks *m, Colour side)
{
    int count = 0;
    for (int cell = 0; cell < CELL_COUNT; cell++)
        count += m->mark[side][cell] != '\0';
    return count;
}
