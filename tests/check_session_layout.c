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
 * Layout arithmetic for many terminal sizes: the cell size chosen, where
 * the boards, the status and the move list go, the minimum size, and the
 * mapping between cells and screen positions (what a mouse click hits) in
 * both views.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/geometry.h"
#include "session/layout.h"

typedef struct Expected {
    int cols, rows;
    int cell_width, cell_height, rank_label_width, panel_gap, board_x;
    InfoPlacement placement;
    Rect status, moves;
} Expected;

static const Expected SIZES[] = {
    { 80, 24, 3, 2, 1, 0, 0, INFO_BELOW, { 13, 0, 8, 36 }, { 13, 38, 8, 42 } },
    { 80, 20, 3, 1, 1, 0, 0, INFO_BELOW, { 8, 0, 9, 36 }, { 8, 38, 9, 42 } },
    { 80, 16, 3, 1, 1, 0, 0, INFO_BELOW, { 8, 0, 5, 36 }, { 8, 38, 5, 42 } },
    { 100, 30, 3, 2, 2, 2, 3, INFO_BELOW, { 13, 3, 14, 36 }, { 13, 41, 14, 55 } },
    { 120, 40, 3, 2, 2, 2, 13, INFO_BELOW, { 13, 13, 24, 36 }, { 13, 51, 24, 55 } },
    { 120, 20, 3, 2, 1, 0, 0, INFO_BESIDE, { 0, 82, 6, 38 }, { 7, 82, 10, 38 } },
    { 130, 24, 5, 2, 1, 0, 0, INFO_BELOW, { 13, 0, 8, 36 }, { 13, 38, 8, 92 } },
    { 140, 30, 5, 3, 2, 1, 0, INFO_BELOW, { 18, 0, 9, 36 }, { 18, 38, 9, 101 } },
    { 160, 50, 5, 3, 2, 2, 8, INFO_BELOW, { 18, 8, 29, 36 }, { 18, 46, 29, 105 } },
    { 200, 60, 7, 3, 2, 2, 3, INFO_BELOW, { 18, 3, 39, 36 }, { 18, 41, 39, 155 } },
    { 240, 50, 7, 3, 2, 2, 0, INFO_BESIDE, { 0, 195, 6, 45 }, { 7, 195, 40, 45 } },
};

static void assert_rect(const char *what, int cols, int rows, Rect actual, Rect expected)
{
    ck_assert_msg(actual.y == expected.y && actual.x == expected.x
            && actual.height == expected.height && actual.width == expected.width,
        "%dx%d %s: got y %d x %d h %d w %d, expected y %d x %d h %d w %d", cols, rows, what,
        actual.y, actual.x, actual.height, actual.width, expected.y, expected.x,
        expected.height, expected.width);
}

START_TEST(sizes)
{
    const Expected *e = &SIZES[_i];
    Layout l;
    layout_compute(e->cols, e->rows, &l);
    ck_assert_msg(l.fits, "%dx%d does not fit", e->cols, e->rows);
    ck_assert_int_eq(l.cell_width, e->cell_width);
    ck_assert_int_eq(l.cell_height, e->cell_height);
    ck_assert_int_eq(l.rank_label_width, e->rank_label_width);
    ck_assert_int_eq(l.panel_gap, e->panel_gap);
    ck_assert_int_eq(l.board_x, e->board_x);
    ck_assert_int_eq(l.placement, e->placement);
    assert_rect("status", e->cols, e->rows, l.status, e->status);
    assert_rect("moves", e->cols, e->rows, l.moves, e->moves);
    ck_assert_int_eq(l.message_row, e->rows - 3);
    ck_assert_int_eq(l.hint_row, e->rows - 1);
    ck_assert_int_eq(l.bottom_x, e->board_x);
    ck_assert_int_eq(l.bottom_width, e->placement == INFO_BELOW ? layout_block_width(&l)
                                                              : l.status.x + l.status.width - l.board_x);
}
END_TEST

