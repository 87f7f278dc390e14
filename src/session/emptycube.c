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
 * The destinations of a lone piece on the empty cube.
 */
#include <config.h>

#include "session/emptycube.h"

static CellSet pawn_steps(Colour colour, int cell)
{
    CellSet from = cellset_bit(cell), to = cellset_empty();
    for (int i = 0; i < 2; i++) {
        const PawnStep *s = &PAWN_PUSH_STEPS[colour][i];
        to = cellset_or(to, cellset_shift(cellset_and(from, s->from), s->delta));
    }
    return to;
}

CellSet empty_cube_destinations(PieceType type, Colour colour, int cell)
{
    attacks_init();
    switch (type) {
    case PAWN: return pawn_steps(colour, cell);
    case KING: return KING_ATTACKS[cell];
    default: return attacks_of_piece(type, cell, cellset_empty());
    }
}

int empty_cube_count(PieceType type, Colour colour, int cell)
{
    return cellset_count(empty_cube_destinations(type, colour, cell));
}

CellSet empty_cube_pawn_captures(Colour colour, int cell)
{
    attacks_init();
    return PAWN_ATTACKS[colour][cell];
}
