/*
 * The static evaluation (see evaluate.h for the terms).  Scores are packed
 * pairs: the middlegame value in the low 16 bits and the endgame value in
 * the high 16, added and subtracted as one integer and split only at the
 * end, when they are blended by the phase.  Everything is computed from
 * White's side; a black piece on cell c counts as minus a white piece on
 * the cell 124 - c (the cube turned about its centre, which maps White's
 * start position, pawn steps and promotion row onto Black's).
 *
 * One pass over the pieces adds the piece-square values and collects the
 * pawns; a second pass walks every piece's moves for mobility and attacks
 * on the enemy king's surroundings.
 */
#include <config.h>

#include "evaluate.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef int32_t Score;
typedef unsigned __int128 CellSet;

#define S(mg, eg) ((Score)((uint32_t)(eg) << 16) + (Score)(mg))

static inline int score_mg(Score s) { return (int16_t)(uint16_t)(uint32_t)s; }
static inline int score_eg(Score s) { return (int16_t)(uint16_t)((uint32_t)(s + 0x8000) >> 16); }
static inline CellSet cell_bit(int cell) { return (CellSet)1 << cell; }
static inline bool set_has(CellSet s, int cell) { return (s >> cell) & 1; }

/* ---- The values ---------------------------------------------------- */

const int PIECE_VALUE[PIECE_TYPE_COUNT] = {
    [PAWN] = 100, [KNIGHT] = 300, [BISHOP] = 320, [ROOK] = 300,
    [UNICORN] = 170, [QUEEN] = 850, [KING] = 0,
};

static const Score MATERIAL[PIECE_TYPE_COUNT] = {
    [PAWN] = S(100, 125), [KNIGHT] = S(300, 290), [BISHOP] = S(320, 330), [ROOK] = S(300, 360),
    [UNICORN] = S(170, 170), [QUEEN] = S(850, 900),
};

/* Piece-square weight per cell reached on the empty cube above the
 * piece's average there, as (middlegame, endgame). */
static const int CENTRE_WEIGHT[PIECE_TYPE_COUNT][2] = {
    [KNIGHT] = { 3, 2 }, [BISHOP] = { 3, 2 }, [UNICORN] = { 3, 2 }, [QUEEN] = { 1, 2 },
    [ROOK] = { 0, 0 }, [KING] = { 0, 3 },
};
/* Middlegame king: a step up from the home level and a rank forward. */
enum { KING_LEVEL_PENALTY = 18, KING_RANK_PENALTY = 10 };

/* Pawns by the steps taken towards promotion (level + rank for White,
 * 1 or 2 at the start, 8 on the promotion row). */
static const Score PAWN_ADVANCE[9] = {
    S(0, 0), S(0, 0), S(0, 0), S(6, 10), S(12, 20), S(22, 36), S(36, 60), S(56, 95), S(0, 0),
};
static const Score PASSED_PAWN[9] = {
    S(0, 0), S(0, 5), S(2, 10), S(6, 18), S(12, 30), S(20, 50), S(35, 85), S(60, 140), S(0, 0),
};

/* Per cell a piece reaches beyond an ordinary number. */
static const Score MOBILITY_WEIGHT[PIECE_TYPE_COUNT] = {
    [KNIGHT] = S(4, 4), [BISHOP] = S(3, 3), [ROOK] = S(3, 4), [UNICORN] = S(3, 3), [QUEEN] = S(1, 2),
};
static const int MOBILITY_BASE[PIECE_TYPE_COUNT] = {
    [KNIGHT] = 6, [BISHOP] = 7, [ROOK] = 6, [UNICORN] = 3, [QUEEN] = 14,
};

/* King safety: an attacker's weight when it reaches the king's cell or
 * its neighbours, and the penalty for the squared sum. */
static const int KING_ATTACK_WEIGHT[PIECE_TYPE_COUNT] = {
    [KNIGHT] = 2, [BISHOP] = 2, [ROOK] = 3, [UNICORN] = 2, [QUEEN] = 5,
};
enum {
    KING_DANGER_DIVISOR = 3,
    KING_DANGER_MAX = 700,
    KING_OPEN_LINE_PENALTY = 2,    /* per cell an enemy queen could see the king from */
    KING_OPEN_LINE_FREE = 6,
};

