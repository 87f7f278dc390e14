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
 * A lone piece on the empty cube: how many cells each type reaches from
 * the centre, a corner and a pawn's start, as the help's rules page says.
 */
#include <config.h>

#include "check_helpers.h"
#include "session/emptycube.h"

static int count(PieceType t, Colour c, const char *cell)
{
    return empty_cube_count(t, c, cell_parse(cell));
}

START_TEST(from_the_centre)
{
    ck_assert_int_eq(count(ROOK, WHITE, "Cc3"), 12);
    ck_assert_int_eq(count(BISHOP, WHITE, "Cc3"), 24);
    ck_assert_int_eq(count(UNICORN, WHITE, "Cc3"), 16);
    ck_assert_int_eq(count(QUEEN, WHITE, "Cc3"), 52);
    ck_assert_int_eq(count(KNIGHT, WHITE, "Cc3"), 24);
    ck_assert_int_eq(count(KING, WHITE, "Cc3"), 26);
}
END_TEST

START_TEST(from_a_corner)
{
    ck_assert_int_eq(count(ROOK, WHITE, "Aa1"), 12);
    ck_assert_int_eq(count(BISHOP, WHITE, "Aa1"), 12);
    ck_assert_int_eq(count(UNICORN, WHITE, "Aa1"), 4);
    ck_assert_int_eq(count(QUEEN, WHITE, "Aa1"), 28);
    ck_assert_int_eq(count(KNIGHT, WHITE, "Aa1"), 6);
    ck_assert_int_eq(count(KING, WHITE, "Aa1"), 7);
}
END_TEST

/* The rook reaches 12 cells from every cell. */
START_TEST(rook_everywhere)
{
    for (int cell = 0; cell < CELL_COUNT; cell++)
        ck_assert_int_eq(empty_cube_count(ROOK, BLACK, cell), 12);
}
END_TEST

START_TEST(pawns)
{
    CellSet white = empty_cube_destinations(PAWN, WHITE, cell_parse("Bc2"));
    ck_assert(cellset_equal(white, cellset_with(cellset_bit(cell_parse("Bc3")), cell_parse("Cc2"))));
    CellSet black = empty_cube_destinations(PAWN, BLACK, cell_parse("Dc4"));
    ck_assert(cellset_equal(black, cellset_with(cellset_bit(cell_parse("Dc3")), cell_parse("Cc4"))));
    /* On the last rank of the last level a pawn has promoted: no step. */
    ck_assert_int_eq(count(PAWN, WHITE, "Ec5"), 0);
    ck_assert_int_eq(count(PAWN, WHITE, "Ac5"), 1);
}
END_TEST

static Suite *empty_cube_suite(void)
{
    Suite *s = suite_create("session_emptycube");
    TCase *tc = tcase_create("emptycube");
    tcase_add_test(tc, from_the_centre);
    tcase_add_test(tc, from_a_corner);
    tcase_add_test(tc, rook_everywhere);
    tcase_add_test(tc, pawns);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(empty_cube_suite)
