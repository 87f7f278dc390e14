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
 * Status, message and bottom line of the game screen.
 */
#include <config.h>

#include "tui/statusview.h"

#include <stdio.h>
#include <string.h>

#include "tui/aiplay.h"
#include "tui/colours.h"
#include "core/i18n.h"
#include "core/movegen.h"
#include "tui/draw.h"
#include "session/keys.h"
#include "session/layout.h"
#include "session/material.h"
#include "session/textwidth.h"
#include "session/thinking.h"

const PieceType PROMOTION_CHOICES[PROMOTION_CHOICE_COUNT] = { QUEEN, ROOK, BISHOP, KNIGHT, UNICORN };

static const char *colour_name(Colour c)
{
    return c == WHITE ? _("White") : _("Black");
}

void statusview_draw_player(App *app, int row, Colour c)
{
    const Match *m = &app->match;
    const Rect *r = &app->layout.status;
    bool to_move = !m->over && match_side_to_move(m) == c;
    attr_t attr = colours_style(to_move ? STYLE_TO_MOVE : STYLE_NORMAL);
    char clock_text[CLOCK_TEXT_SIZE] = "";
    int64_t remaining = clock_remaining(&m->clock, c, app->now_ms);
    if (!m->time_control.unlimited)
        clock_format(remaining, clock_text);
    int clock_width = text_width(clock_text);
    /* Under ten seconds the clock shows tenths, and in the error colour. */
    attr_t clock_attr = !m->time_control.unlimited && remaining < CLOCK_TENTHS_BELOW_MS
        ? colours_style(STYLE_ERROR) : attr;
    int x = r->x;
    if (to_move)
        draw_text(r->y + row, x, 1, app->glyphs.to_move, attr);
    x += 2;
    draw_text(r->y + row, x, r->width - 2, colour_name(c), attr);
    /* The names line up after the longer colour name ("Schwarz"). */
    int white_width = text_width(colour_name(WHITE)), black_width = text_width(colour_name(BLACK));
    x += (white_width > black_width ? white_width : black_width) + 2;
    draw_text(r->y + row, x, r->x + r->width - clock_width - 1 - x, m->players[c].name, attr);
    draw_text_right(r->y + row, r->x, r->width, clock_text, clock_attr);
}

/* "White to move.", with check or boardmate, or how the game ended. */
static void turn_text(const App *app, char *buf, size_t size, bool *news)
{
    const Match *m = &app->match;
    Colour side = match_side_to_move(m);
    *news = true;
    if (m->over) {
        snprintf(buf, size, "%s", termination_describe(m->termination, side));
        return;
    }
    switch (position_check_mark(match_position(m))) {
    case CHECK_MARK_CHECK:
        snprintf(buf, size, side == WHITE ? _("White to move: check!") : _("Black to move: check!"));
        return;
    case CHECK_MARK_BOARDMATE:
        snprintf(buf, size, side == WHITE ? _("White to move: boardmate, the king must leave its level!")
                                          : _("Black to move: boardmate, the king must leave its level!"));
        return;
    default:
        *news = false;
        snprintf(buf, size, side == WHITE ? _("White to move.") : _("Black to move."));
    }
}

/* While the engine ponders, after the turn's text: "Black ponders,
 * expecting Ab1-Ac3." (or "Black ponders." on the position on the board). */
static void append_pondering(const App *app, char *buf, size_t size)
{
    char expected[NOTATION_SIZE];
    if (!ai_pondering(&app->ai, &app->match, glyphs_notation_style(&app->glyphs), expected, sizeof expected))
        return;
    Colour engine = (Colour)!match_side_to_move(&app->match);
    size_t used = strlen(buf);
    if (used + 1 >= size)
        return;
    buf[used++] = ' ';
    if (expected[0] == '\0')
        snprintf(buf + used, size - used, "%s", engine == WHITE ? _("White ponders.") : _("Black ponders."));
    else
        /* TRANSLATORS: the engine thinks on the human's time about the
         * position after the move (%s) it expects the human to play. */
        snprintf(buf + used, size - used, engine == WHITE ? _("White ponders, expecting %s.")
                                                          : _("Black ponders, expecting %s."), expected);
}

