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
 * What the Kriegspiel referee announces (SPEC.md section 10.2) and what a
 * player's own board allows (section 10.1).  A check line is named by the
 * step from the king towards the checker, turned so that its first
 * non-zero component of (level, file, rank) rises: a table from that
 * normal form to the thirteen codes, the knight apart.  A player's own
 * board holds only its pieces, so the legal moves of that board are the
 * tries its geometry allows; pawn capture tries are added, since no enemy
 * stands there to be taken.
 */
#include <config.h>

#include "kriegspiel.h"

#include <string.h>

#include "attacks.h"
#include "movegen.h"

typedef struct CheckLine {
    const char *code;
    int step[3];          /* level, file, rank; the first non-zero rises */
} CheckLine;

static const CheckLine CHECK_LINES[KRIEG_CHECK_COUNT] = {
    [KRIEG_CR] = { "CR", { 0, 1, 0 } },
    [KRIEG_CF] = { "CF", { 0, 0, 1 } },
    [KRIEG_CC] = { "CC", { 1, 0, 0 } },
    [KRIEG_CDL_PLUS] = { "CDL+", { 0, 1, 1 } },
    [KRIEG_CDL_MINUS] = { "CDL-", { 0, 1, -1 } },
    [KRIEG_CDF_PLUS] = { "CDF+", { 1, 0, 1 } },
    [KRIEG_CDF_MINUS] = { "CDF-", { 1, 0, -1 } },
    [KRIEG_CDR_PLUS] = { "CDR+", { 1, 1, 0 } },
    [KRIEG_CDR_MINUS] = { "CDR-", { 1, -1, 0 } },
    [KRIEG_CT_PLUS_PLUS] = { "CT++", { 1, 1, 1 } },
    [KRIEG_CT_PLUS_MINUS] = { "CT+-", { 1, 1, -1 } },
    [KRIEG_CT_MINUS_PLUS] = { "CT-+", { 1, -1, 1 } },
    [KRIEG_CT_MINUS_MINUS] = { "CT--", { 1, -1, -1 } },
    [KRIEG_CN] = { "CN", { 0, 0, 0 } },
};

const char *kriegspiel_check_code(KriegCheck c)
{
    return c < KRIEG_CHECK_COUNT ? CHECK_LINES[c].code : "";
}

KriegCheck kriegspiel_check_from_code(const char *text, size_t length)
{
    for (int c = 0; c < KRIEG_CHECK_COUNT; c++)
        if (strlen(CHECK_LINES[c].code) == length && memcmp(CHECK_LINES[c].code, text, length) == 0)
            return (KriegCheck)c;
    return KRIEG_CHECK_COUNT;
}

bool kriegspiel_check_step(KriegCheck c, int *dl, int *df, int *dr)
{
    if (c >= KRIEG_CN)
        return false;
    *dl = CHECK_LINES[c].step[0];
    *df = CHECK_LINES[c].step[1];
    *dr = CHECK_LINES[c].step[2];
    return true;
}

static int sign(int x)
{
    return (x > 0) - (x < 0);
}

KriegCheck kriegspiel_check_of(int king, int from, bool knight)
{
    if (knight)
        return KRIEG_CN;
    int step[3] = { sign(cell_level(from) - cell_level(king)), sign(cell_file(from) - cell_file(king)),
        sign(cell_rank(from) - cell_rank(king)) };
    int first = step[0] ? step[0] : step[1] ? step[1] : step[2];
    for (int i = 0; i < 3; i++)
        step[i] *= first;
    for (int c = 0; c < KRIEG_CN; c++)
        if (memcmp(CHECK_LINES[c].step, step, sizeof step) == 0)
            return (KriegCheck)c;
    return KRIEG_CHECK_COUNT;
}

int kriegspiel_pawn_tries(const Position *pos)
{
    MoveList list;
    movegen_legal_tactical(pos, &list);
    int tries = 0;
    for (int i = 0; i < list.count; i++) {
        Move m = list.moves[i];
        if (!move_is_capture(m) || piece_type(position_at(pos, move_from(m))) != PAWN)
            continue;
        /* A promoting capture is listed once per piece: count the queen's. */
        if (move_promotion(m) == NO_TYPE || move_promotion(m) == QUEEN)
            tries++;
    }
    return tries;
}

