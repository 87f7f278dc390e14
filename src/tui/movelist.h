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
 * The move list of the game screen: one row per move number, White's move
 * and Black's, in the record's notation (figurines, or the letter form
 * when the pieces are letters).  It follows the last move unless the
 * player scrolled back.
 *
 * MoveTexts are the moves of a game as written, kept between frames by
 * whoever draws them (the game screen, the replay screen) and rebuilt only
 * from the first move that changed.
 */
#ifndef RAUMSCHACH_TUI_MOVELIST_H
#define RAUMSCHACH_TUI_MOVELIST_H

#include <stdbool.h>
#include <stddef.h>

#include <curses.h>

#include "core/game.h"
#include "core/notation.h"
#include "session/layout.h"

typedef struct MoveTexts {
    char (*text)[NOTATION_SIZE];  /* text[i]: ply i as written */
    Move *moves;                  /* the moves they were written for */
    size_t count;
    size_t capacity;
    Position start;               /* the position they were written from */
    bool letters;                 /* the letter form, not figurines */
} MoveTexts;

/* Writes the texts of the game's moves, keeping those still right. */
void movelist_texts_update(MoveTexts *t, const Game *g, bool letters);
void movelist_texts_free(MoveTexts *t);

/* Rows of a move list: one per move number. */
int movelist_row_count(const Game *g);
/* The row that shows ply index `ply`. */
int movelist_row_of_ply(const Game *g, size_t ply);
/* Row `row` of the game's move list at screen row y in r: the move number
 * right-aligned in number_width - 1 columns, then White's and Black's
 * moves, the ply `marked` (SIZE_MAX: none) in marked_attr. */
void movelist_draw_row(const MoveTexts *t, const Game *g, const Rect *r, int y, int row,
    int number_width, size_t marked, attr_t marked_attr);

/* The game's moves in r: a heading, then the rows from `scroll` (-1: the
 * last rows), the last move marked. */
void movelist_draw(MoveTexts *t, const Game *g, const Rect *r, bool letters, int scroll);
/* The scroll position after scrolling by rows from `scroll` (-1 follows
 * the end), for a list drawn in r. */
int movelist_scroll(const Game *g, const Rect *r, int scroll, int rows);

#endif
