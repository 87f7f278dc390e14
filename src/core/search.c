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
 * The search (see search.h): iterative deepening, aspiration windows,
 * principal variation search with its pruning and reductions, and the
 * quiescence search.  Node counting: every position the search enters,
 * in the main or the quiescence search, counts once.
 */
#include <config.h>

#include "search.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "evaluate.h"
#include "exchange.h"
#include "movegen.h"
#include "splitmix64.h"
#include "timeman.h"
#include "transposition.h"
#include "xalloc.h"

/* Pruning and reduction parameters. */
enum {
    ASPIRATION_DEPTH = 5,
    ASPIRATION_WINDOW = 25,
    RFP_DEPTH = 7,
    RFP_MARGIN = 85,
    NULL_MOVE_DEPTH = 2,
    NULL_MOVE_BASE_REDUCTION = 3,
    NULL_MOVE_EVAL_STEP = 200,
    LMP_DEPTH = 6,
    FUTILITY_DEPTH = 6,
    FUTILITY_BASE = 90,
    FUTILITY_PER_DEPTH = 80,
    LMR_DEPTH = 3,
    LMR_HISTORY_STEP = 12000,   /* of a quiet move's history_score() a ply less or more */
    IIR_DEPTH = 6,
    SEE_PRUNE_DEPTH = 8,
    SEE_QUIET_MARGIN = 25,
    SEE_CAPTURE_MARGIN = 100,
    DELTA_MARGIN = 150,
    CHECK_INTERVAL = 1024,   /* nodes between looks at the clock and the stop flag */
    QUIETS_KEPT = 64,
    LMR_TABLE_SIZE = 64,
};

struct Searcher {
    TranspositionTable *tt;     /* the main searcher's `table`, shared by its helpers */
    TranspositionTable table;
    MoveHistory history;
    EvalCache eval_cache;

    /* The search under way. */
    Position pos;
    uint64_t *hashes;           /* positions of the game, then of the search path */
    size_t hash_capacity;
    size_t root_index;          /* hashes[root_index] is the root */
    SearchLimits limits;
    TimeManager tm;
    const atomic_bool *stop;
    bool aborted;
    bool timed;
    uint64_t nodes;
    _Atomic uint64_t nodes_seen;   /* `nodes`, published now and then for other threads */
    int seldepth;
    int root_depth;
    int root_score;             /* the score of pv[0] in the iteration under way */
    int static_eval[SEARCH_MAX_PLY + 2];
    EvalAccumulator acc[SEARCH_MAX_PLY + 2];
    Move played[SEARCH_MAX_PLY + 2];   /* move into each ply; MOVE_NONE for a null move */
    uint8_t moved_kind[SEARCH_MAX_PLY + 2];   /* piece_kind() of the piece that made it */
    Move pv[SEARCH_MAX_PLY + 1][SEARCH_MAX_PLY + 1];
    int pv_length[SEARCH_MAX_PLY + 1];
    bool pondering;             /* no time limit until *limits.ponderhit */

    /* The helper threads (main searcher only); each helper searches the
     * same game until helpers_stop. */
    Searcher *helpers[SEARCH_MAX_THREADS - 1];
    int helper_count;
    atomic_bool helpers_stop;
    int first_depth;            /* a helper's first iteration, to vary the depths */
};

static int lmr_table[LMR_TABLE_SIZE][LMR_TABLE_SIZE];
static pthread_once_t lmr_once = PTHREAD_ONCE_INIT;

static void fill_lmr_table(void)
{
    for (int d = 1; d < LMR_TABLE_SIZE; d++)
        for (int m = 1; m < LMR_TABLE_SIZE; m++)
            lmr_table[d][m] = (int)(0.75 + log(d) * log(m) / 2.25);
}

/* A searcher without a table of its own. */
static Searcher *searcher_alloc(void)
{
    Searcher *s = xcalloc(1, sizeof *s);
    core_init();
    pthread_once(&lmr_once, fill_lmr_table);
    s->first_depth = 1;
    atomic_init(&s->helpers_stop, false);
    return s;
}

Searcher *searcher_new(size_t hash_megabytes)
{
    Searcher *s = searcher_alloc();
    tt_init(&s->table, hash_megabytes);
    s->tt = &s->table;
    return s;
}

static void free_one(Searcher *s)
{
    free(s->hashes);
    free(s);
}

