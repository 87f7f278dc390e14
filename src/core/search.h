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
 * The Einhorn search: iterative deepening over a principal variation
 * search (alpha-beta with null windows for all but the first move), with
 * aspiration windows, a transposition table, a quiescence search of
 * captures and queen promotions, check extensions, null-move pruning,
 * reverse futility, futility and late-move pruning, late move reductions,
 * mate-distance pruning, and draws by repetition, the 50-move rule and
 * bare kings inside the tree.
 *
 * A Searcher holds what lasts between the moves of one game (the hash
 * table, history and killers) and runs one search at a time, in the
 * calling thread; engine.h runs it in a background thread.  The search
 * ends at the limits given (depth, nodes, time from the clock or a fixed
 * time per move) or as soon as *stop becomes true, and always returns a
 * legal move when there is one.
 *
 * With more than one thread (searcher_set_threads), the search is "lazy
 * SMP": helper searchers, each with its own position, history and killers,
 * search the same root in threads of their own, every other one an
 * iteration deeper, sharing the hash table (lockless, see
 * transposition.h); what they store guides the calling thread's search,
 * whose move is played.  The helpers start and end with each search.
 *
 * Scores are centipawns for the side to move; SCORE_MATE - n means "mates
 * in n plies", -(SCORE_MATE - n) "is mated in n plies".
 */
#ifndef RAUMSCHACH_SEARCH_H
#define RAUMSCHACH_SEARCH_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "move.h"
#include "movepicker.h"

enum {
    SCORE_INFINITE = 32000,
    SCORE_MATE = 31000,
    SCORE_MATE_BOUND = SCORE_MATE - SEARCH_MAX_PLY, /* beyond it: a mate was found */
    SCORE_DRAW = 0,
    SEARCH_MAX_DEPTH = SEARCH_MAX_PLY - 8,
    SCORE_TEXT_SIZE = 16,
    SEARCH_MAX_THREADS = 64,
};

typedef struct SearchLimits {
    int depth;              /* deepest iteration; 0: no limit */
    uint64_t nodes;         /* stop after about this many nodes; 0: no limit */
    int64_t movetime_ms;    /* fixed time for this move; 0: none */
    bool clock;             /* derive the time from the clock below */
    int64_t clock_ms;       /* time left on the mover's clock */
    int64_t increment_ms;   /* added to it after each move */
    bool random_move;       /* play a random legal move and do not search */
    uint64_t seed;          /* for the random move and the weak levels' mistakes */
    /* Pondering: when not NULL, the time limits (clock or movetime) count
     * only from the moment *ponderhit becomes true; until then the search
     * runs until stopped (or another limit). */
    const atomic_bool *ponderhit;
    /* Human-like mistakes of the lower levels (weakplay.h); 0: none. */
    int blunder_percent;    /* chance of a plausible move other than the best */
    int blunder_margin;     /* centipawns below the best that are plausible */
    int miss_percent;       /* chance of overlooking each capture */
    /* Stopped inside an iteration, play the last completed one's move
     * even when the unfinished one had found a better (the node levels,
     * to play the games the ladder was measured with). */
    bool whole_iterations;
} SearchLimits;

typedef struct SearchReport {
    int depth;              /* last iteration completed */
    int seldepth;           /* deepest ply reached */
    int score;
    uint64_t nodes;
    int64_t elapsed_ms;
    int hashfull;           /* permille of the hash table used by this search */
    Move best;
    int pv_length;
    Move pv[SEARCH_MAX_PLY];
} SearchReport;

/* Called in the searching thread after each completed iteration. */
typedef void (*SearchProgress)(const SearchReport *report, void *user);

typedef struct Searcher Searcher;

/* A searcher with a hash table of about hash_megabytes MB. */
Searcher *searcher_new(size_t hash_megabytes);
void searcher_free(Searcher *s);
/* Forgets the hash table and history (a new game). */
void searcher_clear(Searcher *s);
/* Searches on `threads` threads (1 to SEARCH_MAX_THREADS; others are
 * brought into that range) from the next search on.  Not during a search. */
void searcher_set_threads(Searcher *s, int threads);
int searcher_threads(const Searcher *s);

/* Searches the current position of `game` (its earlier positions count
 * for repetitions).  Returns the best move, MOVE_NONE only when the side to
 * move has no legal move.  `stop` and `progress` may be NULL.  The final
 * figures go to *report (may be NULL). */
Move searcher_run(Searcher *s, const Game *game, const SearchLimits *limits, const atomic_bool *stop,
    SearchProgress progress, void *user, SearchReport *report);

/* The nodes of the search under way so far, of all its threads (safe to
 * call from another thread; updated every thousand nodes or so). */
uint64_t searcher_nodes(const Searcher *s);

/* Limits of the engine at full strength: by time (or until stopped), with
 * no depth or node limit, no random move and no mistakes on purpose
 * (blunders, overlooked captures).  Only such searches
 * are worth more threads or pondering: a weakened level plays as measured
 * on every machine. */
bool search_limits_full_strength(const SearchLimits *limits);

/* "35", "-120", "M3" (mates in 3 moves), "-M2" (is mated in 2). */
void search_score_text(int score, char buf[SCORE_TEXT_SIZE]);
/* Moves (not plies) to the mate of a mate score, negative when mated;
 * 0 for other scores. */
int search_mate_moves(int score);

#endif