/* Whatever the size, nothing leaves the screen or overlaps. */
START_TEST(everything_inside)
{
    for (int cols = LAYOUT_MIN_COLS; cols <= 260; cols++)
        for (int rows = LAYOUT_MIN_ROWS; rows <= 80; rows++) {
            Layout l;
            layout_compute(cols, rows, &l);
            ck_assert_msg(l.fits, "%dx%d", cols, rows);
            int right = l.board_x + layout_block_width(&l);
            int bottom = l.board_y + layout_block_height(&l);
            ck_assert_msg(l.board_x >= 0 && right <= cols, "%dx%d boards", cols, rows);
            ck_assert_msg(l.status.x + l.status.width <= cols, "%dx%d status", cols, rows);
            ck_assert_msg(l.moves.x + l.moves.width <= cols, "%dx%d moves", cols, rows);
            ck_assert_msg(l.moves.y + l.moves.height <= l.message_row, "%dx%d", cols, rows);
            ck_assert_msg(l.bottom_x >= 0 && l.bottom_x + l.bottom_width <= cols, "%dx%d", cols, rows);
            ck_assert_msg(l.status.height >= LAYOUT_STATUS_MIN_ROWS, "%dx%d", cols, rows);
            ck_assert_msg(l.moves.height >= LAYOUT_MOVES_MIN_ROWS, "%dx%d", cols, rows);
            if (l.placement == INFO_BELOW)
                ck_assert_msg(l.status.y > bottom - 1, "%dx%d", cols, rows);
            else
                ck_assert_msg(l.status.x >= right && bottom <= l.message_row, "%dx%d", cols, rows);
        }
}
END_TEST

START_TEST(too_small)
{
    static const int small[][2] = { { 79, 24 }, { 80, 15 }, { 40, 40 }, { 200, 10 }, { 0, 0 } };
    for (size_t i = 0; i < sizeof small / sizeof *small; i++) {
        Layout l;
        layout_compute(small[i][0], small[i][1], &l);
        ck_assert_msg(!l.fits, "%dx%d fits", small[i][0], small[i][1]);
    }
}
END_TEST

/* A long message grows upward; the status and the move list end above
 * it; the board and the status's first rows stay. */
START_TEST(message_grows)
{
    Layout l;
    layout_compute(80, 24, &l);
    ck_assert_int_eq(layout_grow_message(&l, 1, LAYOUT_STATUS_KEEP_ROWS), 2);
    ck_assert_int_eq(l.message_row, 21);
    assert_rect("status", 80, 24, l.status, (Rect){ 13, 0, 8, 36 });
    ck_assert_int_eq(layout_grow_message(&l, 4, LAYOUT_STATUS_KEEP_ROWS), 4);
    ck_assert_int_eq(l.message_row, 19);
    assert_rect("status", 80, 24, l.status, (Rect){ 13, 0, 6, 36 });
    assert_rect("moves", 80, 24, l.moves, (Rect){ 13, 38, 6, 42 });
    layout_compute(80, 24, &l);
    ck_assert_int_eq(layout_grow_message(&l, 50, LAYOUT_STATUS_KEEP_ROWS), 7);
    ck_assert_int_eq(l.message_row, 13 + LAYOUT_STATUS_KEEP_ROWS);
    assert_rect("status", 80, 24, l.status, (Rect){ 13, 0, 3, 36 });
    /* Beside the boards it stops below the file letters. */
    layout_compute(120, 20, &l);
    ck_assert_int_eq(layout_files_row(&l), 11);
    ck_assert_int_eq(layout_grow_message(&l, 50, LAYOUT_STATUS_KEEP_ROWS), 7);
    ck_assert_int_eq(l.message_row, 12);
    assert_rect("status", 120, 20, l.status, (Rect){ 0, 82, 6, 38 });
    assert_rect("moves", 120, 20, l.moves, (Rect){ 7, 82, 5, 38 });
}
END_TEST

/* Whatever the size and however long the message, it stays below the
 * board and the status's first rows, and the move list ends above it. */
