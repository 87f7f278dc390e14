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
 * The Kriegspiel engine's choice of a try.  What it may try comes from
 * its own board alone: every try the geometry allows, less this turn's
 * refused ones, less the pawn capture tries when none are announced (the
 * referee would refuse those silently).  Beginner draws one at random,
 * a pawn capture first when pawn tries are announced.
 *
 * The other levels weigh every try on some of the belief's samples: on
 * each sample where it is legal, a glance (the evaluation after it, a
 * losing exchange counted); the best few (finalists) are then searched by
 * Einhorn on each sample, and a searched try is valued by those searches
 * alone.  A try's value is its average where legal; trying it first is
 * worth that value times its chance of being legal (the share of samples
 * that allow it), plus the best safe try's value times the chance of a
 * "No", plus a little for what the answer teaches.  After the level's cap
 * of tries in a turn, the safest try (legal on most samples) is made.
 */
#include <config.h>

#include "kriegai.h"

#include <stdlib.h>
#include <string.h>

#include "evaluate.h"
#include "exchange.h"
#include "game.h"
#include "kriegbelief.h"
#include "movegen.h"
#include "search.h"
#include "splitmix64.h"
#include "xalloc.h"

/* What a level spends on a try.  Budgets are counted in samples and nodes,
 * not time, so that a match between levels without clocks comes out the
 * same on a loaded machine. */
typedef struct KriegLevel {
    int belief;                  /* samples the belief keeps */
    int weighed;                 /* samples every try is weighed on */
    int finalists;               /* tries searched on them */
    int depth;                   /* of each search */
    uint64_t nodes;              /* at most, per search */
    int try_cap;                 /* tries in a turn before the safest */
    /* Whether only the finalists compete for the try made: a search, which
     * lets the enemy answer, values a try lower than a glance does, so
     * that otherwise the best try at a glance that was not searched tends
     * to win for that alone (the lower levels keep that weakness). */
    bool finalists_only;
} KriegLevel;

/* Measured (README): above Easy, more samples and deeper searches buy
 * little strength, the depth a little more than the samples, choosing
 * among the finalists alone much more; Strong searches three plies like
 * Hard (four did no better against it) on more samples and finalists;
 * Hard weighs only 4 samples, which did as well against Normal as 16
 * and leaves Strong a step above it; Easy weighs a single sample so that
 * Normal is a clear step above it. */
static const KriegLevel EASY = { 16, 1, 1, 1, 200, 3, false };
static const KriegLevel NORMAL = { 48, 6, 4, 1, 500, 8, false };
static const KriegLevel HARD = { 128, 4, 8, 3, 4000, 10, true };
static const KriegLevel STRONG = { 512, 48, 16, 3, 8000, 12, true };

enum {
    /* A mate found on a sample counts this much (less its distance), more
     * than any evaluation, which is kept within EVAL_CLAMP, yet not so
     * much that a few samples outweigh all the others together. */
    MATE_VALUE = 20000,
    EVAL_CLAMP = 10000,
    /* The value of learning where the enemy is: most for an even chance. */
    PROBE_BONUS = 12,
    /* A try is safe when legal on this permille of the samples at least. */
    SAFE_PERMILLE = 750,
    /* Against a try that brings back an own board already had, while
     * ahead: a draw by repetition throws the lead away. */
    REPEAT_PENALTY = 40,
    /* For a pawn's try when that far ahead: a promotion brings the mate
     * nearer, and a pawn move holds off the 50-move rule. */
    AHEAD = 400,
    PAWN_PROGRESS = 40,
    /* Strong by the clock: a try's share of the time left (and of half
     * the increment), less for each try already refused this turn. */
    CLOCK_TRIES_LEFT = 100,
};

struct KriegAi {
    Searcher *searcher;
    KriegBelief *belief;
    int *try_at;                 /* [from * CELL_COUNT + to]: index of the first try, or -1 */
};

/* How each try fares over the samples. */
typedef struct TryScore {
    int legal;                   /* samples it is legal on */
    int64_t sum;                 /* its value summed over those */
    int searched;                /* of them, searched deeper */
    int64_t searched_sum;
    int repeats;                 /* times its own board was had before */
    bool pawn;                   /* a pawn's try */
} TryScore;

