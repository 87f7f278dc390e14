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
 * Legal move generation, attack detection and check/pin analysis.
 */
#include <config.h>

#include "movegen.h"

#include "attacks.h"

#include <stdlib.h>
#include <string.h>

static const int SLIDER_FIRST[PIECE_TYPE_COUNT] = {
    [BISHOP] = DIRECTION_BISHOP_FIRST, [ROOK] = DIRECTION_ROOK_FIRST,
    [UNICORN] = DIRECTION_UNICORN_FIRST, [QUEEN] = 0,
};
static const int SLIDER_END[PIECE_TYPE_COUNT] = {
    [BISHOP] = DIRECTION_UNICORN_FIRST, [ROOK] = DIRECTION_BISHOP_FIRST,
    [UNICORN] = DIRECTION_COUNT, [QUEEN] = DIRECTION_COUNT,
};

static inline bool is_promotion_cell(Colour c, int mb)
{
    int cell = CELL_OF_MAILBOX[mb];
    return c == WHITE ? cell >= 120 : cell < 5; /* Ea5..Ee5 or Aa1..Ae1 */
}

static inline CellSet pieces_of(const Position *pos, Colour c, PieceType t)
{
    return cellset_of_words(pos->pieces[c][t]);
}

static inline CellSet occupancy(const Position *pos)
{
    return cellset_or(cellset_of_words(pos->occupied[WHITE]), cellset_of_words(pos->occupied[BLACK]));
}

/* Colour c's pieces that slide along lines of class cls. */
static inline CellSet sliders_of_class(const Position *pos, Colour c, LineClass cls)
{
    static const PieceType SLIDER[LINE_CLASS_COUNT] = { ROOK, BISHOP, UNICORN };
    return cellset_or(pieces_of(pos, c, SLIDER[cls]), pieces_of(pos, c, QUEEN));
}

/* Does one of the sliders attack `cell` along lines of class cls?  Only
 * looked up when one of them stands on such a line at all. */
static inline bool slides_onto(int cell, LineClass cls, CellSet occupied, CellSet sliders)
{
    return cellset_intersects(LINES_THROUGH[cell][cls], sliders)
        && cellset_intersects(attacks_along(cell, cls, occupied), sliders);
}

/* Attack test on mailbox cell `target` by colour `by`; the cell `ignore`
 * counts as empty (the moving king's own cell).  Leapers and pawns are
 * found by intersecting tables; sliders by looking from the target along
 * each class of lines that holds an enemy slider at all. */
static bool attacked(const Position *pos, int target, Colour by, int ignore)
{
    int cell = CELL_OF_MAILBOX[target];
    /* The cells from which a pawn of `by` takes on `cell` are those an
     * enemy pawn on `cell` would take on. */
    if (cellset_intersects(PAWN_ATTACKS[by ^ 1][cell], pieces_of(pos, by, PAWN))
        || cellset_intersects(KNIGHT_ATTACKS[cell], pieces_of(pos, by, KNIGHT))
        || cellset_intersects(KING_ATTACKS[cell], pieces_of(pos, by, KING)))
        return true;
    CellSet occupied = occupancy(pos);
    if (ignore >= 0)
        occupied = cellset_without(occupied, CELL_OF_MAILBOX[ignore]);
    CellSet queens = pieces_of(pos, by, QUEEN);
    return slides_onto(cell, LINE_ROOK, occupied, cellset_or(queens, pieces_of(pos, by, ROOK)))
        || slides_onto(cell, LINE_BISHOP, occupied, cellset_or(queens, pieces_of(pos, by, BISHOP)))
        || slides_onto(cell, LINE_UNICORN, occupied, cellset_or(queens, pieces_of(pos, by, UNICORN)));
}

CellSet position_attackers_to(const Position *pos, int cell, CellSet occupied, Colour by)
{
    CellSet attackers = cellset_or(cellset_or(cellset_and(PAWN_ATTACKS[by ^ 1][cell], pieces_of(pos, by, PAWN)),
                                              cellset_and(KNIGHT_ATTACKS[cell], pieces_of(pos, by, KNIGHT))),
        cellset_and(KING_ATTACKS[cell], pieces_of(pos, by, KING)));
    for (int cls = 0; cls < LINE_CLASS_COUNT; cls++) {
        CellSet sliders = sliders_of_class(pos, by, (LineClass)cls);
        if (cellset_intersects(LINES_THROUGH[cell][cls], sliders))
            attackers = cellset_or(attackers, cellset_and(attacks_along(cell, (LineClass)cls, occupied), sliders));
    }
    return attackers;
}

