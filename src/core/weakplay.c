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
 * The weakened move choice of the lower levels (see weakplay.h).
 */
#include <config.h>

#include "weakplay.h"

#include "movegen.h"
#include "splitmix64.h"

/* Salts that keep the draws of one move apart. */
enum {
    SALT_MISS = 0x6D697373,
    SALT_BLUNDER = 0x626C756E,
    SALT_PICK = 0x7069636B,
};

typedef struct Candidate {
    Move move;
    int score;      /* for the side to move */
} Candidate;

/* A number from 0 to 99 drawn from the seed, a move and a salt. */
static int draw_percent(const SearchLimits *limits, uint64_t what, uint64_t salt)
{
    return (int)(splitmix64_mix(limits->seed ^ (what * 0x9E3779B97F4A7C15ull) ^ salt) % 100);
}

bool weakplay_wanted(const SearchLimits *limits)
{
    return limits->blunder_percent > 0 || limits->miss_percent > 0;
}

bool weakplay_overlooks(const SearchLimits *limits, Move m)
{
    return move_is_capture(m) && draw_percent(limits, (uint64_t)(m & 0x1FFFF), SALT_MISS) < limits->miss_percent;
}

/* The legal moves the level sees: all but the overlooked captures (all of
 * them when it would overlook every move). */
static int seen_moves(const Position *pos, const SearchLimits *limits, Candidate *out)
{
    MoveList list;
    int count = 0;
    movegen_legal(pos, &list);
    for (int i = 0; i < list.count; i++)
        if (!weakplay_overlooks(limits, list.moves[i]))
            out[count++] = (Candidate){ list.moves[i], 0 };
    if (count == 0)
        for (int i = 0; i < list.count; i++)
            out[count++] = (Candidate){ list.moves[i], 0 };
    return count;
}

/* The score of the position after a move, from the mover's side: a
 * search one ply shallower, or the end of the game the move makes. */
static int score_after(Searcher *s, Game *after, const SearchLimits *child, const atomic_bool *stop,
    uint64_t *nodes)
{
    Termination t = game_rules_termination(after);
    if (t == TERMINATION_SPACEMATE)
        return SCORE_MATE - 1;
    if (t != TERMINATION_NONE)
        return SCORE_DRAW;
    SearchReport r;
    searcher_run(s, after, child, stop, NULL, NULL, &r);
    *nodes += r.nodes;
    int score = -r.score;
    if (score >= SCORE_MATE_BOUND)
        return score - 1;
    if (score <= -SCORE_MATE_BOUND)
        return score + 1;
    return score;
}

/* The limits of the search after each of `count` moves: one ply less, the
 * nodes and the clock shared among them, no weakness. */
static SearchLimits child_limits(const SearchLimits *limits, int count)
{
    SearchLimits child = *limits;
    child.depth = limits->depth - 1;
    child.nodes = limits->nodes / (uint64_t)count;
    child.clock_ms = limits->clock_ms / count;
    child.increment_ms = limits->increment_ms / count;
    child.movetime_ms = limits->movetime_ms / count;
    child.blunder_percent = 0;
    child.miss_percent = 0;
    return child;
}

static bool blunders(const SearchLimits *limits)
{
    return draw_percent(limits, 0, SALT_BLUNDER) < limits->blunder_percent;
}

/* The index of the chosen candidate among the `count` scored ones. */
static int choose(const SearchLimits *limits, const Candidate *c, int count)
{
    int best = 0;
    for (int i = 1; i < count; i++)
        if (c[i].score > c[best].score)
            best = i;
    if (!blunders(limits))
        return best;
    int plausible = 0;
    for (int i = 0; i < count; i++)
        plausible += i != best && c[i].score >= c[best].score - limits->blunder_margin;
    if (plausible == 0)
        return best;
    int pick = (int)(splitmix64_mix(limits->seed ^ SALT_PICK) % (uint64_t)plausible);
    for (int i = 0; i < count; i++)
        if (i != best && c[i].score >= c[best].score - limits->blunder_margin && pick-- == 0)
            return i;
    return best;
}

/* Scores the moves in order until all are scored or *stop is set;
 * returns how many were. */
static int score_moves(Searcher *s, const Game *game, const SearchLimits *limits, const atomic_bool *stop,
    Candidate *moves, int count, uint64_t *nodes)
{
    SearchLimits child = child_limits(limits, count);
    Game after;
    game_copy(&after, game);
    int scored = 0;
    while (scored < count && !(stop && atomic_load(stop))) {
        game_play(&after, moves[scored].move);
        moves[scored].score = score_after(s, &after, &child, stop, nodes);
        game_undo(&after);
        scored++;
    }
    game_free(&after);
    return scored;
}

Move weakplay_run(Searcher *s, const Game *game, const SearchLimits *limits, const atomic_bool *stop,
    SearchProgress progress, void *user, SearchReport *report)
{
    Candidate moves[MAX_MOVES];
    SearchReport done = { .depth = limits->depth };
    int count = seen_moves(&game->pos, limits, moves);
    if (count > 0) {
        int chosen;
        if (blunders(limits) && limits->blunder_margin >= WEAKPLAY_ANY_MOVE) {
            /* Any move will do: no search needed, and none reported (no
             * depth, no score: the screen says only the move). */
            chosen = (int)(splitmix64_mix(limits->seed ^ SALT_PICK) % (uint64_t)count);
            moves[chosen].score = 0;
            done.depth = 0;
        } else {
            int scored = score_moves(s, game, limits, stop, moves, count, &done.nodes);
            chosen = scored ? choose(limits, moves, scored) : 0;
        }
        done.best = moves[chosen].move;
        done.score = moves[chosen].score;
        done.pv_length = 1;
        done.pv[0] = done.best;
        if (progress)
            progress(&done, user);
    }
    if (report)
        *report = done;
    return done.best;
}
