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
 * Playing the engine at the terminal, without a terminal: the levels the
 * command line and the form accept, which side the engine plays, how far
 * a takeback goes against it, the players' names in the record, the
 * thinking line and the engine's answer to a draw offer.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/level.h"
#include "core/movegen.h"
#include "session/match.h"
#include "session/thinking.h"

#include <string.h>

static Move find_in(const Position *pos, const char *from, const char *to)
{
    Move move = movegen_find(pos, cell_parse(from), cell_parse(to), NO_TYPE);
    ck_assert_msg(move != MOVE_NONE, "%s-%s is not legal", from, to);
    return move;
}

static void play(Match *m, const char *from, const char *to)
{
    match_play(m, find_in(match_position(m), from, to), 1000);
}

/* A game with the engine (Easy as White, Hard as Black) on the sides asked. */
static void start(Match *m, bool white_engine, bool black_engine)
{
    MatchSettings s;
    match_settings_default(&s);
    if (white_engine)
        player_set_engine(&s.players[WHITE], LEVEL_EASY);
    if (black_engine)
        player_set_engine(&s.players[BLACK], LEVEL_HARD);
    match_init(m, &s, 0, 1000);
}

START_TEST(levels_in_any_case)
{
    Level level;
    ck_assert(level_parse("beginner", &level));
    ck_assert_int_eq(level, LEVEL_BEGINNER);
    ck_assert(level_parse("HARD", &level));
    ck_assert_int_eq(level, LEVEL_HARD);
    ck_assert(level_parse("Strong", &level));
    ck_assert_int_eq(level, LEVEL_STRONG);
    ck_assert(level_parse("nOrMaL", &level));
    ck_assert_int_eq(level, LEVEL_NORMAL);
    ck_assert(!level_parse("expert", &level));
    ck_assert(!level_parse("", &level));
    ck_assert(!level_parse("hard ", &level));
}
END_TEST

START_TEST(engine_names_in_the_record)
{
    Match m;
    start(&m, false, true);
    ck_assert_str_eq(m.players[BLACK].name, "Einhorn:Hard");
    ck_assert_int_eq(m.players[BLACK].kind, PLAYER_ENGINE);
    ck_assert_int_eq(m.players[BLACK].level, LEVEL_HARD);
    ck_assert_str_eq(record_tag(&m.record, "White"), "Human");
    ck_assert_str_eq(record_tag(&m.record, "Black"), "Einhorn:Hard");
    match_free(&m);
    start(&m, true, false);
    ck_assert_str_eq(record_tag(&m.record, "White"), "Einhorn:Easy");
    ck_assert_str_eq(record_tag(&m.record, "Black"), "Human");
    match_free(&m);
    Player p;
    player_set_engine(&p, LEVEL_STRONG);
    ck_assert_str_eq(p.name, "Einhorn:Strong");
    player_set_engine(&p, LEVEL_BEGINNER);
    ck_assert_str_eq(p.name, "Einhorn:Beginner");
}
END_TEST

START_TEST(which_side_the_engine_plays)
{
    Match m;
    start(&m, false, true);
    ck_assert(!match_engine_to_move(&m));
    play(&m, "Bc2", "Bc3");
    ck_assert(match_engine_to_move(&m));
    play(&m, "Dc4", "Dc3");
    ck_assert(!match_engine_to_move(&m));
    match_free(&m);

    start(&m, true, false);
    ck_assert(match_engine_to_move(&m));
    match_free(&m);

    start(&m, false, false);
    ck_assert(!match_engine_to_move(&m));
    match_free(&m);

    /* The game is over: nobody is to move. */
    start(&m, true, true);
    ck_assert(match_engine_to_move(&m));
    match_resign(&m, WHITE, 2000);
    ck_assert(!match_engine_to_move(&m));
    match_free(&m);
}
END_TEST