bool position_king_attacked(const Position *pos, Colour c)
{
    return pos->king[c] >= 0 && attacked(pos, pos->king[c], (Colour)(c ^ 1), -1);
}

bool position_in_check(const Position *pos)
{
    return position_king_attacked(pos, pos->side);
}

void movegen_check_info(const Position *pos, CheckInfo *ci)
{
    Colour us = pos->side, them = (Colour)(us ^ 1);
    int king = position_king_cell(pos, them);
    memset(ci, 0, sizeof *ci);
    ci->king = king;
    if (king == CELL_NONE)
        return;
    CellSet occupied = occupancy(pos), own = cellset_of_words(pos->occupied[us]);
    /* A piece attacks the king from exactly the cells the king would
     * attack as that piece (a pawn: as an enemy pawn). */
    ci->check_cells[PAWN] = PAWN_ATTACKS[them][king];
    ci->check_cells[KNIGHT] = KNIGHT_ATTACKS[king];
    for (int cls = 0; cls < LINE_CLASS_COUNT; cls++) {
        CellSet along = attacks_along(king, (LineClass)cls, occupied);
        static const PieceType SLIDER[LINE_CLASS_COUNT] = { ROOK, BISHOP, UNICORN };
        ci->check_cells[SLIDER[cls]] = along;
        ci->check_cells[QUEEN] = cellset_or(ci->check_cells[QUEEN], along);
        /* Our pieces alone between the king and a slider of ours. */
        CELLSET_FOR_EACH(cellset_and(LINES_THROUGH[king][cls], sliders_of_class(pos, us, (LineClass)cls)), slider) {
            CellSet blockers = cellset_and(cells_between(king, slider), occupied);
            if (!cellset_is_empty(blockers) && !cellset_more_than(blockers, 1) && cellset_intersects(blockers, own))
                ci->discoverers = cellset_or(ci->discoverers, blockers);
        }
    }
}

bool movegen_gives_check_with(const Position *pos, const CheckInfo *ci, Move m)
{
    PieceType promotion = move_promotion(m);
    if (promotion == NO_TYPE)
        return movegen_gives_check_plain(pos, ci, m);
    if (ci->king == CELL_NONE)
        return false;
    /* The pawn that becomes a slider may itself have stood between its
     * new cell and the king. */
    int from = move_from(m), to = move_to(m);
    CellSet occupied = cellset_with(cellset_without(occupancy(pos), from), to);
    return cellset_has(attacks_of_piece(promotion, to, occupied), ci->king) || movegen_uncovers_check(ci, from, to);
}

bool movegen_gives_check(const Position *pos, Move m)
{
    CheckInfo ci;
    movegen_check_info(pos, &ci);
    return movegen_gives_check_with(pos, &ci, m);
}

/* What the king of the side to move faces. */
typedef struct KingSafety {
    int checkers;             /* those by pawn and knight counted up to two */
    uint64_t evasion[2];      /* cells that capture or block a single check */
    int pin_count;
    int16_t pinned[DIRECTION_COUNT];   /* mailbox cell of each pinned piece */
    int8_t pin_direction[DIRECTION_COUNT];
} KingSafety;

static inline bool mask_has(const uint64_t m[2], int mb)
{
    int cell = CELL_OF_MAILBOX[mb];
    return (m[cell >> 6] >> (cell & 63)) & 1;
}

/* Checkers and pins: an enemy slider on a line through the king with
 * nothing between gives check, with exactly one piece of ours between pins
 * it. */
