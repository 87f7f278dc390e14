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
 * The engine as a player on the game screen, and the hints it gives the
 * human.  The searches run in the engine's background threads; the main
 * loop polls their wake-up descriptors with the keyboard and calls
 * ai_update() after every wake-up, which plays a finished move, shows a
 * finished hint, and starts the engine when it is its turn.  Anything
 * that changes the game (a takeback, a new game, the end, quitting) stops
 * the searches first with ai_cancel(): the engine stops within
 * milliseconds, whatever its level.
 */
#ifndef RAUMSCHACH_TUI_AIPLAY_H
#define RAUMSCHACH_TUI_AIPLAY_H

#include <stdbool.h>

#include "tui/ui.h"

enum {
    /* A hint is a Hard search, at most this long. */
    HINT_MOVETIME_MS = 1500,
    /* When the engine plays both sides, a move stays on the screen at
     * least this long, so that the game can be watched. */
    WATCHED_MOVE_MS = 700,
};

/* The descriptors for poll() (-1 for an engine not made yet). */
int ai_mover_fd(const App *app);
int ai_helper_fd(const App *app);

/* How long the main loop may wait before an engine's move is due
 * without news from the engine (-1: no limit). */
int ai_wait_ms(const App *app);
/* Plays, shows or starts what is due (see above). */
void ai_update(App *app);
/* Stops the searches and forgets them (the hint shown too). */
void ai_cancel(App *app);
/* A new game: stops, and the engine forgets the last game. */
void ai_new_game(App *app);
/* Frees the engines (the searches stopped first). */
void ai_free(App *app);

/* H: starts a search for the human to move. */
void ai_hint(App *app);
/* The hint to show now, MOVE_NONE if none. */
Move ai_hint_shown(const App *app);
/* The human offers the engine a draw (on either's turn): it accepts or
 * declines, by the score of its search under way or its last one; false
 * when the game is not a human against the engine. */
bool ai_offer_draw(App *app);
/* "depth 7, +0.35: ..." while the engine thinks and has a first result;
 * false otherwise. */
bool ai_thinking_text(App *app, char *buf, size_t size);

#endif
