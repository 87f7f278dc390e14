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
 * Errors are values: a message and, where it applies, the line and column
 * (both from 1; 0 when unknown) of the text it is about.  Core functions
 * fill one in and return failure; main() and the interface decide how to
 * show it.
 */
#ifndef RAUMSCHACH_ERROR_H
#define RAUMSCHACH_ERROR_H

enum { ERROR_MESSAGE_SIZE = 320 };

typedef struct Error {
    int line;
    int column;
    char message[ERROR_MESSAGE_SIZE];
} Error;

/* Fills e (if not NULL) with a printf-formatted message. */
void error_set(Error *e, int line, int column, const char *format, ...)
    __attribute__((format(printf, 4, 5)));

#endif
