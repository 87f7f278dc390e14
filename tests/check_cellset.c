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
 * The cell sets of cellset.h: every operation of each representation the
 * compiler can build (two 64-bit words always, unsigned __int128 where it
 * has one) and of CellSet, the one configure chose, against a plain array
 * of 128 bits, on edge values (cells 0, 63, 64, 124, 127, the whole cube)
 * and random ones.  Each representation is reached through an "apply"
 * function that runs one operation on sets given as two words, so that one
 * loop compares them all.  Also the high word of a 64-bit product against
 * multiplication by shifting and adding.
 */
#include <config.h>

#include <string.h>

#include "check_helpers.h"
#include "core/cellset.h"
#include "core/splitmix64.h"

typedef enum {
    OP_BIT, OP_BELOW, OP_HAS, OP_AND, OP_OR, OP_XOR, OP_NOT, OP_AND_NOT, OP_IS_EMPTY, OP_INTERSECTS,
    OP_EQUAL, OP_SHIFT_UP, OP_SHIFT_DOWN, OP_LOWEST, OP_HIGHEST, OP_COUNT, OP_WITHOUT_LOWEST,
    OP_NEXT_SUBSET, OP_MAGIC_INDEX, OP_MUL_HIGH, OPERATION_COUNT
} Operation;

static const char *const OPERATION_NAME[OPERATION_COUNT] = {
    "bit", "below", "has", "and", "or", "xor", "not", "and_not", "is_empty", "intersects", "equal",
    "shift_up", "shift_down", "lowest", "highest", "count", "without_lowest", "next_subset", "magic_index",
    "mul_high64",
};

/* What an operation gives: a set (as two words) or a number. */
typedef struct Result {
    uint64_t words[2];
    uint64_t number;
} Result;

/* Operands: sets a and b as two words each, and a count n (a cell, a
 * shift, a number of cells).  lowest and highest are asked of a set that
 * is not empty only. */
typedef Result (*ApplyFunction)(Operation op, const uint64_t a[2], const uint64_t b[2], int n);

/* One apply function per representation, from its functions named
 * prefix_operation and its high word of a product. */
#define DEFINE_APPLY(name, Type, prefix, mul_high)                                                       \
    static Result name(Operation op, const uint64_t a_words[2], const uint64_t b_words[2], int n)        \
    {                                                                                                    \
        Type a = prefix##_of_words(a_words), b = prefix##_of_words(b_words), set = a;                    \
        Result r = { { 0, 0 }, 0 };                                                                      \
        switch (op) {                                                                                    \
        case OP_BIT: set = prefix##_bit(n); break;                                                       \
        case OP_BELOW: set = prefix##_below(n); break;                                                   \
        case OP_HAS: r.number = prefix##_has(a, n); break;                                               \
        case OP_AND: set = prefix##_and(a, b); break;                                                    \
        case OP_OR: set = prefix##_or(a, b); break;                                                      \
        case OP_XOR: set = prefix##_xor(a, b); break;                                                    \
        case OP_NOT: set = prefix##_not(a); break;                                                       \
        case OP_AND_NOT: set = prefix##_and_not(a, b); break;                                            \
        case OP_IS_EMPTY: r.number = prefix##_is_empty(a); break;                                        \
        case OP_INTERSECTS: r.number = prefix##_intersects(a, b); break;                                 \
        case OP_EQUAL: r.number = prefix##_equal(a, b); break;                                           \
        case OP_SHIFT_UP: set = prefix##_shift_up(a, n); break;                                          \
        case OP_SHIFT_DOWN: set = prefix##_shift_down(a, n); break;                                      \
        case OP_LOWEST: r.number = (uint64_t)prefix##_lowest(a); break;                                  \
        case OP_HIGHEST: r.number = (uint64_t)prefix##_highest(a); break;                                \
        case OP_COUNT: r.number = (uint64_t)prefix##_count(a); break;                                    \
        case OP_WITHOUT_LOWEST: set = prefix##_without_lowest(a); break;                                 \
        case OP_NEXT_SUBSET: set = prefix##_next_subset(a, b); break;                                    \
        case OP_MAGIC_INDEX: r.number = prefix##_magic_index(a, b_words, n % 64); break;                 \
        case OP_MUL_HIGH: r.number = mul_high(a_words[0], b_words[1]); break;                            \
        case OPERATION_COUNT: break;                                                                     \
        }                                                                                                \
        prefix##_to_words(set, r.words);                                                                 \
        return r;                                                                                        \
    }

