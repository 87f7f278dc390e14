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
 * The belief of a Kriegspiel player (kriegbelief.h): samples as full
 * Positions in a growing array, the count of plies and of this turn's
 * refused tries already taken in, and the Facts that decide whether a
 * board could be the true one now.  Everything here reads the KriegView
 * and the player's own sampled boards, never a referee.
 */
#include <config.h>

#include "kriegbelief.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "attacks.h"
#include "evaluate.h"
#include "exchange.h"
#include "movegen.h"
#include "splitmix64.h"
#include "xalloc.h"

enum {
    /* Enemy moves looked at for each sample's children at most. */
    CHILDREN_PER_SAMPLE_MAX = 8,
    /* Children made per sample wanted, so that the observations to come
     * choose among more than they keep. */
    OVERSAMPLING = 3,
    /* An enemy move this much worse than its best is half as likely. */
    LIKELY_HALVING = 40,
    /* A king's move out of no check counts this much less: players keep
     * their king at home while they can. */
    KING_MOVE_COST = 80,
    /* Repairs move the enemy king in one change in this many at most. */
    KING_DISPLACED_ONE_IN = 8,
    /* Changes tried on one sample to make it fit, and to vary a copy. */
    REPAIR_STEPS = 160,
    VARY_STEPS = 3,
    /* A repair starts from at most this many of the samples; after an own
     * move that no sample allowed, from this many. */
    REPAIR_SAMPLES_MAX = 64,
    RELAXED_REPAIRS_MAX = 16,
    /* Repairs of the board that came closest, each going on from where the
     * one before left it, when none of the samples could be made to fit. */
    CLOSEST_REPAIRS_MAX = 256,
};

typedef struct SampleSet {
    Position *boards;
    int count, capacity;
} SampleSet;

struct KriegBelief {
    Colour side;
    bool started;
    size_t plies_seen;
    int refused_seen;                  /* of the turn under way */
    SampleSet samples, next;
    int relaxations;
    uint64_t random;
};

/* What the player knows after some plies (at its turn, for
 * kriegbelief_consistent(); or just after its own move). */
typedef struct Facts {
    Colour us, them;
    Colour mover;                      /* the side to move then */
    Position own;                      /* the own board then */
    const KriegHeard *heard;           /* the last announcements */
    int enemy_capture_cell;            /* where the enemy just captured, or CELL_NONE */
    const Move *refused;
    int refused_count;
    int enemy_total;                   /* the enemy's pieces now */
    int enemy_pawns_left;              /* its pawns at the start less those captured */
    uint8_t start_count[PIECE_TYPE_COUNT]; /* the enemy's army at the start */
    int pawn_rank_limit, pawn_level_limit; /* its pawns never go back behind these */
    CellSet hot;                       /* where an enemy piece would change what fits */
} Facts;

/* --- Sample sets --- */

static void set_add(SampleSet *s, const Position *board)
{
    if (s->count == s->capacity) {
        s->capacity = s->capacity ? 2 * s->capacity : 64;
        Position *grown = xmalloc((size_t)s->capacity * sizeof *grown);
        if (s->count)
            memcpy(grown, s->boards, (size_t)s->count * sizeof *grown);
        free(s->boards);
        s->boards = grown;
    }
    s->boards[s->count++] = *board;
}

static void swap_sets(KriegBelief *b)
{
    SampleSet t = b->samples;
    b->samples = b->next;
    b->next = t;
    b->next.count = 0;
}

static uint64_t random_below(KriegBelief *b, uint64_t n)
{
    return n ? splitmix64_next(&b->random) % n : 0;
}

KriegBelief *kriegbelief_new(void)
{
    return xcalloc(1, sizeof(KriegBelief));
}

void kriegbelief_free(KriegBelief *b)
{
    if (!b)
        return;
    free(b->samples.boards);
    free(b->next.boards);
    free(b);
}

void kriegbelief_reset(KriegBelief *b)
{
    b->started = false;
    b->plies_seen = 0;
    b->refused_seen = 0;
    b->samples.count = b->next.count = 0;
    b->relaxations = 0;
}

int kriegbelief_sample_count(const KriegBelief *b)
{
    return b->samples.count;
}

const Position *kriegbelief_sample(const KriegBelief *b, int i)
{
    return &b->samples.boards[i];
}

int kriegbelief_relaxations(const KriegBelief *b)
{
    return b->relaxations;
}

int kriegbelief_likelihood(const KriegBelief *b, int cell, KriegLikely what)
{
    if (b->samples.count == 0)
        return 0;
    int hits = 0;
    Colour them = (Colour)(b->side ^ 1);
    for (int i = 0; i < b->samples.count; i++) {
        Piece p = position_at(&b->samples.boards[i], cell);
        if (!piece_is_real(p) || piece_colour(p) != them)
            continue;
        PieceType t = piece_type(p);
        KriegLikely kind = t == KING ? KRIEG_LIKELY_KING : t == PAWN ? KRIEG_LIKELY_PAWN : KRIEG_LIKELY_PIECE;
        hits += kind == what;
    }
    return hits * 1000 / b->samples.count;
}

