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
 * The ladder of levels: names and numbers, the Elo-like figures from the
 * ladder's results, and the human-like mistakes of the lower levels
 * (weakplay.h), with exact moves for fixed seeds.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/level.h"
#include "core/movegen.h"
#include "core/weakplay.h"

/* Pinned draws of the seeds (splitmix64): */
enum { OVERLOOKED_OF_100 = 47, MISSED_OF_20 = 11, RANDOM_OF_100 = 34 };
#define WIDE_BLUNDER_SEED_0 "Ac3-Bb4"

/* White's queen Ac3 takes Black's undefended queen Ec3 (Ac3-Ec3); every
 * other move keeps the material even. */
static const char *const FREE_QUEEN = "4k/5/2q2/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/2Q2/5/K4 w 0 1";

START_TEST(levels_by_number_and_name)
{
    Level level;
    ck_assert_int_eq(LEVEL_COUNT, 24);
    ck_assert(level_parse("1", &level));
    ck_assert_int_eq(level, LEVEL_BEGINNER);
    ck_assert(level_parse("19", &level));
    ck_assert_int_eq(level, LEVEL_HARD);
    ck_assert(level_parse("24", &level));
    ck_assert_int_eq(level, LEVEL_STRONG);
    ck_assert(level_parse("4", &level));
    ck_assert_int_eq(level_number(level), 4);
    ck_assert_str_eq(level_name(level), "4");
    ck_assert_ptr_null(level_label(level));
    ck_assert(level_parse("normal", &level));
    ck_assert_int_eq(level_number(level), 11);
    ck_assert_str_eq(level_label(LEVEL_EASY), "Easy");
    static const char *const bad[] = { "0", "25", "-1", "3x", " 3", "", "expert", "Level 3" };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        ck_assert_msg(!level_parse(bad[i], &level), "'%s' read as a level", bad[i]);
    ck_assert_str_eq(level_alias_names(), "Beginner, Easy, Normal, Hard, Strong");
}
END_TEST

START_TEST(elo_from_scores)
{
    ck_assert_int_eq(level_elo_difference(20, 40), 0);
    ck_assert_int_eq(level_elo_difference(30, 40), 191);
    ck_assert_int_eq(level_elo_difference(26, 40), 108);
    ck_assert_int_eq(level_elo_difference(10, 40), -191);
    /* All or none of the points: as if half a point had gone the other way. */
    ck_assert_int_eq(level_elo_difference(40, 40), 759);
    ck_assert_int_eq(level_elo_difference(0, 40), -759);
    ck_assert_int_eq(level_elo(LEVEL_BEGINNER), 0);
    for (int i = 1; i < LEVEL_COUNT; i++)
        ck_assert_int_gt(level_elo((Level)i), level_elo((Level)(i - 1)));
    /* The sums of the ladder's table (README): 22-21 57/80, 23-22
     * 30.5/40, Strong-23 25.5/40. */
    ck_assert_int_eq(level_elo(LEVEL_HARD), 3687);
    ck_assert_int_eq(level_elo((Level)(LEVEL_STRONG - 2)), 4242);
    ck_assert_int_eq(level_elo((Level)(LEVEL_STRONG - 1)), 4445);
    ck_assert_int_eq(level_elo(LEVEL_STRONG), 4543);
}
END_TEST

/* How each kind of level is described (--help, the manual's list). */
START_TEST(descriptions)
{
    char buf[128];
    level_description(LEVEL_BEGINNER, buf, sizeof buf);
    ck_assert_str_eq(buf, "random moves");
    level_description(LEVEL_EASY, buf, sizeof buf);
    ck_assert_str_eq(buf, "2 plies, 80 % random moves, 57 % of captures missed");
    level_description(LEVEL_HARD, buf, sizeof buf);
    ck_assert_str_eq(buf, "43 thousand nodes a move");
    level_description((Level)(LEVEL_STRONG - 2), buf, sizeof buf);
    ck_assert_str_eq(buf, "450 thousand nodes a move");
    level_description((Level)(LEVEL_STRONG - 1), buf, sizeof buf);
    ck_assert_str_eq(buf, "1.1 million nodes a move");
    level_description(LEVEL_STRONG, buf, sizeof buf);
    ck_assert_str_eq(buf, "by the clock, or 1 s a move");
}
END_TEST