/* After the end: "Result 0-1 after 23 moves" (moves: full moves played). */
static void result_text(const Match *m, char *buf, size_t size)
{
    const Game *g = match_game(m);
    int moves = (int)((g->ply_count + (g->start.side == BLACK ? 1 : 0) + 1) / 2);
    /* TRANSLATORS: %s is the result (1-0, 0-1, 1/2-1/2); %d counts full moves. */
    snprintf(buf, size, ngettext("Result %s after %d move", "Result %s after %d moves", moves),
        result_token(match_result(m)), moves);
}

static void time_control_text(const Match *m, char *buf, size_t size)
{
    char tag[TIME_CONTROL_TEXT_SIZE];
    const char *name = time_control_name(&m->time_control);
    time_control_format(&m->time_control, tag);
    int move_number = match_position(m)->fullmove;
    if (m->time_control.unlimited)
        snprintf(buf, size, _("Move %d, no clock"), move_number);
    else if (m->paused)
        snprintf(buf, size, _("Move %d, clocks stopped"), move_number);
    else if (name != NULL)
        /* TRANSLATORS: the move number, the time control's name (Blitz...) and its
         * tag, such as 300+3. */
        snprintf(buf, size, _("Move %d, %s %s"), move_number, name, tag);
    else
        snprintf(buf, size, _("Move %d, clock %s"), move_number, tag);
}

/* While the engine thinks: who thinks, then the depth, the score and the
 * best line so far. */
static void engine_thinking_text(App *app, char *text, size_t size)
{
    Colour side = match_side_to_move(&app->match);
    /* TRANSLATORS: %s is an ellipsis ("…" or "..."). */
    snprintf(text, size, side == WHITE ? _("White is thinking%s") : _("Black is thinking%s"),
        app->glyphs.ellipsis);
    size_t used = strlen(text);
    if (used + 2 < size) {
        text[used] = ' ';
        NotationStyle style = glyphs_notation_style(&app->glyphs);
        if (!ai_thinking_text(&app->ai, &app->match, style, text + used + 1, size - used - 1))
            text[used] = '\0';
    }
}

void statusview_ending_text(const App *app, char *buf, size_t size)
{
    if (app->match.over)
        result_text(&app->match, buf, size);
    else
        time_control_text(&app->match, buf, size);
}

/* Rows of a line of the status at a width (at most its max_rows). */
static int line_rows(const StatusLine *line, int width)
{
    int rows = text_line_count(line->text, width);
    return line->max_rows > 0 && rows > line->max_rows ? line->max_rows : rows;
}

/* "Saved: " and the whole path from row y, wrapped over `rows` rows of
 * `width` columns from column x. */
static void draw_saved(int y, int rows, int x, int width, const char *text)
{
    draw_wrapped(y, y + rows - 1, x, width, text, colours_style(STYLE_KEY));
    /* TRANSLATORS: followed by the path of the record file. */
    draw_text(y, x, width, _("Saved: "), colours_style(STYLE_NORMAL));
}

/* Draws the shown blocks from row y down, wrapped at the status width
 * (the block after the lines is the saved path); returns the next row. */
static int draw_blocks(const App *app, int y, const StatusLine *lines, const int rows[], const bool shown[],
    int count, const char *saved)
{
    const Rect *r = &app->layout.status;
    for (int i = 0; i < count; i++)
        if (shown[i])
            y += draw_wrapped(y, y + rows[i] - 1, r->x, r->width, lines[i].text, lines[i].attr);
    if (saved != NULL && shown[count]) {
        draw_saved(y, rows[count], r->x, r->width, saved);
        y += rows[count];
    }
    return y;
}

/* A path too long for any room the status has: its end in one row. */
static void draw_saved_tail(App *app, int y)
{
    const Rect *r = &app->layout.status;
    int label_width = draw_text(y, r->x, r->width, _("Saved: "), colours_style(STYLE_NORMAL));
    int room = r->width - label_width;
    const char *path = app->saved_path;
    if (text_width(path) > room) {
        int ellipsis = draw_text(y, r->x + label_width, room, app->glyphs.ellipsis,
            colours_style(STYLE_NORMAL));
        room -= ellipsis;
        label_width += ellipsis;
        path += text_fit_tail(path, room);
    }
    draw_text(y, r->x + label_width, room, path, colours_style(STYLE_KEY));
}