/* --- What the view says --- */

/* The direction of a step, or -1. */
static int direction_of(int dl, int df, int dr)
{
    for (int d = 0; d < DIRECTION_COUNT; d++)
        if (DIRECTION_VECTOR[d][0] == dl && DIRECTION_VECTOR[d][1] == df && DIRECTION_VECTOR[d][2] == dr)
            return d;
    return -1;
}

/* After an own move: where an enemy pawn would attack an own piece (for
 * the enemy's pawn tries), where the own pieces attack (for a check). */
static CellSet hot_cells_after_own_move(const Facts *f)
{
    CellSet hot = cellset_empty();
    CellSet occupied = cellset_of_words(f->own.occupied[f->us]);
    POSITION_FOR_EACH_CELL(&f->own, f->us, cell, {
        if (f->heard->pawn_tries > 0)
            hot = cellset_or(hot, PAWN_ATTACKS[f->us][cell]);
        if (f->heard->check_count > 0)
            hot = cellset_or(hot, attacks_of_piece(piece_type(position_at(&f->own, cell)), cell, occupied));
    });
    return cellset_and_not(hot, occupied);
}

/* The cells where an enemy piece would change whether a board fits: on
 * the refused tries' paths, on the announced check lines, where the own
 * pawns capture, where the enemy just captured. */
static CellSet hot_cells(const Facts *f)
{
    if (f->mover != f->us)
        return hot_cells_after_own_move(f);
    CellSet hot = cellset_empty();
    for (int i = 0; i < f->refused_count; i++) {
        int from = move_from(f->refused[i]), to = move_to(f->refused[i]);
        hot = cellset_with(hot, to);
        if (DIRECTION_BETWEEN[from][to] >= 0)
            hot = cellset_or(hot, cells_between(from, to));
    }
    int king = position_king_cell(&f->own, f->us);
    for (int i = 0; i < f->heard->check_count && king != CELL_NONE; i++) {
        int dl, df, dr;
        if (!kriegspiel_check_step(f->heard->checks[i], &dl, &df, &dr)) {
            hot = cellset_or(hot, KNIGHT_ATTACKS[king]);
            continue;
        }
        int up = direction_of(dl, df, dr), down = direction_of(-dl, -df, -dr);
        if (up >= 0)
            hot = cellset_or(hot, RAY_CELLS[up][king]);
        if (down >= 0)
            hot = cellset_or(hot, RAY_CELLS[down][king]);
    }
    if (f->heard->pawn_tries > 0)
        POSITION_FOR_EACH_CELL(&f->own, f->us, cell, {
            if (piece_type(position_at(&f->own, cell)) == PAWN)
                hot = cellset_or(hot, PAWN_ATTACKS[f->us][cell]);
        });
    if (f->enemy_capture_cell != CELL_NONE)
        hot = cellset_with(hot, f->enemy_capture_cell);
    return cellset_and_not(hot, cellset_of_words(f->own.occupied[f->us]));
}

/* The facts after the first `plies` plies of the view: at its end, with
 * this turn's refused tries; earlier, without. */
static void facts_at(const KriegView *view, size_t plies, Facts *f)
{
    memset(f, 0, sizeof *f);
    f->us = view->side;
    f->them = (Colour)(view->side ^ 1);
    bool now = plies == view->ply_count;
    if (now)
        f->own = view->own;
    else
        kriegview_board_at(view, plies, &f->own);
    f->mover = plies ? (Colour)(view->plies[plies - 1].mover ^ 1) : view->start.side;
    f->heard = plies ? &view->plies[plies - 1].heard : &view->before_first;
    f->enemy_capture_cell = CELL_NONE;
    if (plies && view->plies[plies - 1].mover == f->them)
        f->enemy_capture_cell = f->heard->capture_cell;
    f->refused = now ? view->refused_now : NULL;
    f->refused_count = now && view->refused_now ? view->refused_now_count : 0;

    const Position *start = &view->setup;
    int total = 0;
    for (int t = 0; t < PIECE_TYPE_COUNT; t++) {
        f->start_count[t] = start->count[f->them][t];
        total += start->count[f->them][t];
    }
    int captured = 0, pawns_captured = 0;
    for (size_t i = 0; i < plies; i++) {
        const KriegPly *ply = &view->plies[i];
        if (ply->mover == f->us && ply->heard.capture_cell != CELL_NONE) {
            captured++;
            pawns_captured += ply->heard.capture_pawn;
        }
    }
    f->enemy_total = total - captured;
    f->enemy_pawns_left = f->start_count[PAWN] - pawns_captured;
    bool white = f->them == WHITE;
    f->pawn_rank_limit = white ? BOARD_SIZE : -1;
    f->pawn_level_limit = white ? BOARD_SIZE : -1;
    POSITION_FOR_EACH_CELL(start, f->them, cell, {
        if (piece_type(position_at(start, cell)) != PAWN)
            continue;
        int r = cell_rank(cell);
        int l = cell_level(cell);
        if (white ? r < f->pawn_rank_limit : r > f->pawn_rank_limit)
            f->pawn_rank_limit = r;
        if (white ? l < f->pawn_level_limit : l > f->pawn_level_limit)
            f->pawn_level_limit = l;
    });
    f->hot = hot_cells(f);
}

