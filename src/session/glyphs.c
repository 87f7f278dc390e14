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
 * The glyph tables and the choice between figurines and letters.
 */
#include <config.h>

#include "session/glyphs.h"

#include <string.h>

static const char *const LETTERS[2][PIECE_TYPE_COUNT] = {
    { "?", "P", "N", "B", "R", "U", "Q", "K" },
    { "?", "p", "n", "b", "r", "u", "q", "k" },
};

void glyphs_make(Glyphs *g, bool utf8, bool figurines)
{
    g->utf8 = utf8;
    g->figurines = utf8 && figurines;
    g->destination = utf8 ? "\u2022" : "*";
    g->capture = utf8 ? "\u00D7" : "x";
    g->check = "!";
    g->checker = "+";
    g->check_line = utf8 ? "\u00B7" : ".";
    g->cursor_left = "[";
    g->cursor_right = "]";
    g->selected_left = "(";
    g->selected_right = ")";
    g->to_move = utf8 ? "\u25B6" : ">";
    g->times = utf8 ? "\u00D7" : "x";
    g->ellipsis = utf8 ? "\u2026" : "...";
    g->frame_horizontal = utf8 ? "\u2500" : "-";
    g->frame_vertical = utf8 ? "\u2502" : "|";
    static const char *const CORNERS_UTF8[4] = { "\u250C", "\u2510", "\u2514", "\u2518" };
    static const char *const CORNERS_ASCII[4] = { "+", "+", "+", "+" };
    for (int i = 0; i < 4; i++)
        g->frame_corner[i] = utf8 ? CORNERS_UTF8[i] : CORNERS_ASCII[i];
}

const char *glyphs_piece_type(const Glyphs *g, Colour c, PieceType t)
{
    if (g->figurines)
        return piece_figurine(c, t);
    return LETTERS[c][t & 7];
}

const char *glyphs_piece(const Glyphs *g, Piece p)
{
    if (!piece_is_real(p))
        return " ";
    return glyphs_piece_type(g, piece_colour(p), piece_type(p));
}

bool glyphs_parse_choice(const char *text, GlyphChoice *choice)
{
    if (strcmp(text, "figurine") == 0 || strcmp(text, "figurines") == 0)
        *choice = GLYPHS_FIGURINE;
    else if (strcmp(text, "letters") == 0 || strcmp(text, "letter") == 0)
        *choice = GLYPHS_LETTERS;
    else if (strcmp(text, "auto") == 0)
        *choice = GLYPHS_AUTO;
    else
        return false;
    return true;
}

bool glyphs_choose_figurines(GlyphChoice choice, bool utf8, int terminal_king_width,
    int terminal_unicorn_width, int library_king_width, int library_unicorn_width)
{
    if (!utf8 || choice == GLYPHS_LETTERS)
        return false;
    if (choice == GLYPHS_FIGURINE)
        return true;
    if (library_king_width != 1 || library_unicorn_width != 1)
        return false;
    if (terminal_king_width < 0 || terminal_unicorn_width < 0)
        return true;
    return terminal_king_width == 1 && terminal_unicorn_width == 1;
}

NotationStyle glyphs_notation_style(const Glyphs *g)
{
    return g->figurines ? NOTATION_FIGURINE_SIDE : NOTATION_LETTERS;
}
