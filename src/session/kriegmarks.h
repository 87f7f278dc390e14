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
 * A Kriegspiel player's private marks: what each player guesses about the
 * hidden army, written on the cells of their own board.  A mark is one
 * character, a letter (a piece the player suspects there, in their own
 * notation) or '?', on any cell, its own pieces' cells included.  Each
 * player has their own set and never sees the other's; the marks are
 * never recorded, so they live here in the session and nowhere else.
 */
#ifndef RAUMSCHACH_SESSION_KRIEGMARKS_H
#define RAUMSCHACH_SESSION_KRIEGMARKS_H

#include <stdbool.h>

#include "core/geometry.h"
#include "core/piece.h"

typedef struct KriegMarks {
    char mark[2][CELL_COUNT];   /* [side][cell]: '\0' when unmarked */
} KriegMarks;

void kriegmarks_clear(KriegMarks *m);
/* The side's mark on the cell from a key: a letter or '?' marks it, Space,
 * Backspace and Del take the mark away.  False (nothing changed) for any
 * other key. */
bool kriegmarks_set(KriegMarks *m, Colour side, int cell, int key);
/* The side's mark on the cell, '\0' when there is none. */
char kriegmarks_at(const KriegMarks *m, Colour side, int cell);
/* How many cells the side has marked. */
int kriegmarks_count(const KriegMarks *m, Colour side);

#endif
