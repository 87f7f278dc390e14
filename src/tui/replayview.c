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
#include <stdlib.h>
#include <string.h>

#include "tui/boardview.h"
#include "tui/colours.h"
#include "core/i18n.h"
#include "core/movegen.h"
#include "core/xalloc.h"
#include "tui/draw.h"
#include "session/material.h"
#include "session/replaykeys.h"
#include "tui/replaystate.h"
#include "session/textwidth.h"
#include "session/thinking.h"

enum { NUMBER_WIDTH = 6, LINE_TEXT_SIZE = 512, HEADER_TEXT_SIZE = 2048 };

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

/* "Kriegspiel: White's view (v)" */
static void view_text(const ReplayState *r, char *buf, size_t size)
{
    const char *name = r->view == KRIEG_VIEW_WHITE ? _("White's view")
                     : r->view == KRIEG_VIEW_BLACK ? _("Black's view") : _("the referee's view");
    if (r->krieg_filtered)
        /* TRANSLATORS: the view of a filtered Kriegspiel record: "Kriegspiel: White's view". */
        snprintf(buf, size, _("Kriegspiel: %s"), name);
    else
        /* TRANSLATORS: v is the key that switches the views: keep the letter;
         * keep it short (36 columns). */
        snprintf(buf, size, _("Kriegspiel: %s (v)"), name);
}

/* The side that made ply `ply` (from 1) of the game. */
static Colour mover_of(const Game *g, size_t ply)
{
    return (Colour)((g->start.side + ply - 1) % 2);
}

/* The header's lines below the players, each wrapped whole: the event,
 * site and round (or the Kriegspiel view), the date and the time control,
 * the result and how the game ended, which game and ply are shown. */
typedef struct HeaderTexts {
    char event[HEADER_TEXT_SIZE], date[HEADER_TEXT_SIZE], result[HEADER_TEXT_SIZE];
    char where[LINE_TEXT_SIZE];
} HeaderTexts;

static void header_texts(const ReplayState *r, HeaderTexts *h)
{
    const Record *rec = &replay_game(r)->record;
    char more[LINE_TEXT_SIZE];
    static const char *const EVENT[] = { "Event", "Site", "Round" };
    join_tags(rec, EVENT, 3, h->event, sizeof h->event);
    if (r->krieg)
        view_text(r, h->event, sizeof h->event);
    const char *date = known_tag(rec, "Date");
    time_control_text(rec, more, sizeof more);
    snprintf(h->date, sizeof h->date, "%s%s%s", date != NULL ? date : "",
        date != NULL && more[0] ? ", " : "", more);
    const char *termination = known_tag(rec, "Termination");
    /* TRANSLATORS: the result of a replayed game, then how it ended. */
    snprintf(h->result, sizeof h->result, _("Result %s%s%s"), result_token(rec->result),
        termination != NULL ? ": " : "", termination != NULL ? termination : "");
    /* TRANSLATORS: which game of the file is shown, and after how many
     * plies (half-moves) of it. */
    snprintf(h->where, sizeof h->where, _("Game %zu of %zu, ply %zu of %zu"), r->nav.game + 1,
        r->nav.game_count, r->nav.ply, r->nav.ply_count);
}

static void draw_analysis(App *app, const Rect *a)
{
    const ReplayState *r = app->replay;
    const Position *pos = &r->shown.pos;
    char text[LINE_TEXT_SIZE];
    if (a->height <= 0)
        return;
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
    if (a->height < 2)
        return;
    thinking_line_text(pos, report->pv, report->pv_length,
        glyphs_notation_style(&app->glyphs), true, a->width, text, sizeof text);
    draw_text(a->y + 1, a->x, a->width, text, colours_style(STYLE_NORMAL));
}

/* What the view knows after the shown ply: its own board and what it
 * heard; the last move and whether it was the player's own. */
typedef struct SeenPly {
    Position own;
    KriegNews news;
    bool heard;               /* false: nothing announced (the start) */
    Move own_move;            /* the player's last move, when it was the last */
} SeenPly;

