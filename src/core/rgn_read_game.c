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
 * The tag section of an RGN game (see rgn_reader.h): reading the tags,
 * then making the record from them: the variant, the start position from
 * SetUp and FEN, and a check of each value raumschach(5) defines.
 */
#include <config.h>

#include "rgn_reader.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "rfen.h"
#include "xalloc.h"

/* --- Tag section --------------------------------------------------------- */

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

static size_t skip_blanks(const Reader *rd, size_t at, size_t end)
{
    while (at < end && is_blank(rd->text[at]))
        at++;
    return at;
}

/* Reports a broken tag, quoting its line, and skips the rest of it. */
static void tag_error(Reader *rd, size_t open, size_t end, size_t at, bool unterminated, const char *reason)
{
    size_t quote_end = end > open && rd->text[end - 1] == '\r' ? end - 1 : end;
    char *quote = reader_quote(rd, open, quote_end - open);
    if (unterminated)
        reader_diagnose(rd, RGN_ERROR, at, quote, _("unterminated tag '%s': %s"), quote, reason);
    else
        reader_diagnose(rd, RGN_ERROR, at, quote, _("bad tag '%s': %s"), quote, reason);
    free(quote);
    reader_advance(rd, end - rd->at);
}

/* The value between quotes at `at` (after the opening '"'), escapes
 * undone; *close receives the offset of the closing quote or `end`. */
static char *read_tag_value(Reader *rd, size_t at, size_t end, size_t *close)
{
    char *value = xmalloc(end - at + 1);
    size_t n = 0;
    while (at < end && rd->text[at] != '"') {
        char c = rd->text[at];
        if (c == '\\' && at + 1 < end && (rd->text[at + 1] == '"' || rd->text[at + 1] == '\\')) {
            value[n++] = rd->text[at + 1];
            at += 2;
            continue;
        }
        if (c == '\\')
            reader_diagnose(rd, RGN_WARNING, at, "",
                _("a backslash that is not an escape (\\\" or \\\\) is kept as it is"));
        value[n++] = c;
        at++;
    }
    value[n] = '\0';
    *close = at;
    return value;
}

static void keep_tag(Reader *rd, char *name, char *value, size_t open, size_t value_at)
{
    rd->tags = xgrow(rd->tags, &rd->tag_capacity, rd->tag_count + 1, sizeof *rd->tags);
    ReadTag *t = &rd->tags[rd->tag_count++];
    t->name = name;
    t->value = value;
    t->at = open;
    t->length = rd->at - open;
    t->value_at = value_at;
}

/* What is wrong with the end of a tag whose value closes at `close`
 * (`end` if it does not) and whose ']' should stand at `at`; NULL when
 * nothing is. */
static const char *tag_end_problem(const Reader *rd, size_t close, size_t at, size_t end, const char *name,
    bool *unterminated, char *reason, size_t size)
{
    *unterminated = true;
    if (close >= end)
        snprintf(reason, size, _("the line ends before the closing '\"' of the value of %s"), name);
    else if (at >= end || rd->text[at] == '\r')
        snprintf(reason, size, _("no ']' after the value of %s"), name);
    else if (rd->text[at] != ']') {
        *unterminated = false;
        snprintf(reason, size, _("expected ']' after the value of %s"), name);
    } else
        return NULL;
    return reason;
}

/* [Name "value"] at rd->at. */
static void read_tag(Reader *rd)
{
    char reason[ERROR_MESSAGE_SIZE];
    bool unterminated;
    size_t open = rd->at, end = reader_line_end(rd, open);
    size_t at = skip_blanks(rd, open + 1, end), name_at = at;
    while (at < end && (isalnum((unsigned char)rd->text[at]) || rd->text[at] == '_'))
        at++;
    if (at == name_at) {
        tag_error(rd, open, end, at, false, _("expected a tag name after '['"));
        return;
    }
    char *name = xstrndup(rd->text + name_at, at - name_at);
    at = skip_blanks(rd, at, end);
    if (at >= end || rd->text[at] != '"') {
        snprintf(reason, sizeof reason, _("the value of %s must be in double quotes"), name);
        tag_error(rd, open, end, at, false, reason);
        free(name);
        return;
    }
    size_t value_at = at + 1, close;
    char *value = read_tag_value(rd, value_at, end, &close);
    at = close < end ? skip_blanks(rd, close + 1, end) : end;
    const char *problem = tag_end_problem(rd, close, at, end, name, &unterminated, reason, sizeof reason);
    size_t bad = problem ? close : reader_bad_text_at(rd, value_at, close, false);
    if (problem != NULL)
        tag_error(rd, open, end, close >= end ? value_at - 1 : at, unterminated, problem);
    else if (bad < close)
        reader_report_bad_text(rd, bad, _("a tag value"));
    if (problem != NULL || bad < close) {
        reader_advance(rd, end - rd->at);
        free(name);
        free(value);
        return;
    }
    reader_advance(rd, at + 1 - rd->at);
    keep_tag(rd, name, value, open, value_at);
}

