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
 * Kriegspiel records (SPEC.md section 10.5): the comment after each move,
 * "(<announcements>:<refused tries>)", the Rules and Filtered tags, and a
 * referee rebuilt from an unfiltered record.  A try is written on the
 * mover's own board, so it never shows what stood on the target; the
 * announcements are written from a KriegHeard.
 */
#include <config.h>

#include "kriegspiel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "movegen.h"
#include "xalloc.h"

static const char RULES_TAG[] = "Rules";
static const char RULES_VALUE[] = "Kriegspiel (Raumschach)";
static const char FILTERED_TAG[] = "Filtered";
static const char *const FILTERED_VALUES[] = {
    [KRIEG_UNFILTERED] = "no", [KRIEG_FILTERED_WHITE] = "white", [KRIEG_FILTERED_BLACK] = "black",
};

/* Appends text to buf (size bytes) at *at, with a comma first unless it is
 * the first item; stops at the end of the buffer. */
static void append_item(char *buf, size_t size, size_t *at, bool *first, const char *text)
{
    if (*at >= size)
        return;
    int n = snprintf(buf + *at, size - *at, "%s%s", *first ? "" : ",", text);
    *first = false;
    *at += n < 0 ? 0 : (size_t)n;
    if (*at >= size)
        *at = size - 1;
}

void kriegspiel_heard_text(const KriegHeard *h, char *buf, size_t size)
{
    size_t at = 0;
    bool first = true;
    buf[0] = '\0';
    if (h->capture_cell != CELL_NONE) {
        char cell[4], item[8];
        cell_name(h->capture_cell, cell);
        snprintf(item, sizeof item, "X%s%s", h->capture_pawn ? "P" : "", cell);
        append_item(buf, size, &at, &first, item);
    }
    for (int i = 0; i < h->check_count; i++)
        append_item(buf, size, &at, &first, kriegspiel_check_code(h->checks[i]));
    if (h->pawn_tries > 0) {
        char item[16];
        snprintf(item, sizeof item, "T%d", h->pawn_tries);
        append_item(buf, size, &at, &first, item);
    }
}

/* One item of the announcements: a capture, a check code, pawn tries. */
static bool parse_heard_item(const char *item, size_t n, KriegHeard *out)
{
    if (n >= 4 && item[0] == 'X') {
        bool pawn = item[1] == 'P' && n == 5;
        int cell = n == (pawn ? 5u : 4u) ? cell_parse(item + (pawn ? 2 : 1)) : CELL_NONE;
        if (cell == CELL_NONE || out->capture_cell != CELL_NONE)
            return false;
        out->capture_cell = cell;
        out->capture_pawn = pawn;
        return true;
    }
    if (n >= 2 && item[0] == 'T' && strspn(item + 1, "0123456789") >= n - 1 && n <= 5) {
        out->pawn_tries = atoi(item + 1);
        return out->pawn_tries > 0;
    }
    KriegCheck c = kriegspiel_check_from_code(item, n);
    if (c == KRIEG_CHECK_COUNT)
        return false;
    out->checks[out->check_count++ % KRIEG_CHECK_COUNT] = c;
    return true;
}

bool kriegspiel_heard_parse(const char *text, size_t length, KriegHeard *out, size_t *bad_at)
{
    *out = (KriegHeard){ .capture_cell = CELL_NONE, .end = TERMINATION_NONE };
    size_t at = 0;
    while (at < length) {
        const char *comma = memchr(text + at, ',', length - at);
        size_t n = comma ? (size_t)(comma - text) - at : length - at;
        if (out->check_count == KRIEG_CHECK_COUNT || !parse_heard_item(text + at, n, out)) {
            *bad_at = at;
            return false;
        }
        at += n + (comma != NULL);
    }
    return true;
}

