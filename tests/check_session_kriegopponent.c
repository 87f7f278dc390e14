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
 * The engine as a Kriegspiel player in the session (kriegopponent.h):
 * its tries are chosen in the background on views of its side and go to
 * the referee like a human's; it plays both sides to the end, or against
 * a human without a hand-over; a watched move waits until the last one
 * was shown long enough; a try the game moved away from (a pause, the
 * end) is thrown away.  And what the screen may show the human of the
 * engine's turn: whose view it is, the engine's refused tries counted but
 * not named.
 */
#include <config.h>

#include "check_helpers.h"
#include "session/kriegopponent.h"

#include <poll.h>

/* White's king on Aa1 in check from an unguarded black queen on Bb2:
 * taking her is the one legal move of the seven king tries, and ends the
 * game (only the kings are left). */
static const char *const WHITE_MUST_TAKE = "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/1q3/5|5/5/5/5/K4 w 0 1";
/* The same for Black's king on Ee5 and a white queen on Dd4. */
static const char *const BLACK_MUST_TAKE = "4k/5/5/5/5|5/3Q1/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 b 0 1";

typedef struct Table {
    Match match;
    KriegPlay play;
    KriegOpponent opponent;
} Table;

static void start(Table *g, bool white_engine, bool black_engine, const char *rfen)
{
    MatchSettings s;
    match_settings_default(&s);
    s.kriegspiel = true;
    if (white_engine)
        player_set_engine(&s.players[WHITE], LEVEL_BEGINNER);
    if (black_engine)
        player_set_engine(&s.players[BLACK], LEVEL_BEGINNER);
    load(&s.start, rfen);
    match_init(&g->match, &s, 0);
    kriegplay_init(&g->play, &g->match);
    kriegopponent_init(&g->opponent, 42);
}

static void finish(Table *g)
{
    kriegopponent_free(&g->opponent);
    kriegplay_free(&g->play);
    match_free(&g->match);
}

/* Waits on the thinker's descriptor until its choice has ended. */
static void wait_for_the_choice(KriegOpponent *o)
{
    KriegThinkStatus status;
    KriegThinker *t = o->thinker[o->side];
    while (!kriegthink_poll(t, &status)) {
        struct pollfd pfd = { .fd = kriegopponent_fd(o), .events = POLLIN };
        ck_assert_int_ge(poll(&pfd, 1, -1), 0);
        kriegthink_drain_wakeups(t);
    }
}

/* The engine's next try, made: "No" or the move played. */
static KriegOpponentEvent next_try(Table *g, int64_t now_ms)
{
    for (;;) {
        kriegopponent_start_if_due(&g->opponent, &g->play, &g->match, now_ms);
        ck_assert(g->opponent.thinking);
        wait_for_the_choice(&g->opponent);
        KriegOpponentEvent e = kriegopponent_follow(&g->opponent, &g->play, &g->match, 0, now_ms);
        if (e != KRIEG_OPPONENT_NOTHING)
            return e;
    }
}

static Move try_of(const char *from, const char *to)
{
    return move_make(cell_parse(from), cell_parse(to), NO_TYPE, false);
}

/* The record's comment on the last move is the referee's. */
static void assert_comment_is_the_referees(const Table *g)
{
    size_t plies = match_ply_count(&g->match);
    char *comment = kriegspiel_comment(g->play.referee, plies - 1);
    ck_assert_str_eq(record_comment(&g->match.record, plies), comment);
    free(comment);
}

START_TEST(the_engine_plays_both_sides_to_the_end)
{
    Table g;
    start(&g, true, true, WHITE_MUST_TAKE);
    Colour side;
    ck_assert(!kriegplay_viewer(&g.play, &side));
    int refusals = 0;
    while (next_try(&g, 1000) == KRIEG_OPPONENT_REFUSED)
        refusals++;
    ck_assert(g.match.over);
    ck_assert_int_eq(g.match.termination, TERMINATION_INSUFFICIENT_MATERIAL);
    ck_assert_uint_eq(match_ply_count(&g.match), 1);
    ck_assert_uint_eq(move_to(match_game(&g.match)->moves[0]), cell_parse("Bb2"));
    ck_assert_int_eq(kriegspiel_ply(g.play.referee, 0)->refused_count, refusals);
    ck_assert_int_le(refusals, 6);
    assert_comment_is_the_referees(&g);
    /* Over: no try is started any more. */
    kriegopponent_start_if_due(&g.opponent, &g.play, &g.match, 2000);
    ck_assert(!g.opponent.thinking);
    finish(&g);
}
END_TEST

