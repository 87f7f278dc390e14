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
 * curses input: wget_wch() in no-delay mode, so the main loop can wait in
 * poll() for the keyboard, the clock and signals together.
 */
#include <config.h>

#include "tui/input.h"

#include <curses.h>

#include "session/keys.h"

/* Long enough for an escape sequence to arrive in one piece, short enough
 * that Esc answers at once. */
enum { ESCAPE_DELAY_MS = 25 };

/* Home and End as terminals send them whatever their terminfo entry says
 * (tmux, screen, rxvt, the VT220 and xterm forms). */
static const struct {
    const char *sequence;
    int code;
} EXTRA_KEYS[] = {
    { "\033[1~", KEY_HOME }, { "\033[7~", KEY_HOME }, { "\033[H", KEY_HOME }, { "\033OH", KEY_HOME },
    { "\033[4~", KEY_END }, { "\033[8~", KEY_END }, { "\033[F", KEY_END }, { "\033OF", KEY_END },
};

void input_init(void)
{
    keypad(stdscr, TRUE);
    for (size_t i = 0; i < sizeof EXTRA_KEYS / sizeof *EXTRA_KEYS; i++)
        if (key_defined(EXTRA_KEYS[i].sequence) == 0)
            define_key(EXTRA_KEYS[i].sequence, EXTRA_KEYS[i].code);
    nodelay(stdscr, TRUE);
    set_escdelay(ESCAPE_DELAY_MS);
    mousemask(BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
    mouseinterval(0);
}

static int translate_character(wint_t c)
{
    switch (c) {
    case '\n':
    case '\r': return KEY_CODE_ENTER;
    case 27: return KEY_CODE_ESCAPE;
    case 8:
    case 127: return KEY_CODE_BACKSPACE;
    case '\t': return KEY_CODE_TAB;
    default: return (int)c;
    }
}

static int translate_function_key(wint_t c)
{
    switch (c) {
    case KEY_UP: return KEY_CODE_UP;
    case KEY_DOWN: return KEY_CODE_DOWN;
    case KEY_LEFT: return KEY_CODE_LEFT;
    case KEY_RIGHT: return KEY_CODE_RIGHT;
    case KEY_PPAGE: return KEY_CODE_PAGE_UP;
    case KEY_NPAGE: return KEY_CODE_PAGE_DOWN;
    case KEY_HOME: return KEY_CODE_HOME;
    case KEY_END: return KEY_CODE_END;
    case KEY_ENTER: return KEY_CODE_ENTER;
    case KEY_BACKSPACE: return KEY_CODE_BACKSPACE;
    case KEY_DC: return KEY_CODE_DELETE;
    case KEY_BTAB: return KEY_CODE_BACK_TAB;
    case KEY_RESIZE: return KEY_CODE_RESIZE;
    case KEY_MOUSE: return KEY_CODE_MOUSE;
    default: return 0;
    }
}

static void read_mouse(KeyPress *key)
{
    MEVENT event;
    key->mouse = MOUSE_NONE;
    if (getmouse(&event) != OK)
        return;
    key->y = event.y;
    key->x = event.x;
    if (event.bstate & BUTTON1_PRESSED)
        key->mouse = MOUSE_PRESS;
    else if (event.bstate & BUTTON4_PRESSED)
        key->mouse = MOUSE_WHEEL_UP;
    else if (event.bstate & BUTTON5_PRESSED)
        key->mouse = MOUSE_WHEEL_DOWN;
}

bool input_read(KeyPress *key)
{
    for (;;) {
        wint_t c;
        int kind = wget_wch(stdscr, &c);
        if (kind == ERR)
            return false;
        key->mouse = MOUSE_NONE;
        key->y = key->x = -1;
        key->key = kind == KEY_CODE_YES ? translate_function_key(c) : translate_character(c);
        if (key->key == 0)
            continue;       /* a function key this program does not use */
        if (key->key == KEY_CODE_MOUSE)
            read_mouse(key);
        return true;
    }
}
