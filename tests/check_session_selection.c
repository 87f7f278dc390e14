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
 * Choosing a move with Enter: picking a piece, its destinations on all
 * levels, choosing again, moving, and the promotion question.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/movegen.h"
#include "session/selection.h"

static int at(const char *name)
{
    return cell_parse(name);
}

static ActivateOutcome activate(Selection *s, const Position *pos, const char *cell, Move *m)
{
    return selection_activate(s, pos, at(cell), m);
}

START_TEST(pick_and_move)
{
    Position pos;
    position_start(&pos);
    Selection s;
    Move m = MOVE_NONE;
    selection_clear(&s);
    ck_assert_int_eq(activate(&s, &pos, "Cc3", &m), ACTIVATE_EMPTY);
    ck_assert_int_eq(activate(&s, &pos, "Ec5", &m), ACTIVATE_NOT_YOURS);
    ck_assert_int_eq(activate(&s, &pos, "Ac1", &m), ACTIVATE_NO_MOVES);
    ck_assert_int_eq(s.from, CELL_NONE);
    ck_assert_int_eq(activate(&s, &pos, "Bc2", &m), ACTIVATE_SELECTED);
    ck_assert_int_eq(s.from, at("Bc2"));
    ck_assert_int_eq(s.destination_count, 2);
    ck_assert(s.destination[at("Bc3")]);
    ck_assert(s.destination[at("Cc2")]);
    ck_assert_int_eq(activate(&s, &pos, "Bd4", &m), ACTIVATE_UNREACHABLE);
    ck_assert_int_eq(s.from, at("Bc2"));
    ck_assert_int_eq(activate(&s, &pos, "Bc2", &m), ACTIVATE_DESELECTED);
    ck_assert_int_eq(s.from, CELL_NONE);
    ck_assert_int_eq(activate(&s, &pos, "Ab1", &m), ACTIVATE_SELECTED);
    ck_assert_int_eq(activate(&s, &pos, "Bc2", &m), ACTIVATE_SELECTED);
    ck_assert_int_eq(s.from, at("Bc2"));
    ck_assert_int_eq(activate(&s, &pos, "Cc2", &m), ACTIVATE_MOVE);
    ck_assert(move_same(m, move_make(at("Bc2"), at("Cc2"), NO_TYPE, false)));
}
END_TEST

/* The destinations are exactly the legal moves of the piece, whatever
 * level they are on. */
START_TEST(destinations_are_legal_moves)
{
    Position pos;
    load(&pos, "rnknr/ppppp/5/5/5|ubqub/p1ppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|"
               "5/5/5/PPPPP/RNKNR w 0 1");
    MoveList list;
    movegen_legal(&pos, &list);
    Selection s;
    selection_clear(&s);
    ck_assert(selection_pick(&s, &pos, at("Bb1")));
    int count = 0;
    for (int i = 0; i < list.count; i++)
        if (move_from(list.moves[i]) == at("Bb1")) {
            ck_assert(s.destination[move_to(list.moves[i])]);
            count++;
        }
    ck_assert_int_eq(s.destination_count, count);
    /* The unicorn on Bb1 reaches Ca2, Cc2, Dd3 and takes on Ee4. */
    ck_assert_int_eq(count, 4);
    ck_assert(s.destination[at("Ca2")] && s.destination[at("Cc2")]);
    ck_assert(s.destination[at("Dd3")] && s.destination[at("Ee4")]);
}
END_TEST

START_TEST(promotion)
{
    Position pos;
    load(&pos, "k4/5/5/5/5|2P2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1");
    Selection s;
    Move m = MOVE_NONE;
    selection_clear(&s);
    ck_assert_int_eq(activate(&s, &pos, "Dc5", &m), ACTIVATE_SELECTED);
    ck_assert_int_eq(s.destination_count, 1);
    ck_assert_int_eq(activate(&s, &pos, "Ec5", &m), ACTIVATE_PROMOTE);
    ck_assert_int_eq(move_from(m), at("Dc5"));
    ck_assert_int_eq(move_to(m), at("Ec5"));
    ck_assert_int_eq(move_promotion(m), QUEEN);
}
END_TEST

static Suite *selection_suite(void)
{
    Suite *s = suite_create("session_selection");
    TCase *tc = tcase_create("selection");
    tcase_add_test(tc, pick_and_move);
    tcase_add_test(tc, destinations_are_legal_moves);
    tcase_add_test(tc, promotion);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(selection_suite)
