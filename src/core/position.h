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
 * A position: the mailbox board, each side's pieces as a 125-bit set of
 * cells (two 64-bit words, for iteration in a fixed order) in all and by
 * piece type (for attack tests on cell sets, attacks.h), the king cells,
 * piece counts, side to move, the two clocks and an incrementally updated
 * Zobrist hash.  position_make_move() and position_unmake_move() change it
 * in place; the Undo record holds what the move destroyed.
 */
#ifndef RAUMSCHACH_POSITION_H
#define RAUMSCHACH_POSITION_H

#include <stdbool.h>
#include <stdint.h>

#include "geometry.h"
#include "move.h"
#include "piece.h"

typedef struct Position {
    Piece board[MAILBOX_SIZE];
    uint64_t occupied[2][2];  /* [colour][cells 0-63, 64-124] */
    uint64_t pieces[2][PIECE_TYPE_COUNT][2]; /* [colour][type]: the same, by type */
    int16_t king[2];          /* mailbox index of each king, -1 if none */
    uint8_t count[2][PIECE_TYPE_COUNT];
    Colour side;
    int halfmove;             /* plies since the last capture or pawn move */
    int fullmove;
    uint64_t hash;
} Position;

typedef struct Undo {
    uint64_t hash;
    int halfmove;
    Piece captured;
} Undo;

/* Zobrist keys, filled once by core_init() and read-only to the rest of
 * the program: ZOBRIST_PIECE[piece code][cell], and the key of the side
 * to move (*ZOBRIST_BLACK_TO_MOVE, in the hash when Black is to move). */
extern const uint64_t (*const ZOBRIST_PIECE)[CELL_COUNT];
extern const uint64_t *const ZOBRIST_BLACK_TO_MOVE;

/* Loads the geometry and Zobrist tables; every position_* entry point that
 * creates a position calls it, so callers need not. */
void core_init(void);

/* An empty cube, White to move, clocks 0 and 1. */
void position_clear(Position *pos);
/* The Normal-Form start position (raumschach(5)). */
void position_start(Position *pos);

/* Puts a piece on an empty cell, or empties a cell (piece PIECE_EMPTY);
 * keeps sets, counts, kings and hash in step. */
void position_put(Position *pos, int cell, Piece piece);
static inline Piece position_at(const Position *pos, int cell)
{
    return pos->board[MAILBOX_OF_CELL[cell]];
}
void position_set_side(Position *pos, Colour side);

/* The hash computed from scratch; equals pos->hash when all is well. */
uint64_t position_compute_hash(const Position *pos);
/* Equal boards, side and clocks (the hash follows from these). */
bool position_equal(const Position *a, const Position *b);
/* The Normal-Form start, clocks included: a game from any other
 * position is a set-up one (SetUp/FEN in its record). */
bool position_is_start(const Position *pos);

void position_make_move(Position *pos, Move m, Undo *undo);
void position_unmake_move(Position *pos, Move m, const Undo *undo);
/* Passes the turn (for the search's null move). */
void position_make_null(Position *pos, Undo *undo);
void position_unmake_null(Position *pos, const Undo *undo);

/* Cell of a king, CELL_NONE if that side has none (inline: the
 * evaluation asks at every node). */
static inline int position_king_cell(const Position *pos, Colour c)
{
    return pos->king[c] < 0 ? CELL_NONE : CELL_OF_MAILBOX[pos->king[c]];
}
/* Count of all pieces of both colours. */
int position_piece_total(const Position *pos);

/* Runs body with cellvar set to every cell holding a piece of colour c, in
 * increasing cell order. */
#define POSITION_FOR_EACH_CELL(pos, c, cellvar, body)                        \
    do {                                                                     \
        for (int word_ = 0; word_ < 2; word_++) {                            \
            uint64_t bits_ = (pos)->occupied[(c)][word_];                    \
            while (bits_) {                                                  \
                int cellvar = word_ * 64 + __builtin_ctzll(bits_);           \
                bits_ &= bits_ - 1;                                          \
                body                                                         \
            }                                                                \
        }                                                                    \
    } while (0)

#endif
