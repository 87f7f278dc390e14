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
 * Time management: how long the search may think about one move.  Two
 * limits come out of the game's clock (or a fixed time per move): a soft
 * one, after which no new iteration is started because it would likely not
 * finish, and a hard one, at which the search stops wherever it is.
 *
 * From a clock with R ms left and an increment of I ms the soft limit is
 * R/30 + 3I/4 (a game is assumed to last 30 more moves) and the hard
 * limit four times that; with U = R less a safety margin, the soft limit
 * is at most U/2 and the hard one at most 3U/4, so that the clock never
 * runs out however large the increment.  A fixed time per move T gives
 * hard = soft = T: the search uses all of it (a search stopped inside an
 * iteration plays what that iteration found, see search.h).
 */
#ifndef RAUMSCHACH_TIMEMAN_H
#define RAUMSCHACH_TIMEMAN_H

#include <stdbool.h>
#include <stdint.h>

typedef struct TimeManager {
    int64_t start_ns;    /* monotonic clock when the search started */
    int64_t soft_ms;     /* 0: no limit */
    int64_t hard_ms;     /* 0: no limit */
} TimeManager;

enum {
    TIME_MOVES_TO_GO = 30,
    TIME_HARD_FACTOR = 4,
    TIME_SAFETY_MS = 50,    /* kept on the clock for the program's own overhead */
    TIME_MIN_MS = 5,
};

/* Nanoseconds of the monotonic clock. */
int64_t timeman_now_ns(void);
/* Limits from a clock (clock_ms > 0 or increment_ms > 0), else from a fixed
 * time per move (movetime_ms > 0), else none. */
void timeman_start(TimeManager *tm, bool clock, int64_t clock_ms, int64_t increment_ms,
    int64_t movetime_ms);
int64_t timeman_elapsed_ms(const TimeManager *tm);
/* Past the soft limit: do not start another iteration. */
bool timeman_soft_expired(const TimeManager *tm);
/* Past the hard limit: stop now. */
bool timeman_hard_expired(const TimeManager *tm);

#endif
