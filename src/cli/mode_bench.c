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
 * --bench: searches the bench positions to a fixed depth and prints, one
 * line per position, its best move, score and nodes, and last the total as
 * "N nodes M nps".
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>

#include "cli/cli.h"
#include "cli/settings.h"
#include "core/bench.h"
#include "core/i18n.h"

static void print_position(int index, const SearchReport *report, void *user)
{
    char move[MOVE_COORD_SIZE], score[SCORE_TEXT_SIZE];
    (void)user;
    move_to_coord(report->best, move);
    search_score_text(report->score, score);
    printf(_("position %2d: depth %d, best %s, score %s, %" PRIu64 " nodes\n"), index + 1, report->depth,
        move, score, report->nodes);
    fflush(stdout);
}

int cli_bench(const char *threads_text)
{
    BenchResult result;
    int threads;
    if (!settings_parse_threads(threads_text, 1, &threads))
        return EXIT_USAGE;
    bench_run(BENCH_DEPTH, threads, &result, print_position, NULL);
    double seconds = (double)result.elapsed_ns / 1e9;
    printf(_("time %.3f s\n"), seconds);
    printf("%" PRIu64 " nodes %.0f nps\n", result.nodes, seconds > 0 ? (double)result.nodes / seconds : 0.0);
    return EXIT_OK;
}
