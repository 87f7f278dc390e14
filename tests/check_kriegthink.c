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
 * The Kriegspiel engine in its background thread (core/kriegthink.h):
 * a try chosen on a view the thinker took over, the wake-up descriptor
 * (waited on, never slept for), the same try as the engine's own for the
 * same view and seed, a whole turn of tries on fresh views in which no
 * refused try comes back, and choices stopped, freed or forgotten while
 * they run.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/kriegthink.h"

#include <poll.h>
#include <stdatomic.h>

/* White's king on Aa1 in check from an unguarded black queen on Bb2:
 * taking her is the one legal move of the seven king tries. */
static const char *const FORCED_CAPTURE = "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/1q3/5|5/5/5/5/K4 w 0 1";

static Kriegspiel *referee_of(const char *rfen)
{
    Position start;
    load(&start, rfen);
    return kriegspiel_new(&start);
}

static KriegAiLimits limits_of(Level level, uint64_t seed)
{
    KriegAiLimits limits = { .level = level, .clock = false, .seed = seed };
    return limits;
}

/* Starts Strong on White's view of the start with a ten-hour clock: it
 * would think for twenty minutes unless stopped. */
static void start_a_long_think(const Kriegspiel *k, KriegThinker *t, uint64_t seed)
{
    KriegView view;
    KriegAiLimits limits = { .level = LEVEL_STRONG, .clock = true, .clock_ms = 36000000, .seed = seed };
    kriegspiel_view(k, WHITE, 0, &view);
    ck_assert(kriegthink_start(t, &view, &limits));
}

/* Blocks on the wake-up descriptor until the choice has finished. */
static void wait_for_the_end(KriegThinker *t, KriegThinkStatus *status)
{
    while (!kriegthink_poll(t, status)) {
        struct pollfd pfd = { .fd = kriegthink_wakeup_fd(t), .events = POLLIN };
        ck_assert_int_ge(poll(&pfd, 1, -1), 0);
        kriegthink_drain_wakeups(t);
    }
}

START_TEST(a_try_possible_on_the_own_board)
{
    Kriegspiel *k = referee_of(RFEN_START);
    KriegThinker *t = kriegthink_new(4);
    KriegThinkStatus status;
    KriegView view, own;
    ck_assert(!kriegthink_poll(t, &status));
    ck_assert(!status.thinking);
    kriegspiel_view(k, WHITE, 0, &view);
    kriegspiel_view(k, WHITE, 0, &own);
    KriegAiLimits limits = limits_of(LEVEL_BEGINNER, 7);
    ck_assert(kriegthink_start(t, &view, &limits));
    /* The view is the thinker's now: nothing left to free. */
    ck_assert_ptr_null(view.plies);
    ck_assert_uint_eq(view.ply_count, 0);
    wait_for_the_end(t, &status);
    ck_assert(status.finished);
    ck_assert(!status.thinking);
    Move try = kriegthink_wait(t, NULL);
    ck_assert_uint_eq(status.try, try);
    ck_assert(kriegspiel_try_possible(&own.own, try));
    kriegview_free(&own);
    kriegthink_free(t);
    kriegspiel_free(k);
}
END_TEST

START_TEST(the_engine_own_try_for_the_same_view_and_seed)
{
    Kriegspiel *k = referee_of(RFEN_START);
    KriegAi *ai = kriegai_new(4);
    KriegThinker *t = kriegthink_new(4);
    atomic_bool stop;
    atomic_init(&stop, false);
    for (uint64_t seed = 1; seed <= 8; seed++) {
        KriegView view;
        KriegAiReport direct_report, report;
        KriegAiLimits limits = limits_of(LEVEL_BEGINNER, seed);
        kriegspiel_view(k, WHITE, 0, &view);
        kriegai_new_game(ai);
        Move direct = kriegai_choose(ai, &view, &limits, &stop, &direct_report);
        kriegthink_new_game(t);
        ck_assert(kriegthink_start(t, &view, &limits));
        ck_assert_uint_eq(kriegthink_wait(t, &report), direct);
        ck_assert_int_eq(report.candidates, direct_report.candidates);
    }
    kriegthink_free(t);
    kriegai_free(ai);
    kriegspiel_free(k);
}
END_TEST

/* A turn as the game screen plays it: a fresh view for every try, the
 * try to the referee, until one is played.  No refused try comes back. */
