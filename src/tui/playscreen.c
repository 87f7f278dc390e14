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
 * The game screen.  Its state (PlayState in playstate.h) is the cursor,
 * the selected piece, the view, and a mode: the board (cursor keys and
 * commands), the move prompt, the promotion chooser, or a yes/no question.
 * Every key goes to the current mode's handler; every action that changes
 * the game goes through the Match, and play_game_over() is called whenever
 * the game has just ended, so the record is written once.  The engine's
 * moves and hints come from aiplay.c and are told on the message line
 * here.
 */
#include <config.h>

#include "tui/playscreen.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "core/movegen.h"
#include "session/cursor.h"
#include "session/keys.h"
#include "session/thinking.h"
#include "tui/aiplay.h"
#include "tui/boardview.h"
#include "tui/colours.h"
#include "tui/gamesave.h"
#include "tui/help.h"
#include "tui/movelist.h"
#include "tui/newgame.h"
#include "tui/prompt.h"
#include "tui/replayscreen.h"
#include "tui/statusview.h"

/* "the knight on Ab1" */
static void describe_piece(const Position *pos, int cell, char *buf, size_t size)
{
    char name[4];
    cell_name(cell, name);
    /* TRANSLATORS: a piece and its cell: "knight on Ab1". */
    snprintf(buf, size, _("%s on %s"), piece_type_name(piece_type(position_at(pos, cell))), name);
}

static void follow_side_to_move(App *app)
{
    if (app->play.auto_flip)
        app->play.flipped = match_view_side(&app->match, true) == BLACK;
}

void play_game_over(App *app)
{
    PlayState *p = &app->play;
    ai_cancel(&app->ai);
    selection_clear(&p->selection);
    p->mode = PLAY_BOARD;
    p->moves_scroll = -1;
    play_say(p, false, "%s",
        termination_describe(app->match.termination, match_side_to_move(&app->match)));
    gamesave_finished(app);
}

/* The turn changed hands: each player gets the cursor where they left it. */
static void after_move(App *app)
{
    PlayState *p = &app->play;
    play_state_turn_passed(p, match_side_to_move(&app->match));
    p->moves_scroll = -1;
    if (app->match.over) {
        play_game_over(app);
        return;
    }
    follow_side_to_move(app);
}

/* Refuses moves when the game is over or the clocks are stopped. */
bool play_may_move(App *app)
{
    if (app->match.over) {
        /* TRANSLATORS: n and q are keys: keep the letters. */
        play_say(&app->play, true, "%s", _("The game is over: n starts a new one, q quits."));
        return false;
    }
    if (app->match.paused) {
        /* TRANSLATORS: p is the key that starts the clocks: keep the letter. */
        play_say(&app->play, true, "%s", _("The clocks are stopped: p starts them again."));
        return false;
    }
    if (match_engine_to_move(&app->match)) {
        play_say(&app->play, true, "%s", _("The engine is thinking: wait for its move, or u takes yours back."));
        return false;
    }
    return true;
}

static void play_move(App *app, Move move)
{
    play_forget_message(&app->play);
    match_play(&app->match, move, app->now_ms);
    after_move(app);
}

static void play_ask_promotion(App *app, Move move)
{
    PlayState *p = &app->play;
    p->promotion = move;
    p->promotion_choice = 0;
    p->mode = PLAY_PROMOTION;
    /* q is the queen here: a player reaching for q to quit is told. */
    play_say(&app->play, false, "%s",
        /* TRANSLATORS: Q is the queen's letter and q the quit key in every language. */
        _("The pawn promotes: Q is a queen here. To quit instead: Esc, then q."));
}

static void explain_refusal(App *app, ActivateOutcome outcome, int cell)
{
    const Position *pos = match_position(&app->match);
    char what[64], name[4];
    cell_name(cell, name);
    switch (outcome) {
    case ACTIVATE_EMPTY:
        play_say(&app->play, true, match_side_to_move(&app->match) == WHITE
                ? _("%s is empty: choose one of White's pieces.")
                : _("%s is empty: choose one of Black's pieces."), name);
        break;
    case ACTIVATE_NOT_YOURS:
        describe_piece(pos, cell, what, sizeof what);
        play_say(&app->play, true, match_side_to_move(&app->match) == WHITE
                ? _("The %s is Black's, and White is to move.")
                : _("The %s is White's, and Black is to move."), what);
        break;
    case ACTIVATE_NO_MOVES:
        describe_piece(pos, cell, what, sizeof what);
        play_say(&app->play, true, _("The %s has no legal move."), what);
        break;
    case ACTIVATE_UNREACHABLE:
        describe_piece(pos, app->play.selection.from, what, sizeof what);
        play_say(&app->play, true, _("The %s cannot go to %s."), what, name);
        break;
    default:
        break;
    }
}

