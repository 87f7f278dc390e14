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
 * Game records: tags, moves, annotations and the end of the game (see
 * record.h).  Tags are an array in the order they were set, with a hash
 * table of their names beside it: a record read from a hostile file may
 * carry a hundred thousand of them.  A comment keeps its capacity, so
 * that many comments joined on one move take linear time.
 */
#include <config.h>

#include "record.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rfen.h"
#include "text.h"
#include "workcount.h"
#include "xalloc.h"

const char *const RECORD_REQUIRED_TAGS[RECORD_REQUIRED_TAG_COUNT] = {
    "Event", "Site", "Date", "White", "Black", "Result", "Variant", "TimeControl",
};
const char RECORD_VARIANT[] = "Raumschach-Normal-Form";
static const char RECORD_ENGINE_NAME[] = "Einhorn";
const char RECORD_UNKNOWN_DATE[] = "????.??.??";

static const char UNKNOWN[] = "?";
static const char NO_TIME_CONTROL[] = "-";

const char *record_tag_default(const char *name)
{
    if (strcmp(name, "Date") == 0)
        return RECORD_UNKNOWN_DATE;
    if (strcmp(name, "Result") == 0)
        return result_token(RESULT_UNFINISHED);
    if (strcmp(name, "Variant") == 0)
        return RECORD_VARIANT;
    if (strcmp(name, "TimeControl") == 0)
        return NO_TIME_CONTROL;
    return UNKNOWN;
}

static bool tag_name_valid(const char *name)
{
    if (!isalpha((unsigned char)name[0]))
        return false;
    for (const char *p = name; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '_')
            return false;
    return true;
}

static bool tag_is_required(const char *name)
{
    for (int i = 0; i < RECORD_REQUIRED_TAG_COUNT; i++)
        if (strcmp(name, RECORD_REQUIRED_TAGS[i]) == 0)
            return true;
    return false;
}

/* FNV-1a. */
static size_t name_hash(const char *name)
{
    size_t hash = 2166136261u;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++)
        hash = (hash ^ *p) * 16777619u;
    return hash;
}

/* The slot holding name, or the free slot where it would go. */
static size_t tag_slot(const Record *r, const char *name)
{
    size_t mask = r->tag_slot_count - 1;
    size_t slot = name_hash(name) & mask;
    while (r->tag_slots[slot] != 0 && strcmp(r->tags[r->tag_slots[slot] - 1].name, name) != 0) {
        COUNT_WORK(1);
        slot = (slot + 1) & mask;
    }
    return slot;
}

/* Hashes every tag again into a table at most half full. */
static void rehash_tags(Record *r)
{
    size_t count = 16;
    while (count < 2 * (r->tag_count + 1))
        count *= 2;
    free(r->tag_slots);
    r->tag_slots = xcalloc(count, sizeof *r->tag_slots);
    r->tag_slot_count = count;
    for (size_t i = 0; i < r->tag_count; i++)
        r->tag_slots[tag_slot(r, r->tags[i].name)] = i + 1;
}

static RecordTag *find_tag(const Record *r, const char *name)
{
    if (r->tag_slot_count == 0)
        return NULL;
    size_t index = r->tag_slots[tag_slot(r, name)];
    return index == 0 ? NULL : &r->tags[index - 1];
}

static RecordTag *add_tag(Record *r, const char *name)
{
    if (2 * (r->tag_count + 1) > r->tag_slot_count)
        rehash_tags(r);
    r->tags = xgrow(r->tags, &r->tag_capacity, r->tag_count + 1, sizeof *r->tags);
    RecordTag *tag = &r->tags[r->tag_count++];
    tag->name = xstrdup(name);
    r->tag_slots[tag_slot(r, name)] = r->tag_count;
    return tag;
}

/* A copy with every control character turned into a space and bytes that
 * are not UTF-8 into U+FFFD: whatever a record is given, the reader takes
 * it back. */
static char *clean_value(const char *value)
{
    char *copy = text_repair(value);
    for (char *p = copy; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7F)
            *p = ' ';
    return copy;
}

/* A copy with white space runs collapsed and the ends trimmed; NULL when
 * nothing is left. */
