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
 * The engine's background thread (see engine.h): a worker (worker.h)
 * whose job is one search; its lock guards the reports and the best move
 * too.
 */
#include <config.h>

#include "engine.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "level.h"
#include "worker.h"
#include "xalloc.h"

struct Engine {
    Searcher *searcher;
    Worker worker;
    int threads;              /* for searches at full strength; others get one */
    atomic_bool ponderhit;
    Game game;
    bool have_game;
    SearchLimits limits;
    EngineCallback callback;
    void *user;
    SearchReport latest;      /* the latest completed iteration */
    SearchReport final;
    Move best;
};

static void on_iteration(const SearchReport *report, void *user)
{
    Engine *e = user;
    pthread_mutex_lock(&e->worker.lock);
    e->latest = *report;
    pthread_mutex_unlock(&e->worker.lock);
    if (e->callback)
        e->callback(report, false, e->user);
    wakeup_signal(&e->worker.wakeup);
}

static void *search_thread(void *arg)
{
    Engine *e = arg;
    SearchReport report;
    Move best = level_search(e->searcher, &e->game, &e->limits, &e->worker.stop, on_iteration, e, &report);

    pthread_mutex_lock(&e->worker.lock);
    e->final = report;
    e->best = best;
    worker_finish_unlock(&e->worker);
    if (e->callback)
        e->callback(&report, true, e->user);
    wakeup_signal(&e->worker.wakeup);
    return NULL;
}

Engine *engine_new(size_t hash_megabytes)
{
    Engine *e = xcalloc(1, sizeof *e);
    e->searcher = searcher_new(hash_megabytes);
    worker_init(&e->worker);
    e->threads = 1;
    atomic_init(&e->ponderhit, false);
    return e;
}

void engine_free(Engine *e)
{
    if (e == NULL)
        return;
    worker_destroy(&e->worker);
    if (e->have_game)
        game_free(&e->game);
    searcher_free(e->searcher);
    free(e);
}

void engine_new_game(Engine *e)
{
    engine_stop(e);
    worker_join(&e->worker);
    searcher_clear(e->searcher);
}

void engine_set_threads(Engine *e, int threads)
{
    engine_stop(e);
    worker_join(&e->worker);
    e->threads = threads;
}

/* Starts the search; when pondering, its time limits wait for
 * engine_ponderhit(), and it needs a thread of its own (on this one it
 * would never end). */
static bool start(Engine *e, const Game *game, const SearchLimits *limits, bool ponder, EngineCallback callback,
    void *user)
{
    if (!worker_claim(&e->worker))
        return false;
    if (e->have_game)
        game_free(&e->game);
    game_copy(&e->game, game);
    e->have_game = true;
    e->limits = *limits;
    searcher_set_threads(e->searcher, search_limits_full_strength(limits) ? e->threads : 1);
    atomic_store(&e->ponderhit, false);
    e->limits.ponderhit = ponder ? &e->ponderhit : NULL;
    e->callback = callback;
    e->user = user;
    memset(&e->latest, 0, sizeof e->latest);
    memset(&e->final, 0, sizeof e->final);
    e->best = MOVE_NONE;
    return worker_start(&e->worker, search_thread, e, !ponder);
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
    atomic_store(&e->worker.stop, true);
}

void engine_ponderhit(Engine *e)
{
    atomic_store(&e->ponderhit, true);
}

Move engine_wait(Engine *e, SearchReport *report)
{
    worker_join(&e->worker);
    pthread_mutex_lock(&e->worker.lock);
    Move best = worker_finished(&e->worker) ? e->best : MOVE_NONE;
    if (report)
        *report = e->final;
    pthread_mutex_unlock(&e->worker.lock);
    return best;
}

bool engine_poll(Engine *e, EngineStatus *status)
{
    pthread_mutex_lock(&e->worker.lock);
    status->searching = worker_running(&e->worker);
    status->finished = worker_finished(&e->worker);
    status->best = status->finished ? e->best : MOVE_NONE;
    status->report = status->finished ? e->final : e->latest;
    status->nodes = status->finished ? e->final.nodes : searcher_nodes(e->searcher);
    status->elapsed_ms = status->finished ? e->final.elapsed_ms
        : status->searching ? worker_elapsed_ms(&e->worker) : 0;
    pthread_mutex_unlock(&e->worker.lock);
    return status->finished;
}

int engine_wakeup_fd(const Engine *e)
{
    return e->worker.wakeup.read_end;
}

void engine_drain_wakeups(Engine *e)
{
    wakeup_drain(&e->worker.wakeup);
}
