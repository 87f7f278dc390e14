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
 * A move is a 32-bit value: origin cell (bits 0-6), destination cell
 * (7-13), promotion piece type (14-16, NO_TYPE if none) and a capture flag
 * (bit 17) set by the move generator.  MOVE_NONE (0) is never a real move,
 * since a move's origin and destination differ.
 */
#ifndef RAUMSCHACH_MOVE_H
#define RAUMSCHACH_MOVE_H

#include <stdbool.h>
#include <stdint.h>

#include "piece.h"

typedef uint32_t Move;

enum {
    MOVE_NONE = 0,
    MOVE_CAPTURE_FLAG = 1u << 17,
    /* Upper bound on the legal moves of any position: at most 20 pieces a
     * side, a queen reaches at most 52 cells and a king 26 (19*52+26). */
    MAX_MOVES = 1024,
    /* Longest move in coordinate form "Dd4-Ed5=Q" plus NUL. */
    MOVE_COORD_SIZE = 10,
};

static inline Move move_make(int from, int to, PieceType promotion, bool capture)
{
    return (Move)from | ((Move)to << 7) | ((Move)promotion << 14)
        | (capture ? MOVE_CAPTURE_FLAG : 0);
}
static inline int move_from(Move m) { return (int)(m & 127); }
static inline int move_to(Move m) { return (int)((m >> 7) & 127); }
static inline PieceType move_promotion(Move m) { return (PieceType)((m >> 14) & 7); }
static inline bool move_is_capture(Move m) { return (m & MOVE_CAPTURE_FLAG) != 0; }
/* Same origin, destination and promotion: flags ignored. */
static inline bool move_same(Move a, Move b) { return ((a ^ b) & 0x1FFFF) == 0; }

typedef struct MoveList {
    int count;
    Move moves[MAX_MOVES];
} MoveList;

/* "Bc2-Bc3", "Dd4-Ed5=Q": coordinate form, used by --divide and the
 * engine protocol. */
void move_to_coord(Move m, char buf[MOVE_COORD_SIZE]);

#endif