void searcher_set_threads(Searcher *s, int threads)
{
    int wanted = threads < 1 ? 0 : threads > SEARCH_MAX_THREADS ? SEARCH_MAX_THREADS - 1 : threads - 1;
    for (int i = wanted; i < s->helper_count; i++)
        free_one(s->helpers[i]);
    for (int i = s->helper_count; i < wanted; i++) {
        Searcher *h = searcher_alloc();
        h->tt = s->tt;
        /* Every other helper starts one iteration deeper. */
        h->first_depth = 1 + (i + 1) % 2;
        s->helpers[i] = h;
    }
    s->helper_count = wanted;
}

int searcher_threads(const Searcher *s)
{
    return 1 + s->helper_count;
}

void searcher_free(Searcher *s)
{
    if (s == NULL)
        return;
    searcher_set_threads(s, 1);
    tt_free(&s->table);
    free_one(s);
}

/* What the history of earlier searches taught one searcher. */
static void clear_learnt(Searcher *s)
{
    memset(&s->history, 0, sizeof s->history);
    memset(&s->eval_cache, 0, sizeof s->eval_cache);
}

void searcher_clear(Searcher *s)
{
    tt_clear(s->tt);
    clear_learnt(s);
    for (int i = 0; i < s->helper_count; i++)
        clear_learnt(s->helpers[i]);
}

/* ---- Helpers ------------------------------------------------------- */

static inline int min_int(int a, int b) { return a < b ? a : b; }
static inline int max_int(int a, int b) { return a > b ? a : b; }

/* Mate scores are stored relative to the node, not the root. */
static inline int score_to_tt(int score, int ply)
{
    return score >= SCORE_MATE_BOUND ? score + ply : score <= -SCORE_MATE_BOUND ? score - ply : score;
}

static inline int score_from_tt(int score, int ply)
{
    return score >= SCORE_MATE_BOUND ? score - ply : score <= -SCORE_MATE_BOUND ? score + ply : score;
}

/* The human played the move pondered on: the time limits apply from now. */
static void start_clock_on_ponderhit(Searcher *s)
{
    if (!s->pondering || !atomic_load_explicit(s->limits.ponderhit, memory_order_relaxed))
        return;
    s->pondering = false;
    s->timed = s->limits.clock || s->limits.movetime_ms > 0;
    timeman_start(&s->tm, s->limits.clock, s->limits.clock_ms, s->limits.increment_ms, s->limits.movetime_ms);
}

static void check_limits(Searcher *s)
{
    atomic_store_explicit(&s->nodes_seen, s->nodes, memory_order_relaxed);
    start_clock_on_ponderhit(s);
    if ((s->stop && atomic_load_explicit(s->stop, memory_order_relaxed))
        || (s->limits.nodes && s->nodes >= s->limits.nodes)
        || (s->timed && timeman_hard_expired(&s->tm)))
        s->aborted = true;
}

/* Counts the node and looks at the limits now and then; true when the
 * search must unwind. */
static inline bool enter_node(Searcher *s, int ply)
{
    s->pv_length[ply] = 0;
    if (++s->nodes % CHECK_INTERVAL == 0)
        check_limits(s);
    if (ply > s->seldepth)
        s->seldepth = ply;
    return s->aborted;
}

/* No piece but the kings: no phase weight and no pawns. */
static inline bool bare_kings(const EvalAccumulator *acc)
{
    return acc->phase == 0 && !(acc->pawns[0][0] | acc->pawns[0][1] | acc->pawns[1][0] | acc->pawns[1][1]);
}

/* The 50-move rule, unless the move that reached the hundredth ply mated. */
static bool fifty_moves(const Position *pos, bool in_check)
{
    return pos->halfmove >= 100 && (!in_check || movegen_has_legal(pos));
}

/* Draw by the 50-move rule, bare kings, or a repetition of a position of
 * the game or of the search path since the last capture or pawn move. */
static bool is_draw(const Searcher *s, int ply, bool in_check)
{
    const Position *pos = &s->pos;
    if (fifty_moves(pos, in_check) || bare_kings(&s->acc[ply]))
        return true;
    size_t index = s->root_index + (size_t)ply;
    size_t back = (size_t)pos->halfmove < index ? (size_t)pos->halfmove : index;
    for (size_t i = 2; i <= back; i += 2)
        if (s->hashes[index - i] == pos->hash)
            return true;
    return false;
}

/* The evaluation at `ply`, exact or, when far outside (alpha, beta), rough
 * (*exact false). */
