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
 * Where everything goes on a terminal of a given size.  The five level
 * boards stand side by side in one row ("the board block"): each board is a
 * title row with its level letter, five ranks of cells with the rank
 * numbers on their left, and a row of file letters.  The status (players,
 * clocks, whose turn, the result) and the move list go below the block, or
 * beside it when the terminal is wide enough; the last three rows are the
 * message (two rows, for a long one) and the key hints (or the move
 * prompt).
 *
 * layout_compute() tries cell sizes from the largest down, keeping cells
 * roughly square (terminal characters are about twice as tall as wide),
 * and takes the first arrangement that fits.  All of it is arithmetic on
 * numbers, so the tests check it for many sizes without a terminal.
 */
#ifndef RAUMSCHACH_SESSION_LAYOUT_H
#define RAUMSCHACH_SESSION_LAYOUT_H

#include <stdbool.h>

enum {
    LAYOUT_MIN_COLS = 80,
    LAYOUT_MIN_ROWS = 16,

    LAYOUT_STATUS_MIN_ROWS = 5,    /* two players, turn, result, saved file */
    LAYOUT_STATUS_BESIDE_ROWS = 6, /* a row more, for a long end of the game */
    LAYOUT_INFO_MIN_ROWS = 5,      /* below the block: status beside moves */
    LAYOUT_INFO_COMFORT_ROWS = 8,  /* what bigger cells must leave for them */
    LAYOUT_STATUS_WIDTH = 36,      /* status column when below the block */
    LAYOUT_COLUMN_GAP = 2,
    LAYOUT_SIDE_MIN_COLS = 32,     /* status and moves beside the block */
    LAYOUT_SIDE_MAX_COLS = 48,
    LAYOUT_MOVES_MIN_ROWS = 4,
    LAYOUT_MESSAGE_ROWS = 2,       /* a long message wraps once */
    LAYOUT_BOTTOM_ROWS = LAYOUT_MESSAGE_ROWS + 1,  /* messages, hints or prompt */
};

typedef struct Rect {
    int y, x, height, width;
} Rect;

typedef enum { INFO_BELOW, INFO_BESIDE } InfoPlacement;

typedef struct Layout {
    int cols, rows;
    bool fits;                /* false: show the "too small" screen */
    int cell_width, cell_height;
    int rank_label_width;     /* 1 ("5") or 2 ("5 ") */
    int panel_gap;            /* columns between two boards */
    int panel_width;          /* rank labels and five cells */
    int board_x, board_y;     /* top left of the leftmost board's title */
    InfoPlacement placement;
    Rect status;
    Rect moves;
    int message_row;          /* the first of LAYOUT_MESSAGE_ROWS */
    int hint_row;
    int bottom_x, bottom_width; /* the columns of the message and hint rows */
} Layout;

/* Fills l for a terminal of cols x rows. */
void layout_compute(int cols, int rows, Layout *l);

/* Width and height of the board block. */
int layout_block_width(const Layout *l);
int layout_block_height(const Layout *l);

/* Left column of the board in slot 0..4 (its rank labels). */
int layout_panel_x(const Layout *l, int slot);
/* The rectangle of a cell on the screen. */
void layout_cell_rect(const Layout *l, bool flipped, int cell, Rect *r);
/* The middle of a rectangle: where a cell's piece is drawn (the upper
 * middle row when the height is even). */
void rect_centre(const Rect *r, int *y, int *x);
/* The cell at a screen position, or CELL_NONE. */
int layout_cell_at(const Layout *l, bool flipped, int y, int x);
/* The row of the file letters. */
int layout_files_row(const Layout *l);

#endif
