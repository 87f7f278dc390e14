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
 * Colour themes, and the decision of which palette to draw with.  A theme
 * is asked for by name (--theme, or the configuration file); "auto", the
 * default, is the classic wooden board unless the NO_COLOR environment
 * variable is set and not empty (https://no-color.org), which means
 * monochrome.  A theme named on purpose wins over NO_COLOR, as no-color.org
 * asks.  Then the terminal decides the depth: 256 colours, the 8 basic
 * ones, or none, where attributes (reverse video, bold, underline) stand in
 * for colours.  No curses here: the tests call these directly.
 */
#ifndef RAUMSCHACH_SESSION_THEME_H
#define RAUMSCHACH_SESSION_THEME_H

#include <stdbool.h>

typedef enum {
    THEME_AUTO,                /* classic, or mono under NO_COLOR */
    THEME_CLASSIC,             /* light and dark wood */
    THEME_BLUE,                /* pale and deep blue, for terminals with a dark background */
    THEME_MONO,                /* no colours: attributes only */
    THEME_COUNT
} Theme;

typedef enum {
    PALETTE_NONE,              /* attributes only */
    PALETTE_8,
    PALETTE_256,
} PaletteDepth;

/* "auto", "classic", "blue" or "mono", in any case; false for anything
 * else. */
bool theme_parse(const char *text, Theme *theme);
/* The theme drawn: THEME_AUTO becomes THEME_CLASSIC, or THEME_MONO when
 * no_color (the value of NO_COLOR, NULL when it is not set) is not empty;
 * any other theme is kept. */
Theme theme_resolve(Theme requested, const char *no_color);
/* The palette for a resolved theme on a terminal that can (can_colour:
 * has_colors() and start_color() succeeded) show `colours` colours and
 * `pairs` colour pairs, when the palette needs pairs_needed pairs. */
PaletteDepth theme_depth(Theme resolved, bool can_colour, int colours, int pairs, int pairs_needed);

#endif
