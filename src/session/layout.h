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
 * prompt).  A message longer than its two rows grows upward over the
 * status and the move list, and a status that needs more rows (a long
 * record path) takes them from the move list: both are applied to a
 * layout for each drawing, as the texts of the moment need.
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
    LAYOUT_STATUS_KEEP_ROWS = 3,   /* what a long message leaves the status */
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

/* Gives a long message `rows` rows (never fewer than LAYOUT_MESSAGE_ROWS):
 * the message rows grow upward over the status and the move list, which
 * end above them, but leave the board and the status's first `keep` rows
 * (the game screen keeps LAYOUT_STATUS_KEEP_ROWS: the players and whose
 * turn it is).  Returns the rows the message has. */
int layout_grow_message(Layout *l, int rows, int keep);
/* More rows for the status when its own are used up, taken from the move
 * list: beside the boards the status grows down into the move list's top
 * rows (the status's width); below them, the status and the move list
 * end above a block of rows across both (their width).  The width such
 * rows have: */
int layout_status_extra_width(const Layout *l);
/* How many there are: the move list's rows; below the boards, less the
 * status's first LAYOUT_STATUS_KEEP_ROWS, which the rows end below. */
int layout_status_extra_room(const Layout *l);
/* Takes `rows` of them (at most the room) and returns where they are. */
Rect layout_status_extra(Layout *l, int rows);
/* Which of `count` blocks of text, rows[i] rows each in the order they are
 * shown, fit into `height` rows: while they do not, the block of the
 * highest priority[i] number yields (the last of equals first).  Sets
 * shown[i]; returns the rows the shown blocks take. */
int layout_fit_blocks(const int rows[], const int priority[], int count, int height, bool shown[]);

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
