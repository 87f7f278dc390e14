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
 * The material count: the pieces each side lost and the balance in the
 * engine's piece values, and how the status says them.
 */
#include <config.h>

#include "check_helpers.h"
#include "session/material.h"

START_TEST(start_is_even)
{
    Position pos;
    position_start(&pos);
    Material m;
    material_of(&pos, &m);
    ck_assert_int_eq(m.balance, 0);
    for (int t = 0; t < PIECE_TYPE_COUNT; t++)
        ck_assert_int_eq(m.lost[WHITE][t] + m.lost[BLACK][t], 0);
    Glyphs g;
    glyphs_make(&g, true, true);
    char text[MATERIAL_TEXT_SIZE];
    material_text(&m, &g, text, sizeof text);
    ck_assert_str_eq(text, "Material even.");
}
END_TEST

START_TEST(a_pawn_taken)
{
    Position pos;
    position_start(&pos);
    test_play(&pos, "Bc2", "Bc3");
    test_play(&pos, "Dc4", "Cc4");
    test_play(&pos, "Bc1", "Ec4");
    Material m;
    material_of(&pos, &m);
    ck_assert_int_eq(m.balance, 100);
    ck_assert_int_eq(m.lost[BLACK][PAWN], 1);
    ck_assert_int_eq(m.lost[WHITE][PAWN], 0);
    Glyphs g;
    glyphs_make(&g, true, true);
    char text[MATERIAL_TEXT_SIZE];
    material_text(&m, &g, text, sizeof text);
    ck_assert_str_eq(text, "Material +1.0; White took \u265F.");
}
END_TEST

/* Two white queens (one promoted) against a unicorn: the second queen
 * counts as present, the pawns as lost. */
START_TEST(promotion_counts_what_stands)
{
    Position pos;
    load(&pos, "4k/5/5/5/u4|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/QQ3/5/4K w 0 1");
    Material m;
    material_of(&pos, &m);
    ck_assert_int_eq(m.balance, 2 * 850 - 170);
    ck_assert_int_eq(m.lost[WHITE][QUEEN], 0);
    ck_assert_int_eq(m.lost[WHITE][PAWN], 10);
    ck_assert_int_eq(m.lost[WHITE][UNICORN], 2);
    ck_assert_int_eq(m.lost[BLACK][UNICORN], 1);
    ck_assert_int_eq(m.lost[BLACK][QUEEN], 1);
    Glyphs g;
    glyphs_make(&g, false, false);
    char text[MATERIAL_TEXT_SIZE];
    material_text(&m, &g, text, sizeof text);
    ck_assert_str_eq(text,
        "Material +15.3; White took qbbrrnnupppppppppp, Black took BBRRNNUUPPPPPPPPPP.");
    /* The start without White's unicorn on Bb1: only Black took. */
    load(&pos, "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/B1QBU|"
               "5/5/5/PPPPP/RNKNR b 0 1");
    material_of(&pos, &m);
    ck_assert_int_eq(m.balance, -170);
    material_text(&m, &g, text, sizeof text);
    ck_assert_str_eq(text, "Material -1.7; Black took U.");
}
END_TEST

START_TEST(balance_in_pawns)
{
    static const struct { int centipawns; const char *text; } CASES[] = {
        { 0, "even" }, { 4, "even" }, { -4, "even" }, { 5, "+0.1" }, { 100, "+1.0" },
        { 320, "+3.2" }, { -170, "-1.7" }, { -1530, "-15.3" }, { 2 * 850, "+17.0" },
    };
    for (size_t i = 0; i < sizeof CASES / sizeof *CASES; i++) {
        char text[16];
        material_balance_text(CASES[i].centipawns, text, sizeof text);
        ck_assert_str_eq(text, CASES[i].text);
    }
}
END_TEST

static Suite *material_suite(void)
{
    Suite *s = suite_create("session_material");
    TCase *tc = tcase_create("material");
    tcase_add_test(tc, start_is_even);
    tcase_add_test(tc, a_pawn_taken);
    tcase_add_test(tc, promotion_counts_what_stands);
    tcase_add_test(tc, balance_in_pawns);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(material_suite)
