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
 * Records: the required tags and their defaults, SetUp/FEN for a set-up
 * start, tag rules, moves with their annotations, undo, the end of the
 * game and its Result and Termination tags, copies and equality.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/movegen.h"
#include "core/record.h"

#include <stdlib.h>
#include <string.h>

static const char SPACEMATE_IN_ONE[] = "5/P4/k4/5/5|5/5/5/2K2/1Q3|5/5/5/5/5|5/5/2Q2/5/5|5/5/5/5/5 w 0 1";

static void start_record(Record *r)
{
    Position pos;
    position_start(&pos);
    record_init(r, &pos);
}

static void play(Record *r, const char *from, const char *to, PieceType promotion)
{
    Move m = movegen_find(&r->game.pos, cell_parse(from), cell_parse(to), promotion);
    ck_assert_msg(m != MOVE_NONE, "%s-%s is not legal", from, to);
    record_play(r, m);
}

START_TEST(new_record_has_the_required_tags_in_order)
{
    static const char *const expected[][2] = {
        { "Event", "?" }, { "Site", "?" }, { "Date", "????.??.??" }, { "White", "?" },
        { "Black", "?" }, { "Result", "*" }, { "Variant", "Raumschach-Normal-Form" },
        { "TimeControl", "-" },
    };
    Record r;
    start_record(&r);
    ck_assert_uint_eq(r.tag_count, 8);
    for (size_t i = 0; i < 8; i++) {
        ck_assert_str_eq(r.tags[i].name, expected[i][0]);
        ck_assert_str_eq(r.tags[i].value, expected[i][1]);
        ck_assert_str_eq(RECORD_REQUIRED_TAGS[i], expected[i][0]);
    }
    ck_assert_ptr_null(record_tag(&r, "SetUp"));
    ck_assert_int_eq(r.result, RESULT_UNFINISHED);
    ck_assert_int_eq(r.termination, TERMINATION_NONE);
    ck_assert_uint_eq(record_ply_count(&r), 0);
    ck_assert_ptr_null(record_comment(&r, 0));
    record_free(&r);
}
END_TEST

START_TEST(set_up_start_gets_setup_and_fen)
{
    Position pos;
    Record r;
    load(&pos, SPACEMATE_IN_ONE);
    record_init(&r, &pos);
    ck_assert_str_eq(record_tag(&r, "SetUp"), "1");
    ck_assert_str_eq(record_tag(&r, "FEN"), SPACEMATE_IN_ONE);
    ck_assert_uint_eq(r.tag_count, 10);
    record_free(&r);
}
END_TEST

START_TEST(tags_are_set_replaced_and_removed)
{
    Record r;
    start_record(&r);
    ck_assert(record_set_tag(&r, "White", "Anna"));
    ck_assert(record_set_tag(&r, "Round", "3"));
    ck_assert(record_set_tag(&r, "White", "Anna\tB.\nC"));
    ck_assert_str_eq(record_tag(&r, "White"), "Anna B. C");
    ck_assert_str_eq(r.tags[3].name, "White");
    ck_assert_str_eq(r.tags[8].name, "Round");
    ck_assert(!record_set_tag(&r, "9Lives", "x"));
    ck_assert(!record_set_tag(&r, "Two Words", "x"));
    ck_assert(!record_set_tag(&r, "", "x"));
    ck_assert(!record_set_tag(&r, "Result", "1:0"));
    ck_assert_str_eq(record_tag(&r, "Result"), "*");
    ck_assert(record_set_tag(&r, "Result", "1/2-1/2"));
    ck_assert_int_eq(r.result, RESULT_DRAW);
    ck_assert(record_set_tag(&r, "Termination", "Draw by agreement"));
    ck_assert_int_eq(r.termination, TERMINATION_AGREEMENT);
    ck_assert(!record_remove_tag(&r, "Event"));
    ck_assert(!record_remove_tag(&r, "Annotator"));
    ck_assert(record_remove_tag(&r, "Round"));
    ck_assert_ptr_null(record_tag(&r, "Round"));
    ck_assert(record_remove_tag(&r, "Termination"));
    ck_assert_int_eq(r.termination, TERMINATION_NONE);
    ck_assert_uint_eq(r.tag_count, 8);
    record_free(&r);
}
END_TEST

START_TEST(date_time_control_and_engine_name)
{
    Record r;
    char name[RECORD_PLAYER_SIZE];
    TimeControl tc;
    start_record(&r);
    setenv("TZ", "UTC", 1);
    tzset();
    record_set_date(&r, 1795350000); /* 2026-11-22 12:20 UTC */
    ck_assert_str_eq(record_tag(&r, "Date"), "2026.11.22");
    ck_assert(time_control_parse("blitz", &tc, NULL));
    record_set_time_control(&r, &tc);
    ck_assert_str_eq(record_tag(&r, "TimeControl"), "300+3");
    record_engine_player("Strong", name, sizeof name);
    ck_assert_str_eq(name, "Einhorn:Strong");
    record_free(&r);
}
END_TEST

