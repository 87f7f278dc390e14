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
 * Signal handlers and the self-pipe.
 */
#include <config.h>

#include "tui/signals.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "core/fullwrite.h"

enum { CRASH_TEXT_SIZE = 1024 };

static int wakeup_pipe[2] = { -1, -1 };
static volatile sig_atomic_t received;

static struct sigaction curses_resize;   /* the SIGWINCH handler curses installed */

static struct termios saved_terminal;
static int saved_terminal_fd = -1;
static char crash_reset[CRASH_TEXT_SIZE];
static char crash_message[CRASH_TEXT_SIZE];

/* From a handler: the loop's poll() wakes up. */
static void wake_loop(void)
{
    char byte = 1;
    if (write(wakeup_pipe[1], &byte, 1) < 0) {
        /* The pipe is full: the loop is already awake. */
    }
}

static void on_quit_signal(int signal_number)
{
    int saved_errno = errno;
    if (received == 0)
        received = signal_number;
    wake_loop();
    errno = saved_errno;
}

/* The terminal changed size: curses' own handler notes it (its next
 * getch() returns KEY_RESIZE), and the byte wakes the loop to read it,
 * also when the signal came while the loop was drawing, not polling. */
static void on_resize(int signal_number, siginfo_t *info, void *context)
{
    int saved_errno = errno;
    if (curses_resize.sa_flags & SA_SIGINFO)
        curses_resize.sa_sigaction(signal_number, info, context);
    else if (curses_resize.sa_handler != SIG_DFL && curses_resize.sa_handler != SIG_IGN)
        curses_resize.sa_handler(signal_number);
    wake_loop();
    errno = saved_errno;
}

static void on_crash(int signal_number)
{
    if (saved_terminal_fd >= 0)
        tcsetattr(saved_terminal_fd, TCSANOW, &saved_terminal);
    full_write(STDERR_FILENO, crash_reset, strlen(crash_reset));
    full_write(STDERR_FILENO, crash_message, strlen(crash_message));
    signals_die_of(signal_number);
}

void signals_die_of(int signal_number)
{
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal_number);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(signal_number);
}

static void set_handler(int signal_number, void (*handler)(int), int flags)
{
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    sigaction(signal_number, &action, NULL);
}

int signals_install(void)
{
    if (pipe(wakeup_pipe) != 0)
        return 0;
    for (int i = 0; i < 2; i++) {
        fcntl(wakeup_pipe[i], F_SETFL, fcntl(wakeup_pipe[i], F_GETFL) | O_NONBLOCK);
        fcntl(wakeup_pipe[i], F_SETFD, FD_CLOEXEC);
    }
    static const int quitting[] = { SIGTERM, SIGHUP, SIGINT };
    for (size_t i = 0; i < sizeof quitting / sizeof *quitting; i++)
        set_handler(quitting[i], on_quit_signal, SA_RESTART);
    static const int crashing[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGQUIT };
    for (size_t i = 0; i < sizeof crashing / sizeof *crashing; i++)
        set_handler(crashing[i], on_crash, SA_RESETHAND);
    return 1;
}

void signals_wake_on_resize(void)
{
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_resize;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART | SA_SIGINFO;
    sigaction(SIGWINCH, &action, &curses_resize);
}

int signals_wakeup_fd(void)
{
    return wakeup_pipe[0];
}

int signals_received(void)
{
    return received;
}

void signals_note_hangup(void)
{
    if (received == 0)
        received = SIGHUP;
}

void signals_prepare_crash(const char *terminal_reset, const char *message)
{
    if (terminal_reset != NULL)
        snprintf(crash_reset, sizeof crash_reset, "%s", terminal_reset);
    if (message != NULL)
        snprintf(crash_message, sizeof crash_message, "%s", message);
}

void signals_save_terminal(int fd)
{
    if (tcgetattr(fd, &saved_terminal) == 0)
        saved_terminal_fd = fd;
}