DEFINE_APPLY(apply_pair, CellPair, cellpair, cellpair_mul_high64)
#ifdef __SIZEOF_INT128__
DEFINE_APPLY(apply_wide, CellWide, cellwide, cellwide_mul_high64)
#endif
DEFINE_APPLY(apply_chosen, CellSet, cellset, mul_high64)

static const struct {
    const char *name;
    ApplyFunction apply;
} REPRESENTATIONS[] = {
    { "two 64-bit words", apply_pair },
#ifdef __SIZEOF_INT128__
    { "unsigned __int128", apply_wide },
#endif
    { "CellSet", apply_chosen },
};
enum { REPRESENTATION_COUNT = sizeof REPRESENTATIONS / sizeof *REPRESENTATIONS };

/* ---- The reference: an array of bits ------------------------------ */

typedef struct Bits {
    bool bit[128];
} Bits;

static Bits bits_of_words(const uint64_t words[2])
{
    Bits b;
    for (int i = 0; i < 128; i++)
        b.bit[i] = (words[i / 64] >> (i % 64)) & 1;
    return b;
}

static void bits_to_words(const Bits *b, uint64_t words[2])
{
    words[0] = words[1] = 0;
    for (int i = 0; i < 128; i++)
        if (b->bit[i])
            words[i / 64] |= 1ull << (i % 64);
}

/* a - b, bit by bit with a borrow. */
static Bits bits_minus(const Bits *a, const Bits *b)
{
    Bits d;
    int borrow = 0;
    for (int i = 0; i < 128; i++) {
        int x = a->bit[i] - b->bit[i] - borrow;
        d.bit[i] = x & 1;
        borrow = x < 0;
    }
    return d;
}

/* The high word of a * b, adding a shifted once for each bit of b. */
static uint64_t mul_high_by_adding(uint64_t a, uint64_t b)
{
    uint64_t lo = 0, hi = 0;
    for (int i = 0; i < 64; i++)
        if ((b >> i) & 1) {
            uint64_t add_lo = a << i, add_hi = i ? a >> (64 - i) : 0;
            lo += add_lo;
            hi += add_hi + (lo < add_lo);
        }
    return hi;
}

static Result apply_reference(Operation op, const uint64_t a_words[2], const uint64_t b_words[2], int n)
{
    Bits a = bits_of_words(a_words), b = bits_of_words(b_words), set = a;
    Result r = { { 0, 0 }, 0 };
    int count = 0, lowest = -1, highest = -1;
    bool meet = false, same = true;
    for (int i = 0; i < 128; i++) {
        count += a.bit[i];
        if (a.bit[i] && lowest < 0)
            lowest = i;
        if (a.bit[i])
            highest = i;
        meet = meet || (a.bit[i] && b.bit[i]);
        same = same && a.bit[i] == b.bit[i];
    }
    switch (op) {
    case OP_BIT: case OP_BELOW:
        for (int i = 0; i < 128; i++)
            set.bit[i] = op == OP_BIT ? i == n : i < n;
        break;
    case OP_HAS: r.number = a.bit[n]; break;
    case OP_AND: case OP_OR: case OP_XOR: case OP_NOT: case OP_AND_NOT:
        for (int i = 0; i < 128; i++) {
            bool x = a.bit[i], y = b.bit[i];
            set.bit[i] = op == OP_AND ? x && y : op == OP_OR ? x || y : op == OP_XOR ? x != y
                : op == OP_NOT ? !x : x && !y;
        }
        break;
    case OP_IS_EMPTY: r.number = count == 0; break;
    case OP_INTERSECTS: r.number = meet; break;
    case OP_EQUAL: r.number = same; break;
    case OP_SHIFT_UP:
        for (int i = 0; i < 128; i++)
            set.bit[i] = i >= n && a.bit[i - n];
        break;
    case OP_SHIFT_DOWN:
        for (int i = 0; i < 128; i++)
            set.bit[i] = i + n < 128 && a.bit[i + n];
        break;
    case OP_LOWEST: r.number = (uint64_t)lowest; break;
    case OP_HIGHEST: r.number = (uint64_t)highest; break;
    case OP_COUNT: r.number = (uint64_t)count; break;
    case OP_WITHOUT_LOWEST:
        if (lowest >= 0)
            set.bit[lowest] = false;
        break;
    case OP_NEXT_SUBSET:
        set = bits_minus(&a, &b);
        for (int i = 0; i < 128; i++)
            set.bit[i] = set.bit[i] && b.bit[i];
        break;
    case OP_MAGIC_INDEX:
        r.number = (a_words[0] * b_words[0] + a_words[1] * b_words[1]) >> (n % 64);
        break;
    case OP_MUL_HIGH: r.number = mul_high_by_adding(a_words[0], b_words[1]); break;
    case OPERATION_COUNT: break;
    }
    bits_to_words(&set, r.words);
    return r;
}

