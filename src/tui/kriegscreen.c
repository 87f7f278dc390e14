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
 * The Kriegspiel board's keys and its flow (see kriegscreen.h).  A try is
 * made like a move on the game screen (the cursor and Enter, a click, or
 * a typed move) but only the own board decides what is offered; the
 * referee answers it through the session (kriegplay_try): "No", a silent
 * refusal the program explains to the player alone, or the move played,
 * after which the screen goes blank for the hand-over and the keys typed
 * so far are thrown away.
 */
#include <config.h>

#include "tui/kriegscreen.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/notation.h"
#include "core/splitmix64.h"
#include "core/xalloc.h"
#include "session/keys.h"
#include "tui/aiplay.h"
#include "tui/gamesave.h"
#include "tui/playscreen.h"
#include "tui/prompt.h"
#include "tui/statusview.h"

void krieg_follow_match(App *app, const MatchSettings *settings)
{
    krieg_free(app);
    if (!settings->kriegspiel)
        return;
    app->krieg = xcalloc(1, sizeof *app->krieg);
    kriegplay_init(&app->krieg->game, &app->match);
    kriegopponent_init(&app->krieg->opponent, splitmix64_next(&app->ai.seed));
    Colour human;
    /* Against the engine the cursor is the human's from the start. */
    if (kriegplay_viewer(&app->krieg->game, &human))
        app->play.cursor = app->play.side_cursor[human];
    app->game_screen = &KRIEG_SCREEN;
}

void krieg_free(App *app)
{
    if (app->krieg == NULL)
        return;
    kriegopponent_free(&app->krieg->opponent);
    kriegplay_free(&app->krieg->game);
    free(app->krieg);
    app->krieg = NULL;
    app->game_screen = &PLAY_SCREEN;
}

/* Whose board the screen shows: the side to move's between two humans,
 * the human's against the engine (the side to move's when the engine
 * plays both: nobody's keys reach a board then). */
static Colour viewer(const App *app)
{
    Colour side;
    return kriegplay_viewer(&app->krieg->game, &side) ? side : match_side_to_move(&app->match);
}

static bool against_engine(const App *app)
{
    const Player *players = app->match.players;
    return players[WHITE].kind != players[BLACK].kind;
}

/* Moves are refused when the game is over, the clocks stand or the
 * engine tries (no takebacks here, unlike the game screen's refusal). */
static bool may_move(App *app)
{
    if (app->match.over || app->match.paused || !match_engine_to_move(&app->match))
        return play_may_move(app);
    /* TRANSLATORS: an engine player's name ("Einhorn:Hard"). */
    play_say(&app->play, true, _("%s is trying: wait for its move."),
        app->match.players[match_side_to_move(&app->match)].name);
    return false;
}

/* "the knight on Ab1" */
static void describe_own_piece(const App *app, int cell, char *buf, size_t size)
{
    Position own;
    char name[4];
    kriegplay_own_board(&app->krieg->game, viewer(app), &own);
    cell_name(cell, name);
    snprintf(buf, size, _("%s on %s"), piece_type_name(piece_type(position_at(&own, cell))), name);
}

/* The move was played: the game is over, or the hand-over begins and
 * every key typed so far is thrown away. */
static void after_move(App *app)
{
    PlayState *p = &app->play;
    if (against_engine(app)) {
        selection_clear(&p->selection);
        p->mode = PLAY_BOARD;
    } else
        play_state_turn_passed(p, match_side_to_move(&app->match));
    app->krieg->marking = false;
    /* The list of every try, shown when the game is over, opens at its
     * newest rows: how the game ended. */
    app->krieg->tries_scroll = INT_MAX;
    play_forget_message(p);
    if (app->match.over) {
        play_game_over(app);
        return;
    }
    if (!against_engine(app))
        flushinp();
}

