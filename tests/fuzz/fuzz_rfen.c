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
 * Fuzz target for RFEN (libFuzzer's entry point): the bytes, up to the
 * first NUL, go to rfen_parse(); a position it takes is written and read
 * again, and must give the same position and the same text.  A crash,
 * hang, leak or a position that does not survive the round trip is a bug.
 * Built with clang by `make fuzz FUZZ_TARGET=tests/fuzz/fuzz_rfen`;
 * replay.c feeds the stored corpus to the same function in `make check`.
 */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/rfen.h"
#include "core/xalloc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = xstrndup((const char *)data, size);
    Position pos, again;
    Error err;
    if (rfen_parse(text, &pos, &err)) {
        char written[RFEN_MAX_SIZE], rewritten[RFEN_MAX_SIZE];
        rfen_write(&pos, written, sizeof written);
        if (!rfen_parse(written, &again, &err) || !position_equal(&pos, &again))
            abort();
        rfen_write(&again, rewritten, sizeof rewritten);
        if (strcmp(written, rewritten) != 0)
            abort();
    } else if (err.message[0] == '\0') {
        abort();
    }
    free(text);
    return 0;
}
