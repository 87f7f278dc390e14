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
 * The Kriegspiel board (SPEC.md section 10.3): the game screen of a
 * Kriegspiel game.  Its state is the session's KriegPlay (the referee,
 * the hand-over, the private marks), the engine's player when one plays
 * (KriegOpponent) and, for the screen alone, whether the next key is a
 * mark.  Between two players at this terminal the screen has three
 * phases, the hot seat's: the board of the side to move (only its own
 * army), the blank hand-over screen, and the summary of the opponent's
 * turn.  Against the engine it shows the human's own army throughout,
 * and while the engine tries, how many of its tries were refused; when
 * the engine plays both sides it shows the referee's board to watch.
 * When the game is over, everyone sees the referee's board and every
 * try.  The cursor, the prompt, the promotion chooser,
 * the questions and the message line are the game screen's (PlayState).
 */
#ifndef RAUMSCHACH_TUI_KRIEGSCREEN_H
#define RAUMSCHACH_TUI_KRIEGSCREEN_H

#include <stdbool.h>

#include "session/kriegopponent.h"
#include "session/kriegplay.h"
#include "tui/ui.h"

struct KriegState {
    KriegPlay game;
    KriegOpponent opponent;   /* the engine's tries, when it plays */
    bool marking;             /* x was pressed: the next key is the mark */
    int tries_scroll;         /* the first row of the list of every try */
};

extern const Screen KRIEG_SCREEN;

/* A match just started (App.match_started): a Kriegspiel one gets its
 * referee and the Kriegspiel board as its game screen; any other frees
 * the Kriegspiel board's state. */
void krieg_follow_match(App *app, const MatchSettings *settings);
/* The match is gone (a new game, the end of the program). */
void krieg_free(App *app);

/* The main loop's part for the engine in a Kriegspiel game: the
 * descriptor its tries wake the loop on (-1: none), how long the loop may
 * wait before a watched try is due (-1: no limit), and the step after
 * every wake-up: the try chosen made, the next one started. */
int krieg_wakeup_fd(const App *app);
int krieg_wait_ms(const App *app);
void krieg_follow_engines(App *app);

/* kriegview.c: the side to move's board, status and refused tries; at
 * the end the referee's board and every try. */
void kriegview_draw(App *app);
/* handover.c: the blank hand-over screen and the summary of the
 * opponent's turn. */
void handover_draw(App *app);

#endif
