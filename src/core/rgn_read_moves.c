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
 * The move text of an RGN game (see rgn_reader.h): moves, move numbers,
 * NAGs and the result token, what may follow the result, and the checks
 * that need the whole game (the result against what the moves reached).
 */
#include <config.h>

#include "rgn_reader.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "notation.h"
#include "text.h"

enum {
    MOVE_NUMBER_DIGITS_MAX = 6,
    NAG_DIGITS_MAX = 3,
};

static const char HALF_POINT_DRAW[] = "\u00BD-\u00BD";
static const char ELLIPSIS[] = "\u2026";

static Record *record_of(Reader *rd)
{
    return &rd->game.record;
}

static bool text_at(const Reader *rd, size_t at, const char *s)
{
    size_t n = strlen(s);
    return at + n <= rd->n && memcmp(rd->text + at, s, n) == 0;
}

/* A result token at rd->at, followed by a boundary. */
static bool result_token_at(const Reader *rd, Result *result, size_t *length)
{
    static const struct { const char *text; Result result; } TOKENS[] = {
        { "1/2-1/2", RESULT_DRAW }, { "1-0", RESULT_WHITE_WINS }, { "0-1", RESULT_BLACK_WINS },
        { "*", RESULT_UNFINISHED }, { HALF_POINT_DRAW, RESULT_DRAW },
    };
    for (size_t i = 0; i < sizeof TOKENS / sizeof *TOKENS; i++) {
        size_t n = strlen(TOKENS[i].text);
        if (text_at(rd, rd->at, TOKENS[i].text) && reader_boundary_at(rd, rd->at + n)) {
            *result = TOKENS[i].result;
            *length = n;
            return true;
        }
    }
    return false;
}

static void read_result(Reader *rd, Result result, size_t length)
{
    size_t at = rd->at;
    Record *r = record_of(rd);
    char *quote = reader_quote(rd, at, length);
    if (text_at(rd, at, HALF_POINT_DRAW))
        reader_diagnose(rd, RGN_WARNING, at, quote, _("write the draw as 1/2-1/2"));
    if (rd->result_tag_read && result != r->result)
        reader_diagnose(rd, RGN_ERROR, at, quote, _("the result %s does not match the Result tag %s"),
            result_token(result), result_token(r->result));
    else if (!rd->result_tag_read)
        record_set_tag(r, "Result", result_token(result));
    free(quote);
    rd->result_seen = true;
    rd->result_at = at;
    rd->result_length = length;
    reader_advance(rd, length);
}

/* Reports the word at `at` (quoted) and steps over it. */
static void word_error(Reader *rd, size_t at, const char *format)
{
    size_t end = reader_word_end(rd, at);
    char *quote = reader_quote(rd, at, end - at);
    reader_diagnose(rd, RGN_ERROR, at, quote, format, quote);
    free(quote);
    reader_advance(rd, end - rd->at);
}

/* Digits at `at` (at most max of them); returns how many. */
static size_t count_digits(const Reader *rd, size_t at, size_t max, long *value)
{
    size_t n = 0;
    *value = 0;
    while (at + n < rd->n && isdigit((unsigned char)rd->text[at + n])) {
        if (n < max)
            *value = *value * 10 + (rd->text[at + n] - '0');
        n++;
    }
    return n;
}

static void read_nag(Reader *rd)
{
    size_t at = rd->at;
    long nag;
    size_t digits = count_digits(rd, at + 1, NAG_DIGITS_MAX, &nag);
    if (digits == 0 || !reader_boundary_at(rd, at + 1 + digits)) {
        word_error(rd, at, _("bad NAG '%s': '$' must be followed by a number from 1 to 255"));
        return;
    }
    char *quote = reader_quote(rd, at, 1 + digits);
    Record *r = record_of(rd);
    reader_advance(rd, 1 + digits);
    /* After a fault the NAG's move was not read: it is walked over. */
    bool in_range = digits <= NAG_DIGITS_MAX && nag >= 1 && nag <= RECORD_NAG_LARGEST;
    if (!in_range)
        reader_diagnose(rd, RGN_WARNING, at, quote, _("NAG '%s' is not from 1 to 255 and is dropped"), quote);
    else if (!rd->moves_stopped && record_ply_count(r) == 0)
        reader_diagnose(rd, RGN_WARNING, at, quote, _("NAG '%s' before the first move is dropped"), quote);
    else if (!rd->moves_stopped && !record_add_nag(r, record_ply_count(r), (int)nag))
        reader_diagnose(rd, RGN_WARNING, at, quote, _("more than %d NAGs on one move: '%s' is dropped"),
            RECORD_NAG_MAX, quote);
    free(quote);
}

