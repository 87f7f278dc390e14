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

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/text.h"

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

void thinking_line_text(const Position *start, const Move *moves, int count, NotationStyle style,
    bool numbered, int columns, char *buf, size_t size)
{
    Position pos = *start;
    size_t used = 0;
    int width = 0;
    buf[0] = '\0';
    for (int i = 0; i < count; i++) {
        char number[24] = "", move[NOTATION_SIZE];
        if (numbered && pos.side == WHITE)
            snprintf(number, sizeof number, "%d. ", pos.fullmove);
        else if (numbered && i == 0)
            snprintf(number, sizeof number, "%d... ", pos.fullmove);
        notation_write_style(&pos, moves[i], style, move, sizeof move);
        size_t need = (used > 0 ? 1 : 0) + strlen(number) + strlen(move);
        int need_width = (used > 0 ? 1 : 0) + text_width(number) + text_width(move);
        if (used + need >= size || width + need_width > columns)
            return;
        used += (size_t)snprintf(buf + used, size - used, "%s%s%s", used > 0 ? " " : "", number, move);
        width += need_width;
        Undo undo;
        position_make_move(&pos, moves[i], &undo);
    }
}

void thinking_text(const Position *pos, const SearchReport *report, NotationStyle style, char *buf,
    size_t size)
{
    char score[SCORE_TEXT_SIZE];
    thinking_score_text(report->score, pos->side, score);
    /* TRANSLATORS: the engine's search so far: its depth, its score in
     * pawns from White's side, then the moves it expects. */
    int used = snprintf(buf, size, _("depth %d, %s:"), report->depth, score);
    if (used < 0 || (size_t)used + 1 >= size)
        return;
    char *line = buf + used + 1;
    thinking_line_text(pos, report->pv, report->pv_length, style, false, INT_MAX, line,
        size - (size_t)used - 1);
    if (line[0] != '\0')
        buf[used] = ' ';
}

bool thinking_accepts_draw(bool have_score, int score)
{
    return have_score && score <= -DRAW_ACCEPT_CENTIPAWNS;
}
