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
 * The RGN reader's part for Kriegspiel records (SPEC.md section 10.5).
 * In an unfiltered record the comment "(announcements:refused tries)"
 * after each move is held against the game replayed so far: the
 * announcements are worked out again from the true position and must be
 * written exactly so; each refused try must be possible on the mover's
 * own board and illegal in the true position.  A mismatch is a warning
 * at the place in the comment: the moves decide the game.
 *
 * A filtered record is one side's knowledge: "??" for each move of the
 * other side, whose comment carries the announcements and the count of
 * its refused tries.  It is read into a KriegView (RgnGame.kriegspiel)
 * while the record itself keeps only the start: the side's own moves are
 * played on its own board, checked as possible there, and its pieces
 * taken where the other side's captures were announced.
 */
#include <config.h>

#include "rgn_reader.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "kriegspiel.h"
#include "movegen.h"
#include "xalloc.h"

/* The announcements the referee makes after the last move read. */
static void heard_after_last_move(const Record *r, const Position *before, char *buf, size_t size)
{
    const Game *g = &r->game;
    Move m = g->moves[g->ply_count - 1];
    KriegHeard heard;
    kriegspiel_announce(&g->pos, position_at(before, move_to(m)), move_to(m), game_rules_termination(g), &heard);
    kriegspiel_heard_text(&heard, buf, size);
}

static void check_heard(Reader *rd, size_t at, const char *written, size_t length, const char *expected)
{
    if (strlen(expected) == length && memcmp(written, expected, length) == 0)
        return;
    char *quote = reader_quote(rd, at, length);
    reader_diagnose(rd, RGN_WARNING, at, quote,
        _("the announcements '%s' do not match the game: the referee announces '%s'"), quote, expected);
    free(quote);
}

/* One refused try of the comment at text offset `at` (length bytes). */
static void check_try(Reader *rd, size_t at, size_t length, Move try, const Position *before)
{
    Position own;
    kriegspiel_own_board(before, before->side, &own);
    const char *format = NULL;
    if (!kriegspiel_try_possible(&own, try))
        format = _("refused try '%s' is not possible on the mover's own board");
    else if (movegen_find(before, move_from(try), move_to(try), move_promotion(try)) != MOVE_NONE)
        format = _("refused try '%s' is a legal move: the referee would have played it");
    if (format == NULL)
        return;
    char *quote = reader_quote(rd, at, length);
    reader_diagnose(rd, RGN_WARNING, at, quote, format, quote);
    free(quote);
}

static void check_tries(Reader *rd, size_t at, size_t length, const Position *before)
{
    const char *text = rd->text + at;
    size_t n = length;
    while (n > 0) {
        Move try;
        size_t taken;
        if (!kriegspiel_scan_try(text, n, &try, &taken)) {
            const char *comma = memchr(text, ',', n);
            size_t bad = comma ? (size_t)(comma - text) : n;
            char *quote = reader_quote(rd, (size_t)(text - rd->text), bad);
            reader_diagnose(rd, RGN_WARNING, (size_t)(text - rd->text), quote,
                _("'%s' is not a refused try: expected a move such as \u2659\uFE0EBc2\u00D7Cc3"), quote);
            free(quote);
            return;
        }
        check_try(rd, (size_t)(text - rd->text), taken, try, before);
        text += taken;
        n -= taken;
        if (n > 0 && *text != ',') {
            char *quote = reader_quote(rd, (size_t)(text - rd->text), 1);
            reader_diagnose(rd, RGN_WARNING, (size_t)(text - rd->text), quote,
                _("'%s' after a refused try: tries are separated by commas"), quote);
            free(quote);
            return;
        }
        text += n > 0;
        n -= n > 0;
    }
}

/* The comment's parts, or a warning that it has none. */
static bool comment_parts(Reader *rd, size_t open, const char *comment, KriegCommentParts *parts)
{
    if (kriegspiel_comment_parts(comment, parts))
        return true;
    char *quote = reader_quote(rd, open, strlen(comment) + (rd->text[open] == '{' ? 2 : 1));
    reader_diagnose(rd, RGN_WARNING, open, quote,
        _("comment '%s' after a Kriegspiel move does not begin with (announcements:refused tries)"), quote);
    free(quote);
    return false;
}

static void check_unfiltered_comment(Reader *rd, size_t open, const char *comment)
{
    Record *r = &rd->game.record;
    size_t ply = record_ply_count(r);
    size_t base = open + 1;
    KriegCommentParts parts;
    if (!comment_parts(rd, open, comment, &parts))
        return;
    Position before;
    game_position_at(&r->game, ply - 1, &before);
    char expected[KRIEG_HEARD_TEXT_SIZE];
    heard_after_last_move(r, &before, expected, sizeof expected);
    check_heard(rd, base + parts.heard_at, comment + parts.heard_at, parts.heard_length, expected);
    check_tries(rd, base + parts.tries_at, parts.tries_length, &before);
}

