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
 * RGN, the game record file (raumschach(5)): PGN's container (a tag
 * section, then move text ending in the result token) with the move
 * language of notation.h.
 *
 * The writer turns a Record into canonical text: the required tags in their
 * order, Termination when the game ended, the other tags in their order;
 * a blank line; the moves in figurine form with their comments and NAGs,
 * wrapped before 80 display columns; the result token on a line of its
 * own.
 *
 * The reader turns a text into games, each a Record with the diagnostics
 * found while reading it: errors (the game is not readable as written)
 * and warnings (something is off but the game reads).  Each diagnostic has
 * the line and column (display columns from 1, see text.h) of the text at
 * fault and quotes it.  A move that cannot be read stops the game's moves
 * there; every move before it stays in the record.
 */
#ifndef RAUMSCHACH_RGN_H
#define RAUMSCHACH_RGN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "error.h"
#include "record.h"

enum {
    RGN_LINE_WIDTH = 79,       /* move text lines stay below 80 columns */
    RGN_QUOTE_CHARS = 40,      /* how much of the text a diagnostic quotes */
};

/* The largest input the reader takes (see the manual, FILES).  A record
 * file: 256 MiB, twice the 116,000 games of 200 MB seen in the wild.  A
 * game, from its first tag to its result: 16 MiB, a thousand times a
 * long game of 500 moves with a comment on each.  Whole files are only
 * held by the replay screen and journal recovery; --check and --canonical
 * hold one game at a time. */
#define RGN_FILE_MAX ((size_t)256 << 20)
#define RGN_GAME_MAX ((size_t)16 << 20)

typedef enum { RGN_WARNING, RGN_ERROR } RgnSeverity;

typedef struct RgnDiagnostic {
    RgnSeverity severity;
    int line, column;
    char *quote;               /* the text at fault as written, shortened */
    char *message;             /* names the fault, with the quote in it */
} RgnDiagnostic;

struct KriegView;

typedef struct RgnGame {
    Record record;
    /* A filtered Kriegspiel record (SPEC.md section 10.5): its plies as
     * its side knows them; the record then holds the start and no moves.
     * NULL for every other record. */
    struct KriegView *kriegspiel;
    int line;                  /* where the game's text starts */
    RgnDiagnostic *diagnostics; /* in the order of the text */
    size_t diagnostic_count;
    size_t diagnostic_capacity;
    size_t unreported_count;   /* problems past the cap, in the last note */
    int error_count;
    int warning_count;
} RgnGame;

typedef struct RgnGames {
    RgnGame *games;
    size_t count;
    size_t capacity;
} RgnGames;

/* Reads every game of text (length bytes; need not end in NUL). */
void rgn_read(const char *text, size_t length, RgnGames *out);
/* Reads a file ("-" for standard input).  False with err when the file
 * cannot be read (the system's reason) or is over a limit above; what it
 * holds is rgn_read's. */
bool rgn_read_file(const char *path, RgnGames *out, Error *err);

/* Takes each game read (number from 1; last: no game follows), to keep
 * (the sink frees it with rgn_game_free); false stops the reading. */
typedef bool RgnGameSink(RgnGame *game, size_t number, bool last, void *context);
/* Reads a file game by game in memory bounded by the largest game,
 * handing each to sink as soon as the next one has begun.  False with err
 * as rgn_read_file (the games before the fault were handed on). */
bool rgn_read_stream(const char *path, RgnGameSink *sink, void *context, Error *err);
/* The same from an open stream, named `name` in messages. */
bool rgn_read_from(FILE *in, const char *name, RgnGameSink *sink, void *context, Error *err);
/* Every game of an open stream, as rgn_read_file. */
bool rgn_read_games_from(FILE *in, const char *name, RgnGames *out, Error *err);
void rgn_game_free(RgnGame *game);
void rgn_games_free(RgnGames *games);

/* "FILE:LINE:COLUMN: error: MESSAGE", as compilers write them (a new
 * string, no newline; severity words translated). */
char *rgn_diagnostic_format(const RgnDiagnostic *d, const char *file);

/* The canonical text of a record (a new string, ends in a newline). */
char *rgn_write_string(const Record *r);
/* Writes it to a stream; false when the stream reports an error. */
bool rgn_write_file(const Record *r, FILE *out);

#endif
