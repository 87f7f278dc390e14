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
 * The configuration file: every key with the values it takes, comments
 * and blank lines, which line wins, every kind of bad line with its file
 * and line number (the other lines still apply), the default path, and
 * reading a file.
 */
#include <config.h>

#include "check_helpers.h"
#include "cli/configfile.h"
#include "cli/settings.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The reports, one "FILE:LINE: message" a line. */
static char reports[4096];

static void collect(void *context, const char *file, int line, const char *message)
{
    int *count = context;
    size_t used = strlen(reports);
    snprintf(reports + used, sizeof reports - used, "%s:%d: %s\n", file, line, message);
    (*count)++;
}

/* Parses text as the file "cfg" with home "/tmp"; returns the
 * number of bad lines, which must be the number of reports. */
static int parse(Config *c, const char *text)
{
    int reported = 0;
    reports[0] = '\0';
    config_init(c);
    int bad = config_parse(c, "cfg", text, "/tmp", collect, &reported);
    ck_assert_int_eq(bad, reported);
    return bad;
}

START_TEST(every_key)
{
    Config c;
    ck_assert_int_eq(parse(&c,
        "name = Anna Maria\n"
        "glyphs = letters\n"
        "theme = blue\n"
        "record-dir = /tmp\n"
        "ai = Hard\n"
        "time = 600+5\n"
        "auto-flip = yes\n"
        "threads = 3\n"
        "ponder = no\n"), 0);
    ck_assert_str_eq(c.name, "Anna Maria");
    ck_assert_str_eq(c.glyphs, "letters");
    ck_assert_str_eq(c.theme, "blue");
    ck_assert_str_eq(c.record_dir, "/tmp");
    ck_assert_str_eq(c.ai, "Hard");
    ck_assert_str_eq(c.time, "600+5");
    ck_assert_int_eq(c.auto_flip, 1);
    ck_assert_str_eq(c.threads, "3");
    ck_assert_int_eq(c.ponder, 0);
    ck_assert_ptr_null(c.notice);
    ck_assert_str_eq(reports, "");
    config_free(&c);
}
END_TEST

/* A level by its number on the ladder; one above it is refused. */
START_TEST(ai_by_number)
{
    Config c;
    ck_assert_int_eq(parse(&c, "ai = 12\n"), 0);
    ck_assert_str_eq(c.ai, "12");
    config_free(&c);
    ck_assert_int_eq(parse(&c, "ai = 24\n"), 0);
    ck_assert_str_eq(c.ai, "24");
    config_free(&c);
    ck_assert_int_eq(parse(&c, "ai = 25\n"), 1);
    ck_assert_ptr_null(c.ai);
    config_free(&c);
}
END_TEST

START_TEST(nothing_set)
{
    Config c;
    ck_assert_int_eq(parse(&c, ""), 0);
    ck_assert_ptr_null(c.name);
    ck_assert_ptr_null(c.glyphs);
    ck_assert_ptr_null(c.theme);
    ck_assert_ptr_null(c.record_dir);
    ck_assert_ptr_null(c.ai);
    ck_assert_ptr_null(c.time);
    ck_assert_int_eq(c.auto_flip, -1);
    config_free(&c);
}
END_TEST

START_TEST(comments_blanks_and_layout)
{
    Config c;
    ck_assert_int_eq(parse(&c,
        "# my settings\n"
        "\n"
        "   \t\n"
        "  # indented comment = not a setting\n"
        "\tname=Ben\r\n"
        "theme   =   MONO   \n"
        "time = blitz"), 0);
    ck_assert_str_eq(c.name, "Ben");
    ck_assert_str_eq(c.theme, "MONO");
    ck_assert_str_eq(c.time, "blitz");
    config_free(&c);
}
END_TEST

/* A '#' after a blank starts a comment to the end of the line, as in
 * README's example; a '#' inside a word belongs to the value. */