static bool promotion_cell(Colour c, int cell)
{
    return c == WHITE ? cell >= CELL_COUNT - BOARD_SIZE : cell < BOARD_SIZE;
}

/* Can an enemy pawn stand on cell (it never moves back, and promotes on
 * its last row)? */
static bool pawn_cell_possible(const Facts *f, int cell)
{
    if (promotion_cell(f->them, cell))
        return false;
    int r = cell_rank(cell), l = cell_level(cell);
    if (f->them == WHITE)
        return r >= f->pawn_rank_limit && l >= f->pawn_level_limit;
    return r <= f->pawn_rank_limit && l <= f->pawn_level_limit;
}

/* The own army exactly, the enemy's material possible, the side to move. */
static bool structure_fits(const Facts *f, const Position *p)
{
    if (p->side != f->mover || memcmp(p->pieces[f->us], f->own.pieces[f->us], sizeof p->pieces[f->us]) != 0)
        return false;
    int total = 0, promoted = 0;
    for (int t = PAWN; t < PIECE_TYPE_COUNT; t++) {
        total += p->count[f->them][t];
        if (t != PAWN && t != KING && p->count[f->them][t] > f->start_count[t])
            promoted += p->count[f->them][t] - f->start_count[t];
    }
    int pawns = p->count[f->them][PAWN];
    if (total != f->enemy_total || p->count[f->them][KING] != 1 || pawns + promoted > f->enemy_pawns_left)
        return false;
    bool fits = true;
    for (int w = 0; w < 2; w++) {
        uint64_t bits = p->pieces[f->them][PAWN][w];
        while (bits && fits) {
            fits = pawn_cell_possible(f, w * 64 + __builtin_ctzll(bits));
            bits &= bits - 1;
        }
    }
    return fits;
}

static int checks_differing(const KriegHeard *a, const KriegHeard *b)
{
    bool in_a[KRIEG_CHECK_COUNT] = { false }, in_b[KRIEG_CHECK_COUNT] = { false };
    for (int i = 0; i < a->check_count; i++)
        in_a[a->checks[i]] = true;
    for (int i = 0; i < b->check_count; i++)
        in_b[b->checks[i]] = true;
    int differing = 0;
    for (int c = 0; c < KRIEG_CHECK_COUNT; c++)
        differing += in_a[c] != in_b[c];
    return differing;
}

/* How far p is from fitting the announcements and this turn's "No"s (0:
 * it fits); its structure is taken as fitting. */
static int violations(const Facts *f, const Position *p)
{
    int v = 0;
    if (position_king_attacked(p, (Colour)(f->mover ^ 1)))
        v += 3;
    KriegHeard h;
    kriegspiel_announce(p, PIECE_EMPTY, CELL_NONE, TERMINATION_NONE, &h);
    v += checks_differing(&h, f->heard) + abs(h.pawn_tries - f->heard->pawn_tries);
    if (f->enemy_capture_cell != CELL_NONE) {
        Piece there = position_at(p, f->enemy_capture_cell);
        v += 2 * !(piece_is_real(there) && piece_colour(there) == f->them);
    }
    for (int i = 0; i < f->refused_count; i++)
        v += movegen_find(p, move_from(f->refused[i]), move_to(f->refused[i]), move_promotion(f->refused[i]))
            != MOVE_NONE;
    return v;
}

bool kriegbelief_consistent(const KriegView *view, const Position *board)
{
    Facts f;
    facts_at(view, view->ply_count, &f);
    return structure_fits(&f, board) && violations(&f, board) == 0;
}

/* --- Following the plies --- */

static bool heard_equal(const KriegHeard *a, const KriegHeard *b)
{
    return a->capture_cell == b->capture_cell && (a->capture_cell == CELL_NONE || a->capture_pawn == b->capture_pawn)
        && a->pawn_tries == b->pawn_tries && checks_differing(a, b) == 0;
}

/* Plays m on *p and tells whether what would be announced is `heard`. */
static bool play_fits(Position *p, Move m, const KriegHeard *heard)
{
    Piece captured = position_at(p, move_to(m));
    bool took = piece_is_real(captured);
    if (took != (heard->capture_cell != CELL_NONE) || (took && move_to(m) != heard->capture_cell))
        return false;
    Undo undo;
    position_make_move(p, m, &undo);
    if (position_in_check(p) != (heard->check_count > 0)) {
        position_unmake_move(p, m, &undo);
        return false;
    }
    KriegHeard h;
    kriegspiel_announce(p, captured, move_to(m), TERMINATION_NONE, &h);
    if (!heard_equal(&h, heard)) {
        position_unmake_move(p, m, &undo);
        return false;
    }
    return true;
}

