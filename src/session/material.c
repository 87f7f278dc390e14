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
 * Counting the material of a position.
 */
#include <config.h>

#include "session/material.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/evaluate.h"
#include "core/i18n.h"

void material_of(const Position *pos, Material *m)
{
    Position start;
    position_start(&start);
    memset(m, 0, sizeof *m);
    for (int c = 0; c < 2; c++)
        for (int t = PAWN; t < KING; t++) {
            int gone = start.count[c][t] - pos->count[c][t];
            m->lost[c][t] = gone > 0 ? gone : 0;
            m->balance += (c == WHITE ? 1 : -1) * PIECE_VALUE[t] * pos->count[c][t];
        }
}

void material_balance_text(int centipawns, char *buf, size_t size)
{
    int tenths = (abs(centipawns) + 5) / 10;
    if (tenths == 0)
        /* TRANSLATORS: the material balance when neither side is ahead. */
        snprintf(buf, size, "%s", _("even"));
    else
        snprintf(buf, size, "%c%d.%d", centipawns > 0 ? '+' : '-', tenths / 10, tenths % 10);
}

/* The pieces of colour c that were lost, the most valuable first. */
static void lost_pieces(const Material *m, const Glyphs *g, Colour c, char *buf, size_t size)
{
    static const PieceType ORDER[] = { QUEEN, BISHOP, ROOK, KNIGHT, UNICORN, PAWN };
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof ORDER / sizeof *ORDER; i++)
        for (int n = 0; n < m->lost[c][ORDER[i]] && used < size; n++)
            used += (size_t)snprintf(buf + used, size - used, "%s", glyphs_piece_type(g, c, ORDER[i]));
}

void material_text(const Material *m, const Glyphs *g, char *buf, size_t size)
{
    char balance[16], by_white[MATERIAL_TEXT_SIZE / 2], by_black[MATERIAL_TEXT_SIZE / 2];
    material_balance_text(m->balance, balance, sizeof balance);
    lost_pieces(m, g, BLACK, by_white, sizeof by_white);
    lost_pieces(m, g, WHITE, by_black, sizeof by_black);
    if (by_white[0] == '\0' && by_black[0] == '\0')
        /* TRANSLATORS: %s is the balance: "even", "+3.2" (White ahead), "-1.0". */
        snprintf(buf, size, _("Material %s."), balance);
    else if (by_black[0] == '\0')
        /* TRANSLATORS: the balance, then the pieces White took (figurines or letters). */
        snprintf(buf, size, _("Material %s; White took %s."), balance, by_white);
    else if (by_white[0] == '\0')
        /* TRANSLATORS: the balance, then the pieces Black took (figurines or letters). */
        snprintf(buf, size, _("Material %s; Black took %s."), balance, by_black);
    else
        /* TRANSLATORS: the balance, then the pieces White took and those Black took. */
        snprintf(buf, size, _("Material %s; White took %s, Black took %s."), balance, by_white, by_black);
}