START_TEST(trailing_comments)
{
    Config c;
    ck_assert_int_eq(parse(&c,
        "ai = hard          # games start against Einhorn\n"
        "theme = blue\t# tab before the comment\n"
        "name = Anna#2 # the '#' of the name stays\n"
        "time = rapid #\n"), 0);
    ck_assert_str_eq(c.ai, "hard");
    ck_assert_str_eq(c.theme, "blue");
    ck_assert_str_eq(c.name, "Anna#2");
    ck_assert_str_eq(c.time, "rapid");
    ck_assert_str_eq(reports, "");
    config_free(&c);
}
END_TEST

/* A line that is only a key and a comment has no value. */
START_TEST(comment_in_place_of_the_value)
{
    Config c;
    ck_assert_int_eq(parse(&c, "theme = # none yet\n"), 1);
    ck_assert_str_eq(reports, "cfg:1: 'theme' has no value\n");
    config_free(&c);
}
END_TEST

START_TEST(later_line_wins)
{
    Config c;
    ck_assert_int_eq(parse(&c, "auto-flip = on\nauto-flip = off\nname = A\nname = B=C\n"), 0);
    ck_assert_int_eq(c.auto_flip, 0);
    /* Only the first '=' splits: the rest belongs to the value. */
    ck_assert_str_eq(c.name, "B=C");
    config_free(&c);
}
END_TEST

START_TEST(booleans)
{
    static const char *const yes[] = { "yes", "true", "on", "1", "YES", "True" };
    static const char *const no[] = { "no", "false", "off", "0", "No", "OFF" };
    for (size_t i = 0; i < sizeof yes / sizeof *yes; i++) {
        char text[64];
        Config c;
        snprintf(text, sizeof text, "auto-flip = %s\n", yes[i]);
        ck_assert_int_eq(parse(&c, text), 0);
        ck_assert_int_eq(c.auto_flip, 1);
        config_free(&c);
        snprintf(text, sizeof text, "auto-flip = %s\n", no[i]);
        ck_assert_int_eq(parse(&c, text), 0);
        ck_assert_int_eq(c.auto_flip, 0);
        config_free(&c);
    }
}
END_TEST

START_TEST(home_directory)
{
    Config c;
    ck_assert_int_eq(parse(&c, "record-dir = ~\n"), 0);
    ck_assert_str_eq(c.record_dir, "/tmp");
    config_free(&c);
    ck_assert_int_eq(parse(&c, "record-dir = ~/.\n"), 0);
    ck_assert_str_eq(c.record_dir, "/tmp/.");
    config_free(&c);
    ck_assert_int_eq(parse(&c, "record-dir = ~/nonexistent/games\n"), 1);
    ck_assert_str_eq(reports, "cfg:1: record-dir '~/nonexistent/games': No such file or directory\n");
    config_free(&c);
    int reported = 0;
    reports[0] = '\0';
    config_init(&c);
    ck_assert_int_eq(config_parse(&c, "cfg", "record-dir = ~/games\n", NULL, collect, &reported), 1);
    ck_assert_str_eq(reports, "cfg:1: record-dir '~/games': HOME is not set\n");
    ck_assert_ptr_null(c.record_dir);
    config_free(&c);
}
END_TEST

