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
 * The demonstration screen (see cubedemoview.h): drawing and keys; the
 * logic is session/cubedemo.c.
 */
#include <config.h>

#include "tui/cubedemoview.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/xalloc.h"
#include "session/cubedemo.h"
#include "session/rulestext.h"
#include "session/textwidth.h"
#include "tui/boardview.h"
#include "tui/draw.h"

enum { KEY_LINE_KEYS = 9 };

/* A line of the key list: some actions of key tables (each by its first
 * key) and what they do. */
typedef struct KeyRef {
    const KeyTable *table;
    int action;
} KeyRef;

typedef struct KeyLine {
    KeyRef keys[KEY_LINE_KEYS];
    int count;
    const char *text;
} KeyLine;

static const KeyLine KEY_LINES[] = {
    { { { &PLAY_KEYS, ACTION_CURSOR_LEFT }, { &PLAY_KEYS, ACTION_CURSOR_RIGHT },
          { &PLAY_KEYS, ACTION_CURSOR_UP }, { &PLAY_KEYS, ACTION_CURSOR_DOWN },
          { &PLAY_KEYS, ACTION_LEVEL_UP }, { &PLAY_KEYS, ACTION_LEVEL_DOWN },
          { &PLAY_KEYS, ACTION_PANEL_LEFT }, { &PLAY_KEYS, ACTION_PANEL_RIGHT } },
        8, N_("move the piece (the game's cursor keys)") },
    { { { &DEMO_KEYS, DEMO_NEXT_PIECE }, { &DEMO_KEYS, DEMO_PREVIOUS_PIECE }, { &DEMO_KEYS, DEMO_KING },
          { &DEMO_KEYS, DEMO_QUEEN }, { &DEMO_KEYS, DEMO_ROOK }, { &DEMO_KEYS, DEMO_BISHOP },
          { &DEMO_KEYS, DEMO_UNICORN }, { &DEMO_KEYS, DEMO_KNIGHT }, { &DEMO_KEYS, DEMO_PAWN } },
        9, N_("next or previous piece, or by its letter") },
    { { { &DEMO_KEYS, DEMO_COLOUR }, { &PLAY_KEYS, ACTION_FLIP } }, 2,
        N_("White or Black; turn the cube") },
    { { { &PLAY_KEYS, ACTION_CANCEL }, { &PLAY_KEYS, ACTION_QUIT }, { &PLAY_KEYS, ACTION_HELP } }, 3,
        N_("back to the help") },
};
enum { KEY_LINE_COUNT = sizeof KEY_LINES / sizeof *KEY_LINES };

/* The first key of each action of the line, separated by spaces. */
static void key_line_names(const KeyLine *line, bool utf8, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < line->count; i++) {
        char names[64];
        keys_names(line->keys[i].table, line->keys[i].action, utf8, names, sizeof names);
        char *space = strchr(names, ' ');
        if (space != NULL)
            *space = '\0';
        int n = snprintf(buf + used, size - used, "%s%s", used > 0 ? " " : "", names);
        if (n < 0 || (size_t)n >= size - used)
            return;
        used += (size_t)n;
    }
}

/* The board: the piece alone, its destinations lit. */
static void draw_cube(const App *app, const CubeDemo *d)
{
    Position pos;
    position_clear(&pos);
    position_put(&pos, d->cell, piece_make(d->colour, d->piece));
    bool lit[CELL_COUNT] = { false };
    CELLSET_FOR_EACH(cubedemo_destinations(d), cell)
        lit[cell] = true;
    BoardMarks marks;
    boardview_marks_clear(&marks);
    marks.cursor = d->cell;
    marks.destinations = lit;
    marks.empty_captures = cubedemo_captures(d);
    boardview_draw(&app->layout, &app->glyphs, &pos, d->flipped, &marks);
}

/* The room below (or beside) the boards: the status and the move list's
 * rectangles together, down to the message rows. */
static void text_area(const Layout *l, Rect *r)
{
    r->x = l->status.x;
    r->y = l->status.y;
    r->width = l->moves.x + l->moves.width - l->status.x;
    r->height = l->hint_row - l->status.y;
}

/* The key lines, ending on row `last`: each line's keys with what they
 * do beside them, or below them when the rectangle is too narrow for
 * that.  Returns the first row used. */
