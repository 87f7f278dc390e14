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
 * The journal: written and replaced as a whole record, named by process,
 * and recovered into a record only when its process is gone.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/movegen.h"
#include "core/rgn.h"
#include "session/journal.h"

#include <limits.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static char dir[64];

static void make_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/check_session_journal.XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void remove_dir(void)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d != NULL && (e = readdir(d)) != NULL) {
        char path[PATH_MAX];
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        unlink(path);
    }
    if (d != NULL)
        closedir(d);
    rmdir(dir);
}

static void play(Record *r, const char *from, const char *to)
{
    Move m = movegen_find(&r->game.pos, cell_parse(from), cell_parse(to), NO_TYPE);
    ck_assert(m != MOVE_NONE);
    record_play(r, m);
}

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "r");
    ck_assert_ptr_nonnull(f);
    static char text[4096];
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    fclose(f);
    return text;
}

static int count_files(const char *prefix)
{
    int count = 0;
    DIR *d = opendir(dir);
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0)
            count++;
    closedir(d);
    return count;
}

/* A pid that belongs to no process: a child that has exited and been
 * reaped. */
static pid_t gone_pid(void)
{
    pid_t pid = fork();
    if (pid == 0)
        _exit(0);
    waitpid(pid, NULL, 0);
    return pid;
}

static void sample_record(Record *r)
{
    Position start;
    position_start(&start);
    record_init(r, &start);
    record_set_tag(r, "White", "Alice");
    record_set_tag(r, "Date", "2026.03.14");
    play(r, "Ad1", "Ac3");
    play(r, "Dc5", "Bc3");
}

START_TEST(names)
{
    char path[JOURNAL_PATH_SIZE];
    journal_path("games", 42, path, sizeof path);
    ck_assert_str_eq(path, "games/.raumschach-journal-42.rgn");
    journal_path(NULL, 7, path, sizeof path);
    ck_assert_str_eq(path, "./.raumschach-journal-7.rgn");
}
END_TEST

START_TEST(write_and_replace)
{
    make_dir();
    Record r;
    sample_record(&r);
    char path[JOURNAL_PATH_SIZE];
    Error err;
    journal_path(dir, getpid(), path, sizeof path);
    ck_assert_msg(journal_write(path, &r, &err), "%s", err.message);
    ck_assert(strstr(read_text(path), "1. \u2658\uFE0EAd1\u2013Ac3 \u2655\uFE0EDc5\u2013Bc3 *") != NULL);
    play(&r, "Bc1", "Ad1");
    ck_assert(journal_write(path, &r, &err));
    ck_assert(strstr(read_text(path), "2. \u2655\uFE0EBc1\u2013Ad1 *") != NULL);
    ck_assert_int_eq(count_files(".raumschach-journal-"), 1);
    /* Its own process is alive: nothing to recover. */
    char report[512];
    ck_assert_int_eq(journal_recover(dir, report, sizeof report), 0);
    journal_remove(path);
    ck_assert_int_eq(count_files(".raumschach-journal-"), 0);
    record_free(&r);
    remove_dir();
}
END_TEST

START_TEST(recover_after_crash)
{
    make_dir();
    Record r;
    sample_record(&r);
    char path[JOURNAL_PATH_SIZE], report[1024], expected[256];
    Error err;
    journal_path(dir, gone_pid(), path, sizeof path);
    ck_assert(journal_write(path, &r, &err));
    ck_assert_int_eq(journal_recover(dir, report, sizeof report), 1);
    snprintf(expected, sizeof expected,
        "An unfinished game left by a crash is saved as %s/raumschach_20260314.rgn.", dir);
    ck_assert_str_eq(report, expected);
    ck_assert_int_eq(count_files(".raumschach-journal-"), 0);
    char record_path[256];
    snprintf(record_path, sizeof record_path, "%s/raumschach_20260314.rgn", dir);
    RgnGames games = { 0 };
    ck_assert(rgn_read_file(record_path, &games, &err));
    ck_assert_uint_eq(games.count, 1);
    ck_assert(record_equal(&games.games[0].record, &r));
    rgn_games_free(&games);
    /* Nothing left to do the second time. */
    ck_assert_int_eq(journal_recover(dir, report, sizeof report), 0);
    ck_assert_str_eq(report, "");
    record_free(&r);
    remove_dir();
}
END_TEST

START_TEST(empty_journal_is_dropped)
{
    make_dir();
    Record r;
    Position start;
    position_start(&start);
    record_init(&r, &start);
    char path[JOURNAL_PATH_SIZE], report[256];
    Error err;
    journal_path(dir, gone_pid(), path, sizeof path);
    ck_assert(journal_write(path, &r, &err));
    ck_assert_int_eq(journal_recover(dir, report, sizeof report), 0);
    ck_assert_int_eq(count_files(".raumschach-journal-"), 0);
    ck_assert_int_eq(count_files("raumschach_"), 0);
    record_free(&r);
    remove_dir();
}
END_TEST

START_TEST(unwritable)
{
    Record r;
    sample_record(&r);
    Error err;
    ck_assert(!journal_write("/nonexistent/directory/.raumschach-journal-1.rgn", &r, &err));
    ck_assert(strstr(err.message, "cannot write /nonexistent/directory/") != NULL);
    record_free(&r);
}
END_TEST

static Suite *journal_suite(void)
{
    Suite *s = suite_create("session_journal");
    TCase *tc = tcase_create("journal");
    tcase_add_test(tc, names);
    tcase_add_test(tc, write_and_replace);
    tcase_add_test(tc, recover_after_crash);
    tcase_add_test(tc, empty_journal_is_dropped);
    tcase_add_test(tc, unwritable);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(journal_suite)
