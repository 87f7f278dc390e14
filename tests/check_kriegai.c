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
#include "core/exchange.h"
#include "core/kriegai.h"
#include "core/kriegbelief.h"
#include "core/rgn.h"

#include <string.h>

enum { TEST_HASH_MB = 1, EXPECTED_KING_TRACKED = 124 };

static Move try_between(const char *from, const char *to)
{
    return move_make(cell_parse(from), cell_parse(to), NO_TYPE, false);
}

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

/* Every level against another: possible tries only, no repeats, a move
 * in the end. */
START_TEST(levels_play_only_possible_tries)
{
    play_checked(LEVEL_EASY, LEVEL_NORMAL, 8, 160);
    play_checked(LEVEL_STRONG, LEVEL_HARD, 9, 60);
}
END_TEST

/* The n-th (cyclically) legal pawn move of the side to move that takes
 * nothing, or its first legal move if it has none. */
static Move quiet_pawn_move(const Position *pos, size_t n)
{
    MoveList moves, quiet = { 0 };
    movegen_legal(pos, &moves);
    for (int i = 0; i < moves.count; i++)
        if (piece_type(position_at(pos, move_from(moves.moves[i]))) == PAWN && !move_is_capture(moves.moves[i]))
            quiet.moves[quiet.count++] = moves.moves[i];
    return quiet.count ? quiet.moves[n % (size_t)quiet.count] : moves.moves[0];
}

static bool heard_alike(Kriegspiel *const k[2])
{
    char a[KRIEG_HEARD_TEXT_SIZE], b[KRIEG_HEARD_TEXT_SIZE];
    kriegspiel_heard_text(kriegspiel_last_heard(k[0]), a, sizeof a);
    kriegspiel_heard_text(kriegspiel_last_heard(k[1]), b, sizeof b);
    return strcmp(a, b) == 0;
}

/* Two games from the same start in which Black makes different moves
 * that White hears alike: the true positions differ, White's
 * observations do not (as long as they do not, the tries are compared),
 * and neither may any of its tries, at every level. */
START_TEST(same_observations_same_tries)
{
    for (Level level = LEVEL_BEGINNER; level <= LEVEL_STRONG; level++) {
        Kriegspiel *k[2];
        KriegAi *ai[2];
        for (int i = 0; i < 2; i++) {
            Position start;
            position_start(&start);
            k[i] = kriegspiel_new(&start);
            ai[i] = kriegai_new(TEST_HASH_MB);
        }
        int compared = 0;
        bool alike = true;
        for (size_t turn = 0; turn < 6 && alike; turn++) {
            for (uint64_t tries = 0; alike && kriegspiel_side_to_move(k[0]) == WHITE; tries++) {
                ck_assert_int_lt(tries, MAX_MOVES);
                Move t[2];
                KriegAnswer a[2];
                for (int i = 0; i < 2; i++) {
                    t[i] = engine_try(ai[i], k[i], level, 100 + tries);
                    a[i] = kriegspiel_try(k[i], t[i], NULL);
                }
                ck_assert_msg(t[0] == t[1], "level %d, turn %zu: different tries", (int)level, turn);
                compared++;
                /* An answer that differs is an observation that differs. */
                alike = a[0] == a[1];
            }
            /* What Black heard after White's move tells White nothing: it
             * may differ, and then White's next observations do too. */
            alike = alike && heard_alike(k);
            if (!alike)
                break;
            /* First a knight from either side of the back rank to the
             * same cell, then the same pawn moves. */
            Move black[2] = { try_between("Eb5", "Ec3"), try_between("Ed5", "Ec3") };
            if (turn > 0)
                black[0] = black[1] = quiet_pawn_move(kriegspiel_true_position(k[0]), turn);
            for (int i = 0; i < 2; i++)
                ck_assert_int_eq(kriegspiel_try(k[i], black[i], NULL), KRIEG_PLAYED);
            ck_assert(!position_equal(kriegspiel_true_position(k[0]), kriegspiel_true_position(k[1])));
        }
        ck_assert_msg(compared >= 4, "level %d: %d compared", (int)level, compared);
        for (int i = 0; i < 2; i++) {
            kriegai_free(ai[i]);
            kriegspiel_free(k[i]);
        }
    }
}
END_TEST

