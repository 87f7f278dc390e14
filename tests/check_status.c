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
 * Game status: check marks (check, boardmate, spacemate, stalemate) on
 * hand-made positions, and the ends the rules decide in a game: spacemate,
 * stalemate, threefold repetition, the 50-move rule and bare kings; the
 * Termination tags and results of every end of raumschach(5).
 */
#include <config.h>

#include "check_helpers.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/status.h"

#include <string.h>

/* White king Aa1, black queen Bb2 guarded by the black king on Cc3. */
static const char SPACEMATE[] = "5/5/5/5/5|5/5/5/5/5|5/5/2k2/5/5|5/5/5/1q3/5|5/5/5/5/K4 w 0 1";
/* White king Aa1, black queen Ab3, black king Ca1: no move, no check. */
static const char STALEMATE[] = "5/5/5/5/5|5/5/5/5/5|5/5/5/5/k4|5/5/5/5/5|5/5/1q3/5/K4 w 0 1";
/* White king Ac3 checked by the rook on Aa3; rooks on Aa2 and Aa4 hold
 * ranks 2 and 4 of level A, so the king must leave its board. */
static const char BOARDMATE[] = "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/r4/r1K2/r4/5 w 0 1";
/* The same without the rook on Aa4: Ab4, Ac4, Ad4 stay open. */
static const char CHECK[] = "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/r1K2/r4/5 w 0 1";

static CheckMark mark_of(const char *rfen)
{
    Position pos;
    load(&pos, rfen);
    return position_check_mark(&pos);
}

START_TEST(check_marks)
{
    ck_assert_int_eq(mark_of(SPACEMATE), CHECK_MARK_SPACEMATE);
    ck_assert_int_eq(mark_of(STALEMATE), CHECK_MARK_STALEMATE);
    ck_assert_int_eq(mark_of(BOARDMATE), CHECK_MARK_BOARDMATE);
    ck_assert_int_eq(mark_of(CHECK), CHECK_MARK_CHECK);
    ck_assert_int_eq(mark_of(RFEN_START), CHECK_MARK_NONE);
    ck_assert_str_eq(check_mark_text(CHECK_MARK_CHECK), "\u2020");
    ck_assert_str_eq(check_mark_text(CHECK_MARK_BOARDMATE), "\u2020\u2020");
    ck_assert_str_eq(check_mark_text(CHECK_MARK_SPACEMATE), "\u2020\u2020\u2020");
    ck_assert_str_eq(check_mark_text(CHECK_MARK_STALEMATE), "\u2261");
    ck_assert_str_eq(check_mark_text(CHECK_MARK_NONE), "");
}
END_TEST

/* In the boardmate position every legal move is a king move to level B. */
START_TEST(boardmate_replies_leave_the_level)
{
    Position pos;
    MoveList list;
    load(&pos, BOARDMATE);
    ck_assert(position_in_check(&pos));
    ck_assert_int_gt(movegen_legal(&pos, &list), 0);
    for (int i = 0; i < list.count; i++) {
        ck_assert_int_eq(move_from(list.moves[i]), cell_parse("Ac3"));
        ck_assert_int_eq(cell_level(move_to(list.moves[i])), 1);
    }
}
END_TEST

/* A check that a piece can block is plain check even when the king could
 * also leave the level: a white rook on Ab5 can interpose on Ab3. */
START_TEST(block_makes_it_plain_check)
{
    ck_assert_int_eq(mark_of("4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|1R3/r4/r1K2/r4/5 w 0 1"), CHECK_MARK_CHECK);
}
END_TEST

static Termination end_of(const char *rfen)
{
    Position pos;
    Game game;
    load(&pos, rfen);
    game_init(&game, &pos);
    Termination t = game_rules_termination(&game);
    game_free(&game);
    return t;
}

