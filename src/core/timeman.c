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
 * Time management: soft and hard limits from the clock or a fixed time
 * per move (see timeman.h).
 */
#include <config.h>

#include "timeman.h"

#include <time.h>

int64_t timeman_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int64_t at_least(int64_t value, int64_t minimum)
{
    return value < minimum ? minimum : value;
}

static int64_t at_most(int64_t value, int64_t maximum)
{
    return value > maximum ? maximum : value;
}

void timeman_start(TimeManager *tm, bool clock, int64_t clock_ms, int64_t increment_ms,
    int64_t movetime_ms)
{
    tm->start_ns = timeman_now_ns();
    tm->soft_ms = tm->hard_ms = 0;
    if (clock) {
        int64_t usable = at_least(clock_ms - TIME_SAFETY_MS, TIME_MIN_MS);
        int64_t soft = clock_ms / TIME_MOVES_TO_GO + increment_ms * 3 / 4;
        tm->soft_ms = at_least(at_most(soft, usable / 2), TIME_MIN_MS);
        tm->hard_ms = at_least(at_most(soft * TIME_HARD_FACTOR, usable * 3 / 4), TIME_MIN_MS);
    } else if (movetime_ms > 0) {
        /* The time is the move's to use: iterations go on to the end of
         * it, and the search plays what the unfinished one found. */
        tm->hard_ms = tm->soft_ms = movetime_ms;
    }
}

int64_t timeman_elapsed_ms(const TimeManager *tm)
{
    return (timeman_now_ns() - tm->start_ns) / 1000000;
}

bool timeman_soft_expired(const TimeManager *tm)
{
    return tm->soft_ms > 0 && timeman_elapsed_ms(tm) >= tm->soft_ms;
}

bool timeman_hard_expired(const TimeManager *tm)
{
    return tm->hard_ms > 0 && timeman_elapsed_ms(tm) >= tm->hard_ms;
}
