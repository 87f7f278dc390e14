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
 * The replay screen's logic without a terminal: its layout and minimum
 * size, stepping through games and plies, "go to move" answers, autoplay
 * speeds, the evaluation and best line as text, and its keys.
 */
#include <config.h>

#include <check.h>
#include <string.h>

#include "check_helpers.h"
#include "session/replaykeys.h"
#include "session/replaynav.h"

START_TEST(layout_minimum)
{
    ReplayLayout l;
    replay_layout_compute(REPLAY_MIN_COLS, REPLAY_MIN_ROWS, &l);
    ck_assert(l.fits);
    replay_layout_compute(REPLAY_MIN_COLS, REPLAY_MIN_ROWS - 1, &l);
    ck_assert(!l.fits);
    replay_layout_compute(REPLAY_MIN_COLS - 1, 40, &l);
    ck_assert(!l.fits);
    /* Every size from the minimum up fits. */
    for (int cols = REPLAY_MIN_COLS; cols <= 220; cols += 7)
        for (int rows = REPLAY_MIN_ROWS; rows <= 70; rows++) {
            replay_layout_compute(cols, rows, &l);
            ck_assert_msg(l.fits, "%dx%d", cols, rows);
            ck_assert_int_ge(l.moves.height, LAYOUT_MOVES_MIN_ROWS);
            ck_assert_int_le(l.analysis.y + l.analysis.height, l.base.message_row);
            ck_assert_int_le(l.moves.y + l.moves.height, l.base.message_row);
        }
}
END_TEST

START_TEST(layout_80x24)
{
    ReplayLayout l;
    replay_layout_compute(80, 24, &l);
    ck_assert(l.fits);
    ck_assert_int_eq(l.base.placement, INFO_BELOW);
    ck_assert_int_eq(l.header.y, 13);
    ck_assert_int_eq(l.header.x, 0);
    ck_assert_int_eq(l.header.height, 6);
    ck_assert_int_eq(l.analysis.y, 19);
    ck_assert_int_eq(l.analysis.height, 2);
    ck_assert_int_eq(l.moves.y, 13);
    ck_assert_int_eq(l.moves.x, 38);
    ck_assert_int_eq(l.moves.height, 8);
}
END_TEST

START_TEST(layout_beside)
{
    ReplayLayout l;
    replay_layout_compute(125, 20, &l);
    ck_assert(l.fits);
    ck_assert_int_eq(l.base.placement, INFO_BESIDE);
    ck_assert_int_eq(l.header.y, 0);
    ck_assert_int_eq(l.analysis.y, 6);
    ck_assert_int_eq(l.moves.y, 9);
    ck_assert_int_eq(l.moves.y + l.moves.height, l.base.message_row);
    ck_assert_int_eq(l.moves.x, l.header.x);
}
END_TEST

static void assert_rect(const char *what, Rect actual, Rect expected)
{
    ck_assert_msg(actual.y == expected.y && actual.x == expected.x
            && actual.height == expected.height && actual.width == expected.width,
        "%s: got y %d x %d h %d w %d, expected y %d x %d h %d w %d", what, actual.y, actual.x,
        actual.height, actual.width, expected.y, expected.x, expected.height, expected.width);
}

/* The header as it always was when every line takes a row. */
START_TEST(fit_short_texts)
{
    ReplayLayout l;
    replay_layout_compute(80, 24, &l);
    replay_layout_fit(&l, &(ReplayTextRows){ .other = 5, .event = 1, .wide_event = 1, .message = 1 });
    assert_rect("event", l.event, (Rect){ 15, 0, 1, 36 });
    assert_rect("header", l.header, (Rect){ 13, 0, 6, 36 });
    assert_rect("analysis", l.analysis, (Rect){ 19, 0, 2, 36 });
    assert_rect("moves", l.moves, (Rect){ 13, 38, 8, 42 });
    ck_assert_int_eq(l.base.message_row, 21);
}
END_TEST

/* 80x24: an event of two rows in the header's column would leave the
 * analysis one row; across both columns it takes one. */
START_TEST(fit_event_across)
{
    ReplayLayout l;
    replay_layout_compute(80, 24, &l);
    replay_layout_fit(&l, &(ReplayTextRows){ .other = 5, .event = 2, .wide_event = 1, .message = 2 });
    assert_rect("event", l.event, (Rect){ 13, 0, 1, 80 });
    assert_rect("header", l.header, (Rect){ 14, 0, 5, 36 });
    assert_rect("analysis", l.analysis, (Rect){ 19, 0, 2, 36 });
    assert_rect("moves", l.moves, (Rect){ 14, 38, 7, 42 });
    /* Four rows in the column, two across: the analysis yields. */
    replay_layout_compute(80, 24, &l);
    replay_layout_fit(&l, &(ReplayTextRows){ .other = 6, .event = 4, .wide_event = 2, .message = 2 });
    assert_rect("event", l.event, (Rect){ 13, 0, 2, 80 });
    assert_rect("header", l.header, (Rect){ 15, 0, 6, 36 });
    assert_rect("analysis", l.analysis, (Rect){ 21, 0, 0, 36 });
    assert_rect("moves", l.moves, (Rect){ 15, 38, 6, 42 });
}
END_TEST