static void warn_at(Reader *rd, size_t at, size_t length, const char *format)
{
    char *quote = reader_quote(rd, at, length);
    reader_diagnose(rd, RGN_WARNING, at, quote, format, quote);
    free(quote);
}

/* The announcements of a filtered record's comment, kept with its ply. */
static void read_filtered_heard(Reader *rd, size_t at, size_t length, KriegPly *ply)
{
    size_t bad;
    if (kriegspiel_heard_parse(rd->text + at, length, &ply->heard, &bad))
        return;
    const char *comma = memchr(rd->text + at + bad, ',', length - bad);
    warn_at(rd, at + bad, comma ? (size_t)(comma - rd->text) - at - bad : length - bad,
        _("'%s' is not an announcement: expected X or XP and a cell, a check code such as CDF+, or T and the pawn tries"));
    ply->heard = (KriegHeard){ .capture_cell = CELL_NONE, .end = TERMINATION_NONE };
}

/* After the other side's move: the count of its refused tries, and the
 * own piece its capture took. */
static void read_hidden_comment(Reader *rd, size_t at, size_t length, KriegView *v, KriegPly *ply)
{
    const char *text = rd->text + at;
    if (length == 0 || length > 6 || strspn(text, "0123456789") != length)
        warn_at(rd, at, length, _("'%s' is not the count of the other side's refused tries"));
    else
        ply->refused_count = atoi(text);
    int taken = ply->heard.capture_cell;
    if (taken == CELL_NONE)
        return;
    Piece piece = position_at(&v->own, taken);
    if (piece_is_real(piece))
        position_put(&v->own, taken, PIECE_EMPTY);
}

/* After the side's own move: its refused tries, each possible on its own
 * board before the move. */
static void read_own_tries(Reader *rd, size_t at, size_t length, const KriegView *v, KriegPly *ply)
{
    Position before;
    kriegview_board_at(v, v->ply_count - 1, &before);
    const char *text = rd->text + at;
    size_t n = length;
    while (n > 0) {
        Move try;
        size_t taken;
        size_t here = (size_t)(text - rd->text);
        if (!kriegspiel_next_try(&text, &n, &try, &taken)) {
            const char *comma = memchr(text, ',', n);
            warn_at(rd, here, comma ? (size_t)(comma - text) : n,
                _("'%s' is not a refused try: expected a move such as \u2659\uFE0EBc2\u00D7Cc3"));
            return;
        }
        if (!kriegspiel_try_possible(&before, try))
            warn_at(rd, here, taken, _("refused try '%s' is not possible on the mover's own board"));
        size_t capacity = (size_t)ply->refused_count;
        ply->refused = xgrow(ply->refused, &capacity, capacity + 1, sizeof *ply->refused);
        ply->refused[ply->refused_count++] = try;
    }
}

static void check_filtered_comment(Reader *rd, size_t open, const char *comment)
{
    KriegView *v = rd->game.kriegspiel;
    KriegCommentParts parts;
    if (!comment_parts(rd, open, comment, &parts))
        return;
    KriegPly *ply = &v->plies[v->ply_count - 1];
    size_t base = open + 1;
    read_filtered_heard(rd, base + parts.heard_at, parts.heard_length, ply);
    if (ply->mover == v->side)
        read_own_tries(rd, base + parts.tries_at, parts.tries_length, v, ply);
    else
        read_hidden_comment(rd, base + parts.tries_at, parts.tries_length, v, ply);
}

void reader_check_kriegspiel_comment(Reader *rd, size_t open, const char *comment)
{
    KriegFilter filter;
    if (!rd->record_ready || rd->moves_stopped || !kriegspiel_record_is(&rd->game.record, &filter))
        return;
    size_t ply = rd->game.kriegspiel ? rd->game.kriegspiel->ply_count : record_ply_count(&rd->game.record);
    if (ply == 0 || ply == rd->kriegspiel_checked_ply)
        return;
    rd->kriegspiel_checked_ply = ply;
    if (rd->game.kriegspiel)
        check_filtered_comment(rd, open, comment);
    else if (filter == KRIEG_UNFILTERED)
        check_unfiltered_comment(rd, open, comment);
}

