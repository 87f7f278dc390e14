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

#include "session/keys.h"
#include "tui/ui.h"

extern const Screen PLAY_SCREEN;

/* The game just ended (a move, a flag, a resignation, a draw): the
 * engines stop, the message says how it ended, the record is written. */
void play_game_over(App *app);
/* After every wake-up of the main loop: plays the engine's finished
 * move, shows a finished hint, and starts the engine when it is its
 * turn (see aiplay.h). */
void play_follow_engines(App *app);

/* What the Kriegspiel board (kriegscreen.c) shares with the game screen:
 * the keys that work alike on both, the yes/no questions, and the
 * promotion chooser's keys (the choice's index, or -1: none yet, or
 * cancelled). */
void play_board_action(App *app, Action action);
/* May the side to move move now?  If not (the game is over, the clocks
 * are stopped, the engine thinks), the message says why. */
bool play_may_move(App *app);
void play_ask(App *app, Question q);
void play_question_key(App *app, int key);
int play_promotion_choice(App *app, int key);

#endif
