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
 * Layout arithmetic.  Cell sizes are tried from the largest; for each, the
 * spacing between boards from the roomiest; for each, the status and moves
 * beside the boards, then below them.  Bigger cells must leave the status
 * and the move list a comfortable height, the smallest only the minimum.
 */
#include <config.h>

#include "session/layout.h"

#include <string.h>

#include "core/geometry.h"
#include "session/cursor.h"

static const struct {
    int width, height;
} CELL_SIZES[] = { { 7, 3 }, { 5, 3 }, { 5, 2 }, { 3, 2 }, { 3, 1 } };

static const struct {
    int rank_label_width, panel_gap;
} SPACINGS[] = { { 2, 2 }, { 2, 1 }, { 1, 0 } };

enum {
    CELL_SIZE_COUNT = sizeof CELL_SIZES / sizeof *CELL_SIZES,
    SPACING_COUNT = sizeof SPACINGS / sizeof *SPACINGS,
};

int layout_block_width(const Layout *l)
{
    return BOARD_SIZE * l->panel_width + (BOARD_SIZE - 1) * l->panel_gap;
}

int layout_block_height(const Layout *l)
{
    return 1 + BOARD_SIZE * l->cell_height + 1;
}

/* The bottom rows line up with the boards (and the side column). */
static void set_bottom_rows(Layout *l, int width)
{
    l->message_row = l->rows - LAYOUT_BOTTOM_ROWS;
    l->hint_row = l->rows - 1;
    l->bottom_x = l->board_x;
    l->bottom_width = width;
}

static bool try_beside(Layout *l)
{
    int block_w = layout_block_width(l), block_h = layout_block_height(l);
    int side_w = l->cols - block_w - LAYOUT_COLUMN_GAP;
    int side_h = l->rows - LAYOUT_BOTTOM_ROWS;
    if (side_w < LAYOUT_SIDE_MIN_COLS || block_h > side_h
        || side_h < LAYOUT_STATUS_BESIDE_ROWS + 1 + LAYOUT_MOVES_MIN_ROWS)
        return false;
    if (side_w > LAYOUT_SIDE_MAX_COLS)
        side_w = LAYOUT_SIDE_MAX_COLS;
    l->placement = INFO_BESIDE;
    l->board_x = (l->cols - (block_w + LAYOUT_COLUMN_GAP + side_w)) / 2;
    l->board_y = 0;
    int side_x = l->board_x + block_w + LAYOUT_COLUMN_GAP;
    l->status = (Rect){ 0, side_x, LAYOUT_STATUS_BESIDE_ROWS, side_w };
    l->moves = (Rect){ LAYOUT_STATUS_BESIDE_ROWS + 1, side_x,
        side_h - LAYOUT_STATUS_BESIDE_ROWS - 1, side_w };
    set_bottom_rows(l, block_w + LAYOUT_COLUMN_GAP + side_w);
    return true;
}

static bool try_below(Layout *l, int info_min_rows)
{
    int block_w = layout_block_width(l), block_h = layout_block_height(l);
    int info_h = l->rows - block_h - 1 - LAYOUT_BOTTOM_ROWS;
    if (block_w > l->cols || info_h < info_min_rows)
        return false;
    l->placement = INFO_BELOW;
    l->board_x = (l->cols - block_w) / 2;
    l->board_y = 0;
    int info_y = block_h + 1;
    int info_x = l->board_x < 0 ? 0 : l->board_x;
    int info_w = block_w;
    l->status = (Rect){ info_y, info_x, info_h, LAYOUT_STATUS_WIDTH };
    int moves_x = info_x + LAYOUT_STATUS_WIDTH + LAYOUT_COLUMN_GAP;
    l->moves = (Rect){ info_y, moves_x, info_h, info_x + info_w - moves_x };
    set_bottom_rows(l, block_w);
    return true;
}

void layout_compute(int cols, int rows, Layout *l)
{
    memset(l, 0, sizeof *l);
    l->cols = cols;
    l->rows = rows;
    for (int size = 0; size < CELL_SIZE_COUNT; size++) {
        bool smallest = size == CELL_SIZE_COUNT - 1;
        for (int spacing = 0; spacing < SPACING_COUNT; spacing++) {
            l->cell_width = CELL_SIZES[size].width;
            l->cell_height = CELL_SIZES[size].height;
            l->rank_label_width = SPACINGS[spacing].rank_label_width;
            l->panel_gap = SPACINGS[spacing].panel_gap;
            l->panel_width = l->rank_label_width + BOARD_SIZE * l->cell_width;
            if (try_beside(l)
                || try_below(l, smallest ? LAYOUT_INFO_MIN_ROWS : LAYOUT_INFO_COMFORT_ROWS)) {
                l->fits = true;
                return;
            }
        }
    }
    l->fits = false;
}

