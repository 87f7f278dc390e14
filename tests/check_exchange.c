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
 * Static exchange evaluation on hand-made positions (one level of the cube
 * used like a chessboard), and its consistency over random positions.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/evaluate.h"
#include "core/exchange.h"
#include "core/movegen.h"

static Move find(const Position *pos, const char *from, const char *to)
{
    Move m = movegen_find(pos, cell_parse(from), cell_parse(to), NO_TYPE);
    ck_assert_uint_ne(m, MOVE_NONE);
    return m;
}

/* The exchange is worth exactly `value`: at least value, not value + 1. */
static void check_value(const char *rfen, const char *from, const char *to, int value)
{
    Position pos;
    load(&pos, rfen);
    Move m = find(&pos, from, to);
    ck_assert_msg(exchange_at_least(&pos, m, value), "%s %s-%s: less than %d", rfen, from, to, value);
    ck_assert_msg(!exchange_at_least(&pos, m, value + 1), "%s %s-%s: more than %d", rfen, from, to, value);
}

START_TEST(exchanges)
{
    /* A pawn takes a rook defended by a pawn: +rook -pawn. */
    check_value("4k/5/5/5/5|5/5/5/5/5|3p1/2r2/1P3/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", "Cb3", "Cc4",
        PIECE_VALUE[ROOK] - PIECE_VALUE[PAWN]);
    /* A queen takes a pawn defended by a pawn. */
    check_value("4k/5/5/5/5|5/5/5/5/5|3p1/2p2/5/5/2Q2|5/5/5/5/5|5/5/5/5/K4 w 0 1", "Cc1", "Cc4",
        PIECE_VALUE[PAWN] - PIECE_VALUE[QUEEN]);
    /* A rook takes a knight defended by a rook: even... */
    check_value("4k/5/5/5/5|5/5/5/5/5|5/1Rn1r/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", "Cb4", "Cc4",
        PIECE_VALUE[KNIGHT] - PIECE_VALUE[ROOK]);
    /* ...unless a second rook stands behind the first. */
    check_value("4k/5/5/5/5|5/5/5/5/5|5/RRn1r/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", "Cb4", "Cc4",
        PIECE_VALUE[KNIGHT]);
    /* An undefended piece is won whole. */
    check_value("4k/5/5/5/5|5/5/5/5/5|5/1R1n1/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", "Cb4", "Cd4",
        PIECE_VALUE[KNIGHT]);
    /* A pawn that takes uncovers a bishop behind it (a pawn captures along
     * bishop lines): Cb3xCc4, pawn Cd5xCc4, bishop Ca2xCc4. */
    check_value("4k/5/5/5/5|5/5/5/5/5|3p1/2n2/1P3/B4/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", "Cb3", "Cc4",
        PIECE_VALUE[KNIGHT]);
}
END_TEST

/* Over random positions: a higher threshold is never easier to reach. */
START_TEST(thresholds_are_monotonic)
{
    uint64_t state = 99;
    int captures = 0;
    for (int g = 0; g < 60; g++) {
        Position pos;
        position_start(&pos);
        for (int ply = 0; ply < 120; ply++) {
            MoveList list;
            if (movegen_legal(&pos, &list) == 0)
                break;
            for (int i = 0; i < list.count; i++) {
                Move m = list.moves[i];
                bool previous = true;
                for (int t = -1000; t <= 1000; t += 50) {
                    bool now = exchange_at_least(&pos, m, t);
                    ck_assert(previous || !now);
                    previous = now;
                }
                captures += move_is_capture(m);
            }
            Undo undo;
            position_make_move(&pos, list.moves[test_random(&state) % (uint64_t)list.count], &undo);
        }
    }
    ck_assert_int_gt(captures, 1000);
}
END_TEST

static Suite *exchange_suite(void)
{
    Suite *s = suite_create("exchange");
    TCase *tc = tcase_create("exchange");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, exchanges);
    tcase_add_test(tc, thresholds_are_monotonic);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(exchange_suite)