bool reader_kriegspiel_filtered(Reader *rd)
{
    if (rd->game.kriegspiel)
        return true;
    KriegFilter filter;
    if (!rd->record_ready || !kriegspiel_record_is(&rd->game.record, &filter) || filter == KRIEG_UNFILTERED)
        return false;
    KriegView *v = xcalloc(1, sizeof *v);
    v->side = filter == KRIEG_FILTERED_WHITE ? WHITE : BLACK;
    const Position *start = &rd->game.record.game.start;
    v->setup = *start;
    kriegspiel_own_board(start, v->side, &v->start);
    v->own = v->start;
    v->to_move = start->side;
    kriegspiel_announce(start, PIECE_EMPTY, CELL_NONE, TERMINATION_NONE, &v->before_first);
    rd->game.kriegspiel = v;
    return true;
}

const Position *reader_turn_position(Reader *rd)
{
    return rd->game.kriegspiel ? &rd->game.kriegspiel->own : &rd->game.record.game.pos;
}

static void add_ply(KriegView *v, Colour mover, Move move)
{
    size_t capacity = v->ply_count;
    v->plies = xgrow(v->plies, &capacity, v->ply_count + 1, sizeof *v->plies);
    v->plies[v->ply_count++] = (KriegPly){ .mover = mover, .move = move,
        .heard = { .capture_cell = CELL_NONE, .end = TERMINATION_NONE } };
}

/* The side's own move at `at` (length bytes of the word): possible on its
 * own board, or an error that stops the moves. */
static bool read_own_move(Reader *rd, size_t at, size_t length, Move *move)
{
    KriegView *v = rd->game.kriegspiel;
    NotationText nt;
    Error err;
    char *quote = reader_quote(rd, at, length);
    bool ok = false;
    if (!notation_scan(rd->text + at, length, &nt, &err))
        reader_diagnose_inside(rd, RGN_ERROR, at, err.column - 1, quote, _("bad move '%s': %s"), quote, err.message);
    else if (nt.length != length)
        reader_diagnose(rd, RGN_ERROR, at, quote, _("bad move '%s': unexpected text after the move"), quote);
    else if (!kriegspiel_try_possible(&v->own, *move = move_make(nt.from, nt.to, nt.promotion, false)))
        reader_diagnose(rd, RGN_ERROR, at, quote, _("move '%s' is not possible on the own board of %s"), quote,
            v->side == WHITE ? _("White") : _("Black"));
    else
        ok = true;
    free(quote);
    return ok;
}

void reader_read_filtered_move(Reader *rd)
{
    KriegView *v = rd->game.kriegspiel;
    size_t at = rd->at, length = reader_word_end(rd, at) - at;
    reader_advance(rd, length);
    if (rd->moves_stopped)
        return;
    bool hidden = length == 2 && memcmp(rd->text + at, "??", 2) == 0;
    Move move = MOVE_NONE;
    if (hidden != (v->to_move != v->side)) {
        char *quote = reader_quote(rd, at, length);
        if (hidden)
            reader_diagnose(rd, RGN_ERROR, at, quote, _("'%s' in a filtered record stands only for the other side's move"),
                quote);
        else
            reader_diagnose(rd, RGN_ERROR, at, quote, _("the other side's move '%s' in a filtered record must be '?\?'"),
                quote);
        free(quote);
        rd->moves_stopped = true;
        return;
    }
    if (!hidden && !read_own_move(rd, at, length, &move)) {
        rd->moves_stopped = true;
        return;
    }
    add_ply(v, v->to_move, move);
    /* The capture after a hidden move comes with its comment. */
    Undo undo;
    if (hidden)
        position_make_null(&v->own, &undo);
    else
        kriegview_board_play(&v->own, v->side, &v->plies[v->ply_count - 1]);
    v->to_move = (Colour)(v->to_move ^ 1);
}

void reader_check_kriegspiel_end(Reader *rd)
{
    Record *r = &rd->game.record;
    KriegFilter filter;
    if (!rd->record_ready || !kriegspiel_record_is(r, &filter) || filter != KRIEG_UNFILTERED)
        return;
    Position pos = r->game.start;
    for (size_t i = 0; i < r->game.ply_count; i++) {
        Move m = r->game.moves[i];
        if (record_comment(r, i + 1) == NULL) {
            char move[NOTATION_SIZE], quote[NOTATION_SIZE + 16];
            notation_write_style(&pos, m, NOTATION_FIGURINE, move, sizeof move);
            snprintf(quote, sizeof quote, "%d%s %s", pos.fullmove, pos.side == WHITE ? "." : "...", move);
            reader_diagnose(rd, RGN_WARNING, rd->game_at, quote,
                _("Kriegspiel move '%s' has no comment (announcements:refused tries)"), quote);
        }
        Undo undo;
        position_make_move(&pos, m, &undo);
    }
}