/* The start position is public: from a set-up start every sample holds
 * the enemy's set-up army exactly, for the side to move first. */
START_TEST(belief_starts_from_the_setup)
{
    static const char *const STARTS[2] = {
        "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/KR3 w 0 1",
        "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/KR3 b 0 1",
    };
    for (int i = 0; i < 2; i++) {
        Position start;
        load(&start, STARTS[i]);
        Kriegspiel *k = kriegspiel_new(&start);
        Colour side = start.side;
        Colour enemy = (Colour)(side ^ 1);
        KriegView v;
        kriegspiel_view(k, side, 0, &v);
        KriegBelief *b = kriegbelief_new();
        kriegbelief_update(b, &v, 32, 5);
        ck_assert_int_gt(kriegbelief_sample_count(b), 0);
        for (int n = 0; n < kriegbelief_sample_count(b); n++)
            for (int cell = 0; cell < CELL_COUNT; cell++) {
                Piece p = position_at(kriegbelief_sample(b, n), cell);
                Piece want = position_at(&start, cell);
                if ((piece_is_real(p) && piece_colour(p) == enemy) || (piece_is_real(want) && piece_colour(want) == enemy))
                    ck_assert_msg(p == want, "side %d, sample %d, cell %d", (int)side, n, cell);
            }
        /* What the samples agree on, the likelihoods say for sure. */
        int king = position_king_cell(&start, enemy);
        ck_assert_int_eq(kriegbelief_likelihood(b, king, KRIEG_LIKELY_KING), 1000);
        ck_assert_int_eq(kriegbelief_likelihood(b, king, KRIEG_LIKELY_PIECE), 0);
        int rook = cell_parse("Ab1");
        ck_assert_int_eq(kriegbelief_likelihood(b, rook, KRIEG_LIKELY_PIECE), enemy == WHITE ? 1000 : 0);
        ck_assert_int_eq(kriegbelief_likelihood(b, rook, KRIEG_LIKELY_PAWN), 0);
        kriegbelief_free(b);
        kriegview_free(&v);
        kriegspiel_free(k);
    }
}
END_TEST

/* After a try that did not take the queen on Cc2 at once: it checked, so
 * that whatever Black answers the queen is still there to be taken. */
static bool queen_stays_taken(const Position *pos)
{
    if (!position_in_check(pos))
        return false;
    MoveList replies;
    movegen_legal(pos, &replies);
    for (int i = 0; i < replies.count; i++) {
        Position after = *pos;
        Undo undo;
        position_make_move(&after, replies.moves[i], &undo);
        if (position_at(&after, cell_parse("Cc2")) != piece_make(BLACK, QUEEN))
            return false;
        MoveList takes;
        movegen_legal(&after, &takes);
        bool taken = false;
        for (int j = 0; j < takes.count; j++)
            taken = taken || move_to(takes.moves[j]) == cell_parse("Cc2");
        if (!taken)
            return false;
    }
    return replies.count > 0;
}

/* Black, to move, takes White's pawn on Cc2 with its queen: the
 * announcement puts an enemy piece on Cc2, which White takes (rook or
 * queen: the black queen stands unguarded there) at every level but
 * Beginner, or takes on the next move after a check that leaves it no
 * escape: level 11, which plays as Hard, checks with Ae4-Be5 on seed 1
 * since the evaluation knows the endings that cannot be won, the check
 * coming out 20 centipawns above taking on its samples. */
