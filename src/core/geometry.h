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
 * The 5x5x5 cube.  A cell is numbered level*25 + rank*5 + file (0..124),
 * all three counted from 0, so Aa1 is 0 and Ee5 is 124.  The move generator
 * works on a "mailbox": the cube inside a 9x9x9 box with two layers of
 * off-board sentinels on every side, so that a knight's leap or a slider's
 * step from any real cell lands on a cell of the box and never needs a
 * bounds test.  All direction tables are derived from the geometry in
 * geometry.c, never typed by hand.
 */
#ifndef RAUMSCHACH_GEOMETRY_H
#define RAUMSCHACH_GEOMETRY_H

#include <stdbool.h>
#include <stdint.h>

enum {
    BOARD_SIZE = 5,
    CELL_COUNT = 125,
    CELL_NONE = -1,

    MAILBOX_PAD = 2,
    MAILBOX_WIDTH = BOARD_SIZE + 2 * MAILBOX_PAD,      /* 9 */
    MAILBOX_STRIDE_FILE = 1,
    MAILBOX_STRIDE_RANK = MAILBOX_WIDTH,               /* 9 */
    MAILBOX_STRIDE_LEVEL = MAILBOX_WIDTH * MAILBOX_WIDTH, /* 81 */
    MAILBOX_SIZE = MAILBOX_WIDTH * MAILBOX_WIDTH * MAILBOX_WIDTH, /* 729 */

    DIRECTION_COUNT = 26,
    KNIGHT_LEAP_COUNT = 24,
};

/* Slider direction classes: how many components of the step are non-zero. */
typedef enum {
    LINE_ROOK = 0,    /* 6 directions, one non-zero component */
    LINE_BISHOP = 1,  /* 12 directions, two */
    LINE_UNICORN = 2, /* 8 directions, three */
    LINE_CLASS_COUNT = 3
} LineClass;

/* Directions are ordered by class: [0,6) rook, [6,18) bishop, [18,26)
 * unicorn.  Each entry of DIRECTION_* is a unit step (each component
 * -1, 0 or 1). */
enum {
    DIRECTION_ROOK_FIRST = 0,
    DIRECTION_BISHOP_FIRST = 6,
    DIRECTION_UNICORN_FIRST = 18,
};

static inline int cell_make(int level, int file, int rank)
{
    return level * 25 + rank * 5 + file;
}
static inline int cell_level(int cell) { return cell / 25; }
static inline int cell_rank(int cell) { return (cell / 5) % 5; }
static inline int cell_file(int cell) { return cell % 5; }
static inline bool cell_is_valid(int level, int file, int rank)
{
    return level >= 0 && level < 5 && file >= 0 && file < 5 && rank >= 0 && rank < 5;
}
/* Display colour only: dark when level + file + rank is even. */
static inline bool cell_is_dark(int cell)
{
    return (cell_level(cell) + cell_file(cell) + cell_rank(cell)) % 2 == 0;
}

/* Tables filled once by geometry_init() and read-only to the rest of the
 * program (geometry.c owns the arrays; these point at them). */
extern const int16_t *const MAILBOX_OF_CELL;          /* [CELL_COUNT] */
extern const int8_t *const CELL_OF_MAILBOX;           /* [MAILBOX_SIZE]; CELL_NONE off the board */
extern const int *const DIRECTION_OFFSET;             /* [DIRECTION_COUNT]: mailbox step */
extern const int8_t (*const DIRECTION_VECTOR)[3];     /* [DIRECTION_COUNT]: level, file, rank */
extern const LineClass *const DIRECTION_CLASS;        /* [DIRECTION_COUNT] */
extern const int *const KNIGHT_OFFSET;                /* [KNIGHT_LEAP_COUNT] */
/* Pawn steps by colour (0 White, 1 Black; Black mirrors White): the two
 * non-capturing moves (forward, upward) and the five capturing steps of
 * SPEC.md section 2. */
extern const int (*const PAWN_MOVE_OFFSET)[2];
extern const int (*const PAWN_CAPTURE_OFFSET)[5];
/* Direction index from cell a to cell b when b lies on one of the 26 lines
 * through a, else -1. */
extern const int8_t (*const DIRECTION_BETWEEN)[CELL_COUNT];

/* Fills the tables; safe to call any number of times from any thread. */
void geometry_init(void);

/* Offset of a (level, file, rank) displacement in the mailbox. */
static inline int mailbox_offset(int dl, int df, int dr)
{
    return dl * MAILBOX_STRIDE_LEVEL + dr * MAILBOX_STRIDE_RANK + df * MAILBOX_STRIDE_FILE;
}

/* Writes "Aa1".."Ee5" and a terminating NUL into buf (4 bytes). */
void cell_name(int cell, char buf[4]);
/* Parses a cell name at text ("Aa1", level letter in either case);
 * returns the cell or CELL_NONE.  Reads exactly three characters. */
int cell_parse(const char *text);

#endif