/* The mistakes shrink as the levels rise, and the top levels make none. */
START_TEST(mistakes_shrink_up_the_ladder)
{
    for (int i = LEVEL_BEGINNER + 2; i < LEVEL_COUNT; i++) {
        SearchLimits below, above;
        level_limits((Level)(i - 1), NULL, 0, &below);
        level_limits((Level)i, NULL, 0, &above);
        ck_assert_int_le(above.blunder_percent, below.blunder_percent);
        ck_assert_int_le(above.miss_percent, below.miss_percent);
        ck_assert_int_le(above.blunder_margin, below.blunder_margin);
    }
    SearchLimits limits;
    level_limits(LEVEL_HARD, NULL, 0, &limits);
    ck_assert(!weakplay_wanted(&limits));
    level_limits(LEVEL_NORMAL, NULL, 0, &limits);
    ck_assert(weakplay_wanted(&limits));
    ck_assert_int_ge(limits.depth, 2);
}
END_TEST

/* From level 15 to the one below Strong the levels search a fixed number
 * of nodes without mistakes, each 1.75 to 2.5 times the one below (a step
 * of 65-80 % in the ladder's matches, README); Hard is one of them, near
 * 40,000 nodes. */
START_TEST(node_levels_step_by_about_twice)
{
    /* The levels below the first node level search by depth. */
    int first = LEVEL_BEGINNER + 1;
    SearchLimits below;
    for (;; first++) {
        ck_assert_int_lt(first, LEVEL_STRONG);
        level_limits((Level)first, NULL, 0, &below);
        if (below.nodes != 0)
            break;
        ck_assert_int_gt(below.depth, 0);
    }
    ck_assert_int_eq(level_number((Level)first), 15);
    ck_assert_uint_eq(below.nodes, 3000);
    ck_assert(!weakplay_wanted(&below));
    /* They play whole iterations, as when the ladder was measured; Strong
     * plays what an unfinished one found. */
    ck_assert(below.whole_iterations);
    SearchLimits strong;
    level_limits(LEVEL_STRONG, NULL, 0, &strong);
    ck_assert(!strong.whole_iterations);
    for (int i = first + 1; i < LEVEL_STRONG; i++) {
        SearchLimits limits;
        level_limits((Level)i, NULL, 0, &limits);
        ck_assert(!weakplay_wanted(&limits));
        ck_assert_int_eq(limits.depth, 0);
        ck_assert(limits.whole_iterations);
        double ratio = (double)limits.nodes / (double)below.nodes;
        ck_assert_msg(ratio >= 1.75 && ratio <= 2.5, "level %d: %.2f times the nodes of the one below", i + 1, ratio);
        below = limits;
    }
    level_limits(LEVEL_HARD, NULL, 0, &below);
    ck_assert_uint_eq(below.nodes, 43000);
    ck_assert_uint_eq(level_number(LEVEL_STRONG), LEVEL_COUNT);
}
END_TEST

static Move queen_capture(const Position *pos)
{
    return movegen_find(pos, cell_parse("Ac3"), cell_parse("Ec3"), NO_TYPE);
}

/* Each capture is overlooked by its own draw from the seed; quiet moves
 * never are. */
START_TEST(captures_overlooked_by_chance)
{
    Position pos;
    MoveList list;
    load(&pos, FREE_QUEEN);
    movegen_legal(&pos, &list);
    Move capture = queen_capture(&pos);
    ck_assert(move_is_capture(capture));
    int overlooked = 0;
    for (uint64_t seed = 0; seed < 100; seed++) {
        SearchLimits never = { .miss_percent = 0, .seed = seed }, always = { .miss_percent = 100, .seed = seed };
        SearchLimits half = { .miss_percent = 50, .seed = seed };
        ck_assert(!weakplay_overlooks(&never, capture));
        ck_assert(weakplay_overlooks(&always, capture));
        overlooked += weakplay_overlooks(&half, capture);
        for (int i = 0; i < list.count; i++)
            if (!move_is_capture(list.moves[i]))
                ck_assert(!weakplay_overlooks(&always, list.moves[i]));
    }
    ck_assert_int_eq(overlooked, OVERLOOKED_OF_100);
}
END_TEST

