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
 * Which armies force spacemate against a bare king (`make endgames`
 * builds it; README, "Endgames").  For each ending given, white king and
 * one or two pieces (Q, R, B, N, U: "RN" is king, rook and knight)
 * against the black king alone, a retrograde analysis of every placement
 * with either side to move, on the moves of the core's geometry:
 *
 *   tests/tools/endgames [PIECES...]   (default: each piece alone, then
 *                                       every pair of Q R B N U but with
 *                                       a queen)
 *
 * prints how many of the legal positions White wins with White to move
 * and with Black to move, how many are spacemate, and the longest forced
 * mate in plies.  Black
 * to move may take a piece; what is left is looked up in the table of
 * the smaller ending (a bare king pair is a draw).  A table of king and
 * two pieces has 125^4 placements a side to move: 0.75 GB and a minute or
 * two; one piece, 2 MB and a second.
 *
 * README, "Endgames", has the results; can_force_mate() in
 * src/core/evaluate.c follows them.
 */
#include <config.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/attacks.h"
#include "core/geometry.h"
#include "core/piece.h"
#include "core/position.h"
#include "core/xalloc.h"

enum { N = CELL_COUNT, MAX_PIECES = 2, ILLEGAL = 255, STALEMATE_ESCAPE = 250, REAL_ESCAPE = 200 };

static int8_t ray[N][DIRECTION_COUNT][BOARD_SIZE];
static int8_t ray_length[N][DIRECTION_COUNT];
static uint8_t moves_along[PIECE_TYPE_COUNT][DIRECTION_COUNT];

static inline bool adjacent(int a, int b)
{
    return cellset_has(KING_ATTACKS[a], b);
}

static void fill_geometry(void)
{
    core_init();
    attacks_init();
    for (int c = 0; c < N; c++) {
        int mb = MAILBOX_OF_CELL[c];
        for (int d = 0; d < DIRECTION_COUNT; d++) {
            int n = 0;
            for (int t = mb + DIRECTION_OFFSET[d]; CELL_OF_MAILBOX[t] != CELL_NONE; t += DIRECTION_OFFSET[d])
                ray[c][d][n++] = CELL_OF_MAILBOX[t];
            ray_length[c][d] = (int8_t)n;
        }
    }
    for (int d = 0; d < DIRECTION_COUNT; d++) {
        moves_along[ROOK][d] = DIRECTION_CLASS[d] == LINE_ROOK;
        moves_along[BISHOP][d] = DIRECTION_CLASS[d] == LINE_BISHOP;
        moves_along[UNICORN][d] = DIRECTION_CLASS[d] == LINE_UNICORN;
        moves_along[QUEEN][d] = moves_along[KING][d] = 1;
    }
}

/* Whether a piece of type t on `from` attacks `to`, cells with occupied[]
 * set blocking. */
static inline int attacks(int t, int from, int to, const uint8_t *occupied)
{
    if (from == to)
        return 0;
    if (t == KING)
        return adjacent(from, to);
    if (t == KNIGHT)
        return cellset_has(KNIGHT_ATTACKS[from], to);
    int d = DIRECTION_BETWEEN[from][to];
    if (d < 0 || !moves_along[t][d])
        return 0;
    for (int i = 0;; i++) {
        int c = ray[from][d][i];
        if (c == to)
            return 1;
        if (occupied[c])
            return 0;
    }
}

/* One ending: values by placement, 0 a draw (or not yet known), ILLEGAL,
 * or 1 + the plies to spacemate. */
typedef struct Table {
    int count;
    int type[MAX_PIECES];
    size_t size;
    uint8_t *white, *black;     /* the side to move */
    uint8_t *escapes;           /* Black to move: moves not yet known to lose */
} Table;

static Table *tables[PIECE_TYPE_COUNT][PIECE_TYPE_COUNT];

static size_t index_of(int wk, int bk, const int *p, int count)
{
    size_t i = (size_t)wk + (size_t)N * (size_t)bk, m = (size_t)N * N;
    for (int k = 0; k < count; k++, m *= N)
        i += m * (size_t)p[k];
    return i;
}

static void decode(size_t i, int *wk, int *bk, int *p, int count)
{
    *wk = (int)(i % N);
    i /= N;
    *bk = (int)(i % N);
    i /= N;
    for (int k = 0; k < count; k++, i /= N)
        p[k] = (int)(i % N);
}

static int white_attacks(int wk, const int *p, const int *type, int count, int to, const uint8_t *occupied,
    int skip)
{
    if (adjacent(wk, to))
        return 1;
    for (int k = 0; k < count; k++)
        if (k != skip && p[k] != to && attacks(type[k], p[k], to, occupied))
            return 1;
    return 0;
}

