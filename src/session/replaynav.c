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
 * Replay arithmetic: the screen's parts, the shown game and ply, "go to
 * move" answers, autoplay speeds and the analysis as text.
 */
#include <config.h>

#include "session/replaynav.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>


/* Autoplay delays from the slowest to the fastest. */
static const int SPEED_DELAYS_MS[REPLAY_SPEED_COUNT] = { 4000, 2000, 1000, 500, 250, 100 };

void replay_layout_compute(int cols, int rows, ReplayLayout *r)
{
    memset(r, 0, sizeof *r);
    layout_compute(cols, rows, &r->base);
    const Layout *l = &r->base;
    if (!l->fits || cols < REPLAY_MIN_COLS || rows < REPLAY_MIN_ROWS)
        return;
    const Rect *s = &l->status;
    r->header = (Rect){ s->y, s->x, REPLAY_HEADER_ROWS, s->width };
    r->analysis = (Rect){ s->y + REPLAY_HEADER_ROWS, s->x, REPLAY_ANALYSIS_ROWS, s->width };
    if (l->placement == INFO_BELOW) {
        r->moves = l->moves;
        r->fits = s->height >= REPLAY_INFO_ROWS;
        return;
    }
    int moves_y = s->y + REPLAY_INFO_ROWS + 1;
    r->moves = (Rect){ moves_y, s->x, l->message_row - moves_y, s->width };
    r->fits = r->moves.height >= LAYOUT_MOVES_MIN_ROWS;
}

/* Below the boards: the event across both columns, the status and the
 * move list beginning below it. */
static void put_event_across(ReplayLayout *r, int rows)
{
    Layout *l = &r->base;
    r->event = (Rect){ l->status.y, l->status.x, rows, layout_status_extra_width(l) };
    l->status.y += rows;
    l->status.height -= rows;
    l->moves.y += rows;
    l->moves.height -= rows;
}

void replay_layout_fit(ReplayLayout *r, const ReplayTextRows *rows)
{
    Layout *l = &r->base;
    int header_rows = rows->other + rows->event;
    if (l->placement == INFO_BELOW && header_rows + REPLAY_ANALYSIS_ROWS > l->status.height
        && rows->wide_event < rows->event && rows->other + rows->wide_event <= l->status.height) {
        put_event_across(r, rows->wide_event);
        header_rows = rows->other;
    } else
        r->event = (Rect){ l->status.y + 2, l->status.x, rows->event, l->status.width };
    /* Beside the boards the move list keeps its least rows too. */
    layout_grow_message(l, rows->message,
        header_rows + (l->placement == INFO_BESIDE ? 1 + LAYOUT_MOVES_MIN_ROWS : 0));
    const Rect *s = &l->status;
    int room = s->height;
    if (l->placement == INFO_BESIDE)
        room = l->message_row - 1 - LAYOUT_MOVES_MIN_ROWS - s->y;
    int header = header_rows < room ? header_rows : room;
    int analysis = room - header < REPLAY_ANALYSIS_ROWS ? room - header : REPLAY_ANALYSIS_ROWS;
    if (analysis < 0)
        analysis = 0;
    r->header = (Rect){ s->y, s->x, header, s->width };
    r->analysis = (Rect){ s->y + header, s->x, analysis, s->width };
    if (l->placement == INFO_BELOW) {
        r->moves = l->moves;
        return;
    }
    int moves_y = s->y + header + analysis + 1;
    r->moves = (Rect){ moves_y, s->x, l->message_row - moves_y, s->width };
}

bool replay_nav_go(ReplayNav *n, size_t ply)
{
    if (ply > n->ply_count)
        ply = n->ply_count;
    bool changed = ply != n->ply;
    n->ply = ply;
    return changed;
}

bool replay_nav_step(ReplayNav *n, long delta)
{
    long target = (long)n->ply + delta;
    return replay_nav_go(n, target < 0 ? 0 : (size_t)target);
}

bool replay_nav_game(ReplayNav *n, long delta)
{
    long target = (long)n->game + delta;
    if (target < 0)
        target = 0;
    if (n->game_count == 0 || (size_t)target >= n->game_count)
        target = n->game_count > 0 ? (long)n->game_count - 1 : 0;
    if ((size_t)target == n->game)
        return false;
    n->game = (size_t)target;
    n->ply = 0;
    return true;
}

int replay_speed_delay_ms(int speed)
{
    return SPEED_DELAYS_MS[replay_speed_change(speed, 0)];
}

int replay_speed_change(int speed, int delta)
{
    speed += delta;
    if (speed < 0)
        return 0;
    return speed >= REPLAY_SPEED_COUNT ? REPLAY_SPEED_COUNT - 1 : speed;
}

ReplayJump replay_jump_parse(const char *text, int start_fullmove, Colour start_side,
    size_t ply_count, size_t *ply)
{
    while (*text == ' ')
        text++;
    if (!isdigit((unsigned char)*text))
        return REPLAY_JUMP_BAD;
    char *end;
    long number = strtol(text, &end, 10);
    if (number > 100000)
        return REPLAY_JUMP_OUTSIDE;
    bool black = false;
    if (strncmp(end, "...", 3) == 0 || *end == 'b' || *end == 'B') {
        black = true;
        end += *end == '.' ? 3 : 1;
    } else if (*end == '.' || *end == 'w' || *end == 'W')
        end++;
    while (*end == ' ')
        end++;
    if (*end != '\0')
        return REPLAY_JUMP_BAD;
    if (number == 0 && !black) {
        *ply = 0;
        return REPLAY_JUMP_OK;
    }
    long black_first = start_side == BLACK ? 1 : 0;
    long target = (number - start_fullmove) * 2 + (black ? 2 : 1) - black_first;
    if (number < start_fullmove || target < 1 || (size_t)target > ply_count)
        return REPLAY_JUMP_OUTSIDE;
    *ply = (size_t)target;
    return REPLAY_JUMP_OK;
}

