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
 * The Kriegspiel engine (SPEC.md section 10.4): a player that knows only
 * a KriegView, what its filtered record holds, and never the referee's
 * true position.  Its code includes and calls nothing that could give it
 * the hidden board (tests/kriegai-blind.sh checks the object files).
 *
 * A KriegAi holds what lasts between the tries of one game: its belief
 * (kriegbelief.h, boards consistent with everything observed) and a
 * searcher.  Each call to kriegai_choose() first brings the belief up to
 * date with what the view says that it has not seen yet, then picks a
 * try: Beginner a random try possible on its own board, the higher levels
 * the try whose value, searched on the sampled boards and averaged, and
 * whose chance of being legal are best.  It runs in the calling thread;
 * a screen runs it in a thread of its own and sets *stop to hurry it.
 *
 * The same seed and the same view give the same try, whatever the true
 * position behind the view.
 */
#ifndef RAUMSCHACH_KRIEGAI_H
#define RAUMSCHACH_KRIEGAI_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kriegspiel.h"
#include "level.h"
#include "move.h"

typedef struct KriegAi KriegAi;

typedef struct KriegAiLimits {
    Level level;                 /* core/level.h: LEVEL_BEGINNER .. LEVEL_STRONG */
    bool clock;                  /* think by the mover's clock below */
    int64_t clock_ms, increment_ms;
    uint64_t seed;               /* same seed, same view: same try */
} KriegAiLimits;

typedef struct KriegAiReport {   /* what the screen may show while/after it thinks */
    int samples;                 /* boards in the belief */
    int candidates;              /* tries weighed */
    int legal_permille;          /* estimated chance the chosen try is legal */
    int score;                   /* centipawns, averaged over the samples */
    uint64_t nodes;
} KriegAiReport;

/* The level a ladder level (level.h) plays Kriegspiel at: Kriegspiel has
 * the five named levels only, and a level without a name plays as the
 * next named one above it. */
Level kriegai_level(Level level);

/* An engine whose searcher has a hash table of about hash_megabytes MB. */
KriegAi *kriegai_new(size_t hash_megabytes);
void kriegai_free(KriegAi *ai);
/* Forgets the belief and the hash table: a new game. */
void kriegai_new_game(KriegAi *ai);

/* The tries view->side, to move, may make now: those possible on its own
 * board, less this turn's refused tries, less the pawn capture tries when
 * no pawn tries are announced (the referee would refuse them silently).
 * The pawn capture tries come first; *pawn_captures (may be NULL) is how
 * many.  Returns the count. */
int kriegai_tries(const KriegView *view, MoveList *tries, int *pawn_captures);

/* The next try for view->side, which is to move in a game not over.  It
 * first brings its belief up to date with the plies and this turn's
 * refused tries it has not seen yet.  The try is possible on the own board
 * and not refused this turn; MOVE_NONE only when there is none.  Blocks;
 * returns early with its best so far when *stop (may be NULL) becomes true.
 * report may be NULL. */
Move kriegai_choose(KriegAi *ai, const KriegView *view, const KriegAiLimits *limits,
    const atomic_bool *stop, KriegAiReport *report);

#endif
