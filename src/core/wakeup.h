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
 * A wake-up pipe: how a background thread tells a main loop that waits in
 * poll() that it has news.  The thread writes a byte to one end; the loop
 * polls the other, and empties it when it saw it readable.  Both ends are
 * non-blocking, so a full pipe never blocks the thread (the loop is woken
 * already) and emptying never blocks the loop.
 */
#ifndef RAUMSCHACH_CORE_WAKEUP_H
#define RAUMSCHACH_CORE_WAKEUP_H

typedef struct WakeupPipe {
    int read_end, write_end;
} WakeupPipe;

/* Opens the pipe (aborts when no descriptor is to be had: nothing
 * sensible can be done at start-up without one). */
void wakeup_open(WakeupPipe *w);
void wakeup_close(WakeupPipe *w);
/* From any thread: the read end becomes readable. */
void wakeup_signal(WakeupPipe *w);
/* Empties the read end after it was seen readable. */
void wakeup_drain(WakeupPipe *w);

#endif