static Table *solve(int count, const int *type);

/* White to move after Black took piece `taken`: a win in the smaller
 * ending? */
static int wins_after_capture(const int *type, int count, int taken, int wk, int bk, const int *p)
{
    int t2[MAX_PIECES], p2[MAX_PIECES], n2 = 0;
    for (int k = 0; k < count; k++)
        if (k != taken) {
            t2[n2] = type[k];
            p2[n2++] = p[k];
        }
    if (n2 == 0)
        return 0;
    uint8_t v = solve(n2, t2)->white[index_of(wk, bk, p2, n2)];
    return v != 0 && v != ILLEGAL;
}

static void place(uint8_t *occupied, int wk, int bk, const int *p, int count, uint8_t on)
{
    occupied[wk] = on;
    if (bk >= 0)
        occupied[bk] = on;
    for (int k = 0; k < count; k++)
        occupied[p[k]] = on;
}

/* Every placement: legal or not, spacemate, and Black's escapes. */
static void first_pass(Table *T)
{
    uint8_t occupied[N] = { 0 };
    int wk, bk, p[MAX_PIECES], count = T->count;
    const int *type = T->type;
    for (size_t i = 0; i < T->size; i++) {
        decode(i, &wk, &bk, p, count);
        int ok = wk != bk && !adjacent(wk, bk);
        for (int k = 0; k < count && ok; k++) {
            ok = p[k] != wk && p[k] != bk;
            for (int j = 0; j < k; j++)
                ok = ok && p[j] != p[k];
        }
        if (!ok) {
            T->white[i] = T->black[i] = ILLEGAL;
            continue;
        }
        place(occupied, wk, bk, p, count, 1);
        int in_check = white_attacks(wk, p, type, count, bk, occupied, -1);
        /* With White to move, Black may not stand in check. */
        T->white[i] = in_check ? ILLEGAL : 0;
        T->black[i] = 0;
        occupied[bk] = 0;       /* the king does not shield the cells behind it */
        int escapes = 0, legal = 0, held = 0;
        for (int d = 0; d < DIRECTION_COUNT; d++) {
            if (!ray_length[bk][d])
                continue;
            int to = ray[bk][d][0];
            if (to == wk || adjacent(wk, to))
                continue;
            int taken = -1;
            for (int k = 0; k < count; k++)
                if (p[k] == to)
                    taken = k;
            if (white_attacks(wk, p, type, count, to, occupied, taken))
                continue;
            legal = 1;
            if (taken < 0)
                escapes++;
            else if (!wins_after_capture(type, count, taken, wk, to, p))
                held = 1;
        }
        if (held)
            escapes = REAL_ESCAPE;      /* never counted down */
        place(occupied, wk, -1, p, count, 0);
        if (!legal) {
            T->black[i] = in_check ? 1 : 0;
            escapes = in_check ? 0 : STALEMATE_ESCAPE;
        }
        T->escapes[i] = (uint8_t)escapes;
    }
}

/* White's positions one move before Black's lost ones at `level`. */
static int white_wins_from(Table *T, int level)
{
    uint8_t occupied[N] = { 0 };
    int wk, bk, p[MAX_PIECES], count = T->count, changed = 0;
    for (size_t i = 0; i < T->size; i++) {
        if (T->black[i] != level)
            continue;
        decode(i, &wk, &bk, p, count);
        place(occupied, wk, bk, p, count, 1);
        for (int k = -1; k < count; k++) {
            int from = k < 0 ? wk : p[k], t = k < 0 ? KING : T->type[k];
            int before[DIRECTION_COUNT * BOARD_SIZE], n = 0;
            if (t == KNIGHT) {
                CELLSET_FOR_EACH(KNIGHT_ATTACKS[from], c)
                    if (!occupied[c])
                        before[n++] = c;
            } else {
                for (int d = 0; d < DIRECTION_COUNT; d++) {
                    if (!moves_along[t][d])
                        continue;
                    for (int j = 0; j < ray_length[from][d]; j++) {
                        int c = ray[from][d][j];
                        if (occupied[c])
                            break;
                        before[n++] = c;
                        if (t == KING)
                            break;
                    }
                }
            }
            for (int j = 0; j < n; j++) {
                int q[MAX_PIECES], w2 = wk;
                memcpy(q, p, sizeof q);
                if (k < 0) {
                    if (adjacent(before[j], bk))
                        continue;
                    w2 = before[j];
                } else
                    q[k] = before[j];
                size_t pi = index_of(w2, bk, q, count);
                if (T->white[pi] == 0) {
                    T->white[pi] = (uint8_t)(level + 1);
                    changed = 1;
                }
            }
        }
        place(occupied, wk, bk, p, count, 0);
    }
    return changed;
}