static int static_eval(Searcher *s, int ply, int alpha, int beta, bool *exact)
{
    return evaluate_lazy(&s->pos, &s->acc[ply], &s->eval_cache, alpha, beta, exact);
}

/* Material and placement only, for the quiescence search's early exit. */
static int rough_eval(const Searcher *s, int ply)
{
    return evaluate_rough(&s->pos, &s->acc[ply]);
}

/* The hash after move m, to fetch its hash table bucket early. */
static inline uint64_t hash_after(const Position *pos, Move m)
{
    int from = move_from(m), to = move_to(m);
    Piece moving = position_at(pos, from);
    Piece arriving = move_promotion(m) != NO_TYPE ? piece_make(pos->side, move_promotion(m)) : moving;
    return pos->hash ^ ZOBRIST_PIECE[moving][from] ^ ZOBRIST_PIECE[arriving][to]
        ^ ZOBRIST_PIECE[position_at(pos, to)][to] ^ *ZOBRIST_BLACK_TO_MOVE;
}

/* Makes move m at ply, its hash table bucket already asked for. */
static inline __attribute__((always_inline)) void make(Searcher *s, Move m, Undo *undo, int ply)
{
    eval_accumulator_update(&s->acc[ply + 1], &s->acc[ply], &s->pos, m);
    s->moved_kind[ply + 1] = (uint8_t)piece_kind(position_at(&s->pos, move_from(m)));
    position_make_move(&s->pos, m, undo);
    s->played[ply + 1] = m;
    s->hashes[s->root_index + (size_t)ply + 1] = s->pos.hash;
}

static inline bool has_pieces(const Position *pos, Colour c)
{
    const uint8_t *n = pos->count[c];
    return n[KNIGHT] + n[BISHOP] + n[ROOK] + n[UNICORN] + n[QUEEN] > 0;
}

static inline void update_pv(Searcher *s, int ply, Move m)
{
    s->pv[ply][0] = m;
    memcpy(&s->pv[ply][1], s->pv[ply + 1], (size_t)s->pv_length[ply + 1] * sizeof(Move));
    s->pv_length[ply] = s->pv_length[ply + 1] + 1;
}

/* A move searched to `score`: a better score is the node's best, one
 * above alpha raises alpha and makes the move the best with its line as
 * the principal variation.  True on a cutoff (alpha reached beta). */
static inline bool raise_alpha(Searcher *s, int ply, Move m, int score, int *best, int *alpha, int beta,
    Move *best_move)
{
    if (score <= *best)
        return false;
    *best = score;
    if (score <= *alpha)
        return false;
    *alpha = score;
    *best_move = m;
    update_pv(s, ply, m);
    if (ply == 0)
        s->root_score = score;
    return *alpha >= beta;
}

/* The check information of a node, worked out the first time a move
 * needs it. */
typedef struct LazyCheckInfo {
    bool ready;
    CheckInfo info;
} LazyCheckInfo;

static inline const CheckInfo *check_info(const Position *pos, LazyCheckInfo *lazy)
{
    if (!lazy->ready) {
        movegen_check_info(pos, &lazy->info);
        lazy->ready = true;
    }
    return &lazy->info;
}

/* Does m, a quiet move, give check? */
static inline bool quiet_gives_check(const Position *pos, LazyCheckInfo *lazy, Move m)
{
    return movegen_gives_check_plain(pos, check_info(pos, lazy), m);
}

static inline bool is_quiet(Move m)
{
    return !move_is_capture(m) && move_promotion(m) == NO_TYPE;
}

/* ---- Quiescence search --------------------------------------------- */