KriegAi *kriegai_new(size_t hash_megabytes)
{
    KriegAi *ai = xcalloc(1, sizeof *ai);
    ai->searcher = searcher_new(hash_megabytes);
    ai->belief = kriegbelief_new();
    ai->try_at = xmalloc(CELL_COUNT * CELL_COUNT * sizeof *ai->try_at);
    for (int i = 0; i < CELL_COUNT * CELL_COUNT; i++)
        ai->try_at[i] = -1;
    return ai;
}

void kriegai_free(KriegAi *ai)
{
    if (!ai)
        return;
    searcher_free(ai->searcher);
    kriegbelief_free(ai->belief);
    free(ai->try_at);
    free(ai);
}

void kriegai_new_game(KriegAi *ai)
{
    searcher_clear(ai->searcher);
    kriegbelief_reset(ai->belief);
}

/* What the side to move heard last: after the last ply, or at the start. */
static const KriegHeard *last_heard(const KriegView *view)
{
    return view->ply_count ? &view->plies[view->ply_count - 1].heard : &view->before_first;
}

static bool refused_now(const KriegView *view, Move try)
{
    for (int i = 0; i < view->refused_now_count; i++)
        if (move_same(view->refused_now[i], try))
            return true;
    return false;
}

int kriegai_tries(const KriegView *view, MoveList *tries, int *pawn_captures)
{
    const Position *own = &view->own;
    bool pawn_tries = last_heard(view)->pawn_tries > 0;
    MoveList captures = { 0 }, others = { 0 }, from;
    POSITION_FOR_EACH_CELL(own, view->side, cell, {
        kriegspiel_tries_from(own, cell, &from);
        for (int i = 0; i < from.count; i++) {
            Move t = from.moves[i];
            bool pawn_capture = kriegspiel_try_is_pawn_capture(own, t);
            if (refused_now(view, t) || (pawn_capture && !pawn_tries))
                continue;
            MoveList *into = pawn_capture ? &captures : &others;
            into->moves[into->count++] = t;
        }
    });
    tries->count = 0;
    for (int i = 0; i < captures.count; i++)
        tries->moves[tries->count++] = captures.moves[i];
    for (int i = 0; i < others.count; i++)
        tries->moves[tries->count++] = others.moves[i];
    if (pawn_captures)
        *pawn_captures = captures.count;
    return tries->count;
}

/* The random number of a try: from the seed and where the view stands. */
static uint64_t view_random(const KriegView *view, uint64_t seed)
{
    return splitmix64_mix(seed ^ splitmix64_mix((uint64_t)view->ply_count << 16 | (uint64_t)view->refused_now_count));
}

static Move choose_random(const KriegView *view, uint64_t seed, KriegAiReport *report)
{
    MoveList tries;
    int pawn_captures;
    int count = kriegai_tries(view, &tries, &pawn_captures);
    report->candidates = count;
    if (count == 0)
        return MOVE_NONE;
    int among = pawn_captures > 0 ? pawn_captures : count;
    return tries.moves[view_random(view, seed) % (uint64_t)among];
}

Level kriegai_level(Level level)
{
    static const Level NAMED[] = { LEVEL_BEGINNER, LEVEL_EASY, LEVEL_NORMAL, LEVEL_HARD };
    for (size_t i = 0; i < sizeof NAMED / sizeof NAMED[0]; i++)
        if (level <= NAMED[i])
            return NAMED[i];
    return LEVEL_STRONG;
}

/* The Kriegspiel settings of a level of the ladder: those of the level
 * it plays Kriegspiel at (NULL: Beginner's random tries). */
static const KriegLevel *level_of(Level level)
{
    switch (kriegai_level(level)) {
    case LEVEL_BEGINNER: return NULL;
    case LEVEL_EASY: return &EASY;
    case LEVEL_NORMAL: return &NORMAL;
    case LEVEL_HARD: return &HARD;
    default: return &STRONG;
    }
}

