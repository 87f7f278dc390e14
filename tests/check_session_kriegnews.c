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
 * What a Kriegspiel player hears, as the screens show it: the cells of
 * the check lines through the king, the words for the lines, the pawn
 * tries, the capture and the summary of the opponent's turn.
 */
#include <config.h>

#include "check_helpers.h"
#include "session/kriegnews.h"

#include <stdio.h>
#include <string.h>

static KriegNews news_with(const KriegCheck *checks, int count)
{
    KriegNews n;
    memset(&n, 0, sizeof n);
    n.capture_cell = CELL_NONE;
    for (int i = 0; i < count; i++)
        n.checks[i] = checks[i];
    n.check_count = count;
    return n;
}

static int marked(const bool cells[CELL_COUNT])
{
    int count = 0;
    for (int c = 0; c < CELL_COUNT; c++)
        count += cells[c];
    return count;
}

START_TEST(file_line)
{
    static const KriegCheck CHECKS[] = { KRIEG_CF };
    KriegNews n = news_with(CHECKS, 1);
    bool cells[CELL_COUNT];
    kriegnews_line_cells(&n, cell_parse("Cc3"), cells);
    ck_assert_int_eq(marked(cells), 4);
    ck_assert(cells[cell_parse("Cc1")] && cells[cell_parse("Cc2")]);
    ck_assert(cells[cell_parse("Cc4")] && cells[cell_parse("Cc5")]);
    ck_assert(!cells[cell_parse("Cc3")]);
}
END_TEST

START_TEST(triagonal_and_knight)
{
    static const KriegCheck CHECKS[] = { KRIEG_CT_PLUS_MINUS, KRIEG_CN };
    KriegNews n = news_with(CHECKS, 2);
    bool cells[CELL_COUNT];
    /* From Aa5: level and file rise, the rank falls. */
    kriegnews_line_cells(&n, cell_parse("Aa5"), cells);
    ck_assert_int_eq(marked(cells), 4);
    ck_assert(cells[cell_parse("Bb4")] && cells[cell_parse("Cc3")]);
    ck_assert(cells[cell_parse("Dd2")] && cells[cell_parse("Ee1")]);
}
END_TEST

START_TEST(every_line_has_words)
{
    /* The lines' cells come from the core's steps; every line has words. */
    for (int c = 0; c < KRIEG_CHECK_COUNT; c++) {
        KriegCheck one[1] = { (KriegCheck)c };
        KriegNews n = news_with(one, 1);
        char text[512];
        bool cells[CELL_COUNT];
        kriegnews_checks_text(&n, text, sizeof text);
        ck_assert_msg(strstr(text, kriegspiel_check_code((KriegCheck)c)) != NULL, "%s: %s",
            kriegspiel_check_code((KriegCheck)c), text);
        kriegnews_line_cells(&n, cell_parse("Cc3"), cells);
        ck_assert_int_eq(marked(cells), c == KRIEG_CN ? 0 : 4);   /* Cc3 is the centre */
    }
}
END_TEST

START_TEST(texts)
{
    static const KriegCheck CHECKS[] = { KRIEG_CF, KRIEG_CDL_PLUS, KRIEG_CN };
    KriegNews n = news_with(CHECKS, 3);
    char text[512];
    kriegnews_checks_text(&n, text, sizeof text);
    ck_assert_str_eq(text, "along the file (CF), on the level's diagonal (CDL+) and by a knight (CN)");
    n.pawn_tries = 0;
    kriegnews_tries_text(&n, text, sizeof text);
    ck_assert_str_eq(text, "No pawn tries");
    n.pawn_tries = 2;
    kriegnews_tries_text(&n, text, sizeof text);
    ck_assert_str_eq(text, "Pawn tries: 2");
    kriegnews_capture_text(&n, text, sizeof text);
    ck_assert_str_eq(text, "");
    n.capture_cell = cell_parse("Cc3");
    n.capture_pawn = true;
    kriegnews_capture_text(&n, text, sizeof text);
    ck_assert_str_eq(text, "Capture on Cc3: a pawn.");
}
END_TEST

START_TEST(summary)
{
    static const KriegCheck CHECKS[] = { KRIEG_CDF_PLUS };
    KriegNews n = news_with(CHECKS, 1);
    char rows[6][KRIEG_NEWS_ROW_SIZE];
    n.opponent_moved = true;
    n.opponent_refused = 2;
    n.capture_cell = cell_parse("Dc4");
    n.capture_pawn = true;
    n.pawn_tries = 3;
    ck_assert_int_eq(kriegnews_summary(&n, BLACK, rows, 6), 4);
    ck_assert_str_eq(rows[0], "White heard No 2 times before moving.");
    ck_assert_str_eq(rows[1], "Capture on Dc4: a pawn.");
    ck_assert_str_eq(rows[2], "You are in check on the file's diagonal (CDF+).");
    ck_assert_str_eq(rows[3], "Pawn tries: 3.");
    KriegNews quiet = news_with(NULL, 0);
    quiet.opponent_moved = true;
    ck_assert_int_eq(kriegnews_summary(&quiet, WHITE, rows, 6), 2);
    ck_assert_str_eq(rows[0], "Black moved at the first try.");
    ck_assert_str_eq(rows[1], "No pawn tries.");
}
END_TEST

/* A move in the list of the whole game: only what happened, a row each,
 * the pawn tries named by the side that has them. */
START_TEST(move_rows)
{
    static const KriegCheck CHECKS[] = { KRIEG_CR, KRIEG_CN };
    KriegNews n = news_with(CHECKS, 2);
    char rows[KRIEG_NEWS_ROWS_PER_MOVE][KRIEG_NEWS_ROW_SIZE];
    n.capture_cell = cell_parse("Bb2");
    n.pawn_tries = 1;
    ck_assert_int_eq(kriegnews_move_rows(&n, WHITE, 2, "Aa1-Ab1, Bb1-Ee4", rows, KRIEG_NEWS_ROWS_PER_MOVE), 4);
    ck_assert_str_eq(rows[0], "Refused: Aa1-Ab1, Bb1-Ee4");
    ck_assert_str_eq(rows[1], "Capture on Bb2: a piece.");
    ck_assert_str_eq(rows[2], "Check along the rank (CR) and by a knight (CN).");
    ck_assert_str_eq(rows[3], "Black has 1 pawn try.");
    /* Too few rows given: the count is still all of them. */
    ck_assert_int_eq(kriegnews_move_rows(&n, WHITE, 2, "", rows, 1), 4);
    KriegNews quiet = news_with(NULL, 0);
    ck_assert_int_eq(kriegnews_move_rows(&quiet, BLACK, 0, "", rows, KRIEG_NEWS_ROWS_PER_MOVE), 0);
    quiet.pawn_tries = 3;
    ck_assert_int_eq(kriegnews_move_rows(&quiet, BLACK, 0, "", rows, KRIEG_NEWS_ROWS_PER_MOVE), 1);
    ck_assert_str_eq(rows[0], "White has 3 pawn tries.");
}
END_TEST

static Suite *kriegnews_suite(void)
{
    Suite *s = suite_create("session_kriegnews");
    TCase *tc = tcase_create("kriegnews");
    tcase_add_test(tc, file_line);
    tcase_add_test(tc, triagonal_and_knight);
    tcase_add_test(tc, every_line_has_words);
    tcase_add_test(tc, texts);
    tcase_add_test(tc, summary);
    tcase_add_test(tc, move_rows);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(kriegnews_suite)
