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
 * The chess clock: a remaining time per side in milliseconds, one side's
 * clock running.  Time is passed in (a monotonic clock read by the caller),
 * so the arithmetic is exact and testable.  A clock of an unlimited time
 * control ("Friendly") never runs down.
 */
#ifndef RAUMSCHACH_SESSION_CLOCK_H
#define RAUMSCHACH_SESSION_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/piece.h"
#include "core/timecontrol.h"

enum {
    CLOCK_TEXT_SIZE = 16,
    CLOCK_TENTHS_BELOW_MS = 10000,  /* under ten seconds the tenths show */
};

typedef struct Clock {
    bool unlimited;
    int64_t remaining_ms[2];
    int64_t increment_ms;
    bool running;
    Colour side;              /* whose clock runs (when running) */
    int64_t started_ms;       /* when it last started */
} Clock;

void clock_init(Clock *c, const TimeControl *tc);
/* Starts side's clock at now (stopping none: the clock must be stopped). */
void clock_start(Clock *c, Colour side, int64_t now);
/* Stops the running clock, charging the time since it started. */
void clock_stop(Clock *c, int64_t now);
/* The player who is running presses: charges them, adds the increment
 * (unless their flag fell), and starts the other side. */
void clock_press(Clock *c, int64_t now);
/* A side's remaining time at now (never below 0). */
int64_t clock_remaining(const Clock *c, Colour side, int64_t now);
/* True when the running side has no time left at now. */
bool clock_flag_fallen(const Clock *c, int64_t now);
/* Sets both remaining times (for takebacks); the clock must be stopped. */
void clock_set(Clock *c, int64_t white_ms, int64_t black_ms);

/* "1:30:00", "4:59", and under ten seconds "0:09.8"; times are shown
 * rounded down. */
void clock_format(int64_t ms, char buf[CLOCK_TEXT_SIZE]);
/* Milliseconds from now until the running clock's text changes (or its
 * flag falls); -1 when no clock runs. */
int64_t clock_next_change(const Clock *c, int64_t now);

#endif