/* 100x30 has the rows in the header's column; beside the boards the
 * header grows down and the move list yields. */
START_TEST(fit_event_in_column)
{
    ReplayLayout l;
    replay_layout_compute(100, 30, &l);
    replay_layout_fit(&l, &(ReplayTextRows){ .other = 6, .event = 4, .wide_event = 2, .message = 2 });
    assert_rect("event", l.event, (Rect){ 15, 3, 4, 36 });
    assert_rect("header", l.header, (Rect){ 13, 3, 10, 36 });
    assert_rect("analysis", l.analysis, (Rect){ 23, 3, 2, 36 });
    replay_layout_compute(125, 20, &l);
    replay_layout_fit(&l, &(ReplayTextRows){ .other = 5, .event = 3, .wide_event = 2, .message = 2 });
    ck_assert_int_eq(l.base.placement, INFO_BESIDE);
    ck_assert_int_eq(l.event.y, 2);
    ck_assert_int_eq(l.event.height, 3);
    ck_assert_int_eq(l.header.height, 8);
    ck_assert_int_eq(l.analysis.y, 8);
    ck_assert_int_eq(l.moves.y, 11);
    ck_assert_int_eq(l.moves.y + l.moves.height, l.base.message_row);
}
END_TEST

/* A long comment grows upward below the header, never over it. */
START_TEST(fit_long_message)
{
    ReplayLayout l;
    replay_layout_compute(100, 30, &l);
    replay_layout_fit(&l, &(ReplayTextRows){ .other = 5, .event = 1, .wide_event = 1, .message = 20 });
    ck_assert_int_eq(l.base.message_row, 19);
    assert_rect("header", l.header, (Rect){ 13, 3, 6, 36 });
    assert_rect("analysis", l.analysis, (Rect){ 19, 3, 0, 36 });
    ck_assert_int_eq(l.moves.y + l.moves.height, 19);
}
END_TEST

START_TEST(nav_steps)
{
    ReplayNav n = { .game = 0, .game_count = 3, .ply = 0, .ply_count = 5 };
    ck_assert(!replay_nav_step(&n, -1));
    ck_assert_uint_eq(n.ply, 0);
    ck_assert(replay_nav_step(&n, 1));
    ck_assert_uint_eq(n.ply, 1);
    ck_assert(replay_nav_step(&n, 10));
    ck_assert_uint_eq(n.ply, 5);
    ck_assert(!replay_nav_step(&n, 1));
    ck_assert(replay_nav_go(&n, 2));
    ck_assert_uint_eq(n.ply, 2);
    ck_assert(!replay_nav_go(&n, 2));
    ck_assert(replay_nav_go(&n, 99));
    ck_assert_uint_eq(n.ply, 5);
    ck_assert(replay_nav_step(&n, -99));
    ck_assert_uint_eq(n.ply, 0);
}
END_TEST

START_TEST(nav_games)
{
    ReplayNav n = { .game = 0, .game_count = 3, .ply = 4, .ply_count = 5 };
    ck_assert(!replay_nav_game(&n, -1));
    ck_assert_uint_eq(n.ply, 4);
    ck_assert(replay_nav_game(&n, 1));
    ck_assert_uint_eq(n.game, 1);
    ck_assert_uint_eq(n.ply, 0);
    ck_assert(replay_nav_game(&n, 5));
    ck_assert_uint_eq(n.game, 2);
    ck_assert(!replay_nav_game(&n, 1));
    ck_assert(replay_nav_game(&n, -1));
    ck_assert_uint_eq(n.game, 1);
}
END_TEST

START_TEST(speeds)
{
    ck_assert_int_eq(replay_speed_delay_ms(REPLAY_SPEED_DEFAULT), 1000);
    ck_assert_int_eq(replay_speed_change(REPLAY_SPEED_DEFAULT, 1), 3);
    ck_assert_int_eq(replay_speed_delay_ms(3), 500);
    ck_assert_int_eq(replay_speed_change(0, -1), 0);
    ck_assert_int_eq(replay_speed_delay_ms(0), 4000);
    ck_assert_int_eq(replay_speed_change(REPLAY_SPEED_COUNT - 1, 1), REPLAY_SPEED_COUNT - 1);
    ck_assert_int_eq(replay_speed_delay_ms(REPLAY_SPEED_COUNT - 1), 100);
}
END_TEST