START_TEST(every_bad_line)
{
    Config c;
    char long_name[80];
    memset(long_name, 'x', 64);
    long_name[64] = '\0';
    char text[1024];
    snprintf(text, sizeof text,
        "name = Anna\n"
        "just words\n"
        "= letters\n"
        "colour = red\n"
        "glyphs =\n"
        "glyphs = pictures\n"
        "theme = wood\n"
        "record-dir = /nonexistent/games\n"
        "record-dir = /dev/null\n"
        "ai = grandmaster\n"
        "time = 0+5\n"
        "auto-flip = maybe\n"
        "name = %s\n"
        "time = rapid\n"
        "threads = 0\n"
        "threads = many\n"
        "ponder = sometimes\n", long_name);
    ck_assert_int_eq(parse(&c, text), 15);
    ck_assert_str_eq(reports,
        "cfg:2: expected 'key = value'\n"
        "cfg:3: a key is missing before '='\n"
        "cfg:4: unknown key 'colour'\n"
        "cfg:5: 'glyphs' has no value\n"
        "cfg:6: glyphs 'pictures': choose figurine or letters\n"
        "cfg:7: theme 'wood': choose classic, blue or mono\n"
        "cfg:8: record-dir '/nonexistent/games': No such file or directory\n"
        "cfg:9: record-dir '/dev/null': not a directory\n"
        "cfg:10: ai 'grandmaster': choose none, a level from 1 to 24 or its name: Beginner, Easy, Normal, Hard, "
        "Strong\n"
        "cfg:11: time: '0+5' is not a time control: use friendly (or -), blitz, rapid, classical, "
        "or SECONDS+INCREMENT such as 600+5\n"
        "cfg:12: auto-flip 'maybe': choose yes or no\n"
        "cfg:13: a player's name has at most 63 bytes\n"
        "cfg:15: threads '0': not a whole number of threads from 1 to 64\n"
        "cfg:16: threads 'many': not a whole number of threads from 1 to 64\n"
        "cfg:17: ponder 'sometimes': choose yes or no\n");
    /* The good lines before and after the bad ones still apply, and the
     * bad ones change nothing. */
    ck_assert_str_eq(c.name, "Anna");
    ck_assert_str_eq(c.time, "rapid");
    ck_assert_ptr_null(c.glyphs);
    ck_assert_ptr_null(c.theme);
    ck_assert_ptr_null(c.record_dir);
    ck_assert_ptr_null(c.ai);
    ck_assert_int_eq(c.auto_flip, -1);
    ck_assert_ptr_null(c.threads);
    ck_assert_int_eq(c.ponder, -1);
    ck_assert_str_eq(c.notice, "cfg:2: expected 'key = value'");
    config_free(&c);
}
END_TEST

START_TEST(default_path)
{
    char *path = config_default_path("/xdg", "/home/anna");
    ck_assert_str_eq(path, "/xdg/raumschach/config");
    free(path);
    path = config_default_path(NULL, "/home/anna");
    ck_assert_str_eq(path, "/home/anna/.config/raumschach/config");
    free(path);
    /* An empty or relative XDG_CONFIG_HOME is ignored, as the XDG base
     * directory specification says. */
    path = config_default_path("", "/home/anna");
    ck_assert_str_eq(path, "/home/anna/.config/raumschach/config");
    free(path);
    path = config_default_path("relative", "/home/anna");
    ck_assert_str_eq(path, "/home/anna/.config/raumschach/config");
    free(path);
    ck_assert_ptr_null(config_default_path(NULL, NULL));
    ck_assert_ptr_null(config_default_path(NULL, ""));
}
END_TEST

START_TEST(reading_a_file)
{
    char path[] = "/tmp/raumschach-config-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    /* Longer than the first read, so the buffer has to grow. */
    FILE *f = fdopen(fd, "w");
    for (int i = 0; i < 400; i++)
        fputs("# a comment line to make the file long\n", f);
    fputs("theme = mono\nbad line\n", f);
    fclose(f);
    Config c;
    config_init(&c);
    int reported = 0, bad = -1;
    reports[0] = '\0';
    ck_assert(config_read_file(&c, path, NULL, collect, &reported, &bad));
    ck_assert_int_eq(bad, 1);
    ck_assert_str_eq(c.theme, "mono");
    char expected[128];
    snprintf(expected, sizeof expected, "%s:402: expected 'key = value'\n", path);
    ck_assert_str_eq(reports, expected);
    config_free(&c);
    unlink(path);

    config_init(&c);
    errno = 0;
    ck_assert(!config_read_file(&c, "/nonexistent/config", NULL, collect, &reported, &bad));
    ck_assert_int_eq(errno, ENOENT);
    config_free(&c);
}
END_TEST