/* A search's score as the engine weighs it: mates at MATE_VALUE less
 * ten a ply, evaluations within EVAL_CLAMP. */
static int weigh_score(int score)
{
    if (score >= SCORE_MATE_BOUND)
        return MATE_VALUE - 10 * (SCORE_MATE - score);
    if (score <= -SCORE_MATE_BOUND)
        return -MATE_VALUE + 10 * (SCORE_MATE + score);
    return score > EVAL_CLAMP ? EVAL_CLAMP : score < -EVAL_CLAMP ? -EVAL_CLAMP : score;
}

/* The try a legal move of a sample is, or -1 (a move no try names). */
static int try_index(const KriegAi *ai, const MoveList *tries, Move m)
{
    int i = ai->try_at[move_from(m) * CELL_COUNT + move_to(m)];
    if (i < 0)
        return -1;
    for (; i < tries->count && move_from(tries->moves[i]) == move_from(m) && move_to(tries->moves[i]) == move_to(m); i++)
        if (move_promotion(tries->moves[i]) == move_promotion(m))
            return i;
    return -1;
}

/* Indexes the tries by (from, to); they are listed by origin and, from
 * one origin, each destination's promotions together. */
static void index_tries(KriegAi *ai, const MoveList *tries, bool set)
{
    for (int i = tries->count - 1; i >= 0; i--)
        ai->try_at[move_from(tries->moves[i]) * CELL_COUNT + move_to(tries->moves[i])] = set ? i : -1;
}

/* The value of m on a sample at a glance: the evaluation after it, less
 * half the moving piece when the exchange it starts loses; a mate. */
static int glance(const Position *sample, Move m)
{
    Position after = *sample;
    Undo undo;
    PieceType moved = piece_type(position_at(sample, move_from(m)));
    position_make_move(&after, m, &undo);
    if (!movegen_has_legal(&after))
        return position_in_check(&after) ? MATE_VALUE : 0;
    int value = -evaluate(&after);
    if (moved != KING && !exchange_at_least(sample, m, 0))
        value -= PIECE_VALUE[moved] / 2;
    return weigh_score(value);
}

/* The value of m on a sample by Einhorn's search of the position after it. */
static int searched_value(KriegAi *ai, const Position *sample, Move m, const SearchLimits *limits,
    const atomic_bool *stop, uint64_t *nodes)
{
    Position after = *sample;
    Undo undo;
    position_make_move(&after, m, &undo);
    if (!movegen_has_legal(&after))
        return position_in_check(&after) ? MATE_VALUE : 0;
    Game game;
    game_init(&game, &after);
    SearchReport report;
    searcher_run(ai->searcher, &game, limits, stop, NULL, NULL, &report);
    game_free(&game);
    *nodes += report.nodes;
    return weigh_score(-report.score);
}

/* The samples tries are weighed on: spread over the belief. */
static int weighed_samples(const KriegAi *ai, const KriegLevel *lv, const Position **out)
{
    int have = kriegbelief_sample_count(ai->belief);
    int n = have < lv->weighed ? have : lv->weighed;
    for (int i = 0; i < n; i++)
        out[i] = kriegbelief_sample(ai->belief, (int)((int64_t)i * have / n));
    return n;
}

static void glance_all(KriegAi *ai, const MoveList *tries, const Position **samples, int n, TryScore *scores)
{
    for (int s = 0; s < n; s++) {
        MoveList legal;
        movegen_legal(samples[s], &legal);
        for (int j = 0; j < legal.count; j++) {
            int t = try_index(ai, tries, legal.moves[j]);
            if (t < 0)
                continue;
            scores[t].legal++;
            scores[t].sum += glance(samples[s], legal.moves[j]);
        }
    }
}

static int average(const TryScore *t)
{
    if (t->legal == 0)
        return -MATE_VALUE;
    int v = t->searched ? (int)(t->searched_sum / t->searched) : (int)(t->sum / t->legal);
    if (v <= 0)
        return v;
    return v - REPEAT_PENALTY * t->repeats + (t->pawn && v >= AHEAD ? PAWN_PROGRESS : 0);
}

/* How often the own board after each try was had before, after an own
 * move. */