/* How likely a player is to make an enemy move, by its value to the
 * enemy at a glance (the evaluation after it, less half the piece when
 * the exchange it starts loses): the weight falls by half for every
 * LIKELY_HALVING centipawns it is worse than the best move, never to 0. */
static const int LIKELY_WEIGHT[] = { 1024, 724, 512, 362, 256, 181, 128, 91, 64, 45, 32, 23, 16, 11, 8, 6, 4, 3, 2 };

static int move_weight(int value, int best)
{
    int step = (best - value) / LIKELY_HALVING;
    int last = (int)(sizeof LIKELY_WEIGHT / sizeof LIKELY_WEIGHT[0]) - 1;
    return LIKELY_WEIGHT[step < last ? step : last];
}

/* The value of enemy move m, made on `before` giving `after`, to the enemy. */
static int enemy_move_value(const Position *before, const Position *after, Move m)
{
    int value = -evaluate(after);
    PieceType moved = piece_type(position_at(before, move_from(m)));
    if (moved != KING && !exchange_at_least(before, m, 0))
        value -= PIECE_VALUE[moved] / 2;
    if (moved == KING && !position_in_check(before))
        value -= KING_MOVE_COST;
    return value;
}

/* Each sample's children: enemy moves legal on it that fit the heard,
 * drawn without repeats, each as likely as its weight (move_weight):
 * players make good moves more often than bad ones. */
static void branch_enemy_ply(KriegBelief *b, const KriegPly *ply, int size)
{
    int parents = b->samples.count;
    int per_parent = (OVERSAMPLING * size + parents - 1) / parents;
    if (per_parent > CHILDREN_PER_SAMPLE_MAX)
        per_parent = CHILDREN_PER_SAMPLE_MAX;
    Position *fitting = xmalloc(MAX_MOVES * sizeof *fitting);
    int value[MAX_MOVES], weight[MAX_MOVES];
    for (int i = 0; i < parents; i++) {
        const Position *parent = &b->samples.boards[i];
        MoveList moves;
        movegen_legal(parent, &moves);
        int n = 0, best = INT_MIN;
        for (int j = 0; j < moves.count; j++) {
            fitting[n] = *parent;
            if (!play_fits(&fitting[n], moves.moves[j], &ply->heard))
                continue;
            value[n] = enemy_move_value(parent, &fitting[n], moves.moves[j]);
            if (value[n] > best)
                best = value[n];
            n++;
        }
        int64_t total = 0;
        for (int j = 0; j < n; j++)
            total += weight[j] = move_weight(value[j], best);
        for (int children = 0; children < per_parent && total > 0; children++) {
            int64_t r = (int64_t)random_below(b, (uint64_t)total);
            int j = 0;
            while (r >= weight[j])
                r -= weight[j++];
            set_add(&b->next, &fitting[j]);
            total -= weight[j];
            weight[j] = 0;
        }
    }
    free(fitting);
    if (b->next.count > 0) {
        swap_sets(b);
        return;
    }
    /* None fits: the enemy moved somewhere; the repair at the end puts
     * its army where the announcements need it. */
    b->relaxations++;
    for (int i = 0; i < parents; i++) {
        Undo undo;
        position_make_null(&b->samples.boards[i], &undo);
    }
}

/* Does sample p allow the own ply: its refused tries from `first` on
 * illegal, its move legal with the announcements heard?  Plays it. */
static bool own_ply_fits(Position *p, const KriegPly *ply, int first)
{
    for (int i = first; i < ply->refused_count; i++) {
        Move t = ply->refused[i];
        if (movegen_find(p, move_from(t), move_to(t), move_promotion(t)) != MOVE_NONE)
            return false;
    }
    Move m = movegen_find(p, move_from(ply->move), move_to(ply->move), move_promotion(ply->move));
    return m != MOVE_NONE && play_fits(p, m, &ply->heard);
}

/* This turn's refused tries from `first` on: samples where one is legal go. */
static void follow_refused(KriegBelief *b, const Move *refused, int first, int count)
{
    for (int i = 0; i < b->samples.count; i++) {
        const Position *p = &b->samples.boards[i];
        bool fits = true;
        for (int j = first; j < count && fits; j++)
            fits = movegen_find(p, move_from(refused[j]), move_to(refused[j]), move_promotion(refused[j])) == MOVE_NONE;
        if (fits)
            set_add(&b->next, p);
    }
    if (b->next.count > 0)
        swap_sets(b);
    else
        b->relaxations++;
}

/* --- Repairing and varying samples --- */

