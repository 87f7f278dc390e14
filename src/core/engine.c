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
 * The engine's background thread (see engine.h).  A mutex guards the
 * engine's state and the latest report; the stop flag is atomic so that
 * the search can look at it at any moment without the lock.  The thread
 * is joined by whoever next waits, starts or frees, so that a finished
 * search never leaves a thread behind.
 */
#include <config.h>

#include "engine.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "level.h"
#include "timeman.h"
#include "wakeup.h"
#include "xalloc.h"

typedef enum { ENGINE_IDLE, ENGINE_SEARCHING, ENGINE_FINISHED } EngineState;

struct Engine {
    Searcher *searcher;
    pthread_mutex_t lock;
    pthread_cond_t finished;
    pthread_t thread;
    bool joinable;
    EngineState state;
    atomic_bool stop;
    atomic_bool ponderhit;
    Game game;
    bool have_game;
    SearchLimits limits;
    EngineCallback callback;
    void *user;
    SearchReport latest;      /* the latest completed iteration */
    SearchReport final;
    Move best;
    int64_t start_ns;
    WakeupPipe wakeup;
};

static void on_iteration(const SearchReport *report, void *user)
{
    Engine *e = user;
    pthread_mutex_lock(&e->lock);
    e->latest = *report;
    pthread_mutex_unlock(&e->lock);
    if (e->callback)
        e->callback(report, false, e->user);
    wakeup_signal(&e->wakeup);
}

static void *search_thread(void *arg)
{
    Engine *e = arg;
    SearchReport report;
    Move best = level_search(e->searcher, &e->game, &e->limits, &e->stop, on_iteration, e, &report);

    pthread_mutex_lock(&e->lock);
    e->final = report;
    e->best = best;
    e->state = ENGINE_FINISHED;
    pthread_cond_broadcast(&e->finished);
    pthread_mutex_unlock(&e->lock);
    if (e->callback)
        e->callback(&report, true, e->user);
    wakeup_signal(&e->wakeup);
    return NULL;
}

Engine *engine_new(size_t hash_megabytes)
{
    Engine *e = xcalloc(1, sizeof *e);
    e->searcher = searcher_new(hash_megabytes);
    pthread_mutex_init(&e->lock, NULL);
    pthread_cond_init(&e->finished, NULL);
    atomic_init(&e->stop, false);
    atomic_init(&e->ponderhit, false);
    wakeup_open(&e->wakeup);
    return e;
}

/* Waits for the thread (with the lock not held) and joins it. */
static void join_search(Engine *e)
{
    pthread_mutex_lock(&e->lock);
    while (e->state == ENGINE_SEARCHING)
        pthread_cond_wait(&e->finished, &e->lock);
    bool joinable = e->joinable;
    e->joinable = false;
    pthread_mutex_unlock(&e->lock);
    if (joinable)
        pthread_join(e->thread, NULL);
}

void engine_free(Engine *e)
{
    if (e == NULL)
        return;
    engine_stop(e);
    join_search(e);
    if (e->have_game)
        game_free(&e->game);
    searcher_free(e->searcher);
    pthread_mutex_destroy(&e->lock);
    pthread_cond_destroy(&e->finished);
    wakeup_close(&e->wakeup);
    free(e);
}

void engine_new_game(Engine *e)
{
    engine_stop(e);
    join_search(e);
    searcher_clear(e->searcher);
}

void engine_set_threads(Engine *e, int threads)
{
    engine_stop(e);
    join_search(e);
    searcher_set_threads(e->searcher, threads);
}

/* Starts the search; when pondering, its time limits wait for
 * engine_ponderhit(). */
static bool start(Engine *e, const Game *game, const SearchLimits *limits, bool ponder, EngineCallback callback,
    void *user)
{
    pthread_mutex_lock(&e->lock);
    bool busy = e->state == ENGINE_SEARCHING;
    pthread_mutex_unlock(&e->lock);
    if (busy)
        return false;
    join_search(e);

    if (e->have_game)
        game_free(&e->game);
    game_copy(&e->game, game);
    e->have_game = true;
    e->limits = *limits;
    atomic_store(&e->ponderhit, false);
    e->limits.ponderhit = ponder ? &e->ponderhit : NULL;
    e->callback = callback;
    e->user = user;
    atomic_store(&e->stop, false);
    memset(&e->latest, 0, sizeof e->latest);
    memset(&e->final, 0, sizeof e->final);
    e->best = MOVE_NONE;
    e->start_ns = timeman_now_ns();
    e->state = ENGINE_SEARCHING;
    if (pthread_create(&e->thread, NULL, search_thread, e) != 0) {
        /* No thread to be had: search here rather than not at all (a
         * ponder search would never end: not at all, then). */
        if (ponder) {
            e->state = ENGINE_IDLE;
            return false;
        }
        search_thread(e);
        return true;
    }
    e->joinable = true;
    return true;
}

bool engine_start(Engine *e, const Game *game, const SearchLimits *limits, EngineCallback callback,
    void *user)
{
    return start(e, game, limits, false, callback, user);
}

bool engine_ponder(Engine *e, const Game *game, const SearchLimits *limits)
{
    return start(e, game, limits, true, NULL, NULL);
}

void engine_stop(Engine *e)
{
    atomic_store(&e->stop, true);
}

void engine_ponderhit(Engine *e)
{
    atomic_store(&e->ponderhit, true);
}

Move engine_wait(Engine *e, SearchReport *report)
{
    join_search(e);
    pthread_mutex_lock(&e->lock);
    Move best = e->state == ENGINE_FINISHED ? e->best : MOVE_NONE;
    if (report)
        *report = e->final;
    pthread_mutex_unlock(&e->lock);
    return best;
}

bool engine_poll(Engine *e, EngineStatus *status)
{
    pthread_mutex_lock(&e->lock);
    status->searching = e->state == ENGINE_SEARCHING;
    status->finished = e->state == ENGINE_FINISHED;
    status->best = status->finished ? e->best : MOVE_NONE;
    status->report = status->finished ? e->final : e->latest;
    status->nodes = status->finished ? e->final.nodes : searcher_nodes(e->searcher);
    status->elapsed_ms = status->finished ? e->final.elapsed_ms
        : e->state == ENGINE_SEARCHING ? (timeman_now_ns() - e->start_ns) / 1000000 : 0;
    pthread_mutex_unlock(&e->lock);
    return status->finished;
}

int engine_wakeup_fd(const Engine *e)
{
    return e->wakeup.read_end;
}

void engine_drain_wakeups(Engine *e)
{
    wakeup_drain(&e->wakeup);
}
