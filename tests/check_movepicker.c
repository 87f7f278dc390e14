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
 * The move picker: every legal move exactly once whatever the hash move
 * (legal, illegal or garbage), in check or not; captures that do not lose
 * material before quiet moves, most valuable victim first, losing ones
 * last; killers first among the quiet moves, then the history of the side and
 * after the earlier moves;
 * and the quiescence search's moves (captures and queen promotions).
 */
#include <config.h>

#include "check_helpers.h"
#include "core/evaluate.h"
#include "core/exchange.h"
#include "core/movegen.h"
#include "core/movepicker.h"

#include <stdio.h>
#include <string.h>

static char rfens[128][RFEN_MAX_SIZE];
static int rfen_count;

static void load_positions(void)
{
    FILE *f = fopen(TEST_DATA_DIR "/perft.tsv", "r");
    if (f == NULL) {
        perror(TEST_DATA_DIR "/perft.tsv");
        exit(EXIT_FAILURE);
    }
    char line[512], name[96];
    while (fgets(line, sizeof line, f) && rfen_count < 128)
        if (line[0] != '#' && sscanf(line, "%95[^\t]\t%199[^\t]", name, rfens[rfen_count]) == 2)
            rfen_count++;
    fclose(f);
}

static bool in_list(const MoveList *list, Move m)
{
    for (int i = 0; i < list->count; i++)
        if (list->moves[i] == m)
            return true;
    return false;
}

/* Runs the picker to the end: the moves it gives, in order. */
static void pick_all_after(const Position *pos, Move tt_move, const MoveHistory *history,
    const MoveContext *context, bool quiescence, MoveList *out)
{
    MovePicker mp;
    Move m;
    movepicker_init(&mp, pos, tt_move, history, context, 0, position_in_check(pos), quiescence);
    out->count = 0;
    while ((m = movepicker_next(&mp)) != MOVE_NONE)
        out->moves[out->count++] = m;
}

static void pick_all(const Position *pos, Move tt_move, const MoveHistory *history, bool quiescence,
    MoveList *out)
{
    pick_all_after(pos, tt_move, history, NULL, quiescence, out);
}

START_TEST(every_legal_move_once)
{
    static MoveHistory history;
    Position pos;
    MoveList legal, picked;
    load(&pos, rfens[_i]);
    movegen_legal(&pos, &legal);
    Move tt_moves[] = { MOVE_NONE, legal.count ? legal.moves[legal.count / 2] : MOVE_NONE,
        move_make(0, 124, QUEEN, true), 0xDEADBEEF };
    Failures failures = { 0 };
    for (size_t t = 0; t < sizeof tt_moves / sizeof *tt_moves; t++) {
        pick_all(&pos, tt_moves[t], &history, false, &picked);
        ck_assert_int_eq(picked.count, legal.count);
        for (int i = 0; i < picked.count; i++) {
            char text[MOVE_COORD_SIZE];
            move_to_coord(picked.moves[i], text);
            failures_check(&failures, in_list(&legal, picked.moves[i]), "%s, hash move %zu: illegal move %s picked",
                rfens[_i], t, text);
            for (int j = 0; j < i; j++)
                failures_check(&failures, picked.moves[i] != picked.moves[j],
                    "%s, hash move %zu: %s picked twice (%d and %d)", rfens[_i], t, text, j, i);
        }
        if (t == 1 && legal.count)
            ck_assert_uint_eq(picked.moves[0], tt_moves[1]);
    }
    assert_no_failures(&failures);
}
END_TEST

static int victim_value(const Position *pos, Move m)
{
    return PIECE_VALUE[piece_type(position_at(pos, move_to(m)))];
}

/* Out of check: captures that do not lose material (and promotions)
 * before the quiet moves, the victims never getting more valuable among
 * them; captures that lose material after all quiet moves. */