/* One of the hot cells at random, or CELL_NONE when there are none. */
static int random_hot_cell(KriegBelief *b, const Facts *f)
{
    int hot = cellset_count(f->hot);
    if (hot == 0)
        return CELL_NONE;
    int k = (int)random_below(b, (uint64_t)hot), cell = CELL_NONE;
    CELLSET_FOR_EACH(f->hot, c)
        if (k-- == 0)
            cell = c;
    return cell;
}

/* A random empty cell for an enemy piece of type t: one of the hot cells
 * half the time. */
static int random_cell_for(KriegBelief *b, const Facts *f, const Position *p, PieceType t)
{
    bool hot = !cellset_is_empty(f->hot);
    for (int attempt = 0; attempt < 64; attempt++) {
        int cell = (int)random_below(b, CELL_COUNT);
        if (hot && attempt < 32 && random_below(b, 2) == 0)
            cell = random_hot_cell(b, f);
        if (position_at(p, cell) != PIECE_EMPTY || (t == PAWN && !pawn_cell_possible(f, cell)))
            continue;
        return cell;
    }
    return CELL_NONE;
}

/* Moves one random enemy piece to another cell: a random empty one, or
 * by one of its moves when `by_move`.  The king is seldom the one (it
 * stays at home more than any piece) unless `king_free` or attacked. */
static bool displace(KriegBelief *b, const Facts *f, Position *p, bool by_move, bool king_free)
{
    int pieces = 0;
    int cells[CELL_COUNT];
    bool king_too = king_free || random_below(b, KING_DISPLACED_ONE_IN) == 0 || position_king_attacked(p, f->them);
    POSITION_FOR_EACH_CELL(p, f->them, cell, {
        if (king_too || piece_type(position_at(p, cell)) != KING)
            cells[pieces++] = cell;
    });
    if (pieces == 0)
        cells[pieces++] = position_king_cell(p, f->them);
    int from = cells[random_below(b, (uint64_t)pieces)];
    Piece piece = position_at(p, from);
    int to = CELL_NONE;
    if (by_move) {
        Position turned = *p;
        position_set_side(&turned, f->them);
        MoveList moves;
        int n = 0;
        Move quiet[MAX_MOVES];
        movegen_legal(&turned, &moves);
        for (int i = 0; i < moves.count; i++)
            if (move_from(moves.moves[i]) == from && !move_is_capture(moves.moves[i])
                && move_promotion(moves.moves[i]) == NO_TYPE)
                quiet[n++] = moves.moves[i];
        if (n > 0)
            to = move_to(quiet[random_below(b, (uint64_t)n)]);
    } else {
        to = random_cell_for(b, f, p, piece_type(piece));
    }
    if (to == CELL_NONE)
        return false;
    position_put(p, from, PIECE_EMPTY);
    position_put(p, to, piece);
    return true;
}

/* A random empty cell where an enemy piece of type t may stand. */
static int random_empty_cell(KriegBelief *b, const Facts *f, const Position *p, PieceType t)
{
    int start = (int)random_below(b, CELL_COUNT);
    for (int i = 0; i < CELL_COUNT; i++) {
        int cell = (start + i) % CELL_COUNT;
        if (position_at(p, cell) == PIECE_EMPTY && (t != PAWN || pawn_cell_possible(f, cell)))
            return cell;
    }
    return CELL_NONE;
}

/* A random enemy piece other than the king, of type `only` unless NO_TYPE. */
static int random_enemy_cell(KriegBelief *b, const Facts *f, const Position *p, PieceType only)
{
    int cells[CELL_COUNT], n = 0;
    POSITION_FOR_EACH_CELL(p, f->them, cell, {
        PieceType t = piece_type(position_at(p, cell));
        if (t != KING && (only == NO_TYPE || t == only))
            cells[n++] = cell;
    });
    return n ? cells[random_below(b, (uint64_t)n)] : CELL_NONE;
}

static int promoted_count(const Facts *f, const Position *p)
{
    int promoted = 0;
    for (int t = KNIGHT; t < KING; t++)
        if (p->count[f->them][t] > f->start_count[t])
            promoted += p->count[f->them][t] - f->start_count[t];
    return promoted;
}

/* A type the enemy has fewer of than at the start, or NO_TYPE. */
static PieceType missing_piece_type(const Facts *f, const Position *p)
{
    for (int t = QUEEN; t >= KNIGHT; t--)
        if (p->count[f->them][t] < f->start_count[t])
            return (PieceType)t;
    return NO_TYPE;
}

/* Makes p's structure fit: the own army put as the view has it, enemy
 * pieces taken off, added or changed until the material is possible,
 * pawns moved off the cells they cannot reach. */
