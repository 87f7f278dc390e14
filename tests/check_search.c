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
 * The search: mates in 1, 2 and 3 on hand-made positions (found and
 * checked by brute force, for both colours, on one thread and on two),
 * legal moves everywhere (on one thread and on two), the
 * end of the game, the stop flag and the depth, node and time limits,
 * draws by the 50-move rule and by repetition inside the tree, the score
 * text, and the bench node count pinned.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/bench.h"
#include "core/movegen.h"
#include "core/search.h"

#include <stdio.h>
#include <string.h>

static const char *const MATE_IN_1[] = {
    "5/5/1R3/5/5|5/5/5/5/5|1k3/5/K4/5/5|5/5/5/5/5|5/3Q1/5/5/5 w 0 1",
    "5/5/2Q2/5/5|2K1k/5/5/5/5|5/5/5/5/5|1R3/5/5/5/5|5/5/5/5/5 w 0 1",
};
static const char *const MATE_IN_2[] = {
    "4k/5/5/5/5|5/1Q3/5/5/5|5/5/5/5/5|4p/5/3K1/5/5|5/5/5/5/5 w 0 1",
    "2Q2/5/5/4k/5|5/5/5/4p/5|5/5/3K1/5/5|5/5/5/5/5|5/5/5/5/5 w 0 1",
};
static const char *const MATE_IN_3[] = {
    "5/5/5/4k/5|1Q3/5/5/5/5|5/5/5/5/5|5/5/4K/5/5|5/5/5/5/5 w 0 1",
    "5/5/5/5/5|5/5/5/5/5|5/2R1R/5/5/5|4k/5/5/5/5|5/2K2/5/5/5 w 0 1",
};

/* Brute force: can the side to move force mate within n moves? */
static bool forces_mate(Position *pos, int n)
{
    MoveList moves;
    movegen_legal(pos, &moves);
    for (int i = 0; i < moves.count; i++) {
        Undo undo;
        position_make_move(pos, moves.moves[i], &undo);
        MoveList replies;
        int count = movegen_legal(pos, &replies);
        bool mates = count == 0 && position_in_check(pos);
        if (count > 0 && n > 1) {
            mates = true;
            for (int j = 0; j < count && mates; j++) {
                Undo u;
                position_make_move(pos, replies.moves[j], &u);
                mates = forces_mate(pos, n - 1);
                position_unmake_move(pos, replies.moves[j], &u);
            }
        }
        position_unmake_move(pos, moves.moves[i], &undo);
        if (mates)
            return true;
    }
    return false;
}

/* After move m, does every reply still allow mate within n - 1 moves? */
static bool move_forces_mate(Position *pos, Move m, int n)
{
    Undo undo;
    position_make_move(pos, m, &undo);
    MoveList replies;
    int count = movegen_legal(pos, &replies);
    bool mates = count == 0 && position_in_check(pos);
    if (count > 0 && n > 1) {
        mates = true;
        for (int j = 0; j < count && mates; j++) {
            Undo u;
            position_make_move(pos, replies.moves[j], &u);
            mates = forces_mate(pos, n - 1);
            position_unmake_move(pos, replies.moves[j], &u);
        }
    }
    position_unmake_move(pos, m, &undo);
    return mates;
}

/* Searches pos (no history) with the given limits on `threads` threads. */
static Move search_on(int threads, const Position *pos, const SearchLimits *limits, const atomic_bool *stop,
    SearchReport *report)
{
    Searcher *s = searcher_new(8);
    searcher_set_threads(s, threads);
    ck_assert_int_eq(searcher_threads(s), threads);
    Game game;
    game_init(&game, pos);
    Move m = searcher_run(s, &game, limits, stop, NULL, NULL, report);
    game_free(&game);
    searcher_free(s);
    return m;
}

static Move search_position(const Position *pos, const SearchLimits *limits, const atomic_bool *stop,
    SearchReport *report)
{
    return search_on(1, pos, limits, stop, report);
}

/* The search gets 4n + 3 plies for a mate in n: near the leaves, pruning
 * of a side far ahead can hide a quiet key move at the bare 2n - 1 plies;
 * a few plies more prove the shortest mate (in milliseconds). */