START_TEST(good_captures_first_bad_ones_last)
{
    static MoveHistory history;
    Position pos;
    MoveList picked;
    load(&pos, rfens[_i]);
    if (position_in_check(&pos))
        return;
    pick_all(&pos, MOVE_NONE, &history, false, &picked);
    int stage = 0; /* 0 good captures, 1 quiet moves, 2 bad captures */
    int last_victim = 1 << 20;
    for (int i = 0; i < picked.count; i++) {
        Move m = picked.moves[i];
        bool capture = move_is_capture(m), promotion = move_promotion(m) != NO_TYPE;
        bool good = capture && exchange_at_least(&pos, m, 0);
        if (!capture && !promotion) {
            ck_assert_msg(stage <= 1, "%s: a quiet move after a bad capture", rfens[_i]);
            stage = 1;
        } else if (capture && !good && !promotion) {
            stage = 2;
        } else if (move_promotion(m) == NO_TYPE || move_promotion(m) == QUEEN) {
            ck_assert_msg(stage == 0, "%s: a good capture after a quiet move", rfens[_i]);
            if (!promotion) {
                ck_assert_int_le(victim_value(&pos, m), last_victim);
                last_victim = victim_value(&pos, m);
            }
        }
    }
}
END_TEST

/* The quiescence search gets the legal captures and the promotions to a
 * queen, nothing else. */
START_TEST(quiescence_moves)
{
    static MoveHistory history;
    Position pos;
    MoveList legal, picked;
    load(&pos, rfens[_i]);
    if (position_in_check(&pos))
        return;
    movegen_legal(&pos, &legal);
    pick_all(&pos, MOVE_NONE, &history, true, &picked);
    int expected = 0;
    for (int i = 0; i < legal.count; i++) {
        Move m = legal.moves[i];
        PieceType promotion = move_promotion(m);
        bool wanted = promotion == QUEEN || (move_is_capture(m) && promotion == NO_TYPE);
        expected += wanted;
        ck_assert(in_list(&picked, m) == wanted);
    }
    ck_assert_int_eq(picked.count, expected);
}
END_TEST

START_TEST(killers_lead_the_quiet_moves)
{
    static MoveHistory history;
    Position pos;
    MoveList quiet, picked;
    position_start(&pos);
    movegen_legal_quiet(&pos, &quiet);
    Move killer = quiet.moves[quiet.count - 1];
    memset(&history, 0, sizeof history);
    history_update(&history, &(MoveContext) { { NULL, NULL } }, &pos, killer, NULL, 0, 4, 0);
    ck_assert_uint_eq(history.killers[0][0], killer);
    pick_all(&pos, MOVE_NONE, &history, false, &picked);
    /* The start position has five captures (long diagonals onto pawns),
     * all of them losing the capturing piece: they come last. */
    ck_assert_uint_eq(picked.moves[0], killer);
    for (int i = picked.count - 5; i < picked.count; i++)
        ck_assert(move_is_capture(picked.moves[i]));
    ck_assert_int_gt(history.butterfly[WHITE][move_from(killer)][move_to(killer)], 0);
}
END_TEST

/* Told to offer only quiet checks, before the quiet moves are generated
 * (`after` 0) or once `after` quiet moves have been picked, the picker
 * gives every capture and promotion, the quiet moves picked before, and
 * of the others exactly the legal ones that give check, each once. */
static void quiet_checks_after(const Position *pos, const char *where, int after, Failures *failures, int *checks)
{
    static MoveHistory history;
    MoveList tactical, quiet, picked = { .count = 0 };
    CheckInfo ci;
    movegen_legal_tactical(pos, &tactical);
    movegen_legal_quiet(pos, &quiet);
    movegen_check_info(pos, &ci);
    MovePicker mp;
    movepicker_init(&mp, pos, MOVE_NONE, &history, NULL, 0, false, false);
    if (after == 0)
        movepicker_only_quiet_checks(&mp, &ci);
    int quiet_seen = 0;
    Move m;
    while ((m = movepicker_next(&mp)) != MOVE_NONE) {
        picked.moves[picked.count++] = m;
        if (!move_is_capture(m) && move_promotion(m) == NO_TYPE && ++quiet_seen == after)
            movepicker_only_quiet_checks(&mp, &ci);
    }
    int expected = tactical.count, early = 0;
    for (int i = 0; i < quiet.count; i++) {
        bool check = movegen_gives_check(pos, quiet.moves[i]);
        int at = -1;
        for (int j = 0; j < picked.count; j++)
            at = picked.moves[j] == quiet.moves[i] ? j : at;
        bool before_switch = false;
        for (int j = 0, q = 0; j <= at; j++)
            if (!move_is_capture(picked.moves[j]) && move_promotion(picked.moves[j]) == NO_TYPE)
                before_switch = ++q <= after && j == at;
        char text[MOVE_COORD_SIZE];
        move_to_coord(quiet.moves[i], text);
        failures_check(failures, (at >= 0) == (check || before_switch),
            "%s after %d: quiet move %s, check %d, picked at %d", where, after, text, check, at);
        expected += check || before_switch;
        early += before_switch;
        *checks += check;
    }
    failures_check(failures, early == (after < quiet.count ? after : quiet.count), "%s after %d: %d picked before",
        where, after, early);
    for (int i = 0; i < tactical.count; i++)
        failures_check(failures, in_list(&picked, tactical.moves[i]), "%s after %d: tactical move %d not picked",
            where, after, i);
    failures_check(failures, picked.count == expected, "%s after %d: %d moves picked, %d expected", where,
        after, picked.count, expected);
}

