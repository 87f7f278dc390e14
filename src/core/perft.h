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
 * perft: the number of leaves of the legal move tree, the standard check of
 * a move generator.  The last ply is counted, not played ("bulk counting").
 */
#ifndef RAUMSCHACH_PERFT_H
#define RAUMSCHACH_PERFT_H

#include <stdint.h>

#include "position.h"

uint64_t perft(Position *pos, int depth);

#endif
