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
 * Drawing the Kriegspiel board.  While the game goes on it shows what the
 * player at the terminal may know and nothing else (the side to move
 * between two humans, the human against the engine): its own army
 * (always from its own side of the cube), its private marks, the last
 * capture's cell, the cells of the check lines announced through its
 * king; in the status the clocks, the pawn tries and what the referee
 * said, and while the engine tries, how many of its tries were refused;
 * beside it the player's tries refused this turn.  When the game is over,
 * and throughout when the engine plays both sides, it shows the referee's
 * board, both armies, and the whole game with every refused try.
 */
#include <config.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "core/xalloc.h"
#include "session/textwidth.h"
#include "tui/boardview.h"
#include "tui/colours.h"
#include "tui/draw.h"
#include "tui/kriegscreen.h"
#include "tui/statusview.h"

enum { TRY_TEXT_SIZE = 64 };

static NotationStyle notation_style(const App *app)
{
    return app->glyphs.figurines ? NOTATION_FIGURINE : NOTATION_LETTERS;
}

static void player_marks(App *app, Colour side, BoardMarks *marks, bool check_line[CELL_COUNT])
{
    const PlayState *p = &app->play;
    KriegPlay *k = &app->krieg->game;
    KriegNews news;
    kriegplay_news(k, &news);
    boardview_marks_clear(marks);
    marks->cursor = p->mode == PLAY_BOARD ? p->cursor : CELL_NONE;
    marks->selected = p->selection.from;
    marks->destinations = p->selection.from != CELL_NONE ? p->selection.destination : NULL;
    if (p->mode == PLAY_PROMOTION) {
        marks->cursor = move_to(p->promotion);
        marks->destinations = NULL;
    }
    marks->capture_cell = news.capture_cell;
    /* The check lines announced run through the king of the side to
     * move: the engine's, while it tries, are not drawn on the human's
     * board. */
    if (side == match_side_to_move(&app->match)) {
        kriegnews_line_cells(&news, kriegplay_own_king(k, side), check_line);
        marks->on_check_line = check_line;
        if (news.check_count > 0)
            marks->king_in_check = kriegplay_own_king(k, side);
    }
    marks->notes = k->marks.mark[side];
}

/* "White to move: check along the file and by a knight." */
static void turn_text(const App *app, const KriegNews *news, char *buf, size_t size)
{
    Colour side = match_side_to_move(&app->match);
    if (news->check_count == 0) {
        snprintf(buf, size, "%s", side == WHITE ? _("White to move.") : _("Black to move."));
        return;
    }
    char lines[MESSAGE_SIZE];
    kriegnews_checks_text(news, lines, sizeof lines);
    snprintf(buf, size, side == WHITE ? _("White to move: check %s!") : _("Black to move: check %s!"),
        lines);
}

/* "Einhorn:Easy is trying… 2 tries refused so far." */
static void trying_text(const App *app, char *buf, size_t size)
{
    int refused = (int)kriegplay_refused(&app->krieg->game, match_side_to_move(&app->match), NULL, 0);
    /* TRANSLATORS: an engine player's name ("Einhorn:Hard"), an ellipsis
     * ("…" or "..."), and how many of its tries the referee refused. */
    snprintf(buf, size, ngettext("%s is trying%s %d try refused so far.", "%s is trying%s %d tries refused so far.",
                            refused),
        app->match.players[match_side_to_move(&app->match)].name, app->glyphs.ellipsis, refused);
}

/* The players, whose turn it is and the check announced (or, while the
 * engine tries, how it fares), the pawn tries, the capture, the clock. */
static void draw_krieg_status(App *app)
{
    KriegNews news;
    char turn[MESSAGE_SIZE], tries[MESSAGE_SIZE], capture[MESSAGE_SIZE] = "", ending[MESSAGE_SIZE];
    kriegplay_news(&app->krieg->game, &news);
    const char *trying_line = "";
    char trying[MESSAGE_SIZE];
    if (match_engine_to_move(&app->match) && !app->match.paused) {
        trying_text(app, trying, sizeof trying);
        trying_line = trying;
    }
    turn_text(app, &news, turn, sizeof turn);
    kriegnews_tries_text(&news, tries, sizeof tries);
    if (news.capture_cell != CELL_NONE)
        kriegnews_capture_text(&news, capture, sizeof capture);
    statusview_ending_text(app, ending, sizeof ending);
    StatusLine lines[] = {
        { trying_line, colours_style(STYLE_NEWS), STATUS_PRIORITY_TURN, STATUS_THINKING_ROWS },
        { turn, colours_style(news.check_count > 0 ? STYLE_NEWS : STYLE_NORMAL), STATUS_PRIORITY_TURN, 0 },
        { tries, colours_style(STYLE_NORMAL), STATUS_PRIORITY_TURN, 0 },
        { capture, colours_style(STYLE_NEWS), STATUS_PRIORITY_DETAIL, 0 },
        { ending, colours_style(STYLE_NORMAL), STATUS_PRIORITY_ENDING, 0 },
    };
    statusview_draw_lines(app, lines, sizeof lines / sizeof *lines, true);
}

/* This turn's refused tries: the player's own, or only how many the
 * engine had while it tries. */
