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
 * The Kriegspiel engine (core/kriegai.h).  The tests, unlike the engine,
 * hold the referee: they play engine against engine and check every try
 * against the true game (only tries possible on the own board, never a
 * try refused this turn again, a move in the end).
 */
#include <config.h>

#include "check_helpers.h"
#include "core/kriegai.h"
#include "core/kriegbelief.h"

#include <string.h>

enum { TEST_HASH_MB = 1 };

/* One try of the side to move as the engine picks it from its view. */
static Move engine_try(KriegAi *ai, const Kriegspiel *k, Level level, uint64_t seed)
{
    KriegView v;
    kriegspiel_view(k, kriegspiel_side_to_move(k), kriegspiel_ply_count(k), &v);
    KriegAiLimits limits = { .level = level, .seed = seed };
    Move m = kriegai_choose(ai, &v, &limits, NULL, NULL);
    kriegview_free(&v);
    return m;
}

/* Plays up to `plies` plies engine against engine, checking each try:
 * possible on the mover's own board, not a repeat, and a move after at
 * most as many tries as the own board offers. */
static void play_checked(Level white, Level black, uint64_t seed, size_t plies)
{
    Position start;
    position_start(&start);
    Kriegspiel *k = kriegspiel_new(&start);
    KriegAi *ai[2] = { kriegai_new(TEST_HASH_MB), kriegai_new(TEST_HASH_MB) };
    Level level[2] = { white, black };
    while (kriegspiel_end(k) == TERMINATION_NONE && kriegspiel_ply_count(k) < plies) {
        Colour side = kriegspiel_side_to_move(k);
        Position own;
        kriegspiel_own_board(kriegspiel_true_position(k), side, &own);
        for (int tries = 0;; tries++) {
            ck_assert_int_lt(tries, MAX_MOVES);
            Move t = engine_try(ai[side], k, level[side], seed + (uint64_t)tries);
            ck_assert_msg(t != MOVE_NONE, "no try at ply %zu", kriegspiel_ply_count(k));
            ck_assert_msg(kriegspiel_try_possible(&own, t), "impossible try at ply %zu", kriegspiel_ply_count(k));
            KriegAnswer a = kriegspiel_try(k, t, NULL);
            ck_assert_msg(a == KRIEG_PLAYED || a == KRIEG_NO, "try answered %d at ply %zu", (int)a,
                kriegspiel_ply_count(k));
            if (a == KRIEG_PLAYED)
                break;
        }
    }
    ck_assert_int_eq(kriegspiel_ply_count(k) == plies || kriegspiel_end(k) != TERMINATION_NONE, 1);
    kriegai_free(ai[0]);
    kriegai_free(ai[1]);
    kriegspiel_free(k);
}

START_TEST(beginner_plays_only_possible_tries)
{
    play_checked(LEVEL_BEGINNER, LEVEL_BEGINNER, 7, 400);
}
END_TEST

/* With pawn tries announced, Beginner tries a pawn capture. */
START_TEST(beginner_tries_pawn_captures_first)
{
    Position start;
    load(&start, "4k/5/5/5/5|5/5/2p2/1p1p1/5|5/5/1p1p1/2P2/5|5/5/5/5/5|5/5/5/5/K4 w 0 1");
    Kriegspiel *k = kriegspiel_new(&start);
    KriegAi *ai = kriegai_new(TEST_HASH_MB);
    for (uint64_t seed = 0; seed < 20; seed++) {
        KriegView v;
        kriegspiel_view(k, WHITE, 0, &v);
        ck_assert_int_gt(v.before_first.pawn_tries, 0);
        KriegAiLimits limits = { .level = LEVEL_BEGINNER, .seed = seed };
        Move t = kriegai_choose(ai, &v, &limits, NULL, NULL);
        ck_assert_msg(kriegspiel_try_is_pawn_capture(&v.own, t), "seed %llu: not a pawn capture",
            (unsigned long long)seed);
        kriegview_free(&v);
    }
    kriegai_free(ai);
    kriegspiel_free(k);
}
END_TEST

/* Engine against engine; before every try a belief of the mover's own
 * (not the engine's), fed the same views, must hold the true position
 * consistent and only consistent samples. */
static void belief_follows(Level white, Level black, uint64_t seed, size_t plies)
{
    Position start;
    position_start(&start);
    Kriegspiel *k = kriegspiel_new(&start);
    KriegAi *ai[2] = { kriegai_new(TEST_HASH_MB), kriegai_new(TEST_HASH_MB) };
    KriegBelief *belief[2] = { kriegbelief_new(), kriegbelief_new() };
    Level level[2] = { white, black };
    for (uint64_t tries = 0; kriegspiel_end(k) == TERMINATION_NONE && kriegspiel_ply_count(k) < plies; tries++) {
        Colour side = kriegspiel_side_to_move(k);
        KriegView v;
        kriegspiel_view(k, side, kriegspiel_ply_count(k), &v);
        kriegbelief_update(belief[side], &v, 48, seed + tries);
        ck_assert_msg(kriegbelief_consistent(&v, kriegspiel_true_position(k)),
            "the true position is excluded at ply %zu", kriegspiel_ply_count(k));
        int samples = kriegbelief_sample_count(belief[side]);
        ck_assert_int_gt(samples, 0);
        for (int i = 0; i < samples; i++)
            ck_assert_msg(kriegbelief_consistent(&v, kriegbelief_sample(belief[side], i)),
                "sample %d of %d is inconsistent at ply %zu (%d relaxations)", i, samples, kriegspiel_ply_count(k),
                kriegbelief_relaxations(belief[side]));
        KriegAiLimits limits = { .level = level[side], .seed = seed + tries };
        Move t = kriegai_choose(ai[side], &v, &limits, NULL, NULL);
        kriegview_free(&v);
        ck_assert(t != MOVE_NONE);
        KriegAnswer a = kriegspiel_try(k, t, NULL);
        ck_assert_msg(a == KRIEG_PLAYED || a == KRIEG_NO, "try answered %d", (int)a);
    }
    for (int i = 0; i < 2; i++) {
        kriegai_free(ai[i]);
        kriegbelief_free(belief[i]);
    }
    kriegspiel_free(k);
}

START_TEST(belief_keeps_the_true_position)
{
    belief_follows(LEVEL_EASY, LEVEL_BEGINNER, 11, 300);
    belief_follows(LEVEL_BEGINNER, LEVEL_NORMAL, 12, 300);
}
END_TEST

static Suite *kriegai_suite(void)
{
    Suite *s = suite_create("kriegai");
    TCase *tc = tcase_create("kriegai");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, beginner_plays_only_possible_tries);
    tcase_add_test(tc, beginner_tries_pawn_captures_first);
    tcase_add_test(tc, belief_keeps_the_true_position);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(kriegai_suite)
