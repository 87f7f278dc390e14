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
 * Keeping the game: the journal after every change, the record when the
 * game ends, and the unfinished record ("*") when the player quits, starts
 * a new game, or a signal ends the program.  An unfinished game without a
 * move is not worth a file and is not written; a finished one always is.
 * What was saved is told on the screen and, when the program ends, on
 * standard output.
 */
#ifndef RAUMSCHACH_TUI_GAMESAVE_H
#define RAUMSCHACH_TUI_GAMESAVE_H

#include "tui/ui.h"

/* Names this process's journal and saves the journals crashes left in
 * the record directory; tells the player what was recovered. */
void gamesave_start(App *app);
/* Writes the journal if the game changed since it was last written. */
void gamesave_keep(App *app);
/* The game just ended: writes its record. */
void gamesave_finished(App *app);
/* The game is being left unfinished: writes it with result "*" if any
 * move was played. */
void gamesave_unfinished(App *app);

#endif