/* Black's positions whose every move leads to White's won ones. */
static int black_loses_from(Table *T, int level)
{
    uint8_t occupied[N] = { 0 };
    int wk, bk, p[MAX_PIECES], count = T->count, changed = 0;
    for (size_t i = 0; i < T->size; i++) {
        if (T->white[i] != level)
            continue;
        decode(i, &wk, &bk, p, count);
        place(occupied, wk, -1, p, count, 1);
        for (int d = 0; d < DIRECTION_COUNT; d++) {
            if (!ray_length[bk][d])
                continue;
            int c = ray[bk][d][0];
            if (occupied[c] || adjacent(c, wk))
                continue;
            size_t pi = index_of(wk, c, p, count);
            if (T->black[pi] != 0 || T->escapes[pi] == 0 || T->escapes[pi] >= REAL_ESCAPE)
                continue;
            if (--T->escapes[pi] == 0) {
                T->black[pi] = (uint8_t)(level + 1);
                changed = 1;
            }
        }
        place(occupied, wk, -1, p, count, 0);
    }
    return changed;
}

static Table *solve(int count, const int *type)
{
    int a = type[0], b = count > 1 ? type[1] : 0;
    if (tables[a][b])
        return tables[a][b];
    Table *T = xcalloc(1, sizeof *T);
    T->count = count;
    memcpy(T->type, type, (size_t)count * sizeof *type);
    T->size = (size_t)N * N;
    for (int k = 0; k < count; k++)
        T->size *= N;
    T->white = xmalloc(T->size);
    T->black = xmalloc(T->size);
    T->escapes = xmalloc(T->size);
    first_pass(T);
    for (int level = 1; level + 2 < ILLEGAL; level += 2) {
        int more = white_wins_from(T, level);
        more |= black_loses_from(T, level + 1);
        if (!more)
            break;
    }
    free(T->escapes);
    T->escapes = NULL;
    tables[a][b] = T;
    return T;
}

static int type_of(char c)
{
    PieceType t = piece_type_from_letter(c);
    return t == NO_TYPE || t == PAWN || t == KING ? -1 : (int)t;
}

static void report(const char *pieces)
{
    int count = (int)strlen(pieces), type[MAX_PIECES];
    if (count < 1 || count > MAX_PIECES) {
        fprintf(stderr, "endgames: %s: one or two of Q R B N U\n", pieces);
        exit(2);
    }
    for (int k = 0; k < count; k++)
        if ((type[k] = type_of(pieces[k])) < 0) {
            fprintf(stderr, "endgames: %s: '%c' is not one of Q R B N U\n", pieces, pieces[k]);
            exit(2);
        }
    Table *T = solve(count, type);
    size_t legal[2] = { 0, 0 }, won[2] = { 0, 0 }, mates = 0;
    int longest = 0;
    for (size_t i = 0; i < T->size; i++) {
        if (T->white[i] != ILLEGAL) {
            legal[0]++;
            if (T->white[i]) {
                won[0]++;
                if (T->white[i] - 1 > longest)
                    longest = T->white[i] - 1;
            }
        }
        if (T->black[i] != ILLEGAL) {
            legal[1]++;
            won[1] += T->black[i] != 0;
            mates += T->black[i] == 1;
        }
    }
    printf("K%sK  White to move: %zu of %zu won (%.2f %%)  Black to move: %zu of %zu won (%.2f %%)", pieces,
        won[0], legal[0], 100.0 * (double)won[0] / (double)legal[0], won[1], legal[1],
        100.0 * (double)won[1] / (double)legal[1]);
    if (won[0])
        printf("  %zu spacemates, the longest mate %d plies\n", mates, longest);
    else
        printf("  %zu spacemates\n", mates);
    fflush(stdout);
    if (count == MAX_PIECES) {
        free(T->white);
        free(T->black);
        free(T);
        tables[type[0]][type[1]] = NULL;
    }
}

int main(int argc, char **argv)
{
    fill_geometry();
    if (argc > 1) {
        for (int i = 1; i < argc; i++)
            report(argv[i]);
        return 0;
    }
    static const char *const all[] = { "Q", "R", "B", "N", "U", "RR", "RB", "RN", "RU", "BB", "BN", "BU", "NN",
        "NU", "UU" };
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        report(all[i]);
    return 0;
}
