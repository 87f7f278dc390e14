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
 * The new-game screen: the rules (Raumschach or Kriegspiel), who plays
 * each side (a human, or the engine at one of its levels) and the humans'
 * names, the time control (the named ones of raumschach(6), --time, or a
 * custom SECONDS+INCREMENT), and whether the cube turns to the side to
 * move (not in Kriegspiel).  The engine may play both sides: the game is
 * then watched.  It is a frame over the screen it was opened
 * from, filled in with the current game's settings; Enter starts the new
 * game on the game screen (the one in progress is saved unfinished), Esc
 * goes back.
 */
#ifndef RAUMSCHACH_TUI_NEWGAME_H
#define RAUMSCHACH_TUI_NEWGAME_H

#include <stdbool.h>

#include "core/position.h"
#include "session/lineedit.h"
#include "tui/ui.h"

struct NewGameState {
    int focus;                /* which field */
    int player_choice[2];     /* 0: human, 1 + level: the engine */
    LineEdit names[2];
    int time_choice;          /* index into the choices, the last is custom */
    LineEdit custom_time;
    bool auto_flip;
    bool ponder;              /* the engine at full strength thinks on the human's time */
    bool kriegspiel;          /* the rules: Kriegspiel or not */
    Position start;           /* where the new game starts */
    char error[MESSAGE_SIZE];
};

/* Shows the form over the current screen, filled in from the game in
 * progress, for a game from start. */
void newgame_open(App *app, const Position *start);
/* Frees the form's state. */
void newgame_free(App *app);

#endif
