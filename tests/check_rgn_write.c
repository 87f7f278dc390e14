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
 * The RGN writer: the exact text of an annotated game (tag order,
 * escapes, comments, NAGs, move numbers after comments, the result); a
 * Black first move; comments holding '}'; lines below 80 display columns
 * measured in display width, not bytes; and what it writes reads back to
 * the same record.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/movegen.h"
#include "core/rgn.h"
#include "core/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char AFTER_BC3[] =
    "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/2P2/PP1PP/BUQBU|5/5/5/PPPPP/RNKNR b 0 1";

static void play(Record *r, const char *from, const char *to)
{
    Move m = movegen_find(&r->game.pos, cell_parse(from), cell_parse(to), NO_TYPE);
    ck_assert_msg(m != MOVE_NONE, "%s-%s is not legal", from, to);
    record_play(r, m);
}

static void start_record(Record *r)
{
    Position pos;
    position_start(&pos);
    record_init(r, &pos);
}

START_TEST(annotated_game_exact_text)
{
    Record r;
    start_record(&r);
    record_set_tag(&r, "Round", "2");
    record_set_tag(&r, "Event", "Casual \"game\" \\ one");
    record_set_tag(&r, "Site", "Hamburg");
    record_set_tag(&r, "Date", "2026.11.22");
    record_set_tag(&r, "White", "Anna");
    record_set_tag(&r, "Black", "Einhorn:Strong");
    record_set_tag(&r, "TimeControl", "300+3");
    record_set_comment(&r, 0, "Opening remarks");
    play(&r, "Bc2", "Bc3");
    record_set_comment(&r, 1, "Solid");
    play(&r, "Dc4", "Dc3");
    record_add_nag(&r, 2, 1);
    play(&r, "Ab1", "Cb2");
    record_finish(&r, TERMINATION_AGREEMENT);
    char *text = rgn_write_string(&r);
    ck_assert_str_eq(text,
        "[Event \"Casual \\\"game\\\" \\\\ one\"]\n"
        "[Site \"Hamburg\"]\n"
        "[Date \"2026.11.22\"]\n"
        "[White \"Anna\"]\n"
        "[Black \"Einhorn:Strong\"]\n"
        "[Result \"1/2-1/2\"]\n"
        "[Variant \"Raumschach-Normal-Form\"]\n"
        "[TimeControl \"300+3\"]\n"
        "[Termination \"Draw by agreement\"]\n"
        "[Round \"2\"]\n"
        "\n"
        "{Opening remarks} 1. \u2659\uFE0EBc2\u2013Bc3 {Solid} 1... \u2659\uFE0EDc4\u2013Dc3 $1 2. "
        "\u2658\uFE0EAb1\u2013Cb2 1/2-1/2\n");
    free(text);
    record_free(&r);
}
END_TEST