static void analyse_king(const Position *pos, KingSafety *ks)
{
    Colour us = pos->side, them = (Colour)(us ^ 1);
    int k = pos->king[us];

    ks->checkers = 0;
    ks->evasion[0] = ks->evasion[1] = 0;
    ks->pin_count = 0;
    if (k < 0)
        return;

    int king_cell = CELL_OF_MAILBOX[k];
    CellSet occupied = occupancy(pos), own = cellset_of_words(pos->occupied[us]);
    CellSet evasion = cellset_or(cellset_and(PAWN_ATTACKS[us][king_cell], pieces_of(pos, them, PAWN)),
        cellset_and(KNIGHT_ATTACKS[king_cell], pieces_of(pos, them, KNIGHT)));
    /* Counted only as far as the callers look: none, one, two or more. */
    ks->checkers = cellset_is_empty(evasion) ? 0 : cellset_more_than(evasion, 1) ? 2 : 1;
    for (int cls = 0; cls < LINE_CLASS_COUNT; cls++)
        CELLSET_FOR_EACH(cellset_and(LINES_THROUGH[king_cell][cls], sliders_of_class(pos, them, (LineClass)cls)),
            slider) {
            CellSet between = cells_between(king_cell, slider);
            CellSet blockers = cellset_and(between, occupied);
            if (cellset_is_empty(blockers)) {
                ks->checkers++;
                evasion = cellset_or(evasion, cellset_with(between, slider));
            } else if (!cellset_more_than(blockers, 1) && cellset_intersects(blockers, own)) {
                ks->pinned[ks->pin_count] = MAILBOX_OF_CELL[cellset_lowest(blockers)];
                ks->pin_direction[ks->pin_count] = DIRECTION_BETWEEN[king_cell][slider];
                ks->pin_count++;
            }
        }
    cellset_to_words(evasion, ks->evasion);
}

/* GEN_TACTICAL: captures and promotions; GEN_QUIET: the other moves;
 * GEN_QUIET_UNCHECKED_KING: the same without testing the king's
 * destinations for attacks. */
typedef enum { GEN_ALL, GEN_TACTICAL, GEN_QUIET, GEN_QUIET_UNCHECKED_KING } GenMode;

/* Cells 120-124 for White, 0-4 for Black (the high word holds cells
 * 64-127). */
static const CellSet PROMOTION_ROW[2] = { CELLSET_INIT(0, 0x1Full << (120 - 64)), CELLSET_INIT(0x1F, 0) };
/* Where a pawn pushes onto its promotion row: rank 4 of level E and rank
 * 5 of level D for White (cells 115-119 and 95-99; Black: rank 2 of
 * level A and rank 1 of level B, cells 5-9 and 25-29). */
static const CellSet NEXT_TO_PROMOTION[2] = {
    CELLSET_INIT(0, 0x1Full << (115 - 64) | 0x1Full << (95 - 64)), CELLSET_INIT(0x1Full << 5 | 0x1Full << 25, 0),
};

/* Up to this many king destinations are tested one at a time. */
enum { KING_TESTS_ONE_BY_ONE = 4 };

/* The moves of a piece from `from` to each cell of `to`, captures onto
 * enemy pieces. */
static inline void add_moves(MoveList *list, int from, CellSet to, CellSet enemy)
{
    CELLSET_FOR_EACH(to, cell)
        list->moves[list->count++] = move_make(from, cell, NO_TYPE, cellset_has(enemy, cell));
}

typedef struct GenTargets {
    CellSet occupied;
    CellSet enemy;
    CellSet empty;
    CellSet allowed;     /* destinations that leave the king safe: evasions, pin line */
    GenMode mode;
    const CheckInfo *checks;    /* set: only the moves that give check, by it */
} GenTargets;

/* The destinations a mode wants among the allowed ones. */
static inline CellSet wanted(const GenTargets *t)
{
    CellSet cells = t->mode == GEN_ALL ? cellset_or(t->enemy, t->empty) : t->mode == GEN_TACTICAL ? t->enemy : t->empty;
    return cellset_and(cells, t->allowed);
}

/* One step of a set of pawns onto to_cells; promotions onto the
 * promotion row. */
static inline void add_steps(MoveList *list, CellSet pawns, const PawnStep *step, CellSet to_cells,
    CellSet enemy, CellSet promotion_row)
{
    CellSet to = cellset_and(cellset_shift(cellset_and(pawns, step->from), step->delta), to_cells);
    static const PieceType promotions[] = { QUEEN, ROOK, BISHOP, KNIGHT, UNICORN };
    CELLSET_FOR_EACH(to, cell) {
        int from = cell - step->delta;
        bool capture = cellset_has(enemy, cell);
        if (cellset_has(promotion_row, cell)) {
            for (int i = 0; i < 5; i++)
                list->moves[list->count++] = move_make(from, cell, promotions[i], capture);
        } else {
            list->moves[list->count++] = move_make(from, cell, NO_TYPE, capture);
        }
    }
}

