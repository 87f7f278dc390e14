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
 * The levels of the Einhorn engine (SPEC.md section 9): Beginner, Easy,
 * Normal, Hard and Strong.  Each is a set of search limits; the low ones
 * also play imprecisely on purpose:
 *
 *   Beginner  a random legal move, no search
 *   Easy      depth 1 (with the capture search), evaluation noise +-150
 *   Normal    depth 3, noise +-40
 *   Hard      40,000 nodes a move, depth 8 at most
 *   Strong    no depth or node limit: its time comes from the clock, or
 *             one second a move without one
 *
 * A level with a clock also keeps to the clock's time management, so that
 * it never loses on time.  The measured strength of each level against
 * the one below is in README.  Records name the engine "Einhorn:Hard".
 */
#ifndef RAUMSCHACH_LEVEL_H
#define RAUMSCHACH_LEVEL_H

#include <stdbool.h>
#include <stdint.h>

#include "search.h"

typedef enum {
    LEVEL_BEGINNER,
    LEVEL_EASY,
    LEVEL_NORMAL,
    LEVEL_HARD,
    LEVEL_STRONG,
    LEVEL_COUNT
} Level;

/* The side to move's clock, for the levels that use it. */
typedef struct LevelClock {
    int64_t remaining_ms;
    int64_t increment_ms;
} LevelClock;

/* "Hard" (the name in records). */
const char *level_name(Level level);
/* The translated name, for the screen. */
const char *level_label(Level level);
/* A level from its name, in any case ("hard", "Hard"); false if none. */
bool level_parse(const char *text, Level *level);

/* The search limits of a level for one move: with the clock when clock is
 * not NULL, else the level's fixed limits.  seed varies the noise and the
 * random moves (the same seed, the same play). */
void level_limits(Level level, const LevelClock *clock, uint64_t seed, SearchLimits *limits);

#endif
