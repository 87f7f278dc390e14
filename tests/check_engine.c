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
 * The engine in its background thread and the levels: searches that end
 * by themselves, searches stopped from outside while they run (waited for
 * on the wake-up descriptor, never by sleeping), progress reports, two
 * engines at once, two threads stopped and joined, pondering until the
 * ponderhit, thread counts, and the level table.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/bench.h"
#include "core/engine.h"
#include "core/level.h"
#include "core/movegen.h"

#include <poll.h>
#include <stdatomic.h>

/* Blocks on the wake-up descriptor until the running search has
 * completed an iteration of at least `depth`. */
static void wait_for_depth(Engine *e, int depth, EngineStatus *status)
{
    for (;;) {
        engine_poll(e, status);
        if (status->finished || status->report.depth >= depth)
            return;
        struct pollfd pfd = { .fd = engine_wakeup_fd(e), .events = POLLIN };
        ck_assert_int_ge(poll(&pfd, 1, -1), 0);
        engine_drain_wakeups(e);
    }
}

START_TEST(search_ends_by_its_depth)
{
    Position pos;
    Game game;
    SearchReport report;
    EngineStatus status;
    load(&pos, BENCH_POSITIONS[2]);
    game_init(&game, &pos);
    Engine *e = engine_new(8);
    ck_assert(!engine_poll(e, &status));
    ck_assert(!status.searching);
    SearchLimits limits = { .depth = 5 };
    ck_assert(engine_start(e, &game, &limits, NULL, NULL));
    Move m = engine_wait(e, &report);
    ck_assert(test_is_legal(&pos, m));
    ck_assert_int_eq(report.depth, 5);
    ck_assert(engine_poll(e, &status));
    ck_assert(!status.searching);
    ck_assert_uint_eq(status.best, m);
    ck_assert_uint_eq(status.nodes, report.nodes);
    engine_free(e);
    game_free(&game);
}
END_TEST

typedef struct Progress {
    atomic_int iterations;
    atomic_int finals;
    atomic_uint final_move;
} Progress;

static void count_progress(const SearchReport *report, bool finished, void *user)
{
    Progress *p = user;
    if (finished) {
        atomic_fetch_add(&p->finals, 1);
        atomic_store(&p->final_move, report->best);
    } else {
        atomic_fetch_add(&p->iterations, 1);
    }
}

/* No limit at all: it searches until stopped, reports each iteration, and
 * still plays a legal move. */
START_TEST(search_stopped_while_running)
{
    Position pos;
    Game game;
    EngineStatus status;
    SearchReport report;
    Progress progress = { 0 };
    position_start(&pos);
    game_init(&game, &pos);
    Engine *e = engine_new(8);
    SearchLimits limits = { 0 };
    ck_assert(engine_start(e, &game, &limits, count_progress, &progress));
    wait_for_depth(e, 4, &status);
    ck_assert(status.searching);
    ck_assert(!status.finished);
    ck_assert_int_ge(status.report.depth, 4);
    ck_assert(test_is_legal(&pos, status.report.best));
    ck_assert_uint_gt(status.nodes, 0);
    /* A second search cannot start while one runs. */
    ck_assert(!engine_start(e, &game, &limits, NULL, NULL));
    engine_stop(e);
    Move m = engine_wait(e, &report);
    ck_assert(test_is_legal(&pos, m));
    ck_assert_int_ge(report.depth, 4);
    ck_assert_int_ge(atomic_load(&progress.iterations), 4);
    ck_assert_int_eq(atomic_load(&progress.finals), 1);
    ck_assert_uint_eq(atomic_load(&progress.final_move), m);
    /* Idle again: a new search may start. */
    limits.depth = 2;
    ck_assert(engine_start(e, &game, &limits, NULL, NULL));
    ck_assert(test_is_legal(&pos, engine_wait(e, NULL)));
    engine_free(e);
    game_free(&game);
}
END_TEST

/* Freeing an engine in the middle of a search stops it first. */
START_TEST(free_while_searching)
{
    Position pos;
    Game game;
    EngineStatus status;
    position_start(&pos);
    game_init(&game, &pos);
    Engine *e = engine_new(8);
    SearchLimits limits = { 0 };
    ck_assert(engine_start(e, &game, &limits, NULL, NULL));
    wait_for_depth(e, 2, &status);
    engine_free(e);
    game_free(&game);
}
END_TEST

