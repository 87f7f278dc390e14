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
 * A Kriegspiel player's private marks: letters and '?' mark a cell, Space,
 * Backspace and Del clear it, other keys change nothing, and each side
 * sees only its own marks.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/geometry.h"
#include "session/keys.h"
#include "session/kriegmarks.h"

START_TEST(letters_and_question_mark)
{
    KriegMarks m;
    kriegmarks_clear(&m);
    ck_assert(kriegmarks_set(&m, WHITE, cell_parse("Cc3"), 'Q'));
    ck_assert(kriegmarks_set(&m, WHITE, cell_parse("Dd4"), '?'));
    ck_assert(kriegmarks_set(&m, WHITE, cell_parse("Ee5"), 'n'));
    ck_assert_int_eq(kriegmarks_at(&m, WHITE, cell_parse("Cc3")), 'Q');
    ck_assert_int_eq(kriegmarks_at(&m, WHITE, cell_parse("Dd4")), '?');
    ck_assert_int_eq(kriegmarks_at(&m, WHITE, cell_parse("Ee5")), 'n');
    ck_assert_int_eq(kriegmarks_count(&m, WHITE), 3);
}
END_TEST

START_TEST(each_side_its_own)
{
    KriegMarks m;
    kriegmarks_clear(&m);
    ck_assert(kriegmarks_set(&m, BLACK, cell_parse("Aa1"), 'R'));
    ck_assert_int_eq(kriegmarks_at(&m, WHITE, cell_parse("Aa1")), '\0');
    ck_assert_int_eq(kriegmarks_at(&m, BLACK, cell_parse("Aa1")), 'R');
    ck_assert_int_eq(kriegmarks_count(&m, WHITE), 0);
    ck_assert_int_eq(kriegmarks_count(&m, BLACK), 1);
}
END_TEST

START_TEST(clearing_and_refusing)
{
    KriegMarks m;
    kriegmarks_clear(&m);
    int cell = cell_parse("Bb2");
    ck_assert(kriegmarks_set(&m, WHITE, cell, 'U'));
    ck_assert(!kriegmarks_set(&m, WHITE, cell, '7'));
    ck_assert(!kriegmarks_set(&m, WHITE, cell, KEY_CODE_ENTER));
    ck_assert_int_eq(kriegmarks_at(&m, WHITE, cell), 'U');
    ck_assert(kriegmarks_set(&m, WHITE, cell, ' '));
    ck_assert_int_eq(kriegmarks_at(&m, WHITE, cell), '\0');
    ck_assert(kriegmarks_set(&m, WHITE, cell, '?'));
    ck_assert(kriegmarks_set(&m, WHITE, cell, KEY_CODE_BACKSPACE));
    ck_assert_int_eq(kriegmarks_at(&m, WHITE, cell), '\0');
    ck_assert(kriegmarks_set(&m, WHITE, cell, 'B'));
    ck_assert(kriegmarks_set(&m, WHITE, cell, KEY_CODE_DELETE));
    ck_assert_int_eq(kriegmarks_count(&m, WHITE), 0);
    ck_assert(!kriegmarks_set(&m, WHITE, CELL_NONE, 'Q'));
}
END_TEST

static Suite *kriegmarks_suite(void)
{
    Suite *s = suite_create("session_kriegmarks");
    TCase *tc = tcase_create("kriegmarks");
    tcase_add_test(tc, letters_and_question_mark);
    tcase_add_test(tc, each_side_its_own);
    tcase_add_test(tc, clearing_and_refusing);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(kriegmarks_suite)
