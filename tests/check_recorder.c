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
 * The recorder: the file name from the game's start date, the next free
 * name (never an overwrite, a stranger's file included), no temporary file
 * left behind, the saved text reading back to the same game, and the
 * fallback places with the message that names where the game went.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/movegen.h"
#include "core/recorder.h"
#include "core/rgn.h"

#include <dirent.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static const time_t GAME_START = 1795350000; /* 2026-11-22 12:20 UTC */
static char base[256];
static Record record;

static void setup(void)
{
    Position pos;
    char tmpl[] = "/tmp/check_recorder.XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(tmpl));
    snprintf(base, sizeof base, "%s", tmpl);
    setenv("TZ", "UTC", 1);
    tzset();
    position_start(&pos);
    record_init(&record, &pos);
    record_play(&record, movegen_find(&record.game.pos, cell_parse("Bc2"), cell_parse("Bc3"), NO_TYPE));
    record_finish(&record, TERMINATION_BLACK_RESIGNED);
}

static void remove_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0)
        return;
    if (S_ISDIR(st.st_mode)) {
        chmod(path, 0700);
        DIR *d = opendir(path);
        struct dirent *e;
        while (d != NULL && (e = readdir(d)) != NULL) {
            char child[1024];
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            snprintf(child, sizeof child, "%s/%s", path, e->d_name);
            remove_tree(child);
        }
        if (d != NULL)
            closedir(d);
        rmdir(path);
    } else {
        unlink(path);
    }
}

static void teardown(void)
{
    record_free(&record);
    remove_tree(base);
}

static char *path_in(const char *name)
{
    static char path[4][1024];
    static int next;
    char *p = path[next++ % 4];
    snprintf(p, sizeof path[0], "%s/%s", base, name);
    return p;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    static char text[65536];
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    fclose(f);
    return text;
}