static void fix_structure(KriegBelief *b, const Facts *f, Position *p)
{
    Position fixed = f->own;
    position_set_side(&fixed, f->mover);
    POSITION_FOR_EACH_CELL(p, f->them, cell, {
        Piece piece = position_at(p, cell);
        int to = position_at(&fixed, cell) == PIECE_EMPTY ? cell : random_empty_cell(b, f, &fixed, piece_type(piece));
        if (to != CELL_NONE)
            position_put(&fixed, to, piece);
    });
    if (fixed.count[f->them][KING] == 0) {
        int to = random_empty_cell(b, f, &fixed, KING);
        position_put(&fixed, to, piece_make(f->them, KING));
    }
    for (int guard = 0; guard < CELL_COUNT; guard++) {
        int total = 0;
        for (int t = PAWN; t < PIECE_TYPE_COUNT; t++)
            total += fixed.count[f->them][t];
        int pawns = fixed.count[f->them][PAWN];
        bool too_many_pawns = pawns + promoted_count(f, &fixed) > f->enemy_pawns_left;
        int cell = CELL_NONE;
        if (total > f->enemy_total) {
            cell = random_enemy_cell(b, f, &fixed, too_many_pawns && pawns > 0 ? PAWN : NO_TYPE);
            if (cell != CELL_NONE)
                position_put(&fixed, cell, PIECE_EMPTY);
        } else if (total < f->enemy_total) {
            PieceType t = pawns + promoted_count(f, &fixed) < f->enemy_pawns_left ? PAWN : missing_piece_type(f, &fixed);
            cell = random_empty_cell(b, f, &fixed, t == NO_TYPE ? KNIGHT : t);
            if (cell != CELL_NONE)
                position_put(&fixed, cell, piece_make(f->them, t == NO_TYPE ? KNIGHT : t));
        } else if (too_many_pawns && pawns > 0 && missing_piece_type(f, &fixed) != NO_TYPE) {
            cell = random_enemy_cell(b, f, &fixed, PAWN);
            position_put(&fixed, cell, PIECE_EMPTY);
            position_put(&fixed, cell, piece_make(f->them, missing_piece_type(f, &fixed)));
        }
        if (cell == CELL_NONE)
            break;
    }
    POSITION_FOR_EACH_CELL(&fixed, f->them, cell, {
        if (piece_type(position_at(&fixed, cell)) == PAWN && !pawn_cell_possible(f, cell)) {
            int to = random_empty_cell(b, f, &fixed, PAWN);
            position_put(&fixed, cell, PIECE_EMPTY);
            if (to != CELL_NONE)
                position_put(&fixed, to, piece_make(f->them, PAWN));
        }
    });
    fixed.halfmove = p->halfmove;
    fixed.fullmove = p->fullmove;
    *p = fixed;
}

/* Turns a random enemy piece (not a pawn or the king) into another kind:
 * the announcements never said which piece was taken. */
static bool retype(KriegBelief *b, const Facts *f, Position *p)
{
    static const PieceType KINDS[] = { KNIGHT, BISHOP, ROOK, UNICORN, QUEEN };
    int cells[CELL_COUNT], n = 0;
    POSITION_FOR_EACH_CELL(p, f->them, cell, {
        PieceType t = piece_type(position_at(p, cell));
        if (t != KING && t != PAWN)
            cells[n++] = cell;
    });
    if (n == 0)
        return false;
    int cell = cells[random_below(b, (uint64_t)n)];
    position_put(p, cell, PIECE_EMPTY);
    position_put(p, cell, piece_make(f->them, KINDS[random_below(b, sizeof KINDS / sizeof KINDS[0])]));
    return structure_fits(f, p);
}

/* Moves an enemy piece onto a random hot cell by one of its moves: the
 * enemy moved otherwise than the sample has it. */
static bool move_into_hot(KriegBelief *b, const Facts *f, Position *p)
{
    int target = random_hot_cell(b, f);
    if (target == CELL_NONE || position_at(p, target) != PIECE_EMPTY)
        return false;
    Position turned = *p;
    position_set_side(&turned, f->them);
    MoveList moves;
    movegen_legal(&turned, &moves);
    int n = 0;
    Move into[MAX_MOVES];
    for (int i = 0; i < moves.count; i++)
        if (move_to(moves.moves[i]) == target && move_promotion(moves.moves[i]) == NO_TYPE
            && piece_type(position_at(p, move_from(moves.moves[i]))) != KING)
            into[n++] = moves.moves[i];
    if (n == 0)
        return false;
    Move m = into[random_below(b, (uint64_t)n)];
    Piece piece = position_at(p, move_from(m));
    position_put(p, move_from(m), PIECE_EMPTY);
    position_put(p, target, piece);
    return true;
}

/* violations(), and when p holds a check that was not heard, also how far
 * its pawn tries would be from the heard ones without the pieces that
 * check: a check hides the pawn tries that do not answer it, so that by
 * violations() alone taking the checking piece away looks worse for as
 * long as enemy pieces stand where the own pawns capture. */
