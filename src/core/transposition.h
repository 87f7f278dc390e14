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
 * The transposition table: what the search learnt about a position, found
 * again by its Zobrist hash.  The table is an array of buckets of four
 * 16-byte entries (one cache line); a position's bucket comes from the
 * hash's high bits and the entry is recognised by its low 32 bits.  Each
 * entry holds the best move found, a score with its bound, the static
 * evaluation and the depth searched.  When a bucket is full, the entry with
 * the least depth left from older searches is replaced first.
 *
 * The threads of one search share the table without a lock.  An entry is
 * two 64-bit words, each read and written whole (relaxed atomics): `data`
 * (move, score, evaluation) and `check`, the key, depth and bound XORed
 * with a digest of `data`.  A word of one write read with the other word
 * of another no longer matches its key, so such an entry is not found,
 * rather than found with a move or score that is not its own.
 * tt_new_search() and tt_clear() are for when no search runs.
 */
#ifndef RAUMSCHACH_TRANSPOSITION_H
#define RAUMSCHACH_TRANSPOSITION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cellset.h"     /* mul_high64 */
#include "move.h"

typedef enum {
    BOUND_NONE = 0,
    BOUND_UPPER = 1,   /* the score is at most this (no move reached alpha) */
    BOUND_LOWER = 2,   /* at least this (a move reached beta) */
    BOUND_EXACT = 3,
} Bound;

enum {
    TT_BUCKET_SIZE = 4,
    TT_DEFAULT_MEGABYTES = 64,
    TT_MIN_MEGABYTES = 1,
    /* A quarter of a 32-bit address space at most. */
#if SIZE_MAX > UINT32_MAX
    TT_MAX_MEGABYTES = 4096,
#else
    TT_MAX_MEGABYTES = 1024,
#endif
    TT_NO_EVAL = -32768,
};

/* An entry as tt_probe() hands it out. */
typedef struct TTEntry {
    uint32_t key;
    uint32_t move;
    int16_t score;
    int16_t eval;
    uint8_t depth;
    uint8_t bound_generation; /* bound in bits 0-1, generation in 2-7 */
    uint16_t unused;
} TTEntry;

/* An entry as the table holds it (see above), read and written with
 * __atomic_load_n and __atomic_store_n, relaxed (aligned for them on
 * 32-bit systems too). */
typedef struct TTSlot {
    _Alignas(8) uint64_t check;
    _Alignas(8) uint64_t data;
} TTSlot;

typedef struct TTBucket {
    TTSlot slot[TT_BUCKET_SIZE];
} TTBucket;

typedef struct TranspositionTable {
    TTBucket *buckets;
    size_t bucket_count;
    uint8_t generation;
} TranspositionTable;

/* Allocates a cleared table of about `megabytes` MB (at least one bucket). */
void tt_init(TranspositionTable *tt, size_t megabytes);
void tt_free(TranspositionTable *tt);
/* Forgets everything (a new game). */
void tt_clear(TranspositionTable *tt);
/* Marks the start of a new search: older entries are replaced first. */
void tt_new_search(TranspositionTable *tt);

/* Finds the entry of a position; false if the table has none. */
bool tt_probe(const TranspositionTable *tt, uint64_t hash, TTEntry *out);
/* Stores what a search of `depth` found.  A missing move (MOVE_NONE) keeps
 * the move already stored for the same position. */
void tt_store(TranspositionTable *tt, uint64_t hash, Move move, int score, int eval, int depth,
    Bound bound);
/* Permille of the entries written during the current search, counted on
 * the first thousand buckets (for the "hashfull" figure). */
int tt_hashfull(const TranspositionTable *tt);

/* Asks the processor to fetch a position's bucket ahead of tt_probe(). */
static inline void tt_prefetch(const TranspositionTable *tt, uint64_t hash)
{
    __builtin_prefetch(&tt->buckets[(size_t)mul_high64(hash, tt->bucket_count)]);
}

static inline Bound tt_bound(const TTEntry *e) { return (Bound)(e->bound_generation & 3); }

#endif