/* Parses length bytes (NUL bytes and all); returns the bad lines and
 * counts the reports in *reported. */
static int parse_bytes(Config *c, const char *text, size_t length, int *reported)
{
    *reported = 0;
    reports[0] = '\0';
    config_init(c);
    return config_parse_text(c, "cfg", text, length, "/tmp", collect, reported);
}

START_TEST(nul_byte_is_a_bad_line)
{
    static const char TEXT[] = "name = Anna\nglyphs = let\0ters\ntheme = blue\n";
    Config c;
    int reported;
    ck_assert_int_eq(parse_bytes(&c, TEXT, sizeof TEXT - 1, &reported), 1);
    ck_assert_str_eq(reports, "cfg:2: a NUL byte at column 13: the configuration file is text\n");
    /* The lines after it still apply. */
    ck_assert_str_eq(c.theme, "blue");
    ck_assert_ptr_null(c.glyphs);
    config_free(&c);
}
END_TEST

START_TEST(reports_are_capped)
{
    char text[1024] = "";
    for (int i = 0; i < 25; i++)
        strcat(text, "junk\n");
    strcat(text, "theme = mono\n");
    Config c;
    int reported;
    ck_assert_int_eq(parse_bytes(&c, text, strlen(text), &reported), 25);
    ck_assert_int_eq(reported, CONFIG_REPORT_MAX + 1);
    ck_assert(strstr(reports, "cfg:20: expected 'key = value'\ncfg:21: 5 more bad lines from here on are not "
                              "reported\n") != NULL);
    ck_assert_str_eq(c.theme, "mono");
    config_free(&c);
}
END_TEST

START_TEST(names_must_be_text)
{
    static const char TEXT[] = "name = Ann\xFF" "a\nname = A\tB\nname = \xC3\xA9mile \"\\\"\n";
    Config c;
    int reported;
    ck_assert_int_eq(parse_bytes(&c, TEXT, sizeof TEXT - 1, &reported), 2);
    ck_assert_str_eq(reports,
        "cfg:1: a player's name must be UTF-8: byte 4 (0xFF) is not part of a character\n"
        "cfg:2: a player's name cannot hold control characters: U+0009 at byte 2\n");
    ck_assert_str_eq(c.name, "\xC3\xA9mile \"\\\"");
    config_free(&c);
}
END_TEST

/* /dev/zero is refused at the limit; a FIFO with no writer reads as
 * empty at once; a directory is no file. */
START_TEST(files_that_are_not_files)
{
    Config c;
    int reported = 0, bad = -1;
    config_init(&c);
    errno = 0;
    ck_assert(!config_read_file(&c, "/dev/zero", NULL, collect, &reported, &bad));
    ck_assert_int_eq(errno, EFBIG);
    char fifo[] = "/tmp/raumschach-config-fifo-XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(fifo));
    char path[64];
    snprintf(path, sizeof path, "%s/fifo", fifo);
    ck_assert_int_eq(mkfifo(path, 0600), 0);
    ck_assert(config_read_file(&c, path, NULL, collect, &reported, &bad));
    ck_assert_int_eq(bad, 0);
    unlink(path);
    errno = 0;
    ck_assert(!config_read_file(&c, fifo, NULL, collect, &reported, &bad));
    ck_assert_int_eq(errno, EISDIR);
    rmdir(fifo);
    config_free(&c);
}
END_TEST