static void seen_ply(const ReplayState *r, Colour side, SeenPly *seen)
{
    const RgnGame *game = replay_game(r);
    const KriegView *v = game->kriegspiel;
    size_t ply = r->nav.ply;
    seen->heard = false;
    seen->own_move = MOVE_NONE;
    if (v != NULL) {
        kriegview_board_at(v, ply, &seen->own);
        if (ply > 0) {
            const KriegPly *last = &v->plies[ply - 1];
            kriegnews_from_heard(&last->heard, &seen->news);
            seen->heard = true;
            seen->own_move = last->mover == side ? last->move : MOVE_NONE;
        }
        return;
    }
    const Game *g = &r->shown;
    int refused;
    char tries[2];
    kriegspiel_own_board(&g->pos, side, &seen->own);
    if (ply == 0)
        return;
    seen->heard = kriegreplay_read_comment(record_comment(&game->record, ply), &seen->news, &refused,
        tries, sizeof tries);
    if (mover_of(g, ply) == side)
        seen->own_move = g->moves[ply - 1];
}

/* A player's view: the own board, the last move only when it was the
 * player's, the last capture, the check lines through the player's king
 * when they were announced against it. */
static void player_marks(const SeenPly *seen, Colour side, BoardMarks *marks, bool line[CELL_COUNT])
{
    boardview_marks_clear(marks);
    memset(line, 0, CELL_COUNT * sizeof *line);
    if (seen->own_move != MOVE_NONE) {
        marks->last_from = move_from(seen->own_move);
        marks->last_to = move_to(seen->own_move);
    }
    if (!seen->heard)
        return;
    marks->capture_cell = seen->news.capture_cell;
    if (seen->own.side == side && seen->news.check_count > 0) {
        int king = position_king_cell(&seen->own, side);
        kriegnews_line_cells(&seen->news, king, line);
        marks->on_check_line = line;
        marks->king_in_check = king;
    }
}

static void board_marks(const ReplayState *r, BoardMarks *marks)
{
    const Game *g = &r->shown;
    boardview_marks_clear(marks);
    marks->cursor = marks->selected = CELL_NONE;
    marks->destinations = NULL;
    marks->last_from = marks->last_to = CELL_NONE;
    if (g->ply_count > 0) {
        marks->last_from = move_from(g->moves[g->ply_count - 1]);
        marks->last_to = move_to(g->moves[g->ply_count - 1]);
    }
    boardview_mark_check(marks, &g->pos);
}

/* A filtered record's moves: the side's own as tries are written (its
 * own board does not know what they took), the opponent's as ??. */
static void filtered_texts(const KriegView *v, NotationStyle style, MoveTexts *texts)
{
    texts->text = xcalloc(v->ply_count + 1, sizeof *texts->text);
    texts->count = v->ply_count;
    for (size_t i = 0; i < v->ply_count; i++) {
        Position before;
        if (v->plies[i].move == MOVE_NONE) {
            snprintf(texts->text[i], sizeof texts->text[i], "??");
            continue;
        }
        kriegview_board_at(v, i, &before);
        kriegspiel_try_text(&before, v->plies[i].move, style, texts->text[i], sizeof texts->text[i]);
    }
}

static void draw_moves(App *app, const Rect *m)
{
    const ReplayState *r = app->replay;
    const KriegView *filtered = replay_game(r)->kriegspiel;
    Game listed = replay_game(r)->record.game;
    const Game *g = &listed;
    if (filtered != NULL)
        listed.ply_count = filtered->ply_count;
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
    MoveTexts texts = r->texts;
    if (filtered != NULL)
        filtered_texts(filtered, app->glyphs.figurines ? NOTATION_FIGURINE : NOTATION_LETTERS, &texts);
    else if (r->krieg && r->view != KRIEG_VIEW_REFEREE) {
        /* The opponent's moves are hidden: "??" as a filtered record writes them. */
        texts.text = xcalloc(texts.count + 1, sizeof *texts.text);
        for (size_t i = 0; i < texts.count; i++)
            snprintf(texts.text[i], sizeof texts.text[i], "%s",
                kriegreplay_hides(r->view, mover_of(g, i + 1)) ? "??" : r->texts.text[i]);
    }
    for (size_t row = first; row < total && row < first + shown; row++)
        movelist_draw_row(&texts, g, m, m->y + 1 + (int)(row - first), (int)row, NUMBER_WIDTH,
            marked, colours_style(STYLE_TITLE_CURSOR));
    if (texts.text != r->texts.text)
        free(texts.text);
}