/* The check lines through the king of the side to move, in code order. */
static void announce_checks(const Position *pos, KriegHeard *out)
{
    out->check_count = 0;
    Colour us = pos->side;
    int king = position_king_cell(pos, us);
    if (king == CELL_NONE)
        return;
    CellSet occupied = cellset_or(cellset_of_words(pos->occupied[WHITE]), cellset_of_words(pos->occupied[BLACK]));
    CellSet checkers = position_attackers_to(pos, king, occupied, (Colour)(us ^ 1));
    bool seen[KRIEG_CHECK_COUNT] = { false };
    CELLSET_FOR_EACH(checkers, from)
        seen[kriegspiel_check_of(king, from, piece_type(position_at(pos, from)) == KNIGHT)] = true;
    for (int c = 0; c < KRIEG_CHECK_COUNT; c++)
        if (seen[c])
            out->checks[out->check_count++] = (KriegCheck)c;
}

void kriegspiel_announce(const Position *pos, Piece captured, int capture_cell, Termination end,
    KriegHeard *out)
{
    bool took = piece_is_real(captured);
    out->capture_cell = took ? capture_cell : CELL_NONE;
    out->capture_pawn = took && piece_type(captured) == PAWN;
    announce_checks(pos, out);
    out->end = end;
    out->pawn_tries = end == TERMINATION_NONE ? kriegspiel_pawn_tries(pos) : 0;
}

void kriegspiel_own_board(const Position *pos, Colour side, Position *out)
{
    position_clear(out);
    POSITION_FOR_EACH_CELL(pos, side, cell, { position_put(out, cell, position_at(pos, cell)); });
    position_set_side(out, pos->side);
    out->halfmove = pos->halfmove;
    out->fullmove = pos->fullmove;
}

static bool is_promotion_row(Colour side, int cell)
{
    return side == WHITE ? cell >= 120 : cell < 5;
}

/* The pawn capture tries from `from`: every capture step onto a cell
 * without an own piece, with each promotion on the last row. */
static void add_pawn_capture_tries(const Position *own, int from, MoveList *list)
{
    static const PieceType PROMOTIONS[] = { QUEEN, ROOK, BISHOP, KNIGHT, UNICORN };
    Colour side = own->side;
    CellSet targets = cellset_and_not(PAWN_ATTACKS[side][from], cellset_of_words(own->occupied[side]));
    CELLSET_FOR_EACH(targets, to) {
        if (!is_promotion_row(side, to)) {
            list->moves[list->count++] = move_make(from, to, NO_TYPE, true);
            continue;
        }
        for (size_t i = 0; i < sizeof PROMOTIONS / sizeof PROMOTIONS[0]; i++)
            list->moves[list->count++] = move_make(from, to, PROMOTIONS[i], true);
    }
}

int kriegspiel_tries_from(const Position *own, int from, MoveList *list)
{
    list->count = 0;
    Piece piece = position_at(own, from);
    if (!piece_is_real(piece) || piece_colour(piece) != own->side)
        return 0;
    MoveList all;
    movegen_legal(own, &all);
    for (int i = 0; i < all.count; i++)
        if (move_from(all.moves[i]) == from)
            list->moves[list->count++] = all.moves[i];
    if (piece_type(piece) == PAWN)
        add_pawn_capture_tries(own, from, list);
    return list->count;
}

bool kriegspiel_try_possible(const Position *own, Move try)
{
    if (move_from(try) >= CELL_COUNT || move_to(try) >= CELL_COUNT)
        return false;
    MoveList list;
    kriegspiel_tries_from(own, move_from(try), &list);
    for (int i = 0; i < list.count; i++)
        if (move_same(list.moves[i], try))
            return true;
    return false;
}

bool kriegspiel_try_is_pawn_capture(const Position *own, Move try)
{
    if (move_from(try) >= CELL_COUNT || move_to(try) >= CELL_COUNT)
        return false;
    Piece piece = position_at(own, move_from(try));
    return piece_is_real(piece) && piece_type(piece) == PAWN
        && cellset_has(PAWN_ATTACKS[piece_colour(piece)][move_from(try)], move_to(try));
}

size_t kriegspiel_try_text(const Position *own, Move try, NotationStyle style, char *buf, size_t size)
{
    Move written = move_make(move_from(try), move_to(try), move_promotion(try),
        kriegspiel_try_is_pawn_capture(own, try));
    return notation_write_marked(own, written, CHECK_MARK_NONE, style, buf, size);
}