/* All the pawns of a set at once: each step moves the whole set. */
static void add_pawn_moves(MoveList *list, Colour us, CellSet pawns, const GenTargets *t)
{
    CellSet row = PROMOTION_ROW[us];
    CellSet push_to = cellset_and(t->empty, t->allowed);
    CellSet pushers = pawns;
    if (t->mode == GEN_TACTICAL) {
        push_to = cellset_and(push_to, row);
        pushers = cellset_and(pushers, NEXT_TO_PROMOTION[us]);
    } else if (t->mode != GEN_ALL) {
        push_to = cellset_and_not(push_to, row);
    }
    for (int i = 0; i < 2 && !cellset_is_empty(pushers); i++)
        add_steps(list, pushers, &PAWN_PUSH_STEPS[us][i], push_to, cellset_empty(), row);
    if (t->mode == GEN_TACTICAL || t->mode == GEN_ALL)
        for (int i = 0; i < 5; i++)
            add_steps(list, pawns, &PAWN_CAPTURE_STEPS[us][i], cellset_and(t->enemy, t->allowed), t->enemy, row);
}

/* The pieces of `movers`, type by type; pawns as a set.  For quiet
 * checks a piece that can uncover no check goes only to the cells from
 * which it attacks the enemy king; one that can keeps all its moves, for
 * generate() to sort out. */
static void add_piece_moves(const Position *pos, MoveList *list, CellSet movers, const GenTargets *t)
{
    Colour us = pos->side;
    CellSet to_cells = wanted(t);
    CellSet pawns = cellset_and(movers, pieces_of(pos, us, PAWN));
    CellSet uncovering = t->checks ? t->checks->discoverers : cellset_empty();
    if (t->checks) {
        GenTargets direct = *t;
        direct.allowed = cellset_and(t->allowed, t->checks->check_cells[PAWN]);
        add_pawn_moves(list, us, cellset_and_not(pawns, uncovering), &direct);
        pawns = cellset_and(pawns, uncovering);
    }
    add_pawn_moves(list, us, pawns, t);
    for (int type = KNIGHT; type <= QUEEN; type++)
        CELLSET_FOR_EACH(cellset_and(movers, pieces_of(pos, us, (PieceType)type)), from) {
            CellSet to = cellset_and(attacks_of_piece((PieceType)type, from, t->occupied), to_cells);
            if (t->checks && !cellset_has(uncovering, from))
                to = cellset_and(to, t->checks->check_cells[type]);
            add_moves(list, from, to, t->enemy);
        }
}

/* Every cell colour `by` attacks on the given occupancy. */
static CellSet attacked_cells(const Position *pos, Colour by, CellSet occupied)
{
    CellSet cells = cellset_empty(), pawns = pieces_of(pos, by, PAWN);
    for (int i = 0; i < 5; i++) {
        const PawnStep *step = &PAWN_CAPTURE_STEPS[by][i];
        cells = cellset_or(cells, cellset_shift(cellset_and(pawns, step->from), step->delta));
    }
    for (int type = KNIGHT; type <= KING; type++)
        CELLSET_FOR_EACH(pieces_of(pos, by, (PieceType)type), cell) {
            CellSet attacks = type == KING ? KING_ATTACKS[cell] : attacks_of_piece((PieceType)type, cell, occupied);
            cells = cellset_or(cells, attacks);
        }
    return cells;
}

static void add_king_moves(const Position *pos, MoveList *list, const GenTargets *t)
{
    Colour us = pos->side, them = (Colour)(us ^ 1);
    int k = pos->king[us], king_cell = CELL_OF_MAILBOX[k];
    CellSet to = cellset_and(KING_ATTACKS[king_cell], t->mode == GEN_ALL ? cellset_or(t->enemy, t->empty)
                                                    : t->mode == GEN_TACTICAL ? t->enemy : t->empty);
    if (t->mode != GEN_QUIET_UNCHECKED_KING) {
        /* A few destinations are tested one by one, many at once against
         * all the enemy's attacks (with the king off its cell, so that it
         * cannot hide behind itself from a slider). */
        if (cellset_more_than(to, KING_TESTS_ONE_BY_ONE))
            to = cellset_and_not(to, attacked_cells(pos, them, cellset_without(t->occupied, king_cell)));
        else
            CELLSET_FOR_EACH(to, cell)
                if (attacked(pos, MAILBOX_OF_CELL[cell], them, k))
                    to = cellset_without(to, cell);
    }
    add_moves(list, king_cell, to, t->enemy);
}

