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
 * Keys and what they do on the replay screen: one table, read by the
 * screen and by the help, as keys.h is for the game screen.
 */
#ifndef RAUMSCHACH_SESSION_REPLAYKEYS_H
#define RAUMSCHACH_SESSION_REPLAYKEYS_H

#include <stdbool.h>
#include <stddef.h>

#include "session/keys.h"

typedef enum {
    REPLAY_NONE,
    REPLAY_NEXT,
    REPLAY_PREVIOUS,
    REPLAY_START,
    REPLAY_END,
    REPLAY_JUMP,
    REPLAY_AUTOPLAY,
    REPLAY_FASTER,
    REPLAY_SLOWER,
    REPLAY_NEXT_GAME,
    REPLAY_PREVIOUS_GAME,
    REPLAY_FLIP,
    REPLAY_ANALYSIS,
    REPLAY_CONTINUE,
    REPLAY_HELP,
    REPLAY_REDRAW,
    REPLAY_QUIT,
    REPLAY_ACTION_COUNT
} ReplayAction;

/* The replay screen's keys (ReplayAction). */
extern const KeyTable REPLAY_KEYS;

/* What a key does on the replay screen (REPLAY_NONE if nothing).  A digit
 * also opens the "go to move" prompt. */
ReplayAction replay_keys_action(int key);

#endif
