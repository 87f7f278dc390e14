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
 * What the parts of the game screen (the prompt, the move list) share
 * with play.c.
 */
#ifndef RAUMSCHACH_TUI_PLAYSCREEN_H
#define RAUMSCHACH_TUI_PLAYSCREEN_H

#include <stdbool.h>

#include "tui/ui.h"

/* Puts a message on the message line (an error or news). */
void play_say(App *app, bool error, const char *format, ...) __attribute__((format(printf, 3, 4)));
void play_forget_message(App *app);
/* Plays a legal move on the game and updates the screen's state. */
void play_move(App *app, Move move);
/* Opens the promotion chooser for a pawn move to its last row. */
void play_ask_promotion(App *app, Move move);

#endif
