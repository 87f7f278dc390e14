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
 * The evaluation: the same for both colours (the cube turned about its
 * centre), the accumulator kept move by move equal to one counted from
 * scratch, the lazy shortcut, and each term pointing the right way.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/bench.h"
#include "core/evaluate.h"
#include "core/movegen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void check_symmetry(const char *rfen)
{
    Position pos, other;
    load(&pos, rfen);
    test_mirror(&pos, &other);
    ck_assert_msg(evaluate(&pos) == evaluate(&other), "%s: %d, mirrored %d", rfen, evaluate(&pos),
        evaluate(&other));
}

START_TEST(same_for_both_colours)
{
    Position start;
    position_start(&start);
    Position turned;
    test_mirror(&start, &turned);
    position_set_side(&turned, WHITE);
    ck_assert_msg(position_equal(&start, &turned), "the start position maps onto itself");
    for (int i = 0; i < BENCH_POSITION_COUNT; i++)
        check_symmetry(BENCH_POSITIONS[i]);
    FILE *f = fopen(TEST_DATA_DIR "/perft.tsv", "r");
    ck_assert_ptr_nonnull(f);
    char line[512];
    while (fgets(line, sizeof line, f)) {
        char name[96], rfen[RFEN_MAX_SIZE];
        if (line[0] != '#' && sscanf(line, "%95[^\t]\t%199[^\t]", name, rfen) == 2)
            check_symmetry(rfen);
    }
    fclose(f);
}
END_TEST

/* Random games: after every move the accumulator updated from the one
 * before equals one counted from scratch, and the evaluation through it
 * equals evaluate(). */
START_TEST(accumulator_follows_the_moves)
{
    uint64_t state = 12345;
    EvalCache *cache = calloc(1, sizeof *cache);
    for (int g = 0; g < 40; g++) {
        Position pos;
        EvalAccumulator acc, fresh;
        position_start(&pos);
        eval_accumulator_init(&acc, &pos);
        for (int ply = 0; ply < 200; ply++) {
            MoveList list;
            if (movegen_legal(&pos, &list) == 0)
                break;
            Move m = list.moves[test_random(&state) % (uint64_t)list.count];
            EvalAccumulator next;
            Undo undo;
            eval_accumulator_update(&next, &acc, &pos, m);
            position_make_move(&pos, m, &undo);
            acc = next;
            eval_accumulator_init(&fresh, &pos);
            ck_assert_int_eq(acc.placement, fresh.placement);
            ck_assert_int_eq(acc.phase, fresh.phase);
            ck_assert(memcmp(acc.pawns, fresh.pawns, sizeof acc.pawns) == 0);
            ck_assert_uint_eq(acc.pawn_key, fresh.pawn_key);
            bool exact;
            ck_assert_int_eq(evaluate_lazy(&pos, &acc, cache, -30000, 30000, &exact), evaluate(&pos));
            ck_assert(exact);
        }
    }
    free(cache);
}
END_TEST

/* The cache keeps a full evaluation under the position's hash and gives
 * it back while the hash matches; an entry of another position is
 * evaluated again and replaced. */
START_TEST(cache_keeps_full_evaluations)
{
    EvalCache *cache = calloc(1, sizeof *cache);
    Position pos;
    EvalAccumulator acc;
    bool exact = false;
    load(&pos, BENCH_POSITIONS[2]);
    eval_accumulator_init(&acc, &pos);
    int value = evaluate(&pos);
    ck_assert_int_eq(evaluate_lazy(&pos, &acc, cache, -30000, 30000, &exact), value);
    ck_assert(exact);
    uint64_t *slot = &cache->full[pos.hash & (EVAL_CACHE_FULL_SIZE - 1)];
    ck_assert_uint_eq(*slot, (pos.hash & ~(uint64_t)0xffff) | (uint16_t)(int16_t)value);
    /* Read back, not counted again: a changed value comes out as it is. */
    *slot = (pos.hash & ~(uint64_t)0xffff) | (uint16_t)(int16_t)(value + 7);
    exact = false;
    ck_assert_int_eq(evaluate_lazy(&pos, &acc, cache, -30000, 30000, &exact), value + 7);
    ck_assert(exact);
    /* Another position's entry in the slot. */
    *slot ^= (uint64_t)1 << 40;
    ck_assert_int_eq(evaluate_lazy(&pos, &acc, cache, -30000, 30000, &exact), value);
    ck_assert_uint_eq(*slot, (pos.hash & ~(uint64_t)0xffff) | (uint16_t)(int16_t)value);
    /* Far outside the window the rough value is given and nothing kept. */
    *slot = 0;
    int rough = evaluate_rough(&pos, &acc);
    ck_assert_int_eq(evaluate_lazy(&pos, &acc, cache, rough + 1000, rough + 1001, &exact), rough);
    ck_assert(!exact);
    ck_assert_uint_eq(*slot, 0);
    free(cache);
}
END_TEST

