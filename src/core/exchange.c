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
 * Static exchange evaluation with a threshold (see exchange.h): the
 * exchange is followed capture by capture while the balance can still
 * cross the threshold, the side to move alternating; whoever ends up on
 * the wrong side of it stops capturing.
 */
#include <config.h>

#include "exchange.h"

#include "attacks.h"
#include "evaluate.h"
#include "movegen.h"

/* Attackers from the least valuable up, the king last. */
static const PieceType CAPTURE_ORDER[7] = { PAWN, UNICORN, KNIGHT, ROOK, BISHOP, QUEEN, KING };
_Static_assert(VALUE_PAWN <= VALUE_UNICORN && VALUE_UNICORN <= VALUE_KNIGHT && VALUE_KNIGHT <= VALUE_ROOK
        && VALUE_ROOK <= VALUE_BISHOP && VALUE_BISHOP <= VALUE_QUEEN,
    "CAPTURE_ORDER follows the piece values");

static inline CellSet pieces_of_type(const Position *pos, PieceType t)
{
    return cellset_or(cellset_of_words(pos->pieces[WHITE][t]), cellset_of_words(pos->pieces[BLACK][t]));
}

/* The sliders of both colours behind `from` as seen from `to`, now that
 * `from` is empty. */
static CellSet uncovered(const Position *pos, int to, int from, CellSet occupied)
{
    static const PieceType SLIDER[LINE_CLASS_COUNT] = { ROOK, BISHOP, UNICORN };
    LineClass cls = DIRECTION_CLASS[DIRECTION_BETWEEN[to][from]];
    CellSet sliders = cellset_or(pieces_of_type(pos, SLIDER[cls]), pieces_of_type(pos, QUEEN));
    return cellset_and(cellset_and(attacks_along(to, cls, occupied), sliders), occupied);
}

bool exchange_at_least(const Position *pos, Move m, int threshold)
{
    int from = move_from(m), to = move_to(m);
    PieceType promotion = move_promotion(m);
    PieceType moving = promotion != NO_TYPE ? promotion : piece_type(position_at(pos, from));

    int swap = PIECE_VALUE[piece_type(position_at(pos, to))] - threshold;
    if (promotion != NO_TYPE)
        swap += PIECE_VALUE[promotion] - PIECE_VALUE[PAWN];
    if (swap < 0)
        return false;
    swap = PIECE_VALUE[moving] - swap;
    if (swap <= 0)
        return true;

    CellSet occupied = cellset_or(cellset_of_words(pos->occupied[WHITE]), cellset_of_words(pos->occupied[BLACK]));
    occupied = cellset_without(cellset_without(occupied, from), to);
    /* The opponent takes first: with nothing of theirs attacking the cell
     * the move is safe, and one's own defenders need not be looked for. */
    Colour side = pos->side;
    CellSet attackers = cellset_and(position_attackers_to(pos, to, occupied, (Colour)(side ^ 1)), occupied);
    if (cellset_is_empty(attackers))
        return true;
    attackers = cellset_or(attackers, cellset_and(position_attackers_to(pos, to, occupied, side), occupied));
    bool result = true;
    for (;;) {
        side = (Colour)(side ^ 1);
        attackers = cellset_and(attackers, occupied);
        CellSet mine = cellset_and(attackers, cellset_of_words(pos->occupied[side]));
        if (cellset_is_empty(mine))
            break;
        result = !result;
        int i = 0;
        CellSet of_type = cellset_empty();
        for (; i < 7; i++) {
            of_type = cellset_and(mine, cellset_of_words(pos->pieces[side][CAPTURE_ORDER[i]]));
            if (!cellset_is_empty(of_type))
                break;
        }
        PieceType type = CAPTURE_ORDER[i];
        if (type == KING) {
            /* The king takes last, and only if nothing can take it back. */
            if (cellset_intersects(attackers, cellset_of_words(pos->occupied[side ^ 1])))
                result = !result;
            break;
        }
        swap = PIECE_VALUE[type] - swap;
        if (swap < (int)result)
            break;
        int cell = cellset_lowest(of_type);
        occupied = cellset_without(occupied, cell);
        if (type != KNIGHT)
            attackers = cellset_or(attackers, uncovered(pos, to, cell, occupied));
    }
    return result;
}