static int unmasked_violations(const Facts *f, const Position *p)
{
    int v = violations(f, p);
    if (f->heard->check_count > 0 || !position_king_attacked(p, f->us))
        return v;
    int king = position_king_cell(p, f->us);
    Position open = *p;
    for (int guard = 0; guard < CELL_COUNT && position_king_attacked(&open, f->us); guard++) {
        Position before = open;
        CellSet occupied
            = cellset_or(cellset_of_words(before.occupied[WHITE]), cellset_of_words(before.occupied[BLACK]));
        POSITION_FOR_EACH_CELL(&before, f->them, cell, {
            PieceType t = piece_type(position_at(&before, cell));
            CellSet reach = t == PAWN ? PAWN_ATTACKS[f->them][cell] : attacks_of_piece(t, cell, occupied);
            if (t != KING && cellset_has(reach, king))
                position_put(&open, cell, PIECE_EMPTY);
        });
        if (position_equal(&open, &before))
            break;
    }
    KriegHeard h;
    kriegspiel_announce(&open, PIECE_EMPTY, CELL_NONE, TERMINATION_NONE, &h);
    return v + abs(h.pawn_tries - f->heard->pawn_tries);
}

/* Moves enemy pieces about (by their own moves onto the hot cells, or
 * anywhere) and now and then changes one's kind, until p fits, keeping
 * each change that does not make it worse (by violations(), or with
 * `unmasked` by unmasked_violations()); false if it still does not fit. */
static bool repair(KriegBelief *b, const Facts *f, Position *p, bool unmasked)
{
    int worst = unmasked ? unmasked_violations(f, p) : violations(f, p);
    for (int step = 0; step < REPAIR_STEPS && worst > 0; step++) {
        Position changed = *p;
        int kind = (int)random_below(b, 4);
        bool king_free = 2 * step >= REPAIR_STEPS;
        if (!(kind == 0 ? retype(b, f, &changed) : kind == 1 ? displace(b, f, &changed, false, king_free)
                                                    : move_into_hot(b, f, &changed)))
            continue;
        int v = unmasked ? unmasked_violations(f, &changed) : violations(f, &changed);
        if (v <= worst) {
            *p = changed;
            worst = v;
        }
    }
    return worst == 0;
}

/* Makes the own move of ply possible on p as its announcements tell it
 * (enemy pieces off its path; on its target an enemy piece of the kind
 * heard taken, or none), plays it, and repairs p to fit the facts after
 * it, f; false if it does not fit then. */
static bool force_own_move(KriegBelief *b, const Facts *f, Position *p, const KriegPly *ply)
{
    Move m = ply->move;
    int from = move_from(m), to = move_to(m);
    CellSet cleared = DIRECTION_BETWEEN[from][to] >= 0 ? cells_between(from, to) : cellset_empty();
    int capture = ply->heard.capture_cell;
    CELLSET_FOR_EACH(cellset_with(cleared, to), cell) {
        Piece there = position_at(p, cell);
        if (!piece_is_real(there) || piece_colour(there) != f->them)
            continue;
        if (cell == capture && (piece_type(there) == PAWN) == ply->heard.capture_pawn)
            continue;
        int away = random_empty_cell(b, f, p, piece_type(there));
        position_put(p, cell, PIECE_EMPTY);
        if (away != CELL_NONE)
            position_put(p, away, there);
    }
    if (capture != CELL_NONE && position_at(p, to) == PIECE_EMPTY) {
        int taken = random_enemy_cell(b, f, p, ply->heard.capture_pawn ? PAWN : NO_TYPE);
        if (taken != CELL_NONE) {
            Piece piece = position_at(p, taken);
            position_put(p, taken, PIECE_EMPTY);
            position_put(p, to, piece);
        }
    }
    Piece mover = position_at(p, from);
    if (move_promotion(m) != NO_TYPE)
        mover = piece_make(f->us, move_promotion(m));
    position_put(p, from, PIECE_EMPTY);
    position_put(p, to, PIECE_EMPTY);
    position_put(p, to, mover);
    Undo undo;
    position_make_null(p, &undo);
    if (!structure_fits(f, p))
        fix_structure(b, f, p);
    return structure_fits(f, p) && repair(b, f, p, false);
}

/* The own ply i: samples where a refused try (from `first` on) was legal,
 * the move was not, or its announcements differ, go.  If none is left,
 * the move is forced on some of them, repaired to fit what was heard. */
static void follow_own_ply(KriegBelief *b, const KriegView *view, size_t i, int first)
{
    const KriegPly *ply = &view->plies[i];
    for (int s = 0; s < b->samples.count; s++) {
        Position p = b->samples.boards[s];
        if (own_ply_fits(&p, ply, first))
            set_add(&b->next, &p);
    }
    if (b->next.count > 0) {
        swap_sets(b);
        return;
    }
    b->relaxations++;
    Facts after;
    facts_at(view, i + 1, &after);
    Position unfit;
    for (int s = 0; s < b->samples.count && s < RELAXED_REPAIRS_MAX; s++) {
        Position p = b->samples.boards[s];
        if (force_own_move(b, &after, &p, ply))
            set_add(&b->next, &p);
        else
            unfit = p;
    }
    /* None fits even so: the last one tried goes on, the repair at the
     * end of the update takes it up again. */
    if (b->next.count == 0 && b->samples.count > 0)
        set_add(&b->next, &unfit);
    swap_sets(b);
}

