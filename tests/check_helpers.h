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
 * Shared by the Check suites: a main() that runs one suite and reports
 * through TAP (CK_TAP_LOG_FILE_NAME is set by `make check`), helpers to
 * set up positions from RFEN, to ask whether a move is legal, to mirror a
 * position, a fixed pseudo-random sequence for random games, and Failures
 * for loops that check millions of things.
 */
#ifndef RAUMSCHACH_CHECK_HELPERS_H
#define RAUMSCHACH_CHECK_HELPERS_H

#include <check.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/movegen.h"
#include "core/rfen.h"

/* Positions in tests are given as RFEN; a bad one fails the test. */
static inline void load(Position *pos, const char *rfen)
{
    Error err;
    ck_assert_msg(rfen_parse(rfen, pos, &err), "bad test RFEN '%s': column %d: %s", rfen,
        err.column, err.message);
}

/* Plays the legal move between two named cells (no promotion). */
static inline void test_play(Position *pos, const char *from, const char *to)
{
    Move m = movegen_find(pos, cell_parse(from), cell_parse(to), NO_TYPE);
    ck_assert_msg(m != MOVE_NONE, "%s-%s is not legal", from, to);
    Undo undo;
    position_make_move(pos, m, &undo);
}

/* Hang guard only (a debugger or sanitizer build can be slow); these are
 * not speed limits. */
/* Is m one of the legal moves of pos? */
static inline bool test_is_legal(const Position *pos, Move m)
{
    MoveList list;
    movegen_legal(pos, &list);
    for (int i = 0; i < list.count; i++)
        if (list.moves[i] == m)
            return true;
    return false;
}

/* The cube turned about its centre with the colours swapped: the same
 * position for the other side (the start position maps onto itself).
 * The move clocks are kept. */
static inline void test_mirror(const Position *src, Position *dst)
{
    position_clear(dst);
    for (int cell = 0; cell < CELL_COUNT; cell++) {
        Piece p = position_at(src, cell);
        if (p != PIECE_EMPTY)
            position_put(dst, CELL_COUNT - 1 - cell, piece_make((Colour)(piece_colour(p) ^ 1), piece_type(p)));
    }
    position_set_side(dst, (Colour)(src->side ^ 1));
    dst->halfmove = src->halfmove;
    dst->fullmove = src->fullmove;
}

/* The next number (31 bits) of a fixed pseudo-random sequence, so that
 * random games are the same in every run: a 64-bit linear congruential
 * generator (Knuth's MMIX constants), its high bits. */
static inline uint64_t test_random(uint64_t *state)
{
    *state = *state * 6364136223846793005ull + 1442695040888963407ull;
    return *state >> 33;
}

/* The failures of a loop, counted, the first one's message kept, to be
 * asserted once after the loop with assert_no_failures().  Check records
 * every passing assertion (through a pipe to the runner): in a loop of
 * millions that costs far more than the checks themselves. */
typedef struct Failures {
    long count;
    char first[512];
} Failures;

static inline void failures_note(Failures *f, const char *format, ...) __attribute__((format(printf, 2, 3)));

static inline void failures_note(Failures *f, const char *format, ...)
{
    if (f->count++ > 0)
        return;
    va_list args;
    va_start(args, format);
    vsnprintf(f->first, sizeof f->first, format, args);
    va_end(args);
}

/* Notes a failure unless cond holds. */
#define failures_check(f, cond, ...) \
    do {                                                                     \
        if (!(cond))                                                         \
            failures_note((f), __VA_ARGS__);                                 \
    } while (0)

#define assert_no_failures(f) \
    ck_assert_msg((f)->count == 0, "%ld failures; the first: %s", (f)->count, (f)->first)

enum { TEST_TIMEOUT_SECONDS = 600 };

#define CHECK_MAIN(suite_function)                                           \
    int main(void)                                                           \
    {                                                                        \
        SRunner *runner = srunner_create(suite_function());                  \
        srunner_run_all(runner, CK_ENV);                                     \
        int failed = srunner_ntests_failed(runner);                          \
        srunner_free(runner);                                                \
        return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;                    \
    }

#endif
