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
 * The engine at the game screen (see aiplay.h).  Searches are started on a
 * copy of the game, so a search whose revision is no longer the match's is
 * simply stopped and its move thrown away.
 */
#include <config.h>

#include "tui/aiplay.h"

#include <stdio.h>

#include "core/i18n.h"
#include "core/level.h"
#include "core/transposition.h"
#include "tui/playscreen.h"
#include "session/thinking.h"

static NotationStyle notation_style(const App *app)
{
    return app->glyphs.figurines ? NOTATION_FIGURINE : NOTATION_LETTERS;
}

int ai_mover_fd(const App *app)
{
    return app->ai.mover != NULL ? engine_wakeup_fd(app->ai.mover) : -1;
}

int ai_helper_fd(const App *app)
{
    return app->ai.helper != NULL ? engine_wakeup_fd(app->ai.helper) : -1;
}

static void stop(Engine *e)
{
    engine_stop(e);
    engine_wait(e, NULL);
    engine_drain_wakeups(e);
}

void ai_cancel(App *app)
{
    AiState *ai = &app->ai;
    if (ai->thinking)
        stop(ai->mover);
    if (ai->hinting)
        stop(ai->helper);
    ai->thinking = ai->hinting = false;
    ai->hint = MOVE_NONE;
}

void ai_new_game(App *app)
{
    AiState *ai = &app->ai;
    ai_cancel(app);
    if (ai->mover != NULL)
        engine_new_game(ai->mover);
    ai->have_score[WHITE] = ai->have_score[BLACK] = false;
}

void ai_free(App *app)
{
    ai_cancel(app);
    engine_free(app->ai.mover);
    engine_free(app->ai.helper);
    app->ai.mover = app->ai.helper = NULL;
}

static uint64_t next_seed(AiState *ai)
{
    /* A Weyl step: a new seed for every move (the search mixes it). */
    ai->seed += 0x9e3779b97f4a7c15u;
    return ai->seed;
}

static void start_thinking(App *app)
{
    AiState *ai = &app->ai;
    Match *m = &app->match;
    Colour side = match_side_to_move(m);
    if (ai->mover == NULL)
        ai->mover = engine_new(TT_DEFAULT_MEGABYTES);
    LevelClock clock = {
        clock_remaining(&m->clock, side, app->now_ms),
        (int64_t)m->time_control.increment_seconds * 1000,
    };
    SearchLimits limits;
    level_limits(m->players[side].level, m->time_control.unlimited ? NULL : &clock, next_seed(ai),
        &limits);
    engine_drain_wakeups(ai->mover);
    ai->thinking = engine_start(ai->mover, match_game(m), &limits, NULL, NULL);
    ai->revision = m->revision;
    ai->started_ms = app->now_ms;
}

/* The engine's move: played, and named on the message line.  A question
 * (quit, resign) stays open over it. */
static void play_engine_move(App *app, Move move, const SearchReport *report)
{
    AiState *ai = &app->ai;
    Match *m = &app->match;
    Colour side = match_side_to_move(m);
    if (report->depth > 0) {
        ai->have_score[side] = true;
        ai->score[side] = report->score;
    }
    char text[NOTATION_SIZE];
    notation_write_style(match_position(m), move, notation_style(app), text, sizeof text);
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
        play_say(app, false, _("%s plays %s."), m->players[side].name, text);
        return;
    }
    char score[SCORE_TEXT_SIZE];
    thinking_score_text(report->score, side, score);
    /* TRANSLATORS: an engine player's name ("Einhorn:Hard"), its move, how
     * deep it searched and its score in pawns from White's side. */
    play_say(app, false, _("%s plays %s (depth %d, %s)."), m->players[side].name, text, report->depth,
        score);
}

static bool watched(const Match *m)
{
    return m->players[WHITE].kind == PLAYER_ENGINE && m->players[BLACK].kind == PLAYER_ENGINE;
}

int ai_wait_ms(const App *app)
{
    const AiState *ai = &app->ai;
    EngineStatus status;
    /* Still searching: its end wakes the loop through the descriptor. */
    if (!ai->thinking || !watched(&app->match) || !engine_poll(ai->mover, &status))
        return -1;
    int64_t due = ai->started_ms + WATCHED_MOVE_MS - app->now_ms;
    return due < 0 ? 0 : (int)due;
}

static void finish_thinking(App *app)
{
    AiState *ai = &app->ai;
    Match *m = &app->match;
    if (m->over || m->paused || m->revision != ai->revision || !match_engine_to_move(m)) {
        stop(ai->mover);
        ai->thinking = false;
        return;
    }
    EngineStatus status;
    if (!engine_poll(ai->mover, &status) || ai_wait_ms(app) > 0)
        return;
    SearchReport report;
    Move move = engine_wait(ai->mover, &report);
    ai->thinking = false;
    if (move != MOVE_NONE)
        play_engine_move(app, move, &report);
}

