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
 * The coordinate form of a move.
 */
#include <config.h>

#include "move.h"
#include "geometry.h"

void move_to_coord(Move m, char buf[MOVE_COORD_SIZE])
{
    cell_name(move_from(m), buf);
    buf[3] = '-';
    cell_name(move_to(m), buf + 4);
    if (move_promotion(m) != NO_TYPE) {
        buf[7] = '=';
        buf[8] = piece_type_letter(move_promotion(m));
        buf[9] = '\0';
    }
}