START_TEST(lazy_when_far_outside_the_window)
{
    Position pos;
    EvalAccumulator acc;
    bool exact;
    load(&pos, BENCH_POSITIONS[5]);
    eval_accumulator_init(&acc, &pos);
    int rough = evaluate_rough(&pos, &acc);
    ck_assert_int_eq(evaluate_lazy(&pos, &acc, NULL, rough + 1000, rough + 1001, &exact), rough);
    ck_assert(!exact);
    ck_assert_int_eq(evaluate_lazy(&pos, &acc, NULL, rough - 1001, rough - 1000, &exact), rough);
    ck_assert(!exact);
    ck_assert_int_eq(evaluate_lazy(&pos, &acc, NULL, rough - 1, rough + 1, &exact), evaluate(&pos));
    ck_assert(exact);
}
END_TEST

static int terms_of(const char *rfen, EvalTerms *t)
{
    Position pos;
    load(&pos, rfen);
    evaluate_terms(&pos, t);
    return evaluate(&pos);
}

START_TEST(material_counts)
{
    EvalTerms t;
    /* The start position, then without Black's queen. */
    int even = terms_of(RFEN_START, &t);
    ck_assert_int_lt(abs(even), 50);
    ck_assert_int_eq(t.phase, EVAL_PHASE_MAX);
    int up = terms_of("rnknr/ppppp/5/5/5|ub1ub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w 0 1", &t);
    ck_assert_int_gt(up - even, PIECE_VALUE[QUEEN] - 100);
    ck_assert_int_lt(t.phase, EVAL_PHASE_MAX);
    /* The values in order: queen, then bishop, rook and knight, then the
     * unicorn, then the pawn. */
    ck_assert_int_gt(PIECE_VALUE[QUEEN], PIECE_VALUE[BISHOP]);
    ck_assert_int_ge(PIECE_VALUE[BISHOP], PIECE_VALUE[ROOK]);
    ck_assert_int_gt(PIECE_VALUE[KNIGHT], PIECE_VALUE[UNICORN]);
    ck_assert_int_gt(PIECE_VALUE[UNICORN], PIECE_VALUE[PAWN]);
}
END_TEST

/* A knight in the middle of the cube reaches 24 cells, in a corner 6. */
START_TEST(centre_of_the_cube)
{
    EvalTerms centre, corner;
    terms_of("4k/5/5/5/5|5/5/5/5/5|5/5/2N2/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", &centre);
    terms_of("4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|N4/5/5/5/K4 w 0 1", &corner);
    ck_assert_int_gt(centre.material_placement, corner.material_placement);
    ck_assert_int_gt(centre.mobility, corner.mobility);
}
END_TEST

/* A pawn with no enemy pawn ahead of it on its file or the next ones is
 * passed; one in front of it blocks it. */
START_TEST(passed_pawns)
{
    EvalTerms free_pawn, blocked, far;
    terms_of("4k/5/5/5/5|5/5/5/5/5|5/5/5/2P2/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", &free_pawn);
    terms_of("4k/5/5/5/5|5/5/2p2/5/5|5/5/5/2P2/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", &blocked);
    terms_of("4k/5/5/5/5|5/5/p4/5/5|5/5/5/4P/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", &far);
    ck_assert_int_gt(free_pawn.passed_pawns, 0);
    ck_assert_int_eq(blocked.passed_pawns, 0);
    /* Four files apart neither pawn stops the other: both are passed, as
     * far from promotion as each other, and the terms cancel. */
    ck_assert_int_eq(far.passed_pawns, 0);
    ck_assert_int_gt(free_pawn.material_placement, 0);
}
END_TEST

/* A pawn one step from promotion is worth more than one at the start. */
START_TEST(pawn_advancement)
{
    EvalTerms near, home;
    terms_of("4k/5/5/5/5|2P2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", &near);
    terms_of("4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/2P2/K4 w 0 1", &home);
    ck_assert_int_gt(near.material_placement, home.material_placement);
}
END_TEST

/* Black's queen, rook and knight bear on the white king's cells. */
START_TEST(king_under_attack)
{
    EvalTerms attacked, quiet;
    terms_of("4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/2q2/1r3/5/5|5/5/n4/5/2K2 w 0 1", &attacked);
    terms_of("4k/1q3/r4/5/n4|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/2K2 w 0 1", &quiet);
    ck_assert_int_lt(attacked.king_safety, quiet.king_safety);
}
END_TEST