static void finish_hint(App *app)
{
    AiState *ai = &app->ai;
    if (app->match.over || app->match.revision != ai->hint_revision) {
        stop(ai->helper);
        ai->hinting = false;
        return;
    }
    EngineStatus status;
    if (!engine_poll(ai->helper, &status))
        return;
    ai->hinting = false;
    ai->hint = engine_wait(ai->helper, NULL);
    if (ai->hint == MOVE_NONE)
        return;
    char text[NOTATION_SIZE];
    notation_write_style(match_position(&app->match), ai->hint, notation_style(app), text, sizeof text);
    /* TRANSLATORS: the move the engine suggests to the human. */
    play_say(app, false, _("Hint: %s"), text);
}

void ai_update(App *app)
{
    AiState *ai = &app->ai;
    Match *m = &app->match;
    if (ai->mover != NULL)
        engine_drain_wakeups(ai->mover);
    if (ai->helper != NULL)
        engine_drain_wakeups(ai->helper);
    if (ai->thinking)
        finish_thinking(app);
    if (ai->hinting)
        finish_hint(app);
    if (!ai->thinking && match_engine_to_move(m) && !m->paused)
        start_thinking(app);
}

static bool human_to_move(const Match *m)
{
    return m->players[match_side_to_move(m)].kind == PLAYER_HUMAN;
}

void ai_hint(App *app)
{
    AiState *ai = &app->ai;
    Match *m = &app->match;
    if (m->over) {
        play_say(app, true, "%s", _("The game is over."));
        return;
    }
    if (!human_to_move(m) || m->paused) {
        play_say(app, true, "%s", m->paused ? _("The clocks are stopped: p starts them again.")
                                            : _("A hint is for your own move."));
        return;
    }
    if (ai->hinting)
        return;
    if (ai->helper == NULL)
        ai->helper = engine_new(TT_DEFAULT_MEGABYTES / 4);
    SearchLimits limits;
    level_limits(LEVEL_HARD, NULL, next_seed(ai), &limits);
    limits.movetime_ms = HINT_MOVETIME_MS;
    engine_drain_wakeups(ai->helper);
    ai->hint = MOVE_NONE;
    ai->hinting = engine_start(ai->helper, match_game(m), &limits, NULL, NULL);
    ai->hint_revision = m->revision;
    /* TRANSLATORS: %s is an ellipsis ("…" or "..."). */
    play_say(app, false, _("Looking for a hint%s"), app->glyphs.ellipsis);
}

Move ai_hint_shown(const App *app)
{
    const AiState *ai = &app->ai;
    return ai->hint_revision == app->match.revision ? ai->hint : MOVE_NONE;
}

bool ai_offer_draw(App *app)
{
    AiState *ai = &app->ai;
    Match *m = &app->match;
    Colour to_move = match_side_to_move(m);
    /* The engine answers on its own turn (thinking) or the human's. */
    Colour engine = m->players[to_move].kind == PLAYER_ENGINE ? to_move : (Colour)!to_move;
    if (m->players[engine].kind != PLAYER_ENGINE || m->players[!engine].kind != PLAYER_HUMAN)
        return false;
    bool have_score = ai->have_score[engine];
    int score = ai->score[engine];
    if (ai->thinking) {
        EngineStatus status;
        engine_poll(ai->mover, &status);
        if (status.report.depth > 0) {
            /* Its search of this very position knows better. */
            have_score = true;
            score = status.report.score;
        }
    }
    char name[PLAYER_NAME_SIZE];
    snprintf(name, sizeof name, "%s", m->players[engine].name);
    if (!thinking_accepts_draw(have_score, score)) {
        /* TRANSLATORS: an engine player's name ("Einhorn:Hard"). */
        play_say(app, false, _("%s declines the draw."), name);
        return true;
    }
    ai_cancel(app);
    match_agree_draw(m, app->now_ms);
    app_game_over(app);
    /* TRANSLATORS: an engine player's name ("Einhorn:Hard"). */
    play_say(app, false, _("%s accepts the draw."), name);
    return true;
}

bool ai_thinking_text(App *app, char *buf, size_t size)
{
    AiState *ai = &app->ai;
    EngineStatus status;
    if (!ai->thinking)
        return false;
    engine_poll(ai->mover, &status);
    if (status.report.depth == 0)
        return false;
    thinking_text(match_position(&app->match), &status.report, notation_style(app), buf, size);
    return true;
}