START_TEST(announced_piece_is_captured)
{
    /* White: K Aa1, R Ac2, Q Ae4, P Cc2; Black the same turned about the
     * cube's centre. */
    static const char *const START = "4k/2r2/5/q4/5|5/5/5/5/5|5/2p2/5/2P2/5|5/5/5/5/5|5/4Q/5/2R2/K4 b 0 1";
    for (Level level = LEVEL_EASY; level <= LEVEL_STRONG; level++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            Position start;
            load(&start, START);
            Kriegspiel *k = kriegspiel_new(&start);
            ck_assert_int_eq(kriegspiel_try(k, try_between("Ea2", "Cc2"), NULL), KRIEG_PLAYED);
            ck_assert_int_eq(kriegspiel_last_heard(k)->capture_cell, cell_parse("Cc2"));
            KriegAi *ai = kriegai_new(TEST_HASH_MB);
            Move t = engine_try(ai, k, level, seed);
            ck_assert_msg(kriegspiel_try(k, t, NULL) == KRIEG_PLAYED, "level %d, seed %llu: tried %d-%d", (int)level,
                (unsigned long long)seed, move_from(t), move_to(t));
            if (move_to(t) == cell_parse("Cc2"))
                ck_assert_int_eq(kriegspiel_last_heard(k)->capture_cell, cell_parse("Cc2"));
            else
                ck_assert_msg(queen_stays_taken(kriegspiel_true_position(k)), "level %d, seed %llu: tried %d-%d",
                    (int)level, (unsigned long long)seed, move_from(t), move_to(t));
            kriegai_free(ai);
            kriegspiel_free(k);
        }
}
END_TEST

/* From the start, Hard and Strong do not open by taking a pawn that
 * wins less than the piece it loses: White's unicorn taking the pawn on
 * Ee4, which Black's bishop guards and the announcement of the capture
 * shows where to retake, was the best try at a glance that was not
 * searched, and Hard made it while its searched finalists had values
 * below it. */