static const Score TEMPO = S(12, 6);
static const int PHASE_WEIGHT[PIECE_TYPE_COUNT] = {
    [KNIGHT] = 1, [BISHOP] = 1, [UNICORN] = 1, [ROOK] = 2, [QUEEN] = 4,
};
/* Bare-king endgames: the winning side is this far ahead in material. */
enum { MOPUP_MARGIN = 350, MOPUP_EDGE = 6, MOPUP_CLOSE = 4 };
enum { EVAL_INFINITE = 1 << 20 };

/* ---- Tables derived from the geometry ------------------------------ */

static Score psqt[PIECE_CODE_COUNT][CELL_COUNT];
static CellSet pawn_attack_set[2][CELL_COUNT];
static CellSet passed_mask[2][CELL_COUNT];
static int empty_mobility[PIECE_TYPE_COUNT][CELL_COUNT];
/* Indexed by a mailbox difference + MAILBOX_SIZE: the two cells touch. */
static bool king_near[2 * MAILBOX_SIZE];
static int8_t slider_first[PIECE_TYPE_COUNT], slider_end[PIECE_TYPE_COUNT];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static int count_empty_cube_moves(PieceType type, int cell)
{
    int mb = MAILBOX_OF_CELL[cell], n = 0;
    if (type == KNIGHT) {
        for (int i = 0; i < KNIGHT_LEAP_COUNT; i++)
            n += CELL_OF_MAILBOX[mb + KNIGHT_OFFSET[i]] != CELL_NONE;
        return n;
    }
    for (int d = slider_first[type]; d < slider_end[type]; d++)
        for (int t = mb + DIRECTION_OFFSET[d]; CELL_OF_MAILBOX[t] != CELL_NONE; t += DIRECTION_OFFSET[d]) {
            n++;
            if (type == KING)
                break;
        }
    return n;
}

static Score white_placement(PieceType type, int cell)
{
    int level = cell_level(cell), rank = cell_rank(cell);
    if (type == PAWN)
        return PAWN_ADVANCE[level + rank];
    int sum = 0;
    for (int c = 0; c < CELL_COUNT; c++)
        sum += empty_mobility[type][c];
    int centre = empty_mobility[type][cell] - (sum + CELL_COUNT / 2) / CELL_COUNT;
    int mg = CENTRE_WEIGHT[type][0] * centre, eg = CENTRE_WEIGHT[type][1] * centre;
    if (type == KING)
        mg = -KING_LEVEL_PENALTY * level - KING_RANK_PENALTY * rank;
    return S(mg, eg);
}

static void fill_pawn_sets(void)
{
    for (int c = 0; c < 2; c++)
        for (int cell = 0; cell < CELL_COUNT; cell++) {
            int mb = MAILBOX_OF_CELL[cell];
            for (int i = 0; i < 5; i++) {
                int to = CELL_OF_MAILBOX[mb + PAWN_CAPTURE_OFFSET[c][i]];
                if (to != CELL_NONE)
                    pawn_attack_set[c][cell] |= cell_bit(to);
            }
            /* Enemy pawns that could block or take a pawn on its way:
             * those on its file or the next ones, level and rank ahead. */
            for (int other = 0; other < CELL_COUNT; other++) {
                int dl = cell_level(other) - cell_level(cell), dr = cell_rank(other) - cell_rank(cell);
                if (c == BLACK)
                    dl = -dl, dr = -dr;
                if (other != cell && dl >= 0 && dr >= 0 && abs(cell_file(other) - cell_file(cell)) <= 1)
                    passed_mask[c][cell] |= cell_bit(other);
            }
        }
}

