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
 * The palettes of the themes.  Pairs are numbered 1 + background *
 * INK_COUNT + ink for the cells, then one per text style.  With no colours at all, the
 * attribute tables below stand in for them.
 */
#include <config.h>

#include "tui/colours.h"

#include <stdlib.h>

enum { CELL_PAIRS = BACKGROUND_COUNT * INK_COUNT, FIRST_STYLE_PAIR = 1 + CELL_PAIRS };

typedef struct StyleColour {
    short fg;
    attr_t attributes;
} StyleColour;

/* Foreground on the terminal's own background (-1), and attributes. */
static const StyleColour STYLE_COLOURS[STYLE_COUNT] = {
    [STYLE_NORMAL] = { -1, A_NORMAL },
    [STYLE_LABEL] = { COLOR_CYAN, A_NORMAL },
    [STYLE_TITLE] = { COLOR_YELLOW, A_BOLD },
    [STYLE_TITLE_CURSOR] = { COLOR_YELLOW, A_BOLD | A_REVERSE },
    [STYLE_TO_MOVE] = { COLOR_GREEN, A_BOLD },
    [STYLE_ERROR] = { COLOR_RED, A_BOLD },
    [STYLE_NEWS] = { COLOR_MAGENTA, A_BOLD },
    [STYLE_HINT] = { -1, A_DIM },
    [STYLE_KEY] = { COLOR_CYAN, A_BOLD },
    [STYLE_FRAME] = { COLOR_BLUE, A_BOLD },
    [STYLE_FIELD] = { -1, A_UNDERLINE },
    [STYLE_FIELD_FOCUS] = { COLOR_YELLOW, A_BOLD | A_UNDERLINE },
};

/* Without colours: dark cells in reverse video, the last move underlined,
 * and every highlight bold with an attribute of its own, beside the marks
 * the glyphs draw (brackets for the cursor, parentheses for the selection,
 * dots for destinations, crosses for captures, ! beside a king in check). */
static const attr_t MONO_BACKGROUND[BACKGROUND_COUNT] = {
    [BACKGROUND_LIGHT] = A_NORMAL,
    [BACKGROUND_DARK] = A_REVERSE,
    [BACKGROUND_LAST_LIGHT] = A_UNDERLINE,
    [BACKGROUND_LAST_DARK] = A_REVERSE | A_UNDERLINE,
    [BACKGROUND_SELECTED] = A_BOLD,
    [BACKGROUND_CAPTURE] = A_BOLD | A_UNDERLINE,
    [BACKGROUND_CHECK] = A_BOLD | A_REVERSE,
    [BACKGROUND_CURSOR] = A_BOLD | A_REVERSE | A_UNDERLINE,
};
static const attr_t MONO_INK[INK_COUNT] = { A_BOLD, A_NORMAL, A_BOLD };
static const attr_t MONO_STYLE[STYLE_COUNT] = {
    [STYLE_NORMAL] = A_NORMAL,
    [STYLE_LABEL] = A_NORMAL,
    [STYLE_TITLE] = A_BOLD,
    [STYLE_TITLE_CURSOR] = A_BOLD | A_REVERSE,
    [STYLE_TO_MOVE] = A_BOLD,
    [STYLE_ERROR] = A_BOLD,
    [STYLE_NEWS] = A_BOLD,
    [STYLE_HINT] = A_NORMAL,
    [STYLE_KEY] = A_BOLD,
    [STYLE_FRAME] = A_NORMAL,
    [STYLE_FIELD] = A_UNDERLINE,
    [STYLE_FIELD_FOCUS] = A_BOLD | A_UNDERLINE,
};

static PaletteDepth depth;

void colours_init(Theme requested)
{
    Theme theme = theme_resolve(requested, getenv("NO_COLOR"));
    depth = PALETTE_NONE;
    if (theme == THEME_MONO || !has_colors())
        return;
    bool can_colour = start_color() == OK;
    depth = theme_depth(theme, can_colour, COLORS, COLOR_PAIRS, FIRST_STYLE_PAIR + STYLE_COUNT);
    if (depth == PALETTE_NONE)
        return;
    const ThemeColours *palette = theme_colours(theme, depth);
    bool default_background = use_default_colors() == OK;
    for (int b = 0; b < BACKGROUND_COUNT; b++)
        for (int i = 0; i < INK_COUNT; i++)
            init_pair((short)(1 + b * INK_COUNT + i), palette->ink[b][i], palette->background[b]);
    for (int s = 0; s < STYLE_COUNT; s++) {
        short fg = STYLE_COLOURS[s].fg;
        init_pair((short)(FIRST_STYLE_PAIR + s), default_background ? fg : (fg < 0 ? COLOR_WHITE : fg),
            default_background ? -1 : COLOR_BLACK);
    }
}

attr_t colours_cell(Background background, Ink ink)
{
    if (depth == PALETTE_NONE)
        return MONO_BACKGROUND[background] | MONO_INK[ink];
    /* The last move is underlined as well as tinted, so that it shows
     * without colour vision too.  White's pieces are bold where bold
     * leaves the colour alone (in 8 colours it brightens black ink to
     * grey). */
    attr_t last = background == BACKGROUND_LAST_LIGHT || background == BACKGROUND_LAST_DARK
        ? A_UNDERLINE : A_NORMAL;
    attr_t bold = ink == INK_WHITE_PIECE && depth == PALETTE_256 ? A_BOLD : A_NORMAL;
    return COLOR_PAIR(1 + background * INK_COUNT + ink) | last | bold;
}

attr_t colours_style(Style style)
{
    if (depth == PALETTE_NONE)
        return MONO_STYLE[style];
    return COLOR_PAIR(FIRST_STYLE_PAIR + style) | STYLE_COLOURS[style].attributes;
}
