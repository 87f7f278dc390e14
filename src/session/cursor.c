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
 * Cursor steps in screen terms, translated to cells through the view
 * (White's or Black's).  The files are never reversed: turning the cube to
 * Black's side is a half turn about the file axis, which reverses the
 * levels and the ranks only.
 */
#include <config.h>

#include "session/cursor.h"

#include "core/geometry.h"

int view_slot_of_level(int level, bool flipped)
{
    return flipped ? BOARD_SIZE - 1 - level : level;
}

int view_level_of_slot(int slot, bool flipped)
{
    return flipped ? BOARD_SIZE - 1 - slot : slot;
}

int view_row_of_rank(int rank, bool flipped)
{
    return flipped ? rank : BOARD_SIZE - 1 - rank;
}

int view_rank_of_row(int row, bool flipped)
{
    return flipped ? row : BOARD_SIZE - 1 - row;
}

static int clamp_step(int value, int delta)
{
    int next = value + delta;
    return next < 0 || next >= BOARD_SIZE ? value : next;
}

/* One column left or right on the row of 25 files, crossing boards. */
static int step_sideways(int cell, int delta, bool flipped)
{
    int slot = view_slot_of_level(cell_level(cell), flipped);
    int column = slot * BOARD_SIZE + cell_file(cell) + delta;
    if (column < 0 || column >= BOARD_SIZE * BOARD_SIZE)
        return cell;
    int level = view_level_of_slot(column / BOARD_SIZE, flipped);
    return cell_make(level, column % BOARD_SIZE, cell_rank(cell));
}

int cursor_step(int cell, CursorStep step, bool flipped)
{
    int level = cell_level(cell), file = cell_file(cell), rank = cell_rank(cell);
    int slot = view_slot_of_level(level, flipped);
    int row = view_row_of_rank(rank, flipped);
    switch (step) {
    case STEP_LEFT: return step_sideways(cell, -1, flipped);
    case STEP_RIGHT: return step_sideways(cell, +1, flipped);
    case STEP_UP:
        return cell_make(level, file, view_rank_of_row(clamp_step(row, -1), flipped));
    case STEP_DOWN:
        return cell_make(level, file, view_rank_of_row(clamp_step(row, +1), flipped));
    case STEP_PANEL_LEFT:
        return cell_make(view_level_of_slot(clamp_step(slot, -1), flipped), file, rank);
    case STEP_PANEL_RIGHT:
        return cell_make(view_level_of_slot(clamp_step(slot, +1), flipped), file, rank);
    case STEP_LEVEL_UP: return cell_make(clamp_step(level, +1), file, rank);
    case STEP_LEVEL_DOWN: return cell_make(clamp_step(level, -1), file, rank);
    }
    return cell;
}
