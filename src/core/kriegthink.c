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
 * The Kriegspiel engine's background thread (see kriegthink.h): a worker
 * (worker.h) whose job is one choice; its lock guards the result too.
 * The view the thread works on is the thinker's own, freed when the next
 * choice starts or the thinker goes.
 */
#include <config.h>

#include "kriegthink.h"

#include <stdlib.h>
#include <string.h>

#include "worker.h"
#include "xalloc.h"

struct KriegThinker {
    KriegAi *ai;
    Worker worker;
    KriegView view;           /* the view the choice is made on */
    KriegAiLimits limits;
    Move try;
    KriegAiReport report;
    int64_t elapsed_ms;       /* the finished choice's time */
};

static void *choose_thread(void *arg)
{
    KriegThinker *t = arg;
    KriegAiReport report;
    memset(&report, 0, sizeof report);
    Move try = kriegai_choose(t->ai, &t->view, &t->limits, &t->worker.stop, &report);

    pthread_mutex_lock(&t->worker.lock);
    t->try = try;
    t->report = report;
    t->elapsed_ms = worker_elapsed_ms(&t->worker);
    worker_finish_unlock(&t->worker);
    wakeup_signal(&t->worker.wakeup);
    return NULL;
}

KriegThinker *kriegthink_new(size_t hash_megabytes)
{
    KriegThinker *t = xcalloc(1, sizeof *t);
    t->ai = kriegai_new(hash_megabytes);
    worker_init(&t->worker);
    t->try = MOVE_NONE;
    return t;
}

void kriegthink_free(KriegThinker *t)
{
    if (t == NULL)
        return;
    worker_destroy(&t->worker);
    kriegview_free(&t->view);
    kriegai_free(t->ai);
    free(t);
}

void kriegthink_new_game(KriegThinker *t)
{
    kriegthink_stop(t);
    worker_join(&t->worker);
    kriegai_new_game(t->ai);
}

bool kriegthink_start(KriegThinker *t, KriegView *view, const KriegAiLimits *limits)
{
    if (!worker_claim(&t->worker))
        return false;
    kriegview_free(&t->view);
    t->view = *view;
    memset(view, 0, sizeof *view);
    t->limits = *limits;
    t->try = MOVE_NONE;
    memset(&t->report, 0, sizeof t->report);
    t->elapsed_ms = 0;
    return worker_start(&t->worker, choose_thread, t, true);
}

void kriegthink_stop(KriegThinker *t)
{
    atomic_store(&t->worker.stop, true);
}

Move kriegthink_wait(KriegThinker *t, KriegAiReport *report)
{
    worker_join(&t->worker);
    pthread_mutex_lock(&t->worker.lock);
    Move try = worker_finished(&t->worker) ? t->try : MOVE_NONE;
    if (report)
        *report = t->report;
    pthread_mutex_unlock(&t->worker.lock);
    return try;
}

bool kriegthink_poll(KriegThinker *t, KriegThinkStatus *status)
{
    pthread_mutex_lock(&t->worker.lock);
    status->thinking = worker_running(&t->worker);
    status->finished = worker_finished(&t->worker);
    status->try = status->finished ? t->try : MOVE_NONE;
    status->report = t->report;
    status->elapsed_ms = status->thinking ? worker_elapsed_ms(&t->worker) : t->elapsed_ms;
    pthread_mutex_unlock(&t->worker.lock);
    return status->finished;
}

int kriegthink_wakeup_fd(const KriegThinker *t)
{
    return t->worker.wakeup.read_end;
}

void kriegthink_drain_wakeups(KriegThinker *t)
{
    wakeup_drain(&t->worker.wakeup);
}
