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
 * The Kriegspiel engine's background thread (see kriegthink.h).  A mutex
 * guards the state and the result; the stop flag is atomic so that the
 * engine can look at it at any moment without the lock.  The thread is
 * joined by whoever next waits, starts or frees, so that a finished
 * choice never leaves a thread behind.  The view the thread works on is
 * the thinker's own, freed when the next choice starts or the thinker
 * goes.
 */
#include <config.h>

#include "kriegthink.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "timeman.h"
#include "wakeup.h"
#include "xalloc.h"

typedef enum { THINK_IDLE, THINK_CHOOSING, THINK_FINISHED } ThinkState;

struct KriegThinker {
    KriegAi *ai;
    pthread_mutex_t lock;
    pthread_cond_t finished;
    pthread_t thread;
    bool joinable;
    ThinkState state;
    atomic_bool stop;
    KriegView view;           /* the view the choice is made on */
    KriegAiLimits limits;
    Move try;
    KriegAiReport report;
    int64_t start_ns, elapsed_ms;
    WakeupPipe wakeup;
};

static void *choose_thread(void *arg)
{
    KriegThinker *t = arg;
    KriegAiReport report;
    memset(&report, 0, sizeof report);
    Move try = kriegai_choose(t->ai, &t->view, &t->limits, &t->stop, &report);

    pthread_mutex_lock(&t->lock);
    t->try = try;
    t->report = report;
    t->elapsed_ms = (timeman_now_ns() - t->start_ns) / 1000000;
    t->state = THINK_FINISHED;
    pthread_cond_broadcast(&t->finished);
    pthread_mutex_unlock(&t->lock);
    wakeup_signal(&t->wakeup);
    return NULL;
}

KriegThinker *kriegthink_new(size_t hash_megabytes)
{
    KriegThinker *t = xcalloc(1, sizeof *t);
    t->ai = kriegai_new(hash_megabytes);
    pthread_mutex_init(&t->lock, NULL);
    pthread_cond_init(&t->finished, NULL);
    atomic_init(&t->stop, false);
    t->try = MOVE_NONE;
    wakeup_open(&t->wakeup);
    return t;
}

/* Waits for the thread (with the lock not held) and joins it. */
static void join_choice(KriegThinker *t)
{
    pthread_mutex_lock(&t->lock);
    while (t->state == THINK_CHOOSING)
        pthread_cond_wait(&t->finished, &t->lock);
    bool joinable = t->joinable;
    t->joinable = false;
    pthread_mutex_unlock(&t->lock);
    if (joinable)
        pthread_join(t->thread, NULL);
}

void kriegthink_free(KriegThinker *t)
{
    if (t == NULL)
        return;
    kriegthink_stop(t);
    join_choice(t);
    kriegview_free(&t->view);
    kriegai_free(t->ai);
    pthread_mutex_destroy(&t->lock);
    pthread_cond_destroy(&t->finished);
    wakeup_close(&t->wakeup);
    free(t);
}

void kriegthink_new_game(KriegThinker *t)
{
    kriegthink_stop(t);
    join_choice(t);
    kriegai_new_game(t->ai);
}

bool kriegthink_start(KriegThinker *t, KriegView *view, const KriegAiLimits *limits)
{
    pthread_mutex_lock(&t->lock);
    bool busy = t->state == THINK_CHOOSING;
    pthread_mutex_unlock(&t->lock);
    if (busy)
        return false;
    join_choice(t);

    kriegview_free(&t->view);
    t->view = *view;
    memset(view, 0, sizeof *view);
    t->limits = *limits;
    atomic_store(&t->stop, false);
    t->try = MOVE_NONE;
    memset(&t->report, 0, sizeof t->report);
    t->start_ns = timeman_now_ns();
    t->elapsed_ms = 0;
    t->state = THINK_CHOOSING;
    if (pthread_create(&t->thread, NULL, choose_thread, t) != 0) {
        /* No thread to be had: choose here rather than not at all. */
        choose_thread(t);
        return true;
    }
    t->joinable = true;
    return true;
}

void kriegthink_stop(KriegThinker *t)
{
    atomic_store(&t->stop, true);
}

Move kriegthink_wait(KriegThinker *t, KriegAiReport *report)
{
    join_choice(t);
    pthread_mutex_lock(&t->lock);
    Move try = t->state == THINK_FINISHED ? t->try : MOVE_NONE;
    if (report)
        *report = t->report;
    pthread_mutex_unlock(&t->lock);
    return try;
}

bool kriegthink_poll(KriegThinker *t, KriegThinkStatus *status)
{
    pthread_mutex_lock(&t->lock);
    status->thinking = t->state == THINK_CHOOSING;
    status->finished = t->state == THINK_FINISHED;
    status->try = status->finished ? t->try : MOVE_NONE;
    status->report = t->report;
    status->elapsed_ms = status->thinking ? (timeman_now_ns() - t->start_ns) / 1000000 : t->elapsed_ms;
    pthread_mutex_unlock(&t->lock);
    return status->finished;
}

int kriegthink_wakeup_fd(const KriegThinker *t)
{
    return t->wakeup.read_end;
}

void kriegthink_drain_wakeups(KriegThinker *t)
{
    wakeup_drain(&t->wakeup);
}