/* in_check: whether the side to move is in check, as the caller found. */
static int qsearch(Searcher *s, int alpha, int beta, int ply, bool in_check)
{
    Position *pos = &s->pos;
    if (enter_node(s, ply))
        return 0;
    if (fifty_moves(pos, in_check) || bare_kings(&s->acc[ply]))
        return SCORE_DRAW;
    bool exact = true;
    if (ply >= SEARCH_MAX_PLY)
        return in_check ? SCORE_DRAW : static_eval(s, ply, -SCORE_INFINITE, SCORE_INFINITE, &exact);
    /* Far above beta on material alone: stand pat before even looking in
     * the hash table. */
    if (!in_check) {
        int rough = rough_eval(s, ply);
        if (rough - EVAL_LAZY_MARGIN >= beta)
            return rough;
    }

    TTEntry tte;
    bool tt_hit = tt_probe(s->tt, pos->hash, &tte);
    int tt_score = tt_hit ? score_from_tt(tte.score, ply) : 0;
    if (tt_hit) {
        Bound b = tt_bound(&tte);
        if (b == BOUND_EXACT || (b == BOUND_LOWER && tt_score >= beta) || (b == BOUND_UPPER && tt_score <= alpha))
            return tt_score;
    }

    int eval = -SCORE_INFINITE, best = -SCORE_MATE + ply;
    if (!in_check) {
        eval = tt_hit && tte.eval != TT_NO_EVAL ? tte.eval : static_eval(s, ply, alpha, beta, &exact);
        if (eval >= beta)
            return eval;
        alpha = max_int(alpha, eval);
        best = eval;
    }

    MovePicker mp;
    movepicker_init(&mp, pos, tt_hit ? tte.move : MOVE_NONE, &s->history, NULL, ply, in_check, true);
    int old_alpha = alpha;
    Move best_move = MOVE_NONE, m;
    while ((m = movepicker_next(&mp)) != MOVE_NONE) {
        /* Asked for before the tests that may pass the move over: memory
         * is slow enough that they hide part of the wait. */
        tt_prefetch(s->tt, hash_after(pos, m));
        if (!in_check) {
            int gain = move_is_capture(m) ? PIECE_VALUE[piece_type(position_at(pos, move_to(m)))] : 0;
            if (move_promotion(m) != NO_TYPE)
                gain += PIECE_VALUE[move_promotion(m)] - PIECE_VALUE[PAWN];
            if (eval + gain + DELTA_MARGIN <= alpha)
                continue;
            /* Captures that lose material cannot help here. */
            if (!exchange_at_least(pos, m, 0))
                continue;
        }
        Undo undo;
        make(s, m, &undo, ply);
        int score = -qsearch(s, -beta, -alpha, ply + 1, position_in_check(pos));
        position_unmake_move(pos, m, &undo);
        if (s->aborted)
            return 0;
        if (raise_alpha(s, ply, m, score, &best, &alpha, beta, &best_move))
            break;
    }
    Bound bound = best >= beta ? BOUND_LOWER : alpha > old_alpha ? BOUND_EXACT : BOUND_UPPER;
    tt_store(s->tt, pos->hash, best_move, score_to_tt(best, ply), in_check || !exact ? TT_NO_EVAL : eval, 0,
        bound);
    return best;
}

/* ---- Main search --------------------------------------------------- */

static int search(Searcher *s, int alpha, int beta, int depth, int ply, bool cut_node);

/* Null-move pruning: if passing still leaves the opponent below beta, the
 * position is good enough; returns a score >= beta, or -SCORE_INFINITE. */
static int try_null_move(Searcher *s, int beta, int depth, int ply, int eval, bool cut_node)
{
    Position *pos = &s->pos;
    int r = NULL_MOVE_BASE_REDUCTION + depth / 4 + min_int(3, (eval - beta) / NULL_MOVE_EVAL_STEP);
    Undo undo;
    position_make_null(pos, &undo);
    s->acc[ply + 1] = s->acc[ply];
    s->played[ply + 1] = MOVE_NONE;
    s->hashes[s->root_index + (size_t)ply + 1] = pos->hash;
    int score = -search(s, -beta, -beta + 1, depth - 1 - r, ply + 1, !cut_node);
    position_unmake_null(pos, &undo);
    if (s->aborted || score < beta)
        return -SCORE_INFINITE;
    return score >= SCORE_MATE_BOUND ? beta : score;
}

/* The earlier moves the quiet moves at ply are judged after. */
static MoveContext move_context(Searcher *s, int ply)
{
    MoveContext c = { { NULL, NULL } };
    for (int i = 0; i < 2; i++) {
        int at = ply - i;
        if (at >= 1 && s->played[at] != MOVE_NONE)
            c.before[i] = &s->history.continuation[s->moved_kind[at]][move_to(s->played[at])];
    }
    return c;
}

static int reduction(Searcher *s, const MoveContext *context, Move m, int depth, int moves_seen, bool pv_node,
    bool improving, bool cut_node)
{
    int r = lmr_table[min_int(depth, LMR_TABLE_SIZE - 1)][min_int(moves_seen, LMR_TABLE_SIZE - 1)];
    r += !pv_node + !improving + cut_node;
    r -= history_score(&s->history, context, &s->pos, m) / LMR_HISTORY_STEP;
    return max_int(0, min_int(r, depth - 2));
}