/* Ply `ply`'s comment in a filtered record, as its side knows it:
 * "(XBc3,T1:2)" for the opponent's, the tries themselves for its own. */
static void filtered_comment(const KriegView *v, size_t ply, char *buf, size_t size)
{
    buf[0] = '\0';
    if (ply == 0 || ply > v->ply_count)
        return;
    const KriegPly *p = &v->plies[ply - 1];
    char heard[KRIEG_HEARD_TEXT_SIZE];
    kriegspiel_heard_text(&p->heard, heard, sizeof heard);
    size_t used = (size_t)snprintf(buf, size, "(%s:", heard);
    if (p->refused == NULL)
        used += (size_t)snprintf(buf + used, used < size ? size - used : 0, "%d", p->refused_count);
    else {
        Position before;
        kriegview_board_at(v, ply - 1, &before);
        for (int i = 0; i < p->refused_count && used < size; i++) {
            char try[KRIEG_TRY_TEXT_SIZE];
            kriegspiel_try_text(&before, p->refused[i], NOTATION_FIGURINE, try, sizeof try);
            used += (size_t)snprintf(buf + used, size - used, "%s%s", i > 0 ? "," : "", try);
        }
    }
    if (used + 1 < size)
        snprintf(buf + used, size - used, ")");
}

/* The bottom rows' texts: the record's first error ("" when none), and
 * the message or the shown move's comment (NULL when none). */
typedef struct MessageTexts {
    char error[LINE_TEXT_SIZE];
    char filtered[LINE_TEXT_SIZE];
    const char *text;
} MessageTexts;

static void message_texts(const ReplayState *r, MessageTexts *m)
{
    const RgnGame *game = replay_game(r);
    m->text = r->message[0] != '\0' ? r->message : record_comment(&game->record, r->nav.ply);
    if (game->kriegspiel != NULL && r->message[0] == '\0') {
        filtered_comment(game->kriegspiel, r->nav.ply, m->filtered, sizeof m->filtered);
        m->text = r->nav.ply > 0 ? m->filtered : NULL;
    } else if (r->krieg && r->message[0] == '\0' && m->text != NULL && r->nav.ply > 0) {
        kriegreplay_comment(m->text, kriegreplay_hides(r->view, mover_of(&game->record.game, r->nav.ply)),
            m->filtered, sizeof m->filtered);
        m->text = m->filtered;
    }
    m->error[0] = '\0';
    for (size_t i = 0; i < game->diagnostic_count; i++) {
        const RgnDiagnostic *d = &game->diagnostics[i];
        if (d->severity == RGN_ERROR) {
            snprintf(m->error, sizeof m->error, _("Error at line %d, column %d: %s"), d->line, d->column,
                d->message);
            break;
        }
    }
}

static int message_rows(const MessageTexts *m, int width)
{
    return text_line_count(m->error, width) + (m->text != NULL ? text_line_count(m->text, width) : 0);
}

/* The record's first error, then the message or the shown move's comment,
 * each whole (the rows grew for them), ending above the bottom line. */
