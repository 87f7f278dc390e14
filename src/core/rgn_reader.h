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
 * Inside the RGN reader (not for other modules).  The reader walks the
 * text once.  rgn_read.c holds the walking: white space, comments,
 * variations, diagnostics and the split into games; rgn_read_game.c the
 * tag section and the record made from it; rgn_read_moves.c the move
 * text (moves, move numbers, NAGs, the result) and the checks made when
 * the game is complete.
 *
 * rgn_read_stream.c splits the input into games, reading a file in
 * pieces.

 * While a game is read its tags wait in `tags` (the start position depends
 * on SetUp/FEN), and comments met before the record exists wait in
 * `pending_comments`.  Once a move cannot be read, `moves_stopped` is set
 * and the rest of the game's move text is only walked over.
 */
#ifndef RAUMSCHACH_RGN_READER_H
#define RAUMSCHACH_RGN_READER_H

#include <stdbool.h>
#include <stddef.h>

#include "rgn.h"

enum {
    RGN_DIAGNOSTIC_MAX = 100,   /* per game; then one note counting the rest */
};

typedef struct ReadTag {
    char *name;
    char *value;
    size_t at;                  /* byte offset of the '[' */
    size_t length;              /* bytes from '[' to ']' */
    size_t value_at;            /* byte offset of the value's first byte */
} ReadTag;

typedef struct Reader {
    const char *text;
    size_t n;
    size_t at;
    int line;                   /* of rd->at, from 1 */
    size_t line_start;          /* offset of that line's first byte */
    int first_column;           /* the column of text[0] (1 at a line start) */

    RgnGame game;               /* the game being read */
    size_t game_at;             /* where its text starts */
    bool record_ready;          /* game.record exists (tags applied) */
    bool moves_stopped;
    bool rules_end_reported;
    bool result_seen;
    bool result_tag_read;
    size_t result_at;           /* the result token, else the Result tag */
    size_t result_length;
    size_t last_token_end;
    size_t line_end_from;       /* reader_line_end's last question... */
    size_t line_end;            /* ...and answer (valid when from <= end) */
    size_t column_line_start;   /* the last column computed: its line, */
    size_t column_at;           /* its place (0: none) */
    int column;                 /* and the column */
    size_t earlier_line_start;  /* the last line found before line_start */
    int earlier_line;           /* and its number (0: none) */

    size_t kriegspiel_checked_ply; /* the last ply whose comment was checked */

    ReadTag *tags;
    size_t tag_count;
    size_t tag_capacity;
    char **pending_comments;
    size_t pending_count;
    size_t pending_capacity;
} Reader;

/* rgn_read.c: walking the text, one game at a time. */
/* Reads the next game into rd->game; false when only white space and
 * comments were left (they wait in pending_comments). */
bool reader_read_game(Reader *rd);
/* Comments after the last game belong to it (NULL: there is none). */
void reader_attach_trailing_comments(Reader *rd, RgnGame *last);
void reader_free(Reader *rd);
char reader_peek(const Reader *rd);
bool reader_at_end(const Reader *rd);
void reader_advance(Reader *rd, size_t count);
/* Skips white space (a byte-order mark and no-break space count as such)
 * and '%' escape lines. */
void reader_skip_space(Reader *rd);
/* Offset of the end of the line holding `from` (its '\n', or the end).
 * The last answer is kept, so that many tokens on one long line do not
 * search it again and again. */
size_t reader_line_end(Reader *rd, size_t from);
/* Offset just past the word at `from`: up to white space or a character
 * that starts something else ({ } ; ( ) [ ] $). */
size_t reader_word_end(const Reader *rd, size_t from);
/* Is there white space, the end, or such a character at `at`? */
bool reader_boundary_at(const Reader *rd, size_t at);
/* The first byte in [from, to) that is not text (bad UTF-8 or a control
 * character other than tab and, if allowed, line ends), or `to`. */
size_t reader_bad_text_at(const Reader *rd, size_t from, size_t to, bool allow_newlines);
/* An error for the bad byte at `at`, found in `where` ("a comment"). */
void reader_report_bad_text(Reader *rd, size_t at, const char *where);
/* [at, at + length) quoted for a message (a new string). */
char *reader_quote(const Reader *rd, size_t at, size_t length);
/* Adds a diagnostic at byte `at` to the game being read. */
void reader_diagnose(Reader *rd, RgnSeverity severity, size_t at, const char *quote,
    const char *format, ...) __attribute__((format(printf, 5, 6)));
/* The same with the column moved right by `extra` display columns (for a
 * column inside a move). */
void reader_diagnose_inside(Reader *rd, RgnSeverity severity, size_t at, int extra,
    const char *quote, const char *format, ...) __attribute__((format(printf, 6, 7)));
/* Reads the '{' or ';' comment at rd->at; returns its text (a new string)
 * or NULL when it held bad text or had no end. */
char *reader_read_comment(Reader *rd);
/* Skips the variation at rd->at, nested ones and comments included. */
void reader_skip_variation(Reader *rd);
/* Gives a comment to the record after the last move read, or keeps it for
 * the record about to be made. */
void reader_attach_comment(Reader *rd, char *comment);

/* rgn_read_game.c: the tag section. */
void reader_read_tag_section(Reader *rd);
/* Makes the record from the tags: start position, tag checks. */
void reader_apply_tags(Reader *rd);
/* rgn_read_moves.c: the move text. */
/* Reads move text up to the result token (true), the next tag section or
 * the end (false). */
bool reader_read_move_text(Reader *rd);
/* After the result: comments wait for the next game; anything up to the
 * next game is an error. */
void reader_read_after_result(Reader *rd);
/* The checks that need the whole game: result against the rules. */
void reader_check_game_end(Reader *rd);

/* rgn_read_kriegspiel.c: a Kriegspiel record's comment (its text from
 * offset `open`, the '{' or ';') after the move just read. */
void reader_check_kriegspiel_comment(Reader *rd, size_t open, const char *comment);
/* At the end of an unfiltered Kriegspiel record: a warning for each move
 * without its comment. */
void reader_check_kriegspiel_end(Reader *rd);
/* Is the game a filtered Kriegspiel record?  Its view is made the first
 * time this is asked. */
bool reader_kriegspiel_filtered(Reader *rd);
/* A move of a filtered record: "??" for the other side's, the side's own
 * move checked on its own board. */
void reader_read_filtered_move(Reader *rd);
/* The position whose turn and move number the move text follows: the
 * record's, or a filtered record's own board. */
const Position *reader_turn_position(Reader *rd);

#endif
