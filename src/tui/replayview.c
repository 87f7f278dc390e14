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
 * Drawing the replay screen: the boards at the shown ply (the last move
 * tinted, a king in check marked), the file's header, the analysis, the
 * move list with the shown move highlighted, the move's comment and the
 * record's first error, and the key hints or the "go to move" prompt.
 */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "tui/boardview.h"
#include "tui/colours.h"
#include "core/i18n.h"
#include "core/movegen.h"
#include "tui/draw.h"
#include "session/material.h"
#include "session/replaykeys.h"
#include "tui/replaystate.h"
#include "session/textwidth.h"
#include "session/thinking.h"

enum { NUMBER_WIDTH = 6, LINE_TEXT_SIZE = 512 };

/* A tag's value, or NULL when the record has none or it is unknown. */
static const char *known_tag(const Record *rec, const char *name)
{
    const char *value = record_tag(rec, name);
    if (value == NULL || value[0] == '\0' || strcmp(value, "?") == 0
        || strcmp(value, RECORD_UNKNOWN_DATE) == 0)
        return NULL;
    return value;
}

/* Joins the known values of some tags with ", ". */
static void join_tags(const Record *rec, const char *const *names, int count, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < count; i++) {
        const char *value = known_tag(rec, names[i]);
        if (value != NULL && used < size)
            used += (size_t)snprintf(buf + used, size - used, "%s%s", used > 0 ? ", " : "", value);
    }
}

static void draw_player(const Rect *h, int row, Colour c, const Record *rec)
{
    const char *name = known_tag(rec, c == WHITE ? "White" : "Black");
    const char *elo = known_tag(rec, c == WHITE ? "WhiteElo" : "BlackElo");
    char text[LINE_TEXT_SIZE];
    draw_text(h->y + row, h->x, h->width, c == WHITE ? _("White") : _("Black"), colours_style(STYLE_LABEL));
    /* The names line up after the longer colour name ("Schwarz"), as on
     * the game screen. */
    int white_width = text_width(_("White")), black_width = text_width(_("Black"));
    int x = h->x + (white_width > black_width ? white_width : black_width) + 2;
    if (elo != NULL)
        snprintf(text, sizeof text, "%s (%s)", name != NULL ? name : "?", elo);
    else
        snprintf(text, sizeof text, "%s", name != NULL ? name : "?");
    draw_text(h->y + row, x, h->x + h->width - x, text, colours_style(STYLE_NORMAL));
}

static void time_control_text(const Record *rec, char *buf, size_t size)
{
    const char *tag = known_tag(rec, "TimeControl");
    TimeControl tc;
    Error err;
    buf[0] = '\0';
    if (tag == NULL || !time_control_parse(tag, &tc, &err))
        snprintf(buf, size, "%s", tag != NULL ? tag : "");
    else if (tc.unlimited)
        snprintf(buf, size, "%s", _("no clock"));
    else if (time_control_name(&tc) != NULL)
        snprintf(buf, size, "%s %s", time_control_name(&tc), tag);
    else
        /* TRANSLATORS: a time control that has no name: "clock 600+5". */
        snprintf(buf, size, _("clock %s"), tag);
}

