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
 * The terminal width probe: raw mode for the moment of the question, one
 * write with both figurines and both requests, and a bounded wait for the
 * two answers.
 */
#include <config.h>

#include "session/glyphprobe.h"

#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "core/fullwrite.h"

enum { ANSWER_BUFFER_SIZE = 128, PROBE_COUNT = 2 };

static const char PROBE[] =
    "\r\u2654\033[6n"          /* white king, where is the cursor? */
    "\r\U0001FA22\033[6n"      /* white unicorn, where is the cursor? */
    "\r\033[K";                /* erase the line again */

int glyph_probe_parse(const char *text, int count, int columns[])
{
    int found = 0;
    for (const char *p = text; found < count && (p = strchr(p, '\033')) != NULL; p++) {
        int row = 0, column = 0;
        const char *q = p + 1;
        if (*q++ != '[')
            continue;
        while (*q >= '0' && *q <= '9')
            row = row * 10 + (*q++ - '0');
        if (*q++ != ';' || row == 0)
            continue;
        while (*q >= '0' && *q <= '9')
            column = column * 10 + (*q++ - '0');
        if (*q != 'R' || column == 0)
            continue;
        columns[found++] = column;
    }
    return found;
}

static long elapsed_ms(const struct timespec *since)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (now.tv_sec - since->tv_sec) * 1000 + (now.tv_nsec - since->tv_nsec) / 1000000;
}

/* Collects answers until both came or the time is up. */
static int read_answers(int in_fd, int columns[PROBE_COUNT])
{
    char buffer[ANSWER_BUFFER_SIZE];
    size_t used = 0;
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (;;) {
        long left = GLYPH_PROBE_TIMEOUT_MS - elapsed_ms(&start);
        if (left <= 0 || used >= sizeof buffer - 1)
            return 0;
        struct pollfd p = { .fd = in_fd, .events = POLLIN };
        int ready = poll(&p, 1, (int)left);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            return 0;
        ssize_t n = read(in_fd, buffer + used, sizeof buffer - 1 - used);
        if (n <= 0)
            return 0;
        used += (size_t)n;
        buffer[used] = '\0';
        if (glyph_probe_parse(buffer, PROBE_COUNT, columns) == PROBE_COUNT)
            return PROBE_COUNT;
    }
}

void glyph_probe(int in_fd, int out_fd, int *king_width, int *unicorn_width)
{
    *king_width = *unicorn_width = -1;
    struct termios saved, raw;
    if (!isatty(in_fd) || !isatty(out_fd) || tcgetattr(in_fd, &saved) != 0)
        return;
    raw = saved;
    raw.c_lflag &= (tcflag_t) ~(ICANON | ECHO);
    raw.c_cc[VMIN] = 0;
    raw.c_cc[VTIME] = 0;
    if (tcsetattr(in_fd, TCSANOW, &raw) != 0)
        return;
    int columns[PROBE_COUNT];
    if (full_write(out_fd, PROBE, sizeof PROBE - 1) && read_answers(in_fd, columns) == PROBE_COUNT) {
        *king_width = columns[0] - 1;
        *unicorn_width = columns[1] - 1;
    } else {
        /* Drop what arrived of a slow answer, so it is not read as keys. */
        tcflush(in_fd, TCIFLUSH);
    }
    tcsetattr(in_fd, TCSANOW, &saved);
}
