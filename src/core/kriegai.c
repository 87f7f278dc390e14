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
 */
#include <config.h>

#include "kriegai.h"

#include <stdlib.h>

#include "splitmix64.h"
#include "xalloc.h"

struct KriegAi {
    size_t hash_megabytes;
};

KriegAi *kriegai_new(size_t hash_megabytes)
{
    KriegAi *ai = xcalloc(1, sizeof *ai);
    ai->hash_megabytes = hash_megabytes;
    return ai;
}

void kriegai_free(KriegAi *ai)
{
    free(ai);
}

void kriegai_new_game(KriegAi *ai)
{
    (void)ai;
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

/* The tries the referee would answer: possible on the own board, not
 * refused this turn, pawn captures only with pawn tries announced.
 * *pawn_captures is how many of them (listed first) are pawn captures. */
static int tries_open(const KriegView *view, MoveList *tries, int *pawn_captures)
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
    int count = tries_open(view, &tries, &pawn_captures);
    report->candidates = count;
    if (count == 0)
        return MOVE_NONE;
    int among = pawn_captures > 0 ? pawn_captures : count;
    return tries.moves[view_random(view, seed) % (uint64_t)among];
}

Move kriegai_choose(KriegAi *ai, const KriegView *view, const KriegAiLimits *limits,
    const atomic_bool *stop, KriegAiReport *report)
{
    (void)ai;
    (void)stop;
    KriegAiReport ignored;
    if (!report)
        report = &ignored;
    *report = (KriegAiReport){ 0 };
    return choose_random(view, limits->seed, report);
}
