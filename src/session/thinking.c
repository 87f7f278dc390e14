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
 * The engine's thinking as text (see thinking.h).
 */
#include <config.h>

#include "session/thinking.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"

void thinking_score_text(int score, Colour side, char buf[SCORE_TEXT_SIZE])
{
    int white = side == WHITE ? score : -score;
    int mate = search_mate_moves(white);
    if (mate != 0) {
        snprintf(buf, SCORE_TEXT_SIZE, "%sM%d", mate > 0 ? "+" : "-", abs(mate));
        return;
    }
    snprintf(buf, SCORE_TEXT_SIZE, "%s%d.%02d", white > 0 ? "+" : white < 0 ? "-" : "",
        abs(white) / 100, abs(white) % 100);
}

void thinking_text(const Position *pos, const SearchReport *report, NotationStyle style, char *buf,
    size_t size)
{
    char score[SCORE_TEXT_SIZE];
    thinking_score_text(report->score, pos->side, score);
    /* TRANSLATORS: the engine's search so far: its depth, its score in
     * pawns from White's side, then the moves it expects. */
    int used = snprintf(buf, size, _("depth %d, %s:"), report->depth, score);
    if (used < 0 || (size_t)used >= size)
        return;
    Position p = *pos;
    for (int i = 0; i < report->pv_length; i++) {
        char move[NOTATION_SIZE];
        notation_write_style(&p, report->pv[i], style, move, sizeof move);
        size_t length = strlen(move);
        if ((size_t)used + 1 + length >= size)
            break;
        buf[used++] = ' ';
        memcpy(buf + used, move, length + 1);
        used += (int)length;
        Undo undo;
        position_make_move(&p, report->pv[i], &undo);
    }
}

bool thinking_accepts_draw(bool have_score, int score)
{
    return have_score && score <= -DRAW_ACCEPT_CENTIPAWNS;
}
