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
 * The background worker (core/worker.h): a job runs in its own thread
 * and is told to stop; no second job is claimed while one runs; the end
 * of a job is seen through the wake-up descriptor (waited on, never slept
 * for) and its result read under the lock; destroying a worker stops and
 * joins the job under way.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/worker.h"

#include <poll.h>
#include <sched.h>

typedef struct Job {
    Worker worker;
    atomic_bool started;
    int rounds;                 /* how often it looked at the stop flag */
    int result;
} Job;

/* Runs until told to stop, then stores 42 and how often it looked. */
static void *until_stopped(void *arg)
{
    Job *j = arg;
    int rounds = 0;
    atomic_store(&j->started, true);
    while (!atomic_load(&j->worker.stop)) {
        rounds++;
        sched_yield();
    }
    pthread_mutex_lock(&j->worker.lock);
    j->result = 42;
    j->rounds = rounds;
    worker_finish_unlock(&j->worker);
    wakeup_signal(&j->worker.wakeup);
    return NULL;
}

static void wait_readable(int fd)
{
    struct pollfd p = { .fd = fd, .events = POLLIN };
    ck_assert_int_eq(poll(&p, 1, -1), 1);
}

START_TEST(one_job_at_a_time)
{
    Job j = { .result = 0 };
    atomic_init(&j.started, false);
    worker_init(&j.worker);
    ck_assert(worker_claim(&j.worker));
    ck_assert(worker_start(&j.worker, until_stopped, &j, true));
    while (!atomic_load(&j.started))
        sched_yield();
    ck_assert(!worker_claim(&j.worker));
    pthread_mutex_lock(&j.worker.lock);
    ck_assert(worker_running(&j.worker));
    ck_assert(!worker_finished(&j.worker));
    pthread_mutex_unlock(&j.worker.lock);
    ck_assert_int_ge(worker_elapsed_ms(&j.worker), 0);

    atomic_store(&j.worker.stop, true);
    wait_readable(j.worker.wakeup.read_end);
    wakeup_drain(&j.worker.wakeup);
    worker_join(&j.worker);
    pthread_mutex_lock(&j.worker.lock);
    ck_assert(worker_finished(&j.worker));
    ck_assert_int_eq(j.result, 42);
    pthread_mutex_unlock(&j.worker.lock);

    /* The next job may start: the stop flag is cleared for it. */
    ck_assert(worker_claim(&j.worker));
    j.result = 0;
    atomic_store(&j.started, false);
    ck_assert(worker_start(&j.worker, until_stopped, &j, true));
    ck_assert(!atomic_load(&j.worker.stop));
    while (!atomic_load(&j.started))
        sched_yield();
    worker_destroy(&j.worker);
    ck_assert_int_eq(j.result, 42);
}
END_TEST

START_TEST(join_without_a_job)
{
    Worker w;
    worker_init(&w);
    worker_join(&w);
    ck_assert(worker_claim(&w));
    pthread_mutex_lock(&w.lock);
    ck_assert(!worker_running(&w));
    ck_assert(!worker_finished(&w));
    pthread_mutex_unlock(&w.lock);
    worker_destroy(&w);
}
END_TEST

static Suite *worker_suite(void)
{
    Suite *s = suite_create("worker");
    TCase *tc = tcase_create("worker");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, one_job_at_a_time);
    tcase_add_test(tc, join_without_a_job);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(worker_suite)