START_TEST(rules_decided_ends)
{
    ck_assert_int_eq(end_of(SPACEMATE), TERMINATION_SPACEMATE);
    ck_assert_int_eq(end_of(STALEMATE), TERMINATION_STALEMATE);
    ck_assert_int_eq(end_of(BOARDMATE), TERMINATION_NONE);
    ck_assert_int_eq(end_of(RFEN_START), TERMINATION_NONE);
    ck_assert_int_eq(end_of("4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1"),
        TERMINATION_INSUFFICIENT_MATERIAL);
    ck_assert_int_eq(end_of("4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/KR3 w 100 80"),
        TERMINATION_FIFTY_MOVES);
    ck_assert_int_eq(end_of("4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/KR3 w 99 80"), TERMINATION_NONE);
    /* Mate on the hundredth ply is mate. */
    ck_assert_int_eq(end_of("5/5/5/5/5|5/5/5/5/5|5/5/2k2/5/5|5/5/5/1q3/5|5/5/5/5/K4 w 100 90"),
        TERMINATION_SPACEMATE);
}
END_TEST

static void play(Game *g, const char *from, const char *to)
{
    Move m = movegen_find(&g->pos, cell_parse(from), cell_parse(to), NO_TYPE);
    ck_assert_msg(m != MOVE_NONE, "%s-%s is not legal", from, to);
    game_play(g, m);
}

/* The knights go out and back twice: the start position stands for the
 * third time after eight plies. */
START_TEST(threefold_repetition)
{
    Position start;
    Game g;
    position_start(&start);
    game_init(&g, &start);
    for (int round = 0; round < 2; round++) {
        play(&g, "Ab1", "Ac3");
        play(&g, "Eb5", "Ec3");
        ck_assert_int_eq(game_rules_termination(&g), TERMINATION_NONE);
        play(&g, "Ac3", "Ab1");
        play(&g, "Ec3", "Eb5");
        ck_assert_int_eq(game_repetitions(&g), round + 2);
    }
    ck_assert_int_eq(game_rules_termination(&g), TERMINATION_REPETITION);
    /* Taking a move back undoes the repetition. */
    ck_assert(game_undo(&g));
    ck_assert_int_eq(game_rules_termination(&g), TERMINATION_NONE);
    ck_assert_int_eq(game_repetitions(&g), 2); /* knight on Ec3 stood there twice */
    game_free(&g);
}
END_TEST

/* A pawn move between the repetitions starts the count again. */
START_TEST(repetition_broken_by_a_pawn_move)
{
    Position start;
    Game g;
    position_start(&start);
    game_init(&g, &start);
    play(&g, "Ab1", "Ac3");
    play(&g, "Eb5", "Ec3");
    play(&g, "Ac3", "Ab1");
    play(&g, "Ec3", "Eb5");
    play(&g, "Bc2", "Bc3");
    play(&g, "Eb5", "Ec3");
    play(&g, "Ab1", "Ac3");
    play(&g, "Ec3", "Eb5");
    play(&g, "Ac3", "Ab1");
    ck_assert_int_eq(game_repetitions(&g), 2);
    ck_assert_int_eq(game_rules_termination(&g), TERMINATION_NONE);
    game_free(&g);
}
END_TEST

START_TEST(fifty_move_rule_in_a_game)
{
    Position pos;
    Game g;
    load(&pos, "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/KR3 w 99 80");
    game_init(&g, &pos);
    play(&g, "Ab1", "Ab2");
    ck_assert_int_eq(g.pos.halfmove, 100);
    ck_assert_int_eq(game_rules_termination(&g), TERMINATION_FIFTY_MOVES);
    game_free(&g);
}
END_TEST

START_TEST(bare_kings_after_a_capture)
{
    Position pos;
    Game g;
    load(&pos, "5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|4K/5/5/k4/1R3 b 0 1");
    game_init(&g, &pos);
    play(&g, "Aa2", "Ab1");
    ck_assert_int_eq(game_rules_termination(&g), TERMINATION_INSUFFICIENT_MATERIAL);
    game_free(&g);
}
END_TEST

