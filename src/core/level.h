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
 * The levels of the Einhorn engine (raumschach(6), LEVELS): a ladder of 24
 * from random moves (1, Beginner) to full strength (24, Strong), each a
 * step a person can climb: it scores about 65-80 % against the one below.
 * Five have names (Beginner 1, Easy 3, Normal 11, Hard 19, Strong 24), the
 * others are known by their numbers.  A level is a set of search limits:
 *
 *   1           a random legal move, no search
 *   2-15        a shallow search (2 or 3 plies) with human-like mistakes
 *               (weakplay.h): a chance of a random or a worse plausible
 *               move and of overlooking a capture, growing as the level
 *               falls
 *   16-23       a fixed number of nodes a move: from 18 on 1.8 to 2.5
 *               times the level's below (README: smaller steps scored
 *               less than 65 % up there)
 *   24          no depth or node limit: its time comes from the clock, or
 *               one second a move without one
 *
 * Only Strong depends on time, so that the ladder's matches give the same
 * games on any machine.  A level with a clock also keeps to the clock's
 * time management, so that it never loses on time.  Each level has an
 * Elo-like figure from the ladder's match results (level_elo), anchored
 * at random moves = 0.  Records name the engine "Einhorn:Hard".
 */
#ifndef RAUMSCHACH_LEVEL_H
#define RAUMSCHACH_LEVEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search.h"

typedef enum {
    /* The ladder runs from 0 (shown as 1) to LEVEL_COUNT - 1; these five
     * have names, the others only their numbers. */
    LEVEL_BEGINNER = 0,
    LEVEL_EASY = 2,
    LEVEL_NORMAL = 10,
    LEVEL_HARD = 18,
    LEVEL_STRONG = 23,
    LEVEL_COUNT = 24
} Level;

/* The side to move's clock, for the levels that use it. */
typedef struct LevelClock {
    int64_t remaining_ms;
    int64_t increment_ms;
} LevelClock;

/* "Hard", or "4" for a level without a name: the name in records. */
const char *level_name(Level level);
/* The translated name, for the screen; NULL for a level without one. */
const char *level_label(Level level);
/* How the level plays, translated, from its limits: "2 plies, 20 %
 * random moves, 15 % of captures missed", "40 thousand nodes a move",
 * "1.1 million nodes a move". */
void level_description(Level level, char *buf, size_t size);
/* A level from its name, in any case ("hard", "Hard"), or its number on
 * the ladder ("7"); false if none. */
bool level_parse(const char *text, Level *level);
/* "Beginner, Easy, Normal, Hard, Strong": the names level_parse reads. */
const char *level_alias_names(void);
/* The level's number on the ladder, 1 to LEVEL_COUNT. */
int level_number(Level level);
/* The level's Elo-like figure: the sum of the Elo differences of the
 * ladder's steps up to it, each from its measured score (README). */
int level_elo(Level level);
/* The Elo difference that `points` out of `games` give, with p the share
 * of the points: 400 log10(p / (1 - p)), rounded; a score of 0 or all
 * the points counts as half a point less (or more). */
int level_elo_difference(double points, int games);

/* Searches the game's position as the limits say: with the weak levels'
 * mistakes (weakplay_run) when they ask for them, else one search
 * (searcher_run); the arguments and results are searcher_run's. */
Move level_search(Searcher *s, const Game *game, const SearchLimits *limits, const atomic_bool *stop,
    SearchProgress progress, void *user, SearchReport *report);

/* The search limits of a level for one move: with the clock when clock is
 * not NULL, else the level's fixed limits.  seed varies the mistakes and the
 * random moves (the same seed, the same play). */
void level_limits(Level level, const LevelClock *clock, uint64_t seed, SearchLimits *limits);

#endif
