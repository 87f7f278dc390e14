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
 * The tuner's pieces: parameter files, labelled positions, the loss and
 * the coordinate descent (see tunefit.h).
 */
#include <config.h>

#include "tunefit.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/rfen.h"
#include "core/status.h"
#include "core/xalloc.h"

enum { TUNE_LINE_SIZE = 512 };

/* The line without its comment and trailing blanks. */
static void strip_line(char *line)
{
    char *hash = strchr(line, '#');
    if (hash)
        *hash = '\0';
    size_t n = strlen(line);
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r' || line[n - 1] == ' ' || line[n - 1] == '\t'))
        line[--n] = '\0';
}

bool tune_params_read(FILE *in, EvalParams *p, Error *err)
{
    char line[TUNE_LINE_SIZE];
    for (int number = 1; fgets(line, sizeof line, in); number++) {
        strip_line(line);
        char name[TUNE_LINE_SIZE], extra;
        int value;
        int fields = sscanf(line, "%511s %d %c", name, &value, &extra);
        if (fields <= 0)
            continue;
        if (fields != 2) {
            error_set(err, number, 1, "expected 'name value', found '%s'", line);
            return false;
        }
        int index = eval_param_find(name);
        if (index < 0) {
            error_set(err, number, 1, "'%s' is not an evaluation parameter", name);
            return false;
        }
        p->value[index] = value;
    }
    return true;
}

void tune_params_write(FILE *out, const EvalParams *p)
{
    for (int i = 0; i < EVAL_PARAM_COUNT; i++)
        fprintf(out, "%s %d\n", eval_param_name(i), p->value[i]);
}

void tune_set_init(TuneSet *set)
{
    memset(set, 0, sizeof *set);
}

void tune_set_free(TuneSet *set)
{
    free(set->entries);
    tune_set_init(set);
}

void tune_set_add(TuneSet *set, const Position *pos, double result)
{
    set->entries = xgrow(set->entries, &set->capacity, set->count + 1, sizeof *set->entries);
    set->entries[set->count++] = (TuneEntry) { .pos = *pos, .result = result };
}

static bool parse_result(const char *token, double *score)
{
    switch (result_from_token(token)) {
    case RESULT_WHITE_WINS: *score = 1; return true;
    case RESULT_BLACK_WINS: *score = 0; return true;
    case RESULT_DRAW: *score = 0.5; return true;
    default: return false;
    }
}

bool tune_set_read(FILE *in, TuneSet *set, Error *err)
{
    char line[TUNE_LINE_SIZE];
    for (int number = 1; fgets(line, sizeof line, in); number++) {
        strip_line(line);
        if (line[0] == '\0')
            continue;
        char *tab = strchr(line, '\t');
        double result;
        if (tab == NULL || !parse_result(tab + 1, &result)) {
            error_set(err, number, 1, "expected 'RFEN<TAB>1-0, 0-1 or 1/2-1/2', found '%s'", line);
            return false;
        }
        *tab = '\0';
        Position pos;
        Error rfen_err;
        if (!rfen_parse(line, &pos, &rfen_err)) {
            error_set(err, number, rfen_err.column, "%s", rfen_err.message);
            return false;
        }
        tune_set_add(set, &pos, result);
    }
    return true;
}

static void evaluate_set(TuneSet *set, const EvalParams *p)
{
    eval_params_use(p);
    for (size_t i = 0; i < set->count; i++) {
        TuneEntry *entry = &set->entries[i];
        int e = evaluate(&entry->pos);
        entry->eval = entry->pos.side == WHITE ? e : -e;
    }
}

/* The loss of the evaluations last made, at scale k. */
static double loss_of_evals(const TuneSet *set, double k)
{
    double sum = 0;
    for (size_t i = 0; i < set->count; i++) {
        double x = k * set->entries[i].eval / 400.0, r = set->entries[i].result;
        /* -(r log s + (1 - r) log(1 - s)), s = 1 / (1 + e^-x), without
         * overflow: log s = -log1p(e^-x), log(1 - s) = -x - log1p(e^-x). */
        double softplus = x > 0 ? log1p(exp(-x)) : -x + log1p(exp(x));
        sum += softplus + (1 - r) * x;
    }
    return set->count ? sum / (double)set->count : 0;
}

double tune_loss(TuneSet *set, const EvalParams *p, double k)
{
    evaluate_set(set, p);
    return loss_of_evals(set, k);
}

double tune_best_k(TuneSet *set, const EvalParams *p)
{
    evaluate_set(set, p);
    double lo = 0, hi = 10;
    for (int i = 0; i < 100; i++) {
        double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
        if (loss_of_evals(set, a) < loss_of_evals(set, b))
            hi = b;
        else
            lo = a;
    }
    return (lo + hi) / 2;
}

/* Moves parameter index by step while the loss falls; returns the loss. */
enum {
    /* Steps one parameter may walk in one direction in a pass: a weight
     * the data cannot pin down (separable results) would walk on. */
    DESCENT_MAX_STEPS = 256,
};

/* A step must lower the loss by more than rounding can: on i386 the x87
 * unit keeps a fresh loss in 80 bits while the best one was stored in 64,
 * and a step that changes nothing then looked like a gain, for ever. */
#define LOSS_GAIN_MIN 1e-12

static double descend(TuneSet *set, EvalParams *p, double k, int index, int step, double best)
{
    for (int direction = 1; direction >= -1; direction -= 2) {
        bool moved = false;
        for (int walked = 0; walked < DESCENT_MAX_STEPS; walked++) {
            EvalParams trial = *p;
            trial.value[index] += direction * step;
            double loss = tune_loss(set, &trial, k);
            if (!(loss < best - LOSS_GAIN_MIN))
                break;
            *p = trial;
            best = loss;
            moved = true;
        }
        if (moved)
            break;
    }
    return best;
}

double tune_fit(TuneSet *set, EvalParams *p, double k, const bool fitted[EVAL_PARAM_COUNT], int passes,
    int first_step, TuneProgress progress, void *user)
{
    double best = tune_loss(set, p, k);
    int step = first_step;
    for (int pass = 0; pass < passes; pass++) {
        for (int i = 0; i < EVAL_PARAM_COUNT; i++) {
            if (fitted && !fitted[i])
                continue;
            best = descend(set, p, k, i, step, best);
            if (progress)
                progress(pass, i, best, p, user);
        }
        step = step > 1 ? step / 2 : 1;
    }
    eval_params_use(p);
    return best;
}