static void draw_refused(App *app, Colour side)
{
    const Rect *r = &app->layout.moves;
    Move refused[KRIEG_REFUSED_MAX];
    size_t count = kriegplay_refused(&app->krieg->game, side, refused, KRIEG_REFUSED_MAX);
    /* The engine's own tries are hidden: only their count shows. */
    size_t listed = side == match_side_to_move(&app->match) ? count : 0;
    char title[MESSAGE_SIZE];
    snprintf(title, sizeof title, ngettext("Refused this turn: %zu", "Refused this turn: %zu", count),
        count);
    draw_text(r->y, r->x, r->width, title, colours_style(STYLE_TITLE));
    int shown = r->height - 1;
    size_t first = listed > (size_t)shown ? listed - (size_t)shown : 0;
    for (size_t i = first; i < listed; i++) {
        char text[TRY_TEXT_SIZE];
        kriegplay_try_text(&app->krieg->game, refused[i], notation_style(app), text, sizeof text);
        draw_text(r->y + 1 + (int)(i - first), r->x + 2, r->width - 2, text, colours_style(STYLE_ERROR));
    }
}

static void draw_player_view(App *app, Colour side)
{
    BoardMarks marks;
    static bool check_line[CELL_COUNT];
    Position own;
    app->play.flipped = side == BLACK;
    player_marks(app, side, &marks, check_line);
    kriegplay_own_board(&app->krieg->game, side, &own);
    boardview_draw(&app->layout, &app->glyphs, &own, app->play.flipped, &marks);
    draw_krieg_status(app);
    draw_refused(app, side);
}

/* One line of the list on the screen: a piece of a row, wrapped to the
 * panel, and how far it is indented. */
typedef struct ListLine {
    const char *text;
    size_t bytes;
    int indent;
} ListLine;

/* The rows wrapped at `width` columns; a row's wrapped lines keep its
 * indent, two more after the first.  Returns the lines (lines may be
 * NULL to count them). */
static int wrap_rows(char (*rows)[KRIEG_NEWS_ROW_SIZE], int count, int width, ListLine *lines)
{
    int total = 0;
    for (int i = 0; i < count; i++) {
        int indent = (int)strspn(rows[i], " ");
        const char *text = rows[i] + indent;
        for (bool first = true; *text != '\0'; first = false) {
            int at = first ? indent : indent + 2;
            size_t bytes;
            const char *next = text_wrap_line(text, width - at > 8 ? width - at : 8, &bytes);
            if (lines != NULL)
                lines[total] = (ListLine){ text, bytes, at };
            total++;
            text = next;
        }
    }
    return total;
}

/* The whole game, a row per move and, under it, what the referee said. */
static void draw_every_try(App *app)
{
    const Rect *r = &app->layout.moves;
    KriegState *k = app->krieg;
    NotationStyle style = glyphs_notation_style(&app->glyphs);
    int most = (int)match_ply_count(&app->match) * (1 + KRIEG_NEWS_ROWS_PER_MOVE);
    char (*rows)[KRIEG_NEWS_ROW_SIZE] = xcalloc(most > 0 ? (size_t)most : 1, sizeof *rows);
    int count = kriegplay_game_rows(&app->match, style, rows, most);
    int total = wrap_rows(rows, count, r->width, NULL);
    ListLine *lines = xcalloc(total > 0 ? (size_t)total : 1, sizeof *lines);
    wrap_rows(rows, count, r->width, lines);
    int shown = r->height - 1;
    int last_first = total > shown ? total - shown : 0;
    if (k->tries_scroll > last_first)
        k->tries_scroll = last_first;
    char title[MESSAGE_SIZE];
    /* TRANSLATORS: the heading of the list of every move and refused try
     * at the end of a Kriegspiel game; [ and ] are the keys that scroll. */
    snprintf(title, sizeof title, total > shown ? _("Every try (%d rows, [ ] scroll)") : _("Every try"),
        total);
    draw_text(r->y, r->x, r->width, title, colours_style(STYLE_TITLE));
    for (int i = 0; i < shown && k->tries_scroll + i < total; i++) {
        const ListLine *line = &lines[k->tries_scroll + i];
        char text[KRIEG_NEWS_ROW_SIZE];
        snprintf(text, sizeof text, "%*s%.*s", line->indent, "", (int)line->bytes, line->text);
        draw_text(r->y + 1 + i, r->x, r->width, text, colours_style(STYLE_NORMAL));
    }
    free(lines);
    free(rows);
}

/* The end: the referee's board, both armies. */
static void draw_referee_view(App *app)
{
    BoardMarks marks;
    const Position *pos = match_position(&app->match);
    boardview_marks_clear(&marks);
    marks.king_in_check = position_in_check(pos) ? position_king_cell(pos, pos->side) : CELL_NONE;
    boardview_draw(&app->layout, &app->glyphs, pos, app->play.flipped, &marks);
    statusview_draw_status(app);
    draw_every_try(app);
}

/* The engine plays both sides: the referee's board with the last move,
 * what was announced, and every try so far, the newest in view. */
static void draw_watched_view(App *app)
{
    BoardMarks marks;
    const Game *g = match_game(&app->match);
    boardview_marks_clear(&marks);
    if (g->ply_count > 0) {
        marks.last_from = move_from(g->moves[g->ply_count - 1]);
        marks.last_to = move_to(g->moves[g->ply_count - 1]);
    }
    boardview_mark_check(&marks, &g->pos);
    app->play.flipped = false;
    boardview_draw(&app->layout, &app->glyphs, &g->pos, app->play.flipped, &marks);
    draw_krieg_status(app);
    app->krieg->tries_scroll = INT_MAX;
    draw_every_try(app);
}

void kriegview_draw(App *app)
{
    Colour side;
    statusview_fit_message(app);
    if (app->match.over)
        draw_referee_view(app);
    else if (kriegplay_viewer(&app->krieg->game, &side))
        draw_player_view(app, side);
    else
        draw_watched_view(app);
    statusview_draw_message(app);
    bool show_cursor = statusview_draw_bottom(app);
    curs_set(show_cursor ? 1 : 0);
}
