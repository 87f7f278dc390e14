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
 * The text around the boards on the game screen: the status (both
 * players with their clocks, whose turn it is, check, the result, where
 * the record was saved), the message line and the bottom line, which shows
 * the key hints, the move prompt, the promotion choice or a question.
 */
#ifndef RAUMSCHACH_TUI_STATUSVIEW_H
#define RAUMSCHACH_TUI_STATUSVIEW_H

#include "tui/ui.h"

/* The pieces a pawn can become, in the order the chooser shows them. */
extern const PieceType PROMOTION_CHOICES[];
enum { PROMOTION_CHOICE_COUNT = 5 };

/* A line of text in the status, wrapped at its width.  When rows are
 * short, the lines of the highest priority number yield first; max_rows
 * (0: none) caps a line that may be cut, such as the engine's thinking. */
typedef struct StatusLine {
    const char *text;
    attr_t attr;
    int priority;
    int max_rows;
} StatusLine;

enum {
    STATUS_PRIORITY_TURN,         /* whose turn it is, check, how it ended */
    STATUS_PRIORITY_SAVED,        /* where the record went */
    STATUS_PRIORITY_ENDING,       /* the time control or the result */
    STATUS_PRIORITY_DETAIL,       /* material, what the referee said */
    STATUS_LINES_MAX = 8,
    STATUS_THINKING_ROWS = 2,
};

/* The players, whose turn it is, the time control (or the result), the
 * material and, after a save, where the record went. */
void statusview_draw_status(App *app);
/* A player's row: its colour, name and clock. */
void statusview_draw_player(App *app, int row, Colour c);
/* The players and then the lines; with saved, also "Saved: " and the whole
 * path of the record, when there is one: in the status's rows, or in rows
 * the move list yields when the status has too few (see layout.h). */
void statusview_draw_lines(App *app, const StatusLine *lines, int count, bool saved);
/* The time control, or after the end the result. */
void statusview_ending_text(const App *app, char *buf, size_t size);
/* Gives the message the rows it needs (before the status and the move
 * list are drawn: they end above it). */
void statusview_fit_message(App *app);
/* The message, whole, wrapped at word boundaries. */
void statusview_draw_message(App *app);
/* Draws the bottom line; for the prompt, also places the terminal cursor
 * (returns true when it should be visible). */
bool statusview_draw_bottom(App *app);

#endif