static void count_repeats(const KriegView *view, const MoveList *tries, TryScore *scores)
{
    size_t own_moves = 0;
    uint64_t *seen = xmalloc((view->ply_count + 1) * sizeof *seen);
    Position own = view->start;
    for (size_t i = 0; i < view->ply_count; i++) {
        kriegview_board_play(&own, view->side, &view->plies[i]);
        if (view->plies[i].mover == view->side)
            seen[own_moves++] = own.hash;
    }
    for (int t = 0; t < tries->count; t++) {
        Position after = view->own;
        Undo undo;
        Move m = tries->moves[t];
        position_make_move(&after, move_make(move_from(m), move_to(m), move_promotion(m), false), &undo);
        for (size_t i = 0; i < own_moves; i++)
            scores[t].repeats += seen[i] == after.hash;
        scores[t].pawn = piece_type(position_at(&view->own, move_from(m))) == PAWN;
    }
    free(seen);
}

static int permille(const TryScore *t, int samples)
{
    return samples ? t->legal * 1000 / samples : 0;
}

/* What trying t first is worth: its value when legal, the safe value
 * `base` after a "No", and a little for what either answer teaches. */
static int64_t expected(const TryScore *t, int samples, int base)
{
    int64_t p = permille(t, samples);
    if (t->legal == 0)
        return -(int64_t)MATE_VALUE * 2;
    return (p * average(t) + (1000 - p) * base) / 1000 + PROBE_BONUS * 4 * p * (1000 - p) / 1000000;
}

static bool any_searched(const MoveList *tries, const TryScore *scores)
{
    for (int i = 0; i < tries->count; i++)
        if (scores[i].searched)
            return true;
    return false;
}

/* Whether try t competes: it is legal on a sample and, when only the
 * searched tries compete, searched. */
static bool competes(const TryScore *t, bool searched_only)
{
    return t->legal > 0 && (t->searched || !searched_only);
}

/* The best value among the safe tries that compete, or among all that
 * compete if none is safe. */
static int safe_value(const MoveList *tries, const TryScore *scores, int samples, bool searched_only)
{
    int best = -MATE_VALUE, best_any = -MATE_VALUE;
    for (int i = 0; i < tries->count; i++) {
        if (!competes(&scores[i], searched_only))
            continue;
        int v = average(&scores[i]);
        if (v > best_any)
            best_any = v;
        if (permille(&scores[i], samples) >= SAFE_PERMILLE && v > best)
            best = v;
    }
    return best > -MATE_VALUE ? best : best_any;
}

/* The index of the try to make among those that compete: the best
 * expected one, or the safest once the turn's tries reach the cap.  A
 * tiny jitter from the seed breaks ties. */
static int best_try(const MoveList *tries, const TryScore *scores, int samples, bool safest, bool searched_only,
    uint64_t seed)
{
    int base = safe_value(tries, scores, samples, searched_only);
    int best = -1;
    int64_t best_key = INT64_MIN;
    for (int i = 0; i < tries->count; i++) {
        if (!competes(&scores[i], searched_only))
            continue;
        int64_t key = safest ? (int64_t)permille(&scores[i], samples) * 100000 + average(&scores[i])
                             : expected(&scores[i], samples, base);
        key = key * 4 + (int64_t)(splitmix64_mix(seed + (uint64_t)i) & 3);
        if (key > best_key) {
            best_key = key;
            best = i;
        }
    }
    return best >= 0 ? best : 0;
}

/* The finalists: the best expected tries at a glance. */
static int pick_finalists(const MoveList *tries, const TryScore *scores, int samples, int wanted, int *out)
{
    int base = safe_value(tries, scores, samples, false);
    int n = 0;
    for (int i = 0; i < tries->count; i++) {
        if (scores[i].legal == 0)
            continue;
        int64_t key = expected(&scores[i], samples, base);
        int at = n < wanted ? n++ : wanted;
        while (at > 0 && expected(&scores[out[at - 1]], samples, base) < key) {
            if (at < wanted)
                out[at] = out[at - 1];
            at--;
        }
        if (at < wanted)
            out[at] = i;
    }
    return n;
}

