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
 * Signals.  SIGTERM, SIGHUP and SIGINT only note the signal and write a
 * byte to a pipe that the main loop polls, so the loop itself (not the
 * handler) saves the game and restores the terminal: nothing the handler
 * does has to be async-signal-safe beyond write().  SIGINT is treated like
 * the others (save and quit without asking): in curses' cbreak mode Ctrl-C
 * is a deliberate interrupt, and the game is kept.
 *
 * A crash (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, and SIGQUIT, which
 * asks for a core dump like one) cannot save safely.  Its handler restores
 * the terminal modes saved at start (tcsetattr and write are
 * async-signal-safe), writes the terminal's reset sequence and a prepared
 * message, and dies of the same signal.  The game itself is safe in the
 * journal kept after every move (journal.h), which the next start saves.
 *
 * SIGWINCH keeps curses' handler, which makes getch() return KEY_RESIZE,
 * and also writes to the pipe: a resize that comes while the loop draws
 * would otherwise wait for the next key or clock tick.
 */
#ifndef RAUMSCHACH_TUI_SIGNALS_H
#define RAUMSCHACH_TUI_SIGNALS_H

/* Creates the wake-up pipe and installs the handlers; false on failure. */
int signals_install(void);
/* After curses started (its SIGWINCH handler in place): a change of the
 * terminal's size wakes the loop too, its handler still called first. */
void signals_wake_on_resize(void);
/* The descriptor to poll: readable once a signal arrived. */
int signals_wakeup_fd(void);
/* The first quitting signal received (SIGTERM, SIGHUP, SIGINT), or 0. */
int signals_received(void);
/* The terminal hung up: the program ends as if SIGHUP had come first (the
 * kernel sends it too, but maybe only after the program saw the hangup),
 * so that it always ends the same way, by SIGHUP. */
void signals_note_hangup(void);
/* What the crash handler writes: the terminal reset sequence and a
 * message; both are copied, NULL keeps the one set before. */
void signals_prepare_crash(const char *terminal_reset, const char *message);
/* Saves the terminal modes to restore on a crash (before curses starts). */
void signals_save_terminal(int fd);
/* Dies of the signal with its default action (after cleaning up). */
void signals_die_of(int signal_number);

#endif