static char *clean_comment(const char *comment)
{
    if (comment == NULL)
        return NULL;
    char *valid = text_repair(comment);
    char *copy = xmalloc(strlen(valid) + 1);
    size_t n = 0;
    bool space = false;
    for (const char *p = valid; *p; p++) {
        if (isspace((unsigned char)*p) || (unsigned char)*p < 0x20 || *p == 0x7F) {
            space = n > 0;
            continue;
        }
        if (space)
            copy[n++] = ' ';
        space = false;
        copy[n++] = *p;
    }
    copy[n] = '\0';
    free(valid);
    if (n == 0) {
        free(copy);
        return NULL;
    }
    return copy;
}

static void reserve_annotations(Record *r, size_t plies)
{
    size_t old = r->annotation_capacity;
    r->annotations = xgrow(r->annotations, &r->annotation_capacity, plies + 1, sizeof *r->annotations);
    memset(r->annotations + old, 0, (r->annotation_capacity - old) * sizeof *r->annotations);
}

static void clear_annotation(RecordAnnotation *a)
{
    free(a->comment);
    memset(a, 0, sizeof *a);
}

void record_init(Record *r, const Position *start)
{
    memset(r, 0, sizeof *r);
    game_init(&r->game, start);
    reserve_annotations(r, 0);
    for (int i = 0; i < RECORD_REQUIRED_TAG_COUNT; i++)
        record_set_tag(r, RECORD_REQUIRED_TAGS[i], record_tag_default(RECORD_REQUIRED_TAGS[i]));
    if (!position_is_start(start)) {
        char rfen[RFEN_MAX_SIZE];
        rfen_write(start, rfen, sizeof rfen);
        record_set_tag(r, "SetUp", "1");
        record_set_tag(r, "FEN", rfen);
    }
}

void record_free(Record *r)
{
    for (size_t i = 0; i < r->tag_count; i++) {
        free(r->tags[i].name);
        free(r->tags[i].value);
    }
    free(r->tags);
    free(r->tag_slots);
    for (size_t i = 0; i < r->annotation_capacity; i++)
        free(r->annotations[i].comment);
    free(r->annotations);
    game_free(&r->game);
    memset(r, 0, sizeof *r);
}

bool record_set_tag(Record *r, const char *name, const char *value)
{
    if (!tag_name_valid(name))
        return false;
    if (strcmp(name, "Result") == 0) {
        int result = result_from_token(value);
        if (result < 0)
            return false;
        r->result = (Result)result;
    }
    if (strcmp(name, "Termination") == 0)
        r->termination = termination_from_tag(value);
    RecordTag *tag = find_tag(r, name);
    if (tag == NULL)
        tag = add_tag(r, name);
    else
        free(tag->value);
    tag->value = clean_value(value);
    return true;
}

const char *record_tag(const Record *r, const char *name)
{
    const RecordTag *tag = find_tag(r, name);
    return tag ? tag->value : NULL;
}

bool record_remove_tag(Record *r, const char *name)
{
    RecordTag *tag = find_tag(r, name);
    if (tag == NULL || tag_is_required(name))
        return false;
    if (strcmp(name, "Termination") == 0)
        r->termination = TERMINATION_NONE;
    free(tag->name);
    free(tag->value);
    size_t index = (size_t)(tag - r->tags);
    memmove(tag, tag + 1, (r->tag_count - index - 1) * sizeof *tag);
    r->tag_count--;
    rehash_tags(r);
    return true;
}

void record_set_date(Record *r, time_t when)
{
    struct tm local;
    char date[RECORD_DATE_SIZE];
    if (localtime_r(&when, &local) == NULL
        || strftime(date, sizeof date, "%Y.%m.%d", &local) != RECORD_DATE_SIZE - 1) {
        record_set_tag(r, "Date", RECORD_UNKNOWN_DATE);
        return;
    }
    record_set_tag(r, "Date", date);
}

void record_set_time_control(Record *r, const TimeControl *tc)
{
    char text[TIME_CONTROL_TEXT_SIZE];
    time_control_format(tc, text);
    record_set_tag(r, "TimeControl", text);
}

void record_engine_player(const char *strength, char *buf, size_t size)
{
    snprintf(buf, size, "%s:%s", RECORD_ENGINE_NAME, strength);
}

size_t record_ply_count(const Record *r)
{
    return r->game.ply_count;
}

