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
 * The move list.  Row i shows move number (first number + i): when the
 * game starts with Black to move, the first row is "1... move".
 */
#include <config.h>

#include "tui/movelist.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui/colours.h"
#include "core/i18n.h"
#include "core/notation.h"
#include "core/xalloc.h"
#include "tui/draw.h"
#include "session/textwidth.h"

enum { MOVE_TEXT_WIDTH = 15, NUMBER_WIDTH = 5 };

void movelist_texts_free(MoveTexts *t)
{
    free(t->text);
    free(t->moves);
    memset(t, 0, sizeof *t);
}

void movelist_texts_update(MoveTexts *t, const Game *g, bool letters)
{
    size_t same = 0;
    if (letters == t->letters && position_equal(&t->start, &g->start))
        while (same < t->count && same < g->ply_count && t->moves[same] == g->moves[same])
            same++;
    size_t cap = t->capacity;
    t->text = xgrow(t->text, &cap, g->ply_count + 1, sizeof *t->text);
    cap = t->capacity;
    t->moves = xgrow(t->moves, &cap, g->ply_count + 1, sizeof *t->moves);
    t->capacity = cap;
    Position pos;
    game_position_at(g, same, &pos);
    for (size_t i = same; i < g->ply_count; i++) {
        Undo undo;
        notation_write_style(&pos, g->moves[i], letters ? NOTATION_LETTERS : NOTATION_FIGURINE,
            t->text[i], NOTATION_SIZE);
        t->moves[i] = g->moves[i];
        position_make_move(&pos, g->moves[i], &undo);
    }
    t->count = g->ply_count;
    t->start = g->start;
    t->letters = letters;
}

/* Plies before the first row's White move: 1 when Black moved first. */
static size_t black_first(const Game *g)
{
    return g->start.side == BLACK ? 1 : 0;
}

int movelist_row_count(const Game *g)
{
    return (int)((g->ply_count + black_first(g) + 1) / 2);
}

int movelist_row_of_ply(const Game *g, size_t ply)
{
    return (int)((ply + black_first(g)) / 2);
}

static int visible_rows(const Rect *r)
{
    return r->height - 1;
}

int movelist_scroll(const Game *g, const Rect *r, int scroll, int rows)
{
    int total = movelist_row_count(g);
    int last_first = total - visible_rows(r);
    if (last_first <= 0)
        return -1;
    int first = scroll < 0 ? last_first : scroll;
    first += rows;
    if (first < 0)
        first = 0;
    return first >= last_first ? -1 : first;
}

void movelist_draw_row(const MoveTexts *t, const Game *g, const Rect *r, int y, int row,
    int number_width, size_t marked, attr_t marked_attr)
{
    size_t skip = black_first(g);
    size_t white_ply = (size_t)row * 2;      /* counted with the skipped ply */
    char number[16];
    snprintf(number, sizeof number, "%d.", g->start.fullmove + row);
    if (row == 0 && skip)
        snprintf(number, sizeof number, "%d...", g->start.fullmove);
    draw_text_right(y, r->x, number_width - 1, number, colours_style(STYLE_LABEL));
    int x = r->x + number_width;
    for (size_t ply = white_ply; ply < white_ply + 2; ply++, x += MOVE_TEXT_WIDTH + 2)
        if (ply >= skip && ply - skip < g->ply_count)
            draw_text(y, x, r->x + r->width - x, t->text[ply - skip],
                ply - skip == marked ? marked_attr : colours_style(STYLE_NORMAL));
}

void movelist_draw(MoveTexts *t, const Game *g, const Rect *r, bool letters, int scroll)
{
    movelist_texts_update(t, g, letters);
    int total = movelist_row_count(g), shown = visible_rows(r);
    int first = scroll;
    if (first < 0 || first > total - shown)
        first = total > shown ? total - shown : 0;
    char title[64];
    if (total > shown)
        /* TRANSLATORS: the move list's heading when it does not fit: the
         * rows shown and how many there are. */
        snprintf(title, sizeof title, _("Moves %d-%d of %d ([ ] scroll)"), first + 1,
            first + shown, total);
    else
        /* TRANSLATORS: the heading of the move list. */
        snprintf(title, sizeof title, "%s", _("Moves"));
    draw_text(r->y, r->x, r->width, title, colours_style(STYLE_TITLE));
    for (int i = 0; i < shown && first + i < total; i++)
        movelist_draw_row(t, g, r, r->y + 1 + i, first + i, NUMBER_WIDTH, g->ply_count - 1,
            colours_style(STYLE_TO_MOVE));
}