START_TEST(searching_levels_give_nothing_away_at_the_start)
{
    static const Level SEARCHING[] = { LEVEL_HARD, LEVEL_STRONG };
    for (size_t l = 0; l < sizeof SEARCHING / sizeof SEARCHING[0]; l++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            Level level = SEARCHING[l];
            Position start;
            position_start(&start);
            Kriegspiel *k = kriegspiel_new(&start);
            KriegAi *ai = kriegai_new(TEST_HASH_MB);
            Move t = engine_try(ai, k, level, seed);
            Move m = movegen_find(&start, move_from(t), move_to(t), move_promotion(t));
            ck_assert_msg(m != MOVE_NONE && exchange_at_least(&start, m, 0), "level %d, seed %llu: tried %d-%d",
                (int)level, (unsigned long long)seed, move_from(t), move_to(t));
            kriegai_free(ai);
            kriegspiel_free(k);
        }
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

/* A belief that lost the true position keeps only boards that fit, even
 * when the board it has is held by a check nobody heard: White (K Ac1, P
 * Ab2 Ac2 Ad2) heard one pawn try and no check; its belief starts from a
 * set-up start (the view's, changed) that has the true black army but a
 * rook beside White's king and the other pieces where White's pawns
 * capture.  The check hides those pawn tries (a capture that does not
 * answer it is no try), so taking the rook away alone looks worse, and
 * the repairs stopped there: the board stood in for the belief.  No enemy
 * move is weighed, so no evaluation weight changes this. */
START_TEST(belief_repairs_past_a_check_that_hides_pawn_tries)
{
    Position truth, guess;
    load(&truth, "r1kqr/nbubn/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/2u2/5/5|5/5/5/1PPP1/2K2 w 0 1");
    load(&guess, "2k2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/2u2/ub1br/5|5/5/n1q1n/1PPP1/1rK2 w 0 1");
    Kriegspiel *k = kriegspiel_new(&truth);
    KriegView v;
    kriegspiel_view(k, WHITE, 0, &v);
    ck_assert_int_eq(v.before_first.pawn_tries, 1);
    v.setup = guess;
    ck_assert(kriegbelief_consistent(&v, &truth));
    ck_assert(!kriegbelief_consistent(&v, &guess));
    for (uint64_t seed = 1; seed <= 8; seed++) {
        KriegBelief *b = kriegbelief_new();
        kriegbelief_update(b, &v, 48, seed);
        int samples = kriegbelief_sample_count(b);
        ck_assert_int_gt(samples, 0);
        for (int i = 0; i < samples; i++)
            ck_assert_msg(kriegbelief_consistent(&v, kriegbelief_sample(b, i)),
                "seed %llu: sample %d of %d is inconsistent", (unsigned long long)seed, i, samples);
        kriegbelief_free(b);
    }
    kriegview_free(&v);
    kriegspiel_free(k);
}
END_TEST

/* How well a belief follows the enemy king: an engine game
 * (kriegspiel-engine-game.rgn, Normal against Hard, 205 plies) replayed,
 * each side's belief (48 samples) brought up to date at each of its
 * turns; the permille of its samples that hold the true enemy king cell,
 * averaged over the turns.  The test, not the belief, sees the truth. */
static int king_tracked_permille(void)
{
    char path[512];
    Error err;
    RgnGames games = { 0 };
    snprintf(path, sizeof path, "%s/kriegspiel-engine-game.rgn", TEST_DATA_DIR);
    ck_assert_msg(rgn_read_file(path, &games, &err), "%s: %s", path, err.message);
    ck_assert_uint_eq(games.count, 1);
    const Record *r = &games.games[0].record;
    ck_assert_uint_eq(r->game.ply_count, 205);
    Kriegspiel *k = kriegspiel_from_record(r);
    int64_t sum = 0;
    int turns = 0;
    for (int side = WHITE; side <= BLACK; side++) {
        KriegBelief *b = kriegbelief_new();
        for (size_t ply = (size_t)side; ply < r->game.ply_count; ply += 2) {
            Position truth;
            game_position_at(&r->game, ply, &truth);
            KriegView v;
            kriegspiel_view(k, (Colour)side, ply, &v);
            kriegbelief_update(b, &v, 48, 7 + ply);
            kriegview_free(&v);
            sum += kriegbelief_likelihood(b, position_king_cell(&truth, (Colour)(side ^ 1)), KRIEG_LIKELY_KING);
            turns++;
        }
        kriegbelief_free(b);
    }
    kriegspiel_free(k);
    rgn_games_free(&games);
    return (int)(sum / turns);
}

/* 124 permille with uniformly random enemy moves and repairs that moved
 * the king as readily as any piece; 145 when the evaluation that weighs
 * the enemy's moves had no threats, 203 with the first threats (half as
 * heavy again as today's), 124 with today's.  Today's belief with every
 * fitting enemy move weighed alike would hold it in 212. */
START_TEST(belief_tracks_the_enemy_king)
{
    ck_assert_int_eq(king_tracked_permille(), EXPECTED_KING_TRACKED);
}
END_TEST

static Suite *kriegai_suite(void)
{
    Suite *s = suite_create("kriegai");
    TCase *tc = tcase_create("kriegai");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, beginner_plays_only_possible_tries);
    tcase_add_test(tc, beginner_tries_pawn_captures_first);
    tcase_add_test(tc, levels_play_only_possible_tries);
    tcase_add_test(tc, same_observations_same_tries);
    tcase_add_test(tc, searching_levels_give_nothing_away_at_the_start);
    tcase_add_test(tc, belief_starts_from_the_setup);
    tcase_add_test(tc, announced_piece_is_captured);
    tcase_add_test(tc, belief_keeps_the_true_position);
    tcase_add_test(tc, belief_repairs_past_a_check_that_hides_pawn_tries);
    tcase_add_test(tc, belief_tracks_the_enemy_king);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(kriegai_suite)
