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
 * Legal move generation.  Moves are generated legal directly: the king's
 * checkers and the pieces pinned to it are found first by scanning the 26
 * lines and the knight and pawn cells around the king; a pinned piece may
 * only move along its pin line, in check only moves that capture the
 * checker or block its line count, and king moves are tested against the
 * enemy's attacks with the king taken off its cell.
 */
#ifndef RAUMSCHACH_MOVEGEN_H
#define RAUMSCHACH_MOVEGEN_H

#include <stdbool.h>

#include "attacks.h"
#include "move.h"
#include "position.h"

/* All legal moves of the side to move; returns their count. */
int movegen_legal(const Position *pos, MoveList *list);
/* Only the legal captures and promotions (for the quiescence search). */
int movegen_legal_tactical(const Position *pos, MoveList *list);
/* Only the legal moves that neither capture nor promote: with the tactical
 * ones, exactly the legal moves (the search generates them in stages). */
int movegen_legal_quiet(const Position *pos, MoveList *list);
/* The same as movegen_legal_quiet() except that the king's own moves are
 * not yet tested for moving into an attack: the search tests the few it
 * plays with movegen_king_destination_safe() and saves the test for the
 * many it prunes. */
int movegen_quiet_unchecked_king(const Position *pos, MoveList *list);
/* For a king move of the side to move: is its destination safe? */
bool movegen_king_destination_safe(const Position *pos, Move m);
/* True when the side to move has at least one legal move (stops early). */
bool movegen_has_legal(const Position *pos);

/* The pieces of colour `by` that attack `cell` when the cells of
 * `occupied` are occupied (pass the position's occupancy, or less to see
 * through pieces that have moved away, as an exchange does). */
CellSet position_attackers_to(const Position *pos, int cell, CellSet occupied, Colour by);
/* Is the side to move in check? */
bool position_in_check(const Position *pos);
/* Is colour c's king attacked? */
bool position_king_attacked(const Position *pos, Colour c);
/* What tells, move by move, whether a move gives check: for each piece
 * type the cells from which it would attack the enemy king, and the pieces
 * of the side to move that alone stand between that king and one of its
 * sliders (moving one off the line uncovers a check). */
typedef struct CheckInfo {
    int king;                               /* the enemy king's cell */
    CellSet check_cells[PIECE_TYPE_COUNT];
    CellSet discoverers;
} CheckInfo;

void movegen_check_info(const Position *pos, CheckInfo *ci);
/* Does the legal move m give check (the position after it has the
 * opponent in check)?  Worked out without making it. */
bool movegen_gives_check_with(const Position *pos, const CheckInfo *ci, Move m);
/* Does a piece leaving `from` for `to` uncover a check (a blocker that
 * leaves the line uncovers the slider behind it)?  The king must be there. */
static inline bool movegen_uncovers_check(const CheckInfo *ci, int from, int to)
{
    return cellset_has(ci->discoverers, from) && DIRECTION_BETWEEN[ci->king][to] != DIRECTION_BETWEEN[ci->king][from];
}
/* movegen_gives_check_with() for a move that is no promotion (a quiet
 * move, say), inline. */
static inline bool movegen_gives_check_plain(const Position *pos, const CheckInfo *ci, Move m)
{
    int from = move_from(m), to = move_to(m);
    return ci->king != CELL_NONE
        && (cellset_has(ci->check_cells[piece_type(position_at(pos, from))], to) || movegen_uncovers_check(ci, from, to));
}
/* Of the moves movegen_quiet_unchecked_king() makes, exactly those that
 * give check, by the side to move's check information; for the nodes
 * where the search prunes the other quiet moves. */
int movegen_quiet_checks(const Position *pos, const CheckInfo *checks, MoveList *list);
bool movegen_gives_check(const Position *pos, Move m);

/* Is m, with its flags, a legal move of the side to move?  Any 32-bit
 * value may be passed (the search checks moves from its hash table). */
bool movegen_is_legal(const Position *pos, Move m);

/* Finds the legal move from/to/promotion in the position (flags filled in),
 * MOVE_NONE if there is none. */
Move movegen_find(const Position *pos, int from, int to, PieceType promotion);

#endif
