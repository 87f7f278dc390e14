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
 * A game record (raumschach(5)): the tags in the order they were set,
 * the game itself as the rules see it (a core Game: start position and
 * moves), an annotation per ply (a comment and NAGs) plus one before the
 * first move, and how the game ended.
 *
 * The tags hold every name/value pair, the required ones included; the
 * Result and Termination tags always agree with the result and termination
 * fields, which record_set_tag() and record_finish() keep in step.
 * Annotation i belongs after ply i; annotation 0 comes before the first
 * move.  Comments are stored with their white space collapsed to single
 * spaces, as the writer wraps them and the reader joins them again.
 */
#ifndef RAUMSCHACH_RECORD_H
#define RAUMSCHACH_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "game.h"
#include "status.h"
#include "timecontrol.h"

enum {
    RECORD_REQUIRED_TAG_COUNT = 8,
    RECORD_NAG_MAX = 8,          /* NAGs kept on one move */
    RECORD_NAG_LARGEST = 255,
    RECORD_DATE_SIZE = 11,       /* "YYYY.MM.DD" and NUL */
    RECORD_PLAYER_SIZE = 64,
};

/* Event, Site, Date, White, Black, Result, Variant, TimeControl: the tags
 * every record carries, in the order they are written. */
extern const char *const RECORD_REQUIRED_TAGS[RECORD_REQUIRED_TAG_COUNT];
extern const char RECORD_VARIANT[];       /* "Raumschach-Normal-Form" */
extern const char RECORD_UNKNOWN_DATE[];  /* "????.??.??" */

/* The value a required tag has until it is set: "?", Date "????.??.??",
 * Result "*", Variant the Normal-Form, TimeControl "-". */
const char *record_tag_default(const char *name);

typedef struct RecordTag {
    char *name;
    char *value;
} RecordTag;

typedef struct RecordAnnotation {
    char *comment;           /* NULL when there is none */
    size_t comment_capacity; /* bytes allocated for it */
    int nag_count;
    unsigned char nags[RECORD_NAG_MAX];
} RecordAnnotation;

typedef struct Record {
    RecordTag *tags;
    size_t tag_count;
    size_t tag_capacity;
    size_t *tag_slots;              /* hash of the names: index + 1, 0 free */
    size_t tag_slot_count;          /* a power of two, or 0 */
    Game game;
    RecordAnnotation *annotations;  /* game.ply_count + 1 of them */
    size_t annotation_capacity;
    Result result;
    Termination termination;
} Record;

/* A new record of a game from start: the required tags with unknown
 * values ("?", "????.??.??", result "*", TimeControl "-"), and SetUp and
 * FEN when start is not the Normal-Form. */
void record_init(Record *r, const Position *start);
void record_free(Record *r);

/* Adds a tag or replaces its value.  Names are letters, digits and '_'
 * starting with a letter; control characters in the value become spaces.
 * Result must be a result token.  False (and nothing changed) otherwise.
 * Bytes that are not UTF-8 become U+FFFD, in values and comments alike. */
bool record_set_tag(Record *r, const char *name, const char *value);
/* The value of a tag, NULL when the record has none. */
const char *record_tag(const Record *r, const char *name);
/* Removes a tag; the required tags cannot be removed. */
bool record_remove_tag(Record *r, const char *name);
/* The Date tag from a time (local time), the TimeControl tag, and the name
 * of the engine as a player: "Einhorn:Strong". */
void record_set_date(Record *r, time_t when);
void record_set_time_control(Record *r, const TimeControl *tc);
void record_engine_player(const char *strength, char *buf, size_t size);

size_t record_ply_count(const Record *r);
/* Plays a legal move (the caller checked it) with an empty annotation.
 * The result is left as it is: the caller finishes the game. */
void record_play(Record *r, Move m);
/* Takes the last move and its annotation back; a finished game becomes
 * unfinished.  False when there is no move. */
bool record_undo(Record *r);

/* The comment after ply (0: before the first move), NULL if none. */
const char *record_comment(const Record *r, size_t ply);
/* Sets (NULL or blank: removes) the comment after ply. */
void record_set_comment(Record *r, size_t ply, const char *comment);
/* Adds text to the comment after ply, separated by a space (in time
 * proportional to the text added, not to the comment it joins). */
void record_append_comment(Record *r, size_t ply, const char *comment);
/* Adds a NAG (1-255) to ply; false when the ply has RECORD_NAG_MAX. */
bool record_add_nag(Record *r, size_t ply, int nag);
const RecordAnnotation *record_annotation(const Record *r, size_t ply);

/* Ends the game: the result follows from the termination and the side to
 * move; TERMINATION_NONE leaves it unfinished ("*", no Termination tag). */
void record_finish(Record *r, Termination t);

/* Same tags (order aside), start, moves, annotations and end. */
bool record_equal(const Record *a, const Record *b);

#endif
