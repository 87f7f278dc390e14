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
 * The move prompt of the game screen: a line where a move is typed in any
 * form the notation reader accepts ("Bc2Bc3", "Nb1-Cb3", "♘Ab1×Cc2", "P
 * Dd4 Ed5 =Q").  An entry that is not a legal move stays in the prompt,
 * and the message line says why, so it can be corrected.  A pawn move to
 * the promotion row without its piece goes to the promotion chooser.  Its
 * state (the line, the message) is the game screen's PlayState.
 */
#ifndef RAUMSCHACH_TUI_PROMPT_H
#define RAUMSCHACH_TUI_PROMPT_H

#include <stddef.h>

#include "core/move.h"
#include "tui/ui.h"

typedef enum {
    PROMPT_NO_MOVE,      /* still typing, or closed without a move */
    PROMPT_MOVE,         /* a legal move was typed */
    PROMPT_PROMOTION,    /* a pawn move to the last row, without its piece */
} PromptOutcome;

/* Opens the prompt, keeping what was left in it by a failed entry. */
void prompt_open(App *app);
/* A key while the prompt is open.  For a move (PROMPT_MOVE, or
 * PROMPT_PROMOTION with a promotion to a queen that the chooser
 * completes) the prompt closes and the game screen plays it; note is a
 * remark on how it was written, "" if none. */
PromptOutcome prompt_key(App *app, int key, Move *move, char *note, size_t note_size);

#endif