/* Moves of a weakened search from FREE_QUEEN for seeds 0..n-1. */
static void weak_moves(const SearchLimits *base, int n, Move *moves, SearchReport *reports)
{
    Position pos;
    Game game;
    load(&pos, FREE_QUEEN);
    game_init(&game, &pos);
    Searcher *s = searcher_new(1);
    for (int i = 0; i < n; i++) {
        SearchLimits limits = *base;
        limits.seed = (uint64_t)i;
        moves[i] = level_search(s, &game, &limits, NULL, NULL, NULL, &reports[i]);
        ck_assert(test_is_legal(&pos, moves[i]));
    }
    searcher_free(s);
    game_free(&game);
}

/* The free queen is taken unless the capture is overlooked. */
START_TEST(takes_the_queen_unless_it_overlooks_it)
{
    Position pos;
    load(&pos, FREE_QUEEN);
    Move capture = queen_capture(&pos);
    SearchLimits base = { .depth = 2, .miss_percent = 50 };
    Move moves[20];
    SearchReport reports[20];
    weak_moves(&base, 20, moves, reports);
    int missed = 0;
    for (int i = 0; i < 20; i++) {
        SearchLimits limits = base;
        limits.seed = (uint64_t)i;
        bool overlooked = weakplay_overlooks(&limits, capture);
        ck_assert_int_eq(move_same(moves[i], capture), !overlooked);
        ck_assert_int_eq(reports[i].depth, 2);
        missed += overlooked;
    }
    ck_assert_int_eq(missed, MISSED_OF_20);
}
END_TEST

/* A blunder takes a plausible move other than the best: with a margin of
 * 50 centipawns there is none beside the queen's capture, with 2000 every
 * move is one. */
START_TEST(blunders_among_plausible_moves)
{
    Position pos;
    load(&pos, FREE_QUEEN);
    Move capture = queen_capture(&pos);
    Move moves[8];
    SearchReport reports[8];
    SearchLimits narrow = { .depth = 2, .blunder_percent = 100, .blunder_margin = 50 };
    weak_moves(&narrow, 8, moves, reports);
    for (int i = 0; i < 8; i++)
        ck_assert(move_same(moves[i], capture));
    int best = reports[0].score;
    ck_assert_int_gt(best, 800);
    SearchLimits wide = { .depth = 2, .blunder_percent = 100, .blunder_margin = 2000 };
    weak_moves(&wide, 8, moves, reports);
    for (int i = 0; i < 8; i++) {
        ck_assert(!move_same(moves[i], capture));
        ck_assert_int_ge(reports[i].score, best - 2000);
        ck_assert_int_lt(reports[i].score, best);
    }
    char text[MOVE_COORD_SIZE];
    move_to_coord(moves[0], text);
    ck_assert_str_eq(text, WIDE_BLUNDER_SEED_0);
}
END_TEST

/* A blunder with WEAKPLAY_ANY_MOVE is any move, drawn without a search
 * and reported as none (depth 0, so the screen shows no depth or score);
 * the draws for a blunder come out at their rate. */
START_TEST(random_blunders_need_no_search)
{
    Move moves[100];
    SearchReport reports[100];
    SearchLimits base = { .depth = 2, .blunder_percent = 30, .blunder_margin = WEAKPLAY_ANY_MOVE };
    weak_moves(&base, 100, moves, reports);
    int unsearched = 0, undeep = 0;
    for (int i = 0; i < 100; i++) {
        unsearched += reports[i].nodes == 0;
        undeep += reports[i].depth == 0;
        ck_assert_int_eq(reports[i].best, moves[i]);
    }
    ck_assert_int_eq(unsearched, RANDOM_OF_100);
    ck_assert_int_eq(undeep, RANDOM_OF_100);
}
END_TEST

static Suite *levels_suite(void)
{
    Suite *s = suite_create("levels");
    TCase *tc = tcase_create("ladder");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, levels_by_number_and_name);
    tcase_add_test(tc, node_levels_step_by_about_twice);
    tcase_add_test(tc, elo_from_scores);
    tcase_add_test(tc, descriptions);
    tcase_add_test(tc, mistakes_shrink_up_the_ladder);
    suite_add_tcase(s, tc);

    tc = tcase_create("mistakes");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, captures_overlooked_by_chance);
    tcase_add_test(tc, takes_the_queen_unless_it_overlooks_it);
    tcase_add_test(tc, blunders_among_plausible_moves);
    tcase_add_test(tc, random_blunders_need_no_search);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(levels_suite)
