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
 * on the enemy king's surroundings, and keeps what each side attacks for
 * the threats.
 */
#include <config.h>

#include "evaluate.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "attacks.h"

typedef int32_t Score;

#define S(mg, eg) ((Score)((uint32_t)(eg) << 16) + (Score)(mg))

static inline int score_mg(Score s) { return (int16_t)(uint16_t)(uint32_t)s; }
static inline int score_eg(Score s) { return (int16_t)(uint16_t)((uint32_t)(s + 0x8000) >> 16); }

/* ---- The values ---------------------------------------------------- */

const int PIECE_VALUE[PIECE_TYPE_COUNT] = {
    [PAWN] = VALUE_PAWN, [KNIGHT] = VALUE_KNIGHT, [BISHOP] = VALUE_BISHOP, [ROOK] = VALUE_ROOK,
    [UNICORN] = VALUE_UNICORN, [QUEEN] = VALUE_QUEEN, [KING] = 0,
};

/* The weights by name, with their defaults.  Groups of them are indexed
 * by piece type or by a pawn's steps (see the P_ offsets below):
 *   material.TYPE.mg/eg   the value of a piece
 *   centre.TYPE.mg/eg     placement per cell reached on the empty cube
 *                         above the piece's average there
 *   king.level, king.rank middlegame king: a step up from the home level,
 *                         a rank forward
 *   advance.N.mg/eg       a pawn N steps (level + rank) towards promotion
 *   passed.N.mg/eg        a passed pawn N steps towards promotion
 *   mobility.TYPE.mg/eg   per cell a piece reaches beyond an ordinary
 *                         number (MOBILITY_BASE)
 *   attack.TYPE           an attacker's weight when it reaches the king's
 *                         cell or its neighbours
 *   danger.max            the most the squared attack sum costs
 *   open.penalty, .free   per empty cell around the king beyond .free,
 *                         when the enemy has a queen
 *   tempo.mg/eg           having the move
 *   mopup.edge, .close    bare-king endgames: the weak king near the
 *                         edge, the strong king close to it */
static const struct {
    const char *name;
    int value;
} PARAM_DEFAULT[EVAL_PARAM_COUNT] = {
    { "material.pawn.mg", 100 }, { "material.pawn.eg", 125 },
    { "material.knight.mg", 300 }, { "material.knight.eg", 290 },
    { "material.bishop.mg", 320 }, { "material.bishop.eg", 330 },
    { "material.rook.mg", 300 }, { "material.rook.eg", 360 },
    { "material.unicorn.mg", 170 }, { "material.unicorn.eg", 170 },
    { "material.queen.mg", 850 }, { "material.queen.eg", 900 },
    { "centre.knight.mg", 3 }, { "centre.knight.eg", 2 },
    { "centre.bishop.mg", 3 }, { "centre.bishop.eg", 2 },
    { "centre.rook.mg", 0 }, { "centre.rook.eg", 0 },
    { "centre.unicorn.mg", 3 }, { "centre.unicorn.eg", 2 },
    { "centre.queen.mg", 1 }, { "centre.queen.eg", 2 },
    { "centre.king.eg", 3 },
    { "king.level", 18 }, { "king.rank", 10 },
    { "advance.3.mg", 6 }, { "advance.3.eg", 10 },
    { "advance.4.mg", 12 }, { "advance.4.eg", 20 },
    { "advance.5.mg", 22 }, { "advance.5.eg", 36 },
    { "advance.6.mg", 36 }, { "advance.6.eg", 60 },
    { "advance.7.mg", 56 }, { "advance.7.eg", 95 },
    { "passed.1.mg", 0 }, { "passed.1.eg", 5 },
    { "passed.2.mg", 2 }, { "passed.2.eg", 10 },
    { "passed.3.mg", 6 }, { "passed.3.eg", 18 },
    { "passed.4.mg", 12 }, { "passed.4.eg", 30 },
    { "passed.5.mg", 20 }, { "passed.5.eg", 50 },
    { "passed.6.mg", 35 }, { "passed.6.eg", 85 },
    { "passed.7.mg", 60 }, { "passed.7.eg", 140 },
    { "mobility.knight.mg", 4 }, { "mobility.knight.eg", 4 },
    { "mobility.bishop.mg", 3 }, { "mobility.bishop.eg", 3 },
    { "mobility.rook.mg", 3 }, { "mobility.rook.eg", 4 },
    { "mobility.unicorn.mg", 3 }, { "mobility.unicorn.eg", 3 },
    { "mobility.queen.mg", 1 }, { "mobility.queen.eg", 2 },
    { "attack.knight", 2 }, { "attack.bishop", 2 }, { "attack.rook", 3 },
    { "attack.unicorn", 2 }, { "attack.queen", 5 },
    { "danger.max", 700 },
    { "open.penalty", 6 }, { "open.free", 4 },
    { "tempo.mg", 12 }, { "tempo.eg", 6 },
    { "mopup.edge", 6 }, { "mopup.close", 4 },
    { "threat.pawn.mg", 30 }, { "threat.pawn.eg", 25 },
    { "threat.lesser.mg", 20 }, { "threat.lesser.eg", 15 },
    { "threat.hanging.mg", 15 }, { "threat.hanging.eg", 10 },
};

