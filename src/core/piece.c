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
 * Letters, figurines and names of the seven pieces (raumschach(5)).
 */
#include <config.h>

#include "piece.h"
#include "i18n.h"

#include <ctype.h>
#include <stddef.h>

static const char TYPE_LETTERS[PIECE_TYPE_COUNT] = { '?', 'P', 'N', 'B', 'R', 'U', 'Q', 'K' };

static const uint32_t FIGURINES[2][PIECE_TYPE_COUNT] = {
    { 0, 0x2659, 0x2658, 0x2657, 0x2656, 0x1FA22, 0x2655, 0x2654 },
    { 0, 0x265F, 0x265E, 0x265D, 0x265C, 0x1FA28, 0x265B, 0x265A },
};

static const char *const FIGURINE_UTF8[2][PIECE_TYPE_COUNT] = {
    { "", "\u2659", "\u2658", "\u2657", "\u2656", "\U0001FA22", "\u2655", "\u2654" },
    { "", "\u265F", "\u265E", "\u265D", "\u265C", "\U0001FA28", "\u265B", "\u265A" },
};

char piece_type_letter(PieceType t)
{
    return TYPE_LETTERS[t & 7];
}

PieceType piece_type_from_letter(char c)
{
    switch (toupper((unsigned char)c)) {
    case 'K': return KING;
    case 'Q': return QUEEN;
    case 'R': return ROOK;
    case 'B': return BISHOP;
    case 'N':
    case 'S': return KNIGHT;
    case 'U': return UNICORN;
    case 'P': return PAWN;
    default: return NO_TYPE;
    }
}

char piece_letter(Piece p)
{
    char c = piece_type_letter(piece_type(p));
    return piece_colour(p) == BLACK ? (char)tolower((unsigned char)c) : c;
}

const char *piece_figurine(Colour c, PieceType t)
{
    return FIGURINE_UTF8[c][t & 7];
}

uint32_t piece_figurine_codepoint(Colour c, PieceType t)
{
    return FIGURINES[c][t & 7];
}

PieceType piece_type_from_figurine(uint32_t codepoint, Colour *colour)
{
    for (int c = 0; c < 2; c++)
        for (int t = PAWN; t <= KING; t++)
            if (FIGURINES[c][t] == codepoint) {
                if (colour != NULL)
                    *colour = (Colour)c;
                return (PieceType)t;
            }
    return NO_TYPE;
}

const char *piece_type_name(PieceType t)
{
    switch (t) {
    /* TRANSLATORS: piece names, used inside messages: "knight on Ab1". */
    case PAWN: return _("pawn");
    case KNIGHT: return _("knight");
    case BISHOP: return _("bishop");
    case ROOK: return _("rook");
    case UNICORN: return _("unicorn");
    case QUEEN: return _("queen");
    case KING: return _("king");
    default: return "?";
    }
}