static void draw_messages(App *app, const Layout *l, const MessageTexts *m)
{
    const ReplayState *r = app->replay;
    int last = l->hint_row - 1, x = l->bottom_x, width = l->bottom_width;
    int y = last - message_rows(m, width) + 1;
    if (y < l->message_row)
        y = l->message_row;
    attr_t attr = colours_style(r->message[0] == '\0' ? STYLE_NORMAL
                                : r->message_is_error ? STYLE_ERROR : STYLE_NEWS);
    int error_rows = text_line_count(m->error, width);
    if (m->text != NULL && error_rows > 0 && y + error_rows > last)
        error_rows = last - y;
    y += draw_wrapped(y, y + error_rows - 1, x, width, m->error, colours_style(STYLE_ERROR));
    if (m->text != NULL)
        draw_wrapped(y, last, x, width, m->text, attr);
}

/* Rows of a header line (an empty one keeps its row, as the header always
 * had). */
static int header_line_rows(const char *text, int width)
{
    int rows = text_line_count(text, width);
    return rows > 0 ? rows : 1;
}

static void text_rows(const HeaderTexts *h, const MessageTexts *m, const Layout *l, ReplayTextRows *rows)
{
    int width = l->status.width;
    rows->other = 2 + header_line_rows(h->date, width) + header_line_rows(h->result, width)
        + header_line_rows(h->where, width);
    rows->event = header_line_rows(h->event, width);
    rows->wide_event = header_line_rows(h->event, layout_status_extra_width(l));
    rows->message = message_rows(m, l->bottom_width);
}

/* A line of the header from row *y, wrapped, within the rows up to
 * bottom. */
static void draw_header_line(const Rect *h, int *y, int bottom, const char *text, attr_t attr)
{
    int rows = header_line_rows(text, h->width);
    draw_wrapped(*y, *y + rows - 1 < bottom ? *y + rows - 1 : bottom, h->x, h->width, text, attr);
    *y += rows;
}

static void draw_header(App *app, const ReplayLayout *rl, const HeaderTexts *texts)
{
    const ReplayState *r = app->replay;
    const Record *rec = &replay_game(r)->record;
    const Rect *h = &rl->header;
    int bottom = h->y + h->height - 1;
    draw_player(h, 0, WHITE, rec);
    draw_player(h, 1, BLACK, rec);
    int y = rl->event.y;
    draw_header_line(&rl->event, &y, rl->event.width == h->width ? bottom : y + rl->event.height - 1,
        texts->event, colours_style(r->krieg ? STYLE_NEWS : STYLE_NORMAL));
    if (rl->event.width != h->width)
        y = h->y + 2;
    draw_header_line(h, &y, bottom, texts->date, colours_style(STYLE_NORMAL));
    draw_header_line(h, &y, bottom, texts->result, colours_style(STYLE_NEWS));
    draw_header_line(h, &y, bottom, texts->where, colours_style(STYLE_TITLE));
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
    static HeaderTexts header;
    static MessageTexts messages;
    replay_layout_compute(app->layout.cols, app->layout.rows, &r->layout);
    header_texts(r, &header);
    message_texts(r, &messages);
    ReplayTextRows rows;
    text_rows(&header, &messages, &r->layout.base, &rows);
    replay_layout_fit(&r->layout, &rows);
    const ReplayLayout *rl = &r->layout;
    BoardMarks marks;
    static bool check_line[CELL_COUNT];
    Colour side;
    if (r->krieg && kriegreplay_side_of(r->view, &side)) {
        SeenPly seen;
        seen_ply(r, side, &seen);
        player_marks(&seen, side, &marks, check_line);
        boardview_draw(&rl->base, &app->glyphs, &seen.own, r->flipped, &marks);
    } else {
        board_marks(r, &marks);
        boardview_draw(&rl->base, &app->glyphs, &r->shown.pos, r->flipped, &marks);
    }
    draw_header(app, rl, &header);
    draw_analysis(app, &rl->analysis);
    draw_moves(app, &rl->moves);
    draw_messages(app, &rl->base, &messages);
    bool cursor = false;
    if (r->jumping)
        cursor = draw_jump_prompt(app, &rl->base);
    else
        draw_hints(app, &rl->base);
    curs_set(cursor ? 1 : 0);
}
