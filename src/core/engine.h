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
 * The Einhorn engine in a background thread: the interface the game screen
 * and the --engine protocol use.  Nothing here blocks except engine_wait()
 * and engine_free(), and nothing here touches the terminal.
 *
 * An Engine owns a searcher (hash table, history) and at most one search at
 * a time, running in its own POSIX thread on a private copy of the game
 * (position and history, for repetitions).  One controlling thread calls
 * the functions below; several engines may search at once (the AI's move
 * and a hint for the human, say).
 *
 * Typical use by a game screen:
 *
 *     Engine *e = engine_new(TT_DEFAULT_MEGABYTES);
 *     ...
 *     SearchLimits limits;
 *     LevelClock clock = { remaining_ms, increment_ms };
 *     level_limits(LEVEL_HARD, has_clock ? &clock : NULL, seed, &limits);
 *     engine_start(e, &game, &limits, NULL, NULL);
 *     // main loop: poll() on the terminal and on engine_wakeup_fd(e);
 *     // on a wake-up call engine_drain_wakeups(e), then
 *     EngineStatus st;
 *     if (engine_poll(e, &st)) {            // finished
 *         Move m = st.best; ... play it ...
 *     } else if (st.report.depth > 0) {      // show depth, score, PV
 *         ...
 *     }
 *     // undo, quit or a new game while it thinks: engine_stop(e), then
 *     // engine_wait(e, NULL) (returns within milliseconds).
 *
 * A hint is the same: a search of the human's position, for instance with
 * level_limits(LEVEL_STRONG, NULL, seed, &limits), on a second engine.
 *
 * The wake-up descriptor becomes readable after every completed iteration
 * and when the search ends.  A callback, when given, is called at the same
 * moments from the search thread: it must be quick and thread-safe (write
 * to a pipe, signal a condition variable, print under a lock).
 */
#ifndef RAUMSCHACH_ENGINE_H
#define RAUMSCHACH_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "search.h"

typedef struct Engine Engine;

typedef struct EngineStatus {
    bool searching;          /* a search is under way */
    bool finished;           /* the last search has ended (best is its move) */
    Move best;               /* when finished: the move to play (MOVE_NONE: no legal move) */
    SearchReport report;     /* the latest completed iteration (depth 0: none yet),
                              * or the final figures when finished */
    uint64_t nodes;          /* nodes searched so far (updated while searching) */
    int64_t elapsed_ms;      /* time since the search started */
} EngineStatus;

/* Called in the search thread after each iteration (finished false) and
 * once at the end (finished true, report->best is the move). */
typedef void (*EngineCallback)(const SearchReport *report, bool finished, void *user);

/* An idle engine with a hash table of about hash_megabytes MB. */
Engine *engine_new(size_t hash_megabytes);
/* Stops and waits for any search, then frees everything. */
void engine_free(Engine *e);
/* Forgets what was learnt (a new game); waits for a running search to stop
 * first. */
void engine_new_game(Engine *e);

/* Searches at full strength on `threads` threads from the next search on
 * (see search.h); a search with a depth or node limit or a weakened
 * level's mistakes runs on one, so that a level plays the same games
 * everywhere.  Stops and waits for a running search first. */
void engine_set_threads(Engine *e, int threads);

/* Starts searching a copy of the game's current position; returns at once.
 * False when a search is already running (stop and wait for it first).
 * callback may be NULL; limits->ponderhit is not used (see engine_ponder). */
bool engine_start(Engine *e, const Game *game, const SearchLimits *limits, EngineCallback callback,
    void *user);
/* Asks the search to stop as soon as it can; returns at once.  The search
 * still ends with a legal move (the best found so far). */
void engine_stop(Engine *e);
/* Starts pondering: searching a copy of the game's current position, the
 * position expected after the opponent's move, with `limits` (those of the
 * real search) whose time counts only from engine_ponderhit(); until then
 * it searches until stopped.  False as engine_start(). */
bool engine_ponder(Engine *e, const Game *game, const SearchLimits *limits);
/* The position pondered on has come on the board: the search goes on as
 * the real one, its time limits counted from now. */
void engine_ponderhit(Engine *e);
/* Waits for the search to end and returns its move (MOVE_NONE when no
 * search ran or the side to move had no legal move); *report (may be NULL)
 * gets its final figures. */
Move engine_wait(Engine *e, SearchReport *report);
/* A snapshot of the search without waiting; true when it has finished. */
bool engine_poll(Engine *e, EngineStatus *status);

/* A descriptor that becomes readable when there is news (an iteration
 * completed, the search ended), for poll() or select(). */
int engine_wakeup_fd(const Engine *e);
/* Empties the wake-up descriptor after it was seen readable. */
void engine_drain_wakeups(Engine *e);

#endif
