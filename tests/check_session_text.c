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
 * Text width (libunistring) and line editing: figurines are one column,
 * CJK two, variation selectors none; the editor works on whole characters.
 */
#include <config.h>

#include "check_helpers.h"
#include "session/keys.h"
#include "session/lineedit.h"
#include "session/textwidth.h"

#include <string.h>

START_TEST(widths)
{
    ck_assert_int_eq(text_width("abc"), 3);
    ck_assert_int_eq(text_width("\u2658\uFE0EAb1\u2013Cc2"), 8);
    ck_assert_int_eq(text_width("\U0001FA22"), 1);
    ck_assert_int_eq(text_width("\u65E5\u672C"), 4);
    ck_assert_int_eq(text_width(""), 0);
}
END_TEST

START_TEST(fitting)
{
    const char *move = "\u2658\uFE0EAb1\u00D7Cc2\u2020";
    ck_assert_uint_eq(text_fit("abcdef", 4, NULL), 4);
    ck_assert_uint_eq(text_fit("abc", 10, NULL), 3);
    /* The variation selector stays with its figurine. */
    ck_assert_uint_eq(text_fit(move, 1, NULL), strlen("\u2658\uFE0E"));
    ck_assert_uint_eq(text_fit(move, 0, NULL), 0);
    ck_assert_uint_eq(text_fit("\u65E5\u672C", 3, NULL), 3);
    int used;
    ck_assert_uint_eq(text_fit(move, 6, &used), strlen("\u2658\uFE0EAb1\u00D7C"));
    ck_assert_int_eq(used, 6);
    ck_assert_uint_eq(text_break("one two three", 20), 13);
    ck_assert_uint_eq(text_break("one two three", 9), 7);
    ck_assert_uint_eq(text_break("one two three", 7), 7);
    ck_assert_uint_eq(text_break("one two three", 6), 3);
    ck_assert_uint_eq(text_break("abcdefgh ij", 4), 4);
    ck_assert_uint_eq(text_break("\u2658\uFE0E\u2658 b", 2), strlen("\u2658\uFE0E\u2658"));
    ck_assert_uint_eq(text_fit_tail("abcdef", 4), 2);
    ck_assert_uint_eq(text_fit_tail("abc", 4), 0);
    ck_assert_uint_eq(text_fit_tail(move, 8), strlen("\u2658\uFE0E"));
    ck_assert_uint_eq(text_fit_tail("\u65E5\u672C", 3), 3);
}
END_TEST

static void assert_line(const LineEdit *e, const char *text, int cursor_column)
{
    char buf[LINE_EDIT_CAPACITY * 4 + 1];
    line_edit_text(e, buf, sizeof buf);
    ck_assert_str_eq(buf, text);
    ck_assert_int_eq(line_edit_cursor_column(e), cursor_column);
}

START_TEST(editing)
{
    LineEdit e;
    line_edit_init(&e, 10);
    const char *typed = "Bc2Bc3";
    for (const char *p = typed; *p; p++)
        ck_assert(line_edit_key(&e, *p));
    assert_line(&e, "Bc2Bc3", 6);
    line_edit_key(&e, KEY_CODE_LEFT);
    line_edit_key(&e, KEY_CODE_LEFT);
    line_edit_key(&e, KEY_CODE_LEFT);
    line_edit_key(&e, '-');
    assert_line(&e, "Bc2-Bc3", 4);
    line_edit_key(&e, KEY_CODE_BACKSPACE);
    line_edit_key(&e, KEY_CODE_HOME);
    line_edit_key(&e, KEY_CODE_DELETE);
    line_edit_key(&e, 0x2657);
    assert_line(&e, "\u2657c2Bc3", 1);
    line_edit_key(&e, KEY_CODE_END);
    assert_line(&e, "\u2657c2Bc3", 6);
    ck_assert(!line_edit_key(&e, KEY_CODE_ENTER));
    ck_assert(!line_edit_key(&e, KEY_CODE_ESCAPE));
    line_edit_key(&e, KEY_CODE_CTRL_U);
    assert_line(&e, "", 0);
    /* Backspace at the start and Delete at the end do nothing. */
    line_edit_key(&e, KEY_CODE_BACKSPACE);
    line_edit_key(&e, KEY_CODE_DELETE);
    assert_line(&e, "", 0);
}
END_TEST

START_TEST(limit_and_set)
{
    LineEdit e;
    line_edit_init(&e, 5);
    line_edit_set(&e, "Einhorn");
    assert_line(&e, "Einho", 5);
    line_edit_key(&e, 'x');
    assert_line(&e, "Einho", 5);
    line_edit_set(&e, "\u65E5\u672Cx");
    assert_line(&e, "\u65E5\u672Cx", 5);
    line_edit_set(&e, "a\tb");
    assert_line(&e, "ab", 2);
}
END_TEST

static Suite *text_suite(void)
{
    Suite *s = suite_create("session_text");
    TCase *tc = tcase_create("text");
    tcase_add_test(tc, widths);
    tcase_add_test(tc, fitting);
    tcase_add_test(tc, editing);
    tcase_add_test(tc, limit_and_set);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(text_suite)