/* Taking a move back ends whatever end the game had. */
static void reopen(Record *r)
{
    if (r->result != RESULT_UNFINISHED || r->termination != TERMINATION_NONE)
        record_finish(r, TERMINATION_NONE);
}

void record_play(Record *r, Move m)
{
    game_play(&r->game, m);
    reserve_annotations(r, r->game.ply_count);
    clear_annotation(&r->annotations[r->game.ply_count]);
}

bool record_undo(Record *r)
{
    if (r->game.ply_count == 0)
        return false;
    reopen(r);
    clear_annotation(&r->annotations[r->game.ply_count]);
    return game_undo(&r->game);
}

const char *record_comment(const Record *r, size_t ply)
{
    return ply <= r->game.ply_count ? r->annotations[ply].comment : NULL;
}

void record_set_comment(Record *r, size_t ply, const char *comment)
{
    if (ply > r->game.ply_count)
        return;
    RecordAnnotation *a = &r->annotations[ply];
    free(a->comment);
    a->comment = clean_comment(comment);
    a->comment_capacity = a->comment != NULL ? strlen(a->comment) + 1 : 0;
}

void record_append_comment(Record *r, size_t ply, const char *comment)
{
    if (ply > r->game.ply_count)
        return;
    RecordAnnotation *a = &r->annotations[ply];
    if (a->comment == NULL) {
        record_set_comment(r, ply, comment);
        return;
    }
    /* The old comment is clean already: cleaning the new text alone and
     * joining them with a space gives what cleaning the whole would. */
    char *added = clean_comment(comment);
    if (added == NULL)
        return;
    size_t old_length = strlen(a->comment), added_length = strlen(added);
    a->comment = xgrow(a->comment, &a->comment_capacity, old_length + added_length + 2, 1);
    a->comment[old_length] = ' ';
    memcpy(a->comment + old_length + 1, added, added_length + 1);
    COUNT_WORK(added_length);
    free(added);
}

bool record_add_nag(Record *r, size_t ply, int nag)
{
    if (ply > r->game.ply_count || nag < 1 || nag > RECORD_NAG_LARGEST)
        return false;
    RecordAnnotation *a = &r->annotations[ply];
    if (a->nag_count >= RECORD_NAG_MAX)
        return false;
    a->nags[a->nag_count++] = (unsigned char)nag;
    return true;
}

const RecordAnnotation *record_annotation(const Record *r, size_t ply)
{
    return ply <= r->game.ply_count ? &r->annotations[ply] : NULL;
}

void record_finish(Record *r, Termination t)
{
    Result result = termination_result(t, r->game.pos.side);
    record_set_tag(r, "Result", result_token(result));
    if (t == TERMINATION_NONE)
        record_remove_tag(r, "Termination");
    else
        record_set_tag(r, "Termination", termination_tag(t));
    r->termination = t;
}

static bool tags_contained(const Record *a, const Record *b)
{
    for (size_t i = 0; i < a->tag_count; i++) {
        const char *value = record_tag(b, a->tags[i].name);
        if (value == NULL || strcmp(value, a->tags[i].value) != 0)
            return false;
    }
    return true;
}

static bool annotations_equal(const RecordAnnotation *a, const RecordAnnotation *b)
{
    if ((a->comment == NULL) != (b->comment == NULL))
        return false;
    if (a->comment != NULL && strcmp(a->comment, b->comment) != 0)
        return false;
    return a->nag_count == b->nag_count && memcmp(a->nags, b->nags, (size_t)a->nag_count) == 0;
}

bool record_equal(const Record *a, const Record *b)
{
    if (a->tag_count != b->tag_count || !tags_contained(a, b) || !tags_contained(b, a))
        return false;
    if (a->result != b->result || a->termination != b->termination)
        return false;
    if (!position_equal(&a->game.start, &b->game.start) || a->game.ply_count != b->game.ply_count)
        return false;
    for (size_t i = 0; i < a->game.ply_count; i++)
        if (a->game.moves[i] != b->game.moves[i])
            return false;
    for (size_t i = 0; i <= a->game.ply_count; i++)
        if (!annotations_equal(&a->annotations[i], &b->annotations[i]))
            return false;
    return true;
}
