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
 * Setting up positions, Zobrist hashing and make/unmake.
 */
#include <config.h>

#include "position.h"

#include "attacks.h"
#include "splitmix64.h"

#include <pthread.h>
#include <string.h>

static uint64_t zobrist_piece[PIECE_CODE_COUNT][CELL_COUNT];
static uint64_t zobrist_black_to_move;

const uint64_t (*const ZOBRIST_PIECE)[CELL_COUNT] = zobrist_piece;
const uint64_t *const ZOBRIST_BLACK_TO_MOVE = &zobrist_black_to_move;

static pthread_once_t zobrist_once = PTHREAD_ONCE_INIT;

static void zobrist_fill(void)
{
    uint64_t state = 0x5261756D73636861ull; /* "Raumscha" */
    for (int p = 0; p < PIECE_CODE_COUNT; p++)
        for (int c = 0; c < CELL_COUNT; c++)
            zobrist_piece[p][c] = piece_is_real((Piece)p) ? splitmix64_next(&state) : 0;
    zobrist_black_to_move = splitmix64_next(&state);
}

void core_init(void)
{
    geometry_init();
    attacks_init();
    pthread_once(&zobrist_once, zobrist_fill);
}

void position_clear(Position *pos)
{
    core_init();
    memset(pos, 0, sizeof *pos);
    for (int i = 0; i < MAILBOX_SIZE; i++)
        pos->board[i] = CELL_OF_MAILBOX[i] == CELL_NONE ? PIECE_OFFBOARD : PIECE_EMPTY;
    pos->king[WHITE] = pos->king[BLACK] = -1;
    pos->side = WHITE;
    pos->halfmove = 0;
    pos->fullmove = 1;
    pos->hash = 0;
}

static void put_row(Position *pos, int level, int rank, Colour c, const PieceType row[5])
{
    for (int file = 0; file < 5; file++)
        position_put(pos, cell_make(level, file, rank), piece_make(c, row[file]));
}

void position_start(Position *pos)
{
    static const PieceType back_a[5] = { ROOK, KNIGHT, KING, KNIGHT, ROOK };
    static const PieceType back_b[5] = { BISHOP, UNICORN, QUEEN, BISHOP, UNICORN };
    static const PieceType back_d[5] = { UNICORN, BISHOP, QUEEN, UNICORN, BISHOP };
    static const PieceType pawns[5] = { PAWN, PAWN, PAWN, PAWN, PAWN };

    position_clear(pos);
    put_row(pos, 0, 0, WHITE, back_a);
    put_row(pos, 0, 1, WHITE, pawns);
    put_row(pos, 1, 0, WHITE, back_b);
    put_row(pos, 1, 1, WHITE, pawns);
    put_row(pos, 3, 4, BLACK, back_d);
    put_row(pos, 3, 3, BLACK, pawns);
    put_row(pos, 4, 4, BLACK, back_a);
    put_row(pos, 4, 3, BLACK, pawns);
}

static inline void set_bit(uint64_t set[2], int cell)
{
    set[cell >> 6] |= 1ull << (cell & 63);
}

static inline void clear_bit(uint64_t set[2], int cell)
{
    set[cell >> 6] &= ~(1ull << (cell & 63));
}

void position_put(Position *pos, int cell, Piece piece)
{
    int mb = MAILBOX_OF_CELL[cell];
    Piece old = pos->board[mb];
    if (old != PIECE_EMPTY) {
        Colour c = piece_colour(old);
        clear_bit(pos->occupied[c], cell);
        clear_bit(pos->pieces[c][piece_type(old)], cell);
        pos->count[c][piece_type(old)]--;
        pos->hash ^= zobrist_piece[old][cell];
        if (piece_type(old) == KING && pos->king[c] == mb)
            pos->king[c] = -1;
    }
    pos->board[mb] = piece;
    if (piece != PIECE_EMPTY) {
        Colour c = piece_colour(piece);
        set_bit(pos->occupied[c], cell);
        set_bit(pos->pieces[c][piece_type(piece)], cell);
        pos->count[c][piece_type(piece)]++;
        pos->hash ^= zobrist_piece[piece][cell];
        if (piece_type(piece) == KING)
            pos->king[c] = (int16_t)mb;
    }
}

void position_set_side(Position *pos, Colour side)
{
    if (pos->side != side)
        pos->hash ^= zobrist_black_to_move;
    pos->side = side;
}

uint64_t position_compute_hash(const Position *pos)
{
    uint64_t h = 0;
    for (int cell = 0; cell < CELL_COUNT; cell++) {
        Piece p = position_at(pos, cell);
        if (p != PIECE_EMPTY)
            h ^= zobrist_piece[p][cell];
    }
    if (pos->side == BLACK)
        h ^= zobrist_black_to_move;
    return h;
}