static void fill_tables(void)
{
    static const PieceType sliders[] = { BISHOP, ROOK, UNICORN, QUEEN, KING };
    static const int first[] = { DIRECTION_BISHOP_FIRST, DIRECTION_ROOK_FIRST, DIRECTION_UNICORN_FIRST, 0, 0 };
    static const int end[] = { DIRECTION_UNICORN_FIRST, DIRECTION_BISHOP_FIRST, DIRECTION_COUNT,
        DIRECTION_COUNT, DIRECTION_COUNT };

    core_init();
    for (size_t i = 0; i < sizeof sliders / sizeof *sliders; i++) {
        slider_first[sliders[i]] = (int8_t)first[i];
        slider_end[sliders[i]] = (int8_t)end[i];
    }
    for (int t = KNIGHT; t <= KING; t++)
        for (int cell = 0; cell < CELL_COUNT; cell++)
            empty_mobility[t][cell] = count_empty_cube_moves((PieceType)t, cell);
    for (int t = PAWN; t <= KING; t++)
        for (int cell = 0; cell < CELL_COUNT; cell++) {
            Score s = MATERIAL[t] + white_placement((PieceType)t, cell);
            psqt[piece_make(WHITE, (PieceType)t)][cell] = s;
            psqt[piece_make(BLACK, (PieceType)t)][CELL_COUNT - 1 - cell] = -s;
        }
    fill_pawn_sets();
    for (int d = 0; d < DIRECTION_COUNT; d++)
        king_near[MAILBOX_SIZE + DIRECTION_OFFSET[d]] = true;
    king_near[MAILBOX_SIZE] = true;
}

/* ---- The accumulator ---------------------------------------------- */

static inline CellSet set_of(const uint64_t words[2])
{
    return (CellSet)words[0] | (CellSet)words[1] << 64;
}

static inline void words_toggle(uint64_t words[2], int cell)
{
    words[cell >> 6] ^= 1ull << (cell & 63);
}

void eval_accumulator_init(EvalAccumulator *acc, const Position *pos)
{
    pthread_once(&tables_once, fill_tables);
    memset(acc, 0, sizeof *acc);
    for (int cell = 0; cell < CELL_COUNT; cell++) {
        Piece p = position_at(pos, cell);
        if (p == PIECE_EMPTY)
            continue;
        acc->placement += psqt[p][cell];
        acc->phase += PHASE_WEIGHT[piece_type(p)];
        if (piece_type(p) == PAWN)
            words_toggle(acc->pawns[piece_colour(p)], cell);
    }
}

void eval_accumulator_update(EvalAccumulator *next, const EvalAccumulator *current, const Position *pos,
    Move m)
{
    int from = move_from(m), to = move_to(m);
    Piece moving = position_at(pos, from), captured = position_at(pos, to);
    PieceType promotion = move_promotion(m);
    Colour us = pos->side;
    Piece arriving = promotion != NO_TYPE ? piece_make(us, promotion) : moving;

    *next = *current;
    next->placement += psqt[arriving][to] - psqt[moving][from] - psqt[captured][to];
    next->phase += PHASE_WEIGHT[promotion] - PHASE_WEIGHT[piece_type(captured)];
    if (piece_type(moving) == PAWN) {
        words_toggle(next->pawns[us], from);
        if (promotion == NO_TYPE)
            words_toggle(next->pawns[us], to);
    }
    if (piece_type(captured) == PAWN)
        words_toggle(next->pawns[us ^ 1], to);
}

/* ---- The evaluation ------------------------------------------------ */

typedef struct EvalState {
    const Position *pos;
    CellSet pawns[2];
    CellSet pawn_attacks[2];
    int king_attack_units[2];   /* by colour of the attacker */
    int king_attackers[2];
} EvalState;

/* Iterates the cells of a set of cells in increasing order. */
#define FOR_EACH_CELL_IN(set, cellvar)                                       \
    for (CellSet bits_ = (set); bits_; bits_ &= bits_ - 1)                   \
        for (int cellvar = lowest_cell(bits_), once_ = 1; once_; once_ = 0)

static inline int lowest_cell(CellSet s)
{
    uint64_t low = (uint64_t)s;
    return low ? __builtin_ctzll(low) : 64 + __builtin_ctzll((uint64_t)(s >> 64));
}