/* The searches' limits: the level's, or for Strong with a clock a share
 * of the time left spread over the searches. */
static void search_limits(const KriegLevel *lv, const KriegAiLimits *limits, int refused, int searches,
    SearchLimits *out)
{
    memset(out, 0, sizeof *out);
    out->seed = limits->seed;
    out->depth = lv->depth;
    out->nodes = lv->nodes;
    if (limits->level == LEVEL_STRONG && limits->clock && searches > 0) {
        int64_t budget = (limits->clock_ms / CLOCK_TRIES_LEFT + limits->increment_ms / 2) / (1 + refused);
        if (budget > limits->clock_ms / 8)
            budget = limits->clock_ms / 8;
        out->nodes = 0;
        out->depth = SEARCH_MAX_DEPTH;
        out->movetime_ms = budget / searches > 1 ? budget / searches : 1;
    }
}

static void search_finalists(KriegAi *ai, const MoveList *tries, const Position **samples, int n,
    const int *finalists, int count, const SearchLimits *limits, const atomic_bool *stop, TryScore *scores,
    uint64_t *nodes)
{
    for (int f = 0; f < count; f++) {
        TryScore *t = &scores[finalists[f]];
        for (int s = 0; s < n && !(stop && atomic_load(stop)); s++) {
            Move m = movegen_find(samples[s], move_from(tries->moves[finalists[f]]),
                move_to(tries->moves[finalists[f]]), move_promotion(tries->moves[finalists[f]]));
            if (m == MOVE_NONE)
                continue;
            t->searched++;
            t->searched_sum += searched_value(ai, samples[s], m, limits, stop, nodes);
        }
    }
}

static Move choose_searched(KriegAi *ai, const KriegView *view, const KriegLevel *lv, const KriegAiLimits *limits,
    const atomic_bool *stop, KriegAiReport *report)
{
    kriegbelief_update(ai->belief, view, lv->belief, limits->seed);
    report->samples = kriegbelief_sample_count(ai->belief);
    MoveList tries;
    report->candidates = kriegai_tries(view, &tries, NULL);
    if (tries.count == 0)
        return MOVE_NONE;
    int count = tries.count;
    const Position *samples[KRIEGBELIEF_MAX_SAMPLES];
    int n = weighed_samples(ai, lv, samples);
    TryScore *scores = xcalloc((size_t)count, sizeof *scores);
    count_repeats(view, &tries, scores);
    index_tries(ai, &tries, true);
    glance_all(ai, &tries, samples, n, scores);
    index_tries(ai, &tries, false);

    int finalists[64];
    int wanted = lv->finalists < 64 ? lv->finalists : 64;
    int chosen_count = pick_finalists(&tries, scores, n, wanted, finalists);
    SearchLimits sl;
    search_limits(lv, limits, view->refused_now_count, chosen_count * n, &sl);
    uint64_t nodes = 0;
    search_finalists(ai, &tries, samples, n, finalists, chosen_count, &sl, stop, scores, &nodes);
    bool safest = view->refused_now_count >= lv->try_cap;
    bool searched_only = lv->finalists_only && !safest && any_searched(&tries, scores);
    int best = best_try(&tries, scores, n, safest, searched_only, view_random(view, limits->seed));
    Move m;
    if (scores[best].legal == 0) {
        /* No sample allows any try: the belief is lost; try at random. */
        m = choose_random(view, limits->seed, report);
    } else {
        m = tries.moves[best];
        report->legal_permille = permille(&scores[best], n);
        report->score = average(&scores[best]);
    }
    report->nodes = nodes;
    free(scores);
    return m;
}

Move kriegai_choose(KriegAi *ai, const KriegView *view, const KriegAiLimits *limits,
    const atomic_bool *stop, KriegAiReport *report)
{
    KriegAiReport ignored;
    if (!report)
        report = &ignored;
    *report = (KriegAiReport){ 0 };
    const KriegLevel *lv = level_of(limits->level);
    if (!lv)
        return choose_random(view, limits->seed, report);
    return choose_searched(ai, view, lv, limits, stop, report);
}
