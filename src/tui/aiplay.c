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
#include "core/movegen.h"
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

static void stop_pondering(AiState *ai)
{
    if (ai->pondering)
        stop(ai->mover);
    ai->pondering = false;
}

void ai_cancel(AiState *ai)
{
    if (ai->thinking)
        stop(ai->mover);
    if (ai->hinting)
        stop(ai->helper);
    stop_pondering(ai);
    ai->thinking = ai->hinting = false;
    ai->hint = MOVE_NONE;
    ai->expected = MOVE_NONE;
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

/* The limits of the engine playing `side`, its clock as it stands now. */
static void engine_limits(AiState *ai, const Match *m, Colour side, int64_t now_ms, SearchLimits *limits)
{
    LevelClock clock = {
        clock_remaining(&m->clock, side, now_ms),
        (int64_t)m->time_control.increment_seconds * 1000,
    };
    level_limits(m->players[side].level, m->time_control.unlimited ? NULL : &clock, next_seed(ai), limits);
}

/* The mover, made if need be, idle, with its threads (used at full
 * strength only). */
static Engine *ready_mover(AiState *ai)
{
    if (ai->mover == NULL)
        ai->mover = engine_new(TT_DEFAULT_MEGABYTES);
    engine_set_threads(ai->mover, ai->threads);
    engine_drain_wakeups(ai->mover);
    return ai->mover;
}

/* A human is to move against the engine at full strength, and may be
 * pondered on.  (The level's limits are looked at with a fixed seed: the
 * seeds of the searches do not depend on how often this is asked.) */
static bool may_ponder(const AiState *ai, const Match *m)
{
    Colour human = match_side_to_move(m);
    if (!ai->ponder || m->over || m->paused || m->players[human].kind != PLAYER_HUMAN
        || m->players[!human].kind != PLAYER_ENGINE)
        return false;
    SearchLimits limits;
    level_limits(m->players[!human].level, NULL, 0, &limits);
    return search_limits_full_strength(&limits);
}

/* Ponders on the position after the expected reply when it can be
 * played now, else on the position on the board. */
static void start_pondering(AiState *ai, const Match *m, const SearchLimits *limits)
{
    Game game;
    game_copy(&game, match_game(m));
    ai->ponder_move = MOVE_NONE;
    if (ai->expected != MOVE_NONE && game.ply_count == ai->expected_plies
        && movegen_is_legal(&game.pos, ai->expected)) {
        ai->ponder_move = ai->expected;
        game_play(&game, ai->expected);
    }
    ai->ponder_hash = game.pos.hash;
    ai->ponder_plies = game.ply_count;
    ai->pondering = engine_ponder(ready_mover(ai), &game, limits);
    ai->ponder_revision = m->revision;
    game_free(&game);
}

/* While the human is to move: pondering starts or stops as it may, with
 * the engine's limits as its clock stands (it does not run meanwhile). */
static void ponder_if_due(AiState *ai, const Match *m, int64_t now_ms)
{
    bool may = may_ponder(ai, m);
    if (ai->pondering && (!may || m->revision != ai->ponder_revision))
        stop_pondering(ai);
    if (may && !ai->pondering) {
        SearchLimits limits;
        engine_limits(ai, m, (Colour)!match_side_to_move(m), now_ms, &limits);
        start_pondering(ai, m, &limits);
    }
}

/* The engine is to move in the position it pondered on: its search goes
 * on as the real one. */
static bool ponderhit(AiState *ai, const Match *m, int64_t now_ms)
{
    const Game *game = match_game(m);
    if (!ai->pondering || ai->ponder_move == MOVE_NONE || game->ply_count != ai->ponder_plies
        || game->pos.hash != ai->ponder_hash)
        return false;
    engine_ponderhit(ai->mover);
    ai->pondering = false;
    ai->thinking = true;
    ai->revision = m->revision;
    ai->started_ms = now_ms;
    return true;
}

void ai_start_if_due(AiState *ai, const Match *m, int64_t now_ms)
{
    if (ai->thinking)
        return;
    if (!match_engine_to_move(m) || m->paused) {
        ponder_if_due(ai, m, now_ms);
        return;
    }
    if (ponderhit(ai, m, now_ms))
        return;
    stop_pondering(ai);
    SearchLimits limits;
    engine_limits(ai, m, match_side_to_move(m), now_ms, &limits);
    ai->thinking = engine_start(ready_mover(ai), match_game(m), &limits, NULL, NULL);
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
    ai->expected = report->pv_length >= 2 && report->pv[0] == *move ? report->pv[1] : MOVE_NONE;
    ai->expected_plies = match_game(m)->ply_count + 1;
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

bool ai_pondering(const AiState *ai, const Match *m, NotationStyle style, char *buf, size_t size)
{
    if (!ai->pondering || m->revision != ai->ponder_revision)
        return false;
    if (ai->ponder_move == MOVE_NONE && size > 0)
        buf[0] = '\0';
    else
        notation_write_style(match_position(m), ai->ponder_move, style, buf, size);
    return true;
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
