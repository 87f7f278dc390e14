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
 * Positions: the start position, make/unmake restoring everything exactly,
 * the incremental hash equal to one computed from scratch, the clocks, and
 * the null move.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/movegen.h"

#include <string.h>

/* Rebuilds a position from its board alone, so that the piece sets,
 * counts, king cells and hash kept by make/unmake can be compared with
 * values derived from scratch. */
static void assert_consistent(const Position *pos)
{
    Position fresh;
    position_clear(&fresh);
    for (int cell = 0; cell < CELL_COUNT; cell++)
        if (position_at(pos, cell) != PIECE_EMPTY)
            position_put(&fresh, cell, position_at(pos, cell));
    position_set_side(&fresh, pos->side);
    fresh.halfmove = pos->halfmove;
    fresh.fullmove = pos->fullmove;
    ck_assert(position_equal(&fresh, pos));
    ck_assert_uint_eq(pos->hash, position_compute_hash(pos));
}

/* Every move of every position two plies deep from `pos`: make, check,
 * unmake, and compare with a copy taken before. */
static void walk(Position *pos, int depth)
{
    MoveList list;
    movegen_legal(pos, &list);
    for (int i = 0; i < list.count; i++) {
        Position before = *pos;
        Undo undo;
        position_make_move(pos, list.moves[i], &undo);
        assert_consistent(pos);
        if (depth > 1)
            walk(pos, depth - 1);
        position_unmake_move(pos, list.moves[i], &undo);
        ck_assert(position_equal(&before, pos));
    }
}

START_TEST(start_position)
{
    Position pos;
    position_start(&pos);
    assert_consistent(&pos);
    for (int c = WHITE; c <= BLACK; c++) {
        ck_assert_int_eq(pos.count[c][PAWN], 10);
        ck_assert_int_eq(pos.count[c][KNIGHT], 2);
        ck_assert_int_eq(pos.count[c][BISHOP], 2);
        ck_assert_int_eq(pos.count[c][ROOK], 2);
        ck_assert_int_eq(pos.count[c][UNICORN], 2);
        ck_assert_int_eq(pos.count[c][QUEEN], 1);
        ck_assert_int_eq(pos.count[c][KING], 1);
    }
    ck_assert_int_eq(position_king_cell(&pos, WHITE), cell_parse("Ac1"));
    ck_assert_int_eq(position_king_cell(&pos, BLACK), cell_parse("Ec5"));
    ck_assert_int_eq(position_at(&pos, cell_parse("Bc1")), piece_make(WHITE, QUEEN));
    ck_assert_int_eq(position_at(&pos, cell_parse("Dc5")), piece_make(BLACK, QUEEN));
    ck_assert_int_eq(position_at(&pos, cell_parse("Da5")), piece_make(BLACK, UNICORN));
    ck_assert_int_eq(position_at(&pos, cell_parse("Bb1")), piece_make(WHITE, UNICORN));
    ck_assert_int_eq(position_piece_total(&pos), 40);
    ck_assert_int_eq(pos.side, WHITE);
}
END_TEST

/* The start is the start only with its clocks; a move and its takeback
 * bring it back. */
START_TEST(is_start)
{
    Position pos;
    position_start(&pos);
    ck_assert(position_is_start(&pos));
    Move m = move_make(cell_parse("Bc2"), cell_parse("Bc3"), NO_TYPE, false);
    Undo undo;
    position_make_move(&pos, m, &undo);
    ck_assert(!position_is_start(&pos));
    position_unmake_move(&pos, m, &undo);
    ck_assert(position_is_start(&pos));
    pos.fullmove = 2;
    ck_assert(!position_is_start(&pos));
    position_clear(&pos);
    ck_assert(!position_is_start(&pos));
}
END_TEST

START_TEST(make_unmake_restores_start_tree)
{
    Position pos;
    position_start(&pos);
    walk(&pos, 2);
}
END_TEST

/* Positions with promotions, captures and checks. */
START_TEST(make_unmake_restores_tactical_positions)
{
    static const char *const positions[] = {
        "2n1r/3P1/5/5/5|5/5/5/5/5|5/5/k4/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1",
        "4K/5/5/5/5|5/5/5/5/5|5/5/4k/5/5|5/5/5/5/2p2|5/5/5/2p2/1R1N1 b 0 1",
        "1nk2/5/5/N1K2/5|5/5/4p/5/5|5/5/5/5/5|5/1P3/5/P1P1P/5|5/4u/3Q1/5/R4 w 2 26",
        "r3r/p1ppp/5/5/1n3|u1UU1/2ppp/p4/5/5|2k2/3n1/5/5/5|5/qb3/2P1P/PPQP1/5|5/5/5/1PPPP/RNKNR b 5 14",
    };
    for (size_t i = 0; i < sizeof positions / sizeof *positions; i++) {
        Position pos;
        load(&pos, positions[i]);
        walk(&pos, 2);
    }
}
END_TEST

