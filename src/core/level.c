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
 * The level table (see level.h).
 */
#include <config.h>

#include "level.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <strings.h>

#include "i18n.h"
#include "weakplay.h"

typedef struct LevelInfo {
    const char *name;       /* "Hard": the records' and the protocol's name, not translated */
    const char *label;      /* the same, for gettext */
    int depth;              /* 0: no limit */
    uint64_t nodes;         /* 0: no limit */
    int64_t movetime_ms;    /* time per move without a clock; 0: none */
    bool random_move;
    int blunder_percent;    /* the human-like mistakes (weakplay.h) */
    int blunder_margin;
    int miss_percent;
} LevelInfo;

static const LevelInfo LEVELS[LEVEL_COUNT] = {
    /* TRANSLATORS: the engine's levels, as the interface names them. */
    [LEVEL_BEGINNER] = { "Beginner", N_("Beginner"), 0, 0, 0, true, 0, 0, 0 },
    [LEVEL_NOVICE] = { "Novice", N_("Novice"), 2, 0, 0, false, 85, WEAKPLAY_ANY_MOVE, 60 },
    [LEVEL_EASY] = { "Easy", N_("Easy"), 2, 0, 0, false, 55, 400, 40 },
    [LEVEL_CASUAL] = { "Casual", N_("Casual"), 2, 0, 0, false, 30, 250, 25 },
    [LEVEL_NORMAL] = { "Normal", N_("Normal"), 3, 0, 0, false, 20, 150, 12 },
    [LEVEL_CLUB] = { "Club", N_("Club"), 3, 0, 0, false, 8, 80, 5 },
    [LEVEL_HARD] = { "Hard", N_("Hard"), 8, 20000, 0, false, 0, 0, 0 },
    [LEVEL_EXPERT] = { "Expert", N_("Expert"), 0, 80000, 0, false, 0, 0, 0 },
    [LEVEL_MASTER] = { "Master", N_("Master"), 0, 320000, 0, false, 0, 0, 0 },
    [LEVEL_STRONG] = { "Strong", N_("Strong"), 0, 0, 1000, false, 0, 0, 0 },
};

/* The ladder's matches (README): the points of each level against the one
 * below it (none for Beginner) out of LADDER_GAMES. */
enum { LADDER_GAMES = 40 };
static const double LADDER_POINTS[LEVEL_COUNT] = {
    [LEVEL_NOVICE] = 28, [LEVEL_EASY] = 28, [LEVEL_CASUAL] = 28, [LEVEL_NORMAL] = 28, [LEVEL_CLUB] = 28,
    [LEVEL_HARD] = 28, [LEVEL_EXPERT] = 28, [LEVEL_MASTER] = 28, [LEVEL_STRONG] = 28,
};

const char *level_name(Level level)
{
    return LEVELS[level].name;
}

const char *level_label(Level level)
{
    return _(LEVELS[level].label);
}

bool level_parse(const char *text, Level *level)
{
    char *end;
    errno = 0;
    long number = strtol(text, &end, 10);
    if (end != text && *end == '\0' && errno == 0 && number >= 1 && number <= LEVEL_COUNT) {
        *level = (Level)(number - 1);
        return true;
    }
    for (int i = 0; i < LEVEL_COUNT; i++)
        if (strcasecmp(text, LEVELS[i].name) == 0) {
            *level = (Level)i;
            return true;
        }
    return false;
}

const char *level_names(void)
{
    return "Beginner, Novice, Easy, Casual, Normal, Club, Hard, Expert, Master, Strong";
}

int level_number(Level level)
{
    return (int)level + 1;
}

int level_elo_difference(double points, int games)
{
    double p = points / games;
    if (points <= 0)
        p = 0.5 / games;
    else if (points >= games)
        p = (games - 0.5) / games;
    return (int)lround(400 * log10(p / (1 - p)));
}

int level_elo(Level level)
{
    int elo = 0;
    for (int i = LEVEL_BEGINNER + 1; i <= (int)level; i++)
        elo += level_elo_difference(LADDER_POINTS[i], LADDER_GAMES);
    return elo;
}

void level_limits(Level level, const LevelClock *clock, uint64_t seed, SearchLimits *limits)
{
    const LevelInfo *info = &LEVELS[level];
    *limits = (SearchLimits){
        .depth = info->depth,
        .nodes = info->nodes,
        .random_move = info->random_move,
        .seed = seed,
        .blunder_percent = info->blunder_percent,
        .blunder_margin = info->blunder_margin,
        .miss_percent = info->miss_percent,
    };
    if (clock) {
        limits->clock = true;
        limits->clock_ms = clock->remaining_ms;
        limits->increment_ms = clock->increment_ms;
    } else {
        limits->movetime_ms = info->movetime_ms;
    }
}