/* After "12": "." for a White move, "..." (or "…", or ". ...") for a
 * Black one; returns the dots' length, *black set for a Black number. */
static size_t move_number_dots(const Reader *rd, size_t at, bool *black)
{
    size_t n = 0;
    while (at + n < rd->n && rd->text[at + n] == '.')
        n++;
    if (n == 0 && text_at(rd, at, ELLIPSIS))
        n = strlen(ELLIPSIS);
    *black = n > 1;
    if (n == 1) {
        size_t after = at + 1;
        while (after < rd->n && rd->text[after] == ' ')
            after++;
        if (text_at(rd, after, "...") || text_at(rd, after, ELLIPSIS)) {
            *black = true;
            n = after - at + (rd->text[after] == '.' ? 3 : strlen(ELLIPSIS));
            while (at + n < rd->n && rd->text[at + n] == '.')
                n++;
        }
    }
    return n;
}

static void read_move_number(Reader *rd)
{
    size_t at = rd->at;
    long number;
    bool black;
    size_t digits = count_digits(rd, at, MOVE_NUMBER_DIGITS_MAX, &number);
    size_t dots = move_number_dots(rd, at + digits, &black);
    if (dots == 0) {
        word_error(rd, at, _("'%s' is neither a move number nor a result: a move number ends with '.'"));
        return;
    }
    char *quote = reader_quote(rd, at, digits + dots);
    reader_advance(rd, digits + dots);
    const Position *pos = &record_of(rd)->game.pos;
    if (rd->moves_stopped) {
        free(quote);
        return;
    }
    if (digits > MOVE_NUMBER_DIGITS_MAX || number != pos->fullmove)
        reader_diagnose(rd, RGN_WARNING, at, quote, _("move number '%s', but this is move %d"), quote,
            pos->fullmove);
    else if (black && pos->side == WHITE)
        reader_diagnose(rd, RGN_WARNING, at, quote, _("'%s' announces a Black move, but it is White's turn"), quote);
    else if (!black && pos->side == BLACK)
        reader_diagnose(rd, RGN_WARNING, at, quote,
            _("'%s' announces a White move, but it is Black's turn: write %d..."), quote, pos->fullmove);
    free(quote);
}

/* Before a move: a game the rules ended takes no more moves. */
static bool game_still_open(Reader *rd, size_t at, const char *quote)
{
    Termination end = game_rules_termination(&record_of(rd)->game);
    if (end == TERMINATION_NONE)
        return true;
    if (end == TERMINATION_SPACEMATE || end == TERMINATION_STALEMATE) {
        reader_diagnose(rd, RGN_ERROR, at, quote, _("move '%s' after the end of the game (%s)"), quote,
            termination_tag(end));
        return false;
    }
    if (!rd->rules_end_reported)
        reader_diagnose(rd, RGN_WARNING, at, quote, _("move '%s' after the game was drawn (%s)"), quote,
            termination_tag(end));
    rd->rules_end_reported = true;
    return true;
}

