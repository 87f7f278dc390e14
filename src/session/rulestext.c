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
 * The pieces' paragraphs of the rules page, their counts from the empty
 * cube.
 */
#include <config.h>

#include "session/rulestext.h"

#include <stdio.h>
#include <string.h>

#include "core/geometry.h"
#include "core/i18n.h"
#include "session/emptycube.h"

const PieceType RULES_PIECES[RULES_PIECE_COUNT] = { KING, QUEEN, ROOK, BISHOP, UNICORN, KNIGHT, PAWN };

const char *rules_piece_title(PieceType type)
{
    switch (type) {
    /* TRANSLATORS: piece names as headings of the rules page. */
    case KING: return _("King");
    case QUEEN: return _("Queen");
    case ROOK: return _("Rook");
    case BISHOP: return _("Bishop");
    case UNICORN: return _("Unicorn");
    case KNIGHT: return _("Knight");
    case PAWN: return _("Pawn");
    default: return "?";
    }
}

/* The paragraph of a piece other than the pawn: %d from Cc3, %d from Aa1. */
static const char *moves_format(PieceType type)
{
    switch (type) {
    case KING:
        return _("One step in any of the 26 directions of the rook, bishop and unicorn: "
                 "from Cc3 to %d cells, from Aa1 to %d.");
    case QUEEN:
        return _("Rook, bishop and unicorn in one: slides along any of 26 directions.  "
                 "From Cc3 it reaches %d cells, from Aa1 %d.");
    case ROOK:
        return _("Slides along a rank, a file or straight up and down through the levels "
                 "(6 directions), as far as the cells are empty.  From Cc3 it reaches %d "
                 "cells, from Aa1 %d.");
    case BISHOP:
        return _("Slides diagonally, changing two of level, file and rank at each step "
                 "(12 directions); it keeps to cells of one colour.  From Cc3 it reaches %d "
                 "cells, from Aa1 %d.");
    case UNICORN:
        return _("Slides along the space diagonals, changing level, file and rank at each "
                 "step (8 directions); it keeps to a quarter of the cells.  From Cc3 it "
                 "reaches %d cells, from Aa1 %d.");
    case KNIGHT:
        return _("Leaps two cells one way and one cell another (level, file or rank), over "
                 "anything in between.  From Cc3 it reaches %d cells, from Aa1 %d.");
    default:
        return "";
    }
}

void rules_cell_list(CellSet cells, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    CELLSET_FOR_EACH(cells, cell) {
        char name[4];
        cell_name(cell, name);
        int n = snprintf(buf + used, size - used, "%s%s", used > 0 ? ", " : "", name);
        if (n < 0 || (size_t)n >= size - used)
            return;
        used += (size_t)n;
    }
}

static void pawn_moves(char *buf, size_t size)
{
    int centre = cell_parse("Cc3");
    char steps[64], captures[64];
    rules_cell_list(empty_cube_destinations(PAWN, WHITE, centre), steps, sizeof steps);
    rules_cell_list(empty_cube_pawn_captures(WHITE, centre), captures, sizeof captures);
    snprintf(buf, size,
        _("Moves one cell forward or upward onto an empty cell (White's towards rank 5 and "
          "level E, Black's towards rank 1 and level A); takes one cell diagonally forward or "
          "upward, or forward and upward at once: a white pawn on Cc3 moves to %s and takes "
          "on %s.  No double step, no en passant."),
        steps, captures);
}

void rules_piece_moves(PieceType type, char *buf, size_t size)
{
    if (type == PAWN) {
        pawn_moves(buf, size);
        return;
    }
    snprintf(buf, size, moves_format(type), empty_cube_count(type, WHITE, cell_parse("Cc3")),
        empty_cube_count(type, WHITE, cell_parse("Aa1")));
}