START_TEST(a_turn_of_tries_on_fresh_views)
{
    for (uint64_t seed = 1; seed <= 12; seed++) {
        Kriegspiel *k = referee_of(FORCED_CAPTURE);
        KriegThinker *t = kriegthink_new(4);
        Move refused[8];
        int refused_count = 0;
        KriegAnswer answer;
        Move played = MOVE_NONE;
        do {
            KriegView view;
            kriegspiel_view(k, WHITE, kriegspiel_ply_count(k), &view);
            ck_assert_int_eq(view.refused_now_count, refused_count);
            KriegAiLimits limits = limits_of(LEVEL_BEGINNER, seed * 100 + (uint64_t)refused_count);
            ck_assert(kriegthink_start(t, &view, &limits));
            Move try = kriegthink_wait(t, NULL);
            ck_assert(try != MOVE_NONE);
            for (int i = 0; i < refused_count; i++)
                ck_assert_msg(refused[i] != try, "a refused try came back (seed %llu)", (unsigned long long)seed);
            answer = kriegspiel_try(k, try, &played);
            ck_assert(answer == KRIEG_NO || answer == KRIEG_PLAYED);
            if (answer == KRIEG_NO) {
                ck_assert_int_lt(refused_count, 6);
                refused[refused_count++] = try;
            }
        } while (answer != KRIEG_PLAYED);
        ck_assert_uint_eq(move_from(played), cell_parse("Aa1"));
        ck_assert_uint_eq(move_to(played), cell_parse("Bb2"));
        ck_assert_int_eq(kriegspiel_end(k), TERMINATION_INSUFFICIENT_MATERIAL);
        ck_assert_int_eq(kriegspiel_ply(k, 0)->refused_count, refused_count);
        kriegthink_free(t);
        kriegspiel_free(k);
    }
}
END_TEST

/* The strongest level by a long clock would think for minutes: stopped,
 * it ends at once with a try possible on its board. */
START_TEST(stopped_while_it_thinks)
{
    Kriegspiel *k = referee_of(RFEN_START);
    KriegThinker *t = kriegthink_new(4);
    KriegView view, own;
    KriegThinkStatus status;
    kriegspiel_view(k, WHITE, 0, &own);
    start_a_long_think(k, t, 3);
    kriegthink_stop(t);
    Move try = kriegthink_wait(t, NULL);
    ck_assert(kriegthink_poll(t, &status));
    ck_assert_uint_eq(status.try, try);
    ck_assert(try == MOVE_NONE || kriegspiel_try_possible(&own.own, try));
    /* A new choice after the stopped one runs to its end. */
    kriegspiel_view(k, WHITE, 0, &view);
    KriegAiLimits limits = limits_of(LEVEL_BEGINNER, 4);
    ck_assert(kriegthink_start(t, &view, &limits));
    ck_assert(kriegspiel_try_possible(&own.own, kriegthink_wait(t, NULL)));
    kriegview_free(&own);
    kriegthink_free(t);
    kriegspiel_free(k);
}
END_TEST

START_TEST(a_second_start_while_it_thinks_is_refused)
{
    Kriegspiel *k = referee_of(RFEN_START);
    KriegThinker *t = kriegthink_new(4);
    KriegView second;
    KriegAiLimits limits = limits_of(LEVEL_BEGINNER, 5);
    /* Black's view: a view taken over would be left zeroed, White's. */
    kriegspiel_view(k, BLACK, 0, &second);
    start_a_long_think(k, t, 5);
    KriegThinkStatus status;
    if (!kriegthink_poll(t, &status)) {
        ck_assert(status.thinking);
        ck_assert(!kriegthink_start(t, &second, &limits));
        /* Refused: the view is still the caller's. */
        ck_assert_int_eq(second.side, BLACK);
    }
    kriegview_free(&second);
    kriegthink_stop(t);
    kriegthink_wait(t, NULL);
    kriegthink_free(t);
    kriegspiel_free(k);
}
END_TEST

START_TEST(freed_or_forgotten_while_it_thinks)
{
    Kriegspiel *k = referee_of(RFEN_START);
    KriegThinker *t = kriegthink_new(4);
    start_a_long_think(k, t, 6);
    kriegthink_new_game(t);
    KriegThinkStatus status;
    ck_assert(kriegthink_poll(t, &status));
    start_a_long_think(k, t, 7);
    kriegthink_free(t);
    kriegspiel_free(k);
}
END_TEST

static Suite *kriegthink_suite(void)
{
    Suite *s = suite_create("kriegthink");
    TCase *tc = tcase_create("kriegthink");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, a_try_possible_on_the_own_board);
    tcase_add_test(tc, the_engine_own_try_for_the_same_view_and_seed);
    tcase_add_test(tc, a_turn_of_tries_on_fresh_views);
    tcase_add_test(tc, stopped_while_it_thinks);
    tcase_add_test(tc, a_second_start_while_it_thinks_is_refused);
    tcase_add_test(tc, freed_or_forgotten_while_it_thinks);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(kriegthink_suite)
