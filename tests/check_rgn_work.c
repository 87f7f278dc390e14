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
 * The record reader against hostile shapes, its work counted (workcount.h:
 * this suite compiles the reader with RAUMSCHACH_COUNT_WORK): 100,000
 * comments on one move, NAGs and stray braces past the cap of reports,
 * 100,000 tags, a line of a megabyte.  Each costs work proportional to
 * its size (the bounds are generous: the quadratic reader did hundreds
 * of times more).  The reader is also built to read files in pieces of 7
 * bytes: every fixture and a few awkward texts read from a stream must
 * give what they give read whole.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/rgn.h"
#include "core/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

unsigned long long raumschach_work;

static const char TAGS[] =
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[White \"a\"]\n[Black \"b\"]\n"
    "[Result \"*\"]\n[Variant \"Raumschach-Normal-Form\"]\n[TimeControl \"-\"]\n\n";

static RgnGames games;
static char *text;
static size_t length, capacity;

static void teardown(void)
{
    rgn_games_free(&games);
    free(text);
    text = NULL;
    length = capacity = 0;
}

static void add(const char *s)
{
    size_t n = strlen(s);
    text = xgrow(text, &capacity, length + n + 1, 1);
    memcpy(text + length, s, n + 1);
    length += n;
}

static void add_times(const char *s, int times)
{
    for (int i = 0; i < times; i++)
        add(s);
}

/* Reads the text with the work counted; the one game it holds. */
static const RgnGame *read_counted(void)
{
    raumschach_work = 0;
    rgn_read(text, length, &games);
    ck_assert_uint_eq(games.count, 1);
    return &games.games[0];
}

START_TEST(comments_on_one_move)
{
    add(TAGS);
    add("1. Bc2-Bc3 ");
    add_times("{z} ", 100000);
    add("*\n");
    const RgnGame *g = read_counted();
    ck_assert_int_eq(g->error_count, 0);
    const char *comment = record_comment(&g->record, 1);
    ck_assert_uint_eq(strlen(comment), 199999);
    ck_assert_str_eq(comment + 199990, "z z z z z");
    ck_assert_msg(raumschach_work <= length, "work %llu for %zu bytes", raumschach_work, length);
}
END_TEST

START_TEST(nags_past_the_cap)
{
    add(TAGS);
    add("1. Bc2-Bc3 ");
    add_times("$1 ", 100000);
    add("*\n");
    const RgnGame *g = read_counted();
    /* 8 NAGs kept, 100 dropped ones reported, the rest counted. */
    ck_assert_uint_eq(g->diagnostic_count, 101);
    ck_assert_uint_eq(g->unreported_count, 99892);
    ck_assert_str_eq(g->diagnostics[100].message, "too many problems: 99892 more in this game are not reported");
    ck_assert_msg(raumschach_work <= 2 * length, "work %llu for %zu bytes", raumschach_work, length);
}
END_TEST

START_TEST(stray_braces_past_the_cap)
{
    add(TAGS);
    add("1. Bc2-Bc3 ");
    add_times("} ", 100000);
    add("*\n");
    const RgnGame *g = read_counted();
    ck_assert_uint_eq(g->unreported_count, 99900);
    ck_assert_int_eq(g->error_count, 101);
    ck_assert_msg(raumschach_work <= 2 * length, "work %llu for %zu bytes", raumschach_work, length);
}
END_TEST

START_TEST(tags_by_the_hundred_thousand)
{
    char tag[64];
    add(TAGS);
    for (int round = 0; round < 2; round++)
        for (int i = 0; i < 50000; i++) {
            snprintf(tag, sizeof tag, "[T%d \"%d\"]\n", i, round);
            add(tag);
        }
    add("\n1. Bc2-Bc3 *\n");
    const RgnGame *g = read_counted();
    ck_assert_uint_eq(g->record.tag_count, 50008);
    ck_assert_str_eq(record_tag(&g->record, "T49999"), "1");
    ck_assert_uint_eq(g->diagnostic_count, 101);
    ck_assert_str_eq(g->diagnostics[0].message, "the tag T0 appears again: this later value is kept");
    ck_assert_msg(raumschach_work <= length, "work %llu for %zu bytes", raumschach_work, length);
}
END_TEST

START_TEST(a_line_of_a_megabyte)
{
    add(TAGS);
    add("{");
    add_times("x", 1000000);
    add("} 1. Bc2-Bc3");
    add_times(" ]", 300);
    add(" *\n");
    const RgnGame *g = read_counted();
    ck_assert_uint_eq(g->unreported_count, 200);
    ck_assert_int_eq(g->diagnostics[0].column, 1000015);
    ck_assert_int_eq(g->diagnostics[99].column, 1000015 + 2 * 99);
    ck_assert_msg(raumschach_work <= 2 * length, "work %llu for %zu bytes", raumschach_work, length);
}
END_TEST

/* Read from a stream in pieces of 7 bytes and whole: the same games, the
 * same diagnostics at the same places. */
static void expect_same_in_pieces(const char *s, size_t n)
{
    RgnGames pieces;
    Error err;
    FILE *in = fmemopen((void *)s, n, "rb");
    ck_assert_ptr_nonnull(in);
    ck_assert(rgn_read_games_from(in, "text", &pieces, &err));
    fclose(in);
    rgn_read(s, n, &games);
    ck_assert_uint_eq(pieces.count, games.count);
    for (size_t i = 0; i < games.count; i++) {
        const RgnGame *a = &pieces.games[i], *b = &games.games[i];
        ck_assert(record_equal(&a->record, &b->record));
        ck_assert_int_eq(a->line, b->line);
        ck_assert_uint_eq(a->diagnostic_count, b->diagnostic_count);
        for (size_t j = 0; j < a->diagnostic_count; j++) {
            ck_assert_str_eq(a->diagnostics[j].message, b->diagnostics[j].message);
            ck_assert_int_eq(a->diagnostics[j].line, b->diagnostics[j].line);
            ck_assert_int_eq(a->diagnostics[j].column, b->diagnostics[j].column);
        }
    }
    rgn_games_free(&pieces);
    rgn_games_free(&games);
}

static const char *const FIXTURES[] = {
    TEST_DATA_DIR "/ascii-hand-typed.rgn", TEST_DATA_DIR "/canonical.rgn", TEST_DATA_DIR "/crlf-bom.rgn",
    TEST_DATA_DIR "/mixed-styles.rgn", TEST_DATA_DIR "/plain-list.txt",
};

START_TEST(fixtures_read_in_pieces)
{
    FILE *f = fopen(FIXTURES[_i], "rb");
    ck_assert_ptr_nonnull(f);
    char buffer[65536];
    size_t n = fread(buffer, 1, sizeof buffer, f);
    fclose(f);
    /* Twice over: the second game starts where the first ended. */
    memcpy(buffer + n, buffer, n);
    expect_same_in_pieces(buffer, 2 * n);
}
END_TEST

static const char *const AWKWARD[] = {
    /* Games on one line, after tabs: columns carried across pieces. */
    "\t1. Bc2-Bc3 $999 * \t[Event \"x\"] 1. Bc2-Bc3 ) 1-0 \t 1. Bc2-Bc3 Zz9 *",
    /* A mark, then an escape line that is none. */
    "\xEF\xBB\xBF%not an escape\n1. Bc2-Bc3 *",
    /* Comments after a result wait for the next game; the last ones
     * belong to the last game. */
    "1. Bc2-Bc3 * {for two} ; and more\n{still} 1. Bc2-Bc3 * {trailing} {comments}",
    /* Broken at every kind of token. */
    "[Event \"x\"\n[Site \"y\"] {open 1. Bc2-Bc3 (Bc2-Bc4 {x}) 1/2-1/2 \xC3\xA9",
};

START_TEST(awkward_texts_read_in_pieces)
{
    expect_same_in_pieces(AWKWARD[_i], strlen(AWKWARD[_i]));
}
END_TEST

static Suite *rgn_work_suite(void)
{
    Suite *s = suite_create("rgn_work");
    TCase *tc = tcase_create("rgn_work");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, comments_on_one_move);
    tcase_add_test(tc, nags_past_the_cap);
    tcase_add_test(tc, stray_braces_past_the_cap);
    tcase_add_test(tc, tags_by_the_hundred_thousand);
    tcase_add_test(tc, a_line_of_a_megabyte);
    tcase_add_loop_test(tc, fixtures_read_in_pieces, 0, (int)(sizeof FIXTURES / sizeof *FIXTURES));
    tcase_add_loop_test(tc, awkward_texts_read_in_pieces, 0, (int)(sizeof AWKWARD / sizeof *AWKWARD));
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(rgn_work_suite)
