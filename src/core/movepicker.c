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
 * Staged move ordering: the transposition-table move, MVV-LVA captures,
 * killers and the histories of quiet moves (see movepicker.h).
 */
#include <config.h>

#include "movepicker.h"

#include <stdlib.h>

#include "evaluate.h"
#include "exchange.h"
#include "movegen.h"

enum {
    SCORE_TT_MOVE = 1 << 30,
    SCORE_CAPTURE = 1 << 24,
    SCORE_KILLER = 1 << 20,
    SCORE_UNDERPROMOTION = -(1 << 20),
};

/* Order of attackers, cheapest first: the "least valuable attacker". */
static const int ATTACKER_RANK[PIECE_TYPE_COUNT] = {
    [PAWN] = 0, [UNICORN] = 1, [KNIGHT] = 2, [ROOK] = 3, [BISHOP] = 4, [QUEEN] = 5, [KING] = 6,
};

static PickStage first_generation_stage(const MovePicker *mp)
{
    return mp->in_check ? PICK_GENERATE_EVASIONS : PICK_GENERATE_TACTICAL;
}

void movepicker_init(MovePicker *mp, const Position *pos, Move tt_move, const MoveHistory *history,
    const MoveContext *context, int ply, bool in_check, bool quiescence)
{
    mp->pos = pos;
    mp->history = history;
    mp->context = context ? *context : (MoveContext) { { NULL, NULL } };
    mp->quiet_checks_only = NULL;
    mp->quiescence = quiescence;
    mp->killer[0] = history->killers[ply][0];
    mp->killer[1] = history->killers[ply][1];
    mp->next = 0;
    mp->bad_count = 0;
    mp->list.count = 0;
    /* In the quiescence search a quiet hash move is not wanted. */
    if (quiescence && !in_check && tt_move != MOVE_NONE && !move_is_capture(tt_move)
        && move_promotion(tt_move) != QUEEN)
        tt_move = MOVE_NONE;
    mp->tt_move = tt_move != MOVE_NONE && movegen_is_legal(pos, tt_move) ? tt_move : MOVE_NONE;
    mp->in_check = in_check;
    mp->king_cell = position_king_cell(pos, pos->side);
    mp->stage = mp->tt_move != MOVE_NONE ? PICK_TT_MOVE : first_generation_stage(mp);
}

static int tactical_score(const Position *pos, Move m)
{
    PieceType promotion = move_promotion(m);
    int score = SCORE_CAPTURE;
    if (promotion != NO_TYPE && promotion != QUEEN)
        return SCORE_UNDERPROMOTION + PIECE_VALUE[promotion];
    if (move_is_capture(m))
        score += PIECE_VALUE[piece_type(position_at(pos, move_to(m)))] * 8
            - ATTACKER_RANK[piece_type(position_at(pos, move_from(m)))];
    if (promotion == QUEEN)
        score += PIECE_VALUE[QUEEN] * 8;
    return score;
}

static int quiet_score(const MovePicker *mp, const ContinuationView *view, Move m)
{
    if (m == mp->killer[0])
        return SCORE_KILLER + 1;
    if (m == mp->killer[1])
        return SCORE_KILLER;
    return history_score_in(mp->history, view, mp->pos, m);
}

/* Scores the generated list, dropping the hash move (already tried) and,
 * in the quiescence search out of check, the under-promotions. */
static void score_list(MovePicker *mp)
{
    bool drop_underpromotions = mp->quiescence && !mp->in_check;
    ContinuationView view = continuation_view(&mp->context, mp->pos->side);
    int n = 0;
    for (int i = 0; i < mp->list.count; i++) {
        Move m = mp->list.moves[i];
        if (m == mp->tt_move)
            continue;
        bool is_tactical = move_is_capture(m) || move_promotion(m) != NO_TYPE;
        int score = is_tactical ? tactical_score(mp->pos, m) : quiet_score(mp, &view, m);
        if (drop_underpromotions && score < SCORE_CAPTURE)
            continue;
        mp->list.moves[n] = m;
        mp->score[n++] = score;
    }
    mp->list.count = n;
    mp->next = 0;
}

/* Quiet moves with a positive score (killers, a good history) go to the
 * front, to be picked best first; the others follow as generated, since
 * late quiet moves are reduced or pruned anyway. */
static void score_quiets(MovePicker *mp)
{
    ContinuationView view = continuation_view(&mp->context, mp->pos->side);
    int n = 0, front = 0;
    for (int i = 0; i < mp->list.count; i++) {
        Move m = mp->list.moves[i];
        if (m == mp->tt_move)
            continue;
        int score = quiet_score(mp, &view, m);
        mp->list.moves[n] = m;
        mp->score[n] = score;
        if (score > 0) {
            mp->list.moves[n] = mp->list.moves[front];
            mp->score[n] = mp->score[front];
            mp->list.moves[front] = m;
            mp->score[front] = score;
            front++;
        }
        n++;
    }
    mp->list.count = n;
    mp->sorted_end = front;
    mp->next = 0;
}

