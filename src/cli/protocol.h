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
 * The engine protocol's commands (see mode_engine.c), parsed without side
 * effects: a line becomes a Command that mode_engine.c carries out, or an
 * error message.  A line is taken whole or not at all: a position with a
 * bad move, an RFEN too long or a line over PROTOCOL_LINE_MAX changes
 * nothing.  No threads and no I/O here: the tests and the fuzz target call
 * protocol_parse() directly.
 */
#ifndef RAUMSCHACH_CLI_PROTOCOL_H
#define RAUMSCHACH_CLI_PROTOCOL_H

#include <stdbool.h>
#include <stddef.h>

#include "core/game.h"
#include "core/search.h"

enum {
    /* A line: "position startpos moves" and 20,000 plies of the longest
     * coordinate moves ("Dd4-Ed5=Q" and a space), 200,000 bytes, with
     * room to spare; a GUI sends the whole game each move. */
    PROTOCOL_LINE_MAX = 256 * 1024,
    PROTOCOL_ERROR_SIZE = 1024,
};

typedef enum {
    COMMAND_NONE,              /* a blank line */
    COMMAND_POSITION,
    COMMAND_GO,
    COMMAND_STOP,
    COMMAND_ISREADY,
    COMMAND_NEWGAME,
    COMMAND_QUIT,
    COMMAND_ERROR,
} CommandKind;

typedef struct Command {
    CommandKind kind;
    Game game;                 /* position: the game it sets (owned) */
    SearchLimits limits;       /* go */
    char error[PROTOCOL_ERROR_SIZE]; /* error: what follows "error " */
} Command;

/* Parses the line (length bytes, without its newline; NUL bytes end
 * words) against the game the engine has. */
void protocol_parse(const char *line, size_t length, const Game *current, Command *command);
/* The error for a line over PROTOCOL_LINE_MAX. */
void protocol_line_too_long(Command *command);
void protocol_command_free(Command *command);

#endif
