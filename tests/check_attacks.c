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
 * The attack tables: the slider lookups equal the attacks walked ray by
 * ray on the mailbox, for every cell and line class and many occupancies;
 * leaper and pawn tables from the direction tables.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/attacks.h"
#include "core/position.h"

/* Walked on the mailbox, one direction of class cls at a time. */
static CellSet walked(int cell, LineClass cls, CellSet occupied)
{
    CellSet attacks = cellset_empty();
    for (int d = 0; d < DIRECTION_COUNT; d++) {
        if (DIRECTION_CLASS[d] != cls)
            continue;
        for (int mb = MAILBOX_OF_CELL[cell] + DIRECTION_OFFSET[d]; CELL_OF_MAILBOX[mb] != CELL_NONE;
             mb += DIRECTION_OFFSET[d]) {
            attacks = cellset_with(attacks, CELL_OF_MAILBOX[mb]);
            if (cellset_has(occupied, CELL_OF_MAILBOX[mb]))
                break;
        }
    }
    return attacks;
}

START_TEST(slider_lookups_equal_ray_walks)
{
    Failures failures = { 0 };
    core_init();
    uint64_t state = 0x5EED + (uint64_t)_i;
    for (int trial = 0; trial < 400; trial++) {
        CellSet occupied = cellset_empty();
        int density = trial % 8 + 1;
        for (int cell = 0; cell < CELL_COUNT; cell++) {
            if (test_random(&state) % 10 < (uint64_t)density)
                occupied = cellset_with(occupied, cell);
        }
        for (int cls = 0; cls < LINE_CLASS_COUNT; cls++) {
            CellSet a = attacks_along(_i, (LineClass)cls, occupied), b = walked(_i, (LineClass)cls, occupied);
            failures_check(&failures, cellset_equal(a, b), "cell %d class %d trial %d: the lookup has %d cells, the walk %d",
                _i, cls, trial, cellset_count(a), cellset_count(b));
        }
    }
    assert_no_failures(&failures);
}
END_TEST

START_TEST(leaper_and_pawn_tables)
{
    core_init();
    /* A knight reaches 24 cells from the centre, 6 from a corner; a king 26
     * and 7. */
    ck_assert_int_eq(cellset_count(KNIGHT_ATTACKS[62]), 24);
    ck_assert_int_eq(cellset_count(KNIGHT_ATTACKS[0]), 6);
    ck_assert_int_eq(cellset_count(KING_ATTACKS[62]), 26);
    ck_assert_int_eq(cellset_count(KING_ATTACKS[124]), 7);
    /* A white pawn on Cc3 takes on Cb4, Cd4, Db3, Dd3 and Dc4 (raumschach(5)). */
    CellSet expected = cellset_empty();
    static const char *const PAWN_TARGETS[] = { "Cb4", "Cd4", "Db3", "Dd3", "Dc4" };
    for (int i = 0; i < 5; i++)
        expected = cellset_with(expected, cell_parse(PAWN_TARGETS[i]));
    ck_assert(cellset_equal(PAWN_ATTACKS[WHITE][cell_parse("Cc3")], expected));
    /* The two pawn steps of a set: forward (rank) and upward (level). */
    ck_assert_int_eq(PAWN_PUSH_STEPS[WHITE][0].delta + PAWN_PUSH_STEPS[WHITE][1].delta, 5 + 25);
    ck_assert_int_eq(PAWN_PUSH_STEPS[BLACK][0].delta + PAWN_PUSH_STEPS[BLACK][1].delta, -5 - 25);
    CellSet between = cellset_with(cellset_with(cellset_bit(cell_parse("Bb2")), cell_parse("Cc3")), cell_parse("Dd4"));
    ck_assert(cellset_equal(cells_between(cell_parse("Aa1"), cell_parse("Ee5")), between));
}
END_TEST

static Suite *attacks_suite(void)
{
    Suite *s = suite_create("attacks");
    TCase *tc = tcase_create("tables");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_loop_test(tc, slider_lookups_equal_ray_walks, 0, CELL_COUNT);
    tcase_add_test(tc, leaper_and_pawn_tables);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(attacks_suite)
