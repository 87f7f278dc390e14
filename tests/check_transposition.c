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
 * The transposition table: what is stored is found again, a missing move
 * keeps the one stored, full buckets replace old and shallow entries
 * first, and clearing forgets; threads writing and reading one bucket at
 * once never find an entry that mixes two positions' data.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/movegen.h"
#include "core/transposition.h"

#include <pthread.h>

START_TEST(store_and_probe)
{
    TranspositionTable tt;
    TTEntry e;
    tt_init(&tt, 1);
    ck_assert_int_eq(tt_hashfull(&tt), 0);
    ck_assert(!tt_probe(&tt, 0x123456789ABCDEFull, &e));
    tt_store(&tt, 0x123456789ABCDEFull, move_make(10, 20, NO_TYPE, false), -150, 42, 7, BOUND_LOWER);
    ck_assert(tt_probe(&tt, 0x123456789ABCDEFull, &e));
    ck_assert_uint_eq(e.move, move_make(10, 20, NO_TYPE, false));
    ck_assert_int_eq(e.score, -150);
    ck_assert_int_eq(e.eval, 42);
    ck_assert_int_eq(e.depth, 7);
    ck_assert_int_eq(tt_bound(&e), BOUND_LOWER);
    /* Stored again without a move: the move stays. */
    tt_store(&tt, 0x123456789ABCDEFull, MOVE_NONE, 30, 42, 8, BOUND_EXACT);
    ck_assert(tt_probe(&tt, 0x123456789ABCDEFull, &e));
    ck_assert_uint_eq(e.move, move_make(10, 20, NO_TYPE, false));
    ck_assert_int_eq(e.score, 30);
    ck_assert_int_eq(tt_bound(&e), BOUND_EXACT);
    /* Another position with the same low 32 bits but another bucket. */
    ck_assert(!tt_probe(&tt, 0x923456789ABCDEFull ^ 0x8000000000000000ull, &e));
    ck_assert_int_gt(tt_hashfull(&tt) + 1, 0);
    tt_clear(&tt);
    ck_assert(!tt_probe(&tt, 0x123456789ABCDEFull, &e));
    tt_free(&tt);
}
END_TEST

/* One bucket, filled: a fifth position replaces the shallowest entry of an
 * older search before a deep one of the current search. */
START_TEST(replacement)
{
    TranspositionTable tt;
    TTEntry e;
    tt_init(&tt, 0); /* a single bucket */
    ck_assert_uint_eq(tt.bucket_count, 1);
    for (uint64_t i = 1; i <= TT_BUCKET_SIZE; i++)
        tt_store(&tt, i, MOVE_NONE, 0, 0, (int)(10 + i), BOUND_EXACT);
    tt_new_search(&tt);
    tt_store(&tt, 1, MOVE_NONE, 0, 0, 30, BOUND_EXACT); /* refreshed: current search */
    tt_store(&tt, 99, MOVE_NONE, 0, 0, 1, BOUND_UPPER);
    ck_assert(tt_probe(&tt, 99, &e));
    ck_assert(tt_probe(&tt, 1, &e));
    ck_assert(!tt_probe(&tt, 2, &e)); /* the shallowest of the old search */
    ck_assert(tt_probe(&tt, 3, &e));
    ck_assert(tt_probe(&tt, 4, &e));
    tt_free(&tt);
}
END_TEST

enum { STRESS_POSITIONS = 64, STRESS_THREADS = 4, STRESS_OPERATIONS = 200000 };

/* Positions of a random game from the start, each with its legal moves,
 * and the score, evaluation and depth every store of it writes. */
typedef struct StressPosition {
    Position pos;
    MoveList moves;
} StressPosition;

typedef struct Stress {
    TranspositionTable tt;
    StressPosition positions[STRESS_POSITIONS];
} Stress;

typedef struct StressThread {
    Stress *stress;
    uint64_t seed;
    long hits;
    Failures failures;
} StressThread;

static int stress_score(int i) { return 100 + 7 * i; }
static int stress_eval(int i) { return -3 * i; }
static int stress_depth(int i) { return 1 + i % 40; }

static void *stress_thread(void *arg)
{
    StressThread *t = arg;
    for (int op = 0; op < STRESS_OPERATIONS; op++) {
        int i = (int)(test_random(&t->seed) % STRESS_POSITIONS);
        const StressPosition *p = &t->stress->positions[i];
        if (test_random(&t->seed) % 2) {
            Move m = p->moves.moves[test_random(&t->seed) % (uint64_t)p->moves.count];
            tt_store(&t->stress->tt, p->pos.hash, m, stress_score(i), stress_eval(i), stress_depth(i), BOUND_EXACT);
            continue;
        }
        TTEntry e;
        if (!tt_probe(&t->stress->tt, p->pos.hash, &e))
            continue;
        t->hits++;
        failures_check(&t->failures, movegen_is_legal(&p->pos, e.move) && e.score == stress_score(i)
            && e.eval == stress_eval(i) && e.depth == stress_depth(i) && tt_bound(&e) == BOUND_EXACT,
            "position %d: move %u score %d eval %d depth %d, another position's", i, (unsigned)e.move, e.score,
            e.eval, e.depth);
    }
    return NULL;
}

/* Four threads store and probe 64 positions in one bucket of four
 * entries: every entry found is the position's own (a move legal there,
 * its score, evaluation and depth), never a mix of two writes. */
START_TEST(concurrent_writes_never_mix_entries)
{
    static Stress stress;
    uint64_t seed = 19;
    tt_init(&stress.tt, 0);
    position_start(&stress.positions[0].pos);
    for (int i = 0; i < STRESS_POSITIONS; i++) {
        StressPosition *p = &stress.positions[i];
        if (i > 0) {
            p->pos = stress.positions[i - 1].pos;
            Undo undo;
            const MoveList *before = &stress.positions[i - 1].moves;
            position_make_move(&p->pos, before->moves[test_random(&seed) % (uint64_t)before->count], &undo);
        }
        ck_assert_int_gt(movegen_legal(&p->pos, &p->moves), 0);
    }
    StressThread threads[STRESS_THREADS];
    pthread_t ids[STRESS_THREADS];
    for (int t = 0; t < STRESS_THREADS; t++) {
        threads[t] = (StressThread){ .stress = &stress, .seed = (uint64_t)t * 7919 + 1 };
        ck_assert_int_eq(pthread_create(&ids[t], NULL, stress_thread, &threads[t]), 0);
    }
    long hits = 0;
    for (int t = 0; t < STRESS_THREADS; t++) {
        pthread_join(ids[t], NULL);
        assert_no_failures(&threads[t].failures);
        hits += threads[t].hits;
    }
    /* The probes did find entries to check. */
    ck_assert_int_gt(hits, STRESS_OPERATIONS / 100);
    tt_free(&stress.tt);
}
END_TEST

static Suite *transposition_suite(void)
{
    Suite *s = suite_create("transposition");
    TCase *tc = tcase_create("table");
    tcase_add_test(tc, store_and_probe);
    tcase_add_test(tc, replacement);
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, concurrent_writes_never_mix_entries);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(transposition_suite)
