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
 * --engine: the engine protocol, one command a line on standard input,
 * answers on standard output.
 *
 *   position startpos [moves M...]
 *   position rfen RFEN [moves M...]
 *   go [depth D] [movetime MS] [nodes N] [level NAME] [infinite]
 *      [wtime MS] [btime MS] [winc MS] [binc MS]
 *   stop | isready | newgame | quit
 *
 * A search runs in the background (core/engine.h), so that stop and quit
 * are read while it thinks.  It answers "info depth D score S nodes N pv
 * M..." after each iteration and "bestmove M" at the end ("bestmove none"
 * when the side to move has no legal move).  Moves are
 * written "Bc2-Bc3", "Dd4-Ed5=Q" and read in any form the RGN reader
 * accepts, one move per word.  A command that cannot be done is answered
 * by a line starting with "error"; the engine keeps running.  A line is
 * taken whole or refused (protocol.h): one over PROTOCOL_LINE_MAX bytes
 * is answered by an error.  stop waits for the search's bestmove, so that
 * a go may follow at once; the end of the input is quit.  Both threads
 * print through one lock, a line at a time.
 */
#include <config.h>

#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/settings.h"
#include "cli/protocol.h"
#include "core/engine.h"
#include "core/i18n.h"
#include "core/notation.h"
#include "core/xalloc.h"

enum { ERROR_TEXT_SIZE = PROTOCOL_ERROR_SIZE };

typedef struct Protocol {
    Engine *engine;
    Game game;
    pthread_mutex_t out;
} Protocol;

static void say(Protocol *p, const char *format, ...) __attribute__((format(printf, 2, 3)));

static void say(Protocol *p, const char *format, ...)
{
    va_list args;
    pthread_mutex_lock(&p->out);
    va_start(args, format);
    vprintf(format, args);
    va_end(args);
    putchar('\n');
    fflush(stdout);
    pthread_mutex_unlock(&p->out);
}

static void say_error(Protocol *p, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* "error " and a message: the keyword is protocol, the message is the
 * user's language. */
static void say_error(Protocol *p, const char *format, ...)
{
    char text[ERROR_TEXT_SIZE];
    va_list args;
    va_start(args, format);
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    say(p, "error %s", text);
}

/* Called in the search thread. */
static void report(const SearchReport *r, bool finished, void *user)
{
    Protocol *p = user;
    char move[MOVE_COORD_SIZE], score[SCORE_TEXT_SIZE];
    if (finished) {
        if (r->best == MOVE_NONE) {
            say(p, "bestmove none");
        } else {
            move_to_coord(r->best, move);
            say(p, "bestmove %s", move);
        }
        return;
    }
    char line[16 * SEARCH_MAX_PLY + 128];
    search_score_text(r->score, score);
    int n = snprintf(line, sizeof line, "info depth %d score %s nodes %" PRIu64 " pv", r->depth, score, r->nodes);
    for (int i = 0; i < r->pv_length && n < (int)sizeof line - MOVE_COORD_SIZE - 1; i++) {
        move_to_coord(r->pv[i], move);
        n += snprintf(line + n, sizeof line - (size_t)n, " %s", move);
    }
    say(p, "%s", line);
}

/* Carries out one command; false after quit. */
static bool carry_out(Protocol *p, Command *c)
{
    switch (c->kind) {
    case COMMAND_NONE:
        break;
    case COMMAND_QUIT:
        return false;
    case COMMAND_POSITION:
        game_free(&p->game);
        p->game = c->game;
        c->kind = COMMAND_NONE;
        break;
    case COMMAND_GO:
        if (!engine_start(p->engine, &p->game, &c->limits, report, p))
            say_error(p, _("go: a search is running; send stop first"));
        break;
    case COMMAND_STOP:
        /* The search ends with its bestmove before the next command is
         * read: "stop" then "go" starts the new search. */
        engine_stop(p->engine);
        engine_wait(p->engine, NULL);
        break;
    case COMMAND_ISREADY:
        say(p, "readyok");
        break;
    case COMMAND_NEWGAME:
        engine_new_game(p->engine);
        break;
    case COMMAND_ERROR:
        say(p, "error %s", c->error);
        break;
    }
    return true;
}

/* Reads a line of at most PROTOCOL_LINE_MAX bytes into line (its newline
 * dropped); a longer one is read to its end and thrown away (*too_long).
 * False at the end of the input. */
static bool read_line(FILE *in, char *line, size_t *length, bool *too_long)
{
    int c;
    *length = 0;
    *too_long = false;
    while ((c = getc(in)) != EOF && c != '\n') {
        if (*length < PROTOCOL_LINE_MAX)
            line[(*length)++] = (char)c;
        else
            *too_long = true;
    }
    return c != EOF || *length > 0 || *too_long;
}

int cli_engine(const char *hash_text, const char *threads_text)
{
    Protocol p;
    Position start;
    size_t hash;
    int threads;
    if (!cli_parse_hash(hash_text, &hash) || !settings_parse_threads(threads_text, settings_machine_threads(), &threads))
        return EXIT_USAGE;
    p.engine = engine_new(hash);
    engine_set_threads(p.engine, threads);
    pthread_mutex_init(&p.out, NULL);
    position_start(&start);
    game_init(&p.game, &start);

    char *line = xmalloc(PROTOCOL_LINE_MAX);
    size_t length;
    bool quit = false, too_long;
    while (!quit && read_line(stdin, line, &length, &too_long)) {
        Command c;
        if (too_long)
            protocol_line_too_long(&c);
        else
            protocol_parse(line, length, &p.game, &c);
        quit = !carry_out(&p, &c);
        protocol_command_free(&c);
    }
    free(line);

    /* The end of the input is quit: the search stops at once and ends
     * with its bestmove. */
    engine_stop(p.engine);
    engine_wait(p.engine, NULL);
    engine_free(p.engine);
    game_free(&p.game);
    pthread_mutex_destroy(&p.out);
    return EXIT_OK;
}
