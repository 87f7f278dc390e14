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
 * Selection and destinations from the core's legal move generator.  A
 * promotion has five legal moves to the same cell; the selection keeps the
 * cell once and the caller asks for the piece.
 */
#include <config.h>

#include "session/selection.h"

#include <string.h>

#include "core/movegen.h"

void selection_clear(Selection *s)
{
    s->from = CELL_NONE;
    memset(s->destination, 0, sizeof s->destination);
    s->destination_count = 0;
}

bool selection_pick(Selection *s, const Position *pos, int cell)
{
    MoveList list;
    selection_clear(s);
    movegen_legal(pos, &list);
    for (int i = 0; i < list.count; i++) {
        Move m = list.moves[i];
        if (move_from(m) != cell || s->destination[move_to(m)])
            continue;
        s->destination[move_to(m)] = true;
        s->destination_count++;
    }
    if (s->destination_count == 0)
        return false;
    s->from = cell;
    return true;
}

static bool is_own_piece(const Position *pos, int cell)
{
    Piece p = position_at(pos, cell);
    return piece_is_real(p) && piece_colour(p) == pos->side;
}

static ActivateOutcome pick(Selection *s, const Position *pos, int cell)
{
    Piece p = position_at(pos, cell);
    if (!piece_is_real(p)) {
        selection_clear(s);
        return ACTIVATE_EMPTY;
    }
    if (piece_colour(p) != pos->side) {
        selection_clear(s);
        return ACTIVATE_NOT_YOURS;
    }
    return selection_pick(s, pos, cell) ? ACTIVATE_SELECTED : ACTIVATE_NO_MOVES;
}

ActivateOutcome selection_activate(Selection *s, const Position *pos, int cell, Move *move)
{
    if (s->from == CELL_NONE)
        return pick(s, pos, cell);
    if (cell == s->from) {
        selection_clear(s);
        return ACTIVATE_DESELECTED;
    }
    if (s->destination[cell]) {
        Move m = movegen_find(pos, s->from, cell, NO_TYPE);
        if (m != MOVE_NONE) {
            *move = m;
            return ACTIVATE_MOVE;
        }
        *move = movegen_find(pos, s->from, cell, QUEEN);
        return ACTIVATE_PROMOTE;
    }
    if (is_own_piece(pos, cell))
        return pick(s, pos, cell);
    return ACTIVATE_UNREACHABLE;
}