/* Two threads searching without a limit stop when asked: the move is
 * legal and, all threads joined, the node count stands still. */
START_TEST(two_threads_stop_when_asked)
{
    Position pos;
    Game game;
    EngineStatus status;
    SearchReport report;
    load(&pos, BENCH_POSITIONS[4]);
    game_init(&game, &pos);
    Engine *e = engine_new(8);
    engine_set_threads(e, 2);
    SearchLimits limits = { 0 };
    ck_assert(engine_start(e, &game, &limits, NULL, NULL));
    wait_for_depth(e, 5, &status);
    ck_assert(status.searching);
    engine_stop(e);
    Move m = engine_wait(e, &report);
    ck_assert(test_is_legal(&pos, m));
    ck_assert_int_ge(report.depth, 5);
    ck_assert(engine_poll(e, &status));
    ck_assert_uint_eq(status.nodes, report.nodes);
    /* Freed in the middle of a two-thread search: stopped and joined. */
    ck_assert(engine_start(e, &game, &limits, NULL, NULL));
    wait_for_depth(e, 3, &status);
    engine_free(e);
    game_free(&game);
}
END_TEST

/* Pondering with a 1 ms move time: the search runs on to depth 8 (which
 * 1 ms does not reach) until the ponderhit, then ends by itself. */
START_TEST(ponder_until_ponderhit)
{
    Position pos;
    Game game;
    EngineStatus status;
    SearchReport report;
    position_start(&pos);
    game_init(&game, &pos);
    Engine *e = engine_new(8);
    engine_set_threads(e, 2);
    SearchLimits limits = { .movetime_ms = 1 };
    ck_assert(engine_ponder(e, &game, &limits));
    wait_for_depth(e, 8, &status);
    ck_assert(status.searching);
    ck_assert(!status.finished);
    engine_ponderhit(e);
    Move m = engine_wait(e, &report);
    ck_assert(test_is_legal(&pos, m));
    ck_assert_int_ge(report.depth, 8);
    /* A ponder search stopped (the human played another move). */
    ck_assert(engine_ponder(e, &game, &limits));
    wait_for_depth(e, 2, &status);
    engine_stop(e);
    ck_assert(test_is_legal(&pos, engine_wait(e, NULL)));
    /* A real search after them keeps its own time limit. */
    ck_assert(engine_start(e, &game, &limits, NULL, NULL));
    ck_assert(test_is_legal(&pos, engine_wait(e, NULL)));
    engine_free(e);
    game_free(&game);
}
END_TEST

START_TEST(thread_counts)
{
    Searcher *s = searcher_new(1);
    ck_assert_int_eq(searcher_threads(s), 1);
    searcher_set_threads(s, 3);
    ck_assert_int_eq(searcher_threads(s), 3);
    searcher_set_threads(s, SEARCH_MAX_THREADS + 5);
    ck_assert_int_eq(searcher_threads(s), SEARCH_MAX_THREADS);
    searcher_set_threads(s, 0);
    ck_assert_int_eq(searcher_threads(s), 1);
    searcher_free(s);
}
END_TEST

/* A level below full strength searches on one thread however many the
 * engine has: level 20's 100,000 nodes give the same move and the same
 * node count on two threads as on one (a helper would add its nodes and
 * vary the search). */
START_TEST(levels_search_on_one_thread)
{
    Position pos;
    Game game;
    load(&pos, BENCH_POSITIONS[4]);
    game_init(&game, &pos);
    SearchLimits limits;
    level_limits((Level)(LEVEL_HARD + 1), NULL, 7, &limits);
    ck_assert_uint_eq(limits.nodes, 100000);
    SearchReport reports[2];
    Move moves[2];
    for (int i = 0; i < 2; i++) {
        Engine *e = engine_new(8);
        engine_set_threads(e, i + 1);
        ck_assert(engine_start(e, &game, &limits, NULL, NULL));
        moves[i] = engine_wait(e, &reports[i]);
        engine_free(e);
    }
    ck_assert(test_is_legal(&pos, moves[0]));
    ck_assert_int_eq(moves[1], moves[0]);
    ck_assert_uint_eq(reports[1].nodes, reports[0].nodes);
    ck_assert_int_eq(reports[1].depth, reports[0].depth);
    game_free(&game);
}
END_TEST

