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

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "i18n.h"
#include "weakplay.h"

typedef struct LevelInfo {
    const char *name;       /* "Hard": the records' and the protocol's name, not translated */
    const char *label;      /* the same, for gettext */
    const char *description;    /* how it plays, for gettext */
    int depth;              /* 0: no limit */
    uint64_t nodes;         /* 0: no limit */
    int64_t movetime_ms;    /* time per move without a clock; 0: none */
    bool random_move;
    int blunder_percent;    /* the human-like mistakes (weakplay.h) */
    int blunder_margin;
    int miss_percent;
} LevelInfo;

static const LevelInfo LEVELS[LEVEL_COUNT] = {
    /* TRANSLATORS: the engine's named levels, as the interface names them,
     * and how each level plays (--help). */
    { "Beginner", N_("Beginner"), N_("random moves"), 0, 0, 0, true, 0, 0, 0 },
    { "2", NULL, N_("2 plies, 85 % random moves"), 2, 0, 0, false, 85, WEAKPLAY_ANY_MOVE, 60 },
    { "Easy", N_("Easy"), N_("2 plies, 78 % random moves"), 2, 0, 0, false, 78, WEAKPLAY_ANY_MOVE, 55 },
    { "4", NULL, N_("2 plies, 72 % random moves"), 2, 0, 0, false, 72, WEAKPLAY_ANY_MOVE, 50 },
    { "5", NULL, N_("2 plies, 66 % random moves"), 2, 0, 0, false, 66, WEAKPLAY_ANY_MOVE, 45 },
    { "6", NULL, N_("2 plies, 58 % random moves"), 2, 0, 0, false, 58, WEAKPLAY_ANY_MOVE, 40 },
    { "Normal", N_("Normal"), N_("2 plies, 48 % random moves"), 2, 0, 0, false, 48, WEAKPLAY_ANY_MOVE, 35 },
    { "8", NULL, N_("2 plies, 35 % random moves"), 2, 0, 0, false, 35, WEAKPLAY_ANY_MOVE, 25 },
    { "9", NULL, N_("2 plies, 20 % worse moves"), 2, 0, 0, false, 20, 300, 15 },
    { "10", NULL, N_("3 plies, 10 % worse moves"), 3, 0, 0, false, 10, 150, 8 },
    { "Hard", N_("Hard"), N_("8,000 nodes a move"), 0, 8000, 0, false, 0, 0, 0 },
    { "12", NULL, N_("40,000 nodes a move"), 0, 40000, 0, false, 0, 0, 0 },
    { "13", NULL, N_("200,000 nodes a move"), 0, 200000, 0, false, 0, 0, 0 },
    { "Strong", N_("Strong"), N_("by the clock, or 1 s a move"), 0, 0, 1000, false, 0, 0, 0 },
};

/* The ladder's matches (README): the points of each level against the one
 * below it (none for the first) out of LADDER_GAMES. */
enum { LADDER_GAMES = 40 };
static const double LADDER_POINTS[LEVEL_COUNT] = {
    0, 31, 27, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
};

const char *level_name(Level level)
{
    return LEVELS[level].name;
}

const char *level_label(Level level)
{
    return LEVELS[level].label ? _(LEVELS[level].label) : NULL;
}

bool level_parse(const char *text, Level *level)
{
    char *end;
    errno = 0;
    long number = strtol(text, &end, 10);
    if (isdigit((unsigned char)text[0]) && *end == '\0' && errno == 0 && number >= 1 && number <= LEVEL_COUNT) {
        *level = (Level)(number - 1);
        return true;
    }
    for (int i = 0; i < LEVEL_COUNT; i++)
        if (LEVELS[i].label && strcasecmp(text, LEVELS[i].name) == 0) {
            *level = (Level)i;
            return true;
        }
    return false;
}

const char *level_description(Level level)
{
    return _(LEVELS[level].description);
}

const char *level_alias_names(void)
{
    static char names[LEVEL_COUNT * 12];
    if (names[0] == '\0')
        for (int i = 0; i < LEVEL_COUNT; i++)
            if (LEVELS[i].label) {
                size_t used = strlen(names);
                snprintf(names + used, sizeof names - used, "%s%s", used ? ", " : "", LEVELS[i].name);
            }
    return names;
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
    for (int i = 1; i <= (int)level; i++)
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