static inline CellSet pieces_of(const Position *pos, int c)
{
    return set_of(pos->occupied[c]);
}

static void collect_pawns(EvalState *st, const EvalAccumulator *acc)
{
    for (int c = 0; c < 2; c++) {
        st->pawns[c] = set_of(acc->pawns[c]);
        FOR_EACH_CELL_IN(st->pawns[c], cell)
            st->pawn_attacks[c] |= pawn_attack_set[c][cell];
    }
}

/* Mobility of one piece; notes its attacks on the enemy king's cells. */
static int piece_mobility(EvalState *st, int mb, PieceType type, Colour us, int *king_hits)
{
    const Piece *b = st->pos->board;
    uint8_t own = colour_bit(us) | PIECE_OFFBOARD;
    CellSet guarded = st->pawn_attacks[us ^ 1];
    int enemy_king = st->pos->king[us ^ 1] >= 0 ? st->pos->king[us ^ 1] : 0;
    const bool *near = king_near + MAILBOX_SIZE - enemy_king;
    int n = 0;

    if (type == KNIGHT) {
        for (int i = 0; i < KNIGHT_LEAP_COUNT; i++) {
            int t = mb + KNIGHT_OFFSET[i];
            if (b[t] & own)
                continue;
            n += !set_has(guarded, CELL_OF_MAILBOX[t]);
            *king_hits += near[t];
        }
        return n;
    }
    for (int d = slider_first[type]; d < slider_end[type]; d++) {
        int off = DIRECTION_OFFSET[d];
        for (int t = mb + off;; t += off) {
            Piece q = b[t];
            if (q & own)
                break;
            n += !set_has(guarded, CELL_OF_MAILBOX[t]);
            *king_hits += near[t];
            if (q != PIECE_EMPTY)
                break;
        }
    }
    return n;
}

static Score mobility(EvalState *st)
{
    const Position *pos = st->pos;
    Score total = 0;
    for (int c = 0; c < 2; c++) {
        Score side = 0;
        bool enemy_king = pos->king[c ^ 1] >= 0;
        FOR_EACH_CELL_IN(pieces_of(pos, c) & ~st->pawns[c], cell) {
            int mb = MAILBOX_OF_CELL[cell];
            PieceType type = piece_type(pos->board[mb]);
            if (type == KING)
                continue;
            int hits = 0;
            int n = piece_mobility(st, mb, type, (Colour)c, &hits);
            side += MOBILITY_WEIGHT[type] * (n - MOBILITY_BASE[type]);
            if (hits && enemy_king) {
                st->king_attackers[c]++;
                st->king_attack_units[c] += KING_ATTACK_WEIGHT[type] + hits;
            }
        }
        total += c == WHITE ? side : -side;
    }
    return total;
}

/* Cells from which a queen of the enemy could see colour c's king. */
static int open_lines_to_king(const Position *pos, Colour c)
{
    const Piece *b = pos->board;
    int k = pos->king[c], n = 0;
    for (int d = 0; d < DIRECTION_COUNT; d++)
        for (int t = k + DIRECTION_OFFSET[d]; b[t] == PIECE_EMPTY; t += DIRECTION_OFFSET[d])
            n++;
    return n;
}

static Score king_safety(const EvalState *st)
{
    const Position *pos = st->pos;
    Score total = 0;
    for (int c = 0; c < 2; c++) {
        if (pos->king[c] < 0)
            continue;
        Colour them = (Colour)(c ^ 1);
        int units = st->king_attack_units[them];
        int danger = units * units / KING_DANGER_DIVISOR;
        if (st->king_attackers[them] < 2 && !pos->count[them][QUEEN])
            danger /= 4;
        if (danger > KING_DANGER_MAX)
            danger = KING_DANGER_MAX;
        int open = 0;
        if (pos->count[them][QUEEN]) {
            open = open_lines_to_king(pos, (Colour)c) - KING_OPEN_LINE_FREE;
            if (open < 0)
                open = 0;
        }
        Score s = S(-danger - KING_OPEN_LINE_PENALTY * open, -danger / 4);
        total += c == WHITE ? s : -s;
    }
    return total;
}