static void say_answer(App *app, KriegAnswer answer, Move try)
{
    char text[MOVE_COORD_SIZE];
    move_to_coord(try, text);
    int refused = (int)kriegplay_refused(&app->krieg->game, viewer(app), NULL, 0);
    switch (answer) {
    case KRIEG_NO:
        play_say(&app->play, true, ngettext("No: %s is not legal. %d try refused this turn.",
                                            "No: %s is not legal. %d tries refused this turn.", refused),
            text, refused);
        break;
    case KRIEG_SILENT_REPEATED:
        play_say(&app->play, true, _("You tried %s already this turn: the referee said No."), text);
        break;
    case KRIEG_SILENT_NO_PAWN_TRIES:
        play_say(&app->play, true, "%s", _("You have no pawn tries: none of your pawns can capture."));
        break;
    case KRIEG_SILENT_IMPOSSIBLE:
        play_say(&app->play, true, _("%s is not possible on your own board."), text);
        break;
    case KRIEG_PLAYED:
        break;
    }
}

static void try_move(App *app, Move try, int played_key)
{
    KriegAnswer answer = kriegplay_try(&app->krieg->game, &app->match, try, played_key, app->now_ms);
    if (answer == KRIEG_PLAYED) {
        after_move(app);
        return;
    }
    selection_clear(&app->play.selection);
    app->play.mode = PLAY_BOARD;
    say_answer(app, answer, try);
}

static bool reaches_last_rank(const App *app, int from, int to)
{
    Position own;
    kriegplay_own_board(&app->krieg->game, viewer(app), &own);
    Piece p = position_at(&own, from);
    int last = viewer(app) == WHITE ? 4 : 0;
    return piece_type(p) == PAWN && cell_level(to) == last && cell_rank(to) == last;
}

/* A try to a cell: the promotion chooser first when a pawn reaches its
 * last row. */
static void try_to(App *app, int from, int to, int played_key)
{
    if (reaches_last_rank(app, from, to)) {
        play_forget_message(&app->play);
        app->play.promotion = move_make(from, to, QUEEN, false);
        app->play.promotion_choice = 0;
        app->play.mode = PLAY_PROMOTION;
        return;
    }
    try_move(app, move_make(from, to, NO_TYPE, false), played_key);
}

static void select_piece(App *app, int cell)
{
    Selection *s = &app->play.selection;
    char what[64], name[4];
    Position own;
    kriegplay_own_board(&app->krieg->game, viewer(app), &own);
    cell_name(cell, name);
    if (!piece_is_real(position_at(&own, cell))) {
        selection_clear(s);
        play_say(&app->play, true, _("%s: there is no piece of yours there."), name);
        return;
    }
    describe_own_piece(app, cell, what, sizeof what);
    if (!kriegplay_select(&app->krieg->game, cell, s)) {
        play_say(&app->play, true, _("The %s cannot move on your board."), what);
        return;
    }
    play_say(&app->play, false, ngettext("The %s: %d try on your board.", "The %s: %d tries on your board.",
                                    s->destination_count), what, s->destination_count);
}

static void activate_cell(App *app, int cell, int played_key)
{
    Selection *s = &app->play.selection;
    if (!may_move(app))
        return;
    if (s->from == CELL_NONE) {
        select_piece(app, cell);
        return;
    }
    if (cell == s->from) {
        selection_clear(s);
        play_forget_message(&app->play);
        return;
    }
    if (s->destination[cell]) {
        try_to(app, s->from, cell, played_key);
        return;
    }
    Position own;
    kriegplay_own_board(&app->krieg->game, viewer(app), &own);
    if (piece_is_real(position_at(&own, cell))) {
        select_piece(app, cell);
        return;
    }
    char what[64], name[4];
    describe_own_piece(app, s->from, what, sizeof what);
    cell_name(cell, name);
    play_say(&app->play, true, _("The %s cannot go to %s on your board."), what, name);
}

/* A typed try that names its piece names the one on its cell of the own
 * board (a knight's figurine also stands for a unicorn, SPEC.md section
 * 6); the prompt says so when it does not. */
static bool piece_as_written(App *app, const NotationText *nt)
{
    Position own;
    kriegplay_own_board(&app->krieg->game, viewer(app), &own);
    Piece there = position_at(&own, nt->from);
    if (nt->piece == NO_TYPE || !piece_is_real(there) || piece_type(there) == nt->piece
        || (nt->piece_is_figurine && nt->piece == KNIGHT && piece_type(there) == UNICORN))
        return true;
    char name[4];
    cell_name(nt->from, name);
    play_say(&app->play, true, _("Your piece on %s is no %s."), name, piece_type_name(nt->piece));
    app->play.prompt_replace = true;
    return false;
}

