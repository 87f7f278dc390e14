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
 * Keys and what they do on the game screen.  A key is an int: a Unicode
 * code point for a character key, or one of the KEY_CODE_* values above
 * the Unicode range for the keys curses reports by name.  The input module
 * translates curses' codes into these, so this table and the tests that
 * check it need no curses.  The help overlay is generated from the same
 * table, so it always lists every key that works.
 */
#ifndef RAUMSCHACH_SESSION_KEYS_H
#define RAUMSCHACH_SESSION_KEYS_H

#include <stdbool.h>
#include <stddef.h>

#include "session/cursor.h"

enum {
    KEY_CODE_SPECIAL = 0x110000,   /* first code above Unicode */
    KEY_CODE_UP = KEY_CODE_SPECIAL,
    KEY_CODE_DOWN,
    KEY_CODE_LEFT,
    KEY_CODE_RIGHT,
    KEY_CODE_PAGE_UP,
    KEY_CODE_PAGE_DOWN,
    KEY_CODE_HOME,
    KEY_CODE_END,
    KEY_CODE_ENTER,
    KEY_CODE_ESCAPE,
    KEY_CODE_BACKSPACE,
    KEY_CODE_DELETE,
    KEY_CODE_TAB,
    KEY_CODE_BACK_TAB,
    KEY_CODE_RESIZE,
    KEY_CODE_MOUSE,

    KEY_CODE_CTRL_L = 'L' - '@',
    KEY_CODE_CTRL_U = 'U' - '@',
};

typedef enum {
    ACTION_NONE,
    ACTION_CURSOR_LEFT,
    ACTION_CURSOR_RIGHT,
    ACTION_CURSOR_UP,
    ACTION_CURSOR_DOWN,
    ACTION_LEVEL_UP,
    ACTION_LEVEL_DOWN,
    ACTION_PANEL_LEFT,
    ACTION_PANEL_RIGHT,
    ACTION_SELECT,
    ACTION_CANCEL,
    ACTION_TYPE_MOVE,
    ACTION_UNDO,
    ACTION_REDO,
    ACTION_FLIP,
    ACTION_AUTO_FLIP,
    ACTION_SCROLL_MOVES_UP,
    ACTION_SCROLL_MOVES_DOWN,
    ACTION_PAUSE,
    ACTION_OFFER_DRAW,
    ACTION_RESIGN,
    ACTION_HINT,
    ACTION_NEW_GAME,
    ACTION_HELP,
    ACTION_REDRAW,
    ACTION_QUIT,
    ACTION_MARK,            /* Kriegspiel only: a private mark on the cell */
    ACTION_COUNT
} Action;

/* A key and the action it does; the action is a number of the screen's
 * own enum (Action, ReplayAction), 0 for none. */
typedef struct KeyBinding {
    int key;
    int action;
} KeyBinding;

/* A screen's keys: its bindings, in the order the help lists them, and
 * for each action (1 to action_count - 1) what the help says it does
 * (untranslated, N_(); NULL when the screen words its keys itself).  A table may extend another (base): a key it does
 * not bind does what it does in the base. */
typedef struct KeyTable {
    const KeyBinding *bindings;
    size_t binding_count;
    const char *const *descriptions;
    int action_count;
    const struct KeyTable *base;  /* NULL: none */
} KeyTable;

/* The game screen's keys (Action). */
extern const KeyTable PLAY_KEYS;

/* What a key does on the game screen (ACTION_NONE if nothing). */
Action keys_play_action(int key);
/* The cursor step of a cursor action; false for any other action. */
bool keys_action_step(Action action, CursorStep *step);

/* The Kriegspiel board's keys: the game screen's (its base) and the
 * mark's. */
extern const KeyTable KRIEG_KEYS;
/* What a key does on the Kriegspiel board. */
Action keys_krieg_action(int key);
/* Why an action is off in Kriegspiel (translated: each would show the
 * hidden army or take back what the referee said), or NULL when it works
 * there. */
const char *keys_krieg_refusal(Action action);

/* The action a key does in a table, 0 if none. */
int keys_action(const KeyTable *t, int key);
/* The help's one-line description of an action, translated ("" for
 * none). */
const char *keys_description(const KeyTable *t, int action);

enum { KEY_NAME_SIZE = 32 };
/* A key's name for the help: "Enter", "PgUp", "Left" (or an arrow when
 * utf8), "Ctrl-L", or the character itself. */
void keys_name(int key, bool utf8, char buf[KEY_NAME_SIZE]);
/* All keys bound to an action, separated by spaces ("Enter Space"). */
void keys_names(const KeyTable *t, int action, bool utf8, char *buf, size_t size);

/* Is the key a character that can be typed into a text field? */
bool keys_is_text(int key);

#endif
