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
 * The Kriegspiel referee (see kriegspiel.h).  It holds the true game (a
 * core Game), the list of plies with the announcements after each and the
 * tries answered "No" before it, the announcements made at the start (the
 * pawn tries of the side to move first), and the "No"s of the turn going
 * on.  The answer to a try follows section 10.1: impossible on the own
 * board, a repeat, or a pawn capture without pawn tries are refused
 * silently and leave no trace; an illegal one is a counted "No"; a legal
 * one is played and announced.  Views copy what a side may know.
 */
#include <config.h>

#include "kriegspiel.h"

#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "movegen.h"
#include "xalloc.h"

struct Kriegspiel {
    Game game;
    KriegHeard start_heard;
    KriegPly *plies;          /* game.ply_count of them */
    size_t ply_capacity;
    Move *refused_now;
    size_t refused_now_count;
    size_t refused_now_capacity;
    Termination end;          /* the rules' end, or one the players chose */
};

Kriegspiel *kriegspiel_new(const Position *start)
{
    Kriegspiel *k = xcalloc(1, sizeof *k);
    game_init(&k->game, start);
    k->end = game_rules_termination(&k->game);
    kriegspiel_announce(start, PIECE_EMPTY, CELL_NONE, k->end, &k->start_heard);
    return k;
}

void kriegspiel_free(Kriegspiel *k)
{
    if (!k)
        return;
    for (size_t i = 0; i < k->game.ply_count; i++)
        free(k->plies[i].refused);
    free(k->plies);
    free(k->refused_now);
    game_free(&k->game);
    free(k);
}

static bool refused_already(const Kriegspiel *k, Move try)
{
    for (size_t i = 0; i < k->refused_now_count; i++)
        if (move_same(k->refused_now[i], try))
            return true;
    return false;
}

static void refuse(Kriegspiel *k, Move try)
{
    k->refused_now = xgrow(k->refused_now, &k->refused_now_capacity, k->refused_now_count + 1,
        sizeof *k->refused_now);
    k->refused_now[k->refused_now_count++] = move_make(move_from(try), move_to(try), move_promotion(try), false);
}

/* Plays the legal move, announces it and closes the turn: its "No"s go
 * with the new ply. */
static void play(Kriegspiel *k, Move m)
{
    const Position *pos = &k->game.pos;
    Colour mover = pos->side;
    Piece captured = position_at(pos, move_to(m));
    game_play(&k->game, m);
    k->end = game_rules_termination(&k->game);
    k->plies = xgrow(k->plies, &k->ply_capacity, k->game.ply_count, sizeof *k->plies);
    KriegPly *ply = &k->plies[k->game.ply_count - 1];
    ply->mover = mover;
    ply->move = m;
    kriegspiel_announce(&k->game.pos, captured, move_to(m), k->end, &ply->heard);
    ply->refused_count = (int)k->refused_now_count;
    ply->refused = k->refused_now;
    k->refused_now = NULL;
    k->refused_now_count = k->refused_now_capacity = 0;
}

KriegAnswer kriegspiel_try(Kriegspiel *k, Move try, Move *played)
{
    const Position *pos = &k->game.pos;
    Position own;
    kriegspiel_own_board(pos, pos->side, &own);
    if (k->end != TERMINATION_NONE || !kriegspiel_try_possible(&own, try))
        return KRIEG_SILENT_IMPOSSIBLE;
    if (refused_already(k, try))
        return KRIEG_SILENT_REPEATED;
    if (kriegspiel_try_is_pawn_capture(&own, try) && kriegspiel_last_heard(k)->pawn_tries == 0)
        return KRIEG_SILENT_NO_PAWN_TRIES;
    Move legal = movegen_find(pos, move_from(try), move_to(try), move_promotion(try));
    if (legal == MOVE_NONE) {
        refuse(k, try);
        return KRIEG_NO;
    }
    play(k, legal);
    if (played)
        *played = legal;
    return KRIEG_PLAYED;
}

void kriegspiel_finish(Kriegspiel *k, Termination t)
{
    if (k->end == TERMINATION_NONE)
        k->end = t;
}

