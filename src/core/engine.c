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

#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "timeman.h"
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
    int wakeup[2];            /* pipe: read end, write end */
};

static void wake(Engine *e)
{
    char byte = 1;
    /* A full pipe already wakes the reader: nothing is lost. */
    ssize_t written = write(e->wakeup[1], &byte, 1);
    (void)written;
}

static void on_iteration(const SearchReport *report, void *user)
{
    Engine *e = user;
    pthread_mutex_lock(&e->lock);
    e->latest = *report;
    pthread_mutex_unlock(&e->lock);
    if (e->callback)
        e->callback(report, false, e->user);
    wake(e);
}

static void *search_thread(void *arg)
{
    Engine *e = arg;
    SearchReport report;
    Move best = searcher_run(e->searcher, &e->game, &e->limits, &e->stop, on_iteration, e, &report);

    pthread_mutex_lock(&e->lock);
    e->final = report;
    e->best = best;
    e->state = ENGINE_FINISHED;
    pthread_cond_broadcast(&e->finished);
    pthread_mutex_unlock(&e->lock);
    if (e->callback)
        e->callback(&report, true, e->user);
    wake(e);
    return NULL;
}

static void set_nonblocking(int fd)
{
    int flags = fcntl(fd, F_GETFL);
    fcntl(fd, F_SETFL, flags | O_NONBLOCK);
    fcntl(fd, F_SETFD, FD_CLOEXEC);
}

Engine *engine_new(size_t hash_megabytes)
{
    Engine *e = xcalloc(1, sizeof *e);
    e->searcher = searcher_new(hash_megabytes);
    pthread_mutex_init(&e->lock, NULL);
    pthread_cond_init(&e->finished, NULL);
    atomic_init(&e->stop, false);
    atomic_init(&e->ponderhit, false);
    if (pipe(e->wakeup) != 0)
        abort(); /* out of descriptors at start-up: nothing sensible to do */
    set_nonblocking(e->wakeup[0]);
    set_nonblocking(e->wakeup[1]);
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
    close(e->wakeup[0]);
    close(e->wakeup[1]);
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
    return e->wakeup[0];
}

void engine_drain_wakeups(Engine *e)
{
    char buf[64];
    while (read(e->wakeup[0], buf, sizeof buf) > 0)
        continue;
}
