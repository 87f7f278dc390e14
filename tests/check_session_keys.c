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
 * The game screen's key table: what the keys named in the issue do, that
 * no key does two things, that every action has a key and a description,
 * and the names the help shows.
 */
#include <config.h>

#include "check_helpers.h"
#include "session/keys.h"
#include "session/replaykeys.h"

#include <string.h>

START_TEST(bound_keys)
{
    static const struct {
        int key;
        Action action;
    } expected[] = {
        { KEY_CODE_LEFT, ACTION_CURSOR_LEFT }, { 'h', ACTION_CURSOR_LEFT },
        { KEY_CODE_DOWN, ACTION_CURSOR_DOWN }, { 'j', ACTION_CURSOR_DOWN },
        { KEY_CODE_UP, ACTION_CURSOR_UP }, { 'k', ACTION_CURSOR_UP },
        { KEY_CODE_RIGHT, ACTION_CURSOR_RIGHT }, { 'l', ACTION_CURSOR_RIGHT },
        { KEY_CODE_PAGE_UP, ACTION_LEVEL_UP }, { KEY_CODE_PAGE_DOWN, ACTION_LEVEL_DOWN },
        { '<', ACTION_PANEL_LEFT }, { '>', ACTION_PANEL_RIGHT },
        { KEY_CODE_ENTER, ACTION_SELECT }, { ' ', ACTION_SELECT },
        { KEY_CODE_ESCAPE, ACTION_CANCEL },
        { ':', ACTION_TYPE_MOVE }, { 'm', ACTION_TYPE_MOVE },
        { 'u', ACTION_UNDO }, { 'r', ACTION_REDO },
        { 'f', ACTION_FLIP }, { 'F', ACTION_AUTO_FLIP },
        { 'n', ACTION_NEW_GAME }, { 'R', ACTION_RESIGN }, { 'd', ACTION_OFFER_DRAW },
        { 'q', ACTION_QUIT }, { '?', ACTION_HELP }, { KEY_CODE_CTRL_L, ACTION_REDRAW },
        { 'x', ACTION_NONE }, { KEY_CODE_HOME, ACTION_NONE },
    };
    for (size_t i = 0; i < sizeof expected / sizeof *expected; i++)
        ck_assert_msg(keys_play_action(expected[i].key) == expected[i].action,
            "key %d: action %d, expected %d", expected[i].key,
            keys_play_action(expected[i].key), expected[i].action);
}
END_TEST

/* Both screens' tables: the game screen's and the replay screen's. */
static const KeyTable *const TABLES[] = { &PLAY_KEYS, &REPLAY_KEYS };

START_TEST(no_key_twice)
{
    const KeyTable *t = TABLES[_i];
    for (size_t i = 0; i < t->binding_count; i++)
        for (size_t j = i + 1; j < t->binding_count; j++)
            ck_assert_msg(t->bindings[i].key != t->bindings[j].key, "key %d bound twice",
                t->bindings[i].key);
}
END_TEST

START_TEST(every_action_has_key_and_help)
{
    const KeyTable *t = TABLES[_i];
    for (int a = 1; a < t->action_count; a++) {
        char names[128];
        keys_names(t, a, false, names, sizeof names);
        ck_assert_msg(names[0] != '\0', "action %d has no key", a);
        ck_assert_msg(keys_description(t, a)[0] != '\0', "action %d undescribed", a);
    }
    ck_assert_str_eq(keys_description(t, 0), "");
    ck_assert_str_eq(keys_description(t, t->action_count), "");
}
END_TEST

START_TEST(key_names)
{
    char buf[KEY_NAME_SIZE];
    keys_name(KEY_CODE_LEFT, true, buf);
    ck_assert_str_eq(buf, "\u2190");
    keys_name(KEY_CODE_LEFT, false, buf);
    ck_assert_str_eq(buf, "Left");
    keys_name(KEY_CODE_PAGE_DOWN, true, buf);
    ck_assert_str_eq(buf, "PgDn");
    keys_name(' ', true, buf);
    ck_assert_str_eq(buf, "Space");
    keys_name(KEY_CODE_CTRL_L, true, buf);
    ck_assert_str_eq(buf, "Ctrl-L");
    keys_name('?', true, buf);
    ck_assert_str_eq(buf, "?");
    keys_name(0x00E9, true, buf);
    ck_assert_str_eq(buf, "\u00E9");

    char names[128];
    keys_names(&PLAY_KEYS, ACTION_CURSOR_LEFT, false, names, sizeof names);
    ck_assert_str_eq(names, "Left h");
    keys_names(&PLAY_KEYS, ACTION_SELECT, true, names, sizeof names);
    ck_assert_str_eq(names, "Enter Space");
    keys_names(&PLAY_KEYS, ACTION_TYPE_MOVE, true, names, sizeof names);
    ck_assert_str_eq(names, ": m");
}
END_TEST

START_TEST(text_keys)
{
    ck_assert(keys_is_text('a'));
    ck_assert(keys_is_text(' '));
    ck_assert(keys_is_text(0x2658));
    ck_assert(keys_is_text(0x1FA22));
    ck_assert(!keys_is_text('\t'));
    ck_assert(!keys_is_text(0x7F));
    ck_assert(!keys_is_text(0x85));
    ck_assert(!keys_is_text(KEY_CODE_ENTER));
    ck_assert(!keys_is_text(KEY_CODE_CTRL_L));
}
END_TEST

static Suite *keys_suite(void)
{
    Suite *s = suite_create("session_keys");
    TCase *tc = tcase_create("keys");
    tcase_add_test(tc, bound_keys);
    tcase_add_loop_test(tc, no_key_twice, 0, sizeof TABLES / sizeof *TABLES);
    tcase_add_loop_test(tc, every_action_has_key_and_help, 0, sizeof TABLES / sizeof *TABLES);
    tcase_add_test(tc, key_names);
    tcase_add_test(tc, text_keys);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(keys_suite)
