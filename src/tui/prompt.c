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
 * The move prompt: line editing, and on Enter the core notation reader.
 */
#include <config.h>

#include "tui/prompt.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "session/keys.h"

enum { PROMPT_LIMIT = 60 };

void prompt_open(App *app)
{
    PlayState *p = &app->play;
    if (p->prompt.limit == 0)
        line_edit_init(&p->prompt, PROMPT_LIMIT);
    selection_clear(&p->selection);
    p->mode = PLAY_PROMPT;
    /* TRANSLATORS: the moves are notation, which never changes: keep them. */
    play_say(&app->play, false, "%s", _("Type a move (Bc2Bc3, NAb1-Ac3, Dd4Ed5=Q) and Enter; Esc cancels."));
}

static void close_prompt(App *app, bool clear)
{
    app->play.mode = PLAY_BOARD;
    app->play.prompt_replace = false;
    if (clear)
        line_edit_init(&app->play.prompt, PROMPT_LIMIT);
}

/* A pawn move to the promotion row written without its piece: the
 * promotion move (to a queen) that the chooser then completes, or
 * MOVE_NONE. */
static Move unfinished_promotion(const Position *pos, const char *text)
{
    while (*text == ' ')
        text++;
    NotationText nt;
    Error err;
    if (!notation_scan(text, strlen(text), &nt, &err) || nt.promotion != NO_TYPE)
        return MOVE_NONE;
    for (const char *rest = text + nt.length; *rest != '\0'; rest++)
        if (!isspace((unsigned char)*rest))
            return MOVE_NONE;
    return movegen_find(pos, nt.from, nt.to, QUEEN);
}

static PromptOutcome submit(App *app, Move *move, char *note, size_t note_size)
{
    char text[LINE_EDIT_CAPACITY * 4 + 1];
    line_edit_text(&app->play.prompt, text, sizeof text);
    if (text[strspn(text, " ")] == '\0') {
        close_prompt(app, true);
        play_forget_message(&app->play);
        return PROMPT_NO_MOVE;
    }
    const Position *pos = match_position(&app->match);
    NotationWarnings warnings = { 0 };
    Error err;
    if (notation_parse(pos, text, move, &warnings, &err)) {
        close_prompt(app, true);
        if (warnings.count > 0)
            snprintf(note, note_size, _("Played %s; note: %s"), text, warnings.warning[0].message);
        return PROMPT_MOVE;
    }
    *move = unfinished_promotion(pos, text);
    if (*move != MOVE_NONE) {
        close_prompt(app, true);
        return PROMPT_PROMOTION;
    }
    play_say(&app->play, true, "%s", err.message);
    app->play.message_caret = err.column > 0 ? err.column : 1;
    app->play.prompt_replace = true;
    return PROMPT_NO_MOVE;
}

PromptOutcome prompt_key(App *app, int key, Move *move, char *note, size_t note_size)
{
    note[0] = '\0';
    switch (key) {
    case KEY_CODE_ENTER:
        return submit(app, move, note, note_size);
    case KEY_CODE_ESCAPE:
        close_prompt(app, true);
        play_forget_message(&app->play);
        return PROMPT_NO_MOVE;
    default:
        if (app->play.prompt_replace && keys_is_text(key))
            line_edit_init(&app->play.prompt, PROMPT_LIMIT);
        app->play.prompt_replace = false;
        line_edit_key(&app->play.prompt, key);
        return PROMPT_NO_MOVE;
    }
}
