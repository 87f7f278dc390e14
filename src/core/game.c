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

#include <config.h>

#include "game.h"

#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "xalloc.h"

static void reserve(Game *g, size_t plies)
{
    if (plies + 1 <= g->capacity)
        return;
    size_t cap = g->capacity;
    g->moves = xgrow(g->moves, &cap, plies + 1, sizeof *g->moves);
    cap = g->capacity;
    g->undos = xgrow(g->undos, &cap, plies + 1, sizeof *g->undos);
    cap = g->capacity;
    g->hashes = xgrow(g->hashes, &cap, plies + 1, sizeof *g->hashes);
    g->capacity = cap;
}

void game_init(Game *g, const Position *start)
{
    memset(g, 0, sizeof *g);
    g->start = *start;
    g->pos = *start;
    reserve(g, 64);
    g->hashes[0] = start->hash;
}

void game_free(Game *g)
{
    free(g->moves);
    free(g->undos);
    free(g->hashes);
    memset(g, 0, sizeof *g);
}

void game_copy(Game *dst, const Game *src)
{
    game_init(dst, &src->start);
    reserve(dst, src->ply_count);
    memcpy(dst->moves, src->moves, src->ply_count * sizeof *src->moves);
    memcpy(dst->undos, src->undos, src->ply_count * sizeof *src->undos);
    memcpy(dst->hashes, src->hashes, (src->ply_count + 1) * sizeof *src->hashes);
    dst->ply_count = src->ply_count;
    dst->pos = src->pos;
}

void game_play(Game *g, Move m)
{
    reserve(g, g->ply_count + 1);
    position_make_move(&g->pos, m, &g->undos[g->ply_count]);
    g->moves[g->ply_count++] = m;
    g->hashes[g->ply_count] = g->pos.hash;
}

bool game_undo(Game *g)
{
    if (g->ply_count == 0)
        return false;
    g->ply_count--;
    position_unmake_move(&g->pos, g->moves[g->ply_count], &g->undos[g->ply_count]);
    return true;
}

int game_repetitions(const Game *g)
{
    int count = 1;
    size_t back = (size_t)g->pos.halfmove;
    if (back > g->ply_count)
        back = g->ply_count;
    uint64_t h = g->hashes[g->ply_count];
    for (size_t i = 2; i <= back; i += 2)
        if (g->hashes[g->ply_count - i] == h)
            count++;
    return count;
}

Termination game_rules_termination(const Game *g)
{
    const Position *pos = &g->pos;
    if (!movegen_has_legal(pos))
        return position_in_check(pos) ? TERMINATION_SPACEMATE : TERMINATION_STALEMATE;
    if (position_piece_total(pos) == 2)
        return TERMINATION_INSUFFICIENT_MATERIAL;
    if (game_repetitions(g) >= 3)
        return TERMINATION_REPETITION;
    if (pos->halfmove >= 100)
        return TERMINATION_FIFTY_MOVES;
    return TERMINATION_NONE;
}

void game_position_at(const Game *g, size_t ply, Position *out)
{
    *out = g->start;
    for (size_t i = 0; i < ply && i < g->ply_count; i++) {
        Undo undo;
        position_make_move(out, g->moves[i], &undo);
    }
}