/* The static evaluation of a node, kept for "improving"; a hash table
 * bound that is tighter replaces it for the pruning decisions. */
static int node_eval(Searcher *s, int ply, bool in_check, const TTEntry *tte, bool tt_hit, int tt_score)
{
    if (in_check) {
        s->static_eval[ply] = -SCORE_INFINITE;
        return -SCORE_INFINITE;
    }
    bool exact;
    int eval = tt_hit && tte->eval != TT_NO_EVAL ? tte->eval
                                                  : static_eval(s, ply, -SCORE_INFINITE, SCORE_INFINITE, &exact);
    s->static_eval[ply] = eval;
    Bound b = tt_hit ? tt_bound(tte) : BOUND_NONE;
    if ((b == BOUND_LOWER && tt_score > eval) || (b == BOUND_UPPER && tt_score < eval))
        eval = tt_score;
    return eval;
}

/* Before any move: a position far enough above beta (reverse futility),
 * or one where even passing keeps it there (null move), is cut off.
 * Returns the score to return, or -SCORE_INFINITE to search the moves. */
static int prune_node(Searcher *s, int beta, int depth, int ply, int eval, bool improving, bool cut_node)
{
    if (depth <= RFP_DEPTH && eval - RFP_MARGIN * (depth - improving) >= beta)
        return eval;
    if (depth >= NULL_MOVE_DEPTH && eval >= beta && s->played[ply] != MOVE_NONE
        && has_pieces(&s->pos, s->pos.side))
        return try_null_move(s, beta, depth, ply, eval, cut_node);
    return -SCORE_INFINITE;
}

/* Searches move m (made already): the first move with the full window,
 * the others with a null window, reduced by r, and again when they
 * surprise. */
