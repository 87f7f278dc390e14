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
 * The checkers of the side to move's king and the lines they check along.
 */
#include <config.h>

#include "session/checklines.h"

#include "core/movegen.h"

static bool is_slider(PieceType t)
{
    return t == BISHOP || t == ROOK || t == UNICORN || t == QUEEN;
}

void check_lines_of(const Position *pos, CheckLines *c)
{
    c->king = CELL_NONE;
    c->checkers = cellset_empty();
    c->line = cellset_empty();
    int king = position_king_cell(pos, pos->side);
    if (king == CELL_NONE)
        return;
    CellSet occupied = cellset_or(cellset_of_words(pos->occupied[WHITE]), cellset_of_words(pos->occupied[BLACK]));
    c->checkers = position_attackers_to(pos, king, occupied, (Colour)(pos->side ^ 1));
    if (cellset_is_empty(c->checkers))
        return;
    c->king = king;
    CELLSET_FOR_EACH(c->checkers, cell) {
        if (is_slider(piece_type(position_at(pos, cell))))
            c->line = cellset_or(c->line, cells_between(cell, king));
    }
}
