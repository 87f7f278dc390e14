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
 * The bench positions and their search (see bench.h).  The positions come
 * from games of the engine against itself after random first moves: the
 * start, openings, middlegames with queens, and endgames.
 */
#include <config.h>

#include "bench.h"

#include "game.h"
#include "rfen.h"
#include "timeman.h"

const char *const BENCH_POSITIONS[] = {
    "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w 0 1",
    "rnknr/ppupp/5/5/5|ub3/ppppp/5/1q3/5|5/5/5/2U2/5|5/5/4P/PPPP1/B2BU|5/5/2N2/PPPPR/R1KN1 w 3 6",
    "r1k1r/ppppp/2n2/5/5|ub2b/pppp1/5/5/5|2n2/2u1p/5/2U2/2N2|5/3B1/1P3/P1PPP/4U|5/5/B1N2/PPPP1/R1K1R w 0 11",
    "r1k1r/ppppp/1n3/5/5|1b3/1p1pp/p1p2/5/5|5/1uun1/5/5/5|5/5/1P1U1/P1PPP/3BU|5/5/2N2/PPPPP/R1KNR w 2 11",
    "1nk1r/rpp1p/5/5/5|u4/1pbpp/2pp1/5/5|5/p4/5/5/5|q4/3Q1/1P3/1PPPP/4U|5/5/5/PPPPP/R1KNR w 0 11",
    "2kn1/1pu1p/2np1/2B2/B4|u3r/1pp1p/2p2/5/5|5/1p3/5/5/5|5/5/4P/P1PP1/2K1U|5/5/2N2/PPPP1/4R w 0 16",
    "1nk1r/2p1p/bp1r1/3N1/2Q2|u1q2/1p1p1/3pp/2p2/5|5/p4/5/5/5|5/5/1P3/1PPPP/4U|5/5/5/PPPPP/R1K1R w 2 21",
    "r4/p1ppp/1p3/5/5|u2N1/p1bb1/5/3P1/5|B1n2/2npp/5/2UP1/R4|k4/2p2/5/PBP2/5|5/5/5/PPPP1/2K1R w 1 26",
    "5/p2pp/1p3/5/5|2k2/2p1p/p4/5/5|5/1up2/5/5/5|5/5/3P1/P1PPP/3KU|r4/5/2P2/P3P/2R2 w 5 31",
    "r4/1kp2/3p1/4p/5|5/p3R/ppuP1/1K3/5|5/5/5/3P1/1BR2|5/5/1Up2/P1P2/5|5/5/2n2/P4/5 w 0 51",
    "5/4k/2p2/5/5|5/4p/5/3p1/5|2P2/5/5/5/5|5/2K2/4P/P4/5|5/5/P4/r4/5 w 0 41",
};
const int BENCH_POSITION_COUNT = (int)(sizeof BENCH_POSITIONS / sizeof BENCH_POSITIONS[0]);

void bench_run(int depth, int threads, BenchResult *result, BenchProgress progress, void *user)
{
    Searcher *searcher = searcher_new(BENCH_HASH_MEGABYTES);
    searcher_set_threads(searcher, threads);
    SearchLimits limits = { .depth = depth };

    result->nodes = 0;
    result->elapsed_ns = 0;
    for (int i = 0; i < BENCH_POSITION_COUNT; i++) {
        Position pos;
        Game game;
        SearchReport report;
        /* The positions are fixed and valid: a failure here is a bug. */
        if (!rfen_parse(BENCH_POSITIONS[i], &pos, NULL))
            continue;
        game_init(&game, &pos);
        searcher_clear(searcher);
        int64_t start = timeman_now_ns();
        searcher_run(searcher, &game, &limits, NULL, NULL, NULL, &report);
        result->elapsed_ns += timeman_now_ns() - start;
        result->nodes += report.nodes;
        if (progress)
            progress(i, &report, user);
        game_free(&game);
    }
    searcher_free(searcher);
}