/* Enter at the prompt: the move as written (its piece, cells and
 * promotion), judged by the referee, not by the true position. */
static void submit_typed(App *app)
{
    char text[LINE_EDIT_CAPACITY * 4 + 1];
    line_edit_text(&app->play.prompt, text, sizeof text);
    const char *start = text + strspn(text, " ");
    NotationText nt;
    Error err;
    if (*start == '\0' || !notation_scan(start, strlen(start), &nt, &err)) {
        if (*start == '\0') {
            app->play.mode = PLAY_BOARD;
            return;
        }
        play_say(&app->play, true, "%s", err.message);
        app->play.message_caret = err.column > 0 ? err.column + (int)(start - text) : 1;
        app->play.prompt_replace = true;
        return;
    }
    if (!piece_as_written(app, &nt))
        return;
    Move none;
    char note[8];
    prompt_key(app, KEY_CODE_ESCAPE, &none, note, sizeof note);
    if (!may_move(app))
        return;
    if (nt.promotion == NO_TYPE)
        try_to(app, nt.from, nt.to, KEY_CODE_ENTER);
    else
        try_move(app, move_make(nt.from, nt.to, nt.promotion, false), KEY_CODE_ENTER);
}

static void typed_key(App *app, int key)
{
    if (key == KEY_CODE_ENTER) {
        submit_typed(app);
        return;
    }
    Move none;
    char note[8];
    prompt_key(app, key, &none, note, sizeof note);
}

static void promotion_key(App *app, int key)
{
    int choice = play_promotion_choice(app, key);
    if (choice < 0)
        return;
    Move m = app->play.promotion;
    app->play.mode = PLAY_BOARD;
    try_move(app, move_make(move_from(m), move_to(m), PROMOTION_CHOICES[choice], false), key);
}

static void mark_key(App *app, int key)
{
    KriegState *k = app->krieg;
    k->marking = false;
    char name[4];
    cell_name(app->play.cursor, name);
    if (key == KEY_CODE_ESCAPE) {
        play_forget_message(&app->play);
        return;
    }
    if (!kriegmarks_set(&k->game.marks, viewer(app), app->play.cursor, key)) {
        play_say(&app->play, true, "%s", _("A mark is a letter or ?; Space clears it."));
        return;
    }
    char mark = kriegmarks_at(&k->game.marks, viewer(app), app->play.cursor);
    if (mark == '\0')
        play_say(&app->play, false, _("%s: mark cleared."), name);
    else
        play_say(&app->play, false, _("%s marked %c (only you see it)."), name, mark);
}

/* A draw offered to the engine is answered at once, even while it
 * tries, by the score of its last try. */
static void offer_engine_draw(App *app)
{
    const Match *m = &app->match;
    Colour engine = m->players[WHITE].kind == PLAYER_ENGINE ? WHITE : BLACK;
    char name[PLAYER_NAME_SIZE];
    if (m->over || m->paused) {
        play_may_move(app);
        return;
    }
    snprintf(name, sizeof name, "%s", m->players[engine].name);
    if (!kriegopponent_accepts_draw(&app->krieg->opponent, engine)) {
        play_say(&app->play, false, _("%s declines the draw."), name);
        return;
    }
    kriegopponent_cancel(&app->krieg->opponent);
    match_agree_draw(&app->match, app->now_ms);
    play_game_over(app);
    play_say(&app->play, false, _("%s accepts the draw."), name);
}

static void board_key(App *app, int key)
{
    Action action = keys_krieg_action(key);
    const char *refusal = keys_krieg_refusal(action);
    if (refusal != NULL) {
        play_say(&app->play, true, "%s", refusal);
        return;
    }
    if (action != ACTION_NONE && action != ACTION_SELECT)
        play_forget_message(&app->play);
    switch (action) {
    case ACTION_SELECT:
        activate_cell(app, app->play.cursor, key);
        break;
    case ACTION_TYPE_MOVE:
        if (may_move(app))
            prompt_open(app);
        break;
    case ACTION_OFFER_DRAW:
        if (against_engine(app))
            offer_engine_draw(app);
        else
            play_board_action(app, action);
        break;
    case ACTION_MARK: {
        char name[4];
        Colour side;
        if (!kriegplay_viewer(&app->krieg->game, &side)) {
            play_say(&app->play, true, "%s", _("The engine plays both sides: marks are for a player."));
            break;
        }
        cell_name(app->play.cursor, name);
        app->krieg->marking = true;
        play_say(&app->play, false, _("Mark %s: a letter or ?, Space clears, Esc cancels."), name);
        break;
    }
    case ACTION_SCROLL_MOVES_UP:
    case ACTION_SCROLL_MOVES_DOWN:
        app->krieg->tries_scroll += action == ACTION_SCROLL_MOVES_UP ? -1 : 1;
        if (app->krieg->tries_scroll < 0)
            app->krieg->tries_scroll = 0;
        break;
    default:
        play_board_action(app, action);
    }
}