/* In a single check only the checker's cell and the cells between it and
 * the king help: the pieces that can reach them are found from those
 * cells.  A pinned piece never can (its line and the check's meet only at
 * the king). */
static CellSet evasion_movers(const Position *pos, CellSet evasion, CellSet occupied)
{
    Colour us = pos->side;
    CellSet movers = cellset_empty(), pawns = pieces_of(pos, us, PAWN);
    CELLSET_FOR_EACH(evasion, cell) {
        movers = cellset_or(movers, position_attackers_to(pos, cell, occupied, us));
        for (int i = 0; i < 2; i++) {
            const PawnStep *step = &PAWN_PUSH_STEPS[us][i];
            CellSet pusher = cellset_and(cellset_shift(cellset_bit(cell), -step->delta), step->from);
            movers = cellset_or(movers, cellset_and(pusher, pawns));
        }
    }
    return movers;
}

/* Legal moves on cell sets: every piece's destinations are a table
 * lookup (attacks.h), narrowed to the evasions of a check and to a pinned
 * piece's pin line, then written out one by one. */
static int generate(const Position *pos, MoveList *list, GenMode mode, const CheckInfo *checks)
{
    KingSafety ks;
    Colour us = pos->side, them = (Colour)(us ^ 1);
    CellSet own = cellset_of_words(pos->occupied[us]);
    GenTargets t = { .enemy = cellset_of_words(pos->occupied[them]), .mode = mode, .checks = checks };
    t.occupied = cellset_or(own, t.enemy);
    t.empty = cellset_and_not(cellset_below(CELL_COUNT), t.occupied);

    list->count = 0;
    analyse_king(pos, &ks);
    if (ks.checkers < 2) {
        int king_cell = position_king_cell(pos, us);
        CellSet movers = own;
        t.allowed = ks.checkers ? cellset_of_words(ks.evasion) : cellset_all();
        if (ks.checkers)
            movers = cellset_and(movers, evasion_movers(pos, t.allowed, t.occupied));
        if (king_cell != CELL_NONE)
            movers = cellset_without(movers, king_cell);
        for (int i = 0; i < ks.pin_count; i++)
            movers = cellset_without(movers, CELL_OF_MAILBOX[ks.pinned[i]]);
        add_piece_moves(pos, list, movers, &t);
        /* A pinned piece stays on its pin line; a pinned knight cannot. */
        CellSet allowed = t.allowed;
        for (int i = 0; i < ks.pin_count && !ks.checkers; i++) {
            if (piece_type(pos->board[ks.pinned[i]]) == KNIGHT)
                continue;
            t.allowed = cellset_and(allowed, RAY_CELLS[ks.pin_direction[i]][king_cell]);
            add_piece_moves(pos, list, cellset_bit(CELL_OF_MAILBOX[ks.pinned[i]]), &t);
        }
    }
    /* The king checks only by uncovering a line. */
    if (pos->king[us] >= 0 && (!checks || cellset_has(checks->discoverers, position_king_cell(pos, us))))
        add_king_moves(pos, list, &t);
    if (checks) {
        int n = 0;
        for (int i = 0; i < list->count; i++)
            if (movegen_gives_check_plain(pos, checks, list->moves[i]))
                list->moves[n++] = list->moves[i];
        list->count = n;
    }
    return list->count;
}

int movegen_legal(const Position *pos, MoveList *list)
{
    return generate(pos, list, GEN_ALL, NULL);
}

int movegen_legal_tactical(const Position *pos, MoveList *list)
{
    return generate(pos, list, GEN_TACTICAL, NULL);
}

int movegen_legal_quiet(const Position *pos, MoveList *list)
{
    return generate(pos, list, GEN_QUIET, NULL);
}

