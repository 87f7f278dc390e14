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
 * The hand-over between two players at one terminal: the key that goes
 * on differs from the one that played the move, other keys do nothing,
 * and the clocks stand still until the incoming player takes over.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/movegen.h"
#include "session/hotseat.h"
#include "session/keys.h"

static void start(Match *m)
{
    MatchSettings s;
    Error err;
    match_settings_default(&s);
    ck_assert(time_control_parse("300+5", &s.time_control, &err));
    s.kriegspiel = true;
    match_init(m, &s, 0);
}

static void play(Match *m, const char *from, const char *to, int64_t now_ms)
{
    Move move = movegen_find(match_position(m), cell_parse(from), cell_parse(to), NO_TYPE);
    ck_assert(move != MOVE_NONE);
    match_play(m, move, now_ms);
}

START_TEST(continue_key_differs)
{
    ck_assert_int_eq(hotseat_continue_key(KEY_CODE_ENTER), ' ');
    ck_assert_int_eq(hotseat_continue_key(' '), KEY_CODE_ENTER);
    ck_assert_int_eq(hotseat_continue_key('q'), ' ');
}
END_TEST

START_TEST(only_the_continue_key)
{
    Match m;
    Hotseat h;
    start(&m);
    hotseat_init(&h);
    play(&m, "Bc2", "Bc3", 3000);
    hotseat_hand_over(&h, &m, KEY_CODE_ENTER, 3000);
    ck_assert_int_eq(h.phase, HOTSEAT_HANDOVER);
    ck_assert(!hotseat_take_over(&h, &m, KEY_CODE_ENTER, 4000));
    ck_assert(!hotseat_take_over(&h, &m, 'x', 4000));
    ck_assert_int_eq(h.phase, HOTSEAT_HANDOVER);
    ck_assert(hotseat_take_over(&h, &m, ' ', 4000));
    ck_assert_int_eq(h.phase, HOTSEAT_SUMMARY);
    ck_assert(!hotseat_take_over(&h, &m, ' ', 4000));
    hotseat_show_board(&h);
    ck_assert_int_eq(h.phase, HOTSEAT_BOARD);
    match_free(&m);
}
END_TEST

START_TEST(clocks_stand_during_the_hand_over)
{
    Match m;
    Hotseat h;
    start(&m);
    hotseat_init(&h);
    /* The first move starts the clocks; Black takes over at 5 s, thinks
     * 2 s and gets the 5 s increment. */
    play(&m, "Bc2", "Bc3", 3000);
    hotseat_hand_over(&h, &m, ' ', 3000);
    ck_assert(hotseat_take_over(&h, &m, KEY_CODE_ENTER, 5000));
    hotseat_show_board(&h);
    play(&m, "Dc4", "Dc3", 7000);
    hotseat_hand_over(&h, &m, ' ', 7000);
    ck_assert_int_eq(clock_remaining(&m.clock, WHITE, 60000), 300000);
    ck_assert_int_eq(clock_remaining(&m.clock, BLACK, 60000), 303000);
    ck_assert(!clock_flag_fallen(&m.clock, 10000000));
    /* White takes over a minute later; White's clock runs from then on. */
    ck_assert(hotseat_take_over(&h, &m, KEY_CODE_ENTER, 63000));
    ck_assert(m.clock.running);
    ck_assert_int_eq(m.clock.side, WHITE);
    ck_assert_int_eq(clock_remaining(&m.clock, WHITE, 64000), 299000);
    ck_assert_int_eq(clock_remaining(&m.clock, BLACK, 64000), 303000);
    match_free(&m);
}
END_TEST

static Suite *hotseat_suite(void)
{
    Suite *s = suite_create("session_hotseat");
    TCase *tc = tcase_create("hotseat");
    tcase_add_test(tc, continue_key_differs);
    tcase_add_test(tc, only_the_continue_key);
    tcase_add_test(tc, clocks_stand_during_the_hand_over);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(hotseat_suite)
