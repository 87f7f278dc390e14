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
 * Kriegspiel records in the replay's views: which views a record has,
 * which moves each hides, the announcements read back from a comment,
 * and the comment as a player's view shows it.
 */
#include <config.h>

#include "check_helpers.h"
#include "session/kriegreplay.h"

static void tagged(Record *r, const char *filtered)
{
    Position start;
    position_start(&start);
    record_init(r, &start);
    record_set_tag(r, "Rules", "Kriegspiel (Raumschach)");
    if (filtered != NULL)
        record_set_tag(r, "Filtered", filtered);
}

START_TEST(views)
{
    Record r;
    KriegViewKind first;
    Position start;
    position_start(&start);
    record_init(&r, &start);
    ck_assert(!kriegreplay_is(&r, &first));
    record_free(&r);
    tagged(&r, "no");
    ck_assert(kriegreplay_is(&r, &first));
    ck_assert_int_eq(first, KRIEG_VIEW_REFEREE);
    record_free(&r);
    tagged(&r, "black");
    ck_assert(kriegreplay_is(&r, &first));
    ck_assert_int_eq(first, KRIEG_VIEW_BLACK);
    record_free(&r);
    ck_assert_int_eq(kriegreplay_next_view(KRIEG_VIEW_REFEREE), KRIEG_VIEW_WHITE);
    ck_assert_int_eq(kriegreplay_next_view(KRIEG_VIEW_WHITE), KRIEG_VIEW_BLACK);
    ck_assert_int_eq(kriegreplay_next_view(KRIEG_VIEW_BLACK), KRIEG_VIEW_REFEREE);
    ck_assert(kriegreplay_hides(KRIEG_VIEW_WHITE, BLACK));
    ck_assert(!kriegreplay_hides(KRIEG_VIEW_WHITE, WHITE));
    ck_assert(!kriegreplay_hides(KRIEG_VIEW_REFEREE, BLACK));
}
END_TEST

START_TEST(read_comment)
{
    KriegNews n;
    int refused;
    char tries[128];
    ck_assert(kriegreplay_read_comment("(XPDc4,CDF+,T2:)", &n, &refused, tries, sizeof tries));
    ck_assert_int_eq(n.capture_cell, cell_parse("Dc4"));
    ck_assert(n.capture_pawn);
    ck_assert_int_eq(n.check_count, 1);
    ck_assert_int_eq(n.checks[0], KRIEG_CDF_PLUS);
    ck_assert_int_eq(n.pawn_tries, 2);
    ck_assert_int_eq(refused, 0);
    ck_assert(kriegreplay_read_comment("(T3:♙︎Eb4×Db3,♔︎Ec5–Dc5) free", &n, &refused, tries, sizeof tries));
    ck_assert_int_eq(n.capture_cell, CELL_NONE);
    ck_assert_int_eq(refused, 2);
    ck_assert_str_eq(tries, "♙︎Eb4×Db3,♔︎Ec5–Dc5");
    ck_assert(kriegreplay_read_comment("(XBc3:1)", &n, &refused, tries, sizeof tries));
    ck_assert(!n.capture_pawn);
    ck_assert_int_eq(refused, 1);
    ck_assert(!kriegreplay_read_comment("a plain comment", &n, &refused, tries, sizeof tries));
    ck_assert(!kriegreplay_read_comment("(CX:)", &n, &refused, tries, sizeof tries));
}
END_TEST

START_TEST(hidden_comment)
{
    char text[128];
    kriegreplay_comment("(T3:♙︎Eb4×Db3)", true, text, sizeof text);
    ck_assert_str_eq(text, "(T3:1)");
    kriegreplay_comment("(XBc3,T1:)", true, text, sizeof text);
    ck_assert_str_eq(text, "(XBc3,T1:0)");
    kriegreplay_comment("(T3:♙︎Eb4×Db3) well tried", false, text, sizeof text);
    ck_assert_str_eq(text, "(T3:♙︎Eb4×Db3) well tried");
    kriegreplay_comment("(:♔︎Ec5–Dc5) well tried", true, text, sizeof text);
    ck_assert_str_eq(text, "(:1) well tried");
}
END_TEST

static Suite *kriegreplay_suite(void)
{
    Suite *s = suite_create("session_kriegreplay");
    TCase *tc = tcase_create("kriegreplay");
    tcase_add_test(tc, views);
    tcase_add_test(tc, read_comment);
    tcase_add_test(tc, hidden_comment);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(kriegreplay_suite)
