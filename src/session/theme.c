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
 * Theme names and the choice of palette.
 */
#include <config.h>

#include "session/theme.h"

#include <math.h>
#include <stddef.h>
#include <strings.h>

/* The basic colours by number, as curses numbers them. */
enum { BLACK, RED, GREEN, YELLOW, BLUE, MAGENTA, CYAN, WHITE };
/* Black ink everywhere on the 256-colour boards: every background there
 * is light enough for it (theme_contrast at least 4.5 against black). */
#define PIECES_ON(mark) { 16, 16, mark }

static const ThemeColours PALETTES_256[THEME_COUNT] = {
    /* Light and dark wood, a yellow tint for the last move, green for the
     * selection, orange for a capture, red for check, blue for the
     * cursor. */
    [THEME_CLASSIC] = {
        { 180, 137, 186, 143, 71, 209, 203, 75 },
        { PIECES_ON(18), PIECES_ON(18), PIECES_ON(18), PIECES_ON(18), PIECES_ON(18),
          PIECES_ON(18), PIECES_ON(18), PIECES_ON(18) },
    },
    /* Pale and deep blue, yellow for the last move, green for the
     * selection, orange and red for capture and check, orange for the
     * cursor. */
    [THEME_BLUE] = {
        { 152, 67, 187, 143, 71, 209, 203, 215 },
        { PIECES_ON(52), PIECES_ON(52), PIECES_ON(52), PIECES_ON(52), PIECES_ON(52),
          PIECES_ON(52), PIECES_ON(52), PIECES_ON(52) },
    },
};

/* In 8 colours the dark backgrounds (blue, red, black) take white ink. */
static const ThemeColours PALETTES_8[THEME_COUNT] = {
    [THEME_CLASSIC] = {
        { YELLOW, GREEN, CYAN, CYAN, BLUE, BLACK, RED, WHITE },
        { { BLACK, BLACK, BLUE }, { BLACK, BLACK, BLUE }, { BLACK, BLACK, BLUE },
          { BLACK, BLACK, BLUE }, { WHITE, WHITE, WHITE }, { WHITE, WHITE, YELLOW },
          { WHITE, WHITE, WHITE }, { BLACK, BLACK, BLUE } },
    },
    [THEME_BLUE] = {
        { CYAN, BLUE, YELLOW, YELLOW, GREEN, BLACK, RED, WHITE },
        { { BLACK, BLACK, BLUE }, { WHITE, WHITE, YELLOW }, { BLACK, BLACK, BLUE },
          { BLACK, BLACK, BLUE }, { BLACK, BLACK, BLUE }, { WHITE, WHITE, YELLOW },
          { WHITE, WHITE, WHITE }, { BLACK, BLACK, BLUE } },
    },
};

static const char *const THEME_NAMES[THEME_COUNT] = {
    [THEME_AUTO] = "auto",
    [THEME_CLASSIC] = "classic",
    [THEME_BLUE] = "blue",
    [THEME_MONO] = "mono",
};

bool theme_parse(const char *text, Theme *theme)
{
    for (int t = 0; t < THEME_COUNT; t++) {
        if (strcasecmp(text, THEME_NAMES[t]) == 0) {
            *theme = (Theme)t;
            return true;
        }
    }
    return false;
}

Theme theme_resolve(Theme requested, const char *no_color)
{
    if (requested != THEME_AUTO)
        return requested;
    return no_color != NULL && no_color[0] != '\0' ? THEME_MONO : THEME_CLASSIC;
}

PaletteDepth theme_depth(Theme resolved, bool can_colour, int colours, int pairs, int pairs_needed)
{
    if (resolved == THEME_MONO || !can_colour || colours < 8 || pairs < pairs_needed)
        return PALETTE_NONE;
    return colours >= 256 ? PALETTE_256 : PALETTE_8;
}

const ThemeColours *theme_colours(Theme resolved, PaletteDepth depth)
{
    if (resolved != THEME_CLASSIC && resolved != THEME_BLUE)
        return NULL;
    switch (depth) {
    case PALETTE_256:
        return &PALETTES_256[resolved];
    case PALETTE_8:
        return &PALETTES_8[resolved];
    case PALETTE_NONE:
        break;
    }
    return NULL;
}

void theme_xterm_rgb(int colour, unsigned char rgb[3])
{
    /* xterm's defaults: the 16 system colours, a 6x6x6 cube, 24 greys. */
    static const unsigned char SYSTEM[16][3] = {
        { 0, 0, 0 }, { 205, 0, 0 }, { 0, 205, 0 }, { 205, 205, 0 },
        { 0, 0, 238 }, { 205, 0, 205 }, { 0, 205, 205 }, { 229, 229, 229 },
        { 127, 127, 127 }, { 255, 0, 0 }, { 0, 255, 0 }, { 255, 255, 0 },
        { 92, 92, 255 }, { 255, 0, 255 }, { 0, 255, 255 }, { 255, 255, 255 },
    };
    static const unsigned char CUBE[6] = { 0, 95, 135, 175, 215, 255 };
    if (colour < 16) {
        for (int i = 0; i < 3; i++)
            rgb[i] = SYSTEM[colour][i];
    } else if (colour < 232) {
        int n = colour - 16;
        rgb[0] = CUBE[n / 36];
        rgb[1] = CUBE[n / 6 % 6];
        rgb[2] = CUBE[n % 6];
    } else {
        rgb[0] = rgb[1] = rgb[2] = (unsigned char)(8 + 10 * (colour - 232));
    }
}

/* The relative luminance of WCAG 2 from sRGB. */
static double luminance(int colour)
{
    unsigned char rgb[3];
    theme_xterm_rgb(colour, rgb);
    static const double WEIGHT[3] = { 0.2126, 0.7152, 0.0722 };
    double l = 0;
    for (int i = 0; i < 3; i++) {
        double c = rgb[i] / 255.0;
        l += WEIGHT[i] * (c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4));
    }
    return l;
}

double theme_contrast(int ink, int background)
{
    double a = luminance(ink), b = luminance(background);
    return a > b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05);
}
