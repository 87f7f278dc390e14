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
 * The transposition table: bucket lookup, replacement, sizing, and the
 * lockless encoding of its entries.
 */
#include <config.h>

#include "transposition.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "xalloc.h"

enum { GENERATION_STEP = 4, GENERATION_CYCLE = 256, HUGE_PAGE_SIZE = 2 * 1024 * 1024 };

/* tt_init counts the largest table's bytes in a size_t. */
_Static_assert((uint64_t)TT_MAX_MEGABYTES * 1024 * 1024 <= SIZE_MAX / 2, "TT_MAX_MEGABYTES too large for size_t");

/* The table is read at random: on 2 MB pages, where the system offers
 * them, the processor's address translation misses far less often. */
void tt_init(TranspositionTable *tt, size_t megabytes)
{
    size_t count = megabytes * 1024 * 1024 / sizeof(TTBucket);
    tt->bucket_count = count ? count : 1;
    size_t bytes = tt->bucket_count * sizeof(TTBucket);
    size_t rounded = (bytes + HUGE_PAGE_SIZE - 1) / HUGE_PAGE_SIZE * HUGE_PAGE_SIZE;
    tt->buckets = aligned_alloc(HUGE_PAGE_SIZE, rounded);
    if (tt->buckets == NULL)
        tt->buckets = xmalloc(bytes);
#ifdef MADV_HUGEPAGE
    else
        madvise(tt->buckets, rounded, MADV_HUGEPAGE);
#endif
    tt_clear(tt);
}

void tt_free(TranspositionTable *tt)
{
    free(tt->buckets);
    tt->buckets = NULL;
    tt->bucket_count = 0;
}

void tt_clear(TranspositionTable *tt)
{
    memset(tt->buckets, 0, tt->bucket_count * sizeof(TTBucket));
    tt->generation = 0;
}

void tt_new_search(TranspositionTable *tt)
{
    tt->generation = (uint8_t)(tt->generation + GENERATION_STEP);
}

/* The high 64 bits of hash * bucket_count: a bucket index spread evenly
 * over the table whatever its size. */
static inline TTBucket *bucket_of(const TranspositionTable *tt, uint64_t hash)
{
    return &tt->buckets[(size_t)mul_high64(hash, tt->bucket_count)];
}

/* The bits of `check` that a digest of `data` is XORed into (the key's). */
static inline uint64_t digest(uint64_t data)
{
    return (data * 0x9E3779B97F4A7C15ull) >> 32;
}

static inline void load(const TTSlot *slot, TTEntry *e)
{
    uint64_t data = __atomic_load_n(&slot->data, __ATOMIC_RELAXED);
    uint64_t meta = __atomic_load_n(&slot->check, __ATOMIC_RELAXED) ^ digest(data);
    e->key = (uint32_t)meta;
    e->depth = (uint8_t)(meta >> 32);
    e->bound_generation = (uint8_t)(meta >> 40);
    e->unused = 0;
    e->move = (uint32_t)data;
    e->score = (int16_t)(uint16_t)(data >> 32);
    e->eval = (int16_t)(uint16_t)(data >> 48);
}

static inline void save(TTSlot *slot, const TTEntry *e)
{
    uint64_t data = (uint64_t)e->move | (uint64_t)(uint16_t)e->score << 32 | (uint64_t)(uint16_t)e->eval << 48;
    uint64_t meta = (uint64_t)e->key | (uint64_t)e->depth << 32 | (uint64_t)e->bound_generation << 40;
    __atomic_store_n(&slot->data, data, __ATOMIC_RELAXED);
    __atomic_store_n(&slot->check, meta ^ digest(data), __ATOMIC_RELAXED);
}

bool tt_probe(const TranspositionTable *tt, uint64_t hash, TTEntry *out)
{
    const TTBucket *bucket = bucket_of(tt, hash);
    uint32_t key = (uint32_t)hash;
    for (int i = 0; i < TT_BUCKET_SIZE; i++) {
        load(&bucket->slot[i], out);
        if (out->key == key && tt_bound(out) != BOUND_NONE)
            return true;
    }
    return false;
}

/* How many searches ago an entry was written (0 for the current one). */
static inline int age_of(const TranspositionTable *tt, const TTEntry *e)
{
    return ((GENERATION_CYCLE + tt->generation - (e->bound_generation & ~3)) % GENERATION_CYCLE)
        / GENERATION_STEP;
}

void tt_store(TranspositionTable *tt, uint64_t hash, Move move, int score, int eval, int depth,
    Bound bound)
{
    TTBucket *bucket = bucket_of(tt, hash);
    uint32_t key = (uint32_t)hash;
    TTSlot *slot = &bucket->slot[0];
    TTEntry old, e;
    int worst = 1 << 30;

    load(slot, &old);
    for (int i = 0; i < TT_BUCKET_SIZE; i++) {
        load(&bucket->slot[i], &e);
        if (e.key == key || tt_bound(&e) == BOUND_NONE) {
            slot = &bucket->slot[i];
            old = e;
            break;
        }
        int value = e.depth - 8 * age_of(tt, &e);
        if (value < worst) {
            worst = value;
            slot = &bucket->slot[i];
            old = e;
        }
    }
    /* Keep a deeper entry of this same search unless the new one is exact. */
    if (old.key == key && tt_bound(&old) != BOUND_NONE && bound != BOUND_EXACT
        && age_of(tt, &old) == 0 && old.depth > depth + 3)
        return;
    e = (TTEntry){
        .key = key,
        .move = move != MOVE_NONE || old.key != key ? move : old.move,
        .score = (int16_t)score,
        .eval = (int16_t)eval,
        .depth = (uint8_t)(depth < 0 ? 0 : depth),
        .bound_generation = (uint8_t)(tt->generation | bound),
    };
    save(slot, &e);
}

int tt_hashfull(const TranspositionTable *tt)
{
    size_t sample = tt->bucket_count < 1000 ? tt->bucket_count : 1000;
    int used = 0;
    for (size_t b = 0; b < sample; b++)
        for (int i = 0; i < TT_BUCKET_SIZE; i++) {
            TTEntry e;
            load(&tt->buckets[b].slot[i], &e);
            used += tt_bound(&e) != BOUND_NONE && age_of(tt, &e) == 0;
        }
    return (int)(used * 1000 / (sample * TT_BUCKET_SIZE));
}