static void play_move(Reader *rd, size_t at, const NotationText *nt, const char *quote)
{
    Record *r = record_of(rd);
    const char *text = rd->text + at;
    Move m;
    Error err;
    NotationWarnings warnings;
    if (!game_still_open(rd, at, quote)) {
        rd->moves_stopped = true;
        return;
    }
    if (!notation_resolve(&r->game.pos, nt, text, &m, &warnings, &err)) {
        reader_diagnose_inside(rd, RGN_ERROR, at, err.column - 1, quote, _("illegal move '%s': %s"), quote,
            err.message);
        rd->moves_stopped = true;
        return;
    }
    for (int i = 0; i < warnings.count; i++)
        reader_diagnose_inside(rd, RGN_WARNING, at, warnings.warning[i].column - 1, quote,
            _("move '%s': %s"), quote, warnings.warning[i].message);
    record_play(r, m);
    if (nt->nag != 0)
        record_add_nag(r, record_ply_count(r), nt->nag);
}

/* Where the quote of a move ends: after what was read when a boundary
 * follows, else at the end of the word. */
static size_t move_quote_end(const Reader *rd, size_t at, size_t length)
{
    if (length > 0 && reader_boundary_at(rd, at + length))
        return at + length;
    return reader_word_end(rd, at + length);
}

static void read_move(Reader *rd)
{
    size_t at = rd->at, end = reader_line_end(rd, at);
    uint32_t cp;
    int first = text_decode(rd->text + at, rd->n - at, &cp);
    if (rd->moves_stopped) {
        reader_advance(rd, reader_word_end(rd, at) - at);
        return;
    }
    if (first == 0 || cp < 0x20 || cp == 0x7F) {
        reader_report_bad_text(rd, at, _("the move text"));
        reader_advance(rd, reader_word_end(rd, at) - at);
        rd->moves_stopped = true;
        return;
    }
    if (end > at && rd->text[end - 1] == '\r')
        end--;
    NotationText nt;
    Error err;
    bool scanned = notation_scan(rd->text + at, end - at, &nt, &err);
    size_t quote_end = move_quote_end(rd, at, nt.length);
    char *quote = reader_quote(rd, at, quote_end - at);
    if (!scanned) {
        reader_diagnose_inside(rd, RGN_ERROR, at, err.column - 1, quote, _("bad move '%s': %s"), quote, err.message);
        rd->moves_stopped = true;
    } else if (!reader_boundary_at(rd, at + nt.length)) {
        reader_diagnose_inside(rd, RGN_ERROR, at, text_width_n(rd->text + at, nt.length), quote,
            _("bad move '%s': unexpected text after the move"), quote);
        rd->moves_stopped = true;
    } else {
        play_move(rd, at, &nt, quote);
    }
    free(quote);
    reader_advance(rd, quote_end - at);
}

/* ')', ']' or '}' where nothing is open. */
static void stray_closer(Reader *rd)
{
    char c = reader_peek(rd);
    if (c == ')')
        reader_diagnose(rd, RGN_ERROR, rd->at, ")", _("unexpected ')': no variation is open"));
    else if (c == '}')
        reader_diagnose(rd, RGN_ERROR, rd->at, "}", _("unexpected '}': no comment is open"));
    else
        reader_diagnose(rd, RGN_ERROR, rd->at, "]", _("unexpected ']' outside a tag"));
    reader_advance(rd, 1);
}

bool reader_read_move_text(Reader *rd)
{
    for (;;) {
        reader_skip_space(rd);
        if (reader_at_end(rd) || reader_peek(rd) == '[')
            return false;
        char c = reader_peek(rd);
        Result result;
        size_t length;
        if (c == '{' || c == ';')
            reader_attach_comment(rd, reader_read_comment(rd));
        else if (c == '(')
            reader_skip_variation(rd);
        else if (c == ')' || c == ']' || c == '}')
            stray_closer(rd);
        else if (c == '$')
            read_nag(rd);
        else if (result_token_at(rd, &result, &length)) {
            read_result(rd, result, length);
            rd->last_token_end = rd->at;
            return true;
        } else if (isdigit((unsigned char)c))
            read_move_number(rd);
        else
            read_move(rd);
        rd->last_token_end = rd->at;
    }
}

/* Is "1." or "1..." (the first move of a new game) at rd->at? */
static bool reader_first_move_number_at(const Reader *rd)
{
    size_t at = rd->at;
    while (at < rd->n && rd->text[at] == '0')
        at++;
    return text_at(rd, at, "1.") || text_at(rd, at, "1\u2026");
}

