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
 * What a Kriegspiel player believes about the hidden army: a set of full
 * boards (samples), each its own army as its view has it and a guess at
 * the enemy's, consistent with everything it observed.  It is built from
 * a KriegView alone.
 *
 * The samples follow the game ply by ply, as a particle filter: the enemy
 * army starts where the start position (public: KriegView.setup) puts
 * it; after each enemy ply every sample branches into the enemy moves
 * legal on it whose announcements (capture cell and kind, check lines,
 * pawn tries) are the ones heard, the moves a player would rather make
 * (better at a glance, not the king's) more likely; after an own ply the
 * samples in which a refused try was legal, the move played was not, or
 * its announcements differ, are dropped.  When an observation leaves no
 * sample, it is relaxed: the samples before it are kept, and at the end
 * every sample is repaired (enemy pieces moved) until it fits what the
 * player knows now: kriegbelief_consistent().  Missing samples are made
 * up from the survivors, each changed by a few enemy moves that keep it
 * consistent, so that the set does not collapse onto one board.
 */
#ifndef RAUMSCHACH_KRIEGBELIEF_H
#define RAUMSCHACH_KRIEGBELIEF_H

#include <stdbool.h>
#include <stdint.h>

#include "kriegspiel.h"
#include "position.h"

enum { KRIEGBELIEF_MAX_SAMPLES = 1024 };

typedef struct KriegBelief KriegBelief;

/* What a cell may hold of the enemy army (kriegbelief_likelihood). */
typedef enum { KRIEG_LIKELY_KING, KRIEG_LIKELY_PAWN, KRIEG_LIKELY_PIECE } KriegLikely;

KriegBelief *kriegbelief_new(void);
void kriegbelief_free(KriegBelief *b);
/* Forgets the game: the next update starts from the view's start. */
void kriegbelief_reset(KriegBelief *b);

/* Brings the belief up to date with view, at view->side's turn: the plies
 * and this turn's refused tries it has not seen, then about `size`
 * samples (at most KRIEGBELIEF_MAX_SAMPLES).  A view of another game (of
 * the other side, or shorter than the last) starts it afresh.  The same
 * calls with the same seeds give the same samples. */
void kriegbelief_update(KriegBelief *b, const KriegView *view, int size, uint64_t seed);

int kriegbelief_sample_count(const KriegBelief *b);
/* Sample i: a full board, view->side to move. */
const Position *kriegbelief_sample(const KriegBelief *b, int i);
/* How many observations had to be relaxed so far (none fitted). */
int kriegbelief_relaxations(const KriegBelief *b);
/* Permille of the samples that have an enemy king, pawn or other piece
 * on cell. */
int kriegbelief_likelihood(const KriegBelief *b, int cell, KriegLikely what);

/* Could board be the true position now, by what view says at view->side's
 * turn: its own army exactly; the enemy's material by the captures
 * announced (one king, pawns only where pawns can stand); the enemy king
 * not attacked; the check lines and pawn tries last heard; an enemy piece
 * on the cell where the enemy just captured; every try refused this turn
 * illegal.  The true position always is; every sample is. */
bool kriegbelief_consistent(const KriegView *view, const Position *board);

#endif
