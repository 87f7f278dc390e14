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
 * The RGN reader's split of its input into games (see rgn_reader.h), over
 * a buffer that holds about one game: a file is read in pieces, never
 * whole.  The reader reads a game from the buffer.  When it reached the
 * buffer's end before the end of the input, what it read is thrown away,
 * the buffer keeps the text from the game's start on and gets more after
 * it, and the game is read again from the checkpoint saved at its start.
 * Each of the reader's looks ahead stops at the first byte that settles
 * it ('}', a line's end, the next game's '[' or "1."), or runs to the end
 * of the buffer and takes the reader there: so a game read to a place
 * before the buffer's end reads as it would in the whole text.  A game is
 * handed on once the next one has begun, because comments after the
 * last game belong to it.
 */
#include <config.h>

#include "rgn_reader.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "i18n.h"
#include "text.h"
#include "xalloc.h"

/* How much is read at a time; the tests and the fuzz targets build the
 * reader with a few bytes, to read games again and again. */
#ifndef RGN_READ_CHUNK
#define RGN_READ_CHUNK (64 * 1024)
#endif
enum { READ_CHUNK = RGN_READ_CHUNK };

static const char BYTE_ORDER_MARK[] = "\xEF\xBB\xBF";

typedef struct Source {
    FILE *in;                  /* NULL: the whole text is in the buffer */
    const char *path;
    char *buffer;              /* the caller's text when in is NULL */
    size_t length;
    size_t capacity;
    size_t total;              /* bytes read from the file so far */
    bool at_end;               /* nothing more to read */
    Error *err;
} Source;

/* The reader's state where a game's reading starts. */
typedef struct Checkpoint {
    size_t at;
    size_t line_start;
    int line;
    char **comments;           /* copies of the comments waiting */
    size_t comment_count;
} Checkpoint;

static void checkpoint_save(const Reader *rd, const Source *src, Checkpoint *cp)
{
    cp->at = rd->at;
    cp->line_start = rd->line_start;
    cp->line = rd->line;
    /* A text all in memory is never read again. */
    cp->comment_count = src->in != NULL ? rd->pending_count : 0;
    cp->comments = xmalloc((cp->comment_count + 1) * sizeof *cp->comments);
    for (size_t i = 0; i < cp->comment_count; i++)
        cp->comments[i] = xstrdup(rd->pending_comments[i]);
}

static void checkpoint_free(Checkpoint *cp)
{
    for (size_t i = 0; i < cp->comment_count; i++)
        free(cp->comments[i]);
    free(cp->comments);
}

/* Puts the reader back at the checkpoint, `dropped` bytes having left the
 * front of the buffer; the checkpoint's comments go back to it. */
static void checkpoint_restore(Reader *rd, const Source *src, Checkpoint *cp, size_t dropped, int first_column)
{
    reader_attach_trailing_comments(rd, NULL);
    rd->pending_comments = xgrow(rd->pending_comments, &rd->pending_capacity, cp->comment_count,
        sizeof *rd->pending_comments);
    if (cp->comment_count > 0)
        memcpy(rd->pending_comments, cp->comments, cp->comment_count * sizeof *cp->comments);
    rd->pending_count = cp->comment_count;
    free(cp->comments);
    rd->text = src->buffer;
    rd->n = src->length;
    rd->at = cp->at - dropped;
    rd->line = cp->line;
    /* A line that began before the text kept now begins at its start,
     * where first_column says which column that is. */
    rd->line_start = cp->line_start > dropped ? cp->line_start - dropped : 0;
    rd->first_column = first_column;
    rd->line_end_from = rd->line_end = 0;
    rd->column_line_start = rd->column_at = 0;
    rd->earlier_line_start = rd->earlier_line = 0;
}

/* Reads up to `want` more bytes into the buffer. */
static bool read_more(Source *src, size_t want)
{
    src->buffer = xgrow(src->buffer, &src->capacity, src->length + want, 1);
    while (want > 0 && !src->at_end) {
        size_t got = fread(src->buffer + src->length, 1, want, src->in);
        src->length += got;
        src->total += got;
        want -= got;
        if (got == 0 && ferror(src->in)) {
            error_set(src->err, 0, 0, _("cannot read %s: %s"), src->path, strerror(errno));
            return false;
        }
        src->at_end = got == 0;
        if (src->total > RGN_FILE_MAX) {
            error_set(src->err, 0, 0, _("%s is larger than %zu MiB, the limit of a record file"), src->path,
                RGN_FILE_MAX >> 20);
            return false;
        }
    }
    return true;
}

/* Keeps the buffer from the checkpoint's game on, reads more after it
 * (as much again, so that a long game is read again only a few times)
 * and puts the reader back at the checkpoint. */