/* Where each group starts in the table above. */
enum {
    P_MATERIAL = 0,             /* (type - PAWN) * 2 + (0 mg, 1 eg) */
    P_CENTRE = 12,              /* (type - KNIGHT) * 2 + ..., KNIGHT..QUEEN */
    P_CENTRE_KING_EG = 22,
    P_KING_LEVEL = 23,
    P_KING_RANK = 24,
    P_ADVANCE = 25,             /* (steps - 3) * 2 + ..., steps 3..7 */
    P_PASSED = 35,              /* (steps - 1) * 2 + ..., steps 1..7 */
    P_MOBILITY = 49,            /* (type - KNIGHT) * 2 + ... */
    P_ATTACK = 59,              /* type - KNIGHT */
    P_DANGER_MAX = 64,
    P_OPEN_PENALTY = 65,
    P_OPEN_FREE = 66,
    P_TEMPO = 67,
    P_MOPUP_EDGE = 69,
    P_MOPUP_CLOSE = 70,
    P_THREAT_PAWN = 71,
    P_THREAT_LESSER = 73,
    P_THREAT_HANGING = 75,
};

_Static_assert(P_THREAT_HANGING + 2 == EVAL_PARAM_COUNT, "the groups cover the table");

/* The values in use, and what the evaluation reads, made from them by
 * derive_values(). */
static EvalParams params;
static Score MATERIAL[PIECE_TYPE_COUNT];
static int CENTRE_WEIGHT[PIECE_TYPE_COUNT][2];
static int KING_LEVEL_PENALTY, KING_RANK_PENALTY;
/* Pawns by the steps taken towards promotion (level + rank for White,
 * 1 or 2 at the start, 8 on the promotion row). */
static Score PAWN_ADVANCE[9];
static Score PASSED_PAWN[9];
static Score MOBILITY_WEIGHT[PIECE_TYPE_COUNT];
static const int MOBILITY_BASE[PIECE_TYPE_COUNT] = {
    [KNIGHT] = 6, [BISHOP] = 7, [ROOK] = 6, [UNICORN] = 3, [QUEEN] = 14,
};
static int KING_ATTACK_WEIGHT[PIECE_TYPE_COUNT];
static int KING_DANGER_MAX, KING_OPEN_CELL_PENALTY, KING_OPEN_CELLS_FREE;
enum { KING_DANGER_DIVISOR = 3 };
static Score TEMPO;
/* The tempo blended at each phase. */
static int TEMPO_AT_PHASE[EVAL_PHASE_MAX + 1];
static int MOPUP_EDGE, MOPUP_CLOSE;
static Score THREAT_BY_PAWN, THREAT_BY_LESSER, THREAT_HANGING;

static const int PHASE_WEIGHT[PIECE_TYPE_COUNT] = {
    [KNIGHT] = 1, [BISHOP] = 1, [UNICORN] = 1, [ROOK] = 2, [QUEEN] = 4,
};
/* Bare-king endgames: the winning side is this far ahead in material. */
enum { MOPUP_MARGIN = 350 };
enum { EVAL_INFINITE = 1 << 20 };

static Score param_pair(int index)
{
    return S(params.value[index], params.value[index + 1]);
}

static inline int blend(Score s, int phase);

