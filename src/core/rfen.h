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
 * RFEN (SPEC.md section 5): a position in one line.  Levels E..A separated
 * by '|', ranks 5..1 by '/', files a..e as letters and digit runs; then the
 * side to move, the half-move clock and the full-move number.
 */
#ifndef RAUMSCHACH_RFEN_H
#define RAUMSCHACH_RFEN_H

#include <stdbool.h>
#include <stddef.h>

#include "error.h"
#include "position.h"

enum { RFEN_MAX_SIZE = 200 };

extern const char RFEN_START[];

/* Reads an RFEN.  The two clocks may be left out (0 and 1).  On failure
 * returns false, leaves *pos unspecified and fills err (column counted
 * from 1 in text, line 0). */
bool rfen_parse(const char *text, Position *pos, Error *err);
/* Writes the RFEN of pos into buf (RFEN_MAX_SIZE bytes suffice). */
void rfen_write(const Position *pos, char *buf, size_t size);

#endif
