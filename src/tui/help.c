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
#include "session/rulestext.h"
#include "session/textwidth.h"
#include "tui/colours.h"
#include "tui/cubedemoview.h"
#include "tui/draw.h"

enum {
    HELP_MAX_WIDTH = 86,
    HELP_KEY_COLUMN = 14,
    HELP_SAMPLE_WIDTH = 3,
    HELP_KEY_PAGE = KEY_CODE_TAB,   /* turns to the other page */
    HELP_KEY_DEMO = 'e',            /* opens the empty-cube demonstration */
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

/* A key's line whose text goes on, wrapped, on lines of its own below. */
static void add_keys_wrapped(HelpText *h, const char *keys, const char *text, int width)
{
    int text_columns = width - HELP_KEY_COLUMN;
    for (bool first = true; *text != '\0'; first = false) {
        size_t cut = text_break(text, text_columns);
        if (cut == 0)
            return;
        HelpLine *l = add(h, HELP_KEY, "");
        snprintf(l->keys, sizeof l->keys, "%s", first ? keys : "");
        snprintf(l->text, sizeof l->text, "%.*s", (int)cut, text);
        text += cut;
        while (*text == ' ')
            text++;
    }
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

/* What to do when the font lacks the unicorn figurines: the glyph probe
 * (glyphprobe.h) learns how wide the terminal draws them, not whether the
 * font has them. */
static void add_unicorn_note(HelpText *h, const Glyphs *g, int width)
{
    if (!g->figurines)
        return;
    char text[HELP_TEXT_SIZE * 2];
    snprintf(text, sizeof text,
        _("If the unicorns (%s %s) show as boxes, your font lacks them (few fonts have U+1FA22 "
          "and U+1FA28; the program asks the terminal how wide it draws them, but cannot see "
          "whether the font has them): start with --glyphs letters, or install a font that has "
          "them, Noto Sans Symbols2 (Debian: fonts-noto-core)."),
        glyphs_piece_type(g, WHITE, UNICORN), glyphs_piece_type(g, BLACK, UNICORN));
    add_wrapped(h, text, width);
}

/* The lines that say how to reach the other page and the demonstration. */
static void add_page_keys(HelpText *h, HelpPage page, bool utf8)
{
    char name[KEY_NAME_SIZE];
    keys_name(HELP_KEY_PAGE, utf8, name);
    add_keys(h, name, page == HELP_PAGE_KEYS ? _("the rules of the game: how the pieces move, check, the draws")
                                             : _("back to the keys"));
    keys_name(HELP_KEY_DEMO, utf8, name);
    add_keys(h, name, _("try the pieces: a piece's moves on an empty cube"));
    add(h, HELP_BLANK, "");
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
    add_page_keys(h, HELP_PAGE_KEYS, g->utf8);
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
    add_page_keys(h, HELP_PAGE_KEYS, g->utf8);
    add_key_table(h, _("Keys on the replay screen"), &REPLAY_KEYS, g->utf8);
    add(h, HELP_BLANK, "");
    add_wrapped(h, _("The header shows the record's tags, the move list the shown move, the bottom "
                     "rows its comment and the record's first error.  Analysis: the evaluation in "
                     "pawns from White's side (M3: mate in 3), the depth and the best line."), width);
    add(h, HELP_BLANK, "");
    build_legend(h, g);
    add_unicorn_note(h, g, width);
}

static void build(HelpText *h, const Glyphs *g, int width)
{
    h->count = 0;
    add_page_keys(h, HELP_PAGE_KEYS, g->utf8);
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
    add_unicorn_note(h, g, width);
}

/* The check marks as the move lists write them. */
typedef struct CheckMarks {
    const char *check, *boardmate, *spacemate, *stalemate;
} CheckMarks;

static const CheckMarks FIGURINE_MARKS = { "\u2020", "\u2020\u2020", "\u2020\u2020\u2020", "\u2261" };
static const CheckMarks LETTER_MARKS = { "+", "++", "#", "~" };

static void add_pieces(HelpText *h, const Glyphs *g, int width)
{
    add(h, HELP_HEADING, _("How the pieces move"));
    add_wrapped(h, _("The numbers are for a piece alone on the empty cube, in the centre (Cc3) and "
                     "in a corner (Aa1).  Only the knight leaps; the others stop before the first "
                     "piece in their way.  A piece takes an enemy piece by moving onto its cell."),
        width);
    for (int i = 0; i < RULES_PIECE_COUNT; i++) {
        PieceType t = RULES_PIECES[i];
        char name[64], moves[RULES_TEXT_SIZE];
        snprintf(name, sizeof name, "%s %s", glyphs_piece_type(g, WHITE, t), rules_piece_title(t));
        rules_piece_moves(t, moves, sizeof moves);
        add_keys_wrapped(h, name, moves, width);
    }
    add_wrapped(h, _("A pawn that reaches the far row is promoted: White's on rank 5 of level E, "
                     "Black's on rank 1 of level A.  It becomes a queen, rook, bishop, knight or "
                     "unicorn, as its player chooses."), width);
}

static void add_mates(HelpText *h, const CheckMarks *m, int width)
{
    char text[HELP_TEXT_SIZE];
    add(h, HELP_HEADING, _("Check, boardmate and spacemate"));
    snprintf(text, sizeof text,
        _("A king attacked by an enemy piece is in check (%s).  Its player must end the check at "
          "once; a move that leaves the own king attacked is not allowed."), m->check);
    add_wrapped(h, text, width);
    snprintf(text, sizeof text,
        _("Boardmate (%s): a check that the king can answer only by leaving its level (every "
          "legal reply is a king move to another level).  The game goes on."), m->boardmate);
    add_wrapped(h, text, width);
    snprintf(text, sizeof text,
        _("Spacemate (%s): the king is in check and its player has no legal move: that player "
          "loses."), m->spacemate);
    add_wrapped(h, text, width);
}

static void add_draws(HelpText *h, const CheckMarks *m, int width)
{
    char text[HELP_TEXT_SIZE];
    add(h, HELP_HEADING, _("Draws and the other ends"));
    snprintf(text, sizeof text,
        _("Stalemate (%s): the player to move is not in check but has no legal move: a draw."),
        m->stalemate);
    add_wrapped(h, text, width);
    add_wrapped(h, _("The game is drawn by itself when the same position, with the same side to "
                     "move, stands for the third time; after 100 moves in a row (50 by each side) "
                     "without a capture or a pawn move; and when only the two kings are left.  A "
                     "draw offered and accepted ends it too."), width);
    add_wrapped(h, _("A player whose clock runs out, or who resigns, loses."), width);
}

/* The rules page. */
static void build_rules(HelpText *h, const Glyphs *g, int width)
{
    h->count = 0;
    add_page_keys(h, HELP_PAGE_RULES, g->utf8);
    add(h, HELP_HEADING, _("The rules of Raumschach"));
    add_wrapped(h, _("Five boards of 5 by 5 cells stand one above the other as a cube: levels A "
                     "(at the bottom, White's home) to E (Black's home), files a to e, ranks 1 to "
                     "5.  A cell is named level, file, rank: Aa1 to Ee5.  The game screen draws "
                     "the levels side by side.  Each side has a king, a queen, two rooks, two "
                     "bishops, two unicorns, two knights and ten pawns; White moves first."), width);
    add(h, HELP_BLANK, "");
    add_pieces(h, g, width);
    add(h, HELP_BLANK, "");
    const CheckMarks *marks = g->figurines ? &FIGURINE_MARKS : &LETTER_MARKS;
    add_mates(h, marks, width);
    add(h, HELP_BLANK, "");
    add_draws(h, marks, width);
    if (g->figurines) {
        add(h, HELP_BLANK, "");
        add_unicorn_note(h, g, width);
    }
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
    if (h->page == HELP_PAGE_RULES)
        build_rules(help, &app->glyphs, r.width - 4);
    else if (h->topic == HELP_REPLAY)
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
    const char *footer = last_first > 0 ? _("Tab: rules or keys, e: try the pieces, arrows scroll, other keys close")
                                        : _("Tab: rules or keys, e: try the pieces, other keys close");
    draw_text_centred(r.y + r.height - 2, r.x, r.width, footer, colours_style(STYLE_HINT));
}

/* The demonstration comes back to this screen. */
static const Screen HELP_SCREEN;

static void help_key(App *app, const KeyPress *key)
{
    int *scroll = &app->help->scroll;
    int page = text_rows(app) - 1;
    switch (key->key) {
    case KEY_CODE_UP: case 'k': *scroll -= 1; break;
    case KEY_CODE_DOWN: case 'j': *scroll += 1; break;
    case KEY_CODE_PAGE_UP: *scroll -= page; break;
    case KEY_CODE_PAGE_DOWN: case ' ': *scroll += page; break;
    case HELP_KEY_PAGE:
        app->help->page = app->help->page == HELP_PAGE_KEYS ? HELP_PAGE_RULES : HELP_PAGE_KEYS;
        *scroll = 0;
        break;
    case HELP_KEY_DEMO: cubedemo_open(app, &HELP_SCREEN); return;
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
    app->help->page = HELP_PAGE_KEYS;
    app->help->scroll = 0;
    app_show_over(app, &HELP_SCREEN);
}

void help_free(App *app)
{
    free(app->help);
    app->help = NULL;
}