static Score passed_pawns(const EvalState *st)
{
    Score total = 0;
    for (int c = 0; c < 2; c++) {
        FOR_EACH_CELL_IN(st->pawns[c], cell) {
            if (passed_mask[c][cell] & st->pawns[c ^ 1])
                continue;
            int white_cell = c == WHITE ? cell : CELL_COUNT - 1 - cell;
            Score s = PASSED_PAWN[cell_level(white_cell) + cell_rank(white_cell)];
            total += c == WHITE ? s : -s;
        }
    }
    return total;
}

/* With a clear material lead and the enemy down to few pieces and no
 * pawns: drive the enemy king to the edge and bring one's own king close,
 * so that the search finds the mate. */
static int mopup(const Position *pos, int material_eg)
{
    Colour strong = material_eg > 0 ? WHITE : BLACK, weak = (Colour)(strong ^ 1);
    if (abs(material_eg) < MOPUP_MARGIN || pos->count[weak][PAWN] || pos->king[0] < 0 || pos->king[1] < 0)
        return 0;
    int wk = CELL_OF_MAILBOX[pos->king[weak]], sk = CELL_OF_MAILBOX[pos->king[strong]];
    int distance = abs(cell_level(wk) - cell_level(sk));
    int df = abs(cell_file(wk) - cell_file(sk)), dr = abs(cell_rank(wk) - cell_rank(sk));
    distance = distance > df ? distance : df;
    distance = distance > dr ? distance : dr;
    int bonus = MOPUP_EDGE * (26 - empty_mobility[KING][wk]) + MOPUP_CLOSE * (4 - distance) * 4;
    return strong == WHITE ? bonus : -bonus;
}

static inline int clamp_phase(int phase)
{
    return phase > EVAL_PHASE_MAX ? EVAL_PHASE_MAX : phase;
}

static inline int blend(Score s, int phase)
{
    return (score_mg(s) * phase + score_eg(s) * (EVAL_PHASE_MAX - phase)) / EVAL_PHASE_MAX;
}

static void evaluate_all(const Position *pos, const EvalAccumulator *acc, EvalTerms *t)
{
    EvalState st = { .pos = pos };
    int phase = clamp_phase(acc->phase);

    collect_pawns(&st, acc);
    Score mob = mobility(&st);
    t->phase = phase;
    t->material_placement = blend(acc->placement, phase);
    t->mobility = blend(mob, phase);
    t->king_safety = blend(king_safety(&st), phase);
    t->passed_pawns = blend(passed_pawns(&st), phase);
    t->endgame = mopup(pos, score_eg(acc->placement));
}

void evaluate_terms(const Position *pos, EvalTerms *terms)
{
    EvalAccumulator acc;
    eval_accumulator_init(&acc, pos);
    evaluate_all(pos, &acc, terms);
}

static inline int for_side(const Position *pos, int white)
{
    return pos->side == WHITE ? white : -white;
}

int evaluate_lazy(const Position *pos, const EvalAccumulator *acc, int alpha, int beta, bool *exact)
{
    int phase = clamp_phase(acc->phase);
    int rough = for_side(pos, blend(acc->placement, phase)) + blend(TEMPO, phase);
    if (rough - EVAL_LAZY_MARGIN >= beta || rough + EVAL_LAZY_MARGIN <= alpha) {
        *exact = false;
        return rough;
    }
    EvalTerms t;
    evaluate_all(pos, acc, &t);
    *exact = true;
    int white = t.material_placement + t.mobility + t.king_safety + t.passed_pawns + t.endgame;
    return for_side(pos, white) + blend(TEMPO, t.phase);
}

int evaluate(const Position *pos)
{
    EvalAccumulator acc;
    bool exact;
    eval_accumulator_init(&acc, pos);
    return evaluate_lazy(pos, &acc, -EVAL_INFINITE, EVAL_INFINITE, &exact);
}
