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
 * The replay screen: the games of a record file shown move by move, with
 * the file's header, the move list, each move's comment, the first error
 * of a broken record, autoplay, and analysis by the engine in the
 * background.  `c` hands the shown position to the new-game form, so a game
 * can be continued from it.
 *
 * Its state lives in App.replay (NULL when no file is replayed).  The main
 * loop also waits on replay_wakeup_fd() (the analysing engine's news) and
 * for replay_wait_ms() (the next autoplay step), and calls replay_tick()
 * after every wake-up.
 */
#ifndef RAUMSCHACH_TUI_REPLAYSCREEN_H
#define RAUMSCHACH_TUI_REPLAYSCREEN_H

#include <stdbool.h>
#include <stdint.h>

#include "core/rgn.h"
#include "tui/ui.h"

extern const Screen REPLAY_SCREEN;

/* Takes the games (at least one) read from the file called `name` and
 * shows the first at its start. */
void replay_start(App *app, RgnGames *games, const char *name);
/* Shows the replay again after a game continued from it, saying where
 * that game was saved; false when no file is replayed. */
bool replay_resume(App *app);
/* Stops the analysis and frees everything. */
void replay_free(App *app);

/* The descriptor that wakes the main loop when the analysis has news, or
 * -1. */
int replay_wakeup_fd(const App *app);
/* Milliseconds until the next autoplay step (0: now), or -1: none. */
int replay_wait_ms(const App *app, int64_t now_ms);
/* Takes the analysis' news and plays the autoplay step that is due. */
void replay_tick(App *app);

#endif
