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
 * The engine's tries in a Kriegspiel game (see kriegopponent.h).
 */
#include <config.h>

#include "session/kriegopponent.h"

#include <string.h>

#include "core/splitmix64.h"
#include "core/transposition.h"
#include "session/thinking.h"

void kriegopponent_init(KriegOpponent *o, uint64_t seed)
{
    memset(o, 0, sizeof *o);
    o->turn_ply = (size_t)-1;
    o->seed = seed;
}

void kriegopponent_free(KriegOpponent *o)
{
    for (int c = 0; c < 2; c++) {
        kriegthink_free(o->thinker[c]);
        o->thinker[c] = NULL;
    }
    o->thinking = false;
}

int kriegopponent_fd(const KriegOpponent *o)
{
    return o->thinking ? kriegthink_wakeup_fd(o->thinker[o->side]) : -1;
}

static int refused_now(const KriegPlay *k)
{
    return kriegspiel_refused_now(k->referee, NULL);
}

void kriegopponent_start_if_due(KriegOpponent *o, const KriegPlay *k, const Match *m, int64_t now_ms)
{
    if (o->thinking || !match_engine_to_move(m) || m->paused)
        return;
    Colour side = match_side_to_move(m);
    if (o->thinker[side] == NULL)
        o->thinker[side] = kriegthink_new(TT_DEFAULT_MEGABYTES);
    KriegAiLimits limits = {
        .level = m->players[side].level,
        .clock = !m->time_control.unlimited,
        .clock_ms = clock_remaining(&m->clock, side, now_ms),
        .increment_ms = (int64_t)m->time_control.increment_seconds * 1000,
        .seed = splitmix64_next(&o->seed),
    };
    KriegView view;
    o->ply = kriegspiel_ply_count(k->referee);
    o->refused = refused_now(k);
    if (o->ply != o->turn_ply) {
        o->turn_ply = o->ply;
        o->turn_started_ms = now_ms;
    }
    kriegspiel_view(k->referee, side, o->ply, &view);
    o->side = side;
    kriegthink_drain_wakeups(o->thinker[side]);
    o->thinking = kriegthink_start(o->thinker[side], &view, &limits);
    kriegview_free(&view);
}

static bool watched(const Match *m)
{
    return m->players[WHITE].kind == PLAYER_ENGINE && m->players[BLACK].kind == PLAYER_ENGINE;
}

int kriegopponent_wait_ms(const KriegOpponent *o, const Match *m, int64_t watch_ms, int64_t now_ms)
{
    KriegThinkStatus status;
    /* Still choosing: its end wakes the loop through the descriptor. */
    if (!o->thinking || !watched(m) || o->refused > 0 || !kriegthink_poll(o->thinker[o->side], &status))
        return -1;
    int64_t due = o->turn_started_ms + watch_ms - now_ms;
    return due < 0 ? 0 : (int)due;
}

void kriegopponent_cancel(KriegOpponent *o)
{
    if (!o->thinking)
        return;
    KriegThinker *t = o->thinker[o->side];
    kriegthink_stop(t);
    kriegthink_wait(t, NULL);
    kriegthink_drain_wakeups(t);
    o->thinking = false;
}

/* The game has moved on from the turn and refusals the try was chosen
 * after, or the clocks stand. */
static bool stale(const KriegOpponent *o, const KriegPlay *k, const Match *m)
{
    return m->over || m->paused || !match_engine_to_move(m) || kriegspiel_ply_count(k->referee) != o->ply
        || refused_now(k) != o->refused;
}

KriegOpponentEvent kriegopponent_follow(KriegOpponent *o, KriegPlay *k, Match *m, int64_t watch_ms,
    int64_t now_ms)
{
    if (!o->thinking)
        return KRIEG_OPPONENT_NOTHING;
    KriegThinker *t = o->thinker[o->side];
    kriegthink_drain_wakeups(t);
    if (stale(o, k, m)) {
        kriegopponent_cancel(o);
        return KRIEG_OPPONENT_NOTHING;
    }
    KriegThinkStatus status;
    if (!kriegthink_poll(t, &status) || kriegopponent_wait_ms(o, m, watch_ms, now_ms) > 0)
        return KRIEG_OPPONENT_NOTHING;
    KriegAiReport report;
    Move try = kriegthink_wait(t, &report);
    o->thinking = false;
    o->have_score[o->side] = true;
    o->score[o->side] = report.score;
    KriegAnswer answer = kriegplay_try(k, m, try, 0, now_ms);
    return answer == KRIEG_PLAYED ? KRIEG_OPPONENT_MOVED : answer == KRIEG_NO ? KRIEG_OPPONENT_REFUSED
                                                                             : KRIEG_OPPONENT_NOTHING;
}

bool kriegopponent_accepts_draw(const KriegOpponent *o, Colour engine)
{
    return thinking_accepts_draw(o->have_score[engine], o->score[engine]);
}
