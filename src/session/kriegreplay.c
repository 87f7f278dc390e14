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
 * The views of a Kriegspiel record and the reading of its comments.  A
 * comment is "(A,B,...:T1,T2,...)": announcements (X<cell>, XP<cell>, the
 * check codes, T<n>) before the colon, the refused tries after it; in a
 * filtered record the opponent's tries are a count.  Anything after the
 * closing bracket is free text and kept.
 */
#include <config.h>

#include "session/kriegreplay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool kriegreplay_is(const Record *r, KriegViewKind *first)
{
    KriegFilter filter;
    if (!kriegspiel_record_is(r, &filter))
        return false;
    *first = filter == KRIEG_FILTERED_WHITE ? KRIEG_VIEW_WHITE
           : filter == KRIEG_FILTERED_BLACK ? KRIEG_VIEW_BLACK : KRIEG_VIEW_REFEREE;
    return true;
}

KriegViewKind kriegreplay_next_view(KriegViewKind v)
{
    return v == KRIEG_VIEW_REFEREE ? KRIEG_VIEW_WHITE : v == KRIEG_VIEW_WHITE ? KRIEG_VIEW_BLACK
                                                                             : KRIEG_VIEW_REFEREE;
}

bool kriegreplay_side_of(KriegViewKind v, Colour *side)
{
    if (v == KRIEG_VIEW_REFEREE)
        return false;
    *side = v == KRIEG_VIEW_WHITE ? WHITE : BLACK;
    return true;
}

bool kriegreplay_hides(KriegViewKind v, Colour mover)
{
    Colour side;
    return kriegreplay_side_of(v, &side) && side != mover;
}

/* One announcement: a capture, a check line, or the pawn tries. */
static bool read_announcement(const char *item, size_t length, KriegNews *news)
{
    char text[16];
    if (length == 0 || length >= sizeof text)
        return false;
    memcpy(text, item, length);
    text[length] = '\0';
    if (text[0] == 'X') {
        bool pawn = text[1] == 'P' && length == 5;
        int cell = cell_parse(text + (pawn ? 2 : 1));
        news->capture_cell = cell;
        news->capture_pawn = pawn;
        return cell != CELL_NONE && length == (size_t)(pawn ? 5 : 4);
    }
    if (text[0] == 'T') {
        char *end;
        long n = strtol(text + 1, &end, 10);
        news->pawn_tries = (int)n;
        return *end == '\0' && n > 0;
    }
    KriegCheck check = kriegspiel_check_from_code(text, length);
    if (check == KRIEG_CHECK_COUNT || news->check_count >= KRIEG_CHECKS_MAX)
        return false;
    news->checks[news->check_count++] = check;
    return true;
}

/* The refused tries after the colon: a count, or the tries themselves. */
static int count_tries(const char *text, size_t length)
{
    if (length == 0)
        return 0;
    if (strspn(text, "0123456789") >= length)
        return atoi(text);
    int count = 1;
    for (size_t i = 0; i < length; i++)
        count += text[i] == ',';
    return count;
}

bool kriegreplay_read_comment(const char *comment, KriegNews *news, int *refused, char *tries,
    size_t size)
{
    memset(news, 0, sizeof *news);
    news->capture_cell = CELL_NONE;
    *refused = 0;
    if (size > 0)
        tries[0] = '\0';
    KriegCommentParts parts;
    if (comment == NULL || !kriegspiel_comment_parts(comment, &parts))
        return false;
    const char *heard = comment + parts.heard_at, *heard_end = heard + parts.heard_length;
    for (const char *item = heard; item < heard_end;) {
        const char *end = memchr(item, ',', (size_t)(heard_end - item));
        if (end == NULL)
            end = heard_end;
        if (!read_announcement(item, (size_t)(end - item), news))
            return false;
        item = end + 1;
    }
    *refused = count_tries(comment + parts.tries_at, parts.tries_length);
    snprintf(tries, size, "%.*s", (int)parts.tries_length, comment + parts.tries_at);
    return true;
}

void kriegreplay_comment(const char *comment, bool hidden, char *buf, size_t size)
{
    KriegNews news;
    KriegCommentParts parts;
    int refused;
    char tries[2];
    if (!hidden || comment == NULL || !kriegspiel_comment_parts(comment, &parts)
        || !kriegreplay_read_comment(comment, &news, &refused, tries, sizeof tries)) {
        snprintf(buf, size, "%s", comment != NULL ? comment : "");
        return;
    }
    const char *after = comment + parts.tries_at + parts.tries_length;
    snprintf(buf, size, "%.*s%d%s", (int)parts.tries_at, comment, refused, after);
}