static void derive_values(void)
{
    const int *v = params.value;
    for (int t = PAWN; t <= QUEEN; t++)
        MATERIAL[t] = param_pair(P_MATERIAL + (t - PAWN) * 2);
    for (int t = KNIGHT; t <= QUEEN; t++) {
        CENTRE_WEIGHT[t][0] = v[P_CENTRE + (t - KNIGHT) * 2];
        CENTRE_WEIGHT[t][1] = v[P_CENTRE + (t - KNIGHT) * 2 + 1];
        MOBILITY_WEIGHT[t] = param_pair(P_MOBILITY + (t - KNIGHT) * 2);
        KING_ATTACK_WEIGHT[t] = v[P_ATTACK + t - KNIGHT];
    }
    CENTRE_WEIGHT[KING][1] = v[P_CENTRE_KING_EG];
    KING_LEVEL_PENALTY = v[P_KING_LEVEL];
    KING_RANK_PENALTY = v[P_KING_RANK];
    for (int steps = 3; steps <= 7; steps++)
        PAWN_ADVANCE[steps] = param_pair(P_ADVANCE + (steps - 3) * 2);
    for (int steps = 1; steps <= 7; steps++)
        PASSED_PAWN[steps] = param_pair(P_PASSED + (steps - 1) * 2);
    KING_DANGER_MAX = v[P_DANGER_MAX];
    KING_OPEN_CELL_PENALTY = v[P_OPEN_PENALTY];
    KING_OPEN_CELLS_FREE = v[P_OPEN_FREE];
    TEMPO = param_pair(P_TEMPO);
    for (int phase = 0; phase <= EVAL_PHASE_MAX; phase++)
        TEMPO_AT_PHASE[phase] = blend(TEMPO, phase);
    MOPUP_EDGE = v[P_MOPUP_EDGE];
    MOPUP_CLOSE = v[P_MOPUP_CLOSE];
    THREAT_BY_PAWN = param_pair(P_THREAT_PAWN);
    THREAT_BY_LESSER = param_pair(P_THREAT_LESSER);
    THREAT_HANGING = param_pair(P_THREAT_HANGING);
}

/* ---- Tables derived from the geometry ------------------------------ */

static Score psqt[PIECE_CODE_COUNT][CELL_COUNT];
static int empty_mobility[PIECE_TYPE_COUNT][CELL_COUNT];
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

/* Cells by file and rank, for moving sets of pawns around. */
static CellSet file_a_cells, file_e_cells, rank_1_cells, rank_5_cells, cube_cells;

static void fill_masks(void)
{
    for (int cell = 0; cell < CELL_COUNT; cell++) {
        cube_cells = cellset_with(cube_cells, cell);
        if (cell_file(cell) == 0)
            file_a_cells = cellset_with(file_a_cells, cell);
        if (cell_file(cell) == 4)
            file_e_cells = cellset_with(file_e_cells, cell);
        if (cell_rank(cell) == 0)
            rank_1_cells = cellset_with(rank_1_cells, cell);
        if (cell_rank(cell) == 4)
            rank_5_cells = cellset_with(rank_5_cells, cell);
    }
}

/* Material and placement by piece and cell, from the values in use. */
static void fill_psqt(void)
{
    for (int t = PAWN; t <= KING; t++)
        for (int cell = 0; cell < CELL_COUNT; cell++) {
            Score s = MATERIAL[t] + white_placement((PieceType)t, cell);
            psqt[piece_make(WHITE, (PieceType)t)][cell] = s;
            psqt[piece_make(BLACK, (PieceType)t)][CELL_COUNT - 1 - cell] = -s;
        }
}

static void fill_tables(void)
{
    static const PieceType sliders[] = { BISHOP, ROOK, UNICORN, QUEEN, KING };
    static const int first[] = { DIRECTION_BISHOP_FIRST, DIRECTION_ROOK_FIRST, DIRECTION_UNICORN_FIRST, 0, 0 };
    static const int end[] = { DIRECTION_UNICORN_FIRST, DIRECTION_BISHOP_FIRST, DIRECTION_COUNT,
        DIRECTION_COUNT, DIRECTION_COUNT };

    core_init();
    attacks_init();
    for (size_t i = 0; i < sizeof sliders / sizeof *sliders; i++) {
        slider_first[sliders[i]] = (int8_t)first[i];
        slider_end[sliders[i]] = (int8_t)end[i];
    }
    for (int t = KNIGHT; t <= KING; t++)
        for (int cell = 0; cell < CELL_COUNT; cell++)
            empty_mobility[t][cell] = count_empty_cube_moves((PieceType)t, cell);
    fill_masks();
    eval_params_default(&params);
    derive_values();
    fill_psqt();
}

