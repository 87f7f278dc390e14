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
 * The game screen's state (see playstate.h): starting it afresh, and the
 * message line.
 */
#include <config.h>

#include "tui/playstate.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Each side's cursor starts on the pawn in front of its queen. */
static const int START_CURSOR[2][3] = { { 1, 2, 1 }, { 3, 2, 3 } };

void play_state_reset(PlayState *p, const Match *m, bool auto_flip)
{
    Colour side = match_side_to_move(m);
    MoveTexts texts = p->move_texts;
    memset(p, 0, sizeof *p);
    p->move_texts = texts;
    for (int c = 0; c < 2; c++)
        p->side_cursor[c] = cell_make(START_CURSOR[c][0], START_CURSOR[c][1], START_CURSOR[c][2]);
    p->cursor = p->side_cursor[side];
    selection_clear(&p->selection);
    p->auto_flip = auto_flip;
    p->flipped = match_view_side(m, auto_flip) == BLACK;
    p->mode = PLAY_BOARD;
    p->moves_scroll = -1;
}

void play_state_turn_passed(PlayState *p, Colour side)
{
    p->side_cursor[!side] = p->cursor;
    p->cursor = p->side_cursor[side];
    selection_clear(&p->selection);
    p->mode = PLAY_BOARD;
}

void play_state_free(PlayState *p)
{
    movelist_texts_free(&p->move_texts);
}

void play_say(PlayState *p, bool error, const char *format, ...)
{
    char text[MESSAGE_PATH_SIZE];
    va_list args;
    va_start(args, format);
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    size_t length = strlen(text), room = sizeof p->message - 1;
    if (length > room) {
        length = room;
        while (length > 0 && ((unsigned char)text[length] & 0xC0) == 0x80)
            length--;
    }
    memcpy(p->message, text, length);
    p->message[length] = '\0';
    p->message_is_error = error;
    p->message_caret = 0;
}

void play_forget_message(PlayState *p)
{
    p->message[0] = '\0';
    p->message_is_error = false;
    p->message_caret = 0;
}
