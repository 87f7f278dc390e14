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
    int depth;              /* 0: no limit */
    uint64_t nodes;         /* 0: no limit */
    int64_t movetime_ms;    /* time per move without a clock; 0: none */
    bool random_move;
    int blunder_percent;    /* the human-like mistakes (weakplay.h) */
    int blunder_margin;
    int miss_percent;
} LevelInfo;

static const LevelInfo LEVELS[LEVEL_COUNT] = {
    /* TRANSLATORS: the engine's named levels, as the interface names them. */
    { "Beginner", N_("Beginner"), 0, 0, 0, true, 0, 0, 0 },
    { "2", NULL, 2, 0, 0, false, 85, WEAKPLAY_ANY_MOVE, 60 },
    { "Easy", N_("Easy"), 2, 0, 0, false, 80, WEAKPLAY_ANY_MOVE, 57 },
    { "4", NULL, 2, 0, 0, false, 73, WEAKPLAY_ANY_MOVE, 51 },
    { "5", NULL, 2, 0, 0, false, 66, WEAKPLAY_ANY_MOVE, 45 },
    { "6", NULL, 2, 0, 0, false, 60, WEAKPLAY_ANY_MOVE, 40 },
    { "7", NULL, 2, 0, 0, false, 51, WEAKPLAY_ANY_MOVE, 35 },
    { "8", NULL, 2, 0, 0, false, 43, WEAKPLAY_ANY_MOVE, 30 },
    { "9", NULL, 2, 0, 0, false, 37, WEAKPLAY_ANY_MOVE, 25 },
    { "10", NULL, 2, 0, 0, false, 27, WEAKPLAY_ANY_MOVE, 20 },
    { "Normal", N_("Normal"), 2, 0, 0, false, 17, WEAKPLAY_ANY_MOVE, 13 },
    { "12", NULL, 2, 0, 0, false, 9, WEAKPLAY_ANY_MOVE, 6 },
    { "13", NULL, 2, 0, 0, false, 4, 300, 2 },
    { "14", NULL, 3, 0, 0, false, 2, 150, 1 },
    { "15", NULL, 0, 3000, 0, false, 0, 0, 0 },
    { "16", NULL, 0, 6000, 0, false, 0, 0, 0 },
    { "17", NULL, 0, 12000, 0, false, 0, 0, 0 },
    { "18", NULL, 0, 23000, 0, false, 0, 0, 0 },
    { "Hard", N_("Hard"), 0, 43000, 0, false, 0, 0, 0 },
    { "20", NULL, 0, 100000, 0, false, 0, 0, 0 },
    { "21", NULL, 0, 220000, 0, false, 0, 0, 0 },
    { "22", NULL, 0, 450000, 0, false, 0, 0, 0 },
    { "23", NULL, 0, 1100000, 0, false, 0, 0, 0 },
    { "Strong", N_("Strong"), 0, 0, 1000, false, 0, 0, 0 },
};

/* The ladder's matches (README, measured again on 2026-11-26 with these
 * levels and the threats in the evaluation, but for the two top steps,
 * which are those of the search before the threats): the points of each
 * level against the one below it (none for the first), and out of how
 * many games. */
typedef struct LadderStep {
    double points;
    int games;
} LadderStep;

static const LadderStep LADDER[LEVEL_COUNT] = {
    { 0, 0 }, { 63.5, 80 }, { 57.5, 80 }, { 126, 160 }, { 128, 160 }, { 63.5, 80 }, { 62, 80 }, { 61.5, 80 },
    { 56.5, 80 }, { 63, 80 }, { 126.5, 160 }, { 122.5, 160 }, { 129, 160 }, { 59.5, 80 }, { 60.5, 80 },
    { 59.5, 80 }, { 128, 160 }, { 54.5, 80 }, { 57, 80 }, { 63.5, 80 }, { 57.5, 80 }, { 57, 80 }, { 30.5, 40 },
    { 25.5, 40 },
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

void level_description(Level level, char *buf, size_t size)
{
    const LevelInfo *info = &LEVELS[level];
    if (info->random_move)
        snprintf(buf, size, "%s", _("random moves"));
    else if (info->blunder_margin >= WEAKPLAY_ANY_MOVE)
        snprintf(buf, size, _("%d plies, %d %% random moves, %d %% of captures missed"), info->depth,
            info->blunder_percent, info->miss_percent);
    else if (info->blunder_percent > 0 || info->miss_percent > 0)
        snprintf(buf, size, _("%d plies, %d %% worse moves, %d %% of captures missed"), info->depth,
            info->blunder_percent, info->miss_percent);
    else if (info->nodes >= 1000000)
        /* TRANSLATORS: the million's integer part and its first decimal:
           "1.1 million nodes a move". */
        snprintf(buf, size, _("%d.%d million nodes a move"), (int)(info->nodes / 1000000),
            (int)(info->nodes / 100000 % 10));
    else if (info->nodes > 0)
        snprintf(buf, size, _("%d thousand nodes a move"), (int)(info->nodes / 1000));
    else
        snprintf(buf, size, "%s", _("by the clock, or 1 s a move"));
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
        elo += level_elo_difference(LADDER[i].points, LADDER[i].games);
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
        .whole_iterations = info->nodes > 0,
    };
    if (clock) {
        limits->clock = true;
        limits->clock_ms = clock->remaining_ms;
        limits->increment_ms = clock->increment_ms;
    } else {
        limits->movetime_ms = info->movetime_ms;
    }
}

Move level_search(Searcher *s, const Game *game, const SearchLimits *limits, const atomic_bool *stop,
    SearchProgress progress, void *user, SearchReport *report)
{
    if (weakplay_wanted(limits))
        return weakplay_run(s, game, limits, stop, progress, user, report);
    return searcher_run(s, game, limits, stop, progress, user, report);
}
