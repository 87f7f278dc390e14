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
 * The RGN writer.  Text is built in a growing buffer; the move text goes
 * through a small line filler that knows the display width of the current
 * line and breaks before a unit that would reach column 80.  A unit is a
 * move with its number, a NAG, a word of a comment, or the result, so a
 * move number never stands alone at the end of a line.
 *
 * Comments are written in braces.  A comment that holds a '}' cannot be,
 * so it is written as ';' comments, one per line; the reader joins
 * consecutive comments after a move with a space, which gives back the
 * same text.
 */
#include <config.h>

#include "rgn.h"

#include <stdlib.h>
#include <string.h>

#include "kriegspiel.h"
#include "notation.h"
#include "text.h"
#include "xalloc.h"

typedef struct Writer {
    char *text;
    size_t length;
    size_t capacity;
    int line_width;            /* display width of the current line */
    bool line_empty;           /* nothing on it yet (a unit may be 0 wide) */
} Writer;

static void append(Writer *w, const char *s, size_t n)
{
    w->text = xgrow(w->text, &w->capacity, w->length + n + 1, 1);
    memcpy(w->text + w->length, s, n);
    w->length += n;
    w->text[w->length] = '\0';
}

static void append_string(Writer *w, const char *s)
{
    append(w, s, strlen(s));
}

static void new_line(Writer *w)
{
    append(w, "\n", 1);
    w->line_width = 0;
    w->line_empty = true;
}

/* Adds a unit of move text, after a space or on a new line. */
static void add_unit(Writer *w, const char *unit)
{
    int width = text_width(unit);
    if (!w->line_empty && w->line_width + 1 + width > RGN_LINE_WIDTH)
        new_line(w);
    if (!w->line_empty) {
        append(w, " ", 1);
        w->line_width++;
    }
    append_string(w, unit);
    w->line_width += width;
    w->line_empty = false;
}

static void write_tag(Writer *w, const char *name, const char *value)
{
    append(w, "[", 1);
    append_string(w, name);
    append(w, " \"", 2);
    for (const char *p = value; *p; p++) {
        if (*p == '\\' || *p == '"')
            append(w, "\\", 1);
        append(w, p, 1);
    }
    append(w, "\"]\n", 3);
}

static bool tag_is_required(const char *name)
{
    for (int i = 0; i < RECORD_REQUIRED_TAG_COUNT; i++)
        if (strcmp(name, RECORD_REQUIRED_TAGS[i]) == 0)
            return true;
    return false;
}

static void write_tags(Writer *w, const Record *r)
{
    for (int i = 0; i < RECORD_REQUIRED_TAG_COUNT; i++) {
        const char *value = record_tag(r, RECORD_REQUIRED_TAGS[i]);
        write_tag(w, RECORD_REQUIRED_TAGS[i], value ? value : record_tag_default(RECORD_REQUIRED_TAGS[i]));
    }
    const char *termination = record_tag(r, "Termination");
    if (termination != NULL)
        write_tag(w, "Termination", termination);
    for (size_t i = 0; i < r->tag_count; i++)
        if (!tag_is_required(r->tags[i].name) && strcmp(r->tags[i].name, "Termination") != 0)
            write_tag(w, r->tags[i].name, r->tags[i].value);
    new_line(w);
}

/* Splits a comment into words and hands each to add_unit, the first with
 * the opening and the last with the closing text. */
static void write_brace_comment(Writer *w, const char *comment)
{
    char *copy = xstrdup(comment);
    char *words = copy, *save = NULL;
    char *word = strtok_r(words, " ", &save);
    bool first = true;
    while (word != NULL) {
        char *next = strtok_r(NULL, " ", &save);
        size_t length = strlen(word) + 3;
        char *unit = xmalloc(length);
        snprintf(unit, length, "%s%s%s", first ? "{" : "", word, next == NULL ? "}" : "");
        add_unit(w, unit);
        free(unit);
        first = false;
        word = next;
    }
    free(copy);
}

/* ';' comments run to the end of the line: each line of the comment gets
 * its own ';', and the move text continues on a new line. */
static void write_line_comment(Writer *w, const char *comment)
{
    char *copy = xstrdup(comment);
    char *save = NULL;
    add_unit(w, ";");
    for (char *word = strtok_r(copy, " ", &save); word != NULL; word = strtok_r(NULL, " ", &save)) {
        int width = text_width(word);
        if (w->line_width + 1 + width > RGN_LINE_WIDTH) {
            new_line(w);
            append(w, ";", 1);
            w->line_width = 1;
            w->line_empty = false;
        }
        append(w, " ", 1);
        append_string(w, word);
        w->line_width += 1 + width;
    }
    new_line(w);
    free(copy);
}

/* Writes the comment and NAGs after ply; true when there was a comment. */
static bool write_annotation(Writer *w, const Record *r, size_t ply)
{
    const RecordAnnotation *a = record_annotation(r, ply);
    for (int i = 0; i < a->nag_count; i++) {
        char nag[8];
        snprintf(nag, sizeof nag, "$%d", a->nags[i]);
        add_unit(w, nag);
    }
    if (a->comment == NULL)
        return false;
    if (strchr(a->comment, '}') != NULL)
        write_line_comment(w, a->comment);
    else
        write_brace_comment(w, a->comment);
    return true;
}

/* A Kriegspiel record (SPEC.md section 10.5) has a comment on every move:
 * each move pair gets a line of its own, Black's moves no number of their
 * own, and the result the last line. */
static void write_moves(Writer *w, const Record *r)
{
    Position pos = r->game.start;
    bool number_needed = true;
    bool kriegspiel = kriegspiel_record_is(r, NULL);
    write_annotation(w, r, 0);
    for (size_t i = 0; i < r->game.ply_count; i++) {
        Move m = r->game.moves[i];
        char unit[NOTATION_SIZE + 32];
        size_t n = 0;
        if (kriegspiel && pos.side == WHITE && !w->line_empty)
            new_line(w);
        if (pos.side == WHITE || number_needed)
            n = (size_t)snprintf(unit, sizeof unit, "%d%s ", pos.fullmove, pos.side == WHITE ? "." : "...");
        Position before = pos;
        Undo undo;
        position_make_move(&pos, m, &undo);
        notation_write_marked(&before, m, position_check_mark(&pos), NOTATION_FIGURINE, unit + n, sizeof unit - n);
        add_unit(w, unit);
        number_needed = write_annotation(w, r, i + 1) && !kriegspiel;
    }
    /* The result token stands on a line of its own. */
    if (!w->line_empty)
        new_line(w);
    add_unit(w, result_token(r->result));
    new_line(w);
}

char *rgn_write_string(const Record *r)
{
    Writer w = { .line_empty = true };
    write_tags(&w, r);
    write_moves(&w, r);
    return w.text;
}

bool rgn_write_file(const Record *r, FILE *out)
{
    char *text = rgn_write_string(r);
    bool ok = fputs(text, out) != EOF && fflush(out) == 0 && !ferror(out);
    free(text);
    return ok;
}
