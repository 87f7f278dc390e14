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
 * The wake-up pipe (see wakeup.h).
 */
#include <config.h>

#include "wakeup.h"

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

static void set_nonblocking(int fd)
{
    int flags = fcntl(fd, F_GETFL);
    fcntl(fd, F_SETFL, flags | O_NONBLOCK);
    fcntl(fd, F_SETFD, FD_CLOEXEC);
}

void wakeup_open(WakeupPipe *w)
{
    int ends[2];
    if (pipe(ends) != 0)
        abort();
    set_nonblocking(ends[0]);
    set_nonblocking(ends[1]);
    w->read_end = ends[0];
    w->write_end = ends[1];
}

void wakeup_close(WakeupPipe *w)
{
    close(w->read_end);
    close(w->write_end);
    w->read_end = w->write_end = -1;
}

void wakeup_signal(WakeupPipe *w)
{
    char byte = 1;
    /* A full pipe already wakes the reader: nothing is lost. */
    ssize_t written = write(w->write_end, &byte, 1);
    (void)written;
}

void wakeup_drain(WakeupPipe *w)
{
    char buf[64];
    while (read(w->read_end, buf, sizeof buf) > 0)
        continue;
}