START_TEST(black_moves_first_from_a_set_up_position)
{
    Position pos;
    Record r;
    load(&pos, AFTER_BC3);
    record_init(&r, &pos);
    play(&r, "Dc4", "Dc3");
    play(&r, "Bb2", "Bb3");
    char *text = rgn_write_string(&r);
    ck_assert_str_eq(text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[White \"?\"]\n[Black \"?\"]\n"
        "[Result \"*\"]\n[Variant \"Raumschach-Normal-Form\"]\n[TimeControl \"-\"]\n"
        "[SetUp \"1\"]\n"
        "[FEN \"rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/2P2/PP1PP/BUQBU|5/5/5/PPPPP/RNKNR b 0 1\"]\n"
        "\n"
        "1... \u2659\uFE0EDc4\u2013Dc3 2. \u2659\uFE0EBb2\u2013Bb3 *\n");
    free(text);
    record_free(&r);
}
END_TEST

/* A '}' cannot stand in a brace comment: the comment becomes ';' lines,
 * each below 80 columns, and reads back as one comment. */
START_TEST(comment_with_a_closing_brace)
{
    Record r;
    RgnGames games;
    start_record(&r);
    play(&r, "Bc2", "Bc3");
    record_set_comment(&r, 1, "the set {a, b} is small; and this comment goes on long enough to need a "
        "second line of its own");
    play(&r, "Dc4", "Dc3");
    char *text = rgn_write_string(&r);
    const char *moves = strstr(text, "\n\n") + 2;
    ck_assert_str_eq(moves,
        "1. \u2659\uFE0EBc2\u2013Bc3 ; the set {a, b} is small; and this comment goes on long enough to\n"
        "; need a second line of its own\n"
        "1... \u2659\uFE0EDc4\u2013Dc3 *\n");
    rgn_read(text, strlen(text), &games);
    ck_assert_uint_eq(games.count, 1);
    ck_assert_uint_eq(games.games[0].diagnostic_count, 0);
    ck_assert(record_equal(&r, &games.games[0].record));
    rgn_games_free(&games);
    free(text);
    record_free(&r);
}
END_TEST

static const char *const WORDS[] = {
    "space", "unicorn", "\u6F22\u5B57\u6F22\u5B57", "Raumschach", "\u00E9l\u00E8ve", "a", "verylongwordwithoutanybreakwhatsoever",
    "(parenthesis)", "semi;colon", "\U0001FA22", "[bracket]", "$5", "%percent",
};

static void random_comment(Record *r, size_t ply, uint64_t *state)
{
    char comment[1200] = "";  /* 25 words of at most 40 bytes, and " }" */
    int words = 1 + (int)(test_random(state) % 25);
    for (int i = 0; i < words; i++) {
        if (i > 0)
            strcat(comment, " ");
        strcat(comment, WORDS[test_random(state) % (sizeof WORDS / sizeof *WORDS)]);
    }
    if (test_random(state) % 7 == 0)
        strcat(comment, " }");
    record_set_comment(r, ply, comment);
}

/* A game of random legal moves with random comments and NAGs, ended by
 * the rules or by a random declared end. */
static void random_game(Record *r, const char *rfen, uint64_t *state)
{
    Position pos;
    load(&pos, rfen);
    record_init(r, &pos);
    record_set_tag(r, "Annotator", "random \"walker\"");
    random_comment(r, 0, state);
    int plies = (int)(test_random(state) % 160);
    for (int i = 0; i < plies && game_rules_termination(&r->game) == TERMINATION_NONE; i++) {
        MoveList list;
        movegen_legal(&r->game.pos, &list);
        record_play(r, list.moves[test_random(state) % (unsigned)list.count]);
        if (test_random(state) % 4 == 0)
            random_comment(r, record_ply_count(r), state);
        if (test_random(state) % 5 == 0)
            record_add_nag(r, record_ply_count(r), 1 + (int)(test_random(state) % 255));
    }
    Termination end = game_rules_termination(&r->game);
    if (end == TERMINATION_NONE)
        end = (Termination)(test_random(state) % 2 ? TERMINATION_NONE : TERMINATION_WHITE_TIME + test_random(state) % 5);
    record_finish(r, end);
}

static void check_lines(const char *text)
{
    const char *moves = strstr(text, "\n\n") + 2;
    for (const char *line = moves; *line; line = strchr(line, '\n') + 1) {
        size_t length = (size_t)(strchr(line, '\n') - line);
        char *copy = strndup(line, length);
        ck_assert_msg(text_width(copy) <= 79 || strchr(copy, ' ') == NULL
                || strstr(copy, "verylongword") != NULL,
            "line of %d columns: %s", text_width(copy), copy);
        ck_assert_msg(length > 0 && copy[0] != ' ' && copy[length - 1] != ' ', "untrimmed line '%s'", copy);
        free(copy);
    }
}

START_TEST(written_games_read_back_the_same)
{
    static const char *const starts[] = { RFEN_START, AFTER_BC3,
        "5/P4/k4/5/5|5/5/5/2K2/1Q3|5/5/5/5/5|5/5/2Q2/5/5|5/5/5/5/5 w 0 1" };
    uint64_t state = 1907;
    for (int n = 0; n < 60; n++) {
        Record r;
        RgnGames games;
        random_game(&r, starts[n % 3], &state);
        char *text = rgn_write_string(&r);
        check_lines(text);
        rgn_read(text, strlen(text), &games);
        ck_assert_uint_eq(games.count, 1);
        ck_assert_msg(games.games[0].diagnostic_count == 0, "game %d: %s\n%s", n,
            games.games[0].diagnostics[0].message, text);
        ck_assert_msg(record_equal(&r, &games.games[0].record), "game %d differs:\n%s", n, text);
        rgn_games_free(&games);
        free(text);
        record_free(&r);
    }
}
END_TEST

START_TEST(wide_characters_wrap_by_display_width)
{
    Record r;
    start_record(&r);
    /* 30 words of two CJK characters: 4 columns and 6 bytes each. */
    char comment[400] = "";
    for (int i = 0; i < 30; i++)
        strcat(comment, i ? " \u6F22\u5B57" : "\u6F22\u5B57");
    record_set_comment(&r, 0, comment);
    char *text = rgn_write_string(&r);
    const char *moves = strstr(text, "\n\n") + 2;
    const char *newline = strchr(moves, '\n');
    char *first = strndup(moves, (size_t)(newline - moves));
    /* "{" + 15 words of 4 columns + 14 spaces = 75; a 16th would make 80. */
    ck_assert_int_eq(text_width(first), 75);
    ck_assert_uint_eq(strlen(first), 1 + 15 * 6 + 14);
    free(first);
    free(text);
    record_free(&r);
}
END_TEST

/* A word of no width (a lone variation selector) that starts a line must
 * still be followed by a space (found by the fuzzer). */
START_TEST(zero_width_word_starts_a_line)
{
    Record r;
    RgnGames games;
    char comment[128];
    start_record(&r);
    memset(comment, 'g', 80);
    strcpy(comment + 80, " \uFE0E kk");
    record_set_comment(&r, 0, comment);
    char *text = rgn_write_string(&r);
    const char *moves = strstr(text, "\n\n") + 2;
    ck_assert_str_eq(strchr(moves, '\n'), "\n\uFE0E kk} *\n");
    rgn_read(text, strlen(text), &games);
    ck_assert(record_equal(&r, &games.games[0].record));
    rgn_games_free(&games);
    free(text);
    record_free(&r);
}
END_TEST

START_TEST(write_to_a_stream)
{
    Record r;
    char buf[2048];
    start_record(&r);
    play(&r, "Bc2", "Bc3");
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    ck_assert(rgn_write_file(&r, f));
    rewind(f);
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    char *text = rgn_write_string(&r);
    ck_assert_str_eq(buf, text);
    free(text);
    fclose(f);
    record_free(&r);
}
END_TEST

static Suite *rgn_write_suite(void)
{
    Suite *s = suite_create("rgn_write");
    TCase *tc = tcase_create("rgn_write");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, annotated_game_exact_text);
    tcase_add_test(tc, black_moves_first_from_a_set_up_position);
    tcase_add_test(tc, comment_with_a_closing_brace);
    tcase_add_test(tc, written_games_read_back_the_same);
    tcase_add_test(tc, wide_characters_wrap_by_display_width);
    tcase_add_test(tc, zero_width_word_starts_a_line);
    tcase_add_test(tc, write_to_a_stream);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(rgn_write_suite)