/* Against a bare king the winning side drives it to the edge. */
START_TEST(bare_king_to_the_edge)
{
    EvalTerms centre, edge;
    terms_of("5/5/5/5/5|5/5/5/5/5|5/5/2k2/5/5|5/5/5/5/5|5/1Q3/5/5/K4 w 0 1", &centre);
    terms_of("4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/1Q3/5/5/K4 w 0 1", &edge);
    ck_assert_int_gt(edge.endgame, centre.endgame);
    ck_assert_int_gt(centre.endgame, 0);
}
END_TEST

/* King and queen spacemate a bare king in 1946 positions (with Black to
 * move, counted on the rules' own moves); king and rook, bishop, knight
 * or unicorn in none at all.  tests/tools/endgames finds the same on its
 * own moves and tables, and that White wins every position of king and
 * queen with White to move: so a queen mates and no line piece or knight
 * alone can (README, "Endgames"). */
START_TEST(spacemates_with_one_piece)
{
    static const PieceType types[] = { QUEEN, ROOK, BISHOP, KNIGHT, UNICORN };
    static const int expected[] = { 1946, 0, 0, 0, 0 };
    for (int t = 0; t < 5; t++) {
        int mates = 0, positions = 0;
        Position pos;
        for (int bk = 0; bk < CELL_COUNT; bk++)
            for (int wk = 0; wk < CELL_COUNT; wk++) {
                if (abs(cell_level(wk) - cell_level(bk)) <= 1 && abs(cell_file(wk) - cell_file(bk)) <= 1
                    && abs(cell_rank(wk) - cell_rank(bk)) <= 1)
                    continue;
                position_clear(&pos);
                position_put(&pos, bk, piece_make(BLACK, KING));
                position_put(&pos, wk, piece_make(WHITE, KING));
                position_set_side(&pos, BLACK);
                for (int cell = 0; cell < CELL_COUNT; cell++) {
                    if (cell == wk || cell == bk)
                        continue;
                    position_put(&pos, cell, piece_make(WHITE, types[t]));
                    positions++;
                    mates += position_in_check(&pos) && !movegen_has_legal(&pos);
                    position_put(&pos, cell, PIECE_EMPTY);
                }
            }
        ck_assert_int_eq(positions, 1651644);
        ck_assert_msg(mates == expected[t], "king and %s: %d spacemates, not %d", piece_type_name(types[t]), mates,
            expected[t]);
    }
}
END_TEST

/* White's tempo at a phase, as the evaluation blends it. */
static int tempo_at(int phase)
{
    EvalParams p;
    eval_params_current(&p);
    int mg = p.value[eval_param_find("tempo.mg")], eg = p.value[eval_param_find("tempo.eg")];
    return (mg * phase + eg * (EVAL_PHASE_MAX - phase)) / EVAL_PHASE_MAX;
}

/* A side that cannot force spacemate is not winning, however much more
 * material it has: the evaluation divides what favours it by
 * DRAWN_DIVISOR: without pawns or a queen, and with two pieces or fewer
 * besides the king. */