void reader_read_tag_section(Reader *rd)
{
    for (;;) {
        reader_skip_space(rd);
        char c = reader_peek(rd);
        if (c == '[')
            read_tag(rd);
        else if (c == '{' || c == ';')
            reader_attach_comment(rd, reader_read_comment(rd));
        else
            return;
        rd->last_token_end = rd->at;
    }
}

/* The last tag of that name (a repeated tag's later value wins). */
static const ReadTag *find_read_tag(const Reader *rd, const char *name)
{
    for (size_t i = rd->tag_count; i-- > 0;)
        if (strcmp(rd->tags[i].name, name) == 0)
            return &rd->tags[i];
    return NULL;
}

static bool position_from_fen(Reader *rd, const ReadTag *fen, Position *start)
{
    Error err;
    if (rfen_parse(fen->value, start, &err))
        return true;
    char *quote = reader_quote(rd, fen->at, fen->length);
    reader_diagnose_inside(rd, RGN_ERROR, fen->value_at, err.column > 0 ? err.column - 1 : 0, quote,
        _("bad FEN in '%s': %s"), quote, err.message);
    free(quote);
    return false;
}

/* The start position from SetUp and FEN; false when there is none. */
static bool start_position(Reader *rd, Position *start)
{
    const ReadTag *setup = find_read_tag(rd, "SetUp"), *fen = find_read_tag(rd, "FEN");
    position_start(start);
    if (setup != NULL && strcmp(setup->value, "1") == 0) {
        if (fen != NULL)
            return position_from_fen(rd, fen, start);
        reader_diagnose(rd, RGN_ERROR, setup->at, "", _("SetUp is 1 but there is no FEN tag with the position"));
        return false;
    }
    if (setup != NULL && strcmp(setup->value, "0") != 0)
        reader_diagnose(rd, RGN_WARNING, setup->value_at, "", _("SetUp must be 0 or 1, not '%s'"), setup->value);
    if (fen == NULL)
        return true;
    if (setup != NULL && strcmp(setup->value, "0") == 0) {
        reader_diagnose(rd, RGN_WARNING, fen->at, "", _("the FEN tag is ignored: SetUp is 0"));
        return true;
    }
    reader_diagnose(rd, RGN_WARNING, fen->at, "", _("FEN without [SetUp \"1\"]: the position is used"));
    return position_from_fen(rd, fen, start);
}

static bool date_valid(const char *date)
{
    static const char PATTERN[] = "dddd.dd.dd";
    if (strlen(date) != sizeof PATTERN - 1)
        return false;
    for (size_t i = 0; PATTERN[i]; i++) {
        bool ok = PATTERN[i] == '.' ? date[i] == '.' : isdigit((unsigned char)date[i]) || date[i] == '?';
        if (!ok)
            return false;
    }
    if (isdigit((unsigned char)date[5]) && isdigit((unsigned char)date[6])) {
        int month = (date[5] - '0') * 10 + (date[6] - '0');
        if (month < 1 || month > 12)
            return false;
    }
    if (isdigit((unsigned char)date[8]) && isdigit((unsigned char)date[9])) {
        int day = (date[8] - '0') * 10 + (date[9] - '0');
        if (day < 1 || day > 31)
            return false;
    }
    return true;
}

static bool digits_only(const char *s, size_t n)
{
    if (n == 0)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!isdigit((unsigned char)s[i]))
            return false;
    return true;
}

static bool time_control_valid(const char *tc)
{
    const char *plus = strchr(tc, '+');
    if (strcmp(tc, "-") == 0)
        return true;
    return plus != NULL && digits_only(tc, (size_t)(plus - tc)) && digits_only(plus + 1, strlen(plus + 1));
}

