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
 * What the screen says about the engine's thinking, and what the engine
 * answers to a draw offer; no curses, so the tests check the texts.
 *
 * The search reports scores in centipawns for the side to move; the screen
 * shows them in pawns from White's side ("+0.35" is good for White,
 * "-M2": Black mates in 2), as chess programs usually do.
 */
#ifndef RAUMSCHACH_SESSION_THINKING_H
#define RAUMSCHACH_SESSION_THINKING_H

#include <stdbool.h>
#include <stddef.h>

#include "core/notation.h"
#include "core/position.h"
#include "core/search.h"

enum {
    THINKING_TEXT_SIZE = 512,
    /* The engine accepts a draw when it thinks itself this far behind. */
    DRAW_ACCEPT_CENTIPAWNS = 100,
};

/* A score for the side `side` (centipawns or a mate score) as pawns from
 * White's side: "+0.35", "-1.20", "0.00", "+M3", "-M2". */
void thinking_score_text(int score, Colour side, char buf[SCORE_TEXT_SIZE]);

/* A line of moves from pos in the given style, each after a space, as
 * many whole moves as fit in `columns` display columns and in size bytes.
 * Numbered: with the move numbers ("12... Ab1-Ac3 13. ..."). */
void thinking_line_text(const Position *pos, const Move *moves, int count, NotationStyle style,
    bool numbered, int columns, char *buf, size_t size);

/* One line for the screen: "depth 7, +0.35: <the best line>", the moves
 * of the principal variation from pos (the position searched), in the
 * given style, as many as fit in size. */
void thinking_text(const Position *pos, const SearchReport *report, NotationStyle style, char *buf,
    size_t size);

/* Does the engine accept a draw, given the score of its last search for
 * itself (have_score false: it has not searched, and declines)? */
bool thinking_accepts_draw(bool have_score, int score);

#endif
