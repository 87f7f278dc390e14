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
 * The engine protocol's parser (see protocol.h): the line is split into
 * words (as many as it holds: nothing is dropped), then read as one
 * command.
 */
#include <config.h>

#include "cli/protocol.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "core/i18n.h"
#include "core/level.h"
#include "core/notation.h"
#include "core/rfen.h"
#include "core/xalloc.h"

typedef struct Words {
    char *text;                /* the line, NUL after each word */
    char **word;
    int count;
} Words;

static const char SEPARATORS[] = " \t\r\n";

/* Splits a copy of the line into words: every word, however many. */
static void split(const char *line, size_t length, Words *w)
{
    w->text = xstrndup(line, length);
    length = strlen(w->text);
    w->word = xmalloc((length / 2 + 1) * sizeof *w->word);
    w->count = 0;
    char *save = NULL;
    for (char *word = strtok_r(w->text, SEPARATORS, &save); word != NULL; word = strtok_r(NULL, SEPARATORS, &save))
        w->word[w->count++] = word;
}

static void words_free(Words *w)
{
    free(w->text);
    free(w->word);
}

static void fail(Command *c, const char *format, ...) __attribute__((format(printf, 2, 3)));

static void fail(Command *c, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(c->error, sizeof c->error, format, args);
    va_end(args);
    c->kind = COMMAND_ERROR;
}

/* The RFEN words up to "moves", joined by spaces; false when they are
 * longer than any RFEN (never cut: a cut one could read). */
static bool join_rfen(const Words *w, int *i, char *rfen, size_t size)
{
    size_t used = 0;
    rfen[0] = '\0';
    for (; *i < w->count && strcmp(w->word[*i], "moves") != 0; (*i)++) {
        size_t n = strlen(w->word[*i]);
        if (used + (used > 0) + n + 1 > size)
            return false;
        if (used > 0)
            rfen[used++] = ' ';
        memcpy(rfen + used, w->word[*i], n + 1);
        used += n;
    }
    return true;
}

static bool start_position(const Words *w, int *i, Position *pos, Command *c)
{
    Error err;
    if (*i < w->count && strcmp(w->word[*i], "startpos") == 0) {
        position_start(pos);
        (*i)++;
        return true;
    }
    if (*i >= w->count || strcmp(w->word[*i], "rfen") != 0) {
        /* TRANSLATORS: an engine protocol answer after the keyword "error";
         * keep the command name ("position:", "go:") and the quoted words. */
        fail(c, _("position: expected 'startpos' or 'rfen'"));
        return false;
    }
    char rfen[RFEN_MAX_SIZE * 2];
    (*i)++;
    if (!join_rfen(w, i, rfen, sizeof rfen)) {
        fail(c, _("position: the RFEN is longer than %d bytes"), RFEN_MAX_SIZE * 2 - 1);
        return false;
    }
    if (!rfen_parse(rfen, pos, &err)) {
        fail(c, _("position: bad RFEN at column %d: %s"), err.column, err.message);
        return false;
    }
    return true;
}

static void parse_position(const Words *w, Command *c)
{
    Position pos;
    Error err;
    int i = 1;
    if (!start_position(w, &i, &pos, c))
        return;
    if (i < w->count && strcmp(w->word[i], "moves") != 0) {
        fail(c, _("position: expected 'moves', found '%s'"), w->word[i]);
        return;
    }
    game_init(&c->game, &pos);
    for (i++; i < w->count; i++) {
        Move m;
        if (!notation_parse(&c->game.pos, w->word[i], &m, NULL, &err)) {
            fail(c, _("position: move '%s': %s"), w->word[i], err.message);
            game_free(&c->game);
            return;
        }
        game_play(&c->game, m);
    }
    c->kind = COMMAND_POSITION;
}

/* Reads the number after a keyword of go. */
static bool go_number(const Words *w, int *i, long min, long max, long *value, Command *c)
{
    if (*i + 1 >= w->count || !cli_parse_int(w->word[*i + 1], min, max, value)) {
        fail(c, _("go: '%s' wants a whole number from %ld to %ld"), w->word[*i], min, max);
        return false;
    }
    (*i)++;
    return true;
}