static void activate_cell(App *app, int cell)
{
    PlayState *p = &app->play;
    if (!play_may_move(app))
        return;
    const Position *pos = match_position(&app->match);
    Move move = MOVE_NONE;
    ActivateOutcome outcome = selection_activate(&p->selection, pos, cell, &move);
    char what[64];
    switch (outcome) {
    case ACTIVATE_SELECTED:
        describe_piece(pos, cell, what, sizeof what);
        play_say(&app->play, false, ngettext("The %s: %d legal move.", "The %s: %d legal moves.",
                            p->selection.destination_count), what, p->selection.destination_count);
        break;
    case ACTIVATE_DESELECTED:
        play_forget_message(&app->play);
        break;
    case ACTIVATE_MOVE:
        play_move(app, move);
        break;
    case ACTIVATE_PROMOTE:
        play_ask_promotion(app, move);
        break;
    default:
        explain_refusal(app, outcome, cell);
    }
}

static void undo_or_redo(App *app, bool undo)
{
    Match *m = &app->match;
    if (m->over) {
        /* TRANSLATORS: n is the key for a new game: keep the letter. */
        play_say(&app->play, true, "%s", _("The game is over and saved: n starts a new one."));
        return;
    }
    int plies = undo ? match_takeback_plies(m) : match_replay_plies(m);
    if (plies == 0) {
        play_say(&app->play, true, "%s", !undo ? _("There is no move taken back to play again.")
            : match_ply_count(m) == 0 ? _("There is no move to take back.")
            : m->players[WHITE].kind == PLAYER_ENGINE && m->players[BLACK].kind == PLAYER_ENGINE
                ? _("The engine plays both sides: there is no move of yours to take back.")
                : _("Only the engine has moved: there is no move of yours to take back."));
        return;
    }
    /* The engine stops first: its search was about the position left. */
    ai_cancel(&app->ai);
    for (int i = 0; i < plies && !m->over; i++)
        if (undo)
            match_undo(m, app->now_ms);
        else
            match_redo(m, app->now_ms);
    if (undo)
        play_say(&app->play, false, "%s",
            /* TRANSLATORS: r is the key that plays the moves again: keep the letter. */
            plies == 2 ? _("Your move and the engine's reply taken back: r plays them again.")
                       : _("Move taken back: r plays it again."));
    else
        play_say(&app->play, false, "%s", plies == 2 ? _("Moves played again.") : _("Move played again."));
    after_move(app);
}

void play_ask(App *app, Question q)
{
    app->play.question = q;
    app->play.mode = PLAY_QUESTION;
    play_forget_message(&app->play);
}

static void toggle_pause(App *app)
{
    Match *m = &app->match;
    if (m->over || m->time_control.unlimited) {
        play_say(&app->play, true, "%s", m->over ? _("The game is over.") : _("This game has no clock."));
        return;
    }
    match_set_paused(m, !m->paused, app->now_ms);
    /* TRANSLATORS: p is the key that starts the clocks: keep the letter. */
    play_say(&app->play, false, "%s", m->paused ? _("Clocks stopped: p starts them again.") : _("Clocks running."));
}

static void toggle_auto_flip(App *app)
{
    PlayState *p = &app->play;
    p->auto_flip = !p->auto_flip;
    follow_side_to_move(app);
    play_say(&app->play, false, "%s", p->auto_flip ? _("The cube turns to the side to move after every move.")
                                       : _("The cube stays as it is."));
}

static void scroll_moves(App *app, int rows)
{
    app->play.moves_scroll = movelist_scroll(match_game(&app->match), &app->layout.moves,
        app->play.moves_scroll, rows);
}

/* The engine thinks (its clock runs): the human may still offer a draw
 * or resign. */
static bool engine_thinks(const App *app)
{
    return match_engine_to_move(&app->match) && !app->match.paused;
}

