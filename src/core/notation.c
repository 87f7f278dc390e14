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
 * Writing moves: the canonical figurine form and the ASCII letter form
 * (see notation.h).  The check mark needs the position after the move, so
 * the move is made on a copy and the reply position judged.
 */
#include <config.h>

#include "notation.h"

#include <stdio.h>

#include "geometry.h"
#include "piece.h"

/* U+FE0E VARIATION SELECTOR-15: text presentation of the figurine. */
static const char TEXT_PRESENTATION[] = "\uFE0E";
static const char EN_DASH[] = "\u2013";
static const char MULTIPLICATION_SIGN[] = "\u00D7";

static const char *const MARK_LETTERS[] = {
    [CHECK_MARK_NONE] = "",
    [CHECK_MARK_CHECK] = "+",
    [CHECK_MARK_BOARDMATE] = "++",
    [CHECK_MARK_SPACEMATE] = "#",
    [CHECK_MARK_STALEMATE] = "~",
};

const char *notation_mark_letters(CheckMark mark)
{
    return MARK_LETTERS[mark];
}

CheckMark notation_mark_of(const Position *pos, Move m)
{
    Position after = *pos;
    Undo undo;
    position_make_move(&after, m, &undo);
    return position_check_mark(&after);
}

size_t notation_write_marked(const Position *pos, Move m, CheckMark mark, NotationStyle style,
    char *buf, size_t size)
{
    char from[4], to[4], promotion[16] = "";
    PieceType type = piece_type(position_at(pos, move_from(m)));
    cell_name(move_from(m), from);
    cell_name(move_to(m), to);
    int n;
    if (style == NOTATION_FIGURINE) {
        if (move_promotion(m) != NO_TYPE)
            snprintf(promotion, sizeof promotion, "=%s%s",
                piece_figurine(WHITE, move_promotion(m)), TEXT_PRESENTATION);
        n = snprintf(buf, size, "%s%s%s%s%s%s%s", piece_figurine(WHITE, type), TEXT_PRESENTATION,
            from, move_is_capture(m) ? MULTIPLICATION_SIGN : EN_DASH, to, promotion,
            check_mark_text(mark));
    } else {
        if (move_promotion(m) != NO_TYPE)
            snprintf(promotion, sizeof promotion, "=%c", piece_type_letter(move_promotion(m)));
        n = snprintf(buf, size, "%c%s%c%s%s%s", piece_type_letter(type), from,
            move_is_capture(m) ? 'x' : '-', to, promotion, MARK_LETTERS[mark]);
    }
    return n < 0 ? 0 : (size_t)n;
}

size_t notation_write_style(const Position *pos, Move m, NotationStyle style, char *buf,
    size_t size)
{
    return notation_write_marked(pos, m, notation_mark_of(pos, m), style, buf, size);
}

