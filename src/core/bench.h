/*
 * The bench: a fixed set of positions, each searched to a fixed depth with
 * a fresh searcher (cleared hash table and history, one thread, no time
 * limit), so that the total node count is a fingerprint of the search: the
 * same build always counts the same nodes, and a change in the count shows
 * that the search behaves differently.  `raumschach --bench` prints it with
 * the speed; a test pins the count.
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

/* Searches every bench position to `depth`; progress may be NULL. */
void bench_run(int depth, BenchResult *result, BenchProgress progress, void *user);

#endif
