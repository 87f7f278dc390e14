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
 * Colour themes: their names, NO_COLOR, and the fall back to fewer colours
 * or none on a terminal that has fewer.
 */
#include <config.h>

#include "check_helpers.h"
#include "session/theme.h"

START_TEST(names)
{
    Theme t = THEME_COUNT;
    ck_assert(theme_parse("classic", &t));
    ck_assert_int_eq(t, THEME_CLASSIC);
    ck_assert(theme_parse("Blue", &t));
    ck_assert_int_eq(t, THEME_BLUE);
    ck_assert(theme_parse("MONO", &t));
    ck_assert_int_eq(t, THEME_MONO);
    ck_assert(theme_parse("auto", &t));
    ck_assert_int_eq(t, THEME_AUTO);
    static const char *const bad[] = { "", "wood", "classic ", "monochrome", "no" };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        t = THEME_COUNT;
        ck_assert_msg(!theme_parse(bad[i], &t), "'%s' accepted", bad[i]);
        ck_assert_int_eq(t, THEME_COUNT);
    }
    for (int i = 0; i < THEME_COUNT; i++) {
        ck_assert(theme_parse(theme_name((Theme)i), &t));
        ck_assert_int_eq(t, i);
    }
}
END_TEST

START_TEST(no_color)
{
    /* NO_COLOR set and not empty, whatever its value: monochrome. */
    ck_assert_int_eq(theme_resolve(THEME_AUTO, NULL), THEME_CLASSIC);
    ck_assert_int_eq(theme_resolve(THEME_AUTO, ""), THEME_CLASSIC);
    ck_assert_int_eq(theme_resolve(THEME_AUTO, "1"), THEME_MONO);
    ck_assert_int_eq(theme_resolve(THEME_AUTO, "0"), THEME_MONO);
    /* A theme asked for by name wins over NO_COLOR. */
    ck_assert_int_eq(theme_resolve(THEME_BLUE, "1"), THEME_BLUE);
    ck_assert_int_eq(theme_resolve(THEME_CLASSIC, "yes"), THEME_CLASSIC);
    ck_assert_int_eq(theme_resolve(THEME_MONO, NULL), THEME_MONO);
}
END_TEST

START_TEST(colour_count_fallback)
{
    enum { NEEDED = 37 };
    ck_assert_int_eq(theme_depth(THEME_CLASSIC, true, 256, 65536, NEEDED), PALETTE_256);
    ck_assert_int_eq(theme_depth(THEME_BLUE, true, 16777216, 32767, NEEDED), PALETTE_256);
    ck_assert_int_eq(theme_depth(THEME_CLASSIC, true, 88, 256, NEEDED), PALETTE_8);
    ck_assert_int_eq(theme_depth(THEME_CLASSIC, true, 8, 64, NEEDED), PALETTE_8);
    ck_assert_int_eq(theme_depth(THEME_CLASSIC, true, 16, 37, NEEDED), PALETTE_8);
    /* Too few pairs for the palette, too few colours, or none. */
    ck_assert_int_eq(theme_depth(THEME_CLASSIC, true, 256, 36, NEEDED), PALETTE_NONE);
    ck_assert_int_eq(theme_depth(THEME_CLASSIC, true, 2, 64, NEEDED), PALETTE_NONE);
    ck_assert_int_eq(theme_depth(THEME_CLASSIC, false, 256, 65536, NEEDED), PALETTE_NONE);
    /* The mono theme draws no colours on any terminal. */
    ck_assert_int_eq(theme_depth(THEME_MONO, true, 256, 65536, NEEDED), PALETTE_NONE);
}
END_TEST

static Suite *theme_suite(void)
{
    Suite *s = suite_create("session_theme");
    TCase *tc = tcase_create("theme");
    tcase_add_test(tc, names);
    tcase_add_test(tc, no_color);
    tcase_add_test(tc, colour_count_fallback);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(theme_suite)