START_TEST(against_a_human_there_is_no_hand_over)
{
    Table g;
    Colour side;
    start(&g, false, true, RFEN_START);
    ck_assert(kriegplay_viewer(&g.play, &side));
    ck_assert_int_eq(side, WHITE);
    /* The human's turn: the engine waits. */
    kriegopponent_start_if_due(&g.opponent, &g.play, &g.match, 500);
    ck_assert(!g.opponent.thinking);
    ck_assert_int_eq(kriegplay_try(&g.play, &g.match, try_of("Bc2", "Bc3"), ' ', 1000), KRIEG_PLAYED);
    ck_assert_int_eq(g.play.hotseat.phase, HOTSEAT_BOARD);
    ck_assert(!g.match.paused);
    while (next_try(&g, 2000) != KRIEG_OPPONENT_MOVED)
        continue;
    ck_assert_uint_eq(match_ply_count(&g.match), 2);
    ck_assert_int_eq(match_side_to_move(&g.match), WHITE);
    ck_assert_int_eq(g.play.hotseat.phase, HOTSEAT_BOARD);
    assert_comment_is_the_referees(&g);
    ck_assert(kriegplay_viewer(&g.play, &side));
    ck_assert_int_eq(side, WHITE);
    /* Only the engine's side has a thinker. */
    ck_assert_ptr_null(g.opponent.thinker[WHITE]);
    ck_assert_ptr_nonnull(g.opponent.thinker[BLACK]);
    finish(&g);
}
END_TEST

/* Playing both sides, the engine keeps a thinker (and its belief) for
 * each. */
START_TEST(each_side_has_its_own_thinker)
{
    Table g;
    start(&g, true, true, RFEN_START);
    for (int moves = 0; moves < 4;)
        moves += next_try(&g, 1000) == KRIEG_OPPONENT_MOVED;
    ck_assert_uint_eq(match_ply_count(&g.match), 4);
    ck_assert_ptr_nonnull(g.opponent.thinker[WHITE]);
    ck_assert_ptr_nonnull(g.opponent.thinker[BLACK]);
    ck_assert_ptr_ne(g.opponent.thinker[WHITE], g.opponent.thinker[BLACK]);
    assert_comment_is_the_referees(&g);
    finish(&g);
}
END_TEST

START_TEST(a_watched_move_waits_to_be_seen)
{
    Table g;
    start(&g, true, true, RFEN_START);
    kriegopponent_start_if_due(&g.opponent, &g.play, &g.match, 1000);
    ck_assert(g.opponent.thinking);
    wait_for_the_choice(&g.opponent);
    ck_assert_int_eq(kriegopponent_wait_ms(&g.opponent, &g.match, 700, 1000), 700);
    ck_assert_int_eq(kriegopponent_follow(&g.opponent, &g.play, &g.match, 700, 1000), KRIEG_OPPONENT_NOTHING);
    ck_assert_int_eq(kriegopponent_wait_ms(&g.opponent, &g.match, 700, 1699), 1);
    ck_assert_int_eq(kriegopponent_follow(&g.opponent, &g.play, &g.match, 700, 1699), KRIEG_OPPONENT_NOTHING);
    ck_assert(g.opponent.thinking);
    ck_assert_int_eq(kriegopponent_wait_ms(&g.opponent, &g.match, 700, 1700), 0);
    ck_assert_int_ne(kriegopponent_follow(&g.opponent, &g.play, &g.match, 700, 1700), KRIEG_OPPONENT_NOTHING);
    ck_assert(!g.opponent.thinking);
    finish(&g);
}
END_TEST

START_TEST(a_pause_or_the_end_throws_the_try_away)
{
    Table g;
    start(&g, true, false, RFEN_START);
    kriegopponent_start_if_due(&g.opponent, &g.play, &g.match, 0);
    ck_assert(g.opponent.thinking);
    wait_for_the_choice(&g.opponent);
    match_set_paused(&g.match, true, 100);
    ck_assert_int_eq(kriegopponent_follow(&g.opponent, &g.play, &g.match, 0, 100), KRIEG_OPPONENT_NOTHING);
    ck_assert(!g.opponent.thinking);
    ck_assert_uint_eq(kriegspiel_ply_count(g.play.referee), 0);
    ck_assert_int_eq(kriegspiel_refused_now(g.play.referee, NULL), 0);
    kriegopponent_start_if_due(&g.opponent, &g.play, &g.match, 200);
    ck_assert(!g.opponent.thinking);
    match_set_paused(&g.match, false, 300);
    kriegopponent_start_if_due(&g.opponent, &g.play, &g.match, 300);
    ck_assert(g.opponent.thinking);
    match_resign(&g.match, BLACK, 400);
    ck_assert_int_eq(kriegopponent_follow(&g.opponent, &g.play, &g.match, 0, 400), KRIEG_OPPONENT_NOTHING);
    ck_assert(!g.opponent.thinking);
    ck_assert_uint_eq(kriegspiel_ply_count(g.play.referee), 0);
    finish(&g);
}
END_TEST

/* The human (White) sees how many tries the engine had refused, never
 * which. */
