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
 * The game at the terminal: moves and the clock, takebacks that restore
 * the clocks exactly, every end of raumschach(5) that the players or
 * the clock decide, and the rules' ends after a move.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/movegen.h"
#include "session/match.h"

#include <stdio.h>
#include <time.h>

static Move find(const Match *m, const char *from, const char *to)
{
    Move move = movegen_find(match_position(m), cell_parse(from), cell_parse(to), NO_TYPE);
    ck_assert_msg(move != MOVE_NONE, "%s-%s is not legal", from, to);
    return move;
}

static void start(Match *m, const char *time_control)
{
    MatchSettings s;
    Error err;
    match_settings_default(&s);
    ck_assert(time_control_parse(time_control, &s.time_control, &err));
    match_init(m, &s, 0);
}

START_TEST(defaults)
{
    MatchSettings s;
    match_settings_default(&s);
    ck_assert_str_eq(s.players[WHITE].name, "Human");
    ck_assert_str_eq(s.players[BLACK].name, "Human");
    ck_assert(s.time_control.unlimited);
}
END_TEST

START_TEST(moves_press_the_clock)
{
    Match m;
    start(&m, "300+3");
    /* No clock runs before the first move, which starts Black's. */
    ck_assert(!m.clock.running);
    ck_assert_int_eq(m.clock.side, WHITE);
    ck_assert_int_eq(clock_remaining(&m.clock, WHITE, 99000), 300000);
    ck_assert(!match_play(&m, find(&m, "Bc2", "Bc3"), 11000));
    ck_assert_int_eq(match_side_to_move(&m), BLACK);
    ck_assert_int_eq(clock_remaining(&m.clock, WHITE, 11000), 300000);
    ck_assert(m.clock.running);
    ck_assert_int_eq(m.clock.side, BLACK);
    ck_assert_int_eq(clock_remaining(&m.clock, BLACK, 16000), 295000);
    /* From then on a move charges the mover and adds the increment. */
    ck_assert(!match_play(&m, find(&m, "Dc4", "Dc3"), 21000));
    ck_assert_int_eq(clock_remaining(&m.clock, BLACK, 21000), 293000);
    ck_assert_int_eq(m.clock.side, WHITE);
    ck_assert_int_eq(clock_remaining(&m.clock, WHITE, 25000), 296000);
    ck_assert_int_eq(match_result(&m), RESULT_UNFINISHED);
    match_free(&m);
}
END_TEST

START_TEST(undo_and_redo_restore_clocks)
{
    Match m;
    start(&m, "300+3");
    match_play(&m, find(&m, "Bc2", "Bc3"), 11000);       /* the first move: free */
    match_play(&m, find(&m, "Dc4", "Dc3"), 31000);       /* Black used 20 s */
    ck_assert(match_undo(&m, 41000));                     /* White thought 10 s */
    ck_assert_uint_eq(match_ply_count(&m), 1);
    ck_assert_int_eq(match_side_to_move(&m), BLACK);
    ck_assert_int_eq(clock_remaining(&m.clock, WHITE, 41000), 300000);
    ck_assert_int_eq(clock_remaining(&m.clock, BLACK, 41000), 280000);
    ck_assert_int_eq(m.clock.side, BLACK);
    ck_assert(match_redo(&m, 45000));
    ck_assert_uint_eq(match_ply_count(&m), 2);
    ck_assert_int_eq(clock_remaining(&m.clock, WHITE, 45000), 290000);
    ck_assert_int_eq(clock_remaining(&m.clock, BLACK, 45000), 283000);
    ck_assert_int_eq(m.clock.side, WHITE);
    ck_assert(!match_redo(&m, 46000));
    /* A new move forgets what was taken back. */
    match_undo(&m, 50000);
    match_play(&m, find(&m, "Dd4", "Dd3"), 51000);
    ck_assert(!match_redo(&m, 52000));
    match_undo(&m, 53000);
    match_undo(&m, 53000);
    ck_assert(!match_undo(&m, 53000));
    /* Back before the first move, the clocks stand still again. */
    ck_assert(!m.clock.running);
    ck_assert_int_eq(clock_remaining(&m.clock, WHITE, 99000), 300000);
    match_free(&m);
}
END_TEST