START_TEST(the_humans_view)
{
    Match m;
    /* Against the engine the human's side is at the bottom, turning or not. */
    start(&m, true, false);
    ck_assert_int_eq(match_view_side(&m, false), BLACK);
    ck_assert_int_eq(match_view_side(&m, true), BLACK);
    play(&m, "Bc2", "Bc3");
    ck_assert_int_eq(match_view_side(&m, true), BLACK);
    match_free(&m);
    start(&m, false, true);
    ck_assert_int_eq(match_view_side(&m, true), WHITE);
    play(&m, "Bc2", "Bc3");
    ck_assert_int_eq(match_view_side(&m, true), WHITE);
    match_free(&m);
    /* Humans (or engines) on both sides: the side to move when the cube
     * turns, else White's view. */
    start(&m, false, false);
    play(&m, "Bc2", "Bc3");
    ck_assert_int_eq(match_view_side(&m, true), BLACK);
    ck_assert_int_eq(match_view_side(&m, false), WHITE);
    match_free(&m);
    start(&m, true, true);
    play(&m, "Bc2", "Bc3");
    ck_assert_int_eq(match_view_side(&m, true), BLACK);
    ck_assert_int_eq(match_view_side(&m, false), WHITE);
    match_free(&m);
}
END_TEST

START_TEST(who_resigns)
{
    Match m;
    Colour side = WHITE;
    /* Between humans: the side to move. */
    start(&m, false, false);
    play(&m, "Bc2", "Bc3");
    ck_assert(match_human_may_resign(&m, &side));
    ck_assert_int_eq(side, BLACK);
    match_free(&m);
    /* Against the engine: the human, whoever is to move. */
    start(&m, false, true);
    ck_assert(match_human_may_resign(&m, &side));
    ck_assert_int_eq(side, WHITE);
    play(&m, "Bc2", "Bc3");
    ck_assert(match_human_may_resign(&m, &side));
    ck_assert_int_eq(side, WHITE);
    match_resign(&m, side, 3000);
    ck_assert_int_eq(m.termination, TERMINATION_WHITE_RESIGNED);
    ck_assert_int_eq(match_result(&m), RESULT_BLACK_WINS);
    ck_assert_str_eq(record_tag(&m.record, "Result"), "0-1");
    /* Over: nobody resigns any more. */
    ck_assert(!match_human_may_resign(&m, &side));
    match_free(&m);
    start(&m, true, false);
    ck_assert(match_human_may_resign(&m, &side));
    ck_assert_int_eq(side, BLACK);
    match_free(&m);
    /* Two engines: no human to resign. */
    start(&m, true, true);
    ck_assert(!match_human_may_resign(&m, &side));
    match_free(&m);
}
END_TEST

START_TEST(takeback_to_the_humans_turn)
{
    Match m;
    /* The human plays White. */
    start(&m, false, true);
    ck_assert_int_eq(match_takeback_plies(&m), 0);
    play(&m, "Bc2", "Bc3");               /* the engine thinks */
    ck_assert_int_eq(match_takeback_plies(&m), 1);
    play(&m, "Dc4", "Dc3");               /* the engine has answered */
    ck_assert_int_eq(match_takeback_plies(&m), 2);
    match_free(&m);

    /* The human plays Black: the engine's first move cannot be taken back
     * to a human's turn. */
    start(&m, true, false);
    play(&m, "Bc2", "Bc3");
    ck_assert_int_eq(match_takeback_plies(&m), 0);
    play(&m, "Dc4", "Dc3");
    ck_assert_int_eq(match_takeback_plies(&m), 1);
    play(&m, "Bb2", "Bb3");
    ck_assert_int_eq(match_takeback_plies(&m), 2);
    match_free(&m);

    /* Between humans a takeback is one move; between engines none. */
    start(&m, false, false);
    play(&m, "Bc2", "Bc3");
    ck_assert_int_eq(match_takeback_plies(&m), 1);
    play(&m, "Dc4", "Dc3");
    ck_assert_int_eq(match_takeback_plies(&m), 1);
    match_free(&m);
    start(&m, true, true);
    play(&m, "Bc2", "Bc3");
    play(&m, "Dc4", "Dc3");
    ck_assert_int_eq(match_takeback_plies(&m), 0);
    match_free(&m);
}
END_TEST

START_TEST(replay_to_the_humans_turn)
{
    Match m;
    start(&m, false, true);
    play(&m, "Bc2", "Bc3");
    play(&m, "Dc4", "Dc3");
    ck_assert_int_eq(match_replay_plies(&m), 0);
    ck_assert(match_undo(&m, 2000));
    ck_assert(match_undo(&m, 2000));
    /* Both come back: the human's move and the engine's answer. */
    ck_assert_int_eq(match_replay_plies(&m), 2);
    ck_assert(match_redo(&m, 3000));
    /* Only the engine's answer is left: replaying it gives the turn back. */
    ck_assert_int_eq(match_replay_plies(&m), 1);
    match_free(&m);

    start(&m, false, true);
    play(&m, "Bc2", "Bc3");
    ck_assert(match_undo(&m, 2000));
    /* The engine had not answered yet: one move, and the engine thinks. */
    ck_assert_int_eq(match_replay_plies(&m), 1);
    match_free(&m);
}
END_TEST