/* ---- The comparisons ---------------------------------------------- */

/* Every operation of every representation on a, b and n equals the
 * reference's. */
static void check_all(const uint64_t a[2], const uint64_t b[2], int n)
{
    for (int op = 0; op < OPERATION_COUNT; op++) {
        bool a_empty = (a[0] | a[1]) == 0;
        if ((op == OP_LOWEST || op == OP_HIGHEST) && a_empty)
            continue;
        Result want = apply_reference((Operation)op, a, b, n);
        for (int v = 0; v < REPRESENTATION_COUNT; v++) {
            Result got = REPRESENTATIONS[v].apply((Operation)op, a, b, n);
            ck_assert_msg(!memcmp(&got, &want, sizeof got),
                "%s on %s: a = %016llx %016llx, b = %016llx %016llx, n = %d: got %016llx %016llx %llu, "
                "want %016llx %016llx %llu",
                OPERATION_NAME[op], REPRESENTATIONS[v].name, (unsigned long long)a[1], (unsigned long long)a[0],
                (unsigned long long)b[1], (unsigned long long)b[0], n, (unsigned long long)got.words[1],
                (unsigned long long)got.words[0], (unsigned long long)got.number, (unsigned long long)want.words[1],
                (unsigned long long)want.words[0], (unsigned long long)want.number);
        }
    }
}

/* Sets as {cells 0-63, cells 64-127}: empty, full, single cells at the
 * word edges and the cube's end, one word full, the cube (125 cells). */
static const uint64_t EDGE_SETS[][2] = {
    { 0, 0 }, { ~0ull, ~0ull }, { 1, 0 }, { 1ull << 63, 0 }, { 0, 1 }, { 0, 1ull << 60 }, { 0, 1ull << 63 },
    { ~0ull, 0 }, { 0, ~0ull }, { ~0ull, (1ull << 61) - 1 }, { 1ull << 63, 1 },
    { 0x5555555555555555ull, 0xAAAAAAAAAAAAAAAAull },
};
enum { EDGE_SET_COUNT = sizeof EDGE_SETS / sizeof *EDGE_SETS };

static const int EDGE_COUNTS[] = { 0, 1, 5, 25, 31, 32, 33, 50, 63, 64, 65, 100, 124, 125, 127 };

START_TEST(operations_on_edge_values)
{
    for (int i = 0; i < EDGE_SET_COUNT; i++)
        for (int j = 0; j < EDGE_SET_COUNT; j++)
            for (size_t k = 0; k < sizeof EDGE_COUNTS / sizeof *EDGE_COUNTS; k++)
                check_all(EDGE_SETS[i], EDGE_SETS[j], EDGE_COUNTS[k]);
    /* All 129 sizes of cellset_below. */
    for (int n = 0; n <= 128; n++) {
        Result want = apply_reference(OP_BELOW, EDGE_SETS[0], EDGE_SETS[0], n);
        for (int v = 0; v < REPRESENTATION_COUNT; v++) {
            Result got = REPRESENTATIONS[v].apply(OP_BELOW, EDGE_SETS[0], EDGE_SETS[0], n);
            ck_assert_msg(!memcmp(&got, &want, sizeof got), "below(%d) on %s", n, REPRESENTATIONS[v].name);
        }
    }
}
END_TEST

/* Random words, some thinned out (sparse sets, as positions have) and
 * some cut to the cube's 125 cells. */
