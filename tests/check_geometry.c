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
 * The geometry tables: counts of directions and leaps by class, mailbox
 * round trips, cell names and colours.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/geometry.h"
#include "core/position.h"

#include <stdlib.h>
#include <string.h>

START_TEST(directions_by_class)
{
    int count[LINE_CLASS_COUNT] = { 0 };
    core_init();
    for (int d = 0; d < DIRECTION_COUNT; d++) {
        int nonzero = 0;
        for (int i = 0; i < 3; i++) {
            ck_assert_int_le(abs(DIRECTION_VECTOR[d][i]), 1);
            nonzero += DIRECTION_VECTOR[d][i] != 0;
        }
        ck_assert_int_eq(nonzero - 1, DIRECTION_CLASS[d]);
        count[DIRECTION_CLASS[d]]++;
        for (int e = 0; e < d; e++)
            ck_assert_int_ne(DIRECTION_OFFSET[d], DIRECTION_OFFSET[e]);
    }
    ck_assert_int_eq(count[LINE_ROOK], 6);
    ck_assert_int_eq(count[LINE_BISHOP], 12);
    ck_assert_int_eq(count[LINE_UNICORN], 8);
    ck_assert_int_eq(DIRECTION_CLASS[DIRECTION_ROOK_FIRST], LINE_ROOK);
    ck_assert_int_eq(DIRECTION_CLASS[DIRECTION_BISHOP_FIRST], LINE_BISHOP);
    ck_assert_int_eq(DIRECTION_CLASS[DIRECTION_UNICORN_FIRST], LINE_UNICORN);
}
END_TEST

/* From the centre a knight reaches 24 cells; from a corner only 6:
 * (2,1,0) in the three positive orders, each with a positive sign pair. */
START_TEST(knight_leaps_from_centre_and_corner)
{
    core_init();
    int centre = MAILBOX_OF_CELL[cell_make(2, 2, 2)];
    int corner = MAILBOX_OF_CELL[cell_make(0, 0, 0)];
    int on_board_centre = 0, on_board_corner = 0;
    for (int i = 0; i < KNIGHT_LEAP_COUNT; i++) {
        on_board_centre += CELL_OF_MAILBOX[centre + KNIGHT_OFFSET[i]] != CELL_NONE;
        on_board_corner += CELL_OF_MAILBOX[corner + KNIGHT_OFFSET[i]] != CELL_NONE;
    }
    ck_assert_int_eq(on_board_centre, 24);
    ck_assert_int_eq(on_board_corner, 6);
}
END_TEST

START_TEST(mailbox_round_trip)
{
    core_init();
    int real = 0;
    for (int mb = 0; mb < MAILBOX_SIZE; mb++)
        if (CELL_OF_MAILBOX[mb] != CELL_NONE) {
            real++;
            ck_assert_int_eq(MAILBOX_OF_CELL[CELL_OF_MAILBOX[mb]], mb);
        }
    ck_assert_int_eq(real, CELL_COUNT);
}
END_TEST

START_TEST(cell_names)
{
    char name[4];
    cell_name(0, name);
    ck_assert_str_eq(name, "Aa1");
    cell_name(124, name);
    ck_assert_str_eq(name, "Ee5");
    cell_name(cell_make(1, 2, 1), name);
    ck_assert_str_eq(name, "Bc2");
    ck_assert_int_eq(cell_parse("Bc2"), cell_make(1, 2, 1));
    ck_assert_int_eq(cell_parse("dd4"), cell_make(3, 3, 3));
    ck_assert_int_eq(cell_parse("Fa1"), CELL_NONE);
    ck_assert_int_eq(cell_parse("Af1"), CELL_NONE);
    ck_assert_int_eq(cell_parse("Aa6"), CELL_NONE);
    ck_assert_int_eq(cell_parse("Aa0"), CELL_NONE);
    for (int cell = 0; cell < CELL_COUNT; cell++) {
        cell_name(cell, name);
        ck_assert_int_eq(cell_parse(name), cell);
    }
}
END_TEST

START_TEST(cell_colours)
{
    ck_assert(cell_is_dark(cell_parse("Aa1")));
    ck_assert(!cell_is_dark(cell_parse("Ba1")));
    ck_assert(!cell_is_dark(cell_parse("Ab1")));
    ck_assert(cell_is_dark(cell_parse("Bb1")));
    ck_assert(cell_is_dark(cell_parse("Ee5")));
}
END_TEST

/* DIRECTION_BETWEEN: Aa1 sees Ee5 along a unicorn line, Ac3 along no line. */
START_TEST(lines_between_cells)
{
    core_init();
    int a = cell_parse("Aa1");
    int d = DIRECTION_BETWEEN[a][cell_parse("Ee5")];
    ck_assert_int_ge(d, 0);
    ck_assert_int_eq(DIRECTION_CLASS[d], LINE_UNICORN);
    d = DIRECTION_BETWEEN[a][cell_parse("Ca3")];
    ck_assert_int_eq(DIRECTION_CLASS[d], LINE_BISHOP);
    d = DIRECTION_BETWEEN[a][cell_parse("Aa5")];
    ck_assert_int_eq(DIRECTION_CLASS[d], LINE_ROOK);
    ck_assert_int_eq(DIRECTION_BETWEEN[a][cell_parse("Ac2")], -1);
    ck_assert_int_eq(DIRECTION_BETWEEN[a][a], -1);
}
END_TEST

static Suite *geometry_suite(void)
{
    Suite *s = suite_create("geometry");
    TCase *tc = tcase_create("tables");
    tcase_add_test(tc, directions_by_class);
    tcase_add_test(tc, knight_leaps_from_centre_and_corner);
    tcase_add_test(tc, mailbox_round_trip);
    tcase_add_test(tc, cell_names);
    tcase_add_test(tc, cell_colours);
    tcase_add_test(tc, lines_between_cells);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(geometry_suite)
