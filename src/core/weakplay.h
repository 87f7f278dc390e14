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
 * The human-like mistakes of the engine's lower levels (level.h): instead
 * of one search, every legal move is searched on its own one ply shallower
 * than the level's depth, so that each has a score, and then the move is
 * chosen as a weak player would:
 *
 *   - a capture is overlooked (left out of the choice) with the chance
 *     SearchLimits.miss_percent, drawn for each capture;
 *   - with the chance blunder_percent the move is not the best but one
 *     drawn evenly from the others that score at most blunder_margin
 *     centipawns below it (the plausible ones); with the margin
 *     WEAKPLAY_ANY_MOVE, any move not overlooked, drawn without a search;
 *   - else the best move that is not overlooked.
 *
 * Every draw comes from SearchLimits.seed and the move, so the same seed
 * gives the same move.  level_search (level.h) sends the searches with
 * these weaknesses here and the others to searcher_run.
 */
#ifndef RAUMSCHACH_WEAKPLAY_H
#define RAUMSCHACH_WEAKPLAY_H

#include <stdbool.h>

#include "search.h"

/* A blunder_margin that makes every legal move plausible. */
#define WEAKPLAY_ANY_MOVE 100000

/* Whether the limits ask for weakened play (a blunder or miss chance). */
bool weakplay_wanted(const SearchLimits *limits);

/* Whether a level with these limits overlooks capture m this move. */
bool weakplay_overlooks(const SearchLimits *limits, Move m);

/* Chooses the move as described above, with searcher_run's arguments and
 * results; progress is called once, at the end.  limits->depth must be 2
 * or more. */
Move weakplay_run(Searcher *s, const Game *game, const SearchLimits *limits, const atomic_bool *stop,
    SearchProgress progress, void *user, SearchReport *report);

#endif
