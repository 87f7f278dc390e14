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
 * Drawing the cube: five level boards side by side, each with its level
 * letter above, rank numbers on the left and file letters below.  A cell
 * shows its piece in the middle and marks beside it, so that every
 * highlight reads without colour too:
 *
 *     [♘]  the cursor            (♘)  the selected piece
 *      •   a legal destination   ×♜   a piece the selected one can take
 *                                ×    where the help's lone pawn would take
 *     !♔!  a king in check       +♕+  a piece giving check
 *     · ·  a cell between a checking piece and the king
 *     the last move: a tinted background and the piece underlined
 *
 * In Kriegspiel a player's private marks stand in the middle of an empty
 * cell (beside an own piece on the right), the last capture's cell has a
 * cross on its left, and the cells of an announced check line are tinted
 * like a last move (which Kriegspiel does not show).
 */
#ifndef RAUMSCHACH_TUI_BOARDVIEW_H
#define RAUMSCHACH_TUI_BOARDVIEW_H

#include <stdbool.h>

#include "tui/colours.h"
#include "core/attacks.h"
#include "core/position.h"
#include "session/glyphs.h"
#include "session/layout.h"

typedef struct BoardMarks {
    int cursor;                 /* CELL_NONE: no cursor shown */
    int selected;               /* CELL_NONE: nothing selected */
    const bool *destinations;   /* CELL_COUNT flags, or NULL */
    int last_from, last_to;     /* CELL_NONE before the first move */
    int king_in_check;          /* CELL_NONE when no king is in check */
    CellSet checkers;           /* the pieces giving that check */
    CellSet check_line;         /* the cells between a checking slider and the king */
    /* Kriegspiel: */
    const bool *on_check_line;  /* CELL_COUNT flags: the announced check
                                   lines through the viewer's king, or NULL */
    const char *notes;          /* CELL_COUNT private marks ('\0': none), or NULL */
    int capture_cell;           /* the last capture announced, CELL_NONE: none */
    /* The help's empty cube: */
    CellSet empty_captures;     /* empty cells marked as where a pawn would take */
} BoardMarks;

/* Marks that mark nothing: no cursor, no selection, no last move. */
void boardview_marks_clear(BoardMarks *marks);
/* Sets the check's marks (king, checkers, lines) from the position. */
void boardview_mark_check(BoardMarks *marks, const Position *pos);

/* How one cell looks. */
typedef struct CellLook {
    Background background;
    const char *centre;         /* the piece, a destination dot, or " " */
    Ink centre_ink;
    const char *left, *right;   /* marks beside the centre, or NULL */
} CellLook;

void boardview_draw(const Layout *l, const Glyphs *g, const Position *pos, bool flipped,
    const BoardMarks *marks);
/* Draws a cell of any size from its look (also for the help's legend). */
void boardview_draw_cell(const Rect *r, const CellLook *look);

#endif