/* Rect r ends before row `bottom`. */
static void end_above(Rect *r, int bottom)
{
    if (r->y + r->height > bottom)
        r->height = bottom > r->y ? bottom - r->y : 0;
}

int layout_grow_message(Layout *l, int rows, int keep)
{
    int top = l->status.y + keep;
    int files_gap = layout_files_row(l) + 1;
    if (l->placement == INFO_BESIDE && files_gap > top)
        top = files_gap;
    int default_row = l->hint_row - LAYOUT_MESSAGE_ROWS;
    if (top > default_row)
        top = default_row;
    int row = l->hint_row - rows;
    if (row < top)
        row = top;
    if (row > default_row)
        row = default_row;
    l->message_row = row;
    end_above(&l->status, row);
    end_above(&l->moves, row);
    return l->hint_row - row;
}

int layout_status_extra_width(const Layout *l)
{
    if (l->placement == INFO_BESIDE)
        return l->status.width;
    return l->moves.x + l->moves.width - l->status.x;
}

int layout_status_extra_room(const Layout *l)
{
    if (l->placement == INFO_BESIDE)
        return l->moves.height;
    int room = l->moves.y + l->moves.height - (l->status.y + LAYOUT_STATUS_KEEP_ROWS);
    return room > 0 ? room : 0;
}

Rect layout_status_extra(Layout *l, int rows)
{
    if (rows > layout_status_extra_room(l))
        rows = layout_status_extra_room(l);
    if (rows < 0)
        rows = 0;
    Rect extra = { 0, l->status.x, rows, layout_status_extra_width(l) };
    if (l->placement == INFO_BESIDE) {
        extra.y = l->status.y + l->status.height;
        l->moves.y += rows;
        l->moves.height -= rows;
        return extra;
    }
    extra.y = l->moves.y + l->moves.height - rows;
    l->moves.height -= rows;
    end_above(&l->status, extra.y);
    return extra;
}

int layout_fit_blocks(const int rows[], const int priority[], int count, int height, bool shown[])
{
    int total = 0;
    for (int i = 0; i < count; i++) {
        shown[i] = true;
        total += rows[i];
    }
    while (total > height) {
        int yielding = -1;
        for (int i = 0; i < count; i++)
            if (shown[i] && (yielding < 0 || priority[i] >= priority[yielding]))
                yielding = i;
        if (yielding < 0)
            break;
        shown[yielding] = false;
        total -= rows[yielding];
    }
    return total;
}

int layout_panel_x(const Layout *l, int slot)
{
    return l->board_x + slot * (l->panel_width + l->panel_gap);
}

int layout_files_row(const Layout *l)
{
    return l->board_y + 1 + BOARD_SIZE * l->cell_height;
}

void layout_cell_rect(const Layout *l, bool flipped, int cell, Rect *r)
{
    int slot = view_slot_of_level(cell_level(cell), flipped);
    int row = view_row_of_rank(cell_rank(cell), flipped);
    r->x = layout_panel_x(l, slot) + l->rank_label_width + cell_file(cell) * l->cell_width;
    r->y = l->board_y + 1 + row * l->cell_height;
    r->width = l->cell_width;
    r->height = l->cell_height;
}

void rect_centre(const Rect *r, int *y, int *x)
{
    *y = r->y + (r->height - 1) / 2;
    *x = r->x + r->width / 2;
}

int layout_cell_at(const Layout *l, bool flipped, int y, int x)
{
    int row_offset = y - (l->board_y + 1);
    if (row_offset < 0 || row_offset >= BOARD_SIZE * l->cell_height)
        return CELL_NONE;
    for (int slot = 0; slot < BOARD_SIZE; slot++) {
        int cells_x = layout_panel_x(l, slot) + l->rank_label_width;
        int column_offset = x - cells_x;
        if (column_offset < 0 || column_offset >= BOARD_SIZE * l->cell_width)
            continue;
        int level = view_level_of_slot(slot, flipped);
        int rank = view_rank_of_row(row_offset / l->cell_height, flipped);
        return cell_make(level, column_offset / l->cell_width, rank);
    }
    return CELL_NONE;
}
