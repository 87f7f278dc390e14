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
 * What a check looks like on the board: the king in check, the pieces
 * giving it (two in a double check, a discovered check's piece wherever
 * it stands) and, for each checking slider, the empty cells strictly
 * between it and the king, on any line through the cube.  A knight's or a
 * pawn's check has no line.  The screens mark these cells; this is the
 * plain computation, without curses.
 */
#ifndef RAUMSCHACH_SESSION_CHECKLINES_H
#define RAUMSCHACH_SESSION_CHECKLINES_H

#include "core/attacks.h"
#include "core/position.h"

typedef struct CheckLines {
    int king;           /* the side to move's king in check, or CELL_NONE */
    CellSet checkers;   /* the pieces giving check (empty when none) */
    CellSet line;       /* the cells between a checking slider and the king */
} CheckLines;

void check_lines_of(const Position *pos, CheckLines *c);

#endif
