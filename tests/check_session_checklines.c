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
 * The marks of a check: the king, its checkers and the lines between,
 * across levels, for single, double and discovered checks.
 */
#include <config.h>

#include "check_helpers.h"
#include "session/checklines.h"

static CellSet cells(const char *const names[], int count)
{
    CellSet s = cellset_empty();
    for (int i = 0; i < count; i++) {
        int cell = cell_parse(names[i]);
        ck_assert_int_ne(cell, CELL_NONE);
        s = cellset_with(s, cell);
    }
    return s;
}

START_TEST(no_check)
{
    Position pos;
    position_start(&pos);
    CheckLines c;
    check_lines_of(&pos, &c);
    ck_assert_int_eq(c.king, CELL_NONE);
    ck_assert(cellset_is_empty(c.checkers));
    ck_assert(cellset_is_empty(c.line));
}
END_TEST

/* 1. Bc2-Bc3 Dc4-Cc4 2. Bc1xEc4: the queen beside the king, no line. */
START_TEST(queen_beside_the_king)
{
    Position pos;
    position_start(&pos);
    test_play(&pos, "Bc2", "Bc3");
    test_play(&pos, "Dc4", "Cc4");
    test_play(&pos, "Bc1", "Ec4");
    CheckLines c;
    check_lines_of(&pos, &c);
    ck_assert_int_eq(c.king, cell_parse("Ec5"));
    ck_assert(cellset_equal(c.checkers, cells((const char *[]) { "Ec4" }, 1)));
    ck_assert(cellset_is_empty(c.line));
}
END_TEST

/* A queen on Aa1 checks the king on Ee5 along the unicorn's line through
 * the middle of the cube. */
START_TEST(unicorn_line_through_the_cube)
{
    Position pos;
    load(&pos, "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/Q3K b 0 1");
    CheckLines c;
    check_lines_of(&pos, &c);
    ck_assert_int_eq(c.king, cell_parse("Ee5"));
    ck_assert(cellset_equal(c.checkers, cells((const char *[]) { "Aa1" }, 1)));
    ck_assert(cellset_equal(c.line, cells((const char *[]) { "Bb2", "Cc3", "Dd4" }, 3)));
}
END_TEST

START_TEST(bishop_across_two_levels)
{
    Position pos;
    load(&pos, "5/5/5/5/5|5/5/5/5/5|5/5/2k2/5/5|5/5/5/5/5|5/5/5/5/2B1K b 0 1");
    CheckLines c;
    check_lines_of(&pos, &c);
    ck_assert_int_eq(c.king, cell_parse("Cc3"));
    ck_assert(cellset_equal(c.checkers, cells((const char *[]) { "Ac1" }, 1)));
    ck_assert(cellset_equal(c.line, cells((const char *[]) { "Bc2" }, 1)));
}
END_TEST

/* A knight and a rook: two checkers, one line (the rook's). */
START_TEST(double_check)
{
    Position pos;
    load(&pos, "5/5/5/5/5|5/5/5/5/5|5/5/2k2/N4/5|5/5/5/5/5|5/5/2R2/5/4K b 0 1");
    CheckLines c;
    check_lines_of(&pos, &c);
    ck_assert_int_eq(c.king, cell_parse("Cc3"));
    ck_assert(cellset_equal(c.checkers, cells((const char *[]) { "Ca2", "Ac3" }, 2)));
    ck_assert(cellset_equal(c.line, cells((const char *[]) { "Bc3" }, 1)));
}
END_TEST

START_TEST(pawn_check_has_no_line)
{
    Position pos;
    load(&pos, "5/5/5/5/5|5/5/5/5/5|5/5/2k2/1P3/5|5/5/5/5/5|5/5/5/5/4K b 0 1");
    CheckLines c;
    check_lines_of(&pos, &c);
    ck_assert_int_eq(c.king, cell_parse("Cc3"));
    ck_assert(cellset_equal(c.checkers, cells((const char *[]) { "Cb2" }, 1)));
    ck_assert(cellset_is_empty(c.line));
}
END_TEST

/* The knight on Cc3 steps aside: the rook on Ac3 checks through three
 * levels, the cell the knight left among them. */
START_TEST(discovered_check)
{
    Position pos;
    load(&pos, "5/5/2k2/5/5|5/5/5/5/5|5/5/2N2/5/5|5/5/5/5/5|5/5/2R2/5/4K w 0 1");
    CheckLines c;
    check_lines_of(&pos, &c);
    ck_assert_int_eq(c.king, CELL_NONE);
    test_play(&pos, "Cc3", "Ca2");
    check_lines_of(&pos, &c);
    ck_assert_int_eq(c.king, cell_parse("Ec3"));
    ck_assert(cellset_equal(c.checkers, cells((const char *[]) { "Ac3" }, 1)));
    ck_assert(cellset_equal(c.line, cells((const char *[]) { "Bc3", "Cc3", "Dc3" }, 3)));
}
END_TEST

static Suite *check_lines_suite(void)
{
    Suite *s = suite_create("session_checklines");
    TCase *tc = tcase_create("checklines");
    tcase_add_test(tc, no_check);
    tcase_add_test(tc, queen_beside_the_king);
    tcase_add_test(tc, unicorn_line_through_the_cube);
    tcase_add_test(tc, bishop_across_two_levels);
    tcase_add_test(tc, double_check);
    tcase_add_test(tc, pawn_check_has_no_line);
    tcase_add_test(tc, discovered_check);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(check_lines_suite)