Termination kriegspiel_end(const Kriegspiel *k)
{
    return k->end;
}

Colour kriegspiel_side_to_move(const Kriegspiel *k)
{
    return k->game.pos.side;
}

size_t kriegspiel_ply_count(const Kriegspiel *k)
{
    return k->game.ply_count;
}

const KriegPly *kriegspiel_ply(const Kriegspiel *k, size_t i)
{
    return i < k->game.ply_count ? &k->plies[i] : NULL;
}

const KriegHeard *kriegspiel_last_heard(const Kriegspiel *k)
{
    return k->game.ply_count ? &k->plies[k->game.ply_count - 1].heard : &k->start_heard;
}

int kriegspiel_refused_now(const Kriegspiel *k, const Move **tries)
{
    if (tries)
        *tries = k->refused_now;
    return (int)k->refused_now_count;
}

const Position *kriegspiel_true_position(const Kriegspiel *k)
{
    return &k->game.pos;
}

static Move *copy_moves(const Move *moves, int count)
{
    if (count == 0)
        return NULL;
    Move *copy = xmalloc((size_t)count * sizeof *copy);
    memcpy(copy, moves, (size_t)count * sizeof *copy);
    return copy;
}

/* A ply as `side` knows it: the opponent's move and tries hidden. */
static void view_ply(const KriegPly *ply, Colour side, KriegPly *out)
{
    *out = *ply;
    bool own = ply->mover == side;
    out->move = own ? ply->move : MOVE_NONE;
    out->refused = own ? copy_moves(ply->refused, ply->refused_count) : NULL;
}

void kriegspiel_view_board(const Kriegspiel *k, size_t plies, Colour side, Position *out)
{
    Position pos;
    game_position_at(&k->game, plies, &pos);
    kriegspiel_own_board(&pos, side, out);
    position_set_side(out, side);
}

void kriegspiel_view(const Kriegspiel *k, Colour side, size_t plies, KriegView *out)
{
    if (plies > k->game.ply_count)
        plies = k->game.ply_count;
    Position pos;
    game_position_at(&k->game, plies, &pos);
    out->side = side;
    out->setup = k->game.start;
    kriegspiel_own_board(&k->game.start, side, &out->start);
    out->before_first = k->start_heard;
    out->ply_count = plies;
    out->plies = plies ? xmalloc(plies * sizeof *out->plies) : NULL;
    for (size_t i = 0; i < plies; i++)
        view_ply(&k->plies[i], side, &out->plies[i]);
    /* Played from the view itself, so that its clocks are what the side
     * can know, as a filtered record read back gives them. */
    kriegview_board_at(out, plies, &out->own);
    out->to_move = pos.side;
    /* A past turn's "No"s are those made before its move. */
    const Move *refused = k->refused_now;
    int count = (int)k->refused_now_count;
    if (plies < k->game.ply_count) {
        refused = k->plies[plies].refused;
        count = k->plies[plies].refused_count;
    }
    out->refused_now_count = count;
    out->refused_now = pos.side == side ? copy_moves(refused, count) : NULL;
}

void kriegview_free(KriegView *v)
{
    for (size_t i = 0; i < v->ply_count; i++)
        free(v->plies[i].refused);
    free(v->plies);
    free(v->refused_now);
    v->plies = NULL;
    v->refused_now = NULL;
    v->ply_count = 0;
}

void kriegview_board_play(Position *own, Colour side, const KriegPly *ply)
{
    Undo undo;
    if (ply->mover == side) {
        position_make_move(own, move_make(move_from(ply->move), move_to(ply->move), move_promotion(ply->move), false),
            &undo);
        return;
    }
    int taken = ply->heard.capture_cell;
    if (taken != CELL_NONE && piece_is_real(position_at(own, taken)))
        position_put(own, taken, PIECE_EMPTY);
    position_make_null(own, &undo);
}

void kriegview_board_at(const KriegView *v, size_t plies, Position *out)
{
    *out = v->start;
    for (size_t i = 0; i < plies && i < v->ply_count; i++)
        kriegview_board_play(out, v->side, &v->plies[i]);
}