/* ---- The parameters ---------------------------------------------- */

const char *eval_param_name(int index)
{
    return PARAM_DEFAULT[index].name;
}

int eval_param_find(const char *name)
{
    for (int i = 0; i < EVAL_PARAM_COUNT; i++)
        if (strcmp(PARAM_DEFAULT[i].name, name) == 0)
            return i;
    return -1;
}

void eval_params_default(EvalParams *p)
{
    for (int i = 0; i < EVAL_PARAM_COUNT; i++)
        p->value[i] = PARAM_DEFAULT[i].value;
}

void eval_params_current(EvalParams *p)
{
    pthread_once(&tables_once, fill_tables);
    *p = params;
}

void eval_params_use(const EvalParams *p)
{
    pthread_once(&tables_once, fill_tables);
    params = *p;
    derive_values();
    fill_psqt();
}

/* ---- The accumulator ---------------------------------------------- */


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
        if (piece_type(p) == PAWN) {
            words_toggle(acc->pawns[piece_colour(p)], cell);
            acc->pawn_key ^= ZOBRIST_PIECE[p][cell];
        }
    }
    acc->pawns_changed = true;
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
        next->pawn_key ^= ZOBRIST_PIECE[moving][from];
        if (promotion == NO_TYPE) {
            words_toggle(next->pawns[us], to);
            next->pawn_key ^= ZOBRIST_PIECE[moving][to];
        }
        next->pawns_changed = true;
    }
    if (piece_type(captured) == PAWN) {
        words_toggle(next->pawns[us ^ 1], to);
        next->pawn_key ^= ZOBRIST_PIECE[captured][to];
        next->pawns_changed = true;
    }
}

/* ---- The evaluation ------------------------------------------------ */

typedef struct EvalState {
    const Position *pos;
    CellSet pawns[2];
    CellSet pawn_attacks[2];
    int king_attack_units[2];   /* by colour of the attacker */
    int king_attackers[2];
    /* The cells each colour attacks: with a unicorn, with a unicorn,
     * knight or bishop, with a rook, and with anything (the pawns and the
     * king too). */
    CellSet by_unicorn[2], by_minor[2], by_rook[2], reach[2];
} EvalState;

static inline CellSet pieces_of(const Position *pos, int c)
{
    return cellset_of_words(pos->occupied[c]);
}

/* The pawns and the cells they attack, each step for all pawns at once. */
static Score passed_pawns(const CellSet pawns[2]);

/* What follows from the pawns alone: the cells they attack (each step
 * for all pawns at once) and the passed pawns' score. */
static void count_pawns(const CellSet pawns[2], uint64_t attacks_out[2][2], int32_t *passed)
{
    for (int c = 0; c < 2; c++) {
        CellSet attacks = cellset_empty();
        for (int i = 0; i < 5; i++) {
            const PawnStep *step = &PAWN_CAPTURE_STEPS[c][i];
            attacks = cellset_or(attacks, cellset_shift(cellset_and(pawns[c], step->from), step->delta));
        }
        cellset_to_words(attacks, attacks_out[c]);
    }
    *passed = passed_pawns(pawns);
}

/* The pawn data of the accumulator, brought up to date after a move that
 * changed the pawns: from the pawn table when it knows the structure. */
static void collect_pawns(EvalState *st, EvalAccumulator *acc, EvalCache *cache)
{
    for (int c = 0; c < 2; c++)
        st->pawns[c] = cellset_of_words(acc->pawns[c]);
    if (acc->pawns_changed) {
        PawnEntry *e = cache ? &cache->pawn[acc->pawn_key % PAWN_TABLE_SIZE] : NULL;
        if (e && e->key == acc->pawn_key) {
            memcpy(acc->pawn_attacks, e->pawn_attacks, sizeof acc->pawn_attacks);
            acc->passed_pawns = e->passed_pawns;
        } else {
            count_pawns(st->pawns, acc->pawn_attacks, &acc->passed_pawns);
            if (e) {
                e->key = acc->pawn_key;
                memcpy(e->pawn_attacks, acc->pawn_attacks, sizeof acc->pawn_attacks);
                e->passed_pawns = acc->passed_pawns;
            }
        }
        acc->pawns_changed = false;
    }
    for (int c = 0; c < 2; c++)
        st->pawn_attacks[c] = cellset_of_words(acc->pawn_attacks[c]);
}

