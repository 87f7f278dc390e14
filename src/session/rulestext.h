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
 * The rules page's paragraphs about the pieces, for a newcomer and
 * translated: how each of the seven pieces moves, with the number of cells
 * it reaches on the empty cube from the centre (Cc3) and from a corner
 * (Aa1), and the pawn's moves and captures from Cc3 as cells.  The numbers
 * and cells come from emptycube.h, so the page cannot disagree with the
 * rules the program plays by.
 */
#ifndef RAUMSCHACH_SESSION_RULESTEXT_H
#define RAUMSCHACH_SESSION_RULESTEXT_H

#include <stddef.h>

#include "core/cellset.h"
#include "core/piece.h"

enum { RULES_PIECE_COUNT = 7, RULES_TEXT_SIZE = 512 };

/* The pieces in the order the rules page and the demonstration take them:
 * king, queen, rook, bishop, unicorn, knight, pawn. */
extern const PieceType RULES_PIECES[RULES_PIECE_COUNT];

/* The piece's name as a heading ("Unicorn"), translated. */
const char *rules_piece_title(PieceType type);
/* How the piece moves, with its counts (or the pawn's cells) from Cc3
 * and Aa1 on the empty cube. */
void rules_piece_moves(PieceType type, char *buf, size_t size);
/* The cells of a set as "Cc4, Dc3", in the order of the cells. */
void rules_cell_list(CellSet cells, char *buf, size_t size);

#endif
