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
 * Colours and attributes.  Each colour theme (theme.h) has a palette in
 * 256 colours and one in the 8 basic colours, chosen by what the terminal
 * can do; with no colours (the mono theme, NO_COLOR, or a terminal without
 * them) dark cells are drawn in reverse video and highlights by bold and
 * underline.  Everything else asks for a role (a cell background and an
 * ink, or a text style) and gets the attribute to draw with.
 */
#ifndef RAUMSCHACH_TUI_COLOURS_H
#define RAUMSCHACH_TUI_COLOURS_H

#include <stdbool.h>
#include <curses.h>

#include "session/theme.h"

typedef enum {
    STYLE_NORMAL,
    STYLE_LABEL,               /* rank and file labels */
    STYLE_TITLE,               /* level letters, headings */
    STYLE_TITLE_CURSOR,        /* the level letter of the cursor's board */
    STYLE_TO_MOVE,             /* the player whose turn it is */
    STYLE_ERROR,               /* a message about a mistake */
    STYLE_NEWS,                /* check, the result */
    STYLE_HINT,                /* the key hints */
    STYLE_KEY,                 /* a key name in the hints and the help */
    STYLE_FRAME,               /* boxes */
    STYLE_FIELD,               /* an input field */
    STYLE_FIELD_FOCUS,
    STYLE_COUNT
} Style;

/* Chooses the palette of the theme asked for (see theme_resolve) for
 * this terminal; call after initscr(). */
void colours_init(Theme theme);
/* The attribute of a cell with this background drawn in this ink. */
attr_t colours_cell(Background background, Ink ink);
attr_t colours_style(Style style);

#endif
