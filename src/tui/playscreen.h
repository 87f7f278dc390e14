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
 * The game screen: the boards, the status, the move list, the message
 * line and the bottom line (keys, the move prompt, the promotion chooser
 * or a question).  Its state is PlayState (playstate.h), in the App.
 */
#ifndef RAUMSCHACH_TUI_PLAYSCREEN_H
#define RAUMSCHACH_TUI_PLAYSCREEN_H

#include "tui/ui.h"

extern const Screen PLAY_SCREEN;

/* The game just ended (a move, a flag, a resignation, a draw): the
 * engines stop, the message says how it ended, the record is written. */
void play_game_over(App *app);
/* After every wake-up of the main loop: plays the engine's finished
 * move, shows a finished hint, and starts the engine when it is its
 * turn (see aiplay.h). */
void play_follow_engines(App *app);

#endif
