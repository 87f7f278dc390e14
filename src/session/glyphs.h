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
 * What the pieces and the marks look like.  Two things decide it, both at
 * run time: whether the locale is UTF-8 (if not, everything is ASCII, as
 * htop does), and whether the pieces are figurines or letters (K Q R B N U
 * P for White, k q r b n u p for Black).  Figurines are used only where the
 * terminal itself draws them one column wide; --glyphs overrides.
 */
#ifndef RAUMSCHACH_SESSION_GLYPHS_H
#define RAUMSCHACH_SESSION_GLYPHS_H

#include <stdbool.h>

#include "core/notation.h"
#include "core/piece.h"

typedef enum { GLYPHS_AUTO, GLYPHS_FIGURINE, GLYPHS_LETTERS } GlyphChoice;

typedef struct Glyphs {
    bool utf8;                 /* the locale is UTF-8 */
    bool figurines;            /* pieces as figurines */
    const char *destination;   /* an empty cell the selected piece reaches */
    const char *capture;       /* beside a piece the selected piece takes */
    const char *check;         /* both sides of a king in check */
    const char *checker;       /* both sides of a piece giving check */
    const char *check_line;    /* both sides of a cell between it and the king */
    const char *cursor_left, *cursor_right;
    const char *selected_left, *selected_right;
    const char *to_move;       /* before the player whose turn it is */
    const char *times;         /* "80×24" */
    const char *ellipsis;
    const char *frame_horizontal, *frame_vertical;
    const char *frame_corner[4];  /* top left, top right, bottom left, bottom right */
} Glyphs;

void glyphs_make(Glyphs *g, bool utf8, bool figurines);
/* The glyph of a piece: "♞" or "n". */
const char *glyphs_piece(const Glyphs *g, Piece p);
/* The glyph of a piece type in White's form: for the promotion choice. */
const char *glyphs_piece_type(const Glyphs *g, Colour c, PieceType t);

/* "figurine" or "letters" (also "auto"); false for anything else. */
bool glyphs_parse_choice(const char *text, GlyphChoice *choice);

/* The decision: figurines when forced, or when the locale is UTF-8, the
 * terminal drew the king and the unicorn figurines one column wide (-1:
 * it did not say) and the C library agrees (wcwidth), since curses counts
 * columns by the C library. */
bool glyphs_choose_figurines(GlyphChoice choice, bool utf8, int terminal_king_width,
    int terminal_unicorn_width, int library_king_width, int library_unicorn_width);

/* How moves are written on the screen: each side's own figurines, or
 * letters where figurines are not drawn (records always use the form of
 * SPEC.md section 6). */
NotationStyle glyphs_notation_style(const Glyphs *g);

#endif