START_TEST(message_never_over_the_board)
{
    for (int cols = LAYOUT_MIN_COLS; cols <= 260; cols += 3)
        for (int rows = LAYOUT_MIN_ROWS; rows <= 80; rows++) {
            Layout l;
            layout_compute(cols, rows, &l);
            int given = layout_grow_message(&l, 1000, LAYOUT_STATUS_KEEP_ROWS);
            ck_assert_msg(given >= LAYOUT_MESSAGE_ROWS && l.message_row + given == l.hint_row, "%dx%d",
                cols, rows);
            ck_assert_msg(l.message_row > layout_files_row(&l), "%dx%d", cols, rows);
            ck_assert_msg(l.status.height >= LAYOUT_STATUS_KEEP_ROWS, "%dx%d", cols, rows);
            ck_assert_msg(l.moves.y + l.moves.height <= l.message_row, "%dx%d", cols, rows);
            ck_assert_msg(l.status.y + l.status.height <= l.message_row, "%dx%d", cols, rows);
        }
}
END_TEST

/* More status rows from the move list: across both columns at the bottom
 * below the boards, down from the status beside them. */
START_TEST(status_extra_rows)
{
    Layout l;
    layout_compute(80, 24, &l);
    ck_assert_int_eq(layout_status_extra_width(&l), 80);
    ck_assert_int_eq(layout_status_extra_room(&l), 5);
    assert_rect("extra", 80, 24, layout_status_extra(&l, 3), (Rect){ 18, 0, 3, 80 });
    assert_rect("status", 80, 24, l.status, (Rect){ 13, 0, 5, 36 });
    assert_rect("moves", 80, 24, l.moves, (Rect){ 13, 38, 5, 42 });
    layout_compute(100, 30, &l);
    ck_assert_int_eq(layout_status_extra_width(&l), 93);
    layout_compute(120, 20, &l);
    ck_assert_int_eq(layout_status_extra_width(&l), 38);
    assert_rect("extra", 120, 20, layout_status_extra(&l, 2), (Rect){ 6, 82, 2, 38 });
    assert_rect("status", 120, 20, l.status, (Rect){ 0, 82, 6, 38 });
    assert_rect("moves", 120, 20, l.moves, (Rect){ 9, 82, 8, 38 });
    /* Never more than the room: the move list's rows, less the status's
     * first rows below the boards. */
    layout_compute(80, 16, &l);
    ck_assert_int_eq(layout_status_extra_room(&l), 2);
    assert_rect("extra", 80, 16, layout_status_extra(&l, 9), (Rect){ 11, 0, 2, 80 });
    ck_assert_int_eq(l.moves.height, 3);
    ck_assert_int_eq(l.status.height, LAYOUT_STATUS_KEEP_ROWS);
    layout_compute(120, 20, &l);
    ck_assert_int_eq(layout_status_extra_room(&l), 10);
}
END_TEST

/* The blocks of the highest priority number yield first, the last of
 * equals first. */
START_TEST(fitting_blocks)
{
    bool shown[4];
    ck_assert_int_eq(layout_fit_blocks((int[]){ 1, 1, 1, 5 }, (int[]){ 1, 3, 4, 2 }, 4, 8, shown), 8);
    ck_assert(shown[0] && shown[1] && shown[2] && shown[3]);
    ck_assert_int_eq(layout_fit_blocks((int[]){ 1, 1, 1, 5 }, (int[]){ 1, 3, 4, 2 }, 4, 7, shown), 7);
    ck_assert(shown[0] && shown[1] && !shown[2] && shown[3]);
    ck_assert_int_eq(layout_fit_blocks((int[]){ 1, 1, 1, 5 }, (int[]){ 1, 3, 4, 2 }, 4, 6, shown), 6);
    ck_assert(shown[0] && !shown[1] && !shown[2] && shown[3]);
    ck_assert_int_eq(layout_fit_blocks((int[]){ 2, 2, 2 }, (int[]){ 1, 1, 1 }, 3, 5, shown), 4);
    ck_assert(shown[0] && shown[1] && !shown[2]);
    ck_assert_int_eq(layout_fit_blocks((int[]){ 3 }, (int[]){ 0 }, 1, 2, shown), 0);
    ck_assert(!shown[0]);
}
END_TEST