static void draw_header(App *app, const Rect *h)
{
    const ReplayState *r = app->replay;
    const Record *rec = &replay_game(r)->record;
    char text[LINE_TEXT_SIZE], more[LINE_TEXT_SIZE];
    attr_t normal = colours_style(STYLE_NORMAL);
    draw_player(h, 0, WHITE, rec);
    draw_player(h, 1, BLACK, rec);
    static const char *const EVENT[] = { "Event", "Site", "Round" };
    join_tags(rec, EVENT, 3, text, sizeof text);
    draw_text(h->y + 2, h->x, h->width, text, normal);
    const char *date = known_tag(rec, "Date");
    time_control_text(rec, more, sizeof more);
    snprintf(text, sizeof text, "%s%s%s", date != NULL ? date : "", date != NULL && more[0] ? ", " : "",
        more);
    draw_text(h->y + 3, h->x, h->width, text, normal);
    const char *termination = known_tag(rec, "Termination");
    /* TRANSLATORS: the result of a replayed game, then how it ended. */
    snprintf(text, sizeof text, _("Result %s%s%s"), result_token(rec->result),
        termination != NULL ? ": " : "", termination != NULL ? termination : "");
    draw_text(h->y + 4, h->x, h->width, text, colours_style(STYLE_NEWS));
    /* TRANSLATORS: which game of the file is shown, and after how many
     * plies (half-moves) of it. */
    snprintf(text, sizeof text, _("Game %zu of %zu, ply %zu of %zu"), r->nav.game + 1, r->nav.game_count,
        r->nav.ply, r->nav.ply_count);
    draw_text(h->y + 5, h->x, h->width, text, colours_style(STYLE_TITLE));
}

static void draw_analysis(App *app, const Rect *a)
{
    const ReplayState *r = app->replay;
    const Position *pos = &r->shown.pos;
    char text[LINE_TEXT_SIZE];
    if (!r->analysing) {
        /* The material first; the hint below it when there is room. */
        Material material;
        material_of(pos, &material);
        material_text(&material, &app->glyphs, text, sizeof text);
        int rows = draw_wrapped(a->y, a->y + a->height - 1, a->x, a->width, text, colours_style(STYLE_NORMAL));
        if (rows < a->height)
            draw_text(a->y + rows, a->x, a->width, _("Analysis off: a starts it."), colours_style(STYLE_HINT));
        return;
    }
    Termination end = game_rules_termination(&r->shown);
    if (end != TERMINATION_NONE) {
        draw_text(a->y, a->x, a->width, termination_describe(end, pos->side), colours_style(STYLE_NEWS));
        return;
    }
    const SearchReport *report = &r->analysis.report;
    if (report->depth == 0) {
        draw_text(a->y, a->x, a->width, _("Analysis: thinking..."), colours_style(STYLE_NORMAL));
        return;
    }
    char eval[SCORE_TEXT_SIZE];
    thinking_score_text(report->score, pos->side, eval);
    /* TRANSLATORS: the engine's evaluation in pawns and the depth searched. */
    snprintf(text, sizeof text, _("Analysis: %s  depth %d"), eval, report->depth);
    draw_text(a->y, a->x, a->width, text, colours_style(STYLE_NEWS));
    thinking_line_text(pos, report->pv, report->pv_length,
        app->glyphs.figurines ? NOTATION_FIGURINE : NOTATION_LETTERS, true, a->width, text, sizeof text);
    draw_text(a->y + 1, a->x, a->width, text, colours_style(STYLE_NORMAL));
}

static void board_marks(const ReplayState *r, BoardMarks *marks)
{
    const Game *g = &r->shown;
    marks->cursor = marks->selected = CELL_NONE;
    marks->destinations = NULL;
    marks->last_from = marks->last_to = CELL_NONE;
    if (g->ply_count > 0) {
        marks->last_from = move_from(g->moves[g->ply_count - 1]);
        marks->last_to = move_to(g->moves[g->ply_count - 1]);
    }
    boardview_mark_check(marks, &g->pos);
}

static void draw_moves(App *app, const Rect *m)
{
    const ReplayState *r = app->replay;
    const Game *g = &replay_game(r)->record.game;
    size_t total = (size_t)movelist_row_count(g);
    size_t shown = m->height > 1 ? (size_t)m->height - 1 : 0;
    size_t current = r->nav.ply > 0 ? (size_t)movelist_row_of_ply(g, r->nav.ply - 1) : 0;
    size_t first = current > shown / 2 ? current - shown / 2 : 0;
    if (total > shown && first > total - shown)
        first = total - shown;
    if (total <= shown)
        first = 0;
    /* TRANSLATORS: the heading of the move list. */
    draw_text(m->y, m->x, m->width, _("Moves"), colours_style(STYLE_TITLE));
    size_t marked = r->nav.ply > 0 ? r->nav.ply - 1 : SIZE_MAX;
    for (size_t row = first; row < total && row < first + shown; row++)
        movelist_draw_row(&r->texts, g, m, m->y + 1 + (int)(row - first), (int)row, NUMBER_WIDTH,
            marked, colours_style(STYLE_TITLE_CURSOR));
}

