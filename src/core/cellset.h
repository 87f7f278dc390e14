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
 * Sets of cells, and the program's only other arithmetic wider than 64
 * bits, in one place.
 *
 * A cell set is 128 bits, bit i standing for cell i (125 are used; the
 * top three behave as in any 128-bit integer: cellset_not sets them).  It
 * has two representations with the same operations: CellWide, the
 * compiler's unsigned __int128 (GCC and Clang on 64-bit targets), and
 * CellPair, two 64-bit words (lo: cells 0-63, hi: cells 64-127), which
 * every C compiler can build, i386 and armhf among them.  configure picks
 * one and defines CELLSET_INT128 to 1 (CellWide) or 0 (CellPair);
 * `configure --disable-int128` takes CellPair everywhere.  The program
 * uses only CellSet, the cellset_* functions and CELLSET_FOR_EACH, which
 * forward to the chosen representation; nothing else sees the bits, so the
 * two cannot drift apart.  tests/check_cellset.c runs every operation of
 * both (where the compiler has both) against a plain array of bits.
 *
 * The other wide operation is the high word of a 64-bit product
 * (mul_high64), with which the hash table picks a bucket: on __int128,
 * or from four 32-bit products, chosen by the same switch.
 */
#ifndef RAUMSCHACH_CELLSET_H
#define RAUMSCHACH_CELLSET_H

#include <stdbool.h>
#include <stdint.h>

#ifndef CELLSET_INT128
#error "CELLSET_INT128 comes from config.h: include <config.h> first"
#endif

/* ---- CellPair: two 64-bit words ----------------------------------- */

typedef struct CellPair {
    uint64_t lo, hi;
} CellPair;

/* An initializer of a CellPair (for static tables). */
#define CELLPAIR_INIT(lo, hi) { (lo), (hi) }

static inline CellPair cellpair_make(uint64_t lo, uint64_t hi)
{
    CellPair s = { lo, hi };
    return s;
}

static inline CellPair cellpair_empty(void) { return cellpair_make(0, 0); }
static inline CellPair cellpair_all(void) { return cellpair_make(~0ull, ~0ull); }
static inline CellPair cellpair_of_words(const uint64_t words[2]) { return cellpair_make(words[0], words[1]); }
static inline void cellpair_to_words(CellPair s, uint64_t words[2])
{
    words[0] = s.lo;
    words[1] = s.hi;
}

static inline CellPair cellpair_bit(int cell)
{
    return cellpair_make((uint64_t)(cell < 64) << (cell & 63), (uint64_t)(cell >= 64) << (cell & 63));
}

/* Cells 0 to n - 1, for 0 <= n <= 128. */
static inline CellPair cellpair_below(int n)
{
    if (n <= 64)
        return cellpair_make(n == 64 ? ~0ull : (1ull << n) - 1, 0);
    return cellpair_make(~0ull, n == 128 ? ~0ull : (1ull << (n - 64)) - 1);
}

static inline bool cellpair_has(CellPair s, int cell) { return ((cell < 64 ? s.lo : s.hi) >> (cell & 63)) & 1; }
static inline CellPair cellpair_and(CellPair a, CellPair b) { return cellpair_make(a.lo & b.lo, a.hi & b.hi); }
static inline CellPair cellpair_or(CellPair a, CellPair b) { return cellpair_make(a.lo | b.lo, a.hi | b.hi); }
static inline CellPair cellpair_xor(CellPair a, CellPair b) { return cellpair_make(a.lo ^ b.lo, a.hi ^ b.hi); }
static inline CellPair cellpair_not(CellPair s) { return cellpair_make(~s.lo, ~s.hi); }
static inline CellPair cellpair_and_not(CellPair a, CellPair b) { return cellpair_make(a.lo & ~b.lo, a.hi & ~b.hi); }
static inline bool cellpair_is_empty(CellPair s) { return (s.lo | s.hi) == 0; }
static inline bool cellpair_intersects(CellPair a, CellPair b) { return ((a.lo & b.lo) | (a.hi & b.hi)) != 0; }
static inline bool cellpair_equal(CellPair a, CellPair b) { return a.lo == b.lo && a.hi == b.hi; }

/* Towards higher cells by n, 0 <= n < 128. */
static inline CellPair cellpair_shift_up(CellPair s, int n)
{
    if (n == 0)
        return s;
    if (n < 64)
        return cellpair_make(s.lo << n, s.hi << n | s.lo >> (64 - n));
    return cellpair_make(0, s.lo << (n - 64));
}

/* Towards lower cells by n, 0 <= n < 128. */
static inline CellPair cellpair_shift_down(CellPair s, int n)
{
    if (n == 0)
        return s;
    if (n < 64)
        return cellpair_make(s.lo >> n | s.hi << (64 - n), s.hi >> n);
    return cellpair_make(s.hi >> (n - 64), 0);
}