START_TEST(flag_falls)
{
    Match m;
    start(&m, "2+1");
    ck_assert(!match_check_flag(&m, 999999));
    match_play(&m, find(&m, "Bc2", "Bc3"), 1000);
    ck_assert(!match_check_flag(&m, 2999));
    ck_assert(match_check_flag(&m, 3000));
    ck_assert(m.over);
    ck_assert_int_eq(m.termination, TERMINATION_BLACK_TIME);
    ck_assert_int_eq(match_result(&m), RESULT_WHITE_WINS);
    ck_assert(!match_undo(&m, 4000));
    ck_assert(!match_play(&m, find(&m, "Dc4", "Dc3"), 4000));
    ck_assert_uint_eq(match_ply_count(&m), 1);
    match_free(&m);
}
END_TEST

START_TEST(no_flag_without_clock)
{
    Match m;
    start(&m, "-");
    ck_assert(!match_check_flag(&m, 999999999));
    ck_assert(!m.over);
    match_free(&m);
}
END_TEST

START_TEST(resign_and_agree)
{
    Match m;
    start(&m, "-");
    match_play(&m, find(&m, "Bc2", "Bc3"), 2000);
    match_resign(&m, BLACK, 3000);
    ck_assert_int_eq(m.termination, TERMINATION_BLACK_RESIGNED);
    ck_assert_int_eq(match_result(&m), RESULT_WHITE_WINS);
    match_free(&m);
    start(&m, "-");
    match_agree_draw(&m, 2000);
    ck_assert_int_eq(m.termination, TERMINATION_AGREEMENT);
    ck_assert_int_eq(match_result(&m), RESULT_DRAW);
    match_free(&m);
}
END_TEST

/* 1. Ad1-Ac3 Dc5-Bc3 2. Bc1-Ad1 Bc3-Ab2: Black spacemates. */
START_TEST(spacemate_ends)
{
    Match m;
    start(&m, "rapid");
    ck_assert(!match_play(&m, find(&m, "Ad1", "Ac3"), 2000));
    ck_assert(!match_play(&m, find(&m, "Dc5", "Bc3"), 3000));
    ck_assert(!match_play(&m, find(&m, "Bc1", "Ad1"), 4000));
    ck_assert(match_play(&m, find(&m, "Bc3", "Ab2"), 5000));
    ck_assert(m.over);
    ck_assert_int_eq(m.termination, TERMINATION_SPACEMATE);
    ck_assert_int_eq(match_result(&m), RESULT_BLACK_WINS);
    ck_assert(!m.clock.running);
    ck_assert_str_eq(record_tag(&m.record, "Result"), "0-1");
    ck_assert_str_eq(record_tag(&m.record, "Termination"), "Spacemate");
    match_free(&m);
}
END_TEST

START_TEST(record_tags)
{
    MatchSettings s;
    Match m;
    match_settings_default(&s);
    snprintf(s.players[WHITE].name, PLAYER_NAME_SIZE, "Alice");
    snprintf(s.players[BLACK].name, PLAYER_NAME_SIZE, "Bob");
    s.time_control = (TimeControl){ false, 300, 3 };
    struct tm day = { .tm_year = 126, .tm_mon = 2, .tm_mday = 14, .tm_hour = 12 };
    match_init(&m, &s, mktime(&day));
    ck_assert_str_eq(record_tag(&m.record, "White"), "Alice");
    ck_assert_str_eq(record_tag(&m.record, "Black"), "Bob");
    ck_assert_str_eq(record_tag(&m.record, "Date"), "2026.03.14");
    ck_assert_str_eq(record_tag(&m.record, "TimeControl"), "300+3");
    ck_assert_str_eq(record_tag(&m.record, "Event"), "Casual game");
    ck_assert_str_eq(record_tag(&m.record, "Result"), "*");
    ck_assert_ptr_null(record_tag(&m.record, "Termination"));
    unsigned revision = m.revision;
    match_play(&m, find(&m, "Bc2", "Bc3"), 1000);
    ck_assert_uint_eq(record_ply_count(&m.record), 1);
    ck_assert_uint_eq(m.revision, revision + 1);
    match_undo(&m, 2000);
    ck_assert_uint_eq(record_ply_count(&m.record), 0);
    ck_assert_uint_eq(m.revision, revision + 2);
    match_redo(&m, 2500);
    ck_assert_uint_eq(m.revision, revision + 3);
    match_undo(&m, 2600);
    match_resign(&m, WHITE, 3000);
    ck_assert_uint_eq(m.revision, revision + 5);
    ck_assert_str_eq(record_tag(&m.record, "Result"), "0-1");
    ck_assert_str_eq(record_tag(&m.record, "Termination"), "White resigned");
    match_free(&m);
}
END_TEST