/* Comments after the result wait for the next game. */
static void keep_for_next_game(Reader *rd, char *comment)
{
    bool ready = rd->record_ready;
    rd->record_ready = false;
    reader_attach_comment(rd, comment);
    rd->record_ready = ready;
}

void reader_read_after_result(Reader *rd)
{
    bool reported = false;
    for (;;) {
        reader_skip_space(rd);
        char c = reader_peek(rd);
        if (reader_at_end(rd) || c == '[' || reader_first_move_number_at(rd))
            return;
        if (c == '{' || c == ';') {
            keep_for_next_game(rd, reader_read_comment(rd));
            continue;
        }
        size_t end = reader_word_end(rd, rd->at);
        if (!reported) {
            char *quote = reader_quote(rd, rd->at, end - rd->at);
            reader_diagnose(rd, RGN_ERROR, rd->at, quote, _("'%s' after the result %s: a game ends with its result"),
                quote, result_token(record_of(rd)->result));
            free(quote);
            reported = true;
        }
        reader_advance(rd, end - rd->at);
    }
}

/* --- The whole game ------------------------------------------------------ */

/* A diagnostic about the result, at the result token (or the Result tag,
 * or where the game ends when there is neither). */
static void result_problem(Reader *rd, RgnSeverity severity, const char *message)
{
    size_t at = rd->result_length > 0 ? rd->result_at : rd->last_token_end;
    char *quote = reader_quote(rd, at, rd->result_length);
    reader_diagnose(rd, severity, at, quote, "%s", message);
    free(quote);
}

/* The moves reached an end of the rules: the result must be that one. */
static void check_rules_end(Reader *rd, Termination end)
{
    char message[ERROR_MESSAGE_SIZE];
    Record *r = record_of(rd);
    Result expected = termination_result(end, r->game.pos.side);
    bool explicit = rd->result_seen || rd->result_tag_read;
    if (!explicit || (r->result == expected && record_tag(r, "Termination") == NULL)) {
        record_finish(r, end);
        return;
    }
    if (r->result == expected && r->termination == end)
        return;
    if (r->result == expected)
        snprintf(message, sizeof message, _("the moves end the game (%s, %s), but the Termination tag says '%s'"),
            termination_tag(end), result_token(expected), record_tag(r, "Termination"));
    else
        snprintf(message, sizeof message, _("the moves end the game (%s, %s), but the result is %s"),
            termination_tag(end), result_token(expected), result_token(r->result));
    result_problem(rd, r->result == expected || r->result == RESULT_UNFINISHED ? RGN_WARNING : RGN_ERROR, message);
}

/* The game did not end by the rules: a Termination tag must fit. */
static void check_declared_end(Reader *rd)
{
    char message[ERROR_MESSAGE_SIZE];
    Record *r = record_of(rd);
    Termination t = r->termination;
    if (t == TERMINATION_NONE)
        return;
    if (t <= TERMINATION_INSUFFICIENT_MATERIAL)
        snprintf(message, sizeof message, _("the Termination tag says '%s', but the moves do not end that way"),
            termination_tag(t));
    else if (termination_result(t, r->game.pos.side) != r->result)
        snprintf(message, sizeof message, _("the Termination tag '%s' does not fit the result %s"),
            termination_tag(t), result_token(r->result));
    else
        return;
    result_problem(rd, RGN_ERROR, message);
}

void reader_check_game_end(Reader *rd)
{
    if (!rd->result_seen)
        reader_diagnose(rd, RGN_WARNING, rd->last_token_end, "", _("no result token at the end of the game"));
    /* Where the moves stopped early, only a rules end that was reached
     * before the fault says anything about the result. */
    Termination end = game_rules_termination(&record_of(rd)->game);
    if (end != TERMINATION_NONE)
        check_rules_end(rd, end);
    else if (!rd->moves_stopped)
        check_declared_end(rd);
}