int movegen_quiet_unchecked_king(const Position *pos, MoveList *list)
{
    return generate(pos, list, GEN_QUIET_UNCHECKED_KING, NULL);
}

int movegen_quiet_checks(const Position *pos, const CheckInfo *checks, MoveList *list)
{
    return generate(pos, list, GEN_QUIET_UNCHECKED_KING, checks);
}

bool movegen_king_destination_safe(const Position *pos, Move m)
{
    Colour us = pos->side;
    return !attacked(pos, MAILBOX_OF_CELL[move_to(m)], (Colour)(us ^ 1), pos->king[us]);
}

bool movegen_has_legal(const Position *pos)
{
    MoveList list;
    return generate(pos, &list, GEN_ALL, NULL) > 0;
}

Move movegen_find(const Position *pos, int from, int to, PieceType promotion)
{
    MoveList list;
    movegen_legal(pos, &list);
    Move wanted = move_make(from, to, promotion, false);
    for (int i = 0; i < list.count; i++)
        if (move_same(list.moves[i], wanted))
            return list.moves[i];
    return MOVE_NONE;
}

/* Can the piece on `from` reach `to` by its own rules (ignoring its king)?
 * The move's promotion and capture flag must agree with the board. */
static bool is_pseudo_legal(const Position *pos, Move m, int from, int to)
{
    const Piece *b = pos->board;
    Colour us = pos->side;
    Piece target = b[to];
    PieceType type = piece_type(b[from]), promotion = move_promotion(m);
    int from_cell = move_from(m), to_cell = move_to(m);

    if (move_is_capture(m) != (target != PIECE_EMPTY))
        return false;
    if (type == PAWN) {
        if (is_promotion_cell(us, to) != (promotion != NO_TYPE) || promotion == PAWN || promotion == KING)
            return false;
        for (int i = 0; i < 2 && target == PIECE_EMPTY; i++)
            if (to - from == PAWN_MOVE_OFFSET[us][i])
                return true;
        for (int i = 0; i < 5 && target != PIECE_EMPTY; i++)
            if (to - from == PAWN_CAPTURE_OFFSET[us][i])
                return true;
        return false;
    }
    if (promotion != NO_TYPE)
        return false;
    int dl = abs(cell_level(to_cell) - cell_level(from_cell));
    int df = abs(cell_file(to_cell) - cell_file(from_cell));
    int dr = abs(cell_rank(to_cell) - cell_rank(from_cell));
    if (type == KNIGHT)
        return dl * dl + df * df + dr * dr == 5 && dl * df * dr == 0;
    if (type == KING)
        return dl <= 1 && df <= 1 && dr <= 1;
    int d = DIRECTION_BETWEEN[from_cell][to_cell];
    if (d < 0 || d < SLIDER_FIRST[type] || d >= SLIDER_END[type])
        return false;
    for (int s = from + DIRECTION_OFFSET[d]; s != to; s += DIRECTION_OFFSET[d])
        if (b[s] != PIECE_EMPTY)
            return false;
    return true;
}

bool movegen_is_legal(const Position *pos, Move m)
{
    int from_cell = move_from(m), to_cell = move_to(m);
    if (m == MOVE_NONE || (m >> 18) != 0 || from_cell >= CELL_COUNT || to_cell >= CELL_COUNT)
        return false;
    int from = MAILBOX_OF_CELL[from_cell], to = MAILBOX_OF_CELL[to_cell];
    Colour us = pos->side;
    uint8_t ourbit = colour_bit(us);
    if (!(pos->board[from] & ourbit) || (pos->board[to] & ourbit) || pos->king[us] < 0)
        return false;
    if (!is_pseudo_legal(pos, m, from, to))
        return false;
    if (from == pos->king[us])
        return !attacked(pos, to, (Colour)(us ^ 1), from);

    KingSafety ks;
    analyse_king(pos, &ks);
    if (ks.checkers >= 2 || (ks.checkers && !mask_has(ks.evasion, to)))
        return false;
    int king_cell = CELL_OF_MAILBOX[pos->king[us]];
    for (int i = 0; i < ks.pin_count; i++)
        if (ks.pinned[i] == from && DIRECTION_BETWEEN[king_cell][to_cell] != ks.pin_direction[i])
            return false;
    return true;
}