/* The engine answers a draw offer (see ai_answer_draw); false when the
 * game is not a human against the engine. */
static bool engine_answers_draw(App *app)
{
    Colour engine;
    AiDrawAnswer answer = ai_answer_draw(&app->ai, &app->match, &engine);
    if (answer == AI_DRAW_NOBODY)
        return false;
    char name[PLAYER_NAME_SIZE];
    snprintf(name, sizeof name, "%s", app->match.players[engine].name);
    if (answer == AI_DRAW_DECLINED) {
        /* TRANSLATORS: an engine player's name ("Einhorn:Hard"). */
        play_say(&app->play, false, _("%s declines the draw."), name);
        return true;
    }
    ai_cancel(&app->ai);
    match_agree_draw(&app->match, app->now_ms);
    play_game_over(app);
    /* TRANSLATORS: an engine player's name ("Einhorn:Hard"). */
    play_say(&app->play, false, _("%s accepts the draw."), name);
    return true;
}

/* A draw offer to the engine is answered at once, even while it thinks;
 * between humans the opponent is asked. */
static void offer_draw(App *app)
{
    if (engine_thinks(app)) {
        if (!engine_answers_draw(app))
            play_say(&app->play, true, "%s", _("The engine plays both sides: there is nobody to offer a draw."));
        return;
    }
    if (play_may_move(app) && !engine_answers_draw(app))
        play_ask(app, QUESTION_DRAW);
}

/* H: the engine looks for the human's move. */
static void ask_hint(App *app)
{
    switch (ai_hint(&app->ai, &app->match)) {
    case AI_HINT_STARTED:
        /* TRANSLATORS: %s is an ellipsis ("…" or "..."). */
        play_say(&app->play, false, _("Looking for a hint%s"), app->glyphs.ellipsis);
        break;
    case AI_HINT_UNDER_WAY:
        break;
    case AI_HINT_GAME_OVER:
        play_say(&app->play, true, "%s", _("The game is over."));
        break;
    case AI_HINT_PAUSED:
        play_say(&app->play, true, "%s", _("The clocks are stopped: p starts them again."));
        break;
    case AI_HINT_NOT_YOURS:
        play_say(&app->play, true, "%s", _("A hint is for your own move."));
        break;
    }
}

/* Against the engine the human may resign while it thinks. */
static void offer_resignation(App *app)
{
    Colour side;
    if (!engine_thinks(app) && !play_may_move(app))
        return;
    if (!match_human_may_resign(&app->match, &side)) {
        play_say(&app->play, true, "%s", _("The engine plays both sides: there is nobody to resign."));
        return;
    }
    app->play.resigning = side;
    play_ask(app, QUESTION_RESIGN);
}

/* Quitting: the program ends, unless the game was continued from a
 * replay, which is shown again.  The game is saved first, and an empty
 * game from the same position takes its place, so it is never saved
 * twice. */
static void leave_game(App *app)
{
    if (app->replay == NULL) {
        app_quit(app);
        return;
    }
    ai_cancel(&app->ai);
    gamesave_unfinished(app);
    match_free(&app->match);
    app_start_match(app, &app->options.settings, app->play.auto_flip);
    replay_resume(app);
}

static void game_command(App *app, Action action)
{
    bool running = !app->match.over;
    switch (action) {
    case ACTION_UNDO: undo_or_redo(app, true); break;
    case ACTION_REDO: undo_or_redo(app, false); break;
    case ACTION_PAUSE: toggle_pause(app); break;
    case ACTION_OFFER_DRAW: offer_draw(app); break;
    case ACTION_RESIGN: offer_resignation(app); break;
    case ACTION_HINT: ask_hint(app); break;
    case ACTION_TYPE_MOVE:
        if (play_may_move(app))
            prompt_open(app);
        break;
    case ACTION_NEW_GAME:
        newgame_open(app, &app->options.settings.start);
        break;
    case ACTION_QUIT:
        if (running)
            play_ask(app, QUESTION_QUIT);
        else
            leave_game(app);
        break;
    default: break;
    }
}