START_TEST(scores_in_pawns_from_whites_side)
{
    char text[SCORE_TEXT_SIZE];
    thinking_score_text(35, WHITE, text);
    ck_assert_str_eq(text, "+0.35");
    thinking_score_text(35, BLACK, text);
    ck_assert_str_eq(text, "-0.35");
    thinking_score_text(-120, WHITE, text);
    ck_assert_str_eq(text, "-1.20");
    thinking_score_text(-1207, BLACK, text);
    ck_assert_str_eq(text, "+12.07");
    thinking_score_text(0, BLACK, text);
    ck_assert_str_eq(text, "0.00");
    thinking_score_text(-5, WHITE, text);
    ck_assert_str_eq(text, "-0.05");
    thinking_score_text(7, WHITE, text);
    ck_assert_str_eq(text, "+0.07");
    /* Mates in moves: 5 plies is mate in 3. */
    thinking_score_text(SCORE_MATE - 5, WHITE, text);
    ck_assert_str_eq(text, "+M3");
    thinking_score_text(SCORE_MATE - 5, BLACK, text);
    ck_assert_str_eq(text, "-M3");
    thinking_score_text(-(SCORE_MATE - 4), WHITE, text);
    ck_assert_str_eq(text, "-M2");
    thinking_score_text(-(SCORE_MATE - 4), BLACK, text);
    ck_assert_str_eq(text, "+M2");
}
END_TEST

static void start_report(const Position *pos, SearchReport *r)
{
    memset(r, 0, sizeof *r);
    Position p = *pos;
    Undo undo;
    r->depth = 3;
    r->pv[0] = find_in(&p, "Bc2", "Bc3");
    position_make_move(&p, r->pv[0], &undo);
    r->pv[1] = find_in(&p, "Eb5", "Ec3");
    position_make_move(&p, r->pv[1], &undo);
    r->pv[2] = find_in(&p, "Ab1", "Ac3");
    r->pv_length = 3;
}

START_TEST(thinking_line)
{
    Position pos;
    position_start(&pos);
    SearchReport r;
    start_report(&pos, &r);
    r.score = 12;
    char text[THINKING_TEXT_SIZE];
    thinking_text(&pos, &r, NOTATION_FIGURINE, text, sizeof text);
    ck_assert_str_eq(text, "depth 3, +0.12: ♙︎Bc2–Bc3 ♘︎Eb5–Ec3 ♘︎Ab1–Ac3");
    thinking_text(&pos, &r, NOTATION_LETTERS, text, sizeof text);
    ck_assert_str_eq(text, "depth 3, +0.12: PBc2-Bc3 NEb5-Ec3 NAb1-Ac3");
    /* Black to move: the score is turned to White's side. */
    Position black = pos;
    Undo undo;
    position_make_move(&black, r.pv[0], &undo);
    r.pv[0] = r.pv[1];
    r.pv[1] = r.pv[2];
    r.pv_length = 2;
    r.depth = 12;
    r.score = 40;
    thinking_text(&black, &r, NOTATION_LETTERS, text, sizeof text);
    ck_assert_str_eq(text, "depth 12, -0.40: NEb5-Ec3 NAb1-Ac3");
}
END_TEST

START_TEST(thinking_line_cut_between_moves)
{
    Position pos;
    position_start(&pos);
    SearchReport r;
    start_report(&pos, &r);
    r.score = -300;
    char text[32];
    /* "depth 3, -3.00: PBc2-Bc3" is 24 bytes; the next move does not fit. */
    thinking_text(&pos, &r, NOTATION_LETTERS, text, sizeof text);
    ck_assert_str_eq(text, "depth 3, -3.00: PBc2-Bc3");
    r.pv_length = 0;
    thinking_text(&pos, &r, NOTATION_LETTERS, text, sizeof text);
    ck_assert_str_eq(text, "depth 3, -3.00:");
}
END_TEST