/* The samples that do not fit now are repaired or dropped; if none is
 * left, repairs start again from the ones there were. */
static void keep_consistent(KriegBelief *b, const Facts *f)
{
    int repairs = 0;
    for (int i = 0; i < b->samples.count; i++) {
        Position p = b->samples.boards[i];
        if (!structure_fits(f, &p))
            fix_structure(b, f, &p);
        if (structure_fits(f, &p)
            && (violations(f, &p) == 0 || (repairs++ < REPAIR_SAMPLES_MAX && repair(b, f, &p, false))))
            set_add(&b->next, &p);
    }
    if (b->next.count == 0 && b->samples.count > 0) {
        b->relaxations++;
        Position closest = b->samples.boards[0];
        int closest_violations = INT32_MAX;
        for (int round = 0; round < 8 && b->next.count == 0; round++)
            for (int i = 0; i < b->samples.count && i < REPAIR_SAMPLES_MAX; i++) {
                Position p = b->samples.boards[(i + round * REPAIR_SAMPLES_MAX) % b->samples.count];
                if (!structure_fits(f, &p))
                    fix_structure(b, f, &p);
                if (structure_fits(f, &p) && repair(b, f, &p, false))
                    set_add(&b->next, &p);
                else if (structure_fits(f, &p) && violations(f, &p) < closest_violations) {
                    closest = p;
                    closest_violations = violations(f, &p);
                }
            }
        /* Never none, and none that does not fit: the board that came
         * closest is repaired on, from where each repair left it, by a
         * measure that a check nobody heard cannot fool (the repairs
         * above could all stop at such a check; the board stood in). */
        for (int more = 0; b->next.count == 0 && closest_violations < INT32_MAX && more < CLOSEST_REPAIRS_MAX; more++)
            if (repair(b, f, &closest, true))
                set_add(&b->next, &closest);
        /* Only if no change reached a board that fits does the closest
         * stand in. */
        if (b->next.count == 0)
            set_add(&b->next, &closest);
    }
    swap_sets(b);
}

/* Brings the set to `size`: survivors drawn without repeats when there are
 * too many; copies of them, varied by a few enemy moves that keep them
 * fitting (once the enemy has moved at all), when there are too few. */
static void resize(KriegBelief *b, const Facts *f, int size, bool vary)
{
    int have = b->samples.count;
    if (have == 0)
        return;
    if (have > size) {
        for (int i = 0; i < size; i++) {
            int j = i + (int)random_below(b, (uint64_t)(have - i));
            Position t = b->samples.boards[i];
            b->samples.boards[i] = b->samples.boards[j];
            b->samples.boards[j] = t;
        }
        b->samples.count = size;
        return;
    }
    for (int i = have; i < size; i++) {
        Position copy = b->samples.boards[random_below(b, (uint64_t)have)];
        for (int step = 0; vary && step < VARY_STEPS; step++) {
            Position changed = copy;
            if (displace(b, f, &changed, true, false) && structure_fits(f, &changed) && violations(f, &changed) == 0)
                copy = changed;
        }
        set_add(&b->samples, &copy);
    }
}

static void start(KriegBelief *b, const KriegView *view)
{
    kriegbelief_reset(b);
    b->started = true;
    b->side = view->side;
    set_add(&b->samples, &view->setup);
}

void kriegbelief_update(KriegBelief *b, const KriegView *view, int size, uint64_t seed)
{
    if (size > KRIEGBELIEF_MAX_SAMPLES)
        size = KRIEGBELIEF_MAX_SAMPLES;
    if (size < 1)
        size = 1;
    if (!b->started || b->side != view->side || view->ply_count < b->plies_seen)
        start(b, view);
    b->random = splitmix64_mix(seed ^ (uint64_t)view->ply_count);
    for (size_t i = b->plies_seen; i < view->ply_count; i++) {
        const KriegPly *ply = &view->plies[i];
        if (ply->mover == b->side) {
            follow_own_ply(b, view, i, i == b->plies_seen ? b->refused_seen : 0);
        } else {
            branch_enemy_ply(b, ply, size);
        }
        b->refused_seen = 0;
    }
    b->plies_seen = view->ply_count;
    if (view->refused_now && view->refused_now_count > b->refused_seen) {
        follow_refused(b, view->refused_now, b->refused_seen, view->refused_now_count);
        b->refused_seen = view->refused_now_count;
    }
    Facts f;
    facts_at(view, view->ply_count, &f);
    keep_consistent(b, &f);
    bool enemy_moved = false;
    for (size_t i = 0; i < view->ply_count && !enemy_moved; i++)
        enemy_moved = view->plies[i].mover != view->side;
    resize(b, &f, size, enemy_moved);
}
