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
 * The other program runs with its standard input and output on two
 * pipes.  Its answers are read with poll() and read() into a buffer of
 * our own, a line at a time, so that a deadline holds however the program
 * writes; info lines are passed over, and a line longer than the buffer
 * is cut (only a bestmove or error line matters, and those are short).
 * A third pipe, closed by a successful exec, carries errno back when the
 * program cannot be run at all.
 */
#include <config.h>

#include "cli/opponent.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <poll.h>
#include <stdarg.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/i18n.h"
#include "core/notation.h"
#include "core/rfen.h"
#include "core/timeman.h"
#include "core/xalloc.h"

enum {
    OPPONENT_LINE_MAX = 8192,
    /* Time to start and answer isready, and to end after quit. */
    OPPONENT_START_MS = 30000,
};

struct Opponent {
    const char *program;
    pid_t pid;
    int to, from;                     /* its standard input and output */
    char buffer[OPPONENT_LINE_MAX];   /* read, not yet taken as lines */
    size_t length;
    bool cut;                         /* the line being read was too long: its start went */
};

static void set_error(char *error, size_t size, const char *format, ...) __attribute__((format(printf, 3, 4)));
static void set_error(char *error, size_t size, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(error, size, format, args);
    va_end(args);
}

static bool send_text(Opponent *o, const char *text, char *error, size_t size)
{
    size_t length = strlen(text), done = 0;
    while (done < length) {
        ssize_t n = write(o->to, text + done, length - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EPIPE) {
            set_error(error, size, _("%s: the program ended"), o->program);
            return false;
        }
        if (n < 0) {
            set_error(error, size, _("%s: cannot send it a command: %s"), o->program, strerror(errno));
            return false;
        }
        done += (size_t)n;
    }
    return true;
}

/* The next whole line (without its newline) into line, waiting until
 * deadline_ns at most, or until *stop (stop may be NULL). */
static bool read_line(Opponent *o, int64_t deadline_ns, const atomic_bool *stop, char *line, size_t line_size,
    char *error, size_t size)
{
    for (;;) {
        char *newline = memchr(o->buffer, '\n', o->length);
        if (newline) {
            size_t n = (size_t)(newline - o->buffer);
            bool cut = o->cut;
            o->cut = false;
            size_t kept = n < line_size - 1 ? n : line_size - 1;
            memcpy(line, o->buffer, kept);
            line[kept] = '\0';
            if (kept > 0 && line[kept - 1] == '\r')
                line[kept - 1] = '\0';
            o->length -= n + 1;
            memmove(o->buffer, newline + 1, o->length);
            if (!cut)
                return true;
            continue;
        }
        if (o->length == sizeof o->buffer) {
            o->length = 0;
            o->cut = true;
        }
        if (stop && atomic_load(stop)) {
            set_error(error, size, _("%s: stopped while it thought"), o->program);
            return false;
        }
        int64_t left_ms = (deadline_ns - timeman_now_ns()) / 1000000;
        if (left_ms <= 0) {
            set_error(error, size, _("%s: no answer in time"), o->program);
            return false;
        }
        /* A signal interrupts the poll; one that came just before it is
         * seen at the next look, a tenth of a second at most. */
        int wait_ms = left_ms > INT32_MAX ? INT32_MAX : (int)left_ms;
        if (stop && wait_ms > OPPONENT_STOP_LOOK_MS)
            wait_ms = OPPONENT_STOP_LOOK_MS;
        struct pollfd p = { .fd = o->from, .events = POLLIN };
        int ready = poll(&p, 1, wait_ms);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready < 0) {
            set_error(error, size, "%s: %s", o->program, strerror(errno));
            return false;
        }
        if (ready == 0)
            continue;
        ssize_t n = read(o->from, o->buffer + o->length, sizeof o->buffer - o->length);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            set_error(error, size, _("%s: the program ended"), o->program);
            return false;
        }
        o->length += (size_t)n;
    }
}

static void close_pipes(int pipes[][2], int count)
{
    for (int i = 0; i < count; i++)
        for (int j = 0; j < 2; j++)
            if (pipes[i][j] >= 0)
                close(pipes[i][j]);
}

enum { OPPONENT_WORDS_MAX = 32 };

/* The child: the pipes as standard input and output, then the program:
 * the words of `program` as they are when there are several, else the
 * program with --engine, --hash and --threads; errno back on the status
 * pipe when exec fails. */
static void run_child(const char *program, int in, int out, int status, size_t hash_megabytes, int threads)
{
    char hash[32], thread_count[32];
    snprintf(hash, sizeof hash, "%zu", hash_megabytes);
    snprintf(thread_count, sizeof thread_count, "%d", threads);
    char *words = xstrdup(program), *argv[OPPONENT_WORDS_MAX + 1];
    int count = 0;
    for (char *w = strtok(words, " \t"); w && count < OPPONENT_WORDS_MAX; w = strtok(NULL, " \t"))
        argv[count++] = w;
    if (count == 1) {
        char *options[] = { "--engine", "--hash", hash, "--threads", thread_count };
        for (size_t i = 0; i < sizeof options / sizeof *options; i++)
            argv[count++] = options[i];
    }
    argv[count] = NULL;
    errno = ENOENT;
    if (count > 0 && dup2(in, STDIN_FILENO) >= 0 && dup2(out, STDOUT_FILENO) >= 0)
        execvp(argv[0], argv);
    int e = errno;
    ssize_t ignored = write(status, &e, sizeof e);
    (void)ignored;
    _exit(127);
}

