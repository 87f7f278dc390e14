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
 * Fuzz target for the move notation (libFuzzer's entry point).  The
 * input's first line is an RFEN: the position the move is read in (the
 * start position when it is not one); the rest, up to a NUL, is the move.
 * notation_parse() reads it; a move it takes is written in each style and
 * read back (in the engine protocol's coordinates too), and must be the
 * same move, without warnings in the styles the program writes.  A crash, hang,
 * leak or a move that does not survive is a bug.  Built with clang by
 * `make fuzz FUZZ_TARGET=tests/fuzz/fuzz_notation`; replay.c feeds the
 * stored corpus to it in `make check`.
 */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/move.h"
#include "core/notation.h"
#include "core/rfen.h"
#include "core/xalloc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_written(const Position *pos, Move m, NotationStyle style)
{
    char written[NOTATION_SIZE];
    Move back;
    NotationWarnings warnings;
    Error err;
    notation_write_style(pos, m, style, written, sizeof written);
    if (!notation_parse(pos, written, &back, &warnings, &err) || back != m || warnings.count != 0)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = xstrndup((const char *)data, size);
    char *newline = strchr(text, '\n');
    const char *move_text = text;
    Position pos;
    Error err;
    if (newline != NULL) {
        *newline = '\0';
        move_text = newline + 1;
        if (!rfen_parse(text, &pos, &err))
            position_start(&pos);
    } else {
        position_start(&pos);
    }
    Move m;
    NotationWarnings warnings;
    if (notation_parse(&pos, move_text, &m, &warnings, &err)) {
        check_written(&pos, m, NOTATION_FIGURINE);
        check_written(&pos, m, NOTATION_LETTERS);
        char coord[MOVE_COORD_SIZE];
        Move back;
        move_to_coord(m, coord);
        if (!notation_parse(&pos, coord, &back, &warnings, &err) || back != m)
            abort();
    }
    free(text);
    return 0;
}