/* Kriegspiel has the five named levels: an engine at a level between
 * them plays as, and is named by, the next named level above it. */
START_TEST(kriegspiel_levels)
{
    MatchSettings s;
    Match m;
    match_settings_default(&s);
    player_set_engine(&s.players[BLACK], LEVEL_EASY + 1);
    player_set_engine(&s.players[WHITE], LEVEL_HARD);
    match_init(&m, &s, 0);
    ck_assert_int_eq(m.players[BLACK].level, LEVEL_EASY + 1);
    ck_assert_str_eq(record_tag(&m.record, "Black"), "Einhorn:4");
    match_free(&m);
    s.kriegspiel = true;
    match_init(&m, &s, 0);
    ck_assert_int_eq(m.players[BLACK].level, LEVEL_NORMAL);
    ck_assert_str_eq(m.players[BLACK].name, "Einhorn:Normal");
    ck_assert_str_eq(record_tag(&m.record, "Black"), "Einhorn:Normal");
    ck_assert_int_eq(m.players[WHITE].level, LEVEL_HARD);
    ck_assert_str_eq(record_tag(&m.record, "White"), "Einhorn:Hard");
    match_free(&m);
}
END_TEST

START_TEST(pause)
{
    Match m;
    start(&m, "60+0");
    /* Pausing before the first move leaves the clocks standing after it. */
    match_set_paused(&m, true, 500);
    match_set_paused(&m, false, 600);
    ck_assert(!m.clock.running);
    match_play(&m, find(&m, "Bc2", "Bc3"), 1000);
    match_set_paused(&m, true, 11000);
    ck_assert_int_eq(clock_remaining(&m.clock, BLACK, 100000), 50000);
    ck_assert(!match_check_flag(&m, 1000000));
    match_set_paused(&m, false, 200000);
    ck_assert_int_eq(clock_remaining(&m.clock, BLACK, 205000), 45000);
    /* A board nobody can see (the terminal too small) stops the clocks
     * too, and a pause taken meanwhile outlasts it. */
    match_set_hidden(&m, true, 210000);
    ck_assert_int_eq(clock_remaining(&m.clock, BLACK, 300000), 40000);
    match_set_paused(&m, true, 310000);
    match_set_hidden(&m, false, 320000);
    ck_assert(!m.clock.running);
    match_set_paused(&m, false, 330000);
    ck_assert_int_eq(clock_remaining(&m.clock, BLACK, 335000), 35000);
    match_free(&m);
}
END_TEST

static Suite *match_suite(void)
{
    Suite *s = suite_create("session_match");
    TCase *tc = tcase_create("match");
    tcase_add_test(tc, defaults);
    tcase_add_test(tc, moves_press_the_clock);
    tcase_add_test(tc, undo_and_redo_restore_clocks);
    tcase_add_test(tc, flag_falls);
    tcase_add_test(tc, no_flag_without_clock);
    tcase_add_test(tc, resign_and_agree);
    tcase_add_test(tc, spacemate_ends);
    tcase_add_test(tc, pause);
    tcase_add_test(tc, record_tags);
    tcase_add_test(tc, kriegspiel_levels);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(match_suite)
