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
 * Cursor movement in White's and Black's view: within a board, across the
 * boards, by level, and staying put at the edges of the cube.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/geometry.h"
#include "session/cursor.h"

#include <string.h>

static void assert_step(const char *from, CursorStep step, bool flipped, const char *to)
{
    char name[4];
    cell_name(cursor_step(cell_parse(from), step, flipped), name);
    ck_assert_msg(strcmp(name, to) == 0, "%s step %d%s: got %s, expected %s", from, step,
        flipped ? " (Black's view)" : "", name, to);
}

START_TEST(white_view)
{
    assert_step("Cc3", STEP_LEFT, false, "Cb3");
    assert_step("Cc3", STEP_RIGHT, false, "Cd3");
    assert_step("Cc3", STEP_UP, false, "Cc4");
    assert_step("Cc3", STEP_DOWN, false, "Cc2");
    assert_step("Ce3", STEP_RIGHT, false, "Da3");
    assert_step("Ca3", STEP_LEFT, false, "Be3");
    assert_step("Cc3", STEP_LEVEL_UP, false, "Dc3");
    assert_step("Cc3", STEP_LEVEL_DOWN, false, "Bc3");
    assert_step("Cc3", STEP_PANEL_RIGHT, false, "Dc3");
    assert_step("Cc3", STEP_PANEL_LEFT, false, "Bc3");
}
END_TEST

START_TEST(black_view)
{
    assert_step("Cc3", STEP_LEFT, true, "Cb3");
    assert_step("Cc3", STEP_RIGHT, true, "Cd3");
    assert_step("Cc3", STEP_UP, true, "Cc2");
    assert_step("Cc3", STEP_DOWN, true, "Cc4");
    assert_step("Ce3", STEP_RIGHT, true, "Ba3");
    assert_step("Ca3", STEP_LEFT, true, "De3");
    assert_step("Cc3", STEP_LEVEL_UP, true, "Dc3");
    assert_step("Cc3", STEP_LEVEL_DOWN, true, "Bc3");
    assert_step("Cc3", STEP_PANEL_RIGHT, true, "Bc3");
    assert_step("Cc3", STEP_PANEL_LEFT, true, "Dc3");
}
END_TEST

START_TEST(edges)
{
    assert_step("Aa1", STEP_LEFT, false, "Aa1");
    assert_step("Aa1", STEP_DOWN, false, "Aa1");
    assert_step("Aa1", STEP_LEVEL_DOWN, false, "Aa1");
    assert_step("Aa1", STEP_PANEL_LEFT, false, "Aa1");
    assert_step("Ee5", STEP_RIGHT, false, "Ee5");
    assert_step("Ee5", STEP_UP, false, "Ee5");
    assert_step("Ee5", STEP_LEVEL_UP, false, "Ee5");
    assert_step("Ee5", STEP_PANEL_RIGHT, false, "Ee5");
    assert_step("Ea1", STEP_LEFT, true, "Ea1");
    assert_step("Ee1", STEP_UP, true, "Ee1");
    assert_step("Ae5", STEP_RIGHT, true, "Ae5");
    assert_step("Ae5", STEP_DOWN, true, "Ae5");
}
END_TEST

/* Twenty-four steps right from the leftmost column reach the rightmost,
 * passing every level in screen order. */
START_TEST(across_all_boards)
{
    for (int flipped = 0; flipped < 2; flipped++) {
        int cell = cell_make(view_level_of_slot(0, flipped), 0, 2);
        for (int i = 0; i < 24; i++) {
            int next = cursor_step(cell, STEP_RIGHT, flipped);
            ck_assert_int_ne(next, cell);
            cell = next;
            ck_assert_int_eq(view_slot_of_level(cell_level(cell), flipped), (i + 1) / 5);
            ck_assert_int_eq(cell_file(cell), (i + 1) % 5);
        }
        ck_assert_int_eq(cursor_step(cell, STEP_RIGHT, flipped), cell);
    }
}
END_TEST

START_TEST(views)
{
    for (int i = 0; i < 5; i++) {
        ck_assert_int_eq(view_slot_of_level(i, false), i);
        ck_assert_int_eq(view_slot_of_level(i, true), 4 - i);
        ck_assert_int_eq(view_row_of_rank(i, false), 4 - i);
        ck_assert_int_eq(view_row_of_rank(i, true), i);
        for (int flipped = 0; flipped < 2; flipped++) {
            ck_assert_int_eq(view_level_of_slot(view_slot_of_level(i, flipped), flipped), i);
            ck_assert_int_eq(view_rank_of_row(view_row_of_rank(i, flipped), flipped), i);
        }
    }
}
END_TEST

static Suite *cursor_suite(void)
{
    Suite *s = suite_create("session_cursor");
    TCase *tc = tcase_create("cursor");
    tcase_add_test(tc, white_view);
    tcase_add_test(tc, black_view);
    tcase_add_test(tc, edges);
    tcase_add_test(tc, across_all_boards);
    tcase_add_test(tc, views);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(cursor_suite)