/* What one side's pieces of one type reach: mobility (cells not their
 * own side's and not guarded by an enemy pawn), and attacks on the cells
 * around the enemy king; *reached gets all the cells they attack. */
static inline __attribute__((always_inline)) Score type_mobility(EvalState *st, Colour c, PieceType type, CellSet occupied, CellSet safe,
    CellSet zone, CellSet *reached)
{
    Score score = 0;
    CellSet all = cellset_empty();
    CELLSET_FOR_EACH(cellset_of_words(st->pos->pieces[c][type]), cell) {
        CellSet attacks = attacks_of_piece(type, cell, occupied);
        all = cellset_or(all, attacks);
        score += MOBILITY_WEIGHT[type] * (cellset_count(cellset_and(attacks, safe)) - MOBILITY_BASE[type]);
        CellSet hits = cellset_and(attacks, zone);
        if (!cellset_is_empty(hits)) {
            st->king_attackers[c]++;
            st->king_attack_units[c] += KING_ATTACK_WEIGHT[type] + cellset_count(hits);
        }
    }
    *reached = all;
    return score;
}

/* Counting bits is most of the work: built twice, with and without the
 * processor's population count, and chosen when the program starts. */
EVAL_TARGET_CLONES
static Score mobility(EvalState *st)
{
    const Position *pos = st->pos;
    CellSet occupied = cellset_or(pieces_of(pos, WHITE), pieces_of(pos, BLACK));
    Score total = 0;
    for (int c = 0; c < 2; c++) {
        CellSet safe = cellset_not(cellset_or(pieces_of(pos, c), st->pawn_attacks[c ^ 1]));
        int enemy_king = position_king_cell(pos, (Colour)(c ^ 1));
        CellSet zone = enemy_king == CELL_NONE ? cellset_empty() : cellset_with(KING_ATTACKS[enemy_king], enemy_king);
        CellSet knights, bishops, rooks, unicorns, queens;
        Score side = type_mobility(st, (Colour)c, KNIGHT, occupied, safe, zone, &knights)
            + type_mobility(st, (Colour)c, BISHOP, occupied, safe, zone, &bishops)
            + type_mobility(st, (Colour)c, ROOK, occupied, safe, zone, &rooks)
            + type_mobility(st, (Colour)c, UNICORN, occupied, safe, zone, &unicorns)
            + type_mobility(st, (Colour)c, QUEEN, occupied, safe, zone, &queens);
        total += c == WHITE ? side : -side;
        st->by_unicorn[c] = unicorns;
        st->by_minor[c] = cellset_or(unicorns, cellset_or(knights, bishops));
        st->by_rook[c] = rooks;
        CellSet reach = cellset_or(cellset_or(st->by_minor[c], rooks), cellset_or(queens, st->pawn_attacks[c]));
        int king = position_king_cell(pos, (Colour)c);
        st->reach[c] = king == CELL_NONE ? reach : cellset_or(reach, KING_ATTACKS[king]);
    }
    return total;
}

/* Empty cells around colour c's king. */
static inline __attribute__((always_inline)) int open_cells_around_king(const Position *pos, Colour c)
{
    CellSet occupied = cellset_or(pieces_of(pos, WHITE), pieces_of(pos, BLACK));
    return cellset_count(cellset_and_not(KING_ATTACKS[position_king_cell(pos, c)], occupied));
}

EVAL_TARGET_CLONES
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
            open = open_cells_around_king(pos, (Colour)c) - KING_OPEN_CELLS_FREE;
            if (open < 0)
                open = 0;
        }
        Score s = S(-danger - KING_OPEN_CELL_PENALTY * open, -danger / 4);
        total += c == WHITE ? s : -s;
    }
    return total;
}

/* Threats, after mobility() has gathered the pieces' attacks: an enemy
 * piece (not a pawn or the king) attacked by a pawn, a queen attacked by
 * a lesser piece (a rook, bishop, knight or unicorn), a rook by a bishop,
 * knight or unicorn, a bishop or knight by a unicorn; and an enemy piece
 * attacked and not defended at all.  A piece counts once for each of
 * the three kinds of threat it is under. */
