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
 * The transposition table: what is stored is found again, a missing move
 * keeps the one stored, full buckets replace old and shallow entries
 * first, and clearing forgets.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/transposition.h"

START_TEST(store_and_probe)
{
    TranspositionTable tt;
    TTEntry e;
    tt_init(&tt, 1);
    ck_assert_int_eq(tt_hashfull(&tt), 0);
    ck_assert(!tt_probe(&tt, 0x123456789ABCDEFull, &e));
    tt_store(&tt, 0x123456789ABCDEFull, move_make(10, 20, NO_TYPE, false), -150, 42, 7, BOUND_LOWER);
    ck_assert(tt_probe(&tt, 0x123456789ABCDEFull, &e));
    ck_assert_uint_eq(e.move, move_make(10, 20, NO_TYPE, false));
    ck_assert_int_eq(e.score, -150);
    ck_assert_int_eq(e.eval, 42);
    ck_assert_int_eq(e.depth, 7);
    ck_assert_int_eq(tt_bound(&e), BOUND_LOWER);
    /* Stored again without a move: the move stays. */
    tt_store(&tt, 0x123456789ABCDEFull, MOVE_NONE, 30, 42, 8, BOUND_EXACT);
    ck_assert(tt_probe(&tt, 0x123456789ABCDEFull, &e));
    ck_assert_uint_eq(e.move, move_make(10, 20, NO_TYPE, false));
    ck_assert_int_eq(e.score, 30);
    ck_assert_int_eq(tt_bound(&e), BOUND_EXACT);
    /* Another position with the same low 32 bits but another bucket. */
    ck_assert(!tt_probe(&tt, 0x923456789ABCDEFull ^ 0x8000000000000000ull, &e));
    ck_assert_int_gt(tt_hashfull(&tt) + 1, 0);
    tt_clear(&tt);
    ck_assert(!tt_probe(&tt, 0x123456789ABCDEFull, &e));
    tt_free(&tt);
}
END_TEST

/* One bucket, filled: a fifth position replaces the shallowest entry of an
 * older search before a deep one of the current search. */
START_TEST(replacement)
{
    TranspositionTable tt;
    TTEntry e;
    tt_init(&tt, 0); /* a single bucket */
    ck_assert_uint_eq(tt.bucket_count, 1);
    for (uint64_t i = 1; i <= TT_BUCKET_SIZE; i++)
        tt_store(&tt, i, MOVE_NONE, 0, 0, (int)(10 + i), BOUND_EXACT);
    tt_new_search(&tt);
    tt_store(&tt, 1, MOVE_NONE, 0, 0, 30, BOUND_EXACT); /* refreshed: current search */
    tt_store(&tt, 99, MOVE_NONE, 0, 0, 1, BOUND_UPPER);
    ck_assert(tt_probe(&tt, 99, &e));
    ck_assert(tt_probe(&tt, 1, &e));
    ck_assert(!tt_probe(&tt, 2, &e)); /* the shallowest of the old search */
    ck_assert(tt_probe(&tt, 3, &e));
    ck_assert(tt_probe(&tt, 4, &e));
    tt_free(&tt);
}
END_TEST

static Suite *transposition_suite(void)
{
    Suite *s = suite_create("transposition");
    TCase *tc = tcase_create("table");
    tcase_add_test(tc, store_and_probe);
    tcase_add_test(tc, replacement);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(transposition_suite)