static int sum(const int rows[], int count)
{
    int total = 0;
    for (int i = 0; i < count; i++)
        total += rows[i];
    return total;
}

/* The lines below the players and, when saved, where the record went:
 * all in the status's own rows when they fit; else the whole path in rows
 * the move list yields (the lines of least priority yielding when the
 * status's rows are short); else the path in the status, the other lines
 * yielding to it; and only when nothing else is left, its end in a row. */
static void draw_status_lines(App *app, const StatusLine *lines, int count, bool saved)
{
    Layout *l = &app->layout;
    int rows[STATUS_LINES_MAX + 1], priority[STATUS_LINES_MAX + 1];
    bool shown[STATUS_LINES_MAX + 1];
    char text[sizeof app->saved_path + MESSAGE_SIZE];
    snprintf(text, sizeof text, "%s%s", _("Saved: "), app->saved_path);
    saved = saved && app->saved_path[0] != '\0';
    for (int i = 0; i < count; i++) {
        rows[i] = line_rows(&lines[i], l->status.width);
        priority[i] = lines[i].priority;
    }
    rows[count] = saved ? text_line_count(text, l->status.width) : 0;
    priority[count] = STATUS_PRIORITY_SAVED;
    int first = l->status.y + 2, height = l->status.height - 2;
    if (saved && sum(rows, count + 1) > height) {
        int extra_rows = text_line_count(text, layout_status_extra_width(l));
        if (extra_rows <= layout_status_extra_room(l)) {
            Rect extra = layout_status_extra(l, extra_rows);
            layout_fit_blocks(rows, priority, count, l->status.height - 2, shown);
            draw_blocks(app, first, lines, rows, shown, count, NULL);
            draw_saved(extra.y, extra.height, extra.x, extra.width, text);
            return;
        }
    }
    layout_fit_blocks(rows, priority, count + 1, height, shown);
    if (!saved || shown[count]) {
        draw_blocks(app, first, lines, rows, shown, count, saved ? text : NULL);
        return;
    }
    rows[count] = 1;
    layout_fit_blocks(rows, priority, count + 1, height, shown);
    int y = draw_blocks(app, first, lines, rows, shown, count, NULL);
    if (shown[count])
        draw_saved_tail(app, y);
}

void statusview_draw_lines(App *app, const StatusLine *lines, int count, bool saved)
{
    statusview_draw_player(app, 0, WHITE);
    statusview_draw_player(app, 1, BLACK);
    draw_status_lines(app, lines, count, saved);
}

/* The message names the record's whole path (the end of the game):
 * the status need not repeat it meanwhile. */
static bool message_names_record(const App *app)
{
    const Layout *l = &app->layout;
    return app->saved_path[0] != '\0' && strstr(app->play.message, app->saved_path) != NULL
        && text_line_count(app->play.message, l->bottom_width) <= l->hint_row - l->message_row;
}

/* The players, whose turn it is (or how the game ended; while the engine
 * thinks, what it thinks; while it ponders, that it does), the time control (or the result), the material
 * and where the record was saved. */
void statusview_draw_status(App *app)
{
    const Match *m = &app->match;
    char turn[MESSAGE_SIZE], ending[MESSAGE_SIZE], material[MATERIAL_TEXT_SIZE];
    bool news = true, thinking = app->ai.thinking && !m->over;
    if (thinking)
        engine_thinking_text(app, turn, sizeof turn);
    else {
        turn_text(app, turn, sizeof turn, &news);
        append_pondering(app, turn, sizeof turn);
    }
    statusview_ending_text(app, ending, sizeof ending);
    Material taken;
    material_of(match_position(m), &taken);
    material_text(&taken, &app->glyphs, material, sizeof material);
    StatusLine lines[] = {
        /* The engine's line so far may be cut: it changes all the time. */
        { turn, colours_style(news ? STYLE_NEWS : STYLE_NORMAL), STATUS_PRIORITY_TURN,
            thinking ? STATUS_THINKING_ROWS : 0 },
        { ending, colours_style(m->over ? STYLE_NEWS : STYLE_NORMAL), STATUS_PRIORITY_ENDING, 0 },
        { material, colours_style(STYLE_NORMAL), STATUS_PRIORITY_DETAIL, 0 },
    };
    statusview_draw_lines(app, lines, sizeof lines / sizeof *lines, !thinking && !message_names_record(app));
}

