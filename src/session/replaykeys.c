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
 * The replay screen's key table.
 */
#include <config.h>

#include "session/replaykeys.h"

#include "core/i18n.h"

static const KeyBinding REPLAY_BINDINGS[] = {
    { KEY_CODE_RIGHT, REPLAY_NEXT },
    { 'l', REPLAY_NEXT },
    { KEY_CODE_LEFT, REPLAY_PREVIOUS },
    { 'h', REPLAY_PREVIOUS },
    { KEY_CODE_HOME, REPLAY_START },
    { 'g', REPLAY_START },
    { KEY_CODE_END, REPLAY_END },
    { 'G', REPLAY_END },
    { ':', REPLAY_JUMP },
    { ' ', REPLAY_AUTOPLAY },
    { '+', REPLAY_FASTER },
    { '-', REPLAY_SLOWER },
    { 'n', REPLAY_NEXT_GAME },
    { KEY_CODE_PAGE_DOWN, REPLAY_NEXT_GAME },
    { 'p', REPLAY_PREVIOUS_GAME },
    { KEY_CODE_PAGE_UP, REPLAY_PREVIOUS_GAME },
    { 'f', REPLAY_FLIP },
    { 'a', REPLAY_ANALYSIS },
    { 'c', REPLAY_CONTINUE },
    { '?', REPLAY_HELP },
    { KEY_CODE_CTRL_L, REPLAY_REDRAW },
    { 'q', REPLAY_QUIT },
};

static const char *const DESCRIPTIONS[REPLAY_ACTION_COUNT] = {
    [REPLAY_NEXT] = N_("next move"),
    [REPLAY_PREVIOUS] = N_("previous move"),
    [REPLAY_START] = N_("the start of the game"),
    [REPLAY_END] = N_("the end of the game"),
    [REPLAY_JUMP] = N_("go to a move: 12, or 12... for Black's; 0: the start"),
    [REPLAY_AUTOPLAY] = N_("play the moves one after another, or stop"),
    [REPLAY_FASTER] = N_("autoplay faster"),
    [REPLAY_SLOWER] = N_("autoplay slower"),
    [REPLAY_NEXT_GAME] = N_("the next game of the file"),
    [REPLAY_PREVIOUS_GAME] = N_("the previous game of the file"),
    [REPLAY_FLIP] = N_("turn the cube: White's or Black's view"),
    [REPLAY_ANALYSIS] = N_("analysis on or off: the engine's evaluation and best line"),
    [REPLAY_CONTINUE] = N_("continue the game from this position (new-game form)"),
    [REPLAY_HELP] = N_("this help"),
    [REPLAY_REDRAW] = N_("redraw the screen"),
    [REPLAY_QUIT] = N_("quit"),
};

const KeyTable REPLAY_KEYS = {
    REPLAY_BINDINGS, sizeof REPLAY_BINDINGS / sizeof *REPLAY_BINDINGS, DESCRIPTIONS, REPLAY_ACTION_COUNT,
};

ReplayAction replay_keys_action(int key)
{
    if (key >= '0' && key <= '9')
        return REPLAY_JUMP;
    return (ReplayAction)keys_action(&REPLAY_KEYS, key);
}
