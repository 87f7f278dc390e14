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
 * The keyboard cursor: a cell of the cube, moved as the player sees the
 * boards.  The five level boards stand side by side, so the files of all
 * five form one row of 25 columns on the screen: stepping right from file
 * e goes on to file a of the next board.  In Black's view (flipped) the
 * levels and the ranks are reversed, so "up the screen" and "the board on
 * the right" mean other cells than in White's view.
 */
#ifndef RAUMSCHACH_SESSION_CURSOR_H
#define RAUMSCHACH_SESSION_CURSOR_H

#include <stdbool.h>

typedef enum {
    STEP_LEFT,          /* a file to the left, into the board on the left */
    STEP_RIGHT,
    STEP_UP,            /* a rank up the screen */
    STEP_DOWN,
    STEP_PANEL_LEFT,    /* the same file and rank on the board on the left */
    STEP_PANEL_RIGHT,
    STEP_LEVEL_UP,      /* one level up (towards E), wherever it is drawn */
    STEP_LEVEL_DOWN,
} CursorStep;

/* The cell the cursor reaches from `cell` by one step; at the edge of the
 * cube it stays where it is. */
int cursor_step(int cell, CursorStep step, bool flipped);

/* Which of the five board slots (0 = leftmost) shows a level, and which
 * level a slot shows. */
int view_slot_of_level(int level, bool flipped);
int view_level_of_slot(int slot, bool flipped);
/* Which screen row (0 = top) of a board shows a rank, and the reverse. */
int view_row_of_rank(int rank, bool flipped);
int view_rank_of_row(int row, bool flipped);

#endif