START_TEST(moves_carry_comments_and_nags)
{
    Record r;
    start_record(&r);
    record_set_comment(&r, 0, "  A quiet\n opening. ");
    ck_assert_str_eq(record_comment(&r, 0), "A quiet opening.");
    play(&r, "Bc2", "Bc3", NO_TYPE);
    record_set_comment(&r, 1, "Solid.");
    record_append_comment(&r, 1, "\tVery solid.");
    ck_assert_str_eq(record_comment(&r, 1), "Solid. Very solid.");
    for (int i = 1; i <= RECORD_NAG_MAX; i++)
        ck_assert(record_add_nag(&r, 1, i));
    ck_assert(!record_add_nag(&r, 1, 9));
    ck_assert(!record_add_nag(&r, 0, 0));
    ck_assert(!record_add_nag(&r, 0, 256));
    ck_assert(!record_add_nag(&r, 2, 1));
    ck_assert_int_eq(record_annotation(&r, 1)->nag_count, RECORD_NAG_MAX);
    record_set_comment(&r, 1, " \n ");
    ck_assert_ptr_null(record_comment(&r, 1));
    record_set_comment(&r, 1, "again");
    play(&r, "Dc4", "Dc3", NO_TYPE);
    ck_assert_ptr_null(record_comment(&r, 2));
    ck_assert(record_undo(&r));
    ck_assert(record_undo(&r));
    ck_assert(!record_undo(&r));
    play(&r, "Bc2", "Bc3", NO_TYPE);
    ck_assert_ptr_null(record_comment(&r, 1));
    ck_assert_int_eq(record_annotation(&r, 1)->nag_count, 0);
    ck_assert_str_eq(record_comment(&r, 0), "A quiet opening.");
    record_free(&r);
}
END_TEST

START_TEST(finish_sets_result_and_termination)
{
    Position pos;
    Record r;
    load(&pos, SPACEMATE_IN_ONE);
    record_init(&r, &pos);
    play(&r, "Ea4", "Ea5", QUEEN);
    ck_assert_int_eq(game_rules_termination(&r.game), TERMINATION_SPACEMATE);
    record_finish(&r, TERMINATION_SPACEMATE);
    ck_assert_str_eq(record_tag(&r, "Result"), "1-0");
    ck_assert_str_eq(record_tag(&r, "Termination"), "Spacemate");
    ck_assert_int_eq(r.result, RESULT_WHITE_WINS);
    ck_assert(record_undo(&r));
    ck_assert_str_eq(record_tag(&r, "Result"), "*");
    ck_assert_ptr_null(record_tag(&r, "Termination"));
    record_finish(&r, TERMINATION_WHITE_RESIGNED);
    ck_assert_str_eq(record_tag(&r, "Result"), "0-1");
    ck_assert_str_eq(record_tag(&r, "Termination"), "White resigned");
    record_finish(&r, TERMINATION_NONE);
    ck_assert_str_eq(record_tag(&r, "Result"), "*");
    ck_assert_ptr_null(record_tag(&r, "Termination"));
    ck_assert_int_eq(r.termination, TERMINATION_NONE);
    record_free(&r);
}
END_TEST

/* A finished one-move record with a tag, a comment and a NAG. */
static void annotated_record(Record *r)
{
    start_record(r);
    record_set_tag(r, "Round", "1");
    play(r, "Bc2", "Bc3", NO_TYPE);
    record_set_comment(r, 1, "first");
    record_add_nag(r, 1, 3);
    record_finish(r, TERMINATION_AGREEMENT);
}

START_TEST(equal_records)
{
    Record a, b;
    annotated_record(&a);
    annotated_record(&b);
    ck_assert(record_equal(&a, &b));
    record_set_comment(&b, 1, "second");
    ck_assert(!record_equal(&a, &b));
    record_set_comment(&b, 1, "first");
    ck_assert(record_equal(&a, &b));
    record_set_tag(&b, "Round", "2");
    ck_assert(!record_equal(&a, &b));
    record_set_tag(&b, "Round", "1");
    play(&b, "Dc4", "Dc3", NO_TYPE);
    ck_assert(!record_equal(&a, &b));
    ck_assert_uint_eq(record_ply_count(&a), 1);
    record_free(&a);
    record_free(&b);
}
END_TEST

static Suite *record_suite(void)
{
    Suite *s = suite_create("record");
    TCase *tc = tcase_create("record");
    tcase_add_test(tc, new_record_has_the_required_tags_in_order);
    tcase_add_test(tc, set_up_start_gets_setup_and_fen);
    tcase_add_test(tc, tags_are_set_replaced_and_removed);
    tcase_add_test(tc, date_time_control_and_engine_name);
    tcase_add_test(tc, moves_carry_comments_and_nags);
    tcase_add_test(tc, finish_sets_result_and_termination);
    tcase_add_test(tc, equal_records);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(record_suite)
