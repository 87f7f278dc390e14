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
 * Writing all of a buffer to a file descriptor: write() may write less
 * than asked (a pipe, a terminal, a signal), so full_write() goes on until
 * all is written or an error.  It calls nothing but write(), so signal
 * handlers may use it.
 */
#ifndef RAUMSCHACH_CORE_FULLWRITE_H
#define RAUMSCHACH_CORE_FULLWRITE_H

#include <stdbool.h>
#include <stddef.h>

/* Writes length bytes of text to fd, again after an interruption (EINTR);
 * false on an error, with errno set. */
bool full_write(int fd, const char *text, size_t length);

#endif
