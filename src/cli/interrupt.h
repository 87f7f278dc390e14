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
 * Stopping a match (--match) by a signal without losing its game: Ctrl-C
 * (SIGINT), SIGTERM or SIGHUP is caught once and only raises a flag; the
 * engine's search and the wait for an opponent program read the flag and
 * end early, the match saves the game in progress as an unfinished record
 * ("*", not scored), prints the score of the games finished, and then
 * ends by the same signal, as it would have without the handler.  A
 * second signal of the same kind ends the program at once.  A signal
 * ignored when the program started (SIGHUP under nohup, SIGINT in a
 * background job of a shell) is left ignored.
 */
#ifndef RAUMSCHACH_CLI_INTERRUPT_H
#define RAUMSCHACH_CLI_INTERRUPT_H

#include <stdatomic.h>
#include <stdbool.h>

/* Catches SIGINT, SIGTERM and SIGHUP from now on. */
void interrupt_catch(void);
/* The flag a caught signal raises, for searches to stop by. */
const atomic_bool *interrupt_flag(void);
/* Whether a signal was caught. */
bool interrupt_requested(void);
/* The first signal caught, for messages ("Interrupt", "Terminated" ...). */
const char *interrupt_signal_name(void);
/* Why a game stopped: "stopped by a signal (NAME)". */
const char *interrupt_reason(void);
/* The handlers undone; when a signal was caught, it is raised again and
 * the program ends by it. */
void interrupt_release(void);

#endif