/* Only the full-strength limits (by time, unweakened) earn threads and
 * pondering. */
START_TEST(full_strength_limits)
{
    SearchLimits limits;
    LevelClock clock = { 60000, 0 };
    level_limits(LEVEL_STRONG, NULL, 1, &limits);
    ck_assert(search_limits_full_strength(&limits));
    level_limits(LEVEL_STRONG, &clock, 1, &limits);
    ck_assert(search_limits_full_strength(&limits));
    for (Level level = LEVEL_BEGINNER; level < LEVEL_STRONG; level++) {
        level_limits(level, &clock, 1, &limits);
        ck_assert_msg(!search_limits_full_strength(&limits), "%s", level_name(level));
    }
}
END_TEST

/* An AI move and a hint at the same time, then a new game. */
START_TEST(two_engines_at_once)
{
    Position a, b;
    Game ga, gb;
    load(&a, BENCH_POSITIONS[4]);
    load(&b, BENCH_POSITIONS[7]);
    game_init(&ga, &a);
    game_init(&gb, &b);
    Engine *ea = engine_new(8), *eb = engine_new(8);
    SearchLimits limits;
    level_limits(LEVEL_HARD, NULL, 1, &limits);
    ck_assert(engine_start(ea, &ga, &limits, NULL, NULL));
    ck_assert(engine_start(eb, &gb, &limits, NULL, NULL));
    ck_assert(test_is_legal(&b, engine_wait(eb, NULL)));
    ck_assert(test_is_legal(&a, engine_wait(ea, NULL)));
    engine_new_game(ea);
    ck_assert(engine_start(ea, &gb, &limits, NULL, NULL));
    ck_assert(test_is_legal(&b, engine_wait(ea, NULL)));
    engine_free(ea);
    engine_free(eb);
    game_free(&ga);
    game_free(&gb);
}
END_TEST

/* A position the game has reached by moves: the copy the engine searches
 * is the game's current position, with its history. */
START_TEST(searches_the_current_position)
{
    Position pos;
    Game game;
    position_start(&pos);
    game_init(&game, &pos);
    game_play(&game, movegen_find(&game.pos, cell_parse("Bc2"), cell_parse("Bc3"), NO_TYPE));
    Engine *e = engine_new(8);
    SearchLimits limits = { .depth = 3 };
    ck_assert(engine_start(e, &game, &limits, NULL, NULL));
    Move m = engine_wait(e, NULL);
    ck_assert(test_is_legal(&game.pos, m));
    ck_assert_int_eq(piece_colour(position_at(&game.pos, move_from(m))), BLACK);
    engine_free(e);
    game_free(&game);
}
END_TEST

START_TEST(level_names)
{
    Level level;
    static const char *const names[] = { "Beginner", "Easy", "Normal", "Hard", "Strong" };
    static const Level named[] = { LEVEL_BEGINNER, LEVEL_EASY, LEVEL_NORMAL, LEVEL_HARD, LEVEL_STRONG };
    for (int i = 0; i < 5; i++) {
        ck_assert_str_eq(level_name(named[i]), names[i]);
        ck_assert(level_parse(names[i], &level));
        ck_assert_int_eq(level, named[i]);
    }
    ck_assert(level_parse("hard", &level));
    ck_assert_int_eq(level, LEVEL_HARD);
    ck_assert(level_parse("STRONG", &level));
    ck_assert_int_eq(level, LEVEL_STRONG);
    ck_assert(!level_parse("expert", &level));
    ck_assert(!level_parse("", &level));
}
END_TEST

