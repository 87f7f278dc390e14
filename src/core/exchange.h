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
 * Static exchange evaluation: what a capture wins once both sides have
 * recaptured on its cell as long as it pays, each with its least valuable
 * piece (PIECE_VALUE), without searching.  Pieces that move off a line
 * uncover the sliders behind them (a pawn's captures run along bishop
 * lines, so a pawn can uncover a bishop or a queen).  Pins are not
 * considered.  The search uses it to skip captures that lose material in
 * the quiescence search and to try them after the quiet moves elsewhere.
 */
#ifndef RAUMSCHACH_EXCHANGE_H
#define RAUMSCHACH_EXCHANGE_H

#include <stdbool.h>

#include "move.h"
#include "position.h"

/* Does the side to move win at least `threshold` centipawns by move m
 * (a capture, a promotion or a quiet move: 0 gained, then the exchange)? */
bool exchange_at_least(const Position *pos, Move m, int threshold);

#endif
