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
 * Clock arithmetic: running down, increments, the flag, stopping, the text
 * shown and when it next changes.
 */
#include <config.h>

#include "check_helpers.h"
#include "session/clock.h"

#include <string.h>

static void assert_text(int64_t ms, const char *expected)
{
    char buf[CLOCK_TEXT_SIZE];
    clock_format(ms, buf);
    ck_assert_msg(strcmp(buf, expected) == 0, "%lld ms: got %s, expected %s", (long long)ms,
        buf, expected);
}

START_TEST(format)
{
    assert_text(300000, "5:00");
    assert_text(299999, "4:59");
    assert_text(5400000, "1:30:00");
    assert_text(3600000, "1:00:00");
    assert_text(3599999, "59:59");
    assert_text(10000, "0:10");
    assert_text(9999, "0:09.9");
    assert_text(1050, "0:01.0");
    assert_text(99, "0:00.0");
    assert_text(0, "0:00.0");
    assert_text(-5, "0:00.0");
}
END_TEST

START_TEST(running_and_increment)
{
    TimeControl tc = { false, 300, 3 };
    Clock c;
    clock_init(&c, &tc);
    clock_start(&c, WHITE, 1000);
    ck_assert_int_eq(clock_remaining(&c, WHITE, 1000), 300000);
    ck_assert_int_eq(clock_remaining(&c, WHITE, 11000), 290000);
    ck_assert_int_eq(clock_remaining(&c, BLACK, 11000), 300000);
    clock_press(&c, 11000);
    ck_assert_int_eq(c.side, BLACK);
    ck_assert_int_eq(clock_remaining(&c, WHITE, 20000), 293000);
    ck_assert_int_eq(clock_remaining(&c, BLACK, 20000), 291000);
    clock_stop(&c, 21000);
    ck_assert_int_eq(clock_remaining(&c, BLACK, 99000), 290000);
    ck_assert(!c.running);
}
END_TEST

START_TEST(flag)
{
    TimeControl tc = { false, 2, 5 };
    Clock c;
    clock_init(&c, &tc);
    clock_start(&c, WHITE, 0);
    ck_assert(!clock_flag_fallen(&c, 1999));
    ck_assert(clock_flag_fallen(&c, 2000));
    ck_assert_int_eq(clock_remaining(&c, WHITE, 5000), 0);
    /* No increment for a player whose flag has fallen. */
    clock_press(&c, 2500);
    ck_assert_int_eq(clock_remaining(&c, WHITE, 2500), 0);
}
END_TEST

START_TEST(unlimited)
{
    TimeControl tc = { true, 0, 0 };
    Clock c;
    clock_init(&c, &tc);
    clock_start(&c, WHITE, 0);
    ck_assert(!clock_flag_fallen(&c, 1000000));
    ck_assert_int_eq(clock_next_change(&c, 5), -1);
    clock_press(&c, 100);
    ck_assert_int_eq(c.side, BLACK);
    ck_assert(!clock_flag_fallen(&c, 1000000));
}
END_TEST

START_TEST(next_change)
{
    TimeControl tc = { false, 60, 0 };
    Clock c;
    clock_init(&c, &tc);
    ck_assert_int_eq(clock_next_change(&c, 0), -1);
    clock_start(&c, WHITE, 0);
    ck_assert_int_eq(clock_next_change(&c, 0), 1);       /* 60000 -> 59999: 1:00 -> 0:59 */
    ck_assert_int_eq(clock_next_change(&c, 1), 1000);    /* 59999 -> 58999 */
    ck_assert_int_eq(clock_next_change(&c, 50550), 51);  /* 9450 -> 9399: tenths */
    ck_assert_int_eq(clock_next_change(&c, 49600), 401); /* 10400 -> 9999 */
    ck_assert_int_eq(clock_next_change(&c, 59950), 51);
    ck_assert_int_eq(clock_next_change(&c, 60000), 0);
}
END_TEST

static Suite *clock_suite(void)
{
    Suite *s = suite_create("session_clock");
    TCase *tc = tcase_create("clock");
    tcase_add_test(tc, format);
    tcase_add_test(tc, running_and_increment);
    tcase_add_test(tc, flag);
    tcase_add_test(tc, unlimited);
    tcase_add_test(tc, next_change);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(clock_suite)
