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

#include <strings.h>

#include "i18n.h"

typedef struct LevelInfo {
    const char *name;       /* "Hard": the records' and the protocol's name, not translated */
    const char *label;      /* the same, for gettext */
    int depth;              /* 0: no limit */
    uint64_t nodes;         /* 0: no limit */
    int64_t movetime_ms;    /* time per move without a clock; 0: none */
    int eval_noise;         /* +- centipawns */
    bool random_move;
} LevelInfo;

static const LevelInfo LEVELS[LEVEL_COUNT] = {
    /* TRANSLATORS: the engine's levels, as the interface names them. */
    [LEVEL_BEGINNER] = { "Beginner", N_("Beginner"), 0, 0, 0, 0, true },
    [LEVEL_EASY] = { "Easy", N_("Easy"), 1, 0, 0, 150, false },
    [LEVEL_NORMAL] = { "Normal", N_("Normal"), 3, 0, 0, 40, false },
    [LEVEL_HARD] = { "Hard", N_("Hard"), 8, 40000, 0, 0, false },
    [LEVEL_STRONG] = { "Strong", N_("Strong"), 0, 0, 1000, 0, false },
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
    for (int i = 0; i < LEVEL_COUNT; i++)
        if (strcasecmp(text, LEVELS[i].name) == 0) {
            *level = (Level)i;
            return true;
        }
    return false;
}

void level_limits(Level level, const LevelClock *clock, uint64_t seed, SearchLimits *limits)
{
    const LevelInfo *info = &LEVELS[level];
    *limits = (SearchLimits){
        .depth = info->depth,
        .nodes = info->nodes,
        .eval_noise = info->eval_noise,
        .random_move = info->random_move,
        .seed = seed,
    };
    if (clock) {
        limits->clock = true;
        limits->clock_ms = clock->remaining_ms;
        limits->increment_ms = clock->increment_ms;
    } else {
        limits->movetime_ms = info->movetime_ms;
    }
}