START_TEST(level_limits_without_and_with_a_clock)
{
    SearchLimits limits;
    level_limits(LEVEL_BEGINNER, NULL, 7, &limits);
    ck_assert(limits.random_move);
    ck_assert_uint_eq(limits.seed, 7);
    level_limits(LEVEL_EASY, NULL, 0, &limits);
    ck_assert(!limits.random_move);
    ck_assert_int_eq(limits.depth, 2);
    ck_assert_int_eq(limits.blunder_percent, 80);
    ck_assert_int_eq(limits.miss_percent, 57);
    ck_assert(!limits.clock);
    level_limits(LEVEL_STRONG, NULL, 0, &limits);
    ck_assert_int_eq(limits.depth, 0);
    ck_assert_int_eq(limits.movetime_ms, 1000);
    LevelClock clock = { 60000, 2000 };
    level_limits(LEVEL_STRONG, &clock, 0, &limits);
    ck_assert(limits.clock);
    ck_assert_int_eq(limits.clock_ms, 60000);
    ck_assert_int_eq(limits.increment_ms, 2000);
    ck_assert_int_eq(limits.movetime_ms, 0);
    /* Each level searches at least as deep or as far as the one below. */
    for (int i = LEVEL_EASY; i < LEVEL_STRONG; i++) {
        SearchLimits a, b;
        level_limits((Level)i, NULL, 0, &a);
        level_limits((Level)(i + 1), NULL, 0, &b);
        ck_assert(b.depth == 0 || b.depth >= a.depth);
        ck_assert(a.nodes == 0 || b.nodes == 0 || b.nodes > a.nodes);
    }
}
END_TEST

/* The beginner plays random legal moves: the same seed, the same move. */
START_TEST(beginner_plays_random_legal_moves)
{
    Position pos;
    Game game;
    position_start(&pos);
    game_init(&game, &pos);
    Searcher *s = searcher_new(1);
    Move seen[16];
    int distinct = 0;
    for (uint64_t seed = 0; seed < 16; seed++) {
        SearchLimits limits;
        level_limits(LEVEL_BEGINNER, NULL, seed, &limits);
        Move m = searcher_run(s, &game, &limits, NULL, NULL, NULL, NULL);
        ck_assert(test_is_legal(&pos, m));
        ck_assert_uint_eq(searcher_run(s, &game, &limits, NULL, NULL, NULL, NULL), m);
        bool known = false;
        for (int i = 0; i < distinct; i++)
            known |= seen[i] == m;
        if (!known)
            seen[distinct++] = m;
    }
    ck_assert_int_ge(distinct, 8);
    searcher_free(s);
    game_free(&game);
}
END_TEST

/* Every level below Strong plays a legal move in every bench position
 * (Strong has a second a move: it plays in one). */
START_TEST(every_level_plays_legal_moves)
{
    Searcher *s = searcher_new(8);
    for (int level = LEVEL_BEGINNER; level < LEVEL_COUNT; level++)
        for (int i = 0; i < BENCH_POSITION_COUNT; i++) {
            if (level == LEVEL_STRONG && i > 0)
                break;
            Position pos;
            Game game;
            SearchLimits limits;
            load(&pos, BENCH_POSITIONS[i]);
            game_init(&game, &pos);
            level_limits((Level)level, NULL, (uint64_t)i, &limits);
            ck_assert(test_is_legal(&pos, level_search(s, &game, &limits, NULL, NULL, NULL, NULL)));
            game_free(&game);
        }
    searcher_free(s);
}
END_TEST

static Suite *engine_suite(void)
{
    Suite *s = suite_create("engine");
    TCase *tc = tcase_create("thread");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, search_ends_by_its_depth);
    tcase_add_test(tc, search_stopped_while_running);
    tcase_add_test(tc, free_while_searching);
    tcase_add_test(tc, two_engines_at_once);
    tcase_add_test(tc, searches_the_current_position);
    tcase_add_test(tc, two_threads_stop_when_asked);
    tcase_add_test(tc, ponder_until_ponderhit);
    tcase_add_test(tc, thread_counts);
    tcase_add_test(tc, levels_search_on_one_thread);
    suite_add_tcase(s, tc);

    tc = tcase_create("levels");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, level_names);
    tcase_add_test(tc, level_limits_without_and_with_a_clock);
    tcase_add_test(tc, full_strength_limits);
    tcase_add_test(tc, beginner_plays_random_legal_moves);
    tcase_add_test(tc, every_level_plays_legal_moves);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(engine_suite)