/* A long game of pseudo-random legal moves, then every move taken back:
 * the start position comes back bit for bit. */
START_TEST(long_random_game_unwinds)
{
    Position pos, start;
    MoveList list;
    static Move moves[600];
    static Undo undos[600];
    uint64_t seed = 12345;
    int n = 0;

    position_start(&pos);
    start = pos;
    while (n < 600 && movegen_legal(&pos, &list) > 0) {
        moves[n] = list.moves[test_random(&seed) % (uint64_t)list.count];
        position_make_move(&pos, moves[n], &undos[n]);
        assert_consistent(&pos);
        n++;
    }
    ck_assert_int_gt(n, 100);
    while (n > 0) {
        n--;
        position_unmake_move(&pos, moves[n], &undos[n]);
    }
    ck_assert(position_equal(&start, &pos));
}
END_TEST

START_TEST(clocks)
{
    Position pos;
    Undo undo;
    position_start(&pos);
    /* A knight move counts towards the 50-move rule; a pawn move resets it. */
    position_make_move(&pos, movegen_find(&pos, cell_parse("Ab1"), cell_parse("Ac3"), NO_TYPE), &undo);
    ck_assert_int_eq(pos.halfmove, 1);
    ck_assert_int_eq(pos.fullmove, 1);
    ck_assert_int_eq(pos.side, BLACK);
    position_make_move(&pos, movegen_find(&pos, cell_parse("Eb5"), cell_parse("Ec3"), NO_TYPE), &undo);
    ck_assert_int_eq(pos.halfmove, 2);
    ck_assert_int_eq(pos.fullmove, 2);
    position_make_move(&pos, movegen_find(&pos, cell_parse("Bc2"), cell_parse("Bc3"), NO_TYPE), &undo);
    ck_assert_int_eq(pos.halfmove, 0);
    /* A capture resets it too, and White's move leaves the move number. */
    load(&pos, "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K1R1r w 7 30");
    Move capture = movegen_find(&pos, cell_parse("Ac1"), cell_parse("Ae1"), NO_TYPE);
    ck_assert(move_is_capture(capture));
    position_make_move(&pos, capture, &undo);
    ck_assert_int_eq(pos.halfmove, 0);
    ck_assert_int_eq(pos.fullmove, 30);
    position_unmake_move(&pos, capture, &undo);
    ck_assert_int_eq(pos.halfmove, 7);
}
END_TEST

START_TEST(null_move)
{
    Position pos, before;
    Undo undo;
    position_start(&pos);
    before = pos;
    position_make_null(&pos, &undo);
    ck_assert_int_eq(pos.side, BLACK);
    ck_assert_uint_eq(pos.hash, position_compute_hash(&pos));
    ck_assert_uint_ne(pos.hash, before.hash);
    position_unmake_null(&pos, &undo);
    ck_assert(position_equal(&before, &pos));
}
END_TEST

/* Different positions hash differently: all 61 children of the start. */
START_TEST(hashes_differ)
{
    Position pos;
    MoveList list;
    uint64_t hashes[MAX_MOVES];
    position_start(&pos);
    movegen_legal(&pos, &list);
    for (int i = 0; i < list.count; i++) {
        Undo undo;
        position_make_move(&pos, list.moves[i], &undo);
        hashes[i] = pos.hash;
        position_unmake_move(&pos, list.moves[i], &undo);
        for (int j = 0; j < i; j++)
            ck_assert_uint_ne(hashes[i], hashes[j]);
    }
}
END_TEST

static Suite *position_suite(void)
{
    Suite *s = suite_create("position");
    TCase *tc = tcase_create("make_unmake");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, start_position);
    tcase_add_test(tc, is_start);
    tcase_add_test(tc, make_unmake_restores_start_tree);
    tcase_add_test(tc, make_unmake_restores_tactical_positions);
    tcase_add_test(tc, long_random_game_unwinds);
    tcase_add_test(tc, clocks);
    tcase_add_test(tc, null_move);
    tcase_add_test(tc, hashes_differ);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(position_suite)