static int entries(const char *dir)
{
    int n = 0;
    DIR *d = opendir(dir);
    struct dirent *e;
    ck_assert_ptr_nonnull(d);
    while ((e = readdir(d)) != NULL)
        n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    closedir(d);
    return n;
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

START_TEST(file_names)
{
    char name[64];
    recorder_file_name(GAME_START, 1, name, sizeof name);
    ck_assert_str_eq(name, "raumschach_20261122.rgn");
    recorder_file_name(GAME_START, 2, name, sizeof name);
    ck_assert_str_eq(name, "raumschach_20261122-2.rgn");
    recorder_file_name(GAME_START, 17, name, sizeof name);
    ck_assert_str_eq(name, "raumschach_20261122-17.rgn");
}
END_TEST

START_TEST(saves_under_the_date_and_reads_back)
{
    char path[RECORDER_PATH_SIZE];
    Error err;
    RgnGames games;
    ck_assert_int_eq(recorder_save(&record, base, GAME_START, path, sizeof path, &err), RECORDER_SAVED);
    ck_assert_str_eq(path, path_in("raumschach_20261122.rgn"));
    ck_assert_int_eq(entries(base), 1);
    char *expected = rgn_write_string(&record);
    ck_assert_str_eq(slurp(path), expected);
    free(expected);
    ck_assert(rgn_read_file(path, &games, &err));
    ck_assert_uint_eq(games.count, 1);
    ck_assert_int_eq(games.games[0].error_count, 0);
    ck_assert(record_equal(&record, &games.games[0].record));
    rgn_games_free(&games);
}
END_TEST

START_TEST(next_free_name_never_overwrites)
{
    char path[RECORDER_PATH_SIZE];
    Error err;
    write_file(path_in("raumschach_20261122-3.rgn"), "not ours\n");
    ck_assert_int_eq(recorder_save(&record, base, GAME_START, path, sizeof path, &err), RECORDER_SAVED);
    ck_assert_str_eq(path, path_in("raumschach_20261122.rgn"));
    ck_assert_int_eq(recorder_save(&record, base, GAME_START, path, sizeof path, &err), RECORDER_SAVED);
    ck_assert_str_eq(path, path_in("raumschach_20261122-2.rgn"));
    ck_assert_int_eq(recorder_save(&record, base, GAME_START, path, sizeof path, &err), RECORDER_SAVED);
    ck_assert_str_eq(path, path_in("raumschach_20261122-4.rgn"));
    ck_assert_str_eq(slurp(path_in("raumschach_20261122-3.rgn")), "not ours\n");
    ck_assert_int_eq(entries(base), 4);
}
END_TEST

START_TEST(relative_directory_and_trailing_slash)
{
    char path[RECORDER_PATH_SIZE], dir[300];
    Error err;
    snprintf(dir, sizeof dir, "%s/", base);
    ck_assert_int_eq(recorder_save(&record, dir, GAME_START, path, sizeof path, &err), RECORDER_SAVED);
    ck_assert_str_eq(path, path_in("raumschach_20261122.rgn"));
    ck_assert_int_eq(chdir(base), 0);
    ck_assert_int_eq(recorder_save(&record, NULL, GAME_START, path, sizeof path, &err), RECORDER_SAVED);
    ck_assert_str_eq(path, "./raumschach_20261122-2.rgn");
}
END_TEST

START_TEST(missing_directory_falls_back_to_xdg_data_home)
{
    char path[RECORDER_PATH_SIZE], expected[3 * RECORDER_PATH_SIZE];
    Error err;
    setenv("XDG_DATA_HOME", path_in("xdg/data"), 1);
    ck_assert_int_eq(recorder_save(&record, path_in("nope"), GAME_START, path, sizeof path, &err),
        RECORDER_SAVED_ELSEWHERE);
    ck_assert_str_eq(path, path_in("xdg/data/raumschach/raumschach_20261122.rgn"));
    snprintf(expected, sizeof expected, "the record directory %s does not exist; the game was saved as %s",
        path_in("nope"), path);
    ck_assert_str_eq(err.message, expected);
    ck_assert_int_eq(access(path, R_OK), 0);
}
END_TEST

START_TEST(file_in_place_of_the_directory)
{
    char path[RECORDER_PATH_SIZE], expected[3 * RECORDER_PATH_SIZE];
    Error err;
    write_file(path_in("plain"), "x");
    unsetenv("XDG_DATA_HOME");
    setenv("HOME", base, 1);
    ck_assert_int_eq(recorder_save(&record, path_in("plain"), GAME_START, path, sizeof path, &err),
        RECORDER_SAVED_ELSEWHERE);
    ck_assert_str_eq(path, path_in(".local/share/raumschach/raumschach_20261122.rgn"));
    snprintf(expected, sizeof expected, "the record directory %s is not a directory; the game was saved as %s",
        path_in("plain"), path);
    ck_assert_str_eq(err.message, expected);
}
END_TEST

/* What recorder_save gave, carried back from a child process. */
typedef struct SaveOutcome {
    RecorderStatus status;
    char path[RECORDER_PATH_SIZE];
    Error err;
} SaveOutcome;

enum { NOBODY = 65534 };

/* Saves the record into dir as a user without root's rights: root
 * writes in any directory, so as root the save runs in a child process
 * that has become the user nobody, and its outcome comes back through a
 * pipe. */
static SaveOutcome save_without_root(const char *dir)
{
    SaveOutcome outcome = { 0 };
    if (geteuid() != 0) {
        outcome.status = recorder_save(&record, dir, GAME_START, outcome.path, sizeof outcome.path, &outcome.err);
        return outcome;
    }
    int fds[2];
    ck_assert_int_eq(pipe(fds), 0);
    pid_t child = fork();
    ck_assert_int_ge(child, 0);
    if (child == 0) {
        close(fds[0]);
        if (setgroups(0, NULL) == 0 && setgid(NOBODY) == 0 && setuid(NOBODY) == 0)
            outcome.status = recorder_save(&record, dir, GAME_START, outcome.path, sizeof outcome.path, &outcome.err);
        else
            snprintf(outcome.err.message, sizeof outcome.err.message, "cannot become the user nobody");
        ssize_t written = write(fds[1], &outcome, sizeof outcome);
        _exit(written == (ssize_t)sizeof outcome ? 0 : 1);
    }
    close(fds[1]);
    size_t got = 0;
    ssize_t n;
    while (got < sizeof outcome && (n = read(fds[0], (char *)&outcome + got, sizeof outcome - got)) > 0)
        got += (size_t)n;
    close(fds[0]);
    int status;
    ck_assert_int_eq(waitpid(child, &status, 0), child);
    ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0 && got == sizeof outcome,
        "the child that saves as nobody failed");
    return outcome;
}

