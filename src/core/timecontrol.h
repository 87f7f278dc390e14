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
 * Time controls (raumschach(6), --time): no clock ("-"), or a base time and an
 * increment added after each move, in whole seconds.  Written as the
 * TimeControl tag writes them: "-" or "seconds+increment".
 */
#ifndef RAUMSCHACH_TIMECONTROL_H
#define RAUMSCHACH_TIMECONTROL_H

#include <stdbool.h>
#include <stddef.h>

#include "error.h"

typedef struct TimeControl {
    bool unlimited;          /* Friendly: no clock */
    int base_seconds;
    int increment_seconds;
} TimeControl;

enum { TIME_CONTROL_TEXT_SIZE = 32 };

/* Reads "friendly" or "-", "blitz", "rapid", "classical" (any case), or
 * "S+I" / "S" in seconds.  The error column is 1-based in text. */
bool time_control_parse(const char *text, TimeControl *tc, Error *err);
/* "-" or "S+I", as in the TimeControl tag. */
void time_control_format(const TimeControl *tc, char buf[TIME_CONTROL_TEXT_SIZE]);
/* "Friendly", "Blitz", "Rapid", "Classical" (translated), or NULL for a
 * custom control. */
const char *time_control_name(const TimeControl *tc);

#endif