static void check_mate_on(int threads, const char *rfen, int moves, bool for_black)
{
    Position pos, mirrored;
    SearchReport report;
    load(&pos, rfen);
    if (for_black) {
        test_mirror(&pos, &mirrored);
        pos = mirrored;
    }
    SearchLimits limits = { .depth = 4 * moves + 3 };
    Move m = search_on(threads, &pos, &limits, NULL, &report);
    char text[MOVE_COORD_SIZE];
    move_to_coord(m, text);
    ck_assert_msg(search_mate_moves(report.score) == moves, "%s%s: score %d, mate in %d expected", rfen,
        for_black ? " (mirrored)" : "", report.score, moves);
    ck_assert_int_eq(report.score, SCORE_MATE - (2 * moves - 1));
    ck_assert_msg(test_is_legal(&pos, m), "%s: illegal move %s", rfen, text);
    ck_assert_msg(move_forces_mate(&pos, m, moves), "%s: %s does not force mate in %d", rfen, text, moves);
    ck_assert_msg(moves == 1 || !forces_mate(&pos, moves - 1), "%s: a shorter mate exists", rfen);
}

static void check_mate(const char *rfen, int moves, bool for_black)
{
    check_mate_on(1, rfen, moves, for_black);
}

START_TEST(finds_mate_in_1)
{
    check_mate(MATE_IN_1[_i / 2], 1, _i % 2);
}
END_TEST

START_TEST(finds_mate_in_2)
{
    check_mate(MATE_IN_2[_i / 2], 2, _i % 2);
}
END_TEST

START_TEST(finds_mate_in_3)
{
    check_mate(MATE_IN_3[_i / 2], 3, _i % 2);
}
END_TEST

/* Two threads find every mate one thread finds, as short. */
enum { MATE_POSITIONS = 2 * (int)(sizeof MATE_IN_1 / sizeof *MATE_IN_1 + sizeof MATE_IN_2 / sizeof *MATE_IN_2
                                   + sizeof MATE_IN_3 / sizeof *MATE_IN_3) };

START_TEST(finds_mates_on_two_threads)
{
    const int n1 = (int)(sizeof MATE_IN_1 / sizeof *MATE_IN_1), n2 = (int)(sizeof MATE_IN_2 / sizeof *MATE_IN_2);
    int i = _i / 2;
    if (i < n1)
        check_mate_on(2, MATE_IN_1[i], 1, _i % 2);
    else if (i < n1 + n2)
        check_mate_on(2, MATE_IN_2[i - n1], 2, _i % 2);
    else
        check_mate_on(2, MATE_IN_3[i - n1 - n2], 3, _i % 2);
}
END_TEST

/* Two threads, every bench position at depths 1 to 7: the move is legal,
 * the depth reached, the principal variation starts with the move. */
START_TEST(legal_moves_on_two_threads)
{
    for (int i = 0; i < BENCH_POSITION_COUNT; i++)
        for (int depth = 1; depth <= 7; depth += 3) {
            Position pos;
            SearchReport report;
            load(&pos, BENCH_POSITIONS[i]);
            SearchLimits limits = { .depth = depth };
            Move m = search_on(2, &pos, &limits, NULL, &report);
            ck_assert_msg(test_is_legal(&pos, m), "bench position %d, depth %d: illegal move", i + 1, depth);
            ck_assert_int_eq(report.depth, depth);
            ck_assert_uint_eq(report.pv[0], m);
        }
}
END_TEST

/* Every perft position and every bench position: the move is legal. */
START_TEST(returns_legal_moves)
{
    FILE *f = fopen(TEST_DATA_DIR "/perft.tsv", "r");
    ck_assert_ptr_nonnull(f);
    char line[512];
    int searched = 0;
    while (fgets(line, sizeof line, f)) {
        char name[96], rfen[RFEN_MAX_SIZE];
        if (line[0] == '#' || sscanf(line, "%95[^\t]\t%199[^\t]", name, rfen) != 2)
            continue;
        Position pos;
        SearchReport report;
        load(&pos, rfen);
        SearchLimits limits = { .depth = 3 };
        Move m = search_position(&pos, &limits, NULL, &report);
        ck_assert_msg(test_is_legal(&pos, m), "%s: illegal move", name);
        searched++;
    }
    fclose(f);
    ck_assert_int_eq(searched, 78);
    for (int i = 0; i < BENCH_POSITION_COUNT; i++) {
        Position pos;
        SearchReport report;
        load(&pos, BENCH_POSITIONS[i]);
        SearchLimits limits = { .depth = 5 };
        ck_assert(test_is_legal(&pos, search_position(&pos, &limits, NULL, &report)));
        ck_assert_int_eq(report.depth, 5);
    }
}
END_TEST