/* Applies the file holding text to arguments as the game would. */
static void apply(const char *text, PlayArguments *a)
{
    char path[] = "/tmp/raumschach-config-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    Config c;
    config_init(&c);
    ck_assert_int_eq(cli_config_apply(path, false, &c, a), 0);
    unlink(path);
    /* The arguments point into c: compare before freeing it. */
    static char ai[32], white[32], black[32], threads[32];
    snprintf(ai, sizeof ai, "%s", a->ai != NULL ? a->ai : "(null)");
    snprintf(threads, sizeof threads, "%s", a->threads != NULL ? a->threads : "(null)");
    a->threads = threads;
    snprintf(white, sizeof white, "%s", a->white != NULL ? a->white : "(null)");
    snprintf(black, sizeof black, "%s", a->black != NULL ? a->black : "(null)");
    a->ai = ai;
    a->white = white;
    a->black = black;
    config_free(&c);
}

/* threads and ponder reach the game's arguments unless the command line
 * gave them. */
START_TEST(threads_and_ponder)
{
    PlayArguments a;
    memset(&a, 0, sizeof a);
    a.ponder = -1;
    apply("threads = 2\nponder = off\n", &a);
    ck_assert_str_eq(a.threads, "2");
    ck_assert_int_eq(a.ponder, 0);
    memset(&a, 0, sizeof a);
    a.threads = "4";
    a.ponder = 1;
    apply("threads = 2\nponder = off\n", &a);
    ck_assert_str_eq(a.threads, "4");
    ck_assert_int_eq(a.ponder, 1);
    memset(&a, 0, sizeof a);
    a.ponder = -1;
    apply("name = Anna\n", &a);
    ck_assert_str_eq(a.threads, "(null)");
    ck_assert_int_eq(a.ponder, -1);
}
END_TEST

START_TEST(ai_level_and_the_humans_name)
{
    PlayArguments a;
    memset(&a, 0, sizeof a);
    apply("name = Anna\nai = hard\n", &a);
    ck_assert_str_eq(a.ai, "hard");
    ck_assert_str_eq(a.white, "Anna");
    ck_assert_str_eq(a.black, "(null)");

    /* The human plays Black: the name is Black's. */
    memset(&a, 0, sizeof a);
    a.play_as = "Black";
    apply("name = Anna\nai = hard\n", &a);
    ck_assert_str_eq(a.white, "(null)");
    ck_assert_str_eq(a.black, "Anna");

    /* --ai overrides the file; --ai none: two humans, the name is White's. */
    memset(&a, 0, sizeof a);
    a.ai = "none";
    a.play_as = "black";
    apply("name = Anna\nai = strong\n", &a);
    ck_assert_str_eq(a.ai, "none");
    ck_assert_str_eq(a.white, "Anna");
    ck_assert_str_eq(a.black, "(null)");

    memset(&a, 0, sizeof a);
    apply("ai = None\n", &a);
    ck_assert_str_eq(a.ai, "None");
    ck_assert(settings_ai_is_none(a.ai));
    ck_assert(!settings_ai_is_none("normal"));
}
END_TEST

static Suite *config_suite(void)
{
    Suite *s = suite_create("config");
    TCase *tc = tcase_create("config");
    tcase_add_test(tc, every_key);
    tcase_add_test(tc, ai_by_number);
    tcase_add_test(tc, nothing_set);
    tcase_add_test(tc, comments_blanks_and_layout);
    tcase_add_test(tc, trailing_comments);
    tcase_add_test(tc, comment_in_place_of_the_value);
    tcase_add_test(tc, later_line_wins);
    tcase_add_test(tc, booleans);
    tcase_add_test(tc, home_directory);
    tcase_add_test(tc, every_bad_line);
    tcase_add_test(tc, default_path);
    tcase_add_test(tc, reading_a_file);
    tcase_add_test(tc, ai_level_and_the_humans_name);
    tcase_add_test(tc, threads_and_ponder);
    tcase_add_test(tc, nul_byte_is_a_bad_line);
    tcase_add_test(tc, reports_are_capped);
    tcase_add_test(tc, names_must_be_text);
    tcase_add_test(tc, files_that_are_not_files);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(config_suite)