static int draw_key_lines(const App *app, int last, const Rect *r)
{
    char names[KEY_LINE_COUNT][96];
    int key_width = 0, text_columns = 0;
    for (int i = 0; i < KEY_LINE_COUNT; i++) {
        key_line_names(&KEY_LINES[i], app->glyphs.utf8, names[i], sizeof names[i]);
        int w = text_width(names[i]), t = text_width(_(KEY_LINES[i].text));
        key_width = w > key_width ? w : key_width;
        text_columns = t > text_columns ? t : text_columns;
    }
    bool beside = key_width + 2 + text_columns <= r->width;
    int text_x = beside ? key_width + 2 : 2;
    int y = last - (beside ? KEY_LINE_COUNT : 2 * KEY_LINE_COUNT) + 1, first = y;
    for (int i = 0; i < KEY_LINE_COUNT; i++, y++) {
        draw_text(y, r->x, r->width, names[i], colours_style(STYLE_KEY));
        if (!beside)
            y++;
        draw_text(y, r->x + text_x, r->width - text_x, _(KEY_LINES[i].text), colours_style(STYLE_NORMAL));
    }
    return first;
}

/* Text wrapped over rows first..last; when it needs more, the last row
 * ends in an ellipsis (the help's rules page has all of it). */
static void draw_paragraph(int first, int last, const Rect *r, const char *text, const Glyphs *g)
{
    attr_t attr = colours_style(STYLE_NORMAL);
    for (int y = first; y <= last && *text != '\0'; y++) {
        size_t cut = text_break(text, r->width);
        if (cut == 0)
            return;
        bool more = text[cut] != '\0';
        if (y == last && more)
            cut = text_break(text, r->width - text_width(g->ellipsis) - 1);
        char line[RULES_TEXT_SIZE];
        snprintf(line, sizeof line, "%.*s%s%s", (int)cut, text, y == last && more ? " " : "",
            y == last && more ? g->ellipsis : "");
        draw_text(y, r->x, r->width, line, attr);
        text += cut;
        while (*text == ' ')
            text++;
    }
}

static void draw_words(const App *app, const CubeDemo *d)
{
    Rect r;
    text_area(&app->layout, &r);
    int last = r.y + r.height - 1;
    char summary[DEMO_SUMMARY_SIZE], moves[RULES_TEXT_SIZE];
    cubedemo_summary(d, summary, sizeof summary);
    rules_piece_moves(d->piece, moves, sizeof moves);
    int y = r.y + draw_wrapped(r.y, last, r.x, r.width, summary, colours_style(STYLE_TITLE));
    int keys_y = draw_key_lines(app, last, &r);
    if (keys_y > y)
        draw_paragraph(y, keys_y - 1, &r, moves, &app->glyphs);
}

static void demo_draw(App *app)
{
    CubeDemo *d = &app->demo->demo;
    curs_set(0);
    draw_cube(app, d);
    draw_words(app, d);
    char legend[MESSAGE_SIZE];
    if (d->piece == PAWN)
        snprintf(legend, sizeof legend, _("%s: the pawn moves there   %s: it takes there"),
            app->glyphs.destination, app->glyphs.capture);
    else
        snprintf(legend, sizeof legend, _("%s: the piece can go there"), app->glyphs.destination);
    draw_text(app->layout.hint_row, app->layout.bottom_x, app->layout.bottom_width, legend,
        colours_style(STYLE_HINT));
}

static void demo_key(App *app, const KeyPress *key)
{
    CubeDemo *d = &app->demo->demo;
    if (key->key == KEY_CODE_MOUSE) {
        int cell = key->mouse == MOUSE_PRESS ? layout_cell_at(&app->layout, d->flipped, key->y, key->x)
                                             : CELL_NONE;
        if (cell != CELL_NONE)
            d->cell = cell;
        return;
    }
    if (cubedemo_key(d, key->key) == DEMO_KEY_BACK)
        app->screen = app->demo->back;
}

static const Screen DEMO_SCREEN = { demo_draw, demo_key, NULL };

void cubedemo_open(App *app, const Screen *back)
{
    if (app->demo == NULL)
        app->demo = xcalloc(1, sizeof *app->demo);
    cubedemo_start(&app->demo->demo);
    app->demo->back = back;
    app->screen = &DEMO_SCREEN;
}

void cubedemo_free(App *app)
{
    free(app->demo);
    app->demo = NULL;
}
