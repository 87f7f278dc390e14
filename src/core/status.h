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
 * How a game ends (raumschach(5), Termination) and the check marks a move earns.
 * The rules decide spacemate, stalemate, repetition, the 50-move rule and
 * bare kings; time, resignation and agreement come from the players.
 */
#ifndef RAUMSCHACH_STATUS_H
#define RAUMSCHACH_STATUS_H

#include "piece.h"
#include "position.h"

typedef enum {
    CHECK_MARK_NONE,
    CHECK_MARK_CHECK,      /* the move attacks the enemy king */
    CHECK_MARK_BOARDMATE,  /* check, and every reply is a king move off its level */
    CHECK_MARK_SPACEMATE,  /* checkmate */
    CHECK_MARK_STALEMATE,  /* no legal reply, not in check */
} CheckMark;

typedef enum {
    TERMINATION_NONE,      /* the game goes on, or was left unfinished */
    TERMINATION_SPACEMATE,
    TERMINATION_STALEMATE,
    TERMINATION_REPETITION,
    TERMINATION_FIFTY_MOVES,
    TERMINATION_INSUFFICIENT_MATERIAL,
    TERMINATION_WHITE_TIME,
    TERMINATION_BLACK_TIME,
    TERMINATION_WHITE_RESIGNED,
    TERMINATION_BLACK_RESIGNED,
    TERMINATION_AGREEMENT,
    TERMINATION_COUNT
} Termination;

typedef enum {
    RESULT_UNFINISHED,     /* "*" */
    RESULT_WHITE_WINS,     /* "1-0" */
    RESULT_BLACK_WINS,     /* "0-1" */
    RESULT_DRAW,           /* "1/2-1/2" */
} Result;

/* The mark for the position reached by a move (judged for the side now to
 * move). */
CheckMark position_check_mark(const Position *pos);
/* "", "†", "††", "†††", "≡" (UTF-8). */
const char *check_mark_text(CheckMark mark);

/* The value of the Termination tag ("Spacemate"...), NULL for NONE. */
const char *termination_tag(Termination t);
/* Termination from a tag value, TERMINATION_NONE if unknown. */
Termination termination_from_tag(const char *tag);
/* A translated sentence for the screen: "Black is spacemated." */
const char *termination_describe(Termination t, Colour side_to_move);
/* The result of a game ended so; side_to_move is the side to move in the
 * final position (the mated side, for spacemate). */
Result termination_result(Termination t, Colour side_to_move);

const char *result_token(Result r);
/* Result from "1-0", "0-1", "1/2-1/2", "*"; returns -1 if none. */
int result_from_token(const char *token);

#endif
