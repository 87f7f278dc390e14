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
 * Two players at one terminal in Kriegspiel (SPEC.md section 10.3): after
 * every move the screen goes blank for the hand-over, and only the key
 * it names brings the next player's board.  The phases: the board of the
 * side to move, the hand-over (no piece of either army shown), and the
 * summary of the opponent's turn that the incoming player reads before
 * their board.  The key that ends the hand-over is never the key that
 * played the move, so a key pressed twice cannot skip it.  Both clocks
 * stand still during the hand-over: the match is paused, and the
 * incoming player's clock starts when they take the terminal.
 */
#ifndef RAUMSCHACH_SESSION_HOTSEAT_H
#define RAUMSCHACH_SESSION_HOTSEAT_H

#include <stdbool.h>
#include <stdint.h>

#include "session/match.h"

typedef enum {
    HOTSEAT_BOARD,      /* the side to move plays on its board */
    HOTSEAT_HANDOVER,   /* the blank screen between the players */
    HOTSEAT_SUMMARY,    /* what the opponent's turn brought */
} HotseatPhase;

typedef struct Hotseat {
    HotseatPhase phase;
    int continue_key;   /* the key that ends the hand-over */
} Hotseat;

void hotseat_init(Hotseat *h);
/* The key that ends the hand-over after a move played with played_key:
 * Space, or Enter when Space played it. */
int hotseat_continue_key(int played_key);
/* A move was played with played_key and the game goes on: the hand-over
 * begins and the clocks stop. */
void hotseat_hand_over(Hotseat *h, Match *m, int played_key, int64_t now_ms);
/* A key pressed on the hand-over screen: true when it is the continue
 * key; then the summary shows and the incoming player's clock runs. */
bool hotseat_take_over(Hotseat *h, Match *m, int key, int64_t now_ms);
/* The summary was read: the board of the side to move. */
void hotseat_show_board(Hotseat *h);

#endif
