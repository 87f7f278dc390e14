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
 * The game at the terminal.  Every move and takeback goes to the record,
 * and every end finishes it, so the record is always what the recorder
 * should write.  Takebacks restore the clocks to what they
 * showed when the move was played; playing it again restores what they
 * showed when it was taken back, so undo and redo are exact inverses.
 */
#include <config.h>

#include "session/match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/kriegai.h"
#include "core/xalloc.h"

void match_settings_default(MatchSettings *s)
{
    memset(s, 0, sizeof *s);
    for (int c = 0; c < 2; c++) {
        s->players[c].kind = PLAYER_HUMAN;
        /* TRANSLATORS: the default name of a player at the keyboard. */
        snprintf(s->players[c].name, PLAYER_NAME_SIZE, "%s", _("Human"));
    }
    s->time_control = (TimeControl){ true, 0, 0 };
    position_start(&s->start);
}

void player_set_engine(Player *p, Level level)
{
    p->kind = PLAYER_ENGINE;
    p->level = level;
    record_engine_player(level_name(level), p->name, PLAYER_NAME_SIZE);
}

/* The Event of a game played at the terminal (a tag: not translated). */
static const char EVENT_CASUAL[] = "Casual game";

static void set_tags(Match *m)
{
    Record *r = &m->record;
    record_set_tag(r, "Event", EVENT_CASUAL);
    record_set_date(r, m->started_at);
    record_set_tag(r, "White", m->players[WHITE].name);
    record_set_tag(r, "Black", m->players[BLACK].name);
    record_set_time_control(r, &m->time_control);
}

void match_init(Match *m, const MatchSettings *s, time_t started_at)
{
    memset(m, 0, sizeof *m);
    record_init(&m->record, &s->start);
    memcpy(m->players, s->players, sizeof m->players);
    /* Kriegspiel has five levels: the engine is named by the one it plays. */
    for (int c = 0; c < 2 && s->kriegspiel; c++)
        if (m->players[c].kind == PLAYER_ENGINE && kriegai_level(m->players[c].level) != m->players[c].level)
            player_set_engine(&m->players[c], kriegai_level(m->players[c].level));
    m->time_control = s->time_control;
    clock_init(&m->clock, &s->time_control);
    m->started_at = started_at;
    m->termination = TERMINATION_NONE;
    set_tags(m);
    Termination rules = game_rules_termination(&m->record.game);
    if (rules != TERMINATION_NONE) {
        m->over = true;
        m->termination = rules;
        record_finish(&m->record, rules);
        return;
    }
    /* No clock runs before the first move (see match_play). */
    m->clock.side = match_side_to_move(m);
}

void match_free(Match *m)
{
    record_free(&m->record);
    free(m->clock_at_move);
    free(m->taken_back);
    memset(m, 0, sizeof *m);
}

static void snapshot(const Match *m, int64_t now_ms, ClockSnapshot *out)
{
    for (int c = 0; c < 2; c++)
        out->remaining_ms[c] = clock_remaining(&m->clock, (Colour)c, now_ms);
}

/* The clocks run from the first move on, unless paused. */
static bool clock_runs(const Match *m)
{
    return !m->over && !m->paused && !m->hidden && match_ply_count(m) > 0;
}

static void restore(Match *m, const ClockSnapshot *s, int64_t now_ms)
{
    m->clock.running = false;
    clock_set(&m->clock, s->remaining_ms[WHITE], s->remaining_ms[BLACK]);
    if (clock_runs(m))
        clock_start(&m->clock, match_side_to_move(m), now_ms);
    else
        m->clock.side = match_side_to_move(m);
}

static void end(Match *m, Termination t, int64_t now_ms)
{
    clock_stop(&m->clock, now_ms);
    m->over = true;
    m->termination = t;
    m->paused = false;
    record_finish(&m->record, t);
    m->revision++;
}

/* Plays the move on the game and decides whether the rules end it. */
static bool play_and_judge(Match *m, Move move, int64_t now_ms)
{
    record_play(&m->record, move);
    m->revision++;
    Termination t = game_rules_termination(&m->record.game);
    if (t == TERMINATION_NONE)
        return false;
    end(m, t, now_ms);
    return true;
}