bool position_equal(const Position *a, const Position *b)
{
    return memcmp(a->board, b->board, sizeof a->board) == 0
        && memcmp(a->occupied, b->occupied, sizeof a->occupied) == 0
        && memcmp(a->pieces, b->pieces, sizeof a->pieces) == 0
        && memcmp(a->count, b->count, sizeof a->count) == 0
        && a->king[0] == b->king[0] && a->king[1] == b->king[1]
        && a->side == b->side && a->halfmove == b->halfmove
        && a->fullmove == b->fullmove && a->hash == b->hash;
}

bool position_is_start(const Position *pos)
{
    Position start;
    position_start(&start);
    return position_equal(pos, &start);
}

void position_make_move(Position *pos, Move m, Undo *undo)
{
    int from_cell = move_from(m), to_cell = move_to(m);
    int from = MAILBOX_OF_CELL[from_cell], to = MAILBOX_OF_CELL[to_cell];
    Colour us = pos->side, them = (Colour)(us ^ 1);
    Piece moving = pos->board[from];
    Piece captured = pos->board[to];
    PieceType promotion = move_promotion(m);
    Piece arriving = promotion != NO_TYPE ? piece_make(us, promotion) : moving;
    uint64_t hash = pos->hash;

    undo->hash = hash;
    undo->halfmove = pos->halfmove;
    undo->captured = captured;

    if (captured != PIECE_EMPTY) {
        clear_bit(pos->occupied[them], to_cell);
        clear_bit(pos->pieces[them][piece_type(captured)], to_cell);
        pos->count[them][piece_type(captured)]--;
        hash ^= zobrist_piece[captured][to_cell];
    }
    clear_bit(pos->occupied[us], from_cell);
    set_bit(pos->occupied[us], to_cell);
    clear_bit(pos->pieces[us][piece_type(moving)], from_cell);
    set_bit(pos->pieces[us][piece_type(arriving)], to_cell);
    hash ^= zobrist_piece[moving][from_cell] ^ zobrist_piece[arriving][to_cell];
    pos->board[from] = PIECE_EMPTY;
    pos->board[to] = arriving;

    if (promotion != NO_TYPE) {
        pos->count[us][PAWN]--;
        pos->count[us][promotion]++;
    } else if (piece_type(moving) == KING) {
        pos->king[us] = (int16_t)to;
    }
    pos->halfmove = (captured != PIECE_EMPTY || piece_type(moving) == PAWN) ? 0 : pos->halfmove + 1;
    if (us == BLACK)
        pos->fullmove++;
    pos->side = them;
    pos->hash = hash ^ zobrist_black_to_move;
}

void position_unmake_move(Position *pos, Move m, const Undo *undo)
{
    int from_cell = move_from(m), to_cell = move_to(m);
    int from = MAILBOX_OF_CELL[from_cell], to = MAILBOX_OF_CELL[to_cell];
    Colour them = pos->side, us = (Colour)(them ^ 1);
    Piece arrived = pos->board[to];
    PieceType promotion = move_promotion(m);
    Piece moving = promotion != NO_TYPE ? piece_make(us, PAWN) : arrived;

    pos->board[from] = moving;
    pos->board[to] = undo->captured;
    clear_bit(pos->occupied[us], to_cell);
    set_bit(pos->occupied[us], from_cell);
    clear_bit(pos->pieces[us][piece_type(arrived)], to_cell);
    set_bit(pos->pieces[us][piece_type(moving)], from_cell);
    if (undo->captured != PIECE_EMPTY) {
        set_bit(pos->occupied[them], to_cell);
        set_bit(pos->pieces[them][piece_type(undo->captured)], to_cell);
        pos->count[them][piece_type(undo->captured)]++;
    }
    if (promotion != NO_TYPE) {
        pos->count[us][promotion]--;
        pos->count[us][PAWN]++;
    } else if (piece_type(moving) == KING) {
        pos->king[us] = (int16_t)from;
    }
    if (us == BLACK)
        pos->fullmove--;
    pos->side = us;
    pos->halfmove = undo->halfmove;
    pos->hash = undo->hash;
}

void position_make_null(Position *pos, Undo *undo)
{
    undo->hash = pos->hash;
    undo->halfmove = pos->halfmove;
    undo->captured = PIECE_EMPTY;
    pos->halfmove++;
    if (pos->side == BLACK)
        pos->fullmove++;
    pos->side = (Colour)(pos->side ^ 1);
    pos->hash ^= zobrist_black_to_move;
}

void position_unmake_null(Position *pos, const Undo *undo)
{
    pos->side = (Colour)(pos->side ^ 1);
    if (pos->side == BLACK)
        pos->fullmove--;
    pos->halfmove = undo->halfmove;
    pos->hash = undo->hash;
}

int position_piece_total(const Position *pos)
{
    int n = 0;
    for (int c = 0; c < 2; c++)
        for (int t = PAWN; t <= KING; t++)
            n += pos->count[c][t];
    return n;
}
