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
 * A fuzz target that checks properties of the RGN reader, not just its
 * survival (libFuzzer's entry point).  For any bytes:
 *   - read from a stream in pieces (built with RGN_READ_CHUNK of a few
 *     bytes, so that games are read again and again as the buffer fills),
 *     they give the games that reading them whole gives, with the same
 *     diagnostics at the same places;
 *   - when the reader accepts them (games, none with an error), writing
 *     every game canonically, as --canonical does, and reading that gives
 *     the same games again (moves, tags, comments, NAGs, result), without
 *     an error.
 * Built with clang by `make fuzz FUZZ_TARGET=tests/fuzz/fuzz_rgn_property`;
 * replay.c feeds the RGN corpus to it in `make check`.
 */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rgn.h"
#include "core/xalloc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool same_diagnostics(const RgnGame *a, const RgnGame *b)
{
    if (a->diagnostic_count != b->diagnostic_count || a->unreported_count != b->unreported_count
        || a->error_count != b->error_count || a->warning_count != b->warning_count || a->line != b->line)
        return false;
    for (size_t i = 0; i < a->diagnostic_count; i++) {
        const RgnDiagnostic *x = &a->diagnostics[i], *y = &b->diagnostics[i];
        if (x->severity != y->severity || x->line != y->line || x->column != y->column
            || strcmp(x->message, y->message) != 0 || strcmp(x->quote, y->quote) != 0)
            return false;
    }
    return true;
}

/* Read in pieces from a stream: the same games as read whole. */
static void check_stream(const uint8_t *data, size_t size, const RgnGames *whole)
{
    RgnGames pieces;
    Error err;
    FILE *in = fmemopen((void *)data, size, "rb");
    if (in == NULL)
        abort();
    if (!rgn_read_games_from(in, "fuzz", &pieces, &err))
        abort();
    fclose(in);
    if (pieces.count != whole->count)
        abort();
    for (size_t i = 0; i < whole->count; i++)
        if (!record_equal(&pieces.games[i].record, &whole->games[i].record)
            || !same_diagnostics(&pieces.games[i], &whole->games[i]))
            abort();
    rgn_games_free(&pieces);
}

/* Accepted games written canonically read back the same. */
static void check_canonical(const RgnGames *games)
{
    size_t length = 0, capacity = 0;
    char *text = NULL;
    for (size_t i = 0; i < games->count; i++) {
        if (games->games[i].error_count > 0) {
            free(text);
            return;
        }
        char *game = rgn_write_string(&games->games[i].record);
        size_t n = strlen(game);
        text = xgrow(text, &capacity, length + n + 2, 1);
        if (i > 0)
            text[length++] = '\n';
        memcpy(text + length, game, n + 1);
        length += n;
        free(game);
    }
    RgnGames again;
    rgn_read(text, length, &again);
    if (again.count != games->count)
        abort();
    for (size_t i = 0; i < games->count; i++)
        if (again.games[i].error_count > 0 || !record_equal(&again.games[i].record, &games->games[i].record))
            abort();
    rgn_games_free(&again);
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    RgnGames games;
    rgn_read((const char *)data, size, &games);
    if (size > 0)
        check_stream(data, size, &games);
    if (games.count > 0)
        check_canonical(&games);
    rgn_games_free(&games);
    return 0;
}
