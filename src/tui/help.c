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
 * The help (see help.h): the lines are built afresh for every frame (they
 * follow the terminal's width and the glyphs) into App.help, made when the
 * help is first shown.
 */
#include <config.h>

#include "tui/help.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/xalloc.h"
#include "session/keys.h"
#include "session/replaykeys.h"
#include "session/textwidth.h"
#include "tui/colours.h"
#include "tui/draw.h"

enum {
    HELP_MAX_WIDTH = 86,
    HELP_KEY_COLUMN = 14,
    HELP_SAMPLE_WIDTH = 3,
};

static HelpLine *add(HelpText *h, HelpLineKind kind, const char *text)
{
    HelpLine *l = &h->line[h->count < HELP_LINE_CAPACITY ? h->count++ : HELP_LINE_CAPACITY - 1];
    memset(l, 0, sizeof *l);
    l->kind = kind;
    snprintf(l->text, sizeof l->text, "%s", text);
    return l;
}

/* Adds text as lines of at most width columns, broken at spaces. */
static void add_wrapped(HelpText *h, const char *text, int width)
{
    while (*text != '\0') {
        size_t cut = text_break(text, width);
        if (cut == 0)
            return;
        HelpLine *l = add(h, HELP_TEXT, "");
        snprintf(l->text, sizeof l->text, "%.*s", (int)cut, text);
        text += cut;
        while (*text == ' ')
            text++;
    }
}

static void add_keys(HelpText *h, const char *keys, const char *text)
{
    HelpLine *l = add(h, HELP_KEY, text);
    snprintf(l->keys, sizeof l->keys, "%s", keys);
}

static HelpLine *add_sample(HelpText *h, const Glyphs *g, Background b, PieceType t, Colour c,
    const char *left, const char *right, const char *text)
{
    HelpLine *l = add(h, HELP_SAMPLE, text);
    l->sample.background = b;
    l->sample.centre = t == NO_TYPE ? g->destination : glyphs_piece_type(g, c, t);
    l->sample.centre_ink = t == NO_TYPE ? INK_MARK : c == WHITE ? INK_WHITE_PIECE : INK_BLACK_PIECE;
    l->sample.left = left;
    l->sample.right = right;
    return l;
}

static void build_legend(HelpText *h, const Glyphs *g)
{
    add(h, HELP_HEADING, _("What the cells show"));
    add_sample(h, g, BACKGROUND_LIGHT, KNIGHT, WHITE, NULL, NULL, _("a light cell with a white knight"));
    add_sample(h, g, BACKGROUND_DARK, KNIGHT, BLACK, NULL, NULL, _("a dark cell with a black knight"));
    add_sample(h, g, BACKGROUND_CURSOR, KNIGHT, WHITE, g->cursor_left, g->cursor_right, _("the cursor"));
    add_sample(h, g, BACKGROUND_SELECTED, KNIGHT, WHITE, g->selected_left, g->selected_right,
        _("the selected piece"));
    add_sample(h, g, BACKGROUND_DARK, NO_TYPE, WHITE, NULL, NULL, _("a cell the selected piece can go to"));
    add_sample(h, g, BACKGROUND_CAPTURE, ROOK, BLACK, g->capture, NULL, _("a piece the selected piece can take"));
    add_sample(h, g, BACKGROUND_LAST_LIGHT, KNIGHT, WHITE, NULL, NULL, _("the last move: where it came from and went"));
    add_sample(h, g, BACKGROUND_CHECK, KING, WHITE, g->check, g->check, _("a king in check"));
    add_sample(h, g, BACKGROUND_CHECK, QUEEN, BLACK, g->checker, g->checker, _("a piece giving check"));
    HelpLine *line = add_sample(h, g, BACKGROUND_CHECK, NO_TYPE, WHITE, g->check_line, g->check_line,
        _("a cell between the checking piece and the king"));
    line->sample.centre = " ";
}

/* A heading, then every action of a key table with its keys. */
static void add_key_table(HelpText *h, const char *heading, const KeyTable *t, bool utf8)
{
    add(h, HELP_HEADING, heading);
    for (int a = 1; a < t->action_count; a++) {
        char keys[64];
        keys_names(t, a, utf8, keys, sizeof keys);
        add_keys(h, keys, keys_description(t, a));
    }
}

/* The Kriegspiel board's keys: those that would show the hidden army say
 * so. */
static void add_krieg_keys(HelpText *h, bool utf8)
{
    add(h, HELP_HEADING, _("Keys on the Kriegspiel board"));
    for (int a = 1; a < KRIEG_KEYS.action_count; a++) {
        char keys[64];
        keys_names(&KRIEG_KEYS, a, utf8, keys, sizeof keys);
        const char *off = keys_krieg_refusal((Action)a);
        /* TRANSLATORS: instead of what a key does, in Kriegspiel's help. */
        add_keys(h, keys, off != NULL ? _("off in Kriegspiel") : keys_description(&KRIEG_KEYS, a));
    }
}

static void build_krieg(HelpText *h, const Glyphs *g, int width)
{
    h->count = 0;
    add_krieg_keys(h, g->utf8);
    add(h, HELP_BLANK, "");
    add(h, HELP_HEADING, _("Kriegspiel"));
    add_wrapped(h, _("You see only your own army; the program is the referee.  Select a piece and "
                     "a cell, or type a move: the cells offered are those possible on your own "
                     "board.  The referee answers an illegal try with No (both players learn how "
                     "many) and plays the first legal one."), width);
    add_wrapped(h, _("The status shows your pawn tries (how many pawn captures you have), the last "
                     "capture and the check lines through your king; beside it, your tries refused "
                     "this turn.  Marks are yours alone and never saved."), width);
    add_wrapped(h, _("Between two players, after every move the screen goes blank: pass the "
                     "terminal, and the other player presses the key it names, then reads what "
                     "your turn brought.  Against Einhorn your board stays: while it tries, the "
                     "status counts its refused tries (never which), and it hears only what a "
                     "player hears.  At the end both see the referee's board and every try."), width);
    add(h, HELP_BLANK, "");
    add(h, HELP_HEADING, _("What the cells show"));
    add_sample(h, g, BACKGROUND_CURSOR, KNIGHT, WHITE, g->cursor_left, g->cursor_right, _("the cursor"));
    add_sample(h, g, BACKGROUND_SELECTED, KNIGHT, WHITE, g->selected_left, g->selected_right,
        _("the selected piece"));
    add_sample(h, g, BACKGROUND_DARK, NO_TYPE, WHITE, NULL, NULL, _("a cell your try may go to"));
    add_sample(h, g, BACKGROUND_CAPTURE, NO_TYPE, WHITE, g->capture, NULL, _("the last capture's cell"));
    add_sample(h, g, BACKGROUND_LAST_LIGHT, NO_TYPE, WHITE, NULL, NULL,
        _("a cell on the check line through your king"));
    add_sample(h, g, BACKGROUND_CHECK, KING, WHITE, g->check, g->check, _("your king in check"));
    HelpLine *mark = add(h, HELP_SAMPLE, _("your mark: a letter or ?"));
    mark->sample = (CellLook){ BACKGROUND_LIGHT, "?", INK_MARK, NULL, NULL };
}

/* The replay screen's keys instead of the game screen's. */
static void build_replay(HelpText *h, const Glyphs *g, int width)
{
    h->count = 0;
    add_key_table(h, _("Keys on the replay screen"), &REPLAY_KEYS, g->utf8);
    add(h, HELP_BLANK, "");
    add_wrapped(h, _("The header shows the record's tags, the move list the shown move, the bottom "
                     "rows its comment and the record's first error.  Analysis: the evaluation in "
                     "pawns from White's side (M3: mate in 3), the depth and the best line."), width);
    add(h, HELP_BLANK, "");
    build_legend(h, g);
}

static void build(HelpText *h, const Glyphs *g, int width)
{
    h->count = 0;
    add_key_table(h, _("Keys on the game screen"), &PLAY_KEYS, g->utf8);
    add(h, HELP_BLANK, "");
    add(h, HELP_HEADING, _("Typing a move, choosing a promotion, the mouse"));
    /* TRANSLATORS: the moves are notation, which never changes: keep them. */
    add_wrapped(h, _("A move is its piece's cell and the destination, with the piece's letter or "
                     "figurine in front if you like: Bc2Bc3, Bc2-Bc3, NAb1-Ac3, Ab1xCc2; a "
                     "promotion adds its piece: Dd4Ed5=Q."), width);
    add_wrapped(h, _("Enter plays it, Esc cancels; Left, Right, Home, End, Backspace and Del edit."),
        width);
    /* TRANSLATORS: Q R B N U are the letters the program reads: keep them. */
    add_wrapped(h, _("A promotion asks for the piece: Q R B N U, or Left/Right and Enter."), width);
    add_wrapped(h, _("Click a piece, then where it goes; the wheel scrolls the moves."), width);
    add_wrapped(h, g->figurines
            ? _("Check marks: \u2020 check, \u2020\u2020 boardmate (the king must leave its level), "
                "\u2020\u2020\u2020 spacemate, \u2261 stalemate.")
            : _("Check marks: + check, ++ boardmate (the king must leave its level), # spacemate, "
                "~ stalemate."), width);
    add(h, HELP_BLANK, "");
    add(h, HELP_HEADING, _("Playing the engine"));
    add_wrapped(h, _("While Einhorn thinks, the status shows how deep it has searched, its score "
                     "in pawns from White's side (+ is good for White, +M3 a mate in 3 for White) "
                     "and the moves it expects."), width);
    add_wrapped(h, _("u takes back to your turn (your move and its reply), d offers it a draw (it "
                     "accepts when it is a pawn or more behind), R resigns, even while it thinks; "
                     "H shows the move it would play for you, marked like a selected piece."), width);
    add_wrapped(h, _("At Strong it thinks on your time too (unless --no-ponder): the status says which "
                     "move it expects of you; its clock runs only on its own turn."), width);
    add(h, HELP_BLANK, "");
    build_legend(h, g);
}

/* The frame: as wide as the help wants and the screen allows. */
static void frame_rect(const App *app, Rect *r)
{
    int width = app->layout.cols;
    if (width > HELP_MAX_WIDTH)
        width = HELP_MAX_WIDTH;
    int height = app->layout.rows;
    r->width = width;
    r->height = height;
    r->x = (app->layout.cols - width) / 2;
    r->y = 0;
}

static int text_rows(const App *app)
{
    Rect r;
    frame_rect(app, &r);
    return r.height - 3;   /* frame top, frame bottom, footer */
}

static void draw_line(const HelpLine *l, int y, int x, int width)
{
    switch (l->kind) {
    case HELP_BLANK:
        break;
    case HELP_HEADING:
        draw_text(y, x, width, l->text, colours_style(STYLE_TITLE));
        break;
    case HELP_KEY:
        draw_text(y, x, HELP_KEY_COLUMN - 1, l->keys, colours_style(STYLE_KEY));
        draw_text(y, x + HELP_KEY_COLUMN, width - HELP_KEY_COLUMN, l->text, colours_style(STYLE_NORMAL));
        break;
    case HELP_TEXT:
        draw_text(y, x, width, l->text, colours_style(STYLE_NORMAL));
        break;
    case HELP_SAMPLE: {
        Rect cell = { y, x + 1, 1, HELP_SAMPLE_WIDTH };
        boardview_draw_cell(&cell, &l->sample);
        draw_text(y, x + HELP_KEY_COLUMN, width - HELP_KEY_COLUMN, l->text, colours_style(STYLE_NORMAL));
        break;
    }
    }
}

static void help_draw(App *app)
{
    HelpState *h = app->help;
    HelpText *help = &h->text;
    Rect r;
    frame_rect(app, &r);
    if (h->topic == HELP_REPLAY)
        build_replay(help, &app->glyphs, r.width - 4);
    else if (app->krieg != NULL)
        build_krieg(help, &app->glyphs, r.width - 4);
    else
        build(help, &app->glyphs, r.width - 4);
    if (app->return_to != NULL)
        app->return_to->draw(app);
    curs_set(0);
    draw_frame(&r, &app->glyphs, colours_style(STYLE_FRAME));
    draw_text_centred(r.y, r.x, r.width, _(" Raumschach: help "), colours_style(STYLE_TITLE));
    int rows = text_rows(app);
    int last_first = help->count > rows ? help->count - rows : 0;
    if (h->scroll > last_first)
        h->scroll = last_first;
    for (int i = 0; i < rows && h->scroll + i < help->count; i++)
        draw_line(&help->line[h->scroll + i], r.y + 1 + i, r.x + 2, r.width - 4);
    const char *footer = last_first > 0 ? _("Up/Down/PgUp/PgDn scroll, any other key closes")
                                        : _("Any key closes the help");
    draw_text_centred(r.y + r.height - 2, r.x, r.width, footer, colours_style(STYLE_HINT));
}

static void help_key(App *app, const KeyPress *key)
{
    int *scroll = &app->help->scroll;
    int page = text_rows(app) - 1;
    switch (key->key) {
    case KEY_CODE_UP: case 'k': *scroll -= 1; break;
    case KEY_CODE_DOWN: case 'j': *scroll += 1; break;
    case KEY_CODE_PAGE_UP: *scroll -= page; break;
    case KEY_CODE_PAGE_DOWN: case ' ': *scroll += page; break;
    case KEY_CODE_MOUSE:
        if (key->mouse == MOUSE_WHEEL_UP || key->mouse == MOUSE_WHEEL_DOWN)
            *scroll += key->mouse == MOUSE_WHEEL_UP ? -1 : 1;
        else
            app_go_back(app);
        break;
    default:
        *scroll = 0;
        app_go_back(app);
        return;
    }
    if (*scroll < 0)
        *scroll = 0;
}

static const Screen HELP_SCREEN = { help_draw, help_key, NULL };

void help_open(App *app, HelpTopic topic)
{
    if (app->help == NULL)
        app->help = xcalloc(1, sizeof *app->help);
    app->help->topic = topic;
    app_show_over(app, &HELP_SCREEN);
}

void help_free(App *app)
{
    free(app->help);
    app->help = NULL;
}
