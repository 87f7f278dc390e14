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
 * --perft and --divide: count the legal move tree and print the time and
 * speed, the count last.
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <time.h>

#include "cli/cli.h"
#include "core/i18n.h"
#include "core/movegen.h"
#include "core/perft.h"
#include "core/rfen.h"

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int cli_perft(const char *depth_text, const char *rfen, int divide)
{
    long depth;
    Position pos;
    Error err;

    if (!cli_parse_int(depth_text, 1, 20, &depth)) {
        fprintf(stderr, _("raumschach: the depth '%s' is not a whole number from 1 to 20\n"), depth_text);
        return EXIT_USAGE;
    }
    if (!rfen_parse(rfen ? rfen : RFEN_START, &pos, &err)) {
        fprintf(stderr, _("raumschach: bad RFEN at column %d: %s\n"), err.column, err.message);
        return EXIT_USAGE;
    }

    double start = now_seconds();
    uint64_t total = 0;
    if (divide) {
        MoveList list;
        movegen_legal(&pos, &list);
        for (int i = 0; i < list.count; i++) {
            Undo undo;
            char text[MOVE_COORD_SIZE];
            position_make_move(&pos, list.moves[i], &undo);
            uint64_t n = perft(&pos, (int)depth - 1);
            position_unmake_move(&pos, list.moves[i], &undo);
            move_to_coord(list.moves[i], text);
            printf("%s %" PRIu64 "\n", text, n);
            total += n;
        }
    } else {
        total = perft(&pos, (int)depth);
    }
    double seconds = now_seconds() - start;
    printf(_("time %.3f s\n"), seconds);
    printf(_("speed %.0f nodes/s\n"), seconds > 0 ? (double)total / seconds : 0.0);
    printf("nodes %" PRIu64 "\n", total);
    return EXIT_OK;
}