EVAL_TARGET_CLONES
static Score threats(const EvalState *st)
{
    Score total = 0;
    for (int c = 0; c < 2; c++) {
        const uint64_t (*their)[2] = st->pos->pieces[c ^ 1];
        CellSet minors = cellset_or(cellset_of_words(their[KNIGHT]), cellset_of_words(their[BISHOP]));
        CellSet rooks = cellset_of_words(their[ROOK]), queens = cellset_of_words(their[QUEEN]);
        CellSet pieces = cellset_or(cellset_or(minors, cellset_of_words(their[UNICORN])), cellset_or(rooks, queens));
        CellSet targets = cellset_and(st->reach[c], pieces);
        if (cellset_is_empty(targets))
            continue;
        CellSet lesser = cellset_or(cellset_and(st->by_unicorn[c], minors), cellset_and(st->by_minor[c], rooks));
        lesser = cellset_or(lesser, cellset_and(cellset_or(st->by_minor[c], st->by_rook[c]), queens));
        Score s = THREAT_BY_PAWN * cellset_count(cellset_and(st->pawn_attacks[c], targets))
            + THREAT_BY_LESSER * cellset_count(lesser)
            + THREAT_HANGING * cellset_count(cellset_and_not(targets, st->reach[c ^ 1]));
        total += c == WHITE ? s : -s;
    }
    return total;
}

/* The cells a pawn of colour c cannot pass unhindered by these enemy
 * pawns: those on the same file or the next ones, at or behind the enemy
 * pawn's level and rank as c sees it.  A c pawn on such a cell can be
 * blocked or taken on its way. */
static CellSet pawn_shadow(CellSet enemy_pawns, Colour c)
{
    CellSet beside = cellset_or(cellset_and_not(cellset_shift_up(enemy_pawns, 1), file_a_cells),
        cellset_and_not(cellset_shift_down(enemy_pawns, 1), file_e_cells));
    CellSet shadow = cellset_and(cellset_or(enemy_pawns, beside), cube_cells);
    /* Down (for White) or up through the levels, then through the ranks
     * of each level. */
    int way = c == WHITE ? -1 : 1;
    shadow = cellset_or(shadow, cellset_shift(shadow, 25 * way));
    shadow = cellset_or(shadow, cellset_shift(shadow, 50 * way));
    shadow = cellset_or(shadow, cellset_shift(shadow, 100 * way));
    CellSet far_rank = c == WHITE ? rank_5_cells : rank_1_cells;
    for (int i = 0; i < 4; i++)
        shadow = cellset_or(shadow, cellset_and_not(cellset_shift(shadow, 5 * way), far_rank));
    return cellset_and(shadow, cube_cells);
}