/* Selection: swaps the best move of [next, end) to next. */
static Move pick_best(MovePicker *mp, int end)
{
    int best = mp->next, best_score = mp->score[best];
    for (int i = mp->next + 1; i < end; i++) {
        int s = mp->score[i];
        best = s > best_score ? i : best;
        best_score = s > best_score ? s : best_score;
    }
    Move m = mp->list.moves[best];
    int s = mp->score[best];
    mp->list.moves[best] = mp->list.moves[mp->next];
    mp->score[best] = mp->score[mp->next];
    mp->list.moves[mp->next] = m;
    mp->score[mp->next] = s;
    mp->next++;
    return m;
}

Move movepicker_next(MovePicker *mp)
{
    for (;;) {
        switch (mp->stage) {
        case PICK_TT_MOVE:
            mp->stage = first_generation_stage(mp);
            return mp->tt_move;
        case PICK_GENERATE_TACTICAL:
            movegen_legal_tactical(mp->pos, &mp->list);
            score_list(mp);
            mp->stage = PICK_TACTICAL;
            break;
        case PICK_TACTICAL:
            while (mp->next < mp->list.count) {
                Move m = pick_best(mp, mp->list.count);
                /* Captures that lose material wait until after the quiet
                 * moves (the quiescence search drops them itself). */
                if (mp->quiescence || !move_is_capture(m) || exchange_at_least(mp->pos, m, 0))
                    return m;
                if (mp->bad_count < MOVEPICKER_BAD_MAX)
                    mp->bad[mp->bad_count++] = m;
                else
                    return m;
            }
            mp->stage = mp->quiescence ? PICK_DONE : PICK_GENERATE_QUIET;
            break;
        case PICK_GENERATE_QUIET:
            if (mp->quiet_checks_only)
                movegen_quiet_checks(mp->pos, mp->quiet_checks_only, &mp->list);
            else
                movegen_quiet_unchecked_king(mp->pos, &mp->list);
            mp->quiets_are_checks = mp->quiet_checks_only != NULL;
            score_quiets(mp);
            mp->stage = PICK_QUIET;
            break;
        case PICK_QUIET:
            while (mp->next < mp->list.count) {
                Move m = mp->next < mp->sorted_end ? pick_best(mp, mp->sorted_end) : mp->list.moves[mp->next++];
                if (mp->quiet_checks_only && !mp->quiets_are_checks
                    && !movegen_gives_check_plain(mp->pos, mp->quiet_checks_only, m))
                    continue;
                if (move_from(m) != mp->king_cell || movegen_king_destination_safe(mp->pos, m))
                    return m;
            }
            mp->stage = PICK_BAD_CAPTURES;
            mp->next = 0;
            break;
        case PICK_BAD_CAPTURES:
            if (mp->next < mp->bad_count)
                return mp->bad[mp->next++];
            mp->stage = PICK_DONE;
            break;
        case PICK_EVASIONS:
            if (mp->next < mp->list.count)
                return pick_best(mp, mp->list.count);
            mp->stage = PICK_DONE;
            break;
        case PICK_GENERATE_EVASIONS:
            movegen_legal(mp->pos, &mp->list);
            score_list(mp);
            mp->stage = PICK_EVASIONS;
            break;
        case PICK_DONE:
            return MOVE_NONE;
        }
    }
}

void movepicker_only_quiet_checks(MovePicker *mp, const CheckInfo *checks)
{
    mp->quiet_checks_only = checks;
}

static int history_bonus(int depth)
{
    int b = depth * depth * 8;
    return b > 2000 ? 2000 : b;
}

static void history_add(int16_t *h, int bonus)
{
    *h = (int16_t)(*h + bonus - *h * abs(bonus) / HISTORY_MAX);
}

/* Adds bonus to the scores of quiet move m. */
static void history_add_move(MoveHistory *history, const MoveContext *context, const Position *pos, Move m,
    int bonus)
{
    int from = move_from(m), to = move_to(m);
    history_add(&history->butterfly[pos->side][from][to], bonus);
    int kind = piece_kind(position_at(pos, from));
    for (int i = 0; i < 2; i++)
        if (context->before[i])
            history_add(&(*context->before[i])[kind][to], bonus);
}

void history_update(MoveHistory *history, const MoveContext *context, const Position *pos, Move best,
    const Move *tried, int tried_count, int depth, int ply)
{
    int bonus = history_bonus(depth);
    if (history->killers[ply][0] != best) {
        history->killers[ply][1] = history->killers[ply][0];
        history->killers[ply][0] = best;
    }
    history_add_move(history, context, pos, best, bonus);
    for (int i = 0; i < tried_count; i++)
        if (tried[i] != best)
            history_add_move(history, context, pos, tried[i], -bonus);
}