typedef struct GoWords {
    Level level;
    long depth, movetime, nodes;
    long time[2], increment[2];
    bool clock_given;
    bool infinite;
} GoWords;

static bool go_word(const Words *w, int *i, GoWords *g, Command *c)
{
    static const char *const clock_words[] = { "wtime", "btime", "winc", "binc" };
    const char *word = w->word[*i];
    long value;
    for (int k = 0; k < 4; k++)
        if (strcmp(word, clock_words[k]) == 0) {
            if (!go_number(w, i, 0, 86400000, &value, c))
                return false;
            (k < 2 ? g->time : g->increment)[k % 2] = value;
            g->clock_given = true;
            return true;
        }
    if (strcmp(word, "depth") == 0)
        return go_number(w, i, 1, SEARCH_MAX_DEPTH, &g->depth, c);
    if (strcmp(word, "movetime") == 0)
        return go_number(w, i, 1, 86400000, &g->movetime, c);
    if (strcmp(word, "nodes") == 0)
        return go_number(w, i, 1, 2000000000, &g->nodes, c);
    if (strcmp(word, "infinite") == 0) {
        g->infinite = true;
        return true;
    }
    if (strcmp(word, "level") != 0) {
        fail(c, _("go: unknown word '%s'"), word);
        return false;
    }
    if (*i + 1 >= w->count || !level_parse(w->word[*i + 1], &g->level)) {
        /* TRANSLATORS: %d is the number of levels, %s the level names (in
         * English: the engine reads them). */
        fail(c, _("go: level wants a number from 1 to %d or a name: %s"), LEVEL_COUNT, level_alias_names());
        return false;
    }
    (*i)++;
    return true;
}

static void parse_go(const Words *w, const Game *current, Command *c)
{
    GoWords g = { .level = LEVEL_STRONG };
    for (int i = 1; i < w->count; i++)
        if (!go_word(w, &i, &g, c))
            return;
    Colour side = current->pos.side;
    LevelClock level_clock = { g.time[side], g.increment[side] };
    level_limits(g.level, g.clock_given ? &level_clock : NULL, current->pos.hash, &c->limits);
    if (g.depth || g.movetime || g.nodes || g.infinite) {
        /* Explicit limits replace the level's time and depth. */
        c->limits.depth = (int)g.depth;
        c->limits.nodes = (uint64_t)g.nodes;
        c->limits.movetime_ms = g.movetime;
        if (!g.clock_given)
            c->limits.clock = false;
    }
    c->kind = COMMAND_GO;
}

void protocol_parse(const char *line, size_t length, const Game *current, Command *c)
{
    static const struct { const char *word; CommandKind kind; } SIMPLE[] = {
        { "quit", COMMAND_QUIT }, { "stop", COMMAND_STOP }, { "isready", COMMAND_ISREADY },
        { "newgame", COMMAND_NEWGAME },
    };
    Words w;
    memset(c, 0, sizeof *c);
    split(line, length, &w);
    c->kind = COMMAND_NONE;
    if (w.count > 0 && strcmp(w.word[0], "position") == 0)
        parse_position(&w, c);
    else if (w.count > 0 && strcmp(w.word[0], "go") == 0)
        parse_go(&w, current, c);
    else if (w.count > 0) {
        size_t k = 0;
        while (k < sizeof SIMPLE / sizeof *SIMPLE && strcmp(SIMPLE[k].word, w.word[0]) != 0)
            k++;
        if (k < sizeof SIMPLE / sizeof *SIMPLE)
            c->kind = SIMPLE[k].kind;
        else
            fail(c, _("unknown command '%s'"), w.word[0]);
    }
    words_free(&w);
}

void protocol_line_too_long(Command *c)
{
    memset(c, 0, sizeof *c);
    fail(c, _("the line is longer than %d bytes, the limit of a command: it is ignored"), PROTOCOL_LINE_MAX);
}

void protocol_command_free(Command *c)
{
    if (c->kind == COMMAND_POSITION)
        game_free(&c->game);
    c->kind = COMMAND_NONE;
}