START_TEST(no_move_when_the_game_is_over)
{
    static const char *const over[] = {
        /* White has just mated on Db4 (mate in 1 above, played). */
        "5/5/1R3/5/5|5/5/5/5/5|1k3/5/K4/5/5|5/5/5/5/5|5/3Q1/5/5/5 w 0 1",
        /* Stalemate: Black's king on Ea1 has no move. */
        "5/5/1K3/5/k4|5/5/5/5/5|5/5/5/5/1Q3|5/5/5/5/5|5/5/5/5/5 b 0 1",
    };
    Position pos;
    SearchReport report;
    SearchLimits limits = { .depth = 4 };
    load(&pos, over[0]);
    Move mate = search_position(&pos, &limits, NULL, &report);
    Undo undo;
    position_make_move(&pos, mate, &undo);
    ck_assert_uint_eq(search_position(&pos, &limits, NULL, &report), MOVE_NONE);
    load(&pos, over[1]);
    ck_assert_uint_eq(search_position(&pos, &limits, NULL, &report), MOVE_NONE);
}
END_TEST

START_TEST(stop_flag_set_before_the_search)
{
    Position pos;
    SearchReport report;
    atomic_bool stop = true;
    SearchLimits limits = { 0 };
    position_start(&pos);
    Move m = search_position(&pos, &limits, &stop, &report);
    ck_assert(test_is_legal(&pos, m));
    ck_assert_int_eq(report.depth, 0);
}
END_TEST

START_TEST(depth_limit)
{
    Position pos;
    SearchReport report;
    load(&pos, BENCH_POSITIONS[6]);
    for (int depth = 1; depth <= 6; depth++) {
        SearchLimits limits = { .depth = depth };
        ck_assert(test_is_legal(&pos, search_position(&pos, &limits, NULL, &report)));
        ck_assert_int_eq(report.depth, depth);
        ck_assert_int_ge(report.pv_length, 1);
        ck_assert_uint_eq(report.pv[0], report.best);
    }
}
END_TEST

/* The node limit is looked at every thousand nodes or so. */
START_TEST(node_limit)
{
    Position pos;
    SearchReport report;
    position_start(&pos);
    SearchLimits limits = { .nodes = 20000 };
    ck_assert(test_is_legal(&pos, search_position(&pos, &limits, NULL, &report)));
    ck_assert_uint_ge(report.nodes, 20000);
    ck_assert_uint_lt(report.nodes, 20000 + 2048);
    ck_assert_int_ge(report.depth, 1);
}
END_TEST

/* A search stopped in the iteration where the best move changes, after
 * the new move was searched to its end, plays the new move with its line,
 * and reports the last completed depth; asked for whole iterations, the
 * last completed one's move.  The first bench position and
 * depth where the move changes and some node limit inside the iteration
 * shows it; without the unfinished iteration's move there is none. */
START_TEST(unfinished_iteration_move)
{
    for (int i = 0; i < BENCH_POSITION_COUNT; i++) {
        Position pos;
        load(&pos, BENCH_POSITIONS[i]);
        SearchReport before = { 0 }, after;
        for (int depth = 1; depth <= 8; depth++, before = after) {
            SearchLimits limits = { .depth = depth };
            search_position(&pos, &limits, NULL, &after);
            if (depth == 1 || after.best == before.best)
                continue;
            /* The node limit is looked at every 1024 nodes: the stops in
             * the iteration are the multiples of 1024 inside it. */
            for (uint64_t nodes = (before.nodes / 1024 + 1) * 1024; nodes < after.nodes; nodes += 1024) {
                SearchLimits stop_at = { .nodes = nodes };
                SearchReport stopped;
                Move m = search_position(&pos, &stop_at, NULL, &stopped);
                ck_assert_int_eq(stopped.depth, depth - 1);
                ck_assert_uint_eq(stopped.pv[0], m);
                if (m == after.best) {
                    ck_assert_uint_ne(m, before.best);
                    /* The node levels keep to whole iterations. */
                    stop_at.whole_iterations = true;
                    ck_assert_uint_eq(search_position(&pos, &stop_at, NULL, &stopped), before.best);
                    ck_assert_uint_eq(stopped.pv[0], before.best);
                    return;
                }
            }
        }
    }
    ck_abort_msg("no search stopped in an iteration played that iteration's new move");
}
END_TEST

/* A fixed time or a nearly empty clock: the search stops on its own and
 * plays a legal move (no duration is asserted). */
START_TEST(time_limits)
{
    Position pos;
    SearchReport report;
    load(&pos, BENCH_POSITIONS[3]);
    SearchLimits fixed = { .movetime_ms = 30 };
    ck_assert(test_is_legal(&pos, search_position(&pos, &fixed, NULL, &report)));
    ck_assert_int_ge(report.depth, 1);
    SearchLimits clock = { .clock = true, .clock_ms = 300, .increment_ms = 0 };
    ck_assert(test_is_legal(&pos, search_position(&pos, &clock, NULL, &report)));
    ck_assert_int_ge(report.depth, 1);
}
END_TEST

/* A queen up with 99 reversible plies played and no mate in one: every
 * move draws by the 50-move rule. */
