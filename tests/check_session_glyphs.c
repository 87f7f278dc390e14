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
 * Glyph sets and the choice between figurines and letters.
 */
#include <config.h>

#include "check_helpers.h"
#include "session/glyphprobe.h"
#include "session/glyphs.h"

START_TEST(sets)
{
    Glyphs g;
    glyphs_make(&g, true, true);
    ck_assert_str_eq(glyphs_piece(&g, piece_make(WHITE, KING)), "\u2654");
    ck_assert_str_eq(glyphs_piece(&g, piece_make(BLACK, UNICORN)), "\U0001FA28");
    ck_assert_str_eq(glyphs_piece(&g, PIECE_EMPTY), " ");
    ck_assert_str_eq(g.destination, "\u2022");
    glyphs_make(&g, true, false);
    ck_assert_str_eq(glyphs_piece(&g, piece_make(WHITE, UNICORN)), "U");
    ck_assert_str_eq(glyphs_piece(&g, piece_make(BLACK, KNIGHT)), "n");
    ck_assert_str_eq(g.capture, "\u00D7");
    /* No figurines and no Unicode marks outside a UTF-8 locale. */
    glyphs_make(&g, false, true);
    ck_assert(!g.figurines);
    ck_assert_str_eq(glyphs_piece(&g, piece_make(BLACK, QUEEN)), "q");
    ck_assert_str_eq(g.destination, "*");
    ck_assert_str_eq(g.times, "x");
}
END_TEST

START_TEST(choice)
{
    GlyphChoice c;
    ck_assert(glyphs_parse_choice("figurine", &c) && c == GLYPHS_FIGURINE);
    ck_assert(glyphs_parse_choice("letters", &c) && c == GLYPHS_LETTERS);
    ck_assert(glyphs_parse_choice("auto", &c) && c == GLYPHS_AUTO);
    ck_assert(!glyphs_parse_choice("Figurine", &c));
    ck_assert(!glyphs_parse_choice("", &c));

    /* choice, utf8, terminal king, terminal unicorn, library king, library unicorn */
    ck_assert(glyphs_choose_figurines(GLYPHS_AUTO, true, 1, 1, 1, 1));
    ck_assert(!glyphs_choose_figurines(GLYPHS_AUTO, true, 1, 2, 1, 1));
    ck_assert(!glyphs_choose_figurines(GLYPHS_AUTO, true, 2, 2, 1, 1));
    ck_assert(!glyphs_choose_figurines(GLYPHS_AUTO, true, 1, 1, 1, 2));
    ck_assert(glyphs_choose_figurines(GLYPHS_AUTO, true, -1, -1, 1, 1));
    ck_assert(!glyphs_choose_figurines(GLYPHS_AUTO, true, -1, -1, 1, -1));
    ck_assert(!glyphs_choose_figurines(GLYPHS_AUTO, false, 1, 1, 1, 1));
    ck_assert(glyphs_choose_figurines(GLYPHS_FIGURINE, true, 2, 2, 2, 2));
    ck_assert(!glyphs_choose_figurines(GLYPHS_FIGURINE, false, 1, 1, 1, 1));
    ck_assert(!glyphs_choose_figurines(GLYPHS_LETTERS, true, 1, 1, 1, 1));
}
END_TEST

/* The terminal's answers to the cursor position requests. */
START_TEST(probe_answers)
{
    int columns[2] = { 0, 0 };
    ck_assert_int_eq(glyph_probe_parse("\033[12;2R\033[12;3R", 2, columns), 2);
    ck_assert_int_eq(columns[0], 2);
    ck_assert_int_eq(columns[1], 3);
    /* Typed keys around the answers are skipped. */
    ck_assert_int_eq(glyph_probe_parse("x\033[A\033[1;2Rq\033[40;12R", 2, columns), 2);
    ck_assert_int_eq(columns[0], 2);
    ck_assert_int_eq(columns[1], 12);
    ck_assert_int_eq(glyph_probe_parse("\033[5;2R\033[5;", 2, columns), 1);
    ck_assert_int_eq(glyph_probe_parse("\033[;2R\033[5;R\033[0;1R", 2, columns), 0);
    ck_assert_int_eq(glyph_probe_parse("", 2, columns), 0);
}
END_TEST

static Suite *glyphs_suite(void)
{
    Suite *s = suite_create("session_glyphs");
    TCase *tc = tcase_create("glyphs");
    tcase_add_test(tc, sets);
    tcase_add_test(tc, choice);
    tcase_add_test(tc, probe_answers);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(glyphs_suite)
