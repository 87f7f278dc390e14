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
 * Choosing a move with the cursor: the player first picks one of their
 * pieces (every legal destination of it is then known, on all five
 * levels), then a destination.  selection_activate() is what Enter does on
 * a cell, as a plain function of the position, so the tests can drive it.
 */
#ifndef RAUMSCHACH_SESSION_SELECTION_H
#define RAUMSCHACH_SESSION_SELECTION_H

#include <stdbool.h>

#include "core/geometry.h"
#include "core/move.h"
#include "core/position.h"

typedef struct Selection {
    int from;                       /* CELL_NONE: nothing selected */
    bool destination[CELL_COUNT];
    int destination_count;
} Selection;

typedef enum {
    ACTIVATE_SELECTED,      /* a piece is now selected */
    ACTIVATE_DESELECTED,    /* the selected piece was chosen again */
    ACTIVATE_MOVE,          /* *move is ready to play */
    ACTIVATE_PROMOTE,       /* *move goes to the promotion row: ask the piece */
    ACTIVATE_EMPTY,         /* nothing selected and the cell is empty */
    ACTIVATE_NOT_YOURS,     /* nothing selected and the piece is the opponent's */
    ACTIVATE_NO_MOVES,      /* the piece has no legal move */
    ACTIVATE_UNREACHABLE,   /* the selected piece cannot go there */
} ActivateOutcome;

void selection_clear(Selection *s);
/* Selects the piece on cell with its legal destinations; false (and
 * nothing selected) when it has none. */
bool selection_pick(Selection *s, const Position *pos, int cell);
/* Enter on cell.  For ACTIVATE_PROMOTE, *move carries a queen promotion
 * that the caller replaces with the chosen piece. */
ActivateOutcome selection_activate(Selection *s, const Position *pos, int cell, Move *move);

#endif