static void random_set(uint64_t *state, uint64_t words[2])
{
    for (int w = 0; w < 2; w++) {
        words[w] = splitmix64_next(state);
        if (splitmix64_next(state) % 2)
            words[w] &= splitmix64_next(state) & splitmix64_next(state);
    }
    if (splitmix64_next(state) % 2)
        words[1] &= (1ull << 61) - 1;
}

START_TEST(operations_on_random_values)
{
    uint64_t state = 0xCE115E7ull + (uint64_t)_i;
    for (int trial = 0; trial < 2000; trial++) {
        uint64_t a[2], b[2];
        random_set(&state, a);
        random_set(&state, b);
        check_all(a, b, (int)(splitmix64_next(&state) % 128));
    }
}
END_TEST

/* The product's high word, worked out by hand: (2^64 - 1)^2 = 2^128 -
 * 2^65 + 1, 2^32 * 2^32 = 2^64, and a product below 2^64. */
START_TEST(mul_high64_known_values)
{
    ck_assert_uint_eq(cellpair_mul_high64(~0ull, ~0ull), 0xFFFFFFFFFFFFFFFEull);
    ck_assert_uint_eq(cellpair_mul_high64(1ull << 32, 1ull << 32), 1);
    ck_assert_uint_eq(cellpair_mul_high64(0xFFFFFFFFull, 0xFFFFFFFFull), 0);
    ck_assert_uint_eq(cellpair_mul_high64(0x8000000000000000ull, 3), 1);
    ck_assert_uint_eq(mul_high64(~0ull, ~0ull), 0xFFFFFFFFFFFFFFFEull);
    ck_assert_uint_eq(mul_high64(0x0123456789ABCDEFull, 0xFEDCBA9876543210ull), 0x0121FA00AD77D742ull);
}
END_TEST

/* CELLSET_INIT and the words it is read from give the same set. */
START_TEST(initializer_matches_words)
{
    static const CellSet ROW = CELLSET_INIT(0x1F, 0x1Full << (120 - 64));
    uint64_t words[2] = { 0x1F, 0x1Full << 56 };
    ck_assert(cellset_equal(ROW, cellset_of_words(words)));
    for (int cell = 0; cell < 128; cell++)
        ck_assert_int_eq(cellset_has(ROW, cell), (cell < 5 || (cell >= 120 && cell < 125)));
}
END_TEST

/* What is built on the operations: a shift either way, with and without
 * one cell, more_than, and the walk over a set in increasing order. */
START_TEST(derived_operations)
{
    uint64_t state = 0xD371FEDull;
    for (int trial = 0; trial < 500; trial++) {
        uint64_t words[2];
        random_set(&state, words);
        CellSet s = cellset_of_words(words);
        int delta = (int)(splitmix64_next(&state) % 255) - 127, cell = (int)(splitmix64_next(&state) % 128);
        CellSet shifted = delta >= 0 ? cellset_shift_up(s, delta) : cellset_shift_down(s, -delta);
        ck_assert(cellset_equal(cellset_shift(s, delta), shifted));
        ck_assert(cellset_has(cellset_with(s, cell), cell));
        ck_assert(!cellset_has(cellset_without(s, cell), cell));
        ck_assert_int_eq(cellset_count(cellset_with(s, cell)), cellset_count(s) + !cellset_has(s, cell));
        for (int n = 0; n < 4; n++)
            ck_assert_int_eq(cellset_more_than(s, n), cellset_count(s) > n);
        int previous = -1, visited = 0;
        CELLSET_FOR_EACH(s, c) {
            ck_assert_int_gt(c, previous);
            ck_assert(cellset_has(s, c));
            previous = c;
            visited++;
        }
        ck_assert_int_eq(visited, cellset_count(s));
    }
}
END_TEST

static Suite *cellset_suite(void)
{
    Suite *s = suite_create("cellset");
    TCase *tc = tcase_create("representations");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, operations_on_edge_values);
    tcase_add_loop_test(tc, operations_on_random_values, 0, 4);
    tcase_add_test(tc, mul_high64_known_values);
    tcase_add_test(tc, initializer_matches_words);
    tcase_add_test(tc, derived_operations);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(cellset_suite)