START_TEST(draw_offers)
{
    ck_assert(!thinking_accepts_draw(false, -1000));
    ck_assert(thinking_accepts_draw(true, -DRAW_ACCEPT_CENTIPAWNS));
    ck_assert(thinking_accepts_draw(true, -450));
    ck_assert(!thinking_accepts_draw(true, -99));
    ck_assert(!thinking_accepts_draw(true, 0));
    ck_assert(!thinking_accepts_draw(true, 250));
    ck_assert_int_eq(DRAW_ACCEPT_CENTIPAWNS, 100);
}
END_TEST

START_TEST(numbered_line_text)
{
    Position pos, after;
    position_start(&pos);
    Move line[3];
    Undo undo;
    after = pos;
    line[0] = find_in(&after, "Bc2", "Bc3");
    position_make_move(&after, line[0], &undo);
    line[1] = find_in(&after, "Dc4", "Dc3");
    position_make_move(&after, line[1], &undo);
    line[2] = find_in(&after, "Ab1", "Cb2");
    char text[128];
    thinking_line_text(&pos, line, 3, NOTATION_LETTERS, true, 80, text, sizeof text);
    ck_assert_str_eq(text, "1. PBc2-Bc3 PDc4-Dc3 2. NAb1-Cb2");
    thinking_line_text(&pos, line, 3, NOTATION_FIGURINE, true, 80, text, sizeof text);
    ck_assert_str_eq(text, "1. \u2659\ufe0eBc2\u2013Bc3 \u2659\ufe0eDc4\u2013Dc3 2. \u2658\ufe0eAb1\u2013Cb2");
    /* The figurine line is 32 columns (the variation selectors take
     * none): in 31 it ends after the last whole move. */
    thinking_line_text(&pos, line, 3, NOTATION_FIGURINE, true, 32, text, sizeof text);
    ck_assert_str_eq(text, "1. \u2659\ufe0eBc2\u2013Bc3 \u2659\ufe0eDc4\u2013Dc3 2. \u2658\ufe0eAb1\u2013Cb2");
    thinking_line_text(&pos, line, 3, NOTATION_FIGURINE, true, 31, text, sizeof text);
    ck_assert_str_eq(text, "1. \u2659\ufe0eBc2\u2013Bc3 \u2659\ufe0eDc4\u2013Dc3");
    /* Black first: "1..."; and a line cut after the last whole move that
     * fits the bytes or the columns. */
    position_make_move(&pos, line[0], &undo);
    thinking_line_text(&pos, line + 1, 2, NOTATION_LETTERS, true, 80, text, sizeof text);
    ck_assert_str_eq(text, "1... PDc4-Dc3 2. NAb1-Cb2");
    thinking_line_text(&pos, line + 1, 2, NOTATION_LETTERS, true, 80, text, 20);
    ck_assert_str_eq(text, "1... PDc4-Dc3");
    thinking_line_text(&pos, line + 1, 2, NOTATION_LETTERS, true, 24, text, sizeof text);
    ck_assert_str_eq(text, "1... PDc4-Dc3");
    thinking_line_text(&pos, line + 1, 2, NOTATION_LETTERS, true, 25, text, sizeof text);
    ck_assert_str_eq(text, "1... PDc4-Dc3 2. NAb1-Cb2");
    thinking_line_text(&pos, line + 1, 0, NOTATION_LETTERS, true, 80, text, sizeof text);
    ck_assert_str_eq(text, "");
}
END_TEST

static Suite *ai_suite(void)
{
    Suite *s = suite_create("session_ai");
    TCase *tc = tcase_create("ai");
    tcase_add_test(tc, levels_in_any_case);
    tcase_add_test(tc, engine_names_in_the_record);
    tcase_add_test(tc, which_side_the_engine_plays);
    tcase_add_test(tc, the_humans_view);
    tcase_add_test(tc, who_resigns);
    tcase_add_test(tc, takeback_to_the_humans_turn);
    tcase_add_test(tc, replay_to_the_humans_turn);
    tcase_add_test(tc, scores_in_pawns_from_whites_side);
    tcase_add_test(tc, thinking_line);
    tcase_add_test(tc, thinking_line_cut_between_moves);
    tcase_add_test(tc, numbered_line_text);
    tcase_add_test(tc, draw_offers);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(ai_suite)
