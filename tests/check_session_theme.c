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

#include <math.h>
#include <stdio.h>

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
    static const char *const NAMES[THEME_COUNT] = {
        [THEME_AUTO] = "auto", [THEME_CLASSIC] = "classic", [THEME_BLUE] = "blue", [THEME_MONO] = "mono",
    };
    for (int i = 0; i < THEME_COUNT; i++) {
        ck_assert(theme_parse(NAMES[i], &t));
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

static const char *const THEME_LABELS[THEME_COUNT] = {
    [THEME_CLASSIC] = "classic", [THEME_BLUE] = "blue",
};

static const char *const BACKGROUND_NAMES[BACKGROUND_COUNT] = {
    "light", "dark", "last move (light)", "last move (dark)", "selection", "capture",
    "check", "cursor",
};

/* Every piece on every background of every colour palette: at least
 * 4.5:1 (WCAG's figure for text), from xterm's RGB values.  The marks
 * (cursor brackets, destination dots) are not text: 3:1.  The table goes
 * to the log as TAP comments. */
START_TEST(contrast)
{
    static const Theme THEMES[] = { THEME_CLASSIC, THEME_BLUE };
    static const PaletteDepth DEPTHS[] = { PALETTE_256, PALETTE_8 };
    double lowest_piece = 21, lowest_mark = 21;
    for (size_t t = 0; t < sizeof THEMES / sizeof *THEMES; t++)
        for (size_t d = 0; d < sizeof DEPTHS / sizeof *DEPTHS; d++) {
            const ThemeColours *p = theme_colours(THEMES[t], DEPTHS[d]);
            ck_assert_ptr_nonnull(p);
            for (int b = 0; b < BACKGROUND_COUNT; b++) {
                double white = theme_contrast(p->ink[b][INK_WHITE_PIECE], p->background[b]);
                double black = theme_contrast(p->ink[b][INK_BLACK_PIECE], p->background[b]);
                double mark = theme_contrast(p->ink[b][INK_MARK], p->background[b]);
                printf("# %-7s %3s colours, %-17s white %5.2f  black %5.2f  marks %5.2f\n",
                    THEME_LABELS[THEMES[t]], DEPTHS[d] == PALETTE_256 ? "256" : "8",
                    BACKGROUND_NAMES[b], white, black, mark);
                ck_assert_msg(white >= 4.5 && black >= 4.5,
                    "%s, %s: White's pieces %.2f, Black's %.2f (4.5 at least)",
                    THEME_LABELS[THEMES[t]], BACKGROUND_NAMES[b], white, black);
                ck_assert_msg(mark >= 3, "%s, %s: marks %.2f (3 at least)", THEME_LABELS[THEMES[t]],
                    BACKGROUND_NAMES[b], mark);
                lowest_piece = fmin(lowest_piece, fmin(white, black));
                lowest_mark = fmin(lowest_mark, mark);
            }
        }
    printf("# lowest: pieces %.2f, marks %.2f\n", lowest_piece, lowest_mark);
    fflush(stdout);
}
END_TEST

/* The ratio itself, on xterm's colours: black on white is 21, a colour
 * on itself 1, and the old white pieces on the classic light cell (231 on
 * 180) about 2. */
START_TEST(contrast_ratio)
{
    ck_assert_double_eq_tol(theme_contrast(16, 231), 21.0, 0.001);
    ck_assert_double_eq_tol(theme_contrast(231, 16), 21.0, 0.001);
    ck_assert_double_eq_tol(theme_contrast(180, 180), 1.0, 0.0001);
    ck_assert_double_eq_tol(theme_contrast(231, 180), 2.02, 0.01);
    unsigned char rgb[3];
    theme_xterm_rgb(180, rgb);
    ck_assert_int_eq(rgb[0], 215);
    ck_assert_int_eq(rgb[1], 175);
    ck_assert_int_eq(rgb[2], 135);
    theme_xterm_rgb(244, rgb);
    ck_assert_int_eq(rgb[0], 128);
    theme_xterm_rgb(12, rgb);
    ck_assert_int_eq(rgb[2], 255);
    /* The mono theme and PALETTE_NONE have no palette. */
    ck_assert_ptr_null(theme_colours(THEME_MONO, PALETTE_256));
    ck_assert_ptr_null(theme_colours(THEME_CLASSIC, PALETTE_NONE));
}
END_TEST

static Suite *theme_suite(void)
{
    Suite *s = suite_create("session_theme");
    TCase *tc = tcase_create("theme");
    tcase_add_test(tc, names);
    tcase_add_test(tc, no_color);
    tcase_add_test(tc, colour_count_fallback);
    tcase_add_test(tc, contrast);
    tcase_add_test(tc, contrast_ratio);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(theme_suite)
