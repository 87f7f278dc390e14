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
 * The bench: a fixed set of positions, each searched to a fixed depth with
 * a fresh searcher (cleared hash table and history, no time limit), so
 * that on one thread the total node count is a fingerprint of the search:
 * the same build always counts the same nodes, and a change in the count
 * shows that the search behaves differently.  `raumschach --bench` prints
 * it with the speed; a test pins the count.  On several threads the count
 * varies from run to run, and the time measures what the threads gain.
 */
#ifndef RAUMSCHACH_BENCH_H
#define RAUMSCHACH_BENCH_H

#include <stdint.h>

#include "search.h"

enum {
    BENCH_DEPTH = 10,
    BENCH_HASH_MEGABYTES = 16,
};

extern const char *const BENCH_POSITIONS[];
extern const int BENCH_POSITION_COUNT;

typedef struct BenchResult {
    uint64_t nodes;
    int64_t elapsed_ns;
} BenchResult;

/* Called after each position with its index and final report. */
typedef void (*BenchProgress)(int index, const SearchReport *report, void *user);

/* Searches every bench position to `depth` on `threads` threads; progress
 * may be NULL. */
void bench_run(int depth, int threads, BenchResult *result, BenchProgress progress, void *user);

#endif
