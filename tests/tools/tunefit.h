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
 * The tuner's pieces (tests/tools/tune.c is the program): parameter files,
 * labelled positions, the loss and the fit.
 *
 * A parameter file has one "name value" line per evaluation parameter
 * (names as eval_param_name()); '#' starts a comment; a parameter the file
 * does not name keeps the value it had.
 *
 * A position file has one "RFEN<TAB>RESULT" line per position, RESULT as
 * in records (1-0, 0-1, 1/2-1/2): how the game it came from ended.
 *
 * The loss of a set of positions under parameters P is the mean logistic
 * (cross-entropy) loss of the expected score sigmoid(K * eval / 400),
 * eval the static evaluation under P from White's side, against the
 * result (1, 1/2, 0).  K scales centipawns to winning chances; it is
 * fitted first, to the parameters as they were, then the parameters are
 * fitted by coordinate descent: each in turn is moved by a step as long
 * as the loss falls, with the step halving from pass to pass.
 */
#ifndef RAUMSCHACH_TUNEFIT_H
#define RAUMSCHACH_TUNEFIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "core/error.h"
#include "core/evaluate.h"
#include "core/position.h"

bool tune_params_read(FILE *in, EvalParams *p, Error *err);
void tune_params_write(FILE *out, const EvalParams *p);

typedef struct TuneEntry {
    Position pos;
    double result;          /* White's score: 1, 0.5 or 0 */
    int eval;               /* White's evaluation under the last parameters */
} TuneEntry;

typedef struct TuneSet {
    TuneEntry *entries;
    size_t count, capacity;
} TuneSet;

void tune_set_init(TuneSet *set);
void tune_set_free(TuneSet *set);
void tune_set_add(TuneSet *set, const Position *pos, double result);
/* Adds the positions of a position file; false with the line in err at
 * the first bad line. */
bool tune_set_read(FILE *in, TuneSet *set, Error *err);

/* The loss of set under p at scale k (p becomes the evaluation's values). */
double tune_loss(TuneSet *set, const EvalParams *p, double k);
/* The k in [0, 10] with the least loss under p. */
double tune_best_k(TuneSet *set, const EvalParams *p);

/* Called after each parameter the fit tried, with its index and the loss. */
typedef void (*TuneProgress)(int pass, int index, double loss, const EvalParams *p, void *user);

/* Fits p to set by coordinate descent at scale k, for passes passes with
 * the first step first_step (a parameter's step is at least 1); only the
 * parameters marked in fitted (all when it is NULL) move.  Returns the
 * loss at the end. */
double tune_fit(TuneSet *set, EvalParams *p, double k, const bool fitted[EVAL_PARAM_COUNT], int passes,
    int first_step, TuneProgress progress, void *user);

#endif