/* Where the prompt's text starts and how many columns of it are scrolled
 * out on the left (to keep the cursor in view). */
static void prompt_geometry(const App *app, int *x, int *skipped)
{
    char text[LINE_EDIT_CAPACITY * 4 + 1];
    *x = app->layout.bottom_x + text_width(_("Move: "));
    int room = app->layout.bottom_x + app->layout.bottom_width - *x - 1;
    int cursor = line_edit_cursor_column(&app->play.prompt);
    *skipped = 0;
    if (cursor > room) {
        line_edit_text(&app->play.prompt, text, sizeof text);
        text_fit(text, cursor - room, skipped);
    }
}

/* The column of the caret under the prompt's text, or -1 when there is
 * none in view. */
static int caret_x(const App *app)
{
    const PlayState *p = &app->play;
    if (p->message_caret <= 0 || p->mode != PLAY_PROMPT)
        return -1;
    int x, skipped, left = app->layout.bottom_x;
    prompt_geometry(app, &x, &skipped);
    x += p->message_caret - 1 - skipped;
    return x >= left && x < left + app->layout.bottom_width ? x : -1;
}

/* Whether the message fits on the caret's row after the caret. */
static bool fits_beside_caret(const App *app, int x)
{
    return x + 2 + text_width(app->play.message) <= app->layout.bottom_x + app->layout.bottom_width;
}

void statusview_fit_message(App *app)
{
    int x = caret_x(app);
    int rows = text_line_count(app->play.message, app->layout.bottom_width);
    if (x >= 0)
        rows = fits_beside_caret(app, x) ? 1 : rows + 1;
    layout_grow_message(&app->layout, rows, LAYOUT_STATUS_KEEP_ROWS);
}

/* The message, whole, wrapped over the message rows (statusview_fit_message()
 * gave it as many as it needs), ending above the bottom line; a caret under
 * the prompt's text the message is about. */
void statusview_draw_message(App *app)
{
    const PlayState *p = &app->play;
    int first = app->layout.message_row, last = app->layout.hint_row - 1;
    int left = app->layout.bottom_x, width = app->layout.bottom_width;
    attr_t attr = colours_style(p->message_is_error ? STYLE_ERROR : STYLE_NEWS);
    int x = caret_x(app);
    if (x >= 0) {
        draw_text(last, x, 1, "^", attr);
        if (fits_beside_caret(app, x)) {
            draw_text(last, x + 2, left + width - x - 2, p->message, attr);
            return;
        }
        last--;
    }
    int rows = text_line_count(p->message, width);
    if (last - rows + 1 > first)
        first = last - rows + 1;
    draw_wrapped(first, last, left, width, p->message, attr);
}

static const KeyHint HINTS[] = {
    /* TRANSLATORS: short hints after the keys at the bottom of the game screen:
     * keep them short, they share one line. */
    { ACTION_HELP, N_("help") },
    { ACTION_SELECT, N_("select/move") },
    { ACTION_TYPE_MOVE, N_("type a move") },
    { ACTION_UNDO, N_("undo") },
    { ACTION_FLIP, N_("flip") },
    { ACTION_NEW_GAME, N_("new game") },
    { ACTION_QUIT, N_("quit") },
};

/* Kriegspiel has no takebacks and no flipping, but private marks. */
static const KeyHint KRIEG_HINTS[] = {
    { ACTION_HELP, N_("help") },
    { ACTION_SELECT, N_("select/move") },
    { ACTION_TYPE_MOVE, N_("type a move") },
    /* TRANSLATORS: the key hint of the private marks in Kriegspiel. */
    { ACTION_MARK, N_("mark") },
    { ACTION_NEW_GAME, N_("new game") },
    { ACTION_QUIT, N_("quit") },
};