static void mouse(App *app, const KeyPress *key)
{
    if (key->mouse != MOUSE_PRESS || app->play.mode != PLAY_BOARD || app->krieg->marking)
        return;
    int cell = layout_cell_at(&app->layout, app->play.flipped, key->y, key->x);
    if (cell == CELL_NONE)
        return;
    app->play.cursor = cell;
    activate_cell(app, cell, KEY_CODE_MOUSE);
}

/* The hand-over: only its key goes on, to the summary; any key then
 * shows the board. */
static void hotseat_key(App *app, int key)
{
    Hotseat *h = &app->krieg->game.hotseat;
    if (h->phase == HOTSEAT_HANDOVER)
        hotseat_take_over(h, &app->match, key, app->now_ms);
    else
        hotseat_show_board(h);
}

static void krieg_key(App *app, const KeyPress *key)
{
    if (!app->match.over && app->krieg->game.hotseat.phase != HOTSEAT_BOARD) {
        if (key->key != KEY_CODE_MOUSE)
            hotseat_key(app, key->key);
        return;
    }
    if (key->key == KEY_CODE_MOUSE) {
        mouse(app, key);
        return;
    }
    switch (app->play.mode) {
    case PLAY_PROMPT: typed_key(app, key->key); return;
    case PLAY_PROMOTION: promotion_key(app, key->key); return;
    case PLAY_QUESTION: play_question_key(app, key->key); return;
    case PLAY_BOARD: break;
    }
    if (app->krieg->marking)
        mark_key(app, key->key);
    else
        board_key(app, key->key);
}

int krieg_wakeup_fd(const App *app)
{
    return app->krieg != NULL ? kriegopponent_fd(&app->krieg->opponent) : -1;
}

int krieg_wait_ms(const App *app)
{
    if (app->krieg == NULL)
        return -1;
    return kriegopponent_wait_ms(&app->krieg->opponent, &app->match, WATCHED_MOVE_MS, app->now_ms);
}

/* The engine's move was played: the news of its turn on the message
 * line (how many tries were refused; the capture and check are in the
 * status).  A question (quit, resign) or a mark begun stays open over
 * it. */
static void engine_moved(App *app, Colour mover)
{
    PlayState *p = &app->play;
    PlayMode mode = p->mode;
    bool marking = app->krieg->marking;
    KriegNews news;
    char rows[1][KRIEG_NEWS_ROW_SIZE];
    after_move(app);
    if (app->match.over)
        return;
    if (mode == PLAY_QUESTION)
        p->mode = mode;
    app->krieg->marking = marking;
    kriegplay_news(&app->krieg->game, &news);
    if (kriegnews_summary(&news, (Colour)!mover, rows, 1) == 1)
        play_say(p, false, "%s", rows[0]);
}

void krieg_follow_engines(App *app)
{
    KriegState *k = app->krieg;
    Colour mover = match_side_to_move(&app->match);
    if (kriegopponent_follow(&k->opponent, &k->game, &app->match, WATCHED_MOVE_MS, app->now_ms)
        == KRIEG_OPPONENT_MOVED)
        engine_moved(app, mover);
    kriegopponent_start_if_due(&k->opponent, &k->game, &app->match, app->now_ms);
}

static void krieg_draw(App *app)
{
    if (!app->match.over && app->krieg->game.hotseat.phase != HOTSEAT_BOARD)
        handover_draw(app);
    else
        kriegview_draw(app);
}

const Screen KRIEG_SCREEN = { krieg_draw, krieg_key, NULL };
