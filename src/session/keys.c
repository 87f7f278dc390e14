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
 * The key tables and the names the help shows for keys, and the game
 * screen's table.  One table answers both "what does this key do" and
 * "which keys do this", so the help can never disagree with the program.
 */
#include <config.h>

#include "session/keys.h"

#include <stdio.h>
#include <string.h>
#include <unitypes.h>
#include <uniwidth.h>
#include <unistr.h>

#include "core/i18n.h"

static const KeyBinding PLAY_BINDINGS[] = {
    { KEY_CODE_LEFT, ACTION_CURSOR_LEFT },
    { 'h', ACTION_CURSOR_LEFT },
    { KEY_CODE_RIGHT, ACTION_CURSOR_RIGHT },
    { 'l', ACTION_CURSOR_RIGHT },
    { KEY_CODE_UP, ACTION_CURSOR_UP },
    { 'k', ACTION_CURSOR_UP },
    { KEY_CODE_DOWN, ACTION_CURSOR_DOWN },
    { 'j', ACTION_CURSOR_DOWN },
    { KEY_CODE_PAGE_UP, ACTION_LEVEL_UP },
    { KEY_CODE_PAGE_DOWN, ACTION_LEVEL_DOWN },
    { '<', ACTION_PANEL_LEFT },
    { '>', ACTION_PANEL_RIGHT },
    { KEY_CODE_ENTER, ACTION_SELECT },
    { ' ', ACTION_SELECT },
    { KEY_CODE_ESCAPE, ACTION_CANCEL },
    { ':', ACTION_TYPE_MOVE },
    { 'm', ACTION_TYPE_MOVE },
    { 'u', ACTION_UNDO },
    { 'r', ACTION_REDO },
    { 'f', ACTION_FLIP },
    { 'F', ACTION_AUTO_FLIP },
    { '[', ACTION_SCROLL_MOVES_UP },
    { ']', ACTION_SCROLL_MOVES_DOWN },
    { 'p', ACTION_PAUSE },
    { 'd', ACTION_OFFER_DRAW },
    { 'R', ACTION_RESIGN },
    { 'H', ACTION_HINT },
    { 'n', ACTION_NEW_GAME },
    { '?', ACTION_HELP },
    { KEY_CODE_CTRL_L, ACTION_REDRAW },
    { 'q', ACTION_QUIT },
};
static const char *const ACTION_DESCRIPTIONS[ACTION_COUNT] = {
    [ACTION_CURSOR_LEFT] = N_("cursor to the file on the left (on into the next board)"),
    [ACTION_CURSOR_RIGHT] = N_("cursor to the file on the right (on into the next board)"),
    [ACTION_CURSOR_UP] = N_("cursor one rank up the screen"),
    [ACTION_CURSOR_DOWN] = N_("cursor one rank down the screen"),
    [ACTION_LEVEL_UP] = N_("cursor one level up (A to E)"),
    [ACTION_LEVEL_DOWN] = N_("cursor one level down (E to A)"),
    [ACTION_PANEL_LEFT] = N_("cursor to the board on the left"),
    [ACTION_PANEL_RIGHT] = N_("cursor to the board on the right"),
    [ACTION_SELECT] = N_("select the piece under the cursor, then move it there"),
    [ACTION_CANCEL] = N_("cancel the selection, the prompt or the question"),
    [ACTION_TYPE_MOVE] = N_("type a move, such as Bc2Bc3 or NAb1-Ac3"),
    [ACTION_UNDO] = N_("take the last move back"),
    [ACTION_REDO] = N_("play the move taken back again"),
    [ACTION_FLIP] = N_("turn the cube: White's or Black's view"),
    [ACTION_AUTO_FLIP] = N_("turn the cube to the side to move, on or off"),
    [ACTION_SCROLL_MOVES_UP] = N_("scroll the move list back"),
    [ACTION_SCROLL_MOVES_DOWN] = N_("scroll the move list on"),
    [ACTION_PAUSE] = N_("stop or restart the clocks"),
    [ACTION_OFFER_DRAW] = N_("offer a draw"),
    [ACTION_RESIGN] = N_("resign"),
    [ACTION_HINT] = N_("hint: the move the engine would play, shown on the boards"),
    [ACTION_NEW_GAME] = N_("new game"),
    [ACTION_HELP] = N_("this help"),
    [ACTION_REDRAW] = N_("redraw the screen"),
    [ACTION_QUIT] = N_("quit (the game is saved)"),
    [ACTION_MARK] = N_("mark the cell: then a letter or ? (Space clears it)"),
};

/* The game screen's actions end before the Kriegspiel board's own. */
const KeyTable PLAY_KEYS = {
    PLAY_BINDINGS, sizeof PLAY_BINDINGS / sizeof *PLAY_BINDINGS, ACTION_DESCRIPTIONS, ACTION_MARK, NULL,
};

static const KeyBinding KRIEG_BINDINGS[] = {
    { 'x', ACTION_MARK },
};

const KeyTable KRIEG_KEYS = {
    KRIEG_BINDINGS, sizeof KRIEG_BINDINGS / sizeof *KRIEG_BINDINGS, ACTION_DESCRIPTIONS, ACTION_COUNT,
    &PLAY_KEYS,
};

