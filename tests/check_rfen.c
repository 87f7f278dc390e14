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
 * RFEN: the start position both ways, round trips, optional clocks, and
 * every kind of bad RFEN rejected with its message and column.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/movegen.h"

#include <string.h>

START_TEST(start_position_both_ways)
{
    Position parsed, built;
    char text[RFEN_MAX_SIZE];
    load(&parsed, RFEN_START);
    position_start(&built);
    ck_assert(position_equal(&parsed, &built));
    rfen_write(&built, text, sizeof text);
    ck_assert_str_eq(text, RFEN_START);
}
END_TEST

/* Write then read every position of a long random game. */
START_TEST(round_trip_along_a_game)
{
    Position pos, again;
    MoveList list;
    char text[RFEN_MAX_SIZE], text2[RFEN_MAX_SIZE];
    uint64_t seed = 99;
    position_start(&pos);
    for (int ply = 0; ply < 300 && movegen_legal(&pos, &list) > 0; ply++) {
        Undo undo;
        rfen_write(&pos, text, sizeof text);
        load(&again, text);
        ck_assert_msg(position_equal(&pos, &again), "round trip changed %s", text);
        rfen_write(&again, text2, sizeof text2);
        ck_assert_str_eq(text, text2);
        position_make_move(&pos, list.moves[test_random(&seed) % (uint64_t)list.count], &undo);
    }
}
END_TEST

START_TEST(clocks_are_optional)
{
    Position pos;
    load(&pos, "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR b");
    ck_assert_int_eq(pos.side, BLACK);
    ck_assert_int_eq(pos.halfmove, 0);
    ck_assert_int_eq(pos.fullmove, 1);
    load(&pos, "  4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4   w   12   40  ");
    ck_assert_int_eq(pos.halfmove, 12);
    ck_assert_int_eq(pos.fullmove, 40);
    ck_assert_uint_eq(pos.hash, position_compute_hash(&pos));
    /* S is read as a knight, as in move text. */
    load(&pos, "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/KS3 w 0 1");
    ck_assert_int_eq(position_at(&pos, cell_parse("Ab1")), piece_make(WHITE, KNIGHT));
}
END_TEST

typedef struct BadRfen {
    const char *rfen;
    int column;          /* 0 when the fault is in the position, not a character */
    const char *message;
} BadRfen;

static const BadRfen BAD[] = {
    { "", 1, "empty RFEN" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K3 w 0 1", 52,
      "rank 1 of level A has 4 files, expected 5" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K5 w 0 1", 51,
      "rank 1 of level A has more than 5 files" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4P w 0 1", 52,
      "rank 1 of level A has more than 5 files" },
    { "4k/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", 9, "level E has 4 ranks, expected 5" },
    { "4k/5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", 11, "level E has more than 5 ranks" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", 42, "4 levels, expected 5 separated by '|'" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4|5/5/5/5/5 w 0 1", 52, "more than 5 levels" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K3x w 0 1", 52,
      "'x' is not a piece letter (K Q R B N S U P) or a digit 1-5" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K0004 w 0 1", 51,
      "'0' is not a piece letter (K Q R B N S U P) or a digit 1-5" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/\u2654" "4 w 0 1", 50, "unexpected non-ASCII character" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4", 52, "the side to move ('w' or 'b') is missing" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 x 0 1", 53, "the side to move must be 'w' or 'b'" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 white", 54, "the side to move must be 'w' or 'b'" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w -1 1", 55,
      "the half-move clock must be a number from 0 to 100000" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0", 56,
      "the full-move number is missing after the half-move clock" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 0", 57,
      "the full-move number must be a number from 1 to 1000000" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1 x", 59,
      "unexpected text after the full-move number" },
    { "5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", 0, "Black has no king" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5 w 0 1", 0, "White has no king" },
    { "k3k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", 0, "Black has 2 kings" },
    { "P3k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1", 0,
      "a white pawn stands on its promotion row (Ea5)" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K1p2 w 0 1", 0,
      "a black pawn stands on its promotion row (Ac1)" },
    { "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|4R/5/5/5/K4 w 0 1", 0, "Black is in check but it is White's move" },
    { "QQQQk/QQQQQ/QQQQQ/QQQQQ/Q4|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 b 0 1", 0,
      "White has 21 pieces, more than the 20 a side starts with" },
};

START_TEST(bad_rfen_is_rejected_with_its_message)
{
    const BadRfen *bad = &BAD[_i];
    Position pos;
    Error err;
    ck_assert_msg(!rfen_parse(bad->rfen, &pos, &err), "accepted: %s", bad->rfen);
    ck_assert_str_eq(err.message, bad->message);
    ck_assert_int_eq(err.column, bad->column);
}
END_TEST

static Suite *rfen_suite(void)
{
    Suite *s = suite_create("rfen");
    TCase *tc = tcase_create("rfen");
    tcase_add_test(tc, start_position_both_ways);
    tcase_add_test(tc, round_trip_along_a_game);
    tcase_add_test(tc, clocks_are_optional);
    tcase_add_loop_test(tc, bad_rfen_is_rejected_with_its_message, 0, (int)(sizeof BAD / sizeof *BAD));
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(rfen_suite)
