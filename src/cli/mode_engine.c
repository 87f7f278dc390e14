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
 * by a line starting with "error"; the engine keeps running.  Both
 * threads print through one lock, a line at a time.
 */
#include <config.h>

#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "core/engine.h"
#include "core/i18n.h"
#include "core/level.h"
#include "core/notation.h"
#include "core/rfen.h"

enum { MAX_WORDS = 1200, ERROR_TEXT_SIZE = 1024 };

typedef struct Protocol {
    Engine *engine;
    Game game;
    pthread_mutex_t out;
    bool infinite;            /* the last go had no limit */
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

/* Splits a line into words in place. */
static int split(char *line, char **words)
{
    int n = 0;
    for (char *w = strtok(line, " \t\r\n"); w && n < MAX_WORDS; w = strtok(NULL, " \t\r\n"))
        words[n++] = w;
    return n;
}

static bool set_position(Protocol *p, char **words, int n)
{
    Position pos;
    Error err;
    int i = 1;
    if (i < n && strcmp(words[i], "startpos") == 0) {
        position_start(&pos);
        i++;
    } else if (i < n && strcmp(words[i], "rfen") == 0) {
        char rfen[RFEN_MAX_SIZE * 2] = "";
        for (i++; i < n && strcmp(words[i], "moves") != 0; i++) {
            if (rfen[0])
                strncat(rfen, " ", sizeof rfen - strlen(rfen) - 1);
            strncat(rfen, words[i], sizeof rfen - strlen(rfen) - 1);
        }
        if (!rfen_parse(rfen, &pos, &err)) {
            /* TRANSLATORS: an engine protocol answer after the keyword "error";
             * keep the command name ("position:", "go:") and the quoted words. */
            say_error(p, _("position: bad RFEN at column %d: %s"), err.column, err.message);
            return false;
        }
    } else {
        say_error(p, _("position: expected 'startpos' or 'rfen'"));
        return false;
    }
    Game game;
    game_init(&game, &pos);
    if (i < n) {
        if (strcmp(words[i], "moves") != 0) {
            game_free(&game);
            say_error(p, _("position: expected 'moves', found '%s'"), words[i]);
            return false;
        }
        for (i++; i < n; i++) {
            Move m;
            if (!notation_parse(&game.pos, words[i], &m, NULL, &err)) {
                say_error(p, _("position: move '%s': %s"), words[i], err.message);
                game_free(&game);
                return false;
            }
            game_play(&game, m);
        }
    }
    game_free(&p->game);
    p->game = game;
    return true;
}

/* Reads the number after a keyword of go. */
static bool go_number(Protocol *p, char **words, int n, int *i, long min, long max, long *value)
{
    if (*i + 1 >= n || !cli_parse_int(words[*i + 1], min, max, value)) {
        say_error(p, _("go: '%s' wants a whole number from %ld to %ld"), words[*i], min, max);
        return false;
    }
    (*i)++;
    return true;
}

typedef struct GoClock {
    long time[2], increment[2];
    bool given;
} GoClock;

static bool parse_go(Protocol *p, char **words, int n, SearchLimits *limits)
{
    Level level = LEVEL_STRONG;
    long depth = 0, movetime = 0, nodes = 0, value;
    bool infinite = false;
    GoClock clock = { { 0, 0 }, { 0, 0 }, false };
    static const char *const clock_words[] = { "wtime", "btime", "winc", "binc" };
    for (int i = 1; i < n; i++) {
        int c = -1;
        for (int k = 0; k < 4; k++)
            if (strcmp(words[i], clock_words[k]) == 0)
                c = k;
        if (strcmp(words[i], "depth") == 0) {
            if (!go_number(p, words, n, &i, 1, SEARCH_MAX_DEPTH, &depth))
                return false;
        } else if (strcmp(words[i], "movetime") == 0) {
            if (!go_number(p, words, n, &i, 1, 86400000, &movetime))
                return false;
        } else if (strcmp(words[i], "nodes") == 0) {
            if (!go_number(p, words, n, &i, 1, 2000000000, &nodes))
                return false;
        } else if (c >= 0) {
            if (!go_number(p, words, n, &i, 0, 86400000, &value))
                return false;
            (c < 2 ? clock.time : clock.increment)[c % 2] = value;
            clock.given = true;
        } else if (strcmp(words[i], "level") == 0) {
            if (i + 1 >= n || !level_parse(words[i + 1], &level)) {
                /* TRANSLATORS: keep the level names: the engine reads them. */
                say_error(p, _("go: level wants Beginner, Easy, Normal, Hard or Strong"));
                return false;
            }
            i++;
        } else if (strcmp(words[i], "infinite") == 0) {
            infinite = true;
        } else {
            say_error(p, _("go: unknown word '%s'"), words[i]);
            return false;
        }
    }
    Colour side = p->game.pos.side;
    LevelClock level_clock = { clock.time[side], clock.increment[side] };
    level_limits(level, clock.given ? &level_clock : NULL, p->game.pos.hash, limits);
    p->infinite = infinite && !depth && !movetime && !nodes && !clock.given;
    if (depth || movetime || nodes || infinite) {
        /* Explicit limits replace the level's time and depth. */
        limits->depth = (int)depth;
        limits->nodes = (uint64_t)nodes;
        limits->movetime_ms = movetime;
        if (!clock.given)
            limits->clock = false;
    }
    return true;
}

static void go(Protocol *p, char **words, int n)
{
    SearchLimits limits;
    if (!parse_go(p, words, n, &limits))
        return;
    if (!engine_start(p->engine, &p->game, &limits, report, p))
        say_error(p, _("go: a search is running; send stop first"));
}

/* One command; false after quit. */
static bool command(Protocol *p, char *line)
{
    char *words[MAX_WORDS];
    int n = split(line, words);
    if (n == 0)
        return true;
    if (strcmp(words[0], "quit") == 0)
        return false;
    if (strcmp(words[0], "position") == 0)
        set_position(p, words, n);
    else if (strcmp(words[0], "go") == 0)
        go(p, words, n);
    else if (strcmp(words[0], "stop") == 0)
        engine_stop(p->engine);
    else if (strcmp(words[0], "isready") == 0)
        say(p, "readyok");
    else if (strcmp(words[0], "newgame") == 0)
        engine_new_game(p->engine);
    else
        say_error(p, _("unknown command '%s'"), words[0]);
    return true;
}

int cli_engine(const char *hash_text)
{
    Protocol p;
    Position start;
    size_t hash;
    if (!cli_parse_hash(hash_text, &hash))
        return EXIT_USAGE;
    p.engine = engine_new(hash);
    p.infinite = false;
    pthread_mutex_init(&p.out, NULL);
    position_start(&start);
    game_init(&p.game, &start);

    char *line = NULL;
    size_t size = 0;
    bool quit = false;
    while (!quit && getline(&line, &size, stdin) != -1)
        quit = !command(&p, line);
    free(line);

    /* After quit the search stops at once; at the end of the input a
     * search with limits runs to them (so that "echo go depth 8 | raumschach
     * --engine" answers), an infinite one stops.  Either way it ends with
     * its bestmove. */
    if (quit || p.infinite)
        engine_stop(p.engine);
    engine_wait(p.engine, NULL);
    engine_free(p.engine);
    game_free(&p.game);
    pthread_mutex_destroy(&p.out);
    return EXIT_OK;
}
