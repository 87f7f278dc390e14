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
 * A player's filtered record (SPEC.md section 10.5), written from the
 * player's view (of the referee that replays an unfiltered record, or
 * read from a filtered record): the same tags with Filtered set to the side, the
 * opponent's moves as "??" with the announcements and the count of its
 * refused tries, the player's own moves with what the player learned
 * (a capture sign when a capture was announced, "†" for any check,
 * "†††" or "≡" when the game ended there) and its own refused tries.
 */
#include <config.h>

#include "kriegspiel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rgn.h"
#include "xalloc.h"

typedef struct Text {
    char *text;
    size_t length, capacity;
} Text;

static void add(Text *t, const char *s)
{
    size_t n = strlen(s);
    t->text = xgrow(t->text, &t->capacity, t->length + n + 1, 1);
    memcpy(t->text + t->length, s, n + 1);
    t->length += n;
}

/* The tag section of the record with Filtered set to the side, and its
 * blank line: the record's own tags as the writer writes them, the
 * Filtered line replaced (or added last). */
static void add_tags(Text *t, const Record *r, KriegFilter filter)
{
    char *whole = rgn_write_string(r);
    char *end = strstr(whole, "\n\n");
    if (end)
        end[1] = '\0';
    /* The required tags come first: Filtered is never the first line. */
    char *line = strstr(whole, "\n[Filtered \"");
    if (line)
        *++line = '\0';
    add(t, whole);
    add(t, "[Filtered \"");
    add(t, kriegspiel_filter_name(filter));
    add(t, "\"]\n");
    if (line) {
        char *rest = strchr(line + 1, '\n');
        add(t, rest ? rest + 1 : "");
    }
    add(t, "\n");
    free(whole);
}

/* The mark the player learns from the announcements after its move. */
static CheckMark learned_mark(const KriegHeard *h)
{
    if (h->end == TERMINATION_SPACEMATE)
        return CHECK_MARK_SPACEMATE;
    if (h->end == TERMINATION_STALEMATE)
        return CHECK_MARK_STALEMATE;
    return h->check_count > 0 ? CHECK_MARK_CHECK : CHECK_MARK_NONE;
}

/* The side's own move: what it learned of it, and its refused tries. */
static void add_own_move(Text *t, const Position *before, const KriegPly *ply)
{
    Move written = move_make(move_from(ply->move), move_to(ply->move), move_promotion(ply->move),
        ply->heard.capture_cell != CELL_NONE);
    char move[NOTATION_SIZE], heard[KRIEG_HEARD_TEXT_SIZE];
    notation_write_marked(before, written, learned_mark(&ply->heard), NOTATION_FIGURINE, move, sizeof move);
    kriegspiel_heard_text(&ply->heard, heard, sizeof heard);
    add(t, move);
    add(t, " {(");
    add(t, heard);
    add(t, ":");
    for (int i = 0; i < ply->refused_count; i++) {
        char try[KRIEG_TRY_TEXT_SIZE];
        kriegspiel_try_text(before, ply->refused[i], NOTATION_FIGURINE, try, sizeof try);
        add(t, i > 0 ? "," : "");
        add(t, try);
    }
    add(t, ")}");
}

static void add_hidden_move(Text *t, const KriegPly *ply)
{
    char heard[KRIEG_HEARD_TEXT_SIZE], text[KRIEG_HEARD_TEXT_SIZE + 32];
    kriegspiel_heard_text(&ply->heard, heard, sizeof heard);
    snprintf(text, sizeof text, "?? {(%s:%d)}", heard, ply->refused_count);
    add(t, text);
}

char *kriegview_record_string(const Record *r, const KriegView *v)
{
    Text t = { NULL, 0, 0 };
    add_tags(&t, r, v->side == WHITE ? KRIEG_FILTERED_WHITE : KRIEG_FILTERED_BLACK);
    Position own = v->start;
    for (size_t i = 0; i < v->ply_count; i++) {
        const KriegPly *ply = &v->plies[i];
        char number[32] = " ";
        if (ply->mover == WHITE || i == 0)
            snprintf(number, sizeof number, "%s%d%s ", i > 0 ? "\n" : "", own.fullmove,
                ply->mover == WHITE ? "." : "...");
        add(&t, number);
        if (ply->mover == v->side) {
            Position before = own;
            position_set_side(&before, v->side);
            add_own_move(&t, &before, ply);
        } else {
            add_hidden_move(&t, ply);
        }
        kriegview_board_play(&own, v->side, ply);
    }
    add(&t, v->ply_count > 0 ? "\n" : "");
    add(&t, result_token(r->result));
    add(&t, "\n");
    return t.text;
}

char *kriegspiel_filtered_string(const Record *r, Colour side)
{
    Kriegspiel *k = kriegspiel_from_record(r);
    KriegView v;
    kriegspiel_view(k, side, kriegspiel_ply_count(k), &v);
    char *text = kriegview_record_string(r, &v);
    kriegview_free(&v);
    kriegspiel_free(k);
    return text;
}
