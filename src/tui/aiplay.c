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
 * The engine at the game screen (see aiplay.h).
 */
#include <config.h>

#include "tui/aiplay.h"

#include "core/level.h"
#include "core/splitmix64.h"
#include "core/transposition.h"
#include "session/thinking.h"

int ai_mover_fd(const AiState *ai)
{
    return ai->mover != NULL ? engine_wakeup_fd(ai->mover) : -1;
}

int ai_helper_fd(const AiState *ai)
{
    return ai->helper != NULL ? engine_wakeup_fd(ai->helper) : -1;
}

static void stop(Engine *e)
{
    engine_stop(e);
    engine_wait(e, NULL);
    engine_drain_wakeups(e);
}

void ai_cancel(AiState *ai)
{
    if (ai->thinking)
        stop(ai->mover);
    if (ai->hinting)
        stop(ai->helper);
    ai->thinking = ai->hinting = false;
    ai->hint = MOVE_NONE;
}

void ai_new_game(AiState *ai)
{
    ai_cancel(ai);
    if (ai->mover != NULL)
        engine_new_game(ai->mover);
    ai->have_score[WHITE] = ai->have_score[BLACK] = false;
}

void ai_free(AiState *ai)
{
    ai_cancel(ai);
    engine_free(ai->mover);
    engine_free(ai->helper);
    ai->mover = ai->helper = NULL;
}

/* A new seed for every search. */
static uint64_t next_seed(AiState *ai)
{
    return splitmix64_next(&ai->seed);
}

void ai_start_if_due(AiState *ai, const Match *m, int64_t now_ms)
{
    if (ai->thinking || !match_engine_to_move(m) || m->paused)
        return;
    Colour side = match_side_to_move(m);
    if (ai->mover == NULL)
        ai->mover = engine_new(TT_DEFAULT_MEGABYTES);
    LevelClock clock = {
        clock_remaining(&m->clock, side, now_ms),
        (int64_t)m->time_control.increment_seconds * 1000,
    };
    SearchLimits limits;
    level_limits(m->players[side].level, m->time_control.unlimited ? NULL : &clock, next_seed(ai),
        &limits);
    engine_drain_wakeups(ai->mover);
    ai->thinking = engine_start(ai->mover, match_game(m), &limits, NULL, NULL);
    ai->revision = m->revision;
    ai->started_ms = now_ms;
}

static bool watched(const Match *m)
{
    return m->players[WHITE].kind == PLAYER_ENGINE && m->players[BLACK].kind == PLAYER_ENGINE;
}

int ai_wait_ms(const AiState *ai, const Match *m, int64_t now_ms)
{
    EngineStatus status;
    /* Still searching: its end wakes the loop through the descriptor. */
    if (!ai->thinking || !watched(m) || !engine_poll(ai->mover, &status))
        return -1;
    int64_t due = ai->started_ms + WATCHED_MOVE_MS - now_ms;
    return due < 0 ? 0 : (int)due;
}

bool ai_take_move(AiState *ai, const Match *m, int64_t now_ms, Move *move, SearchReport *report)
{
    if (ai->mover != NULL)
        engine_drain_wakeups(ai->mover);
    if (!ai->thinking)
        return false;
    if (m->over || m->paused || m->revision != ai->revision || !match_engine_to_move(m)) {
        stop(ai->mover);
        ai->thinking = false;
        return false;
    }
    EngineStatus status;
    if (!engine_poll(ai->mover, &status) || ai_wait_ms(ai, m, now_ms) > 0)
        return false;
    *move = engine_wait(ai->mover, report);
    ai->thinking = false;
    if (*move == MOVE_NONE)
        return false;
    if (report->depth > 0) {
        Colour side = match_side_to_move(m);
        ai->have_score[side] = true;
        ai->score[side] = report->score;
    }
    return true;
}

bool ai_take_hint(AiState *ai, const Match *m)
{
    if (ai->helper != NULL)
        engine_drain_wakeups(ai->helper);
    if (!ai->hinting)
        return false;
    if (m->over || m->revision != ai->hint_revision) {
        stop(ai->helper);
        ai->hinting = false;
        return false;
    }
    EngineStatus status;
    if (!engine_poll(ai->helper, &status))
        return false;
    ai->hinting = false;
    ai->hint = engine_wait(ai->helper, NULL);
    return ai->hint != MOVE_NONE;
}

static bool human_to_move(const Match *m)
{
    return m->players[match_side_to_move(m)].kind == PLAYER_HUMAN;
}

AiHintStart ai_hint(AiState *ai, const Match *m)
{
    if (m->over)
        return AI_HINT_GAME_OVER;
    if (m->paused)
        return AI_HINT_PAUSED;
    if (!human_to_move(m))
        return AI_HINT_NOT_YOURS;
    if (ai->hinting)
        return AI_HINT_UNDER_WAY;
    if (ai->helper == NULL)
        ai->helper = engine_new(TT_DEFAULT_MEGABYTES / 4);
    SearchLimits limits;
    level_limits(LEVEL_HARD, NULL, next_seed(ai), &limits);
    limits.movetime_ms = HINT_MOVETIME_MS;
    engine_drain_wakeups(ai->helper);
    ai->hint = MOVE_NONE;
    ai->hinting = engine_start(ai->helper, match_game(m), &limits, NULL, NULL);
    ai->hint_revision = m->revision;
    return AI_HINT_STARTED;
}

Move ai_hint_shown(const AiState *ai, const Match *m)
{
    return ai->hint_revision == m->revision ? ai->hint : MOVE_NONE;
}

AiDrawAnswer ai_answer_draw(const AiState *ai, const Match *m, Colour *engine)
{
    Colour to_move = match_side_to_move(m);
    /* The engine answers on its own turn (thinking) or the human's. */
    *engine = m->players[to_move].kind == PLAYER_ENGINE ? to_move : (Colour)!to_move;
    if (m->players[*engine].kind != PLAYER_ENGINE || m->players[!*engine].kind != PLAYER_HUMAN)
        return AI_DRAW_NOBODY;
    bool have_score = ai->have_score[*engine];
    int score = ai->score[*engine];
    if (ai->thinking) {
        EngineStatus status;
        engine_poll(ai->mover, &status);
        if (status.report.depth > 0) {
            /* Its search of this very position knows better. */
            have_score = true;
            score = status.report.score;
        }
    }
    return thinking_accepts_draw(have_score, score) ? AI_DRAW_ACCEPTED : AI_DRAW_DECLINED;
}

bool ai_thinking_text(const AiState *ai, const Match *m, NotationStyle style, char *buf, size_t size)
{
    EngineStatus status;
    if (!ai->thinking)
        return false;
    engine_poll(ai->mover, &status);
    if (status.report.depth == 0)
        return false;
    thinking_text(match_position(m), &status.report, style, buf, size);
    return true;
}