static bool refill(Source *src, Reader *rd, Checkpoint *cp)
{
    /* A byte-order mark stays, as does the start of the first line, so
     * that a '%' after the mark is no escape line. */
    size_t drop = cp->at < sizeof BYTE_ORDER_MARK ? 0 : cp->at;
    int first_column = drop == 0 ? rd->first_column
        : text_column_from(cp->line_start == 0 ? rd->first_column : 1, src->buffer + cp->line_start,
            src->buffer + cp->at);
    size_t kept = src->length - drop;
    if (kept >= RGN_GAME_MAX) {
        error_set(src->err, cp->line, 0, _("the game at line %d of %s is longer than %zu MiB, the limit of one game"),
            cp->line, src->path, RGN_GAME_MAX >> 20);
        return false;
    }
    memmove(src->buffer, src->buffer + drop, kept);
    src->length = kept;
    if (!read_more(src, kept > READ_CHUNK ? kept : READ_CHUNK))
        return false;
    checkpoint_restore(rd, src, cp, drop, first_column);
    return true;
}

/* Reads every game of the source and hands each to sink. */
static bool read_games(Source *src, RgnGameSink *sink, void *context)
{
    Reader rd = { .text = src->buffer, .n = src->length, .line = 1, .first_column = 1 };
    if (src->length >= 3 && memcmp(src->buffer, BYTE_ORDER_MARK, 3) == 0)
        rd.at = 3;
    RgnGame held;
    bool holding = false, ok = true;
    size_t number = 0;
    for (;;) {
        Checkpoint cp;
        checkpoint_save(&rd, src, &cp);
        bool read = reader_read_game(&rd);
        if (rd.at >= rd.n && !src->at_end) {
            if (read)
                rgn_game_free(&rd.game);
            ok = refill(src, &rd, &cp);
            if (ok)
                continue;
        }
        checkpoint_free(&cp);
        if (!ok || !read)
            break;
        if (holding && !sink(&held, ++number, false, context)) {
            holding = false;
            rgn_game_free(&rd.game);
            break;
        }
        held = rd.game;
        holding = true;
        memset(&rd.game, 0, sizeof rd.game);
    }
    if (holding) {
        reader_attach_trailing_comments(&rd, ok ? &held : NULL);
        sink(&held, ++number, true, context);
    }
    reader_free(&rd);
    return ok;
}

static bool collect_game(RgnGame *game, size_t number, bool last, void *context)
{
    RgnGames *out = context;
    (void)number;
    (void)last;
    out->games = xgrow(out->games, &out->capacity, out->count + 1, sizeof *out->games);
    out->games[out->count++] = *game;
    return true;
}

void rgn_read(const char *text, size_t length, RgnGames *out)
{
    /* The text is only read: a source all in memory is never refilled. */
    Source src = { .buffer = (char *)text, .length = length, .at_end = true };
    memset(out, 0, sizeof *out);
    read_games(&src, collect_game, out);
}

/* A regular file over the limit is refused before any of it is read. */
static bool size_within_limit(FILE *in, const char *path, Error *err)
{
    struct stat st;
    if (fstat(fileno(in), &st) != 0 || !S_ISREG(st.st_mode) || (size_t)st.st_size <= RGN_FILE_MAX)
        return true;
    error_set(err, 0, 0, _("%s is larger than %zu MiB, the limit of a record file"), path, RGN_FILE_MAX >> 20);
    return false;
}

bool rgn_read_from(FILE *in, const char *name, RgnGameSink *sink, void *context, Error *err)
{
    Source src = { .in = in, .path = name, .err = err };
    bool ok = size_within_limit(in, name, err) && read_more(&src, READ_CHUNK) && read_games(&src, sink, context);
    free(src.buffer);
    return ok;
}

bool rgn_read_stream(const char *path, RgnGameSink *sink, void *context, Error *err)
{
    bool standard_input = strcmp(path, "-") == 0;
    FILE *in = standard_input ? stdin : fopen(path, "rb");
    if (in == NULL) {
        error_set(err, 0, 0, _("cannot open %s: %s"), path, strerror(errno));
        return false;
    }
    bool ok = rgn_read_from(in, path, sink, context, err);
    if (!standard_input)
        fclose(in);
    return ok;
}

bool rgn_read_games_from(FILE *in, const char *name, RgnGames *out, Error *err)
{
    memset(out, 0, sizeof *out);
    if (rgn_read_from(in, name, collect_game, out, err))
        return true;
    rgn_games_free(out);
    return false;
}

bool rgn_read_file(const char *path, RgnGames *out, Error *err)
{
    memset(out, 0, sizeof *out);
    if (rgn_read_stream(path, collect_game, out, err))
        return true;
    rgn_games_free(out);
    return false;
}
