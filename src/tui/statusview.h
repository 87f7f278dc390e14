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

void statusview_draw_status(App *app);
/* Parts of the status, for the Kriegspiel board: a player's row (its
 * colour, name and clock), and from row y the time control (or the
 * result), with material the balance and the pieces taken (never in
 * Kriegspiel, where it would tell which piece was taken), and, when saved,
 * where the record went. */
void statusview_draw_player(App *app, int row, Colour c);
void statusview_draw_ending(App *app, int y, bool saved, bool material);
void statusview_draw_message(App *app);
/* Draws the bottom line; for the prompt, also places the terminal cursor
 * (returns true when it should be visible). */
bool statusview_draw_bottom(App *app);

#endif