static int search_move(Searcher *s, int alpha, int beta, int depth, int ply, int r, bool first, bool cut_node)
{
    int new_depth = depth - 1;
    if (first)
        return -search(s, -beta, -alpha, new_depth, ply + 1, false);
    int score = -search(s, -alpha - 1, -alpha, new_depth - r, ply + 1, true);
    if (score > alpha && r > 0)
        score = -search(s, -alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
    if (score > alpha && score < beta)
        score = -search(s, -beta, -alpha, new_depth, ply + 1, false);
    return score;
}

/* The moves of a node, with what pruning and reductions need. */
typedef struct NodeMoves {
    MoveContext context;
    int depth, eval, lmp_limit;
    bool root, pv_node, in_check, improving, cut_node;
    LazyCheckInfo checks;
    Move quiets[QUIETS_KEPT];
    int quiet_count;
} NodeMoves;

/* Quiet moves not searched at all: late ones at low depth, and all when
 * the node cannot reach alpha with them; but quiet checks always are
 * searched (they are how mates are found).  Once this holds it holds for
 * the rest of the node (alpha, the best score and the count of quiet
 * moves searched only grow), and the move picker offers the quiet checks
 * alone. */
static bool quiets_pruned(const NodeMoves *n, int alpha, int best)
{
    int d = n->depth;
    return !n->root && !n->in_check && best > -SCORE_MATE_BOUND
        && ((d <= LMP_DEPTH && n->quiet_count >= n->lmp_limit)
            || (d <= FUTILITY_DEPTH && n->eval + FUTILITY_BASE + FUTILITY_PER_DEPTH * d <= alpha));
}

/* Moves not searched at all besides those: at low depth moves that lose
 * material by the exchange on their cell, the less lost the shallower the
 * node (a quiet move d * d * SEE_QUIET_MARGIN, a capture d *
 * SEE_CAPTURE_MARGIN), except quiet checks. */
static bool prune_move(Searcher *s, NodeMoves *n, Move m, bool quiet, int best)
{
    int d = n->depth;
    if (n->root || n->in_check || best <= -SCORE_MATE_BOUND || d > SEE_PRUNE_DEPTH)
        return false;
    return !exchange_at_least(&s->pos, m, quiet ? -SEE_QUIET_MARGIN * d * d : -SEE_CAPTURE_MARGIN * d)
        && !(quiet && quiet_gives_check(&s->pos, &n->checks, m));
}

/* Late quiet moves are searched shallower first; checks are not. */
static int move_reduction(Searcher *s, NodeMoves *n, Move m, int moves_seen)
{
    if (moves_seen == 1 || n->depth < LMR_DEPTH || n->in_check)
        return 0;
    int r = reduction(s, &n->context, m, n->depth, moves_seen, n->pv_node, n->improving, n->cut_node);
    return r > 0 && quiet_gives_check(&s->pos, &n->checks, m) ? 0 : r;
}

static int search(Searcher *s, int alpha, int beta, int depth, int ply, bool cut_node)
{
    Position *pos = &s->pos;
    bool pv_node = beta - alpha > 1, root = ply == 0;
    bool in_check = position_in_check(pos);

    if (in_check && ply < 2 * s->root_depth)
        depth++;
    if (depth <= 0)
        return qsearch(s, alpha, beta, ply, in_check);
    if (enter_node(s, ply))
        return 0;
    if (!root) {
        if (is_draw(s, ply, in_check))
            return SCORE_DRAW;
        if (ply >= SEARCH_MAX_PLY)
            return in_check ? SCORE_DRAW : static_eval(s, ply, -SCORE_INFINITE, SCORE_INFINITE, &(bool){ true });
        alpha = max_int(alpha, -SCORE_MATE + ply);
        beta = min_int(beta, SCORE_MATE - ply - 1);
        if (alpha >= beta)
            return alpha;
    }

    TTEntry tte;
    bool tt_hit = tt_probe(s->tt, pos->hash, &tte);
    Move tt_move = tt_hit ? tte.move : MOVE_NONE;
    int tt_score = tt_hit ? score_from_tt(tte.score, ply) : 0;
    Bound tt_b = tt_hit ? tt_bound(&tte) : BOUND_NONE;
    if (tt_hit && !pv_node && tte.depth >= depth
        && (tt_b == BOUND_EXACT || (tt_b == BOUND_LOWER && tt_score >= beta) || (tt_b == BOUND_UPPER && tt_score <= alpha)))
        return tt_score;

    int eval = node_eval(s, ply, in_check, &tte, tt_hit, tt_score);
    bool improving = !in_check && ply >= 2 && s->static_eval[ply] > s->static_eval[ply - 2];
    if (!pv_node && !in_check && abs(beta) < SCORE_MATE_BOUND) {
        int score = prune_node(s, beta, depth, ply, eval, improving, cut_node);
        if (s->aborted)
            return 0;
        if (score != -SCORE_INFINITE)
            return score;
    }
    if (depth >= IIR_DEPTH && tt_move == MOVE_NONE && (pv_node || cut_node))
        depth--;

    /* Field by field: an initialiser would clear the quiet moves' array
     * and the check information, at every node. */
    NodeMoves n;
    n.context = move_context(s, ply);
    n.depth = depth;
    n.eval = eval;
    n.lmp_limit = (3 + depth * depth) / (2 - improving);
    n.root = root;
    n.pv_node = pv_node;
    n.in_check = in_check;
    n.improving = improving;
    n.cut_node = cut_node;
    n.checks.ready = false;
    n.quiet_count = 0;
    MovePicker mp;
    movepicker_init(&mp, pos, tt_move, &s->history, &n.context, ply, in_check, false);
    int moves_seen = 0, best = -SCORE_INFINITE, old_alpha = alpha;
    Move best_move = MOVE_NONE, m;

    for (;;) {
        if (!mp.quiet_checks_only && quiets_pruned(&n, alpha, best))
            movepicker_only_quiet_checks(&mp, check_info(pos, &n.checks));
        if ((m = movepicker_next(&mp)) == MOVE_NONE)
            break;
        tt_prefetch(s->tt, hash_after(pos, m));
        bool quiet = is_quiet(m);
        moves_seen++;
        if (prune_move(s, &n, m, quiet, best))
            continue;
        int r = quiet ? move_reduction(s, &n, m, moves_seen) : 0;

        Undo undo;
        make(s, m, &undo, ply);
        int score = search_move(s, alpha, beta, depth, ply, r, moves_seen == 1, cut_node);
        position_unmake_move(pos, m, &undo);
        if (s->aborted)
            return 0;

        if (raise_alpha(s, ply, m, score, &best, &alpha, beta, &best_move)) {
            if (quiet)
                history_update(&s->history, &n.context, pos, m, n.quiets, n.quiet_count, depth, ply);
            break;
        }
        if (quiet && n.quiet_count < QUIETS_KEPT)
            n.quiets[n.quiet_count++] = m;
    }

    if (moves_seen == 0)
        return in_check ? -SCORE_MATE + ply : SCORE_DRAW;
    Bound bound = best >= beta ? BOUND_LOWER : alpha > old_alpha ? BOUND_EXACT : BOUND_UPPER;
    tt_store(s->tt, pos->hash, best_move, score_to_tt(best, ply), s->static_eval[ply] == -SCORE_INFINITE
        ? TT_NO_EVAL : s->static_eval[ply], depth, bound);
    return best;
}

/* ---- Iterative deepening ------------------------------------------- */

static int aspiration_search(Searcher *s, int depth, int previous)
{
    int delta = ASPIRATION_WINDOW;
    int alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
    if (depth >= ASPIRATION_DEPTH) {
        alpha = max_int(previous - delta, -SCORE_INFINITE);
        beta = min_int(previous + delta, SCORE_INFINITE);
    }
    for (;;) {
        int score = search(s, alpha, beta, depth, 0, false);
        if (s->aborted)
            return score;
        if (score <= alpha) {
            beta = (alpha + beta) / 2;
            alpha = max_int(score - delta, -SCORE_INFINITE);
        } else if (score >= beta) {
            beta = min_int(score + delta, SCORE_INFINITE);
        } else {
            return score;
        }
        delta *= 2;
    }
}

static void prepare(Searcher *s, const Game *game, const SearchLimits *limits, const atomic_bool *stop)
{
    size_t needed = game->ply_count + 1 + SEARCH_MAX_PLY + 2;
    if (s->hash_capacity < needed) {
        free(s->hashes);
        s->hashes = xmalloc(needed * sizeof *s->hashes);
        s->hash_capacity = needed;
    }
    memcpy(s->hashes, game->hashes, (game->ply_count + 1) * sizeof *s->hashes);
    s->root_index = game->ply_count;
    s->pos = game->pos;
    eval_accumulator_init(&s->acc[0], &s->pos);
    s->limits = *limits;
    s->stop = stop;
    s->aborted = false;
    s->nodes = 0;
    atomic_store_explicit(&s->nodes_seen, 0, memory_order_relaxed);
    s->seldepth = 0;
    s->pondering = limits->ponderhit != NULL;
    s->timed = !s->pondering && (limits->clock || limits->movetime_ms > 0);
    timeman_start(&s->tm, limits->clock, limits->clock_ms, limits->increment_ms, limits->movetime_ms);
    memset(s->history.killers, 0, sizeof s->history.killers);
    for (int c = 0; c < 2; c++)
        for (int f = 0; f < CELL_COUNT; f++)
            for (int t = 0; t < CELL_COUNT; t++)
                s->history.butterfly[c][f][t] /= 2;
}

static void fill_report(Searcher *s, SearchReport *r, int depth, int score)
{
    r->depth = depth;
    r->seldepth = s->seldepth;
    r->score = score;
    r->best = s->pv[0][0];
    r->pv_length = s->pv_length[0];
    memcpy(r->pv, s->pv[0], (size_t)r->pv_length * sizeof(Move));
}

static Move random_legal_move(const MoveList *list, uint64_t seed)
{
    return list->moves[splitmix64_mix(seed) % (uint64_t)list->count];
}

/* The nodes of the main searcher (counted exactly) and its helpers (as
 * last published). */
static uint64_t total_nodes(const Searcher *s)
{
    uint64_t nodes = s->nodes;
    for (int i = 0; i < s->helper_count; i++)
        nodes += searcher_nodes(s->helpers[i]);
    return nodes;
}

/* Iterative deepening from s->first_depth until a limit or the stop;
 * *done gets the last completed iteration, or the move the unfinished
 * one preferred. */
static void iterate(Searcher *s, const MoveList *root_moves, SearchProgress progress, void *user,
    SearchReport *done)
{
    const SearchLimits *limits = &s->limits;
    int max_depth = limits->depth > 0 && limits->depth < SEARCH_MAX_DEPTH ? limits->depth : SEARCH_MAX_DEPTH;
    int score = 0;
    done->best = root_moves->moves[0];
    for (int depth = s->first_depth; depth <= max_depth; depth++) {
        check_limits(s);
        if (s->aborted)
            break;
        s->root_depth = depth;
        s->seldepth = 0;
        score = aspiration_search(s, depth, score);
        if (s->aborted) {
            /* A move of the unfinished iteration searched to its end that
             * beat the moves before it: the deeper search's choice (and in
             * the first iteration better than none), with its line and
             * score; the depth stays the last one completed. */
            if (s->pv_length[0] > 0 && (depth == s->first_depth || !limits->whole_iterations)) {
                done->best = s->pv[0][0];
                done->pv_length = s->pv_length[0];
                memcpy(done->pv, s->pv[0], (size_t)done->pv_length * sizeof(Move));
                done->score = s->root_score;
            }
            break;
        }
        fill_report(s, done, depth, score);
        done->nodes = total_nodes(s);
        done->elapsed_ms = timeman_elapsed_ms(&s->tm);
        done->hashfull = tt_hashfull(s->tt);
        if (progress)
            progress(done, user);
        if (s->timed && (timeman_soft_expired(&s->tm) || root_moves->count == 1))
            break;
        if (abs(score) >= SCORE_MATE_BOUND && depth >= SCORE_MATE - abs(score) + 2 && limits->depth == 0)
            break;
    }
    atomic_store_explicit(&s->nodes_seen, s->nodes, memory_order_relaxed);
}

static void *helper_thread(void *arg)
{
    Searcher *h = arg;
    MoveList root_moves;
    SearchReport unused;
    movegen_legal(&h->pos, &root_moves);
    iterate(h, &root_moves, NULL, NULL, &unused);
    return NULL;
}

/* Starts the helpers on the game with no limit but helpers_stop; returns
 * how many threads started (the first ones). */
static int start_helpers(Searcher *s, const Game *game, pthread_t *threads)
{
    SearchLimits helper_limits = {
        .seed = s->limits.seed,
    };
    atomic_store(&s->helpers_stop, false);
    for (int i = 0; i < s->helper_count; i++) {
        prepare(s->helpers[i], game, &helper_limits, &s->helpers_stop);
        if (pthread_create(&threads[i], NULL, helper_thread, s->helpers[i]) != 0)
            return i;
    }
    return s->helper_count;
}

static void stop_helpers(Searcher *s, pthread_t *threads, int started)
{
    atomic_store(&s->helpers_stop, true);
    for (int i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
}

Move searcher_run(Searcher *s, const Game *game, const SearchLimits *limits, const atomic_bool *stop,
    SearchProgress progress, void *user, SearchReport *report)
{
    SearchReport done = { 0 };
    MoveList root_moves;

    tt_new_search(s->tt);
    prepare(s, game, limits, stop);
    movegen_legal(&s->pos, &root_moves);
    if (root_moves.count == 0 || limits->random_move) {
        done.best = root_moves.count ? random_legal_move(&root_moves, limits->seed) : MOVE_NONE;
        done.pv_length = done.best != MOVE_NONE;
        done.pv[0] = done.best;
    } else {
        pthread_t threads[SEARCH_MAX_THREADS - 1];
        int started = start_helpers(s, game, threads);
        iterate(s, &root_moves, progress, user, &done);
        stop_helpers(s, threads, started);
    }
    done.nodes = total_nodes(s);
    done.elapsed_ms = timeman_elapsed_ms(&s->tm);
    atomic_store_explicit(&s->nodes_seen, s->nodes, memory_order_relaxed);
    if (report)
        *report = done;
    return done.best;
}

uint64_t searcher_nodes(const Searcher *s)
{
    uint64_t nodes = atomic_load_explicit(&((Searcher *)s)->nodes_seen, memory_order_relaxed);
    for (int i = 0; i < s->helper_count; i++)
        nodes += searcher_nodes(s->helpers[i]);
    return nodes;
}

bool search_limits_full_strength(const SearchLimits *limits)
{
    return limits->depth == 0 && limits->nodes == 0 && !limits->random_move
        && limits->blunder_percent == 0 && limits->miss_percent == 0;
}

int search_mate_moves(int score)
{
    if (score >= SCORE_MATE_BOUND)
        return (SCORE_MATE - score + 1) / 2;
    if (score <= -SCORE_MATE_BOUND)
        return -((SCORE_MATE + score + 1) / 2);
    return 0;
}

void search_score_text(int score, char buf[SCORE_TEXT_SIZE])
{
    int mate = search_mate_moves(score);
    if (mate > 0)
        snprintf(buf, SCORE_TEXT_SIZE, "M%d", mate);
    else if (mate < 0)
        snprintf(buf, SCORE_TEXT_SIZE, "-M%d", -mate);
    else
        snprintf(buf, SCORE_TEXT_SIZE, "%d", score);
}
