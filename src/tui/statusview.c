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

static void draw_saved_path(App *app, int y)
{
    const Rect *r = &app->layout.status;
    /* TRANSLATORS: followed by the path of the record file. */
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

/* While the engine thinks: who thinks, then the depth, the score and the
 * best line so far, in the rows first..last; returns the rows used. */
static int draw_thinking(App *app, int first, int last)
{
    const Rect *r = &app->layout.status;
    char text[THINKING_TEXT_SIZE];
    Colour side = match_side_to_move(&app->match);
    /* TRANSLATORS: %s is an ellipsis ("…" or "..."). */
    snprintf(text, sizeof text, side == WHITE ? _("White is thinking%s") : _("Black is thinking%s"),
        app->glyphs.ellipsis);
    size_t used = strlen(text);
    if (used + 2 < sizeof text) {
        text[used] = ' ';
        NotationStyle style = glyphs_notation_style(&app->glyphs);
        if (!ai_thinking_text(&app->ai, &app->match, style, text + used + 1, sizeof text - used - 1))
            text[used] = '\0';
    }
    return draw_wrapped(first, last, r->x, r->width, text, colours_style(STYLE_NEWS));
}

/* The players, whose turn it is (or how the game ended: two rows when the
 * status has a row to spare; while the engine thinks, what it thinks), the
 * time control (or the result) and where the record was saved. */
void statusview_draw_status(App *app)
{
    const Rect *r = &app->layout.status;
    const Match *m = &app->match;
    char text[MESSAGE_SIZE];
    bool news;
    statusview_draw_player(app, 0, WHITE);
    statusview_draw_player(app, 1, BLACK);
    int y = r->y + 2;
    int turn_rows = r->height > LAYOUT_STATUS_MIN_ROWS ? 2 : 1;
    bool thinking = app->ai.thinking && !m->over;
    if (thinking) {
        y += draw_thinking(app, y, r->y + r->height - 2);
    } else {
        turn_text(app, text, sizeof text, &news);
        append_pondering(app, text, sizeof text);
        y += draw_wrapped(y, y + turn_rows - 1, r->x, r->width, text,
            colours_style(news ? STYLE_NEWS : STYLE_NORMAL));
    }
    statusview_draw_ending(app, y, !thinking, true);
}

void statusview_draw_ending(App *app, int y, bool saved, bool material)
{
    const Rect *r = &app->layout.status;
    const Match *m = &app->match;
    char text[MESSAGE_SIZE];
    if (m->over)
        result_text(m, text, sizeof text);
    else
        time_control_text(m, text, sizeof text);
    draw_text(y++, r->x, r->width, text, colours_style(m->over ? STYLE_NEWS : STYLE_NORMAL));
    bool show_saved = app->saved_path[0] != '\0' && saved;
    int last_material_row = r->y + r->height - 1 - (show_saved ? 1 : 0);
    if (material && y <= last_material_row) {
        Material taken;
        char line[MATERIAL_TEXT_SIZE];
        material_of(match_position(m), &taken);
        material_text(&taken, &app->glyphs, line, sizeof line);
        y += draw_wrapped(y, last_material_row, r->x, r->width, line, colours_style(STYLE_NORMAL));
    }
    if (show_saved && y < r->y + r->height)
        draw_saved_path(app, y);
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

void statusview_draw_message(App *app)
{
    const PlayState *p = &app->play;
    int first = app->layout.message_row, last = first + LAYOUT_MESSAGE_ROWS - 1;
    int left = app->layout.bottom_x, right = left + app->layout.bottom_width;
    attr_t attr = colours_style(p->message_is_error ? STYLE_ERROR : STYLE_NEWS);
    if (p->message_caret > 0 && p->mode == PLAY_PROMPT) {
        int x, skipped;
        prompt_geometry(app, &x, &skipped);
        x += p->message_caret - 1 - skipped;
        if (x >= left && x < right) {
            draw_text(last, x, 1, "^", attr);
            if (x + 2 + text_width(p->message) <= right)
                draw_text(last, x + 2, right - x - 2, p->message, attr);
            else
                draw_wrapped(first, first, left, right - left, p->message, attr);
            return;
        }
    }
    if (text_width(p->message) <= right - left)
        draw_text(last, left, right - left, p->message, attr);
    else
        draw_wrapped(first, last, left, right - left, p->message, attr);
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
