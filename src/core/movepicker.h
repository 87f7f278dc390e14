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
 * The move picker hands the search one legal move at a time, best guess
 * first, and generates moves only when the earlier ones did not already
 * end the node:
 *
 *   1. the move from the transposition table, checked for legality;
 *   2. captures and promotions, most valuable victim first and, among
 *      captures of the same victim, least valuable attacker first
 *      (MVV-LVA); under-promotions last; a capture that loses material
 *      by the exchange on its cell (exchange.h) waits until after the
 *      quiet moves;
 *   3. quiet moves: the two killers of this ply (quiet moves that refuted
 *      a sibling) first, then those with a good history score: the side's
 *      history of the move plus its continuation histories after the
 *      opponent's last move and one's own before it; only the checks
 *      among them once the search would prune the others.
 *
 * In check all the (few) legal moves are generated at once and ordered the
 * same way.  The quiescence search takes only stage 2, queen promotions and
 * captures.
 */
#ifndef RAUMSCHACH_MOVEPICKER_H
#define RAUMSCHACH_MOVEPICKER_H

#include <stdbool.h>
#include <stdint.h>

#include "move.h"
#include "movegen.h"
#include "position.h"

enum {
    SEARCH_MAX_PLY = 128,
    HISTORY_MAX = 16384,
    MOVEPICKER_BAD_MAX = 64,
    PIECE_KINDS = 14,           /* a piece's colour and type */
};

/* The kind of a (real) piece, 0 .. PIECE_KINDS - 1. */
static inline int piece_kind(Piece p)
{
    return piece_colour(p) * 7 + piece_type(p) - 1;
}

/* History scores of quiet moves by the piece that moves and its
 * destination, in the context of one earlier move. */
typedef int16_t ContinuationRow[PIECE_KINDS][CELL_COUNT];

/* The earlier moves a node's quiet moves are judged after: the opponent's
 * last move and one's own before it (NULL when there is none, as after a
 * null move or at the root). */
typedef struct MoveContext {
    ContinuationRow *before[2];
} MoveContext;

/* What the search learnt about quiet moves, kept between searches of one
 * game: killers per ply, a history score per side, origin and
 * destination, and continuation histories: scores by the piece moving and
 * its destination after a move of a given piece to a given cell. */
typedef struct MoveHistory {
    int16_t butterfly[2][CELL_COUNT][CELL_COUNT];
    ContinuationRow continuation[PIECE_KINDS][CELL_COUNT];
    Move killers[SEARCH_MAX_PLY + 1][2];
} MoveHistory;

typedef enum {
    PICK_TT_MOVE,
    PICK_GENERATE_TACTICAL,
    PICK_TACTICAL,
    PICK_GENERATE_QUIET,
    PICK_QUIET,
    PICK_BAD_CAPTURES,
    PICK_GENERATE_EVASIONS,
    PICK_EVASIONS,
    PICK_DONE,
} PickStage;

typedef struct MovePicker {
    PickStage stage;
    bool quiescence;
    bool in_check;
    int king_cell;
    const Position *pos;
    const MoveHistory *history;
    MoveContext context;
    const CheckInfo *quiet_checks_only;   /* set: the quiet moves that give check, no others */
    bool quiets_are_checks;     /* the quiet moves were generated as checks only */
    Move tt_move;
    Move killer[2];
    int next;
    int sorted_end;         /* quiet stage: moves before it are picked best first */
    int bad_count;
    Move bad[MOVEPICKER_BAD_MAX];   /* captures that lose material, for after the quiet moves */
    MoveList list;
    int score[MAX_MOVES];
} MovePicker;

/* For a node of the main search at `ply` (in check or not), or of the
 * quiescence search. */
void movepicker_init(MovePicker *mp, const Position *pos, Move tt_move, const MoveHistory *history,
    const MoveContext *context, int ply, bool in_check, bool quiescence);
/* The next legal move, MOVE_NONE when there are no more. */
Move movepicker_next(MovePicker *mp);
/* From now on the only quiet moves offered are those that give check (by
 * checks, the side to move's check information): for a node where the
 * search would prune all the others.  Before the quiet moves are
 * generated only the checks are; after, the others are passed over. */
void movepicker_only_quiet_checks(MovePicker *mp, const CheckInfo *checks);

/* The continuation histories of one side's quiet moves after the moves
 * of a context, by type (PAWN .. KING, less one) and destination; all
 * zero where the context has no move. */
typedef struct ContinuationView {
    const int16_t (*before[2])[CELL_COUNT];
} ContinuationView;

static inline ContinuationView continuation_view(const MoveContext *context, Colour side)
{
    static const int16_t none[PIECE_KINDS / 2][CELL_COUNT];
    ContinuationView v;
    for (int i = 0; i < 2; i++)
        v.before[i] = context->before[i] ? &(*context->before[i])[side * (PIECE_KINDS / 2)] : none;
    return v;
}

/* The history score of quiet move m in pos, by the side's butterfly
 * table and the view's continuation histories. */
static inline int history_score_in(const MoveHistory *history, const ContinuationView *view, const Position *pos,
    Move m)
{
    int from = move_from(m), to = move_to(m);
    int type = piece_type(position_at(pos, from)) - 1;
    return history->butterfly[pos->side][from][to] + view->before[0][type][to] + view->before[1][type][to];
}

/* The history score of quiet move m in pos after the moves of context. */
static inline int history_score(const MoveHistory *history, const MoveContext *context, const Position *pos,
    Move m)
{
    ContinuationView view = continuation_view(context, pos->side);
    return history_score_in(history, &view, pos, m);
}

/* History: a quiet move that caused a cut-off gains, the quiet moves tried
 * before it lose, by a bonus that grows with the depth, both in the side's
 * history and after the moves of context. */
void history_update(MoveHistory *history, const MoveContext *context, const Position *pos, Move best,
    const Move *tried, int tried_count, int depth, int ply);

#endif
