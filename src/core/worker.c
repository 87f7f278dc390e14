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
 * The background worker (see worker.h).
 */
#include <config.h>

#include "worker.h"

#include "timeman.h"

void worker_init(Worker *w)
{
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->finished, NULL);
    w->joinable = false;
    w->state = WORKER_IDLE;
    atomic_init(&w->stop, false);
    w->start_ns = 0;
    wakeup_open(&w->wakeup);
}

void worker_destroy(Worker *w)
{
    atomic_store(&w->stop, true);
    worker_join(w);
    pthread_mutex_destroy(&w->lock);
    pthread_cond_destroy(&w->finished);
    wakeup_close(&w->wakeup);
}

void worker_join(Worker *w)
{
    pthread_mutex_lock(&w->lock);
    while (w->state == WORKER_RUNNING)
        pthread_cond_wait(&w->finished, &w->lock);
    bool joinable = w->joinable;
    w->joinable = false;
    pthread_mutex_unlock(&w->lock);
    if (joinable)
        pthread_join(w->thread, NULL);
}

bool worker_claim(Worker *w)
{
    pthread_mutex_lock(&w->lock);
    bool busy = w->state == WORKER_RUNNING;
    pthread_mutex_unlock(&w->lock);
    if (busy)
        return false;
    worker_join(w);
    return true;
}

bool worker_start(Worker *w, void *(*job)(void *), void *arg, bool may_run_here)
{
    atomic_store(&w->stop, false);
    w->start_ns = timeman_now_ns();
    w->state = WORKER_RUNNING;
    if (pthread_create(&w->thread, NULL, job, arg) == 0) {
        w->joinable = true;
        return true;
    }
    if (!may_run_here) {
        w->state = WORKER_IDLE;
        return false;
    }
    job(arg);
    return true;
}

void worker_finish_unlock(Worker *w)
{
    w->state = WORKER_FINISHED;
    pthread_cond_broadcast(&w->finished);
    pthread_mutex_unlock(&w->lock);
}

int64_t worker_elapsed_ms(const Worker *w)
{
    return (timeman_now_ns() - w->start_ns) / 1000000;
}
