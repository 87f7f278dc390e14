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
 * A piece alone on an otherwise empty cube: the cells it can move to, for
 * the help's rules page (its cell counts) and its demonstration (the
 * destinations lit up on the five boards).  No kings stand anywhere, so
 * this is not a position for the move generator: the destinations come
 * from the attack tables (attacks.h), a pawn's from its two steps.
 */
#ifndef RAUMSCHACH_SESSION_EMPTYCUBE_H
#define RAUMSCHACH_SESSION_EMPTYCUBE_H

#include "core/attacks.h"
#include "core/piece.h"

/* The cells a piece of this type and colour on `cell` reaches. */
CellSet empty_cube_destinations(PieceType type, Colour colour, int cell);
/* How many there are. */
int empty_cube_count(PieceType type, Colour colour, int cell);
/* The cells a pawn of this colour on `cell` would take on, were enemy
 * pieces there: up to five. */
CellSet empty_cube_pawn_captures(Colour colour, int cell);

#endif