static Score passed_pawns(const CellSet pawns[2])
{
    Score total = 0;
    for (int c = 0; c < 2; c++) {
        CELLSET_FOR_EACH(cellset_and_not(pawns[c], pawn_shadow(pawns[c ^ 1], (Colour)c)), cell) {
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

/* Whether side c's army can force spacemate against a bare king.  By the
 * retrograde analysis of tests/tools/endgames.c (README, "Endgames"): king
 * and queen win every position with their side to move; king and rook,
 * bishop, knight or unicorn cannot mate at all (no such position is
 * spacemate: a line piece or a knight covers too little of the 26 cells
 * around a king); and king and any two of those win at most 0.81 % of
 * their positions with their side to move (two rooks), the other pairs
 * fewer or none: in general they draw.  A pawn can become a queen.
 * Three pieces are beyond the analysis and counted as enough. */
static bool can_force_mate(const Position *pos, Colour c)
{
    const uint8_t *n = pos->count[c];
    return n[PAWN] || n[QUEEN] || n[KNIGHT] + n[BISHOP] + n[ROOK] + n[UNICORN] > 2;
}

/* Whether a score of White's view favours a side that cannot force
 * spacemate: that side may be far ahead in material and still cannot
 * win, so its score counts a DRAWN_DIVISOR-th, and the search keeps its
 * pawns or its queen rather than trade them off into such an ending,
 * and the side behind steers for one. */
static bool favours_unwinnable(const Position *pos, int white)
{
    return (white > 0 && !can_force_mate(pos, WHITE)) || (white < 0 && !can_force_mate(pos, BLACK));
}

static int scale_unwinnable(const Position *pos, int white)
{
    return favours_unwinnable(pos, white) ? white / DRAWN_DIVISOR : white;
}

static inline int clamp_phase(int phase)
{
    return phase > EVAL_PHASE_MAX ? EVAL_PHASE_MAX : phase;
}

static inline int blend(Score s, int phase)
{
    return (score_mg(s) * phase + score_eg(s) * (EVAL_PHASE_MAX - phase)) / EVAL_PHASE_MAX;
}

/* The terms as packed pairs, White's view; the bare-king term is already
 * a single value. */
typedef struct EvalParts {
    Score placement, mobility, king_safety, passed_pawns, threats;
    int endgame;
    int phase;
} EvalParts;

/* The terms' sum for White, blended, before the division. */
static int white_total(const EvalParts *p)
{
    Score sum = p->placement + p->mobility + p->king_safety + p->passed_pawns + p->threats;
    return blend(sum, p->phase) + p->endgame;
}

static void evaluate_parts(const Position *pos, EvalAccumulator *acc, EvalCache *cache, EvalParts *p)
{
    /* Field by field: the attacks are all written before they are read,
     * and clearing the whole state at every evaluation costs. */
    EvalState st;
    st.pos = pos;
    for (int c = 0; c < 2; c++)
        st.king_attack_units[c] = st.king_attackers[c] = 0;
    collect_pawns(&st, acc, cache);
    p->phase = clamp_phase(acc->phase);
    p->placement = acc->placement;
    p->mobility = mobility(&st);
    p->king_safety = king_safety(&st);
    p->threats = threats(&st);
    p->passed_pawns = acc->passed_pawns;
    p->endgame = mopup(pos, score_eg(acc->placement));
}

void evaluate_terms(const Position *pos, EvalTerms *terms)
{
    EvalAccumulator acc;
    EvalParts p;
    eval_accumulator_init(&acc, pos);
    evaluate_parts(pos, &acc, NULL, &p);
    terms->phase = p.phase;
    terms->material_placement = blend(p.placement, p.phase);
    terms->mobility = blend(p.mobility, p.phase);
    terms->king_safety = blend(p.king_safety, p.phase);
    terms->passed_pawns = blend(p.passed_pawns, p.phase);
    terms->threats = blend(p.threats, p.phase);
    terms->endgame = p.endgame;
    terms->divisor = favours_unwinnable(pos, white_total(&p)) ? DRAWN_DIVISOR : 1;
}

static inline int for_side(const Position *pos, int white)
{
    return pos->side == WHITE ? white : -white;
}

int evaluate_rough(const Position *pos, const EvalAccumulator *acc)
{
    int phase = clamp_phase(acc->phase);
    return for_side(pos, scale_unwinnable(pos, blend(acc->placement, phase))) + TEMPO_AT_PHASE[phase];
}

int evaluate_lazy(const Position *pos, EvalAccumulator *acc, EvalCache *cache, int alpha, int beta,
    bool *exact)
{
    int rough = evaluate_rough(pos, acc);
    if (rough - EVAL_LAZY_MARGIN >= beta || rough + EVAL_LAZY_MARGIN <= alpha) {
        *exact = false;
        return rough;
    }
    *exact = true;
    uint64_t *kept = cache ? &cache->full[pos->hash & (EVAL_CACHE_FULL_SIZE - 1)] : NULL;
    if (kept && (*kept ^ pos->hash) >> 16 == 0)
        return (int16_t)(uint16_t)*kept;
    EvalParts p;
    evaluate_parts(pos, acc, cache, &p);
    int value = for_side(pos, scale_unwinnable(pos, white_total(&p))) + TEMPO_AT_PHASE[p.phase];
    if (kept && value == (int16_t)value)
        *kept = (pos->hash & ~(uint64_t)0xffff) | (uint16_t)(int16_t)value;
    return value;
}

int evaluate(const Position *pos)
{
    EvalAccumulator acc;
    bool exact;
    eval_accumulator_init(&acc, pos);
    return evaluate_lazy(pos, &acc, NULL, -EVAL_INFINITE, EVAL_INFINITE, &exact);
}
