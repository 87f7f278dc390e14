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
 * The RGN reader's walk over the text (see rgn_reader.h): positions,
 * white space, comments, variations and diagnostics, and the reading of
 * one game.  A game starts at a tag section or, with no tags at all, at its
 * first move text; it ends at its result token, at the next tag section or
 * at the end of the text.  rgn_read_stream.c splits the text into games.
 */
#include <config.h>

#include "rgn_reader.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "kriegspiel.h"
#include "text.h"
#include "workcount.h"
#include "xalloc.h"

static const uint32_t NO_BREAK_SPACE = 0xA0;
static const uint32_t ZERO_WIDTH_NO_BREAK_SPACE = 0xFEFF;
static const char WORD_STOPS[] = "{};()[]$";

char reader_peek(const Reader *rd)
{
    return rd->at < rd->n ? rd->text[rd->at] : '\0';
}

bool reader_at_end(const Reader *rd)
{
    return rd->at >= rd->n;
}

void reader_advance(Reader *rd, size_t count)
{
    size_t to = rd->at + count > rd->n ? rd->n : rd->at + count;
    for (; rd->at < to; rd->at++)
        if (rd->text[rd->at] == '\n') {
            rd->line++;
            rd->line_start = rd->at + 1;
        }
}

static bool is_space_byte(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Length of a no-break space or byte-order mark at `at`, else 0. */
static int wide_space_at(const Reader *rd, size_t at)
{
    uint32_t cp;
    int length = text_decode(rd->text + at, rd->n - at, &cp);
    return length > 1 && (cp == NO_BREAK_SPACE || cp == ZERO_WIDTH_NO_BREAK_SPACE) ? length : 0;
}

void reader_skip_space(Reader *rd)
{
    while (!reader_at_end(rd)) {
        char c = reader_peek(rd);
        int wide;
        if (is_space_byte(c))
            reader_advance(rd, 1);
        else if ((wide = wide_space_at(rd, rd->at)) > 0)
            reader_advance(rd, (size_t)wide);
        else if (c == '%' && rd->at == rd->line_start)
            reader_advance(rd, reader_line_end(rd, rd->at) - rd->at);
        else
            return;
    }
}

size_t reader_line_end(Reader *rd, size_t from)
{
    if (from >= rd->line_end_from && from <= rd->line_end && rd->line_end_from < rd->line_end)
        return rd->line_end;
    const char *newline = from < rd->n ? memchr(rd->text + from, '\n', rd->n - from) : NULL;
    rd->line_end_from = from;
    rd->line_end = newline ? (size_t)(newline - rd->text) : rd->n;
    return rd->line_end;
}

bool reader_boundary_at(const Reader *rd, size_t at)
{
    if (at >= rd->n)
        return true;
    char c = rd->text[at];
    return is_space_byte(c) || strchr(WORD_STOPS, c) != NULL || wide_space_at(rd, at) > 0;
}

size_t reader_word_end(const Reader *rd, size_t from)
{
    size_t at = from;
    while (at < rd->n && (at == from || !reader_boundary_at(rd, at)))
        at++;
    return at;
}

size_t reader_bad_text_at(const Reader *rd, size_t from, size_t to, bool allow_newlines)
{
    size_t at = from;
    while (at < to) {
        uint32_t cp;
        int length = text_decode(rd->text + at, to - at, &cp);
        if (length == 0)
            return at;
        bool line_end = cp == '\n' || cp == '\r' || cp == '\f' || cp == '\v';
        if ((cp < 0x20 && cp != '\t' && !(line_end && allow_newlines)) || cp == 0x7F)
            return at;
        at += (size_t)length;
    }
    return to;
}

void reader_report_bad_text(Reader *rd, size_t at, const char *where)
{
    uint32_t cp;
    unsigned char byte = (unsigned char)rd->text[at];
    if (text_decode(rd->text + at, rd->n - at, &cp) == 0)
        /* TRANSLATORS: "invalid UTF-8 in a comment: byte 0xFF". */
        reader_diagnose(rd, RGN_ERROR, at, "", _("invalid UTF-8 in %s: byte 0x%02X is not part of a character"),
            where, byte);
    else
        reader_diagnose(rd, RGN_ERROR, at, "", _("control character U+%04X in %s"), (unsigned)cp, where);
}

/* A byte that continues a UTF-8 sequence: the column scan never stops
 * there. */
static bool continues_character(char c)
{
    return ((unsigned char)c & 0xC0) == 0x80;
}

/* The column of `at` in the line starting at `start`: from the last
 * column computed when that was on the same line before `at`, so that
 * many diagnostics on one long line do not count it again and again. */
static int line_column(Reader *rd, size_t start, size_t at)
{
    int column;
    if (rd->column_line_start == start && rd->column_at > start && rd->column_at <= at)
        column = text_column_from(rd->column, rd->text + rd->column_at, rd->text + at);
    else
        column = text_column_from(start == 0 ? rd->first_column : 1, rd->text + start, rd->text + at);
    if (at < rd->n && !continues_character(rd->text[at])) {
        rd->column_line_start = start;
        rd->column_at = at;
        rd->column = column;
    }
    return column;
}

/* The line and column (from 1) of byte `at`, counted from the line the
 * reader is on (or the earlier line found last). */
static void reader_line_column(Reader *rd, size_t at, int *line, int *column)
{
    int l = rd->line;
    size_t start = rd->line_start;
    if (at > rd->n)
        at = rd->n;
    if (at < start && rd->earlier_line > 0 && rd->earlier_line_start <= at) {
        /* Diagnostics of a tag section come in order: go on from the last
         * line found rather than back from the current one. */
        l = rd->earlier_line;
        start = rd->earlier_line_start;
    }
    while (at < start) {
        /* An earlier line: step back one line at a time. */
        l--;
        size_t prev = start - 1;
        while (prev > 0 && rd->text[prev - 1] != '\n')
            prev--;
        COUNT_WORK(start - prev);
        start = prev;
    }
    /* A later line (rd->at lags behind a look-ahead): no line ends
     * between the current line's start and rd->at. */
    size_t from = start == rd->line_start && rd->at > start ? (rd->at < at ? rd->at : at) : start;
    const char *newline;
    COUNT_WORK(at - from);
    while ((newline = memchr(rd->text + from, '\n', at - from)) != NULL) {
        l++;
        start = from = (size_t)(newline - rd->text) + 1;
    }
    if (start < rd->line_start) {
        rd->earlier_line = l;
        rd->earlier_line_start = start;
    }
    *line = l;
    *column = line_column(rd, start, at);
}

char *reader_quote(const Reader *rd, size_t at, size_t length)
{
    if (at > rd->n)
        at = rd->n;
    if (length > rd->n - at)
        length = rd->n - at;
    while (length > 0 && is_space_byte(rd->text[at + length - 1]))
        length--;
    return text_quote(rd->text + at, length, RGN_QUOTE_CHARS);
}

/* Past RGN_DIAGNOSTIC_MAX a game's problems are only counted: their place
 * and message are never worked out (a hostile file may hold millions). */
static bool diagnostic_reported(Reader *rd)
{
    RgnGame *g = &rd->game;
    if (g->diagnostic_count <= RGN_DIAGNOSTIC_MAX)
        return true;
    g->unreported_count++;
    return false;
}

static void add_diagnostic(Reader *rd, RgnSeverity severity, int line, int column, const char *quote,
    const char *format, va_list args) __attribute__((format(printf, 6, 0)));

static void add_diagnostic(Reader *rd, RgnSeverity severity, int line, int column, const char *quote,
    const char *format, va_list args)
{
    RgnGame *g = &rd->game;
    char *message;
    if (g->diagnostic_count == RGN_DIAGNOSTIC_MAX) {
        /* The note that stands for this problem and the rest; end_game
         * says how many they were. */
        message = NULL;
        severity = RGN_ERROR;
        quote = "";
        g->unreported_count = 1;
    } else {
        va_list copy;
        va_copy(copy, args);
        int length = vsnprintf(NULL, 0, format, copy);
        va_end(copy);
        message = xmalloc((size_t)length + 1);
        vsnprintf(message, (size_t)length + 1, format, args);
    }
    g->diagnostics = xgrow(g->diagnostics, &g->diagnostic_capacity, g->diagnostic_count + 1,
        sizeof *g->diagnostics);
    RgnDiagnostic *d = &g->diagnostics[g->diagnostic_count++];
    d->severity = severity;
    d->line = line;
    d->column = column;
    d->quote = xstrdup(quote);
    d->message = message;
    if (severity == RGN_ERROR)
        g->error_count++;
    else
        g->warning_count++;
}

/* The note's message, once the game's problems are all counted. */
static void finish_unreported_note(RgnGame *g)
{
    if (g->unreported_count == 0)
        return;
    RgnDiagnostic *note = &g->diagnostics[RGN_DIAGNOSTIC_MAX];
    const char *format = ngettext("too many problems: %zu more in this game is not reported",
        "too many problems: %zu more in this game are not reported", g->unreported_count);
    int length = snprintf(NULL, 0, format, g->unreported_count);
    note->message = xmalloc((size_t)length + 1);
    snprintf(note->message, (size_t)length + 1, format, g->unreported_count);
}

void reader_diagnose(Reader *rd, RgnSeverity severity, size_t at, const char *quote, const char *format, ...)
{
    int line, column;
    va_list args;
    if (!diagnostic_reported(rd))
        return;
    reader_line_column(rd, at, &line, &column);
    va_start(args, format);
    add_diagnostic(rd, severity, line, column, quote, format, args);
    va_end(args);
}

void reader_diagnose_inside(Reader *rd, RgnSeverity severity, size_t at, int extra, const char *quote,
    const char *format, ...)
{
    int line, column;
    va_list args;
    if (!diagnostic_reported(rd))
        return;
    reader_line_column(rd, at, &line, &column);
    va_start(args, format);
    add_diagnostic(rd, severity, line, column + extra, quote, format, args);
    va_end(args);
}

/* A '{' comment: everything up to the next '}'. */
static char *read_brace_comment(Reader *rd)
{
    size_t open = rd->at;
    const char *close = memchr(rd->text + open, '}', rd->n - open);
    if (close == NULL) {
        char *quote = reader_quote(rd, open, rd->n - open);
        reader_diagnose(rd, RGN_ERROR, open, quote, _("unterminated comment '%s': no '}' before the end"), quote);
        free(quote);
        reader_advance(rd, rd->n - open);
        return NULL;
    }
    size_t end = (size_t)(close - rd->text);
    size_t bad = reader_bad_text_at(rd, open + 1, end, true);
    if (bad < end)
        /* TRANSLATORS: where bad text was found, in "invalid UTF-8 in %s" and
         * "control character U+0001 in %s"; so are "a tag value" and "the move
         * text". */
        reader_report_bad_text(rd, bad, _("a comment"));
    char *comment = bad < end ? NULL : xstrndup(rd->text + open + 1, end - open - 1);
    reader_advance(rd, end + 1 - open);
    return comment;
}

/* A ';' comment: the rest of the line. */
static char *read_line_comment(Reader *rd)
{
    size_t open = rd->at, end = reader_line_end(rd, open);
    size_t bad = reader_bad_text_at(rd, open + 1, end, true);
    if (bad < end)
        reader_report_bad_text(rd, bad, _("a comment"));
    char *comment = bad < end ? NULL : xstrndup(rd->text + open + 1, end - open - 1);
    reader_advance(rd, end - open);
    return comment;
}

char *reader_read_comment(Reader *rd)
{
    rd->last_token_end = rd->at;
    char *comment = reader_peek(rd) == '{' ? read_brace_comment(rd) : read_line_comment(rd);
    rd->last_token_end = rd->at;
    return comment;
}

void reader_skip_variation(Reader *rd)
{
    size_t open = rd->at;
    int depth = 0;
    while (!reader_at_end(rd)) {
        char c = reader_peek(rd);
        if (c == '{' || c == ';') {
            int errors_before = rd->game.error_count;
            free(reader_read_comment(rd));
            if (rd->game.error_count != errors_before && reader_at_end(rd))
                return;
            continue;
        }
        reader_advance(rd, 1);
        if (c == '(')
            depth++;
        else if (c == ')' && --depth == 0) {
            char *quote = reader_quote(rd, open, rd->at - open);
            reader_diagnose(rd, RGN_WARNING, open, quote,
                _("variation '%s' skipped: a record keeps only the main line"), quote);
            free(quote);
            rd->last_token_end = rd->at;
            return;
        }
    }
    char *quote = reader_quote(rd, open, rd->n - open);
    reader_diagnose(rd, RGN_ERROR, open, quote, _("unterminated variation '%s': no ')' before the end"), quote);
    free(quote);
}

void reader_attach_comment(Reader *rd, char *comment)
{
    if (comment == NULL)
        return;
    if (rd->record_ready && !rd->moves_stopped) {
        record_append_comment(&rd->game.record, record_ply_count(&rd->game.record), comment);
        free(comment);
        return;
    }
    if (rd->record_ready) {
        free(comment);
        return;
    }
    rd->pending_comments = xgrow(rd->pending_comments, &rd->pending_capacity, rd->pending_count + 1,
        sizeof *rd->pending_comments);
    rd->pending_comments[rd->pending_count++] = comment;
}

/* Comments before anything else of a game, and comments between tags. */
static void read_leading_comments(Reader *rd)
{
    for (;;) {
        reader_skip_space(rd);
        char c = reader_peek(rd);
        if (reader_at_end(rd) || (c != '{' && c != ';'))
            return;
        reader_attach_comment(rd, reader_read_comment(rd));
    }
}

static void free_tags(Reader *rd)
{
    for (size_t i = 0; i < rd->tag_count; i++) {
        free(rd->tags[i].name);
        free(rd->tags[i].value);
    }
    rd->tag_count = 0;
}

static void begin_game(Reader *rd)
{
    memset(&rd->game, 0, sizeof rd->game);
    rd->game.line = rd->line;
    rd->record_ready = false;
    rd->moves_stopped = false;
    rd->rules_end_reported = false;
    rd->result_seen = false;
    rd->result_tag_read = false;
    rd->result_at = rd->at;
    rd->result_length = 0;
    rd->last_token_end = rd->at;
    rd->kriegspiel_checked_ply = 0;
}

static int compare_diagnostics(const void *a, const void *b)
{
    const RgnDiagnostic *x = a, *y = b;
    if (x->line != y->line)
        return x->line < y->line ? -1 : 1;
    if (x->column != y->column)
        return x->column < y->column ? -1 : 1;
    return 0;
}

/* Insertion sort: stable (diagnostics at one place keep the order they
 * were found in), and a game has at most RGN_DIAGNOSTIC_MAX + 1. */
static void sort_diagnostics(RgnGame *g)
{
    for (size_t i = 1; i < g->diagnostic_count; i++) {
        RgnDiagnostic d = g->diagnostics[i];
        size_t j = i;
        while (j > 0 && compare_diagnostics(&g->diagnostics[j - 1], &d) > 0) {
            g->diagnostics[j] = g->diagnostics[j - 1];
            j--;
        }
        g->diagnostics[j] = d;
    }
}

static void end_game(Reader *rd)
{
    reader_check_game_end(rd);
    finish_unreported_note(&rd->game);
    sort_diagnostics(&rd->game);
    free_tags(rd);
}

bool reader_read_game(Reader *rd)
{
    begin_game(rd);
    read_leading_comments(rd);
    if (reader_at_end(rd) && rd->game.diagnostic_count == 0)
        return false;
    rd->game.line = rd->line;
    rd->game_at = rd->at;
    if (reader_peek(rd) == '[')
        reader_read_tag_section(rd);
    reader_apply_tags(rd);
    if (reader_read_move_text(rd))
        reader_read_after_result(rd);
    end_game(rd);
    return true;
}

void reader_attach_trailing_comments(Reader *rd, RgnGame *last)
{
    for (size_t i = 0; i < rd->pending_count; i++) {
        if (last != NULL)
            record_append_comment(&last->record, record_ply_count(&last->record), rd->pending_comments[i]);
        free(rd->pending_comments[i]);
    }
    rd->pending_count = 0;
}

void reader_free(Reader *rd)
{
    free_tags(rd);
    free(rd->tags);
    reader_attach_trailing_comments(rd, NULL);
    free(rd->pending_comments);
}

void rgn_game_free(RgnGame *g)
{
    for (size_t j = 0; j < g->diagnostic_count; j++) {
        free(g->diagnostics[j].quote);
        free(g->diagnostics[j].message);
    }
    free(g->diagnostics);
    record_free(&g->record);
    if (g->kriegspiel)
        kriegview_free(g->kriegspiel);
    free(g->kriegspiel);
    memset(g, 0, sizeof *g);
}

void rgn_games_free(RgnGames *games)
{
    for (size_t i = 0; i < games->count; i++)
        rgn_game_free(&games->games[i]);
    free(games->games);
    memset(games, 0, sizeof *games);
}

char *rgn_diagnostic_format(const RgnDiagnostic *d, const char *file)
{
    /* TRANSLATORS: "error" and "warning" label the diagnostics of --check, as in
     * "game.rgn:3:5: error: ...". */
    const char *severity = d->severity == RGN_ERROR ? _("error") : _("warning");
    const char *format = "%s:%d:%d: %s: %s";
    int length = snprintf(NULL, 0, format, file, d->line, d->column, severity, d->message);
    char *text = xmalloc((size_t)length + 1);
    snprintf(text, (size_t)length + 1, format, file, d->line, d->column, severity, d->message);
    return text;
}