int keys_action(const KeyTable *t, int key)
{
    for (size_t i = 0; i < t->binding_count; i++)
        if (t->bindings[i].key == key)
            return t->bindings[i].action;
    return t->base != NULL ? keys_action(t->base, key) : 0;
}

Action keys_play_action(int key)
{
    return (Action)keys_action(&PLAY_KEYS, key);
}

bool keys_action_step(Action action, CursorStep *step)
{
    switch (action) {
    case ACTION_CURSOR_LEFT: *step = STEP_LEFT; return true;
    case ACTION_CURSOR_RIGHT: *step = STEP_RIGHT; return true;
    case ACTION_CURSOR_UP: *step = STEP_UP; return true;
    case ACTION_CURSOR_DOWN: *step = STEP_DOWN; return true;
    case ACTION_LEVEL_UP: *step = STEP_LEVEL_UP; return true;
    case ACTION_LEVEL_DOWN: *step = STEP_LEVEL_DOWN; return true;
    case ACTION_PANEL_LEFT: *step = STEP_PANEL_LEFT; return true;
    case ACTION_PANEL_RIGHT: *step = STEP_PANEL_RIGHT; return true;
    default: return false;
    }
}

Action keys_krieg_action(int key)
{
    return (Action)keys_action(&KRIEG_KEYS, key);
}

const char *keys_krieg_refusal(Action action)
{
    switch (action) {
    case ACTION_UNDO:
    case ACTION_REDO:
        return _("No takebacks in Kriegspiel: both players have heard the referee.");
    case ACTION_FLIP:
    case ACTION_AUTO_FLIP:
        return _("The cube stays on your side in Kriegspiel: each player sees only their own.");
    case ACTION_HINT:
        return _("No hints in Kriegspiel: the engine would give away the hidden army.");
    default:
        return NULL;
    }
}

const char *keys_description(const KeyTable *t, int action)
{
    if (action <= 0 || action >= t->action_count || t->descriptions == NULL)
        return "";
    return _(t->descriptions[action]);
}

static const char *special_key_name(int key, bool utf8)
{
    switch (key) {
    /* TRANSLATORS: names of keys in the help; keep them short. */
    case KEY_CODE_UP: return utf8 ? "\u2191" : _("Up");
    case KEY_CODE_DOWN: return utf8 ? "\u2193" : _("Down");
    case KEY_CODE_LEFT: return utf8 ? "\u2190" : _("Left");
    case KEY_CODE_RIGHT: return utf8 ? "\u2192" : _("Right");
    /* TRANSLATORS: the Page Up key. */
    case KEY_CODE_PAGE_UP: return _("PgUp");
    /* TRANSLATORS: the Page Down key. */
    case KEY_CODE_PAGE_DOWN: return _("PgDn");
    case KEY_CODE_HOME: return _("Home");
    case KEY_CODE_END: return _("End");
    case KEY_CODE_ENTER: return _("Enter");
    /* TRANSLATORS: the Escape key. */
    case KEY_CODE_ESCAPE: return _("Esc");
    case KEY_CODE_BACKSPACE: return _("Backspace");
    /* TRANSLATORS: the Delete key. */
    case KEY_CODE_DELETE: return _("Del");
    case KEY_CODE_TAB: return _("Tab");
    case KEY_CODE_BACK_TAB: return _("Shift-Tab");
    /* TRANSLATORS: the space bar. */
    case ' ': return _("Space");
    default: return NULL;
    }
}

void keys_name(int key, bool utf8, char buf[KEY_NAME_SIZE])
{
    const char *name = special_key_name(key, utf8);
    if (name != NULL)
        snprintf(buf, KEY_NAME_SIZE, "%s", name);
    else if (key > 0 && key < ' ')
        /* TRANSLATORS: a control key, such as Ctrl-L; %c is its letter. */
        snprintf(buf, KEY_NAME_SIZE, _("Ctrl-%c"), key + '@');
    else if (key >= ' ' && key < KEY_CODE_SPECIAL) {
        uint8_t text[8];
        int n = u8_uctomb(text, (ucs4_t)key, sizeof text - 1);
        text[n > 0 ? n : 0] = '\0';
        snprintf(buf, KEY_NAME_SIZE, "%s", (const char *)text);
    } else
        snprintf(buf, KEY_NAME_SIZE, "?");
}

void keys_names(const KeyTable *t, int action, bool utf8, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (; t != NULL; t = t->base)
        for (size_t i = 0; i < t->binding_count; i++) {
            if (t->bindings[i].action != action)
                continue;
            char name[KEY_NAME_SIZE];
            keys_name(t->bindings[i].key, utf8, name);
            int n = snprintf(buf + used, size - used, "%s%s", used > 0 ? " " : "", name);
            if (n < 0 || (size_t)n >= size - used)
                return;
            used += (size_t)n;
        }
}

bool keys_is_text(int key)
{
    if (key < ' ' || key == 0x7F || key >= KEY_CODE_SPECIAL)
        return false;
    if (key >= 0x80 && key < 0xA0)
        return false;
    return uc_width((ucs4_t)key, "UTF-8") >= 0;
}
