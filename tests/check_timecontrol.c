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
 * Time controls: the named ones of raumschach(6), custom ones, the tag
 * form, and bad input.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/timecontrol.h"

#include <string.h>

static void assert_parses(const char *text, bool unlimited, int base, int increment, const char *tag)
{
    TimeControl tc;
    Error err;
    char buf[TIME_CONTROL_TEXT_SIZE];
    ck_assert_msg(time_control_parse(text, &tc, &err), "'%s' refused: %s", text, err.message);
    ck_assert_int_eq(tc.unlimited, unlimited);
    if (!unlimited) {
        ck_assert_int_eq(tc.base_seconds, base);
        ck_assert_int_eq(tc.increment_seconds, increment);
    }
    time_control_format(&tc, buf);
    ck_assert_str_eq(buf, tag);
}

START_TEST(named_and_custom)
{
    assert_parses("-", true, 0, 0, "-");
    assert_parses("friendly", true, 0, 0, "-");
    assert_parses("blitz", false, 300, 3, "300+3");
    assert_parses("Rapid", false, 900, 10, "900+10");
    assert_parses("CLASSICAL", false, 5400, 30, "5400+30");
    assert_parses("600+5", false, 600, 5, "600+5");
    assert_parses("180", false, 180, 0, "180+0");
}
END_TEST

START_TEST(names_of_controls)
{
    TimeControl tc = { false, 300, 3 };
    ck_assert_str_eq(time_control_name(&tc), "Blitz");
    tc.increment_seconds = 2;
    ck_assert_ptr_null(time_control_name(&tc));
    tc.unlimited = true;
    ck_assert_str_eq(time_control_name(&tc), "Friendly");
    tc = (TimeControl){ false, 5400, 30 };
    ck_assert_str_eq(time_control_name(&tc), "Classical");
}
END_TEST

START_TEST(bad_time_controls)
{
    static const char *const bad[] = { "", "+", "0+5", "5+", "+5", "10-5", "abc", "99999999+1", "300+3x", "-5" };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        TimeControl tc;
        Error err;
        ck_assert_msg(!time_control_parse(bad[i], &tc, &err), "'%s' accepted", bad[i]);
        ck_assert_msg(strstr(err.message, "is not a time control") != NULL, "%s", err.message);
    }
}
END_TEST

static Suite *timecontrol_suite(void)
{
    Suite *s = suite_create("timecontrol");
    TCase *tc = tcase_create("timecontrol");
    tcase_add_test(tc, named_and_custom);
    tcase_add_test(tc, names_of_controls);
    tcase_add_test(tc, bad_time_controls);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(timecontrol_suite)
