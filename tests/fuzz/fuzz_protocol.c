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
 * Fuzz target for the engine protocol's lines (libFuzzer's entry point):
 * the bytes are split at newlines, as the engine reads them, and each line
 * goes to protocol_parse() against the game the lines before set.  A
 * position is taken whole: its game holds every move the line names, or
 * the line is an error and the game stays.  A crash, hang or leak is a
 * bug.  Built with clang by `make fuzz FUZZ_TARGET=tests/fuzz/fuzz_protocol`;
 * replay.c feeds the stored corpus to it in `make check`.
 */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli/protocol.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool separator(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* The words after the first "moves" of the line (its text ends at a NUL
 * byte), as the parser splits them. */
static size_t words_after_moves(const char *line, size_t length)
{
    size_t count = 0, at = 0;
    bool counting = false;
    length = strnlen(line, length);
    while (at < length) {
        while (at < length && separator(line[at]))
            at++;
        size_t start = at;
        while (at < length && !separator(line[at]))
            at++;
        if (at > start && counting)
            count++;
        else if (at - start == 5 && memcmp(line + start, "moves", 5) == 0)
            counting = true;
    }
    return count;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data, *end = text + size;
    Game game;
    Position start;
    position_start(&start);
    game_init(&game, &start);
    while (text < end) {
        const char *newline = memchr(text, '\n', (size_t)(end - text));
        size_t length = (size_t)((newline != NULL ? newline : end) - text);
        Command c;
        protocol_parse(text, length, &game, &c);
        if (c.kind == COMMAND_ERROR && c.error[0] == '\0')
            abort();
        if (c.kind == COMMAND_POSITION) {
            if (c.game.ply_count != words_after_moves(text, length))
                abort();
            game_free(&game);
            game = c.game;
            c.kind = COMMAND_NONE;
        }
        protocol_command_free(&c);
        text += length + 1;
    }
    game_free(&game);
    return 0;
}