void play_board_action(App *app, Action action)
{
    PlayState *p = &app->play;
    CursorStep step;
    if (keys_action_step(action, &step)) {
        p->cursor = cursor_step(p->cursor, step, p->flipped);
        return;
    }
    switch (action) {
    case ACTION_SELECT: activate_cell(app, p->cursor); break;
    case ACTION_CANCEL:
        selection_clear(&p->selection);
        app->ai.hint = MOVE_NONE;
        play_forget_message(&app->play);
        break;
    case ACTION_FLIP: p->flipped = !p->flipped; break;
    case ACTION_AUTO_FLIP: toggle_auto_flip(app); break;
    case ACTION_SCROLL_MOVES_UP: scroll_moves(app, -1); break;
    case ACTION_SCROLL_MOVES_DOWN: scroll_moves(app, +1); break;
    case ACTION_HELP: help_open(app, HELP_GAME); break;
    case ACTION_REDRAW: clearok(curscr, TRUE); break;
    default: game_command(app, action); break;
    }
}

static void mouse(App *app, const KeyPress *key)
{
    if (key->mouse == MOUSE_WHEEL_UP || key->mouse == MOUSE_WHEEL_DOWN) {
        scroll_moves(app, key->mouse == MOUSE_WHEEL_UP ? -1 : +1);
        return;
    }
    if (key->mouse != MOUSE_PRESS || app->play.mode != PLAY_BOARD)
        return;
    int cell = layout_cell_at(&app->layout, app->play.flipped, key->y, key->x);
    if (cell == CELL_NONE)
        return;
    app->play.cursor = cell;
    activate_cell(app, cell);
}

int play_promotion_choice(App *app, int key)
{
    PlayState *p = &app->play;
    if (key == KEY_CODE_ESCAPE) {
        p->mode = PLAY_BOARD;
        play_say(&app->play, false, "%s", _("Promotion cancelled: the pawn stays where it was."));
        return -1;
    }
    if (key == KEY_CODE_LEFT || key == 'h')
        p->promotion_choice = (p->promotion_choice + PROMOTION_CHOICE_COUNT - 1) % PROMOTION_CHOICE_COUNT;
    else if (key == KEY_CODE_RIGHT || key == 'l')
        p->promotion_choice = (p->promotion_choice + 1) % PROMOTION_CHOICE_COUNT;
    else if (key == KEY_CODE_ENTER || key == ' ')
        return p->promotion_choice;
    else if (key > 0 && key < 128)
        for (int i = 0; i < PROMOTION_CHOICE_COUNT; i++)
            if (piece_type_from_letter((char)key) == PROMOTION_CHOICES[i])
                return i;
    return -1;
}

static void promotion_key(App *app, int key)
{
    int choice = play_promotion_choice(app, key);
    if (choice < 0)
        return;
    Move m = app->play.promotion;
    play_move(app, movegen_find(match_position(&app->match), move_from(m), move_to(m),
                       PROMOTION_CHOICES[choice]));
}

void play_question_key(App *app, int key)
{
    PlayState *p = &app->play;
    bool yes = key == 'y' || key == 'Y';
    if (!yes && key != 'n' && key != 'N' && key != KEY_CODE_ESCAPE)
        return;
    p->mode = PLAY_BOARD;
    Colour side = match_side_to_move(&app->match);
    switch (p->question) {
    case QUESTION_QUIT:
        if (yes)
            leave_game(app);
        break;
    case QUESTION_RESIGN:
        if (yes) {
            ai_cancel(&app->ai);
            match_resign(&app->match, p->resigning, app->now_ms);
            play_game_over(app);
        }
        break;
    case QUESTION_DRAW:
        if (yes) {
            match_agree_draw(&app->match, app->now_ms);
            play_game_over(app);
        } else
            play_say(&app->play, false, "%s", side == WHITE ? _("Black declines the draw.")
                                                : _("White declines the draw."));
        break;
    }
}

/* A key for the move prompt: the move typed is played, or waits for its
 * piece in the promotion chooser. */
static void typed_key(App *app, int key)
{
    Move move;
    char note[MESSAGE_SIZE];
    switch (prompt_key(app, key, &move, note, sizeof note)) {
    case PROMPT_MOVE:
        play_move(app, move);
        if (note[0] != '\0' && app->play.message[0] == '\0')
            play_say(&app->play, false, "%s", note);
        break;
    case PROMPT_PROMOTION:
        play_ask_promotion(app, move);
        break;
    case PROMPT_NO_MOVE:
        break;
    }
}