START_TEST(cell_positions_white_view)
{
    Layout l;
    layout_compute(80, 24, &l);
    Rect r;
    layout_cell_rect(&l, false, cell_parse("Aa1"), &r);
    ck_assert_int_eq(r.y, 9);
    ck_assert_int_eq(r.x, 1);
    layout_cell_rect(&l, false, cell_parse("Ae5"), &r);
    ck_assert_int_eq(r.y, 1);
    ck_assert_int_eq(r.x, 13);
    layout_cell_rect(&l, false, cell_parse("Ba1"), &r);
    ck_assert_int_eq(r.x, 17);
    layout_cell_rect(&l, false, cell_parse("Ee5"), &r);
    ck_assert_int_eq(r.y, 1);
    ck_assert_int_eq(r.x, 77);
    int y, x;
    layout_cell_rect(&l, false, cell_parse("Cc3"), &r);
    rect_centre(&r, &y, &x);
    ck_assert_int_eq(y, 5);
    ck_assert_int_eq(x, 32 + 1 + 6 + 1);
    ck_assert_int_eq(layout_files_row(&l), 11);
    layout_compute(200, 60, &l);
    layout_cell_rect(&l, false, cell_parse("Cc3"), &r);
    rect_centre(&r, &y, &x);
    ck_assert_int_eq(y, 1 + 2 * 3 + 1);
    ck_assert_int_eq(x, 3 + 2 * (37 + 2) + 2 + 2 * 7 + 3);
}
END_TEST

START_TEST(cell_positions_black_view)
{
    Layout l;
    layout_compute(80, 24, &l);
    Rect r;
    layout_cell_rect(&l, true, cell_parse("Ee5"), &r);
    ck_assert_int_eq(r.y, 9);
    ck_assert_int_eq(r.x, 13);
    layout_cell_rect(&l, true, cell_parse("Aa1"), &r);
    ck_assert_int_eq(r.y, 1);
    ck_assert_int_eq(r.x, 65);
}
END_TEST

/* Every character of every cell maps back to that cell; labels and gaps
 * map to none. */
START_TEST(cell_at_is_inverse)
{
    static const int sizes[][2] = { { 80, 24 }, { 80, 16 }, { 100, 30 }, { 200, 60 } };
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
        for (int flipped = 0; flipped < 2; flipped++) {
            Layout l;
            layout_compute(sizes[s][0], sizes[s][1], &l);
            int hits = 0;
            for (int y = 0; y < l.rows; y++)
                for (int x = 0; x < l.cols; x++) {
                    int cell = layout_cell_at(&l, flipped, y, x);
                    if (cell == CELL_NONE)
                        continue;
                    hits++;
                    Rect r;
                    layout_cell_rect(&l, flipped, cell, &r);
                    ck_assert(y >= r.y && y < r.y + r.height && x >= r.x && x < r.x + r.width);
                }
            ck_assert_int_eq(hits, CELL_COUNT * l.cell_width * l.cell_height);
        }
    Layout l;
    layout_compute(80, 24, &l);
    ck_assert_int_eq(layout_cell_at(&l, false, 1, 0), CELL_NONE);   /* rank label */
    ck_assert_int_eq(layout_cell_at(&l, false, 0, 5), CELL_NONE);   /* title */
    ck_assert_int_eq(layout_cell_at(&l, false, 11, 5), CELL_NONE);  /* file letters */
    ck_assert_int_eq(layout_cell_at(&l, false, 1, 17), cell_parse("Ba5"));
}
END_TEST

static Suite *layout_suite(void)
{
    Suite *s = suite_create("session_layout");
    TCase *tc = tcase_create("layout");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_loop_test(tc, sizes, 0, sizeof SIZES / sizeof *SIZES);
    tcase_add_test(tc, everything_inside);
    tcase_add_test(tc, too_small);
    tcase_add_test(tc, message_grows);
    tcase_add_test(tc, message_never_over_the_board);
    tcase_add_test(tc, status_extra_rows);
    tcase_add_test(tc, fitting_blocks);
    tcase_add_test(tc, cell_positions_white_view);
    tcase_add_test(tc, cell_positions_black_view);
    tcase_add_test(tc, cell_at_is_inverse);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(layout_suite)
