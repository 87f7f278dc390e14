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
 * Text width (libunistring), wrapping and line editing: figurines are one
 * column, CJK two, variation selectors none; lines break at spaces by
 * columns, never bytes, and a path longer than a line after a '/'; the
 * editor works on whole characters.
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

/* text wrapped at `columns` gives exactly the lines expected (NULL-ended). */
static void assert_wrapped(const char *text, int columns, const char *const *expected)
{
    int count = 0;
    while (*text != '\0') {
        size_t bytes;
        const char *next = text_wrap_line(text, columns, &bytes);
        ck_assert_msg(expected[count] != NULL, "line %d '%.*s' is one too many", count + 1, (int)bytes, text);
        ck_assert_msg(bytes == strlen(expected[count]) && strncmp(text, expected[count], bytes) == 0,
            "line %d at %d columns: got '%.*s', expected '%s'", count + 1, columns, (int)bytes, text,
            expected[count]);
        text = next;
        count++;
    }
    ck_assert_msg(expected[count] == NULL, "line %d '%s' is missing", count + 1, expected[count]);
}

START_TEST(wrapping_words)
{
    assert_wrapped("The quick brown fox jumps over the lazy dog", 10,
        (const char *const[]){ "The quick", "brown fox", "jumps over", "the lazy", "dog", NULL });
    assert_wrapped("one  two", 4, (const char *const[]){ "one", "two", NULL });
    assert_wrapped("fits", 4, (const char *const[]){ "fits", NULL });
    assert_wrapped("", 4, (const char *const[]){ NULL });
    ck_assert_int_eq(text_line_count("The quick brown fox jumps over the lazy dog", 10), 5);
    ck_assert_int_eq(text_line_count("", 10), 0);
}
END_TEST

/* Umlauts and ß are one column each, though two bytes. */
START_TEST(wrapping_german)
{
    assert_wrapped("f\u00FCr Schwarz und Wei\u00DF", 20,
        (const char *const[]){ "f\u00FCr Schwarz und Wei\u00DF", NULL });
    assert_wrapped("f\u00FCr Schwarz und Wei\u00DF", 19,
        (const char *const[]){ "f\u00FCr Schwarz und", "Wei\u00DF", NULL });
    assert_wrapped("Es gibt keinen Zug zum Zur\u00FCcknehmen.", 16,
        (const char *const[]){ "Es gibt keinen", "Zug zum", "Zur\u00FCcknehmen.", NULL });
    assert_wrapped("die Figur auf Ab1 (Springer) kann nicht nach Ac4 ziehen: so zieht ein Springer nicht", 78,
        (const char *const[]){ "die Figur auf Ab1 (Springer) kann nicht nach Ac4 ziehen: so zieht ein Springer",
            "nicht", NULL });
}
END_TEST

/* A figurine is one column, its variation selector none. */
START_TEST(wrapping_figurines)
{
    assert_wrapped("Material +13.1; Wei\u00DF schlug \u265D\u265D\u265C\u265E\u265E\U0001FA28, "
                   "Schwarz schlug \u2659\u2659\u2659\u2659.", 36,
        (const char *const[]){ "Material +13.1; Wei\u00DF schlug \u265D\u265D\u265C\u265E\u265E\U0001FA28,",
            "Schwarz schlug \u2659\u2659\u2659\u2659.", NULL });
    assert_wrapped("\u2658\uFE0EAd1\u2013Ac3 \u265B\uFE0EDc5\u2013Bc3", 8,
        (const char *const[]){ "\u2658\uFE0EAd1\u2013Ac3", "\u265B\uFE0EDc5\u2013Bc3", NULL });
    /* A character wider than the line goes alone. */
    assert_wrapped("\u65E5\u672C", 1, (const char *const[]){ "\u65E5", "\u672C", NULL });
}
END_TEST

/* A path longer than a line fills each line and breaks after a '/'. */
START_TEST(wrapping_paths)
{
    assert_wrapped("Saved: /tmp/aaa/bbbbbb/cc/raumschach.rgn", 16,
        (const char *const[]){ "Saved: /tmp/aaa/", "bbbbbb/cc/", "raumschach.rgn", NULL });
    assert_wrapped("Saved as /home/anna/games/raumschach_20261124.rgn", 36,
        (const char *const[]){ "Saved as /home/anna/games/", "raumschach_20261124.rgn", NULL });
    /* A path that fits a line of its own is not broken. */
    assert_wrapped("Saved as /home/anna/x.rgn", 20,
        (const char *const[]){ "Saved as", "/home/anna/x.rgn", NULL });
    ck_assert_int_eq(text_line_count("Saved: /tmp/aaa/bbbbbb/cc/raumschach.rgn", 16), 3);
}
END_TEST

/* A word longer than a line, with no '/', is cut at the width. */
START_TEST(wrapping_long_words)
{
    assert_wrapped("ab Donaudampfschifffahrt cd", 8,
        (const char *const[]){ "ab Donau", "dampfsch", "ifffahrt", "cd", NULL });
    assert_wrapped("Donaudampfschifffahrt", 10,
        (const char *const[]){ "Donaudampf", "schifffahr", "t", NULL });
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
    tcase_add_test(tc, wrapping_words);
    tcase_add_test(tc, wrapping_german);
    tcase_add_test(tc, wrapping_figurines);
    tcase_add_test(tc, wrapping_paths);
    tcase_add_test(tc, wrapping_long_words);
    tcase_add_test(tc, editing);
    tcase_add_test(tc, limit_and_set);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(text_suite)