/* Checks a tag's value and sets it in the record. */
static void apply_tag(Reader *rd, const ReadTag *t)
{
    const char *name = t->name, *value = t->value;
    if (strcmp(name, "Result") == 0 && result_from_token(value) < 0) {
        reader_diagnose(rd, RGN_ERROR, t->value_at, "", _("the Result tag must be 1-0, 0-1, 1/2-1/2 or *, not '%s'"),
            value);
        return;
    }
    if (!record_set_tag(&rd->game.record, name, value)) {
        reader_diagnose(rd, RGN_ERROR, t->at + 1, "", _("bad tag name '%s': a tag name starts with a letter"), name);
        return;
    }
    if (strcmp(name, "Result") == 0) {
        rd->result_tag_read = true;
        rd->result_at = t->at;
        rd->result_length = t->length;
    } else if (strcmp(name, "Date") == 0 && !date_valid(value)) {
        reader_diagnose(rd, RGN_WARNING, t->value_at, "",
            _("the Date must be YYYY.MM.DD (with ? for what is unknown), not '%s'"), value);
    } else if (strcmp(name, "TimeControl") == 0 && !time_control_valid(value)) {
        reader_diagnose(rd, RGN_WARNING, t->value_at, "",
            _("the TimeControl must be '-' or seconds+increment such as 5400+30, not '%s'"), value);
    } else if (strcmp(name, "Termination") == 0 && termination_from_tag(value) == TERMINATION_NONE) {
        reader_diagnose(rd, RGN_WARNING, t->value_at, "", _("unknown Termination '%s': it is kept but not checked"),
            value);
    }
}

/* A tag section that lacks required tags is warned about; a plain move
 * list with no tag section at all is not (people paste move lists as
 * they are, and the defaults stand in for every tag). */
static void warn_missing_tags(Reader *rd)
{
    char missing[256] = "";
    if (rd->tag_count == 0)
        return;
    for (int i = 0; i < RECORD_REQUIRED_TAG_COUNT; i++) {
        if (find_read_tag(rd, RECORD_REQUIRED_TAGS[i]) != NULL)
            continue;
        if (missing[0] != '\0')
            strcat(missing, ", ");
        strcat(missing, RECORD_REQUIRED_TAGS[i]);
    }
    if (missing[0] != '\0')
        reader_diagnose(rd, RGN_WARNING, rd->game_at, "", _("missing required tags: %s"), missing);
}

static const Reader *sorting_reader;

/* By name, then by place: equal names stand together, first one first. */
static int compare_tag_indices(const void *a, const void *b)
{
    const ReadTag *x = &sorting_reader->tags[*(const size_t *)a], *y = &sorting_reader->tags[*(const size_t *)b];
    int by_name = strcmp(x->name, y->name);
    if (by_name != 0)
        return by_name;
    return x->at < y->at ? -1 : x->at > y->at;
}

/* Which tags repeat an earlier one's name (a new array), found by sorting:
 * a game may carry a hundred thousand tags. */
static bool *repeated_tags(const Reader *rd)
{
    size_t *order = xmalloc((rd->tag_count + 1) * sizeof *order);
    bool *repeated = xcalloc(rd->tag_count + 1, sizeof *repeated);
    for (size_t i = 0; i < rd->tag_count; i++)
        order[i] = i;
    sorting_reader = rd;
    qsort(order, rd->tag_count, sizeof *order, compare_tag_indices);
    for (size_t i = 1; i < rd->tag_count; i++)
        repeated[order[i]] = strcmp(rd->tags[order[i]].name, rd->tags[order[i - 1]].name) == 0;
    free(order);
    return repeated;
}

void reader_apply_tags(Reader *rd)
{
    Position start;
    const ReadTag *variant = find_read_tag(rd, "Variant");
    bool usable = true;
    if (variant != NULL && strcmp(variant->value, RECORD_VARIANT) != 0) {
        reader_diagnose(rd, RGN_ERROR, variant->value_at, "",
            _("the variant '%s' is not supported: only %s is"), variant->value, RECORD_VARIANT);
        usable = false;
    }
    if (usable)
        usable = start_position(rd, &start);
    if (!usable)
        position_start(&start);
    record_init(&rd->game.record, &start);
    rd->record_ready = true;
    bool *repeated = repeated_tags(rd);
    for (size_t i = 0; i < rd->tag_count; i++) {
        if (repeated[i])
            reader_diagnose(rd, RGN_WARNING, rd->tags[i].at, "",
                _("the tag %s appears again: this later value is kept"), rd->tags[i].name);
        apply_tag(rd, &rd->tags[i]);
    }
    free(repeated);
    warn_missing_tags(rd);
    for (size_t i = 0; i < rd->pending_count; i++) {
        record_append_comment(&rd->game.record, 0, rd->pending_comments[i]);
        free(rd->pending_comments[i]);
    }
    rd->pending_count = 0;
    rd->moves_stopped = !usable;
}