static void play_key(App *app, const KeyPress *key)
{
    PlayState *p = &app->play;
    if (key->key == KEY_CODE_MOUSE) {
        mouse(app, key);
        return;
    }
    switch (p->mode) {
    case PLAY_PROMPT: typed_key(app, key->key); return;
    case PLAY_PROMOTION: promotion_key(app, key->key); return;
    case PLAY_QUESTION: play_question_key(app, key->key); return;
    case PLAY_BOARD: break;
    }
    Action action = keys_play_action(key->key);
    if (action != ACTION_NONE && action != ACTION_SELECT)
        play_forget_message(&app->play);
    play_board_action(app, action);
}

static void board_marks(App *app, BoardMarks *marks)
{
    PlayState *p = &app->play;
    const Game *g = match_game(&app->match);
    boardview_marks_clear(marks);
    marks->cursor = p->mode == PLAY_BOARD ? p->cursor : CELL_NONE;
    marks->selected = p->selection.from;
    marks->destinations = p->selection.from != CELL_NONE ? p->selection.destination : NULL;
    marks->last_from = marks->last_to = CELL_NONE;
    if (g->ply_count > 0) {
        marks->last_from = move_from(g->moves[g->ply_count - 1]);
        marks->last_to = move_to(g->moves[g->ply_count - 1]);
    }
    boardview_mark_check(marks, &g->pos);
    /* A hint shows as if its piece were selected, with its one destination. */
    Move hint = ai_hint_shown(&app->ai, &app->match);
    if (hint != MOVE_NONE && p->selection.from == CELL_NONE) {
        memset(p->hint_destination, 0, sizeof p->hint_destination);
        p->hint_destination[move_to(hint)] = true;
        marks->selected = move_from(hint);
        marks->destinations = p->hint_destination;
    }
    if (p->mode == PLAY_PROMOTION) {
        marks->cursor = move_to(p->promotion);
        marks->destinations = NULL;
    }
}

static void play_draw(App *app)
{
    BoardMarks marks;
    statusview_fit_message(app);
    board_marks(app, &marks);
    boardview_draw(&app->layout, &app->glyphs, match_position(&app->match), app->play.flipped, &marks);
    statusview_draw_status(app);
    movelist_draw(&app->play.move_texts, match_game(&app->match), &app->layout.moves,
        !app->glyphs.figurines, app->play.moves_scroll);
    statusview_draw_message(app);
    bool show_cursor = statusview_draw_bottom(app);
    curs_set(show_cursor ? 1 : 0);
}

/* The engine's move: played, and named on the message line.  A question
 * (quit, resign) stays open over it. */
static void play_engine_move(App *app, Move move, const SearchReport *report)
{
    Match *m = &app->match;
    Colour side = match_side_to_move(m);
    char text[NOTATION_SIZE];
    notation_write_style(match_position(m), move, glyphs_notation_style(&app->glyphs), text, sizeof text);
    PlayMode mode = app->play.mode;
    Question question = app->play.question;
    play_move(app, move);
    if (mode == PLAY_QUESTION && !m->over) {
        app->play.mode = mode;
        app->play.question = question;
    }
    if (m->over)
        return;
    if (report->depth == 0) {
        /* TRANSLATORS: an engine player's name ("Einhorn:Hard") and its move. */
        play_say(&app->play, false, _("%s plays %s."), m->players[side].name, text);
        return;
    }
    char score[SCORE_TEXT_SIZE];
    thinking_score_text(report->score, side, score);
    /* TRANSLATORS: an engine player's name ("Einhorn:Hard"), its move, how
     * deep it searched and its score in pawns from White's side. */
    play_say(&app->play, false, _("%s plays %s (depth %d, %s)."), m->players[side].name, text,
        report->depth, score);
}

void play_follow_engines(App *app)
{
    Move move;
    SearchReport report;
    if (ai_take_move(&app->ai, &app->match, app->now_ms, &move, &report))
        play_engine_move(app, move, &report);
    if (ai_take_hint(&app->ai, &app->match)) {
        char text[NOTATION_SIZE];
        notation_write_style(match_position(&app->match), app->ai.hint, glyphs_notation_style(&app->glyphs), text,
            sizeof text);
        /* TRANSLATORS: the move the engine suggests to the human. */
        play_say(&app->play, false, _("Hint: %s"), text);
    }
    ai_start_if_due(&app->ai, &app->match, app->now_ms);
}

const Screen PLAY_SCREEN = { play_draw, play_key, NULL };
