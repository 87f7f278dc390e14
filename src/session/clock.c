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
 * Clock arithmetic.  The running side's time is charged only when the
 * clock stops or is pressed; in between, clock_remaining() subtracts the
 * time since it started.
 */
#include <config.h>

#include "session/clock.h"

#include <stdio.h>

enum { MS_PER_SECOND = 1000, MS_PER_TENTH = 100 };

void clock_init(Clock *c, const TimeControl *tc)
{
    c->unlimited = tc->unlimited;
    c->remaining_ms[WHITE] = c->remaining_ms[BLACK] = (int64_t)tc->base_seconds * MS_PER_SECOND;
    c->increment_ms = (int64_t)tc->increment_seconds * MS_PER_SECOND;
    c->running = false;
    c->side = WHITE;
    c->started_ms = 0;
}

void clock_start(Clock *c, Colour side, int64_t now)
{
    c->running = true;
    c->side = side;
    c->started_ms = now;
}

static void charge(Clock *c, int64_t now)
{
    if (c->unlimited || !c->running)
        return;
    int64_t left = c->remaining_ms[c->side] - (now - c->started_ms);
    c->remaining_ms[c->side] = left < 0 ? 0 : left;
}

void clock_stop(Clock *c, int64_t now)
{
    charge(c, now);
    c->running = false;
}

void clock_press(Clock *c, int64_t now)
{
    Colour mover = c->side;
    charge(c, now);
    if (!c->unlimited && c->remaining_ms[mover] > 0)
        c->remaining_ms[mover] += c->increment_ms;
    clock_start(c, mover == WHITE ? BLACK : WHITE, now);
}

int64_t clock_remaining(const Clock *c, Colour side, int64_t now)
{
    int64_t left = c->remaining_ms[side];
    if (!c->unlimited && c->running && c->side == side)
        left -= now - c->started_ms;
    return left < 0 ? 0 : left;
}

bool clock_flag_fallen(const Clock *c, int64_t now)
{
    return !c->unlimited && c->running && clock_remaining(c, c->side, now) == 0;
}

void clock_set(Clock *c, int64_t white_ms, int64_t black_ms)
{
    c->remaining_ms[WHITE] = white_ms;
    c->remaining_ms[BLACK] = black_ms;
}

void clock_format(int64_t ms, char buf[CLOCK_TEXT_SIZE])
{
    if (ms < 0)
        ms = 0;
    int64_t seconds = ms / MS_PER_SECOND;
    if (ms < CLOCK_TENTHS_BELOW_MS)
        snprintf(buf, CLOCK_TEXT_SIZE, "0:%02d.%d", (int)seconds,
            (int)(ms % MS_PER_SECOND / MS_PER_TENTH));
    else if (seconds >= 3600)
        snprintf(buf, CLOCK_TEXT_SIZE, "%d:%02d:%02d", (int)(seconds / 3600),
            (int)(seconds / 60 % 60), (int)(seconds % 60));
    else
        snprintf(buf, CLOCK_TEXT_SIZE, "%d:%02d", (int)(seconds / 60), (int)(seconds % 60));
}

int64_t clock_next_change(const Clock *c, int64_t now)
{
    if (c->unlimited || !c->running)
        return -1;
    int64_t left = clock_remaining(c, c->side, now);
    if (left == 0)
        return 0;
    int64_t unit = left <= CLOCK_TENTHS_BELOW_MS ? MS_PER_TENTH : MS_PER_SECOND;
    return left % unit + 1;
}
