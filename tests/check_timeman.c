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
 * Time management: the soft and hard limits that follow from a clock or a
 * fixed time per move (figures, not durations: nothing here waits).
 */
#include <config.h>

#include "check_helpers.h"
#include "core/timeman.h"

START_TEST(from_the_clock)
{
    TimeManager tm;
    /* A minute and 1 s increment: 60000/30 + 750, four times that. */
    timeman_start(&tm, true, 60000, 1000, 0);
    ck_assert_int_eq(tm.soft_ms, 2750);
    ck_assert_int_eq(tm.hard_ms, 11000);
    /* Little left: never more than half (soft) or three quarters (hard) of
     * what is left after the safety margin. */
    timeman_start(&tm, true, 1000, 0, 0);
    ck_assert_int_eq(tm.soft_ms, 33);
    ck_assert_int_eq(tm.hard_ms, 132);
    timeman_start(&tm, true, 2000, 30000, 0);
    ck_assert_int_eq(tm.soft_ms, (2000 - TIME_SAFETY_MS) / 2);
    ck_assert_int_eq(tm.hard_ms, (2000 - TIME_SAFETY_MS) * 3 / 4);
    /* Almost nothing: the minimum. */
    timeman_start(&tm, true, 10, 0, 0);
    ck_assert_int_eq(tm.soft_ms, TIME_MIN_MS);
    ck_assert_int_eq(tm.hard_ms, TIME_MIN_MS);
}
END_TEST

START_TEST(fixed_time_and_none)
{
    TimeManager tm;
    timeman_start(&tm, false, 0, 0, 500);
    ck_assert_int_eq(tm.hard_ms, 500);
    ck_assert_int_eq(tm.soft_ms, 500);
    timeman_start(&tm, false, 0, 0, 0);
    ck_assert_int_eq(tm.hard_ms, 0);
    ck_assert(!timeman_soft_expired(&tm));
    ck_assert(!timeman_hard_expired(&tm));
    ck_assert_int_ge(timeman_elapsed_ms(&tm), 0);
}
END_TEST

static Suite *timeman_suite(void)
{
    Suite *s = suite_create("timeman");
    TCase *tc = tcase_create("limits");
    tcase_add_test(tc, from_the_clock);
    tcase_add_test(tc, fixed_time_and_none);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(timeman_suite)