/* The lowest and the highest cell of a set that is not empty. */
static inline int cellpair_lowest(CellPair s) { return s.lo ? __builtin_ctzll(s.lo) : 64 + __builtin_ctzll(s.hi); }
static inline int cellpair_highest(CellPair s)
{
    return s.hi ? 127 - __builtin_clzll(s.hi) : 63 - __builtin_clzll(s.lo);
}

static inline int cellpair_count(CellPair s) { return __builtin_popcountll(s.lo) + __builtin_popcountll(s.hi); }

static inline CellPair cellpair_without_lowest(CellPair s)
{
    return s.lo ? cellpair_make(s.lo & (s.lo - 1), s.hi) : cellpair_make(0, s.hi & (s.hi - 1));
}

/* The subset of mask after `subset`, counting the subsets of mask as
 * binary numbers: (subset - mask) & mask, with the borrow carried from lo
 * to hi. */
static inline CellPair cellpair_next_subset(CellPair subset, CellPair mask)
{
    uint64_t borrow = subset.lo < mask.lo;
    return cellpair_make((subset.lo - mask.lo) & mask.lo, (subset.hi - mask.hi - borrow) & mask.hi);
}

/* The index of an occupancy in a slider's attack table (attacks.h). */
static inline uint64_t cellpair_magic_index(CellPair s, const uint64_t multiplier[2], int shift)
{
    return (s.lo * multiplier[0] + s.hi * multiplier[1]) >> shift;
}

/* The high word of a * b, from the four products of their 32-bit halves. */
static inline uint64_t cellpair_mul_high64(uint64_t a, uint64_t b)
{
    uint64_t a_lo = (uint32_t)a, a_hi = a >> 32, b_lo = (uint32_t)b, b_hi = b >> 32;
    uint64_t lo_lo = a_lo * b_lo, hi_lo = a_hi * b_lo, lo_hi = a_lo * b_hi, hi_hi = a_hi * b_hi;
    /* At most 3 * (2^32 - 1) + (2^32 - 1)^2 = 2^64 - 1: no overflow. */
    uint64_t middle = (lo_lo >> 32) + (uint32_t)hi_lo + lo_hi;
    return hi_hi + (hi_lo >> 32) + (middle >> 32);
}

/* ---- CellWide: unsigned __int128 ---------------------------------- */

#ifdef __SIZEOF_INT128__
typedef unsigned __int128 CellWide;

#define CELLWIDE_INIT(lo, hi) ((CellWide)(hi) << 64 | (CellWide)(lo))

static inline CellWide cellwide_empty(void) { return 0; }
static inline CellWide cellwide_all(void) { return ~(CellWide)0; }
static inline CellWide cellwide_of_words(const uint64_t words[2]) { return CELLWIDE_INIT(words[0], words[1]); }
static inline void cellwide_to_words(CellWide s, uint64_t words[2])
{
    words[0] = (uint64_t)s;
    words[1] = (uint64_t)(s >> 64);
}

/* A bit and a test of one: a 64-bit shift within the cell's word costs
 * less than a 128-bit shift by a variable count. */
static inline CellWide cellwide_bit(int cell)
{
    return CELLWIDE_INIT((uint64_t)(cell < 64) << (cell & 63), (uint64_t)(cell >= 64) << (cell & 63));
}

static inline bool cellwide_has(CellWide s, int cell)
{
    return ((uint64_t)(cell < 64 ? s : s >> 64) >> (cell & 63)) & 1;
}

static inline CellWide cellwide_below(int n) { return n == 128 ? ~(CellWide)0 : ((CellWide)1 << n) - 1; }
static inline CellWide cellwide_and(CellWide a, CellWide b) { return a & b; }
static inline CellWide cellwide_or(CellWide a, CellWide b) { return a | b; }
static inline CellWide cellwide_xor(CellWide a, CellWide b) { return a ^ b; }
static inline CellWide cellwide_not(CellWide s) { return ~s; }
static inline CellWide cellwide_and_not(CellWide a, CellWide b) { return a & ~b; }
static inline bool cellwide_is_empty(CellWide s) { return s == 0; }
static inline bool cellwide_intersects(CellWide a, CellWide b) { return (a & b) != 0; }
static inline bool cellwide_equal(CellWide a, CellWide b) { return a == b; }
static inline CellWide cellwide_shift_up(CellWide s, int n) { return s << n; }
static inline CellWide cellwide_shift_down(CellWide s, int n) { return s >> n; }

static inline int cellwide_lowest(CellWide s)
{
    uint64_t lo = (uint64_t)s;
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((uint64_t)(s >> 64));
}

static inline int cellwide_highest(CellWide s)
{
    uint64_t hi = (uint64_t)(s >> 64);
    return hi ? 127 - __builtin_clzll(hi) : 63 - __builtin_clzll((uint64_t)s);
}

static inline int cellwide_count(CellWide s)
{
    return __builtin_popcountll((uint64_t)s) + __builtin_popcountll((uint64_t)(s >> 64));
}

static inline CellWide cellwide_without_lowest(CellWide s) { return s & (s - 1); }
static inline CellWide cellwide_next_subset(CellWide subset, CellWide mask) { return (subset - mask) & mask; }