START_TEST(the_engine_refused_tries_are_counted_not_named)
{
    Table g;
    Move out[4] = { MOVE_NONE, MOVE_NONE, MOVE_NONE, MOVE_NONE };
    start(&g, false, true, BLACK_MUST_TAKE);
    Move refused = try_of("Ee5", "Ed5");
    ck_assert_int_eq(kriegplay_try(&g.play, &g.match, refused, 0, 0), KRIEG_NO);
    ck_assert_uint_eq(kriegplay_refused(&g.play, WHITE, out, 4), 1);
    ck_assert_uint_eq(out[0], MOVE_NONE);
    ck_assert_uint_eq(kriegplay_refused(&g.play, BLACK, out, 4), 1);
    ck_assert_uint_eq(out[0], refused);
    finish(&g);
}
END_TEST

/* The list of the whole game at the end: each move, then what the
 * referee said about it in words, in the notation asked for: the try
 * refused before Black's queen move, written again in letters; the
 * capture of the queen and the pawn tries that followed. */
START_TEST(the_game_in_words)
{
    Table g;
    start(&g, false, false, RFEN_START);
    ck_assert_int_eq(kriegplay_try(&g.play, &g.match, try_of("Ba1", "Da3"), 0, 0), KRIEG_PLAYED);
    ck_assert_int_eq(kriegplay_try(&g.play, &g.match, try_of("Eb4", "Db3"), 0, 0), KRIEG_NO);
    ck_assert_int_eq(kriegplay_try(&g.play, &g.match, try_of("Dc5", "Bc3"), 0, 0), KRIEG_PLAYED);
    ck_assert_int_eq(kriegplay_try(&g.play, &g.match, try_of("Da3", "Bc3"), 0, 0), KRIEG_PLAYED);
    static const char *const EXPECTED[] = {
        "    1. BBa1-Da3",
        "       Black has 2 pawn tries.",
        "  1... QDc5-Bc3",
        "       Refused: PEb4xDb3",
        "       White has 3 pawn tries.",
        "    2. BDa3xBc3",
        "       Capture on Bc3: a piece.",
    };
    enum { EXPECTED_ROWS = sizeof EXPECTED / sizeof *EXPECTED };
    char rows[EXPECTED_ROWS + 1][KRIEG_NEWS_ROW_SIZE];
    ck_assert_int_eq(kriegplay_game_rows(&g.match, NOTATION_LETTERS, NULL, 0), EXPECTED_ROWS);
    ck_assert_int_eq(kriegplay_game_rows(&g.match, NOTATION_LETTERS, rows, EXPECTED_ROWS + 1), EXPECTED_ROWS);
    for (int i = 0; i < EXPECTED_ROWS; i++)
        ck_assert_str_eq(rows[i], EXPECTED[i]);
    /* Each side's figurines, the refused try's too. */
    ck_assert_int_eq(kriegplay_game_rows(&g.match, NOTATION_FIGURINE_SIDE, rows, 4), EXPECTED_ROWS);
    ck_assert_str_eq(rows[2], "  1... \u265B\uFE0EDc5\u2013Bc3");
    ck_assert_str_eq(rows[3], "       Refused: \u265F\uFE0EEb4\u00D7Db3");
    finish(&g);
}
END_TEST

START_TEST(whose_view_the_screen_shows)
{
    Table g;
    Colour side;
    start(&g, false, false, RFEN_START);
    ck_assert(kriegplay_viewer(&g.play, &side));
    ck_assert_int_eq(side, WHITE);
    ck_assert_int_eq(kriegplay_try(&g.play, &g.match, try_of("Bc2", "Bc3"), ' ', 0), KRIEG_PLAYED);
    ck_assert_int_eq(g.play.hotseat.phase, HOTSEAT_HANDOVER);
    ck_assert(kriegplay_viewer(&g.play, &side));
    ck_assert_int_eq(side, BLACK);
    finish(&g);
    start(&g, true, false, RFEN_START);
    ck_assert(kriegplay_viewer(&g.play, &side));
    ck_assert_int_eq(side, BLACK);
    finish(&g);
}
END_TEST

static Suite *kriegopponent_suite(void)
{
    Suite *s = suite_create("session_kriegopponent");
    TCase *tc = tcase_create("kriegopponent");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, the_engine_plays_both_sides_to_the_end);
    tcase_add_test(tc, against_a_human_there_is_no_hand_over);
    tcase_add_test(tc, each_side_has_its_own_thinker);
    tcase_add_test(tc, a_watched_move_waits_to_be_seen);
    tcase_add_test(tc, a_pause_or_the_end_throws_the_try_away);
    tcase_add_test(tc, the_engine_refused_tries_are_counted_not_named);
    tcase_add_test(tc, whose_view_the_screen_shows);
    tcase_add_test(tc, the_game_in_words);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(kriegopponent_suite)
