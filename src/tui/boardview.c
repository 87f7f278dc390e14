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
 * The five boards.  Each cell is filled with its background, the piece (or
 * mark) goes in the middle column of its middle row, and the side marks go
 * in the columns just left and right of it.
 */
#include <config.h>

#include "tui/boardview.h"

#include <stdio.h>

#include "core/i18n.h"
#include "session/checklines.h"
#include "session/cursor.h"
#include "tui/draw.h"

void boardview_marks_clear(BoardMarks *marks)
{
    marks->cursor = marks->selected = CELL_NONE;
    marks->destinations = NULL;
    marks->last_from = marks->last_to = CELL_NONE;
    marks->king_in_check = CELL_NONE;
    marks->on_check_line = NULL;
    marks->notes = NULL;
    marks->capture_cell = CELL_NONE;
    marks->checkers = marks->check_line = cellset_empty();
    marks->empty_captures = cellset_empty();
}

/* A private mark as a string to draw: one of 128 kept strings. */
static const char *note_text(char note)
{
    static char texts[128][2];
    unsigned char c = (unsigned char)note & 0x7F;
    texts[c][0] = (char)c;
    return texts[c];
}

void boardview_mark_check(BoardMarks *marks, const Position *pos)
{
    CheckLines c;
    check_lines_of(pos, &c);
    marks->king_in_check = c.king;
    marks->checkers = c.checkers;
    marks->check_line = c.line;
}

static Background background_of(int cell, const BoardMarks *m, bool capture)
{
    if (cell == m->cursor)
        return BACKGROUND_CURSOR;
    if (cell == m->king_in_check || cellset_has(m->checkers, cell) || cellset_has(m->check_line, cell))
        return BACKGROUND_CHECK;
    if (cell == m->selected)
        return BACKGROUND_SELECTED;
    if (capture || cell == m->capture_cell)
        return BACKGROUND_CAPTURE;
    bool dark = cell_is_dark(cell);
    if (cell == m->last_from || cell == m->last_to
        || (m->on_check_line != NULL && m->on_check_line[cell]))
        return dark ? BACKGROUND_LAST_DARK : BACKGROUND_LAST_LIGHT;
    return dark ? BACKGROUND_DARK : BACKGROUND_LIGHT;
}

/* How a cell of the position looks with these marks. */
static void boardview_look(const Glyphs *g, const Position *pos, const BoardMarks *m, int cell,
    CellLook *look)
{
    Piece p = position_at(pos, cell);
    bool destination = m->destinations != NULL && m->destinations[cell];
    bool capture = (destination && piece_is_real(p)) || cellset_has(m->empty_captures, cell);
    look->background = background_of(cell, m, capture);
    look->left = look->right = NULL;
    if (piece_is_real(p)) {
        look->centre = glyphs_piece(g, p);
        look->centre_ink = piece_colour(p) == WHITE ? INK_WHITE_PIECE : INK_BLACK_PIECE;
    } else {
        look->centre = destination ? g->destination : " ";
        look->centre_ink = INK_MARK;
    }
    char note = m->notes != NULL ? m->notes[cell] : '\0';
    if (note != '\0' && !piece_is_real(p) && !destination)
        look->centre = note_text(note);
    if (cell == m->cursor) {
        look->left = g->cursor_left;
        look->right = g->cursor_right;
    } else if (cell == m->selected) {
        look->left = g->selected_left;
        look->right = g->selected_right;
    } else if (cell == m->king_in_check) {
        look->left = look->right = g->check;
    } else if (cellset_has(m->checkers, cell)) {
        look->left = capture ? g->capture : g->checker;
        look->right = g->checker;
    } else if (capture || cell == m->capture_cell) {
        look->left = g->capture;
    } else if (cellset_has(m->check_line, cell)) {
        look->left = look->right = g->check_line;
    }
    if (note != '\0' && piece_is_real(p) && look->right == NULL)
        look->right = note_text(note);
}

void boardview_draw_cell(const Rect *r, const CellLook *look)
{
    attr_t blank = colours_cell(look->background, INK_MARK);
    for (int row = 0; row < r->height; row++)
        draw_fill(r->y + row, r->x, r->width, blank);
    int y, x;
    rect_centre(r, &y, &x);
    draw_text(y, x, 1, look->centre, colours_cell(look->background, look->centre_ink));
    attr_t mark = colours_cell(look->background, INK_MARK) | A_BOLD;
    if (look->left != NULL)
        draw_text(y, x - 1, 1, look->left, mark);
    if (look->right != NULL)
        draw_text(y, x + 1, 1, look->right, mark);
}

static void draw_labels(const Layout *l, int slot, int level, bool flipped, bool cursor_here)
{
    int panel_x = layout_panel_x(l, slot);
    int cells_x = panel_x + l->rank_label_width;
    int cells_width = BOARD_SIZE * l->cell_width;
    char title[32];
    /* TRANSLATORS: the heading over a level board; %c is A to E. */
    snprintf(title, sizeof title, _("Level %c"), 'A' + level);
    draw_text_centred(l->board_y, cells_x, cells_width, title,
        colours_style(cursor_here ? STYLE_TITLE_CURSOR : STYLE_TITLE));
    for (int row = 0; row < BOARD_SIZE; row++) {
        char rank[2] = { (char)('1' + view_rank_of_row(row, flipped)), '\0' };
        int y = l->board_y + 1 + row * l->cell_height + (l->cell_height - 1) / 2;
        draw_text(y, panel_x, 1, rank, colours_style(STYLE_LABEL));
    }
    for (int file = 0; file < BOARD_SIZE; file++) {
        char name[2] = { (char)('a' + file), '\0' };
        draw_text(layout_files_row(l), cells_x + file * l->cell_width + l->cell_width / 2, 1,
            name, colours_style(STYLE_LABEL));
    }
}

void boardview_draw(const Layout *l, const Glyphs *g, const Position *pos, bool flipped,
    const BoardMarks *marks)
{
    for (int slot = 0; slot < BOARD_SIZE; slot++) {
        int level = view_level_of_slot(slot, flipped);
        bool cursor_here = marks->cursor != CELL_NONE && cell_level(marks->cursor) == level;
        draw_labels(l, slot, level, flipped, cursor_here);
        for (int rank = 0; rank < BOARD_SIZE; rank++)
            for (int file = 0; file < BOARD_SIZE; file++) {
                int cell = cell_make(level, file, rank);
                Rect r;
                CellLook look;
                layout_cell_rect(l, flipped, cell, &r);
                boardview_look(g, pos, marks, cell, &look);
                boardview_draw_cell(&r, &look);
            }
    }
}