static inline uint64_t cellwide_magic_index(CellWide s, const uint64_t multiplier[2], int shift)
{
    return ((uint64_t)s * multiplier[0] + (uint64_t)(s >> 64) * multiplier[1]) >> shift;
}

/* The high word of a * b. */
static inline uint64_t cellwide_mul_high64(uint64_t a, uint64_t b)
{
    return (uint64_t)(((unsigned __int128)a * b) >> 64);
}
#endif

/* ---- CellSet: the representation configure chose ------------------ */

#if CELLSET_INT128
typedef CellWide CellSet;
#define CELLSET_(operation) cellwide_##operation
/* An initializer of a CellSet from its two words (for static tables). */
#define CELLSET_INIT(lo, hi) CELLWIDE_INIT(lo, hi)
#else
typedef CellPair CellSet;
#define CELLSET_(operation) cellpair_##operation
#define CELLSET_INIT(lo, hi) CELLPAIR_INIT(lo, hi)
#endif

static inline CellSet cellset_empty(void) { return CELLSET_(empty)(); }
/* All 128 bits. */
static inline CellSet cellset_all(void) { return CELLSET_(all)(); }
/* From and to two words, cells 0-63 in the first. */
static inline CellSet cellset_of_words(const uint64_t words[2]) { return CELLSET_(of_words)(words); }
static inline void cellset_to_words(CellSet s, uint64_t words[2]) { CELLSET_(to_words)(s, words); }
static inline CellSet cellset_bit(int cell) { return CELLSET_(bit)(cell); }
static inline CellSet cellset_below(int n) { return CELLSET_(below)(n); }
static inline bool cellset_has(CellSet s, int cell) { return CELLSET_(has)(s, cell); }
static inline CellSet cellset_and(CellSet a, CellSet b) { return CELLSET_(and)(a, b); }
static inline CellSet cellset_or(CellSet a, CellSet b) { return CELLSET_(or)(a, b); }
static inline CellSet cellset_xor(CellSet a, CellSet b) { return CELLSET_(xor)(a, b); }
static inline CellSet cellset_not(CellSet s) { return CELLSET_(not)(s); }
/* The cells of a that are not in b. */
static inline CellSet cellset_and_not(CellSet a, CellSet b) { return CELLSET_(and_not)(a, b); }
static inline bool cellset_is_empty(CellSet s) { return CELLSET_(is_empty)(s); }
static inline bool cellset_intersects(CellSet a, CellSet b) { return CELLSET_(intersects)(a, b); }
static inline bool cellset_equal(CellSet a, CellSet b) { return CELLSET_(equal)(a, b); }
static inline CellSet cellset_shift_up(CellSet s, int n) { return CELLSET_(shift_up)(s, n); }
static inline CellSet cellset_shift_down(CellSet s, int n) { return CELLSET_(shift_down)(s, n); }
static inline int cellset_lowest(CellSet s) { return CELLSET_(lowest)(s); }
static inline int cellset_highest(CellSet s) { return CELLSET_(highest)(s); }
static inline int cellset_count(CellSet s) { return CELLSET_(count)(s); }
static inline CellSet cellset_without_lowest(CellSet s) { return CELLSET_(without_lowest)(s); }
static inline CellSet cellset_next_subset(CellSet subset, CellSet mask) { return CELLSET_(next_subset)(subset, mask); }
static inline uint64_t cellset_magic_index(CellSet s, const uint64_t multiplier[2], int shift)
{
    return CELLSET_(magic_index)(s, multiplier, shift);
}

/* The high word of the 128-bit product a * b. */
static inline uint64_t mul_high64(uint64_t a, uint64_t b) { return CELLSET_(mul_high64)(a, b); }

/* What follows is built on the operations above, for both at once. */

/* Moves every cell by delta cell numbers, up or down (|delta| < 128). */
static inline CellSet cellset_shift(CellSet s, int delta)
{
    return delta >= 0 ? cellset_shift_up(s, delta) : cellset_shift_down(s, -delta);
}

static inline CellSet cellset_with(CellSet s, int cell) { return cellset_or(s, cellset_bit(cell)); }
static inline CellSet cellset_without(CellSet s, int cell) { return cellset_and_not(s, cellset_bit(cell)); }

/* Does the set hold more than n cells?  (Cheap for small n.) */
static inline bool cellset_more_than(CellSet s, int n)
{
    for (int i = 0; i < n && !cellset_is_empty(s); i++)
        s = cellset_without_lowest(s);
    return !cellset_is_empty(s);
}

/* Runs the statement after it with cellvar set to each cell of the set, in
 * increasing order. */
#define CELLSET_FOR_EACH(set, cellvar)                                                            \
    for (CellSet bits_ = (set); !cellset_is_empty(bits_); bits_ = cellset_without_lowest(bits_)) \
        for (int cellvar = cellset_lowest(bits_), once_ = 1; once_; once_ = 0)

#endif