/* A directory the user cannot write in: the game goes to the fallback
 * place and the message says why.  Root is tested as the user nobody
 * (see save_without_root), so the test never passes without testing. */
START_TEST(read_only_directory)
{
    char expected[3 * RECORDER_PATH_SIZE];
    ck_assert_int_eq(chmod(base, 0711), 0);
    ck_assert_int_eq(mkdir(path_in("ro"), 0555), 0);
    ck_assert_int_eq(mkdir(path_in("xdg"), 0777), 0);
    ck_assert_int_eq(chmod(path_in("xdg"), 0777), 0);
    setenv("XDG_DATA_HOME", path_in("xdg"), 1);
    SaveOutcome outcome = save_without_root(path_in("ro"));
    ck_assert_msg(outcome.status == RECORDER_SAVED_ELSEWHERE, "status %d: %s", (int)outcome.status,
        outcome.err.message);
    snprintf(expected, sizeof expected,
        "cannot write in the record directory %s: Permission denied; the game was saved as %s", path_in("ro"),
        path_in("xdg/raumschach/raumschach_20261122.rgn"));
    ck_assert_str_eq(outcome.err.message, expected);
    ck_assert_str_eq(outcome.path, path_in("xdg/raumschach/raumschach_20261122.rgn"));
    ck_assert_int_eq(entries(path_in("ro")), 0);
}
END_TEST

START_TEST(fallback_places_in_order)
{
    RecorderPlace places[RECORDER_PLACE_MAX];
    setenv("XDG_DATA_HOME", "/x", 1);
    setenv("HOME", "/h", 1);
    setenv("TMPDIR", "/t", 1);
    ck_assert_uint_eq(recorder_fallback_places(places, RECORDER_PLACE_MAX), 4);
    ck_assert_str_eq(places[0].dir, "/x/raumschach");
    ck_assert(places[0].create);
    ck_assert_str_eq(places[1].dir, "/h");
    ck_assert(!places[1].create);
    ck_assert_str_eq(places[2].dir, "/t");
    ck_assert_str_eq(places[3].dir, "/tmp");
    setenv("XDG_DATA_HOME", "relative/ignored", 1);
    unsetenv("TMPDIR");
    ck_assert_uint_eq(recorder_fallback_places(places, RECORDER_PLACE_MAX), 3);
    ck_assert_str_eq(places[0].dir, "/h/.local/share/raumschach");
    ck_assert_str_eq(places[2].dir, "/tmp");
}
END_TEST

START_TEST(nowhere_to_write)
{
    RecorderPlace places[2] = { { "", false }, { "", false } };
    char path[RECORDER_PATH_SIZE] = "unchanged", expected[2048];
    Error err;
    snprintf(places[0].dir, sizeof places[0].dir, "%s", path_in("a"));
    snprintf(places[1].dir, sizeof places[1].dir, "%s", path_in("b"));
    ck_assert_int_eq(recorder_save_places(&record, places, 2, GAME_START, path, sizeof path, &err), RECORDER_FAILED);
    snprintf(expected, sizeof expected,
        "the record directory %s does not exist; no other place could take the game either "
        "(the record directory %s does not exist)", path_in("a"), path_in("b"));
    ck_assert_str_eq(err.message, expected);
    ck_assert_str_eq(path, "");
}
END_TEST

static Suite *recorder_suite(void)
{
    Suite *s = suite_create("recorder");
    TCase *tc = tcase_create("recorder");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, file_names);
    tcase_add_test(tc, saves_under_the_date_and_reads_back);
    tcase_add_test(tc, next_free_name_never_overwrites);
    tcase_add_test(tc, relative_directory_and_trailing_slash);
    tcase_add_test(tc, missing_directory_falls_back_to_xdg_data_home);
    tcase_add_test(tc, file_in_place_of_the_directory);
    tcase_add_test(tc, read_only_directory);
    tcase_add_test(tc, fallback_places_in_order);
    tcase_add_test(tc, nowhere_to_write);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(recorder_suite)
