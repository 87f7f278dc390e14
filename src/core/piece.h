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
 * Pieces as they stand in a cell of the mailbox: a byte holding the piece
 * type in the low three bits and one colour bit.  An empty cell is 0 and a
 * sentinel cell outside the cube is PIECE_OFFBOARD, which has neither colour
 * bit, so "empty or enemy" and "own or off the board" are single mask tests.
 */
#ifndef RAUMSCHACH_PIECE_H
#define RAUMSCHACH_PIECE_H

#include <stdbool.h>
#include <stdint.h>

typedef enum { WHITE = 0, BLACK = 1 } Colour;

typedef enum {
    NO_TYPE = 0,
    PAWN = 1,
    KNIGHT = 2,
    BISHOP = 3,
    ROOK = 4,
    UNICORN = 5,
    QUEEN = 6,
    KING = 7,
    PIECE_TYPE_COUNT = 8
} PieceType;

typedef uint8_t Piece;

enum {
    PIECE_EMPTY = 0,
    PIECE_WHITE_BIT = 0x08,
    PIECE_BLACK_BIT = 0x10,
    PIECE_OFFBOARD = 0x20,
    PIECE_CODE_COUNT = 0x18, /* codes of real pieces are below this */
};

static inline uint8_t colour_bit(Colour c) { return (uint8_t)(PIECE_WHITE_BIT << c); }
static inline Piece piece_make(Colour c, PieceType t) { return (Piece)(colour_bit(c) | t); }
static inline PieceType piece_type(Piece p) { return (PieceType)(p & 7); }
static inline Colour piece_colour(Piece p) { return (Colour)((p >> 4) & 1); }
static inline bool piece_is_real(Piece p) { return p != PIECE_EMPTY && p != PIECE_OFFBOARD; }

/* Upper-case letter of a type: K Q R B N U P. */
char piece_type_letter(PieceType t);
/* Type of a letter in either case (K Q R B N S U P), NO_TYPE if none. */
PieceType piece_type_from_letter(char c);
/* RFEN letter: upper case for White, lower case for Black. */
char piece_letter(Piece p);
/* Figurine of a piece (raumschach(5)) as a UTF-8 string. */
const char *piece_figurine(Colour c, PieceType t);
/* The Unicode code point of that figurine. */
uint32_t piece_figurine_codepoint(Colour c, PieceType t);
/* Type and colour of a figurine code point; NO_TYPE if it is none. */
PieceType piece_type_from_figurine(uint32_t codepoint, Colour *colour);
/* English name, lower case ("unicorn"); for messages, translated. */
const char *piece_type_name(PieceType t);

#endif