START_TEST(no_win_without_mating_material)
{
    static const struct {
        const char *rfen;
        int divisor;
    } cases[] = {
        /* king and rook against the bare king, White's and Black's */
        { "4k/5/5/5/5|5/5/5/5/5|5/5/2R2/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", DRAWN_DIVISOR },
        { "4k/5/5/5/5|5/5/5/5/5|5/5/2r2/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", DRAWN_DIVISOR },
        /* a pawn can become a queen */
        { "4k/5/5/5/5|5/5/5/5/5|5/5/2R2/5/5|5/5/5/1P3/5|5/5/5/5/K4 w 0 1", 1 },
        /* the rook against a pawn: ahead, and still no win */
        { "4k/5/5/5/5|5/5/5/1p3/5|5/5/2R2/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", DRAWN_DIVISOR },
        /* the same for Black's rook against White's pawn */
        { "4k/5/5/5/5|5/5/5/5/5|5/5/2r2/5/5|5/5/5/1P3/5|5/5/5/5/K4 w 0 1", DRAWN_DIVISOR },
        /* pawns against a unicorn: ahead and able to queen */
        { "4k/5/5/5/5|5/5/5/5/5|5/5/2u2/5/5|5/5/5/PPP2/5|5/5/5/5/K4 b 0 1", 1 },
        /* a queen mates */
        { "4k/5/5/5/5|5/5/5/5/5|5/5/1Q3/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", 1 },
        /* bishop against unicorn, knight against nothing */
        { "4k/5/5/5/5|5/5/u4/5/5|5/5/2B2/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", DRAWN_DIVISOR },
        { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K2n1 b 0 1", DRAWN_DIVISOR },
        /* two pieces draw too; three are counted as enough */
        { "4k/5/5/5/5|5/5/5/5/5|5/5/1RN2/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", DRAWN_DIVISOR },
        { "4k/5/5/5/5|5/5/5/5/5|5/5/1RR2/5/5|5/5/5/5/5|5/5/5/5/K4 b 0 1", DRAWN_DIVISOR },
        { "4k/5/5/5/5|5/5/5/5/5|5/5/1RRB1/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", 1 },
        /* the start position */
        { RFEN_START, 1 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        Position pos;
        EvalTerms t;
        load(&pos, cases[i].rfen);
        evaluate_terms(&pos, &t);
        ck_assert_msg(t.divisor == cases[i].divisor, "%s: divisor %d, not %d", cases[i].rfen, t.divisor,
            cases[i].divisor);
        int sum = t.material_placement + t.mobility + t.king_safety + t.passed_pawns + t.threats + t.endgame;
        int white = pos.side == WHITE ? evaluate(&pos) : -evaluate(&pos);
        int tempo = pos.side == WHITE ? tempo_at(t.phase) : -tempo_at(t.phase);
        /* The terms are blended one by one, the evaluation once: up to 6
         * apart before the division. */
        ck_assert_msg(abs(white - (sum / t.divisor + tempo)) <= 6 / t.divisor + 1, "%s: %d, the terms %d / %d + %d",
            cases[i].rfen, white, sum, t.divisor, tempo);
        if (t.divisor > 1)
            ck_assert_msg(abs(sum) > 150, "%s: the material favours one side (%d)", cases[i].rfen, sum);
    }
}
END_TEST

/* The threats' term of a side with `pawn`, `lesser` and `hanging` threats
 * of each kind, its mg and eg sums blended at the phase as the evaluation
 * blends them. */
static int threats_term(int phase, int pawn, int lesser, int hanging)
{
    EvalParams p;
    eval_params_current(&p);
    const char *names[3] = { "pawn", "lesser", "hanging" };
    int counts[3] = { pawn, lesser, hanging };
    int mg = 0, eg = 0;
    for (int k = 0; k < 3; k++) {
        char name[48];
        snprintf(name, sizeof name, "threat.%s.mg", names[k]);
        int i = eval_param_find(name);
        snprintf(name, sizeof name, "threat.%s.eg", names[k]);
        int j = eval_param_find(name);
        ck_assert_int_ge(i, 0);
        ck_assert_int_ge(j, 0);
        mg += counts[k] * p.value[i];
        eg += counts[k] * p.value[j];
    }
    return (mg * phase + eg * (EVAL_PHASE_MAX - phase)) / EVAL_PHASE_MAX;
}

START_TEST(threats)
{
    EvalTerms t;
    terms_of("4k/5/5/5/5|5/5/5/5/5|5/5/3n1/2P2/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", &t);
    ck_assert_int_eq(t.phase, 1);
    int pawn_and_hanging = threats_term(1, 1, 0, 1);
    ck_assert_int_gt(pawn_and_hanging, 0);
    ck_assert_int_eq(t.threats, pawn_and_hanging);
    terms_of("4k/5/5/5/5|5/5/5/5/5|5/4p/3n1/2P2/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", &t);
    ck_assert_int_eq(t.threats, threats_term(1, 1, 0, 0));
    terms_of("4k/5/5/5/5|5/5/5/5/5|5/5/2u2/5/5|5/5/5/1R3/5|5/5/5/5/K4 w 0 1", &t);
    ck_assert_int_eq(t.phase, 3);
    ck_assert_int_eq(t.threats, -threats_term(3, 0, 1, 0));
    /* Without the king beside it the rook hangs too. */
    terms_of("4k/5/5/5/5|5/5/5/5/5|5/5/2u2/5/5|5/5/5/1R3/5|5/5/5/5/4K w 0 1", &t);
    ck_assert_int_eq(t.threats, -threats_term(3, 0, 1, 1));
}
END_TEST

static Suite *evaluate_suite(void)
{
    Suite *s = suite_create("evaluate");
    TCase *tc = tcase_create("evaluate");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, same_for_both_colours);
    tcase_add_test(tc, threats);
    tcase_add_test(tc, accumulator_follows_the_moves);
    tcase_add_test(tc, lazy_when_far_outside_the_window);
    tcase_add_test(tc, material_counts);
    tcase_add_test(tc, centre_of_the_cube);
    tcase_add_test(tc, passed_pawns);
    tcase_add_test(tc, cache_keeps_full_evaluations);
    tcase_add_test(tc, pawn_advancement);
    tcase_add_test(tc, king_under_attack);
    tcase_add_test(tc, bare_king_to_the_edge);
    tcase_add_test(tc, spacemates_with_one_piece);
    tcase_add_test(tc, no_win_without_mating_material);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(evaluate_suite)
