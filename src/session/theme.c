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

#include <stddef.h>
#include <strings.h>

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