char *kriegspiel_comment(const Kriegspiel *k, size_t i)
{
    const KriegPly *ply = kriegspiel_ply(k, i);
    if (!ply)
        return NULL;
    Position own;
    kriegspiel_view_board(k, i, ply->mover, &own);
    size_t size = KRIEG_HEARD_TEXT_SIZE + 4 + (size_t)ply->refused_count * (KRIEG_TRY_TEXT_SIZE + 1);
    char *text = xmalloc(size);
    text[0] = '(';
    kriegspiel_heard_text(&ply->heard, text + 1, KRIEG_HEARD_TEXT_SIZE);
    size_t at = strlen(text);
    text[at++] = ':';
    bool first = true;
    for (int t = 0; t < ply->refused_count; t++) {
        char try[KRIEG_TRY_TEXT_SIZE];
        kriegspiel_try_text(&own, ply->refused[t], NOTATION_FIGURINE, try, sizeof try);
        append_item(text, size, &at, &first, try);
    }
    text[at++] = ')';
    text[at] = '\0';
    return text;
}

const char *kriegspiel_filter_name(KriegFilter filter)
{
    return FILTERED_VALUES[filter];
}

void kriegspiel_set_tags(Record *r, KriegFilter filter)
{
    record_set_tag(r, RULES_TAG, RULES_VALUE);
    record_set_tag(r, FILTERED_TAG, FILTERED_VALUES[filter]);
}

bool kriegspiel_record_is(const Record *r, KriegFilter *filter)
{
    const char *rules = record_tag(r, RULES_TAG);
    if (!rules || strcmp(rules, RULES_VALUE) != 0)
        return false;
    if (filter) {
        const char *value = record_tag(r, FILTERED_TAG);
        *filter = KRIEG_UNFILTERED;
        for (int f = 0; value && f < 3; f++)
            if (strcmp(value, FILTERED_VALUES[f]) == 0)
                *filter = (KriegFilter)f;
    }
    return true;
}

bool kriegspiel_comment_parts(const char *comment, KriegCommentParts *out)
{
    size_t at = strspn(comment, " \t\r\n");
    if (comment[at] != '(')
        return false;
    const char *colon = strchr(comment + at, ':');
    const char *close = colon ? strchr(colon, ')') : NULL;
    if (!close)
        return false;
    out->heard_at = at + 1;
    out->heard_length = (size_t)(colon - comment) - out->heard_at;
    out->tries_at = (size_t)(colon - comment) + 1;
    out->tries_length = (size_t)(close - colon) - 1;
    return true;
}

bool kriegspiel_scan_try(const char *text, size_t n, Move *try, size_t *length)
{
    NotationText nt;
    Error err;
    if (!notation_scan(text, n, &nt, &err) || nt.has_mark)
        return false;
    *try = move_make(nt.from, nt.to, nt.promotion, false);
    *length = nt.length;
    return true;
}

bool kriegspiel_next_try(const char **text, size_t *n, Move *try, size_t *length)
{
    size_t taken;
    if (!kriegspiel_scan_try(*text, *n, try, &taken) || (taken < *n && (*text)[taken] != ','))
        return false;
    if (length != NULL)
        *length = taken;
    taken += taken < *n;
    *text += taken;
    *n -= taken;
    return true;
}

/* Tries the tries of a comment that are not legal moves (a record's "No"s
 * are that; anything else in it is the reader's to warn about). */
static void replay_refused(Kriegspiel *k, const char *comment)
{
    KriegCommentParts parts;
    if (!comment || !kriegspiel_comment_parts(comment, &parts))
        return;
    const char *text = comment + parts.tries_at;
    size_t n = parts.tries_length;
    while (n > 0) {
        Move try;
        size_t length;
        if (!kriegspiel_scan_try(text, n, &try, &length))
            return;
        if (movegen_find(kriegspiel_true_position(k), move_from(try), move_to(try), move_promotion(try)) == MOVE_NONE)
            kriegspiel_try(k, try, NULL);
        text += length;
        n -= length;
        if (n > 0 && *text != ',')
            return;
        text += n > 0;
        n -= n > 0;
    }
}

Kriegspiel *kriegspiel_from_record(const Record *r)
{
    Kriegspiel *k = kriegspiel_new(&r->game.start);
    for (size_t i = 0; i < r->game.ply_count; i++) {
        replay_refused(k, record_comment(r, i + 1));
        if (kriegspiel_try(k, r->game.moves[i], NULL) != KRIEG_PLAYED)
            break;
    }
    if (r->termination != TERMINATION_NONE)
        kriegspiel_finish(k, r->termination);
    return k;
}