START_TEST(fifty_move_rule_inside_the_search)
{
    Position pos;
    SearchReport report;
    load(&pos, "k4/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|4K/5/5/5/1Q3 w 99 80");
    ck_assert(!forces_mate(&pos, 1));
    SearchLimits limits = { .depth = 4 };
    search_position(&pos, &limits, NULL, &report);
    ck_assert_int_eq(report.score, SCORE_DRAW);
    pos.halfmove = 0;
    search_position(&pos, &limits, NULL, &report);
    ck_assert_int_gt(report.score, 500);
}
END_TEST

/* A queen down, White can step back into a position the game has seen:
 * the search takes the draw. */
START_TEST(repetition_inside_the_search)
{
    static const char *const moves[] = { "Aa1-Ab1", "Ee5-Ed5", "Ab1-Aa1", "Ed5-Ee5" };
    Position pos;
    Game game;
    SearchReport report;
    SearchLimits limits = { .depth = 4 };
    load(&pos, "4k/5/2q2/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1");
    search_position(&pos, &limits, NULL, &report);
    ck_assert_int_lt(report.score, -500);

    game_init(&game, &pos);
    for (int i = 0; i < 4; i++) {
        Move m = movegen_find(&game.pos, cell_parse(moves[i]), cell_parse(moves[i] + 4), NO_TYPE);
        ck_assert_uint_ne(m, MOVE_NONE);
        game_play(&game, m);
    }
    Searcher *s = searcher_new(8);
    Move best = searcher_run(s, &game, &limits, NULL, NULL, NULL, &report);
    char text[MOVE_COORD_SIZE];
    move_to_coord(best, text);
    ck_assert_str_eq(text, "Aa1-Ab1");
    ck_assert_int_eq(report.score, SCORE_DRAW);
    searcher_free(s);
    game_free(&game);
}
END_TEST

START_TEST(score_text)
{
    char buf[SCORE_TEXT_SIZE];
    search_score_text(35, buf);
    ck_assert_str_eq(buf, "35");
    search_score_text(-120, buf);
    ck_assert_str_eq(buf, "-120");
    search_score_text(SCORE_MATE - 1, buf);
    ck_assert_str_eq(buf, "M1");
    search_score_text(SCORE_MATE - 5, buf);
    ck_assert_str_eq(buf, "M3");
    search_score_text(-(SCORE_MATE - 4), buf);
    ck_assert_str_eq(buf, "-M2");
    ck_assert_int_eq(search_mate_moves(100), 0);
}
END_TEST

/* The bench's node count is a fingerprint of the search: a change in the
 * search or the evaluation that was not meant to change its behaviour
 * shows here.  Update the number (from `raumschach --bench`) when a change
 * is meant to. */
enum { BENCH_NODES = 1088808 };

START_TEST(bench_node_count)
{
    for (int i = 0; i < BENCH_POSITION_COUNT; i++) {
        Position pos;
        load(&pos, BENCH_POSITIONS[i]);
    }
    BenchResult result;
    bench_run(BENCH_DEPTH, 1, &result, NULL, NULL);
    ck_assert_uint_eq(result.nodes, BENCH_NODES);
}
END_TEST

static Suite *search_suite(void)
{
    Suite *s = suite_create("search");
    TCase *tc = tcase_create("mates");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_loop_test(tc, finds_mate_in_1, 0, 2 * (int)(sizeof MATE_IN_1 / sizeof *MATE_IN_1));
    tcase_add_loop_test(tc, finds_mate_in_2, 0, 2 * (int)(sizeof MATE_IN_2 / sizeof *MATE_IN_2));
    tcase_add_loop_test(tc, finds_mate_in_3, 0, 2 * (int)(sizeof MATE_IN_3 / sizeof *MATE_IN_3));
    suite_add_tcase(s, tc);

    tc = tcase_create("limits");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, returns_legal_moves);
    tcase_add_loop_test(tc, finds_mates_on_two_threads, 0, MATE_POSITIONS);
    tcase_add_test(tc, legal_moves_on_two_threads);
    tcase_add_test(tc, no_move_when_the_game_is_over);
    tcase_add_test(tc, stop_flag_set_before_the_search);
    tcase_add_test(tc, depth_limit);
    tcase_add_test(tc, node_limit);
    tcase_add_test(tc, unfinished_iteration_move);
    tcase_add_test(tc, time_limits);
    suite_add_tcase(s, tc);

    tc = tcase_create("draws and figures");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, fifty_move_rule_inside_the_search);
    tcase_add_test(tc, repetition_inside_the_search);
    tcase_add_test(tc, score_text);
    tcase_add_test(tc, bench_node_count);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(search_suite)
