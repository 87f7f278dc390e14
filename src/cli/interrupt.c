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
#include <config.h>

#include "cli/interrupt.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"

/* Stored from a signal handler: only lock-free atomics may be. */
_Static_assert(ATOMIC_BOOL_LOCK_FREE == 2, "atomic_bool is lock-free");
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "atomic_int is lock-free");

static const int CAUGHT_SIGNALS[] = { SIGINT, SIGTERM, SIGHUP };

static atomic_bool requested;
static atomic_int caught;                    /* the first signal caught, 0 before */
static bool ignored[sizeof CAUGHT_SIGNALS / sizeof CAUGHT_SIGNALS[0]];

/* Any thread may run it, two at once for two signals: the first to
 * arrive is the one kept. */
static void on_signal(int signal_number)
{
    int none = 0;
    atomic_compare_exchange_strong(&caught, &none, signal_number);
    atomic_store(&requested, true);
}

void interrupt_catch(void)
{
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    /* No SA_RESTART: a wait in poll() or read() is interrupted (EINTR)
     * and reads the flag.  SA_RESETHAND: a second signal is not caught. */
    action.sa_flags = SA_RESETHAND;
    for (size_t i = 0; i < sizeof CAUGHT_SIGNALS / sizeof CAUGHT_SIGNALS[0]; i++) {
        /* A signal ignored when the program started stays ignored: SIGHUP
         * under nohup, SIGINT in a job the shell started in the
         * background. */
        struct sigaction before;
        if (sigaction(CAUGHT_SIGNALS[i], NULL, &before) == 0 && before.sa_handler == SIG_IGN) {
            ignored[i] = true;
            continue;
        }
        sigaction(CAUGHT_SIGNALS[i], &action, NULL);
    }
}

const atomic_bool *interrupt_flag(void)
{
    return &requested;
}

bool interrupt_requested(void)
{
    return atomic_load(&requested);
}

const char *interrupt_signal_name(void)
{
    return strsignal(atomic_load(&caught));
}

const char *interrupt_reason(void)
{
    static char reason[128];
    /* TRANSLATORS: the signal's name ("Interrupt" for Ctrl-C, from the C
     * library). */
    snprintf(reason, sizeof reason, _("stopped by a signal (%s)"), interrupt_signal_name());
    return reason;
}

void interrupt_release(void)
{
    for (size_t i = 0; i < sizeof CAUGHT_SIGNALS / sizeof CAUGHT_SIGNALS[0]; i++)
        if (!ignored[i])
            signal(CAUGHT_SIGNALS[i], SIG_DFL);
    if (atomic_load(&requested))
        raise(atomic_load(&caught));
}