/* The record's first error (on both rows when nothing else is shown),
 * then the message or the shown move's comment. */
static void draw_messages(App *app, const Layout *l)
{
    const ReplayState *r = app->replay;
    const RgnGame *game = replay_game(r);
    int y = l->message_row, last = y + LAYOUT_MESSAGE_ROWS - 1, x = l->bottom_x, width = l->bottom_width;
    const char *text = r->message[0] != '\0' ? r->message : record_comment(&game->record, r->nav.ply);
    attr_t attr = colours_style(r->message[0] == '\0' ? STYLE_NORMAL
                                : r->message_is_error ? STYLE_ERROR : STYLE_NEWS);
    for (size_t i = 0; i < game->diagnostic_count; i++) {
        const RgnDiagnostic *d = &game->diagnostics[i];
        if (d->severity != RGN_ERROR)
            continue;
        char error[LINE_TEXT_SIZE];
        snprintf(error, sizeof error, _("Error at line %d, column %d: %s"), d->line, d->column, d->message);
        draw_wrapped(y, text != NULL ? y : last, x, width, error, colours_style(STYLE_ERROR));
        y++;
        break;
    }
    if (text != NULL)
        draw_wrapped(y, last, x, width, text, attr);
}

/* TRANSLATORS: the replay screen's key hints, each after its key: keep
 * them short (the whole row has 80 columns). */
static const KeyHint HINTS[] = {
    { REPLAY_HELP, N_("help") },
    { REPLAY_NEXT, N_("next") },
    { REPLAY_PREVIOUS, N_("back") },
    { REPLAY_JUMP, N_("go to") },
    { REPLAY_AUTOPLAY, N_("autoplay") },
    { REPLAY_ANALYSIS, N_("analysis") },
    { REPLAY_CONTINUE, N_("continue") },
    { REPLAY_QUIT, N_("quit") },
};

static void draw_hints(App *app, const Layout *l)
{
    draw_key_hints(l->hint_row, l->bottom_x, l->bottom_x + l->bottom_width, &REPLAY_KEYS, HINTS,
        sizeof HINTS / sizeof *HINTS, app->glyphs.utf8);
}

static bool draw_jump_prompt(App *app, const Layout *l)
{
    const ReplayState *r = app->replay;
    int right = l->bottom_x + l->bottom_width;
    /* TRANSLATORS: the prompt for a move number to go to. */
    int x = l->bottom_x + draw_text(l->hint_row, l->bottom_x, l->bottom_width, _("Go to move: "),
        colours_style(STYLE_NEWS));
    char text[LINE_EDIT_CAPACITY * 4 + 1];
    line_edit_text(&r->jump, text, sizeof text);
    draw_text(l->hint_row, x, right - x, text, colours_style(STYLE_FIELD_FOCUS));
    move(l->hint_row, x + line_edit_cursor_column(&r->jump));
    return true;
}

void replayview_draw(App *app)
{
    ReplayState *r = app->replay;
    replay_layout_compute(app->layout.cols, app->layout.rows, &r->layout);
    const ReplayLayout *rl = &r->layout;
    BoardMarks marks;
    board_marks(r, &marks);
    boardview_draw(&rl->base, &app->glyphs, &r->shown.pos, r->flipped, &marks);
    draw_header(app, &rl->header);
    draw_analysis(app, &rl->analysis);
    draw_moves(app, &rl->moves);
    draw_messages(app, &rl->base);
    bool cursor = false;
    if (r->jumping)
        cursor = draw_jump_prompt(app, &rl->base);
    else
        draw_hints(app, &rl->base);
    curs_set(cursor ? 1 : 0);
}
