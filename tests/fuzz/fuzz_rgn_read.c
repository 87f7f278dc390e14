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
 * Fuzz target for the RGN reader (libFuzzer's entry point).  Any bytes go
 * to rgn_read(); every diagnostic is formatted; every game read is written
 * back and read again, and must give the same record, which checks the
 * writer against the reader as well.  The first line of the input is also
 * read as one move in the start position.  A crash, hang, leak or a
 * record that does not survive the round trip is a bug.
 *
 * Built with clang by `make fuzz`; replay_rgn_read.c feeds the stored
 * corpus to the same function in `make check`.
 */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "core/rgn.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MOVE_TEXT_MAX = 256 };

static void check_round_trip(const RgnGame *g)
{
    char *text = rgn_write_string(&g->record);
    RgnGames again;
    rgn_read(text, strlen(text), &again);
    if (again.count != 1 || !record_equal(&g->record, &again.games[0].record))
        abort();
    char *text_again = rgn_write_string(&again.games[0].record);
    if (strcmp(text, text_again) != 0)
        abort();
    free(text_again);
    rgn_games_free(&again);
    free(text);
}

static void read_as_move(const uint8_t *data, size_t size)
{
    char text[MOVE_TEXT_MAX];
    size_t n = 0;
    while (n < size && n < sizeof text - 1 && data[n] != '\n' && data[n] != '\0') {
        text[n] = (char)data[n];
        n++;
    }
    text[n] = '\0';
    Position pos;
    Move m;
    NotationWarnings warnings;
    Error err;
    position_start(&pos);
    if (notation_parse(&pos, text, &m, &warnings, &err)) {
        char written[NOTATION_SIZE];
        notation_write_style(&pos, m, NOTATION_FIGURINE, written, sizeof written);
        Move back;
        if (!notation_parse(&pos, written, &back, &warnings, &err) || back != m || warnings.count != 0)
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    RgnGames games;
    rgn_read((const char *)data, size, &games);
    for (size_t i = 0; i < games.count; i++) {
        const RgnGame *g = &games.games[i];
        for (size_t j = 0; j < g->diagnostic_count; j++)
            free(rgn_diagnostic_format(&g->diagnostics[j], "fuzz"));
        check_round_trip(g);
    }
    rgn_games_free(&games);
    read_as_move(data, size);
    return 0;
}
