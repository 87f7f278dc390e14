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
 * The RGN reader's checks of a Kriegspiel record (SPEC.md section 10.5):
 * the comment "(announcements:refused tries)" after each move of an
 * unfiltered record is held against the game replayed so far.  The
 * announcements are worked out again from the true position and must be
 * written exactly so; each refused try must be possible on the mover's
 * own board and illegal in the true position.  A mismatch is a warning
 * at the place in the comment: the moves decide the game.
 */
#include <config.h>

#include "rgn_reader.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "kriegspiel.h"
#include "movegen.h"

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

void reader_check_kriegspiel_comment(Reader *rd, size_t open, const char *comment)
{
    Record *r = &rd->game.record;
    KriegFilter filter;
    size_t ply = record_ply_count(r);
    if (!rd->record_ready || rd->moves_stopped || ply == 0 || ply == rd->kriegspiel_checked_ply
        || !kriegspiel_record_is(r, &filter) || filter != KRIEG_UNFILTERED)
        return;
    rd->kriegspiel_checked_ply = ply;
    size_t base = open + 1;
    KriegCommentParts parts;
    if (!kriegspiel_comment_parts(comment, &parts)) {
        char *quote = reader_quote(rd, open, strcspn(comment, "\n") + 1);
        reader_diagnose(rd, RGN_WARNING, open, quote,
            _("comment '%s' after a Kriegspiel move does not begin with (announcements:refused tries)"), quote);
        free(quote);
        return;
    }
    Position before;
    game_position_at(&r->game, ply - 1, &before);
    char expected[KRIEG_HEARD_TEXT_SIZE];
    heard_after_last_move(r, &before, expected, sizeof expected);
    check_heard(rd, base + parts.heard_at, comment + parts.heard_at, parts.heard_length, expected);
    check_tries(rd, base + parts.tries_at, parts.tries_length, &before);
}
