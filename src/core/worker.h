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
 * A worker: one job at a time in a background thread of its own, for the
 * engine's searches (engine.c) and the Kriegspiel engine's choices
 * (kriegthink.c).  Its mutex guards its state and whatever results the
 * job stores under it; the stop flag is atomic so that the job can look
 * at it at any moment without the lock.  A job ends by storing its
 * results under the lock and calling worker_finish_unlock(), which wakes
 * whoever waits, then signalling the wake-up pipe, which wakes the main
 * loop's poll() (anything it reports in between comes first).  The
 * thread is joined by whoever next waits, starts or destroys, so that a
 * finished job never leaves a thread behind.
 */
#ifndef RAUMSCHACH_CORE_WORKER_H
#define RAUMSCHACH_CORE_WORKER_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "wakeup.h"

typedef enum { WORKER_IDLE, WORKER_RUNNING, WORKER_FINISHED } WorkerState;

typedef struct Worker {
    pthread_mutex_t lock;
    pthread_cond_t finished;
    pthread_t thread;
    bool joinable;            /* a thread to join */
    WorkerState state;        /* under the lock */
    atomic_bool stop;         /* the job is asked to end soon */
    int64_t start_ns;         /* when the job started (timeman_now_ns) */
    WakeupPipe wakeup;
} Worker;

void worker_init(Worker *w);
/* Asks the job under way to stop, joins it, and frees what the worker
 * holds. */
void worker_destroy(Worker *w);
/* Waits for the job under way, if any, to end, and joins its thread. */
void worker_join(Worker *w);
/* Before a new job's inputs are written: false while a job runs (they
 * are its inputs still), else true with the last thread joined. */
bool worker_claim(Worker *w);
/* Runs job(arg) in a new thread.  When no thread is to be had, it runs
 * here if may_run_here (true), else the worker stays idle (false). */
bool worker_start(Worker *w, void *(*job)(void *), void *arg, bool may_run_here);
/* Called by the job, the lock held and its results stored: the job is
 * finished, and the lock released. */
void worker_finish_unlock(Worker *w);
/* The state, read under the lock by the caller that holds it. */
static inline bool worker_running(const Worker *w)
{
    return w->state == WORKER_RUNNING;
}

static inline bool worker_finished(const Worker *w)
{
    return w->state == WORKER_FINISHED;
}

/* Milliseconds since the job started. */
int64_t worker_elapsed_ms(const Worker *w);

#endif