static void draw_hints(App *app, int y)
{
    int x = app->layout.bottom_x;
    if (app->krieg != NULL)
        draw_key_hints(y, x, x + app->layout.bottom_width, &KRIEG_KEYS, KRIEG_HINTS,
            sizeof KRIEG_HINTS / sizeof *KRIEG_HINTS, app->glyphs.utf8);
    else
        draw_key_hints(y, x, x + app->layout.bottom_width, &PLAY_KEYS, HINTS,
            sizeof HINTS / sizeof *HINTS, app->glyphs.utf8);
}

static void draw_promotion(App *app, int y)
{
    const PlayState *p = &app->play;
    Colour side = match_side_to_move(&app->match);
    int left = app->layout.bottom_x, right = left + app->layout.bottom_width;
    /* TRANSLATORS: then the choices: a letter the program reads (Q R B N U) and the piece. */
    int x = left + draw_text(y, left, right - left, _("Promote to: "), colours_style(STYLE_NEWS));
    for (int i = 0; i < PROMOTION_CHOICE_COUNT; i++) {
        PieceType t = PROMOTION_CHOICES[i];
        char choice[32];
        snprintf(choice, sizeof choice, " %c %s ", piece_type_letter(t),
            glyphs_piece_type(&app->glyphs, side, t));
        attr_t attr = colours_style(i == p->promotion_choice ? STYLE_TITLE_CURSOR : STYLE_KEY);
        x += draw_text(y, x, right - x, choice, attr) + 1;
    }
    draw_text(y, x + 1, right - x - 1, _("(letter or Enter; Esc cancels)"),
        colours_style(STYLE_HINT));
}

static const char *question_text(const App *app, char *buf, size_t size)
{
    Colour side = match_side_to_move(&app->match);
    switch (app->play.question) {
    case QUESTION_QUIT:
        /* TRANSLATORS: y and n are the keys the program reads: keep "(y/n)". */
        return _("Quit? The game so far will be saved. (y/n)");
    case QUESTION_RESIGN:
        /* TRANSLATORS: y and n are the keys the program reads: keep "(y/n)". */
        return app->play.resigning == WHITE ? _("White, do you resign? (y/n)")
                                            : _("Black, do you resign? (y/n)");
    case QUESTION_DRAW:
        snprintf(buf, size, "%s",
            /* TRANSLATORS: y and n are the keys the program reads: keep "(y/n)". */
            side == WHITE ? _("White offers a draw. Black, do you accept? (y/n)")
                          : _("Black offers a draw. White, do you accept? (y/n)"));
        return buf;
    }
    return "";
}

static bool draw_prompt(App *app, int y)
{
    const LineEdit *e = &app->play.prompt;
    int x, skipped;
    prompt_geometry(app, &x, &skipped);
    int right = app->layout.bottom_x + app->layout.bottom_width;
    /* TRANSLATORS: the prompt for typing a move. */
    draw_text(y, app->layout.bottom_x, right - app->layout.bottom_x, _("Move: "), colours_style(STYLE_NEWS));
    char text[LINE_EDIT_CAPACITY * 4 + 1];
    line_edit_text(e, text, sizeof text);
    int skipped_now;
    const char *shown = text + text_fit(text, skipped, &skipped_now);
    draw_text(y, x, right - x - 1, shown, colours_style(STYLE_FIELD_FOCUS));
    move(y, x + line_edit_cursor_column(e) - skipped_now);
    return true;
}

bool statusview_draw_bottom(App *app)
{
    int y = app->layout.hint_row;
    char buf[MESSAGE_SIZE];
    switch (app->play.mode) {
    case PLAY_PROMPT:
        return draw_prompt(app, y);
    case PLAY_PROMOTION:
        draw_promotion(app, y);
        return false;
    case PLAY_QUESTION:
        draw_text(y, app->layout.bottom_x, app->layout.bottom_width,
            question_text(app, buf, sizeof buf), colours_style(STYLE_NEWS));
        return false;
    case PLAY_BOARD:
        draw_hints(app, y);
        return false;
    }
    return false;
}
