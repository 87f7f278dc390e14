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
 * The game screen's state, shared by its parts: the keys (playscreen.c),
 * the prompt (prompt.c), the text around the boards (statusview.c) and the
 * code that keeps the game (gamesave.c).  It is the cursor, the selected
 * piece, the view, a mode (the board with its cursor keys and commands,
 * the move prompt, the promotion chooser, or a yes/no question), the
 * message line, and the texts of the move list.
 */
#ifndef RAUMSCHACH_TUI_PLAYSTATE_H
#define RAUMSCHACH_TUI_PLAYSTATE_H

#include <limits.h>
#include <stdbool.h>

#include "core/geometry.h"
#include "core/move.h"
#include "session/lineedit.h"
#include "session/match.h"
#include "session/selection.h"
#include "tui/movelist.h"

/* A message line's size in bytes (the other screens' too); a message
 * that names a file has room for its whole path. */
enum { MESSAGE_SIZE = 512, MESSAGE_PATH_SIZE = MESSAGE_SIZE + PATH_MAX };

typedef enum {
    PLAY_BOARD,        /* cursor keys, Enter, the commands */
    PLAY_PROMPT,       /* typing a move */
    PLAY_PROMOTION,    /* which piece? */
    PLAY_QUESTION,     /* y or n */
} PlayMode;

typedef enum {
    QUESTION_QUIT,
    QUESTION_RESIGN,
    QUESTION_DRAW,     /* the opponent is asked to accept a draw */
} Question;

typedef struct PlayState {
    int cursor;
    int side_cursor[2];       /* where each side left the cursor */
    Selection selection;
    bool hint_destination[CELL_COUNT]; /* the hint's one destination, marked */
    bool flipped;
    bool auto_flip;
    PlayMode mode;
    Question question;
    Colour resigning;         /* who is asked whether they resign */
    Move promotion;           /* the move waiting for its piece */
    int promotion_choice;     /* index into PROMOTION_CHOICES */
    LineEdit prompt;
    bool prompt_replace;      /* the next character typed starts afresh */
    char message[MESSAGE_PATH_SIZE];
    bool message_is_error;
    int message_caret;        /* column (from 1) of the prompt's text the
                                 message is about; 0: none */
    int moves_scroll;         /* first move row shown; -1: follow the last */
    MoveTexts move_texts;     /* the move list's, kept between frames */
} PlayState;

/* The state for a game that starts: each side's cursor on the pawn in
 * front of its queen, nothing selected, the board mode, the view from the
 * side the match says (auto_flip: the side to move), no message.  The
 * move texts are kept. */
void play_state_reset(PlayState *p, const Match *m, bool auto_flip);
void play_state_free(PlayState *p);
/* The turn passed to `side`: each side gets the cursor where it left it,
 * the selection goes, the board takes the keys. */
void play_state_turn_passed(PlayState *p, Colour side);

/* Puts a message on the message line (an error or news), cut between
 * whole UTF-8 characters when it is too long. */
void play_say(PlayState *p, bool error, const char *format, ...) __attribute__((format(printf, 3, 4)));
void play_forget_message(PlayState *p);

#endif