bool match_play(Match *m, Move move, int64_t now_ms)
{
    if (m->over)
        return false;
    size_t ply = match_ply_count(m);
    m->clock_at_move = xgrow(m->clock_at_move, &m->clock_capacity, ply + 1,
        sizeof *m->clock_at_move);
    snapshot(m, now_ms, &m->clock_at_move[ply]);
    /* The first move starts the clocks: nobody is charged for the time
     * before it (the players sitting down, the terminal being set up). */
    if (m->clock.running)
        clock_press(&m->clock, now_ms);
    else if (!m->paused && !m->hidden)
        clock_start(&m->clock, (Colour)!m->clock.side, now_ms);
    else
        m->clock.side = (Colour)!m->clock.side;
    m->taken_back_count = 0;
    return play_and_judge(m, move, now_ms);
}

bool match_engine_to_move(const Match *m)
{
    return !m->over && m->players[match_side_to_move(m)].kind == PLAYER_ENGINE;
}

int match_takeback_plies(const Match *m)
{
    Colour side = match_side_to_move(m);
    size_t played = match_ply_count(m);
    for (int plies = 1; plies <= 2 && (size_t)plies <= played; plies++) {
        Colour to_move = plies % 2 == 1 ? (Colour)!side : side;
        if (m->players[to_move].kind == PLAYER_HUMAN)
            return plies;
    }
    return 0;
}

Colour match_view_side(const Match *m, bool auto_flip)
{
    PlayerKind white = m->players[WHITE].kind, black = m->players[BLACK].kind;
    if (white != black)
        return white == PLAYER_HUMAN ? WHITE : BLACK;
    return auto_flip ? match_side_to_move(m) : WHITE;
}

int match_replay_plies(const Match *m)
{
    if (m->taken_back_count == 0)
        return 0;
    Colour after_one = (Colour)!match_side_to_move(m);
    if (m->players[after_one].kind == PLAYER_ENGINE && m->taken_back_count >= 2)
        return 2;
    return 1;
}

bool match_undo(Match *m, int64_t now_ms)
{
    if (m->over || match_ply_count(m) == 0)
        return false;
    size_t ply = match_ply_count(m) - 1;
    m->taken_back = xgrow(m->taken_back, &m->taken_back_capacity, m->taken_back_count + 1,
        sizeof *m->taken_back);
    TakenBack *t = &m->taken_back[m->taken_back_count++];
    t->move = m->record.game.moves[ply];
    snapshot(m, now_ms, &t->clock);
    record_undo(&m->record);
    m->revision++;
    restore(m, &m->clock_at_move[ply], now_ms);
    return true;
}

bool match_redo(Match *m, int64_t now_ms)
{
    if (m->over || m->taken_back_count == 0)
        return false;
    TakenBack t = m->taken_back[--m->taken_back_count];
    size_t ply = match_ply_count(m);
    snapshot(m, now_ms, &m->clock_at_move[ply]);
    bool ended = play_and_judge(m, t.move, now_ms);
    if (!ended)
        restore(m, &t.clock, now_ms);
    return true;
}

bool match_check_flag(Match *m, int64_t now_ms)
{
    if (m->over || !clock_flag_fallen(&m->clock, now_ms))
        return false;
    end(m, m->clock.side == WHITE ? TERMINATION_WHITE_TIME : TERMINATION_BLACK_TIME, now_ms);
    return true;
}

void match_resign(Match *m, Colour side, int64_t now_ms)
{
    if (m->over)
        return;
    end(m, side == WHITE ? TERMINATION_WHITE_RESIGNED : TERMINATION_BLACK_RESIGNED, now_ms);
}

bool match_human_may_resign(const Match *m, Colour *side)
{
    Colour to_move = match_side_to_move(m);
    if (m->players[to_move].kind == PLAYER_HUMAN)
        *side = to_move;
    else if (m->players[!to_move].kind == PLAYER_HUMAN)
        *side = (Colour)!to_move;
    else
        return false;
    return !m->over;
}

void match_agree_draw(Match *m, int64_t now_ms)
{
    if (!m->over)
        end(m, TERMINATION_AGREEMENT, now_ms);
}

void match_set_paused(Match *m, bool paused, int64_t now_ms)
{
    if (m->over || paused == m->paused)
        return;
    m->paused = paused;
    if (m->clock.running)
        clock_stop(&m->clock, now_ms);
    if (clock_runs(m))
        clock_start(&m->clock, match_side_to_move(m), now_ms);
}

void match_set_hidden(Match *m, bool hidden, int64_t now_ms)
{
    if (m->over || hidden == m->hidden)
        return;
    m->hidden = hidden;
    if (m->clock.running)
        clock_stop(&m->clock, now_ms);
    if (clock_runs(m))
        clock_start(&m->clock, match_side_to_move(m), now_ms);
}

Result match_result(const Match *m)
{
    if (!m->over)
        return RESULT_UNFINISHED;
    return termination_result(m->termination, match_side_to_move(m));
}