START_TEST(only_quiet_checks_once_told)
{
    Failures failures = { 0 };
    int checks = 0, positions = 0;
    for (int i = 0; i < rfen_count; i++) {
        Position pos;
        load(&pos, rfens[i]);
        if (position_in_check(&pos))
            continue;
        positions++;
        for (int after = 0; after < 4; after++)
            quiet_checks_after(&pos, rfens[i], after, &failures, &checks);
    }
    assert_no_failures(&failures);
    ck_assert_int_gt(positions, 20);
    ck_assert_int_gt(checks, 100);
}
END_TEST

/* A quiet move that refuted the others after a given earlier move leads
 * the quiet moves after that move, and only after it; the others lose.
 * The bonus at depth 4 is 8 * 4 * 4. */
START_TEST(continuation_history_after_its_move)
{
    static MoveHistory history;
    Position pos;
    MoveList quiet, picked;
    position_start(&pos);
    movegen_legal_quiet(&pos, &quiet);
    memset(&history, 0, sizeof history);
    /* Black's last move a pawn to Cc4, the one before a knight to Ab2:
     * any cells do for the table. */
    int before_cell = 62, earlier_cell = 6;
    MoveContext context = { { &history.continuation[piece_kind(piece_make(BLACK, PAWN))][before_cell],
        &history.continuation[piece_kind(piece_make(WHITE, KNIGHT))][earlier_cell] } };
    Move best = quiet.moves[quiet.count - 1];
    history_update(&history, &context, &pos, best, quiet.moves, 3, 4, 5);
    int best_kind = piece_kind(position_at(&pos, move_from(best)));
    for (int i = 0; i < 2; i++)
        ck_assert_int_eq((*context.before[i])[best_kind][move_to(best)], 128);
    for (int t = 0; t < 3; t++) {
        Move m = quiet.moves[t];
        int kind = piece_kind(position_at(&pos, move_from(m)));
        ck_assert_int_eq((*context.before[0])[kind][move_to(m)], -128);
        ck_assert_int_eq(history_score(&history, &context, &pos, m), -3 * 128);
    }
    ck_assert_int_eq(history_score(&history, &context, &pos, best), 3 * 128);
    /* Without the side's own history, only the context tells. */
    memset(history.butterfly, 0, sizeof history.butterfly);
    ck_assert_int_eq(history_score(&history, &context, &pos, best), 2 * 128);
    MoveContext other = { { &history.continuation[piece_kind(piece_make(BLACK, PAWN))][before_cell + 1], NULL } };
    ck_assert_int_eq(history_score(&history, &other, &pos, best), 0);
    pick_all_after(&pos, MOVE_NONE, &history, &context, false, &picked);
    ck_assert_uint_eq(picked.moves[0], best);
    pick_all_after(&pos, MOVE_NONE, &history, &other, false, &picked);
    ck_assert_uint_ne(picked.moves[0], best);
}
END_TEST

static Suite *movepicker_suite(void)
{
    Suite *s = suite_create("movepicker");
    TCase *tc = tcase_create("order");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    load_positions();
    tcase_add_loop_test(tc, every_legal_move_once, 0, rfen_count);
    tcase_add_loop_test(tc, good_captures_first_bad_ones_last, 0, rfen_count);
    tcase_add_loop_test(tc, quiescence_moves, 0, rfen_count);
    tcase_add_test(tc, killers_lead_the_quiet_moves);
    tcase_add_test(tc, only_quiet_checks_once_told);
    tcase_add_test(tc, continuation_history_after_its_move);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(movepicker_suite)
