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
 * The material on the board, as a player keeps count of it: the pieces
 * each side has lost (the start position's pieces of each type less those
 * on the board now, so a promoted pawn counts as lost and its new piece
 * as present) and the balance in the engine's piece values (evaluate.h),
 * in centipawns from White's side.
 */
#ifndef RAUMSCHACH_SESSION_MATERIAL_H
#define RAUMSCHACH_SESSION_MATERIAL_H

#include <stddef.h>

#include "core/position.h"
#include "session/glyphs.h"

typedef struct Material {
    int lost[2][PIECE_TYPE_COUNT];  /* [colour][type]: pieces of that colour gone */
    int balance;                    /* centipawns, + when White is ahead */
} Material;

enum { MATERIAL_TEXT_SIZE = 256 };

void material_of(const Position *pos, Material *m);
/* The balance in pawns: "+3.2", "-1.0", or "even". */
void material_balance_text(int centipawns, char *buf, size_t size);
/* The line of the status: "Material +2.0; White took ♟♟♞, Black took ♙."
 * (the pieces each side took, the most valuable first; a side that took
 * none is left out). */
void material_text(const Material *m, const Glyphs *g, char *buf, size_t size);

#endif