static const struct {
    const char *text;
    int fullmove;
    Colour side;
    size_t ply_count;
    ReplayJump outcome;
    size_t ply;
} JUMPS[] = {
    { "0", 1, WHITE, 10, REPLAY_JUMP_OK, 0 },
    { "1", 1, WHITE, 10, REPLAY_JUMP_OK, 1 },
    { "1.", 1, WHITE, 10, REPLAY_JUMP_OK, 1 },
    { "1w", 1, WHITE, 10, REPLAY_JUMP_OK, 1 },
    { "1...", 1, WHITE, 10, REPLAY_JUMP_OK, 2 },
    { "1b", 1, WHITE, 10, REPLAY_JUMP_OK, 2 },
    { " 5 ", 1, WHITE, 10, REPLAY_JUMP_OK, 9 },
    { "5...", 1, WHITE, 10, REPLAY_JUMP_OK, 10 },
    { "6", 1, WHITE, 10, REPLAY_JUMP_OUTSIDE, 0 },
    { "1...", 1, BLACK, 3, REPLAY_JUMP_OK, 1 },
    { "1", 1, BLACK, 3, REPLAY_JUMP_OUTSIDE, 0 },
    { "2", 1, BLACK, 3, REPLAY_JUMP_OK, 2 },
    { "2b", 1, BLACK, 3, REPLAY_JUMP_OK, 3 },
    { "4", 4, WHITE, 2, REPLAY_JUMP_OK, 1 },
    { "3", 4, WHITE, 2, REPLAY_JUMP_OUTSIDE, 0 },
    { "0...", 1, WHITE, 10, REPLAY_JUMP_OUTSIDE, 0 },
    { "", 1, WHITE, 10, REPLAY_JUMP_BAD, 0 },
    { "x", 1, WHITE, 10, REPLAY_JUMP_BAD, 0 },
    { "3..", 1, WHITE, 10, REPLAY_JUMP_BAD, 0 },
    { "3c", 1, WHITE, 10, REPLAY_JUMP_BAD, 0 },
    { "-1", 1, WHITE, 10, REPLAY_JUMP_BAD, 0 },
    { "99999999999", 1, WHITE, 10, REPLAY_JUMP_OUTSIDE, 0 },
};

START_TEST(jump_answers)
{
    size_t ply = 12345;
    ReplayJump outcome = replay_jump_parse(JUMPS[_i].text, JUMPS[_i].fullmove, JUMPS[_i].side,
        JUMPS[_i].ply_count, &ply);
    ck_assert_msg(outcome == JUMPS[_i].outcome, "'%s': outcome %d", JUMPS[_i].text, outcome);
    if (outcome == REPLAY_JUMP_OK)
        ck_assert_uint_eq(ply, JUMPS[_i].ply);
}
END_TEST

START_TEST(keys)
{
    ck_assert_int_eq(replay_keys_action(KEY_CODE_RIGHT), REPLAY_NEXT);
    ck_assert_int_eq(replay_keys_action('l'), REPLAY_NEXT);
    ck_assert_int_eq(replay_keys_action(KEY_CODE_LEFT), REPLAY_PREVIOUS);
    ck_assert_int_eq(replay_keys_action('h'), REPLAY_PREVIOUS);
    ck_assert_int_eq(replay_keys_action(KEY_CODE_HOME), REPLAY_START);
    ck_assert_int_eq(replay_keys_action('g'), REPLAY_START);
    ck_assert_int_eq(replay_keys_action(KEY_CODE_END), REPLAY_END);
    ck_assert_int_eq(replay_keys_action('G'), REPLAY_END);
    ck_assert_int_eq(replay_keys_action('7'), REPLAY_JUMP);
    ck_assert_int_eq(replay_keys_action(':'), REPLAY_JUMP);
    ck_assert_int_eq(replay_keys_action('a'), REPLAY_ANALYSIS);
    ck_assert_int_eq(replay_keys_action('c'), REPLAY_CONTINUE);
    ck_assert_int_eq(replay_keys_action('x'), REPLAY_NONE);
    char names[64];
    keys_names(&REPLAY_KEYS, REPLAY_NEXT, true, names, sizeof names);
    ck_assert_str_eq(names, "\u2192 l");
    keys_names(&REPLAY_KEYS, REPLAY_START, false, names, sizeof names);
    ck_assert_str_eq(names, "Home g");
}
END_TEST

static Suite *replay_suite(void)
{
    Suite *s = suite_create("session_replay");
    TCase *tc = tcase_create("replay");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, layout_minimum);
    tcase_add_test(tc, layout_80x24);
    tcase_add_test(tc, layout_beside);
    tcase_add_test(tc, fit_short_texts);
    tcase_add_test(tc, fit_event_across);
    tcase_add_test(tc, fit_event_in_column);
    tcase_add_test(tc, fit_long_message);
    tcase_add_test(tc, nav_steps);
    tcase_add_test(tc, nav_games);
    tcase_add_test(tc, speeds);
    tcase_add_loop_test(tc, jump_answers, 0, sizeof JUMPS / sizeof *JUMPS);
    tcase_add_test(tc, keys);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(replay_suite)