START_TEST(terminations_and_results)
{
    static const struct {
        Termination t;
        Colour to_move;
        const char *tag;
        Result result;
    } rows[] = {
        { TERMINATION_SPACEMATE, BLACK, "Spacemate", RESULT_WHITE_WINS },
        { TERMINATION_SPACEMATE, WHITE, "Spacemate", RESULT_BLACK_WINS },
        { TERMINATION_STALEMATE, WHITE, "Stalemate", RESULT_DRAW },
        { TERMINATION_REPETITION, BLACK, "Threefold repetition", RESULT_DRAW },
        { TERMINATION_FIFTY_MOVES, WHITE, "Draw by the 50-move rule", RESULT_DRAW },
        { TERMINATION_INSUFFICIENT_MATERIAL, WHITE, "Insufficient material", RESULT_DRAW },
        { TERMINATION_WHITE_TIME, WHITE, "White ran out of time", RESULT_BLACK_WINS },
        { TERMINATION_BLACK_TIME, BLACK, "Black ran out of time", RESULT_WHITE_WINS },
        { TERMINATION_WHITE_RESIGNED, BLACK, "White resigned", RESULT_BLACK_WINS },
        { TERMINATION_BLACK_RESIGNED, WHITE, "Black resigned", RESULT_WHITE_WINS },
        { TERMINATION_AGREEMENT, WHITE, "Draw by agreement", RESULT_DRAW },
    };
    for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
        ck_assert_str_eq(termination_tag(rows[i].t), rows[i].tag);
        ck_assert_int_eq(termination_from_tag(rows[i].tag), rows[i].t);
        ck_assert_int_eq(termination_result(rows[i].t, rows[i].to_move), rows[i].result);
        ck_assert_str_ne(termination_describe(rows[i].t, rows[i].to_move), "");
    }
    ck_assert_ptr_null(termination_tag(TERMINATION_NONE));
    ck_assert_int_eq(termination_result(TERMINATION_NONE, WHITE), RESULT_UNFINISHED);
    ck_assert_int_eq(termination_from_tag("Abandoned"), TERMINATION_NONE);
    ck_assert_str_eq(result_token(RESULT_UNFINISHED), "*");
    ck_assert_str_eq(result_token(RESULT_WHITE_WINS), "1-0");
    ck_assert_str_eq(result_token(RESULT_BLACK_WINS), "0-1");
    ck_assert_str_eq(result_token(RESULT_DRAW), "1/2-1/2");
    ck_assert_int_eq(result_from_token("1/2-1/2"), RESULT_DRAW);
    ck_assert_int_eq(result_from_token("1-1"), -1);
}
END_TEST

START_TEST(game_position_at_replays)
{
    Position start, at;
    Game g;
    position_start(&start);
    game_init(&g, &start);
    play(&g, "Bc2", "Bc3");
    play(&g, "Dc4", "Dc3");
    Position after_one = g.pos;
    game_undo(&g);
    game_play(&g, movegen_find(&g.pos, cell_parse("Dc4"), cell_parse("Dc3"), NO_TYPE));
    ck_assert(position_equal(&after_one, &g.pos));
    game_position_at(&g, 0, &at);
    ck_assert(position_equal(&at, &start));
    game_position_at(&g, 2, &at);
    ck_assert(position_equal(&at, &g.pos));
    Game copy;
    game_copy(&copy, &g);
    ck_assert_uint_eq(copy.ply_count, 2);
    ck_assert(position_equal(&copy.pos, &g.pos));
    game_free(&copy);
    game_free(&g);
}
END_TEST

static Suite *status_suite(void)
{
    Suite *s = suite_create("status");
    TCase *tc = tcase_create("status");
    tcase_add_test(tc, check_marks);
    tcase_add_test(tc, boardmate_replies_leave_the_level);
    tcase_add_test(tc, block_makes_it_plain_check);
    tcase_add_test(tc, rules_decided_ends);
    tcase_add_test(tc, threefold_repetition);
    tcase_add_test(tc, repetition_broken_by_a_pawn_move);
    tcase_add_test(tc, fifty_move_rule_in_a_game);
    tcase_add_test(tc, bare_kings_after_a_capture);
    tcase_add_test(tc, terminations_and_results);
    tcase_add_test(tc, game_position_at_replays);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(status_suite)
