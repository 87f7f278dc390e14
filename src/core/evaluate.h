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
 * The static evaluation: how good a position looks to the side to move, in
 * centipawns, without searching.  Every term is a pair (middlegame,
 * endgame) blended by the material left on the board (the game phase):
 *
 *   material and placement  piece values, and for each piece a bonus for
 *                           the cells it stands on (piece-square tables
 *                           derived from the cube: a piece's centre is
 *                           where it reaches most cells on an empty cube;
 *                           pawns by their distance to the promotion row;
 *                           the king at home in the middlegame, central
 *                           in the endgame)
 *   mobility                cells each piece reaches that are not its own
 *                           side's and not guarded by an enemy pawn
 *   king safety             enemy pieces bearing on the 26 cells around a
 *                           king, and the open lines that lead to it
 *   threats                 pieces attacked by an enemy pawn or a lesser
 *                           enemy piece, and pieces attacked and not
 *                           defended
 *   pawns                   passed pawns, by their distance to promotion
 *   endgame                 driving a bare king to the edge of the cube
 *   tempo                   a small bonus for having the move
 *
 * The weights are a table of named parameters (evaluate.c lists them
 * with their defaults); tests/tools/tune fits them to self-play games
 * (README, section "Tuning").  The reasons for the material values are in
 * README (section "The engine").
 */
#ifndef RAUMSCHACH_EVALUATE_H
#define RAUMSCHACH_EVALUATE_H

#include <stdbool.h>
#include <stdint.h>

#include "move.h"
#include "piece.h"
#include "position.h"

/* Middlegame material value of each piece type (KING 0), in centipawns:
 * for move ordering, pruning margins and the exchange evaluation; named
 * here too for what must know their order when it is compiled. */
enum {
    VALUE_PAWN = 100,
    VALUE_UNICORN = 170,
    VALUE_KNIGHT = 300,
    VALUE_ROOK = 300,
    VALUE_BISHOP = 320,
    VALUE_QUEEN = 850,
};
extern const int PIECE_VALUE[PIECE_TYPE_COUNT];

/* What the evaluation keeps up to date move by move instead of counting
 * again: material and piece-square values (a packed middlegame/endgame
 * pair, White's view), the game phase, and each side's pawns as a set of
 * cells (two 64-bit words); and what follows from the pawns alone (the
 * cells they attack, the passed pawns' score), worked out again only after
 * a move that changed the pawns. */
typedef struct EvalAccumulator {
    int32_t placement;
    int phase;
    uint64_t pawns[2][2];
    uint64_t pawn_key;          /* Zobrist hash of the pawns alone */
    bool pawns_changed;
    uint64_t pawn_attacks[2][2];
    int32_t passed_pawns;
} EvalAccumulator;

/* Pawn structures met before, by their pawn hash: what follows from the
 * pawns alone, so that a move that changed them seldom means counting
 * again. */
typedef struct PawnEntry {
    uint64_t key;
    uint64_t pawn_attacks[2][2];
    int32_t passed_pawns;
} PawnEntry;

enum {
    PAWN_TABLE_SIZE = 1024,
    /* A power of two: 256 KB of full evaluations. */
    EVAL_CACHE_FULL_SIZE = 1 << 15,
};

/* What the evaluation keeps from one call to the next; a searcher owns
 * one.  pawn: by pawn structure, as above.  full: the full evaluations
 * of positions met before, by their hash (the bits above the low 16 with
 * the evaluation in the low 16, kept only when it fits): a position the
 * search comes back to, by another order of moves or after its hash
 * table entry was replaced, is not evaluated again. */
typedef struct EvalCache {
    PawnEntry pawn[PAWN_TABLE_SIZE];
    uint64_t full[EVAL_CACHE_FULL_SIZE];
} EvalCache;

/* The evaluation of pos for its side to move, in centipawns. */
int evaluate(const Position *pos);

/* The accumulator of a position, counted from scratch. */
void eval_accumulator_init(EvalAccumulator *acc, const Position *pos);
/* The accumulator after move m, from the one before it; pos is the
 * position before the move. */
void eval_accumulator_update(EvalAccumulator *next, const EvalAccumulator *current, const Position *pos,
    Move m);
/* Material and placement alone (with the tempo), for the side to move:
 * what evaluate_lazy() falls back on. */
int evaluate_rough(const Position *pos, const EvalAccumulator *acc);
/* evaluate() with a ready accumulator and a cache (NULL for none).
 * When the material and placement alone are further than EVAL_LAZY_MARGIN
 * outside (alpha, beta), returns that rough value and sets *exact to
 * false, else the full evaluation. */
int evaluate_lazy(const Position *pos, EvalAccumulator *acc, EvalCache *cache, int alpha, int beta,
    bool *exact);

/* The evaluation split by term, from White's side, after blending by
 * phase (for tests and tuning; their sum, divided by divisor, plus the
 * tempo is evaluate() for White). */
typedef struct EvalTerms {
    int material_placement;
    int mobility;
    int king_safety;
    int passed_pawns;
    int threats;
    int endgame;
    int phase;       /* 0 (bare kings) .. EVAL_PHASE_MAX (all pieces) */
    int divisor;     /* DRAWN_DIVISOR when the side the sum favours cannot
                      * force spacemate, else 1 */
} EvalTerms;

enum { DRAWN_DIVISOR = 8 };

enum { EVAL_PHASE_MAX = 28, EVAL_LAZY_MARGIN = 150 };

void evaluate_terms(const Position *pos, EvalTerms *terms);

/* The evaluation's weights: piece values, placement, pawns, mobility,
 * king safety, tempo, the bare-king endgame and threats, each with a name
 * ("material.pawn.mg"). */
enum { EVAL_PARAM_COUNT = 77 };

typedef struct EvalParams {
    int value[EVAL_PARAM_COUNT];
} EvalParams;

/* The name of parameter index (0 .. EVAL_PARAM_COUNT - 1). */
const char *eval_param_name(int index);
/* The index of the parameter called name, -1 if there is none. */
int eval_param_find(const char *name);
void eval_params_default(EvalParams *p);
/* The values the evaluation uses now. */
void eval_params_current(EvalParams *p);
/* Makes the evaluation use p from now on, in every thread: for the tuner
 * and its matches, never while a search runs.  Pawn tables filled with
 * other values are stale (searcher_clear() empties them). */
void eval_params_use(const EvalParams *p);

#endif
