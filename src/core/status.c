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

#include "status.h"

#include <string.h>

#include "i18n.h"
#include "movegen.h"

CheckMark position_check_mark(const Position *pos)
{
    MoveList list;
    bool check = position_in_check(pos);
    int n = movegen_legal(pos, &list);
    if (n == 0)
        return check ? CHECK_MARK_SPACEMATE : CHECK_MARK_STALEMATE;
    if (!check)
        return CHECK_MARK_NONE;
    int king = position_king_cell(pos, pos->side);
    for (int i = 0; i < n; i++) {
        Move m = list.moves[i];
        if (move_from(m) != king || cell_level(move_to(m)) == cell_level(king))
            return CHECK_MARK_CHECK;
    }
    return CHECK_MARK_BOARDMATE;
}

const char *check_mark_text(CheckMark mark)
{
    switch (mark) {
    case CHECK_MARK_CHECK: return "\u2020";
    case CHECK_MARK_BOARDMATE: return "\u2020\u2020";
    case CHECK_MARK_SPACEMATE: return "\u2020\u2020\u2020";
    case CHECK_MARK_STALEMATE: return "\u2261";
    default: return "";
    }
}

static const char *const TERMINATION_TAGS[TERMINATION_COUNT] = {
    [TERMINATION_SPACEMATE] = "Spacemate",
    [TERMINATION_STALEMATE] = "Stalemate",
    [TERMINATION_REPETITION] = "Threefold repetition",
    [TERMINATION_FIFTY_MOVES] = "Draw by the 50-move rule",
    [TERMINATION_INSUFFICIENT_MATERIAL] = "Insufficient material",
    [TERMINATION_WHITE_TIME] = "White ran out of time",
    [TERMINATION_BLACK_TIME] = "Black ran out of time",
    [TERMINATION_WHITE_RESIGNED] = "White resigned",
    [TERMINATION_BLACK_RESIGNED] = "Black resigned",
    [TERMINATION_AGREEMENT] = "Draw by agreement",
};

const char *termination_tag(Termination t)
{
    return t > TERMINATION_NONE && t < TERMINATION_COUNT ? TERMINATION_TAGS[t] : NULL;
}

Termination termination_from_tag(const char *tag)
{
    for (int t = TERMINATION_NONE + 1; t < TERMINATION_COUNT; t++)
        if (strcmp(tag, TERMINATION_TAGS[t]) == 0)
            return (Termination)t;
    return TERMINATION_NONE;
}

const char *termination_describe(Termination t, Colour side_to_move)
{
    switch (t) {
    case TERMINATION_SPACEMATE:
        return side_to_move == WHITE ? _("White is spacemated: Black wins.")
                                     : _("Black is spacemated: White wins.");
    case TERMINATION_STALEMATE: return _("Stalemate: draw.");
    case TERMINATION_REPETITION: return _("Threefold repetition: draw.");
    case TERMINATION_FIFTY_MOVES: return _("Fifty moves without a capture or pawn move: draw.");
    case TERMINATION_INSUFFICIENT_MATERIAL: return _("Only the kings are left: draw.");
    case TERMINATION_WHITE_TIME: return _("White ran out of time: Black wins.");
    case TERMINATION_BLACK_TIME: return _("Black ran out of time: White wins.");
    case TERMINATION_WHITE_RESIGNED: return _("White resigned: Black wins.");
    case TERMINATION_BLACK_RESIGNED: return _("Black resigned: White wins.");
    case TERMINATION_AGREEMENT: return _("Draw by agreement.");
    default: return "";
    }
}

Result termination_result(Termination t, Colour side_to_move)
{
    switch (t) {
    case TERMINATION_SPACEMATE:
        return side_to_move == WHITE ? RESULT_BLACK_WINS : RESULT_WHITE_WINS;
    case TERMINATION_WHITE_TIME:
    case TERMINATION_WHITE_RESIGNED:
        return RESULT_BLACK_WINS;
    case TERMINATION_BLACK_TIME:
    case TERMINATION_BLACK_RESIGNED:
        return RESULT_WHITE_WINS;
    case TERMINATION_NONE:
        return RESULT_UNFINISHED;
    default:
        return RESULT_DRAW;
    }
}

static const char *const RESULT_TOKENS[] = { "*", "1-0", "0-1", "1/2-1/2" };

const char *result_token(Result r)
{
    return RESULT_TOKENS[r];
}

int result_from_token(const char *token)
{
    for (int r = 0; r < 4; r++)
        if (strcmp(token, RESULT_TOKENS[r]) == 0)
            return r;
    return -1;
}