static void reap(Opponent *o)
{
    close(o->to);
    close(o->from);
    /* The program has had quit, or its input just closed; it ends. */
    int64_t deadline = timeman_now_ns() + (int64_t)OPPONENT_START_MS * 1000000;
    while (waitpid(o->pid, NULL, WNOHANG) == 0) {
        if (timeman_now_ns() > deadline) {
            kill(o->pid, SIGKILL);
            waitpid(o->pid, NULL, 0);
            break;
        }
        /* Waits for output that never comes: a poll on nothing, 10 ms. */
        poll(NULL, 0, 10);
    }
}

Opponent *opponent_start(const char *program, size_t hash_megabytes, int threads, char *error, size_t error_size)
{
    /* A program that ends while a command goes to it must not end this
     * one: the write fails instead, and says so. */
    signal(SIGPIPE, SIG_IGN);
    int pipes[3][2] = { { -1, -1 }, { -1, -1 }, { -1, -1 } };
    for (int i = 0; i < 3; i++)
        if (pipe2(pipes[i], O_CLOEXEC) != 0) {
            set_error(error, error_size, "%s: %s", program, strerror(errno));
            close_pipes(pipes, 3);
            return NULL;
        }
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        set_error(error, error_size, "%s: %s", program, strerror(errno));
        close_pipes(pipes, 3);
        return NULL;
    }
    if (pid == 0)
        run_child(program, pipes[0][0], pipes[1][1], pipes[2][1], hash_megabytes, threads);
    close(pipes[0][0]);
    close(pipes[1][1]);
    close(pipes[2][1]);
    int exec_errno = 0;
    ssize_t n;
    do
        n = read(pipes[2][0], &exec_errno, sizeof exec_errno);
    while (n < 0 && errno == EINTR);
    close(pipes[2][0]);

    Opponent *o = xmalloc(sizeof *o);
    *o = (Opponent) { .program = program, .pid = pid, .to = pipes[0][1], .from = pipes[1][0] };
    if (n > 0) {
        set_error(error, error_size, _("%s: cannot run it: %s"), program, strerror(exec_errno));
        reap(o);
        free(o);
        return NULL;
    }
    /* It speaks the protocol when it answers isready. */
    char line[OPPONENT_LINE_MAX];
    int64_t deadline = timeman_now_ns() + (int64_t)OPPONENT_START_MS * 1000000;
    bool ready = send_text(o, "isready\n", error, error_size);
    while (ready && (ready = read_line(o, deadline, NULL, line, sizeof line, error, error_size)))
        if (strcmp(line, "readyok") == 0)
            break;
    if (!ready) {
        opponent_stop(o);
        return NULL;
    }
    return o;
}

void opponent_new_game(Opponent *o)
{
    char ignored[OPPONENT_ERROR_SIZE];
    send_text(o, "newgame\n", ignored, sizeof ignored);
}

/* "position ...": the game's start and all its moves. */
static char *position_command(const Game *game)
{
    size_t size = 64 + RFEN_MAX_SIZE + game->ply_count * (MOVE_COORD_SIZE + 1);
    char *text = xmalloc(size);
    size_t at;
    if (position_is_start(&game->start)) {
        at = (size_t)snprintf(text, size, "position startpos");
    } else {
        char rfen[RFEN_MAX_SIZE];
        rfen_write(&game->start, rfen, sizeof rfen);
        at = (size_t)snprintf(text, size, "position rfen %s", rfen);
    }
    if (game->ply_count)
        at += (size_t)snprintf(text + at, size - at, " moves");
    for (size_t i = 0; i < game->ply_count; i++) {
        char move[MOVE_COORD_SIZE];
        move_to_coord(game->moves[i], move);
        at += (size_t)snprintf(text + at, size - at, " %s", move);
    }
    snprintf(text + at, size - at, "\n");
    return text;
}

Move opponent_move(Opponent *o, const Game *game, Level level, const LevelClock *clock, const atomic_bool *stop,
    char *error, size_t error_size)
{
    char *position = position_command(game);
    bool sent = send_text(o, position, error, error_size);
    free(position);
    char go[160];
    /* By name where the level has one: builds number the ladder
     * differently, but Strong is Strong. */
    int at = snprintf(go, sizeof go, "go level %s", level_name(level));
    const char *side = game->pos.side == WHITE ? "w" : "b";
    if (clock)
        snprintf(go + at, sizeof go - (size_t)at, " %stime %" PRId64 " %sinc %" PRId64, side,
            clock->remaining_ms > 0 ? clock->remaining_ms : 0, side, clock->increment_ms);
    strcat(go, "\n");
    if (!sent || !send_text(o, go, error, error_size))
        return MOVE_NONE;

    int64_t allowed_ms = (clock ? clock->remaining_ms : 1000) + OPPONENT_GRACE_MS;
    int64_t deadline = timeman_now_ns() + allowed_ms * 1000000;
    char line[OPPONENT_LINE_MAX];
    for (;;) {
        if (!read_line(o, deadline, stop, line, sizeof line, error, error_size))
            return MOVE_NONE;
        if (strncmp(line, "error", 5) == 0) {
            set_error(error, error_size, _("%s: answered \"%s\""), o->program, line);
            return MOVE_NONE;
        }
        if (strncmp(line, "bestmove ", 9) != 0)
            continue;
        Move m;
        Error err;
        if (!notation_parse(&game->pos, line + 9, &m, NULL, &err)) {
            set_error(error, error_size, _("%s: answered \"%s\", not a legal move here: %s"), o->program, line,
                err.message);
            return MOVE_NONE;
        }
        return m;
    }
}

void opponent_stop(Opponent *o)
{
    if (o == NULL)
        return;
    char ignored[OPPONENT_ERROR_SIZE];
    send_text(o, "quit\n", ignored, sizeof ignored);
    reap(o);
    free(o);
}
