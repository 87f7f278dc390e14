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
 * The configuration file, read line by line: a '#' at the start of a line
 * or after a blank starts a comment; the rest is split at its first '=',
 * both sides trimmed of blanks, the key looked up in a table
 * that says how to check its value, and the value kept as the option
 * would hold it.  A bad line becomes one report and changes nothing.
 */
#include <config.h>

#include "cli/configfile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/settings.h"
#include "core/i18n.h"
#include "core/timecontrol.h"
#include "core/xalloc.h"

enum { CONFIG_MESSAGE_SIZE = 512 };

/* Checks a value; on success stores it in config, else writes why into
 * why. */
typedef bool KeyParser(Config *config, const char *value, const char *home, char *why, size_t why_size);

static void replace(char **slot, char *value)
{
    free(*slot);
    *slot = value;
}

/* "KEY 'VALUE': why" for a value the shared check refused. */
static bool refuse(const char *key, const char *value, char *why, size_t why_size)
{
    char reason[256];
    snprintf(reason, sizeof reason, "%s", why);
    /* TRANSLATORS: a setting of the configuration file (a word of the file),
     * its value and why it is refused. */
    snprintf(why, why_size, _("%s '%s': %s"), key, value, reason);
    return false;
}

static bool parse_name(Config *c, const char *value, const char *home, char *why, size_t why_size)
{
    (void)home;
    if (!settings_check_name(value, why, why_size))
        return false;
    replace(&c->name, xstrdup(value));
    return true;
}

static bool parse_glyphs(Config *c, const char *value, const char *home, char *why, size_t why_size)
{
    GlyphChoice choice;
    (void)home;
    if (!settings_check_glyphs(value, &choice, why, why_size))
        return refuse("glyphs", value, why, why_size);
    replace(&c->glyphs, xstrdup(value));
    return true;
}

static bool parse_theme(Config *c, const char *value, const char *home, char *why, size_t why_size)
{
    Theme theme;
    (void)home;
    if (!settings_check_theme(value, &theme, why, why_size))
        return refuse("theme", value, why, why_size);
    replace(&c->theme, xstrdup(value));
    return true;
}

static bool parse_record_dir(Config *c, const char *value, const char *home, char *why, size_t why_size)
{
    char *dir;
    if (strncmp(value, "~/", 2) == 0 || strcmp(value, "~") == 0) {
        if (home == NULL || home[0] == '\0') {
            snprintf(why, why_size, "%s", _("HOME is not set"));
            return refuse("record-dir", value, why, why_size);
        }
        dir = xmalloc(strlen(home) + strlen(value));
        sprintf(dir, "%s%s", home, value + 1);
    } else {
        dir = xstrdup(value);
    }
    if (!settings_check_record_dir(dir, why, why_size)) {
        free(dir);
        return refuse("record-dir", value, why, why_size);
    }
    replace(&c->record_dir, dir);
    return true;
}

static bool parse_ai(Config *c, const char *value, const char *home, char *why, size_t why_size)
{
    (void)home;
    if (!settings_check_ai(value, why, why_size))
        return refuse("ai", value, why, why_size);
    replace(&c->ai, xstrdup(value));
    return true;
}

static bool parse_time(Config *c, const char *value, const char *home, char *why, size_t why_size)
{
    TimeControl tc;
    Error err;
    (void)home;
    if (!time_control_parse(value, &tc, &err)) {
        /* TRANSLATORS: "time" is the name of a setting in the configuration
         * file, a word of the file: keep it as it is. */
        snprintf(why, why_size, _("time: %s"), err.message);
        return false;
    }
    replace(&c->time, xstrdup(value));
    return true;
}

/* KEY = yes or no (also true/false, on/off, 1/0) into *flag as 1 or 0. */
static bool parse_yes_no(const char *key, const char *value, int *flag, char *why, size_t why_size)
{
    static const char *const YES[] = { "yes", "true", "on", "1" };
    static const char *const NO[] = { "no", "false", "off", "0" };
    for (size_t i = 0; i < sizeof YES / sizeof *YES; i++) {
        if (strcasecmp(value, YES[i]) == 0) {
            *flag = 1;
            return true;
        }
        if (strcasecmp(value, NO[i]) == 0) {
            *flag = 0;
            return true;
        }
    }
    /* TRANSLATORS: yes and no are the words the file holds: keep them. */
    snprintf(why, why_size, "%s", _("choose yes or no"));
    return refuse(key, value, why, why_size);
}

static bool parse_auto_flip(Config *c, const char *value, const char *home, char *why, size_t why_size)
{
    (void)home;
    return parse_yes_no("auto-flip", value, &c->auto_flip, why, why_size);
}

static bool parse_ponder(Config *c, const char *value, const char *home, char *why, size_t why_size)
{
    (void)home;
    return parse_yes_no("ponder", value, &c->ponder, why, why_size);
}

static bool parse_threads(Config *c, const char *value, const char *home, char *why, size_t why_size)
{
    int threads;
    (void)home;
    if (!settings_check_threads(value, &threads, why, why_size))
        return refuse("threads", value, why, why_size);
    replace(&c->threads, xstrdup(value));
    return true;
}

static const struct {
    const char *key;
    KeyParser *parse;
} KEYS[] = {
    { "name", parse_name },
    { "glyphs", parse_glyphs },
    { "theme", parse_theme },
    { "record-dir", parse_record_dir },
    { "ai", parse_ai },
    { "time", parse_time },
    { "auto-flip", parse_auto_flip },
    { "threads", parse_threads },
    { "ponder", parse_ponder },
};

void config_init(Config *c)
{
    memset(c, 0, sizeof *c);
    c->auto_flip = -1;
    c->ponder = -1;
}

void config_free(Config *c)
{
    free(c->name);
    free(c->glyphs);
    free(c->theme);
    free(c->record_dir);
    free(c->ai);
    free(c->time);
    free(c->threads);
    free(c->notice);
    config_init(c);
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

/* The text from start to end without the blanks around it, in a new
 * string. */
static char *trimmed(const char *start, const char *end)
{
    while (start < end && is_blank(*start))
        start++;
    while (end > start && is_blank(end[-1]))
        end--;
    return xstrndup(start, (size_t)(end - start));
}

/* Where a comment starts in the line from start to end: at a '#' that
 * follows a blank ("ai = hard  # against Einhorn"), or at end.  A '#'
 * inside a word ("Anna#2") is part of the value. */
static const char *comment_start(const char *start, const char *end)
{
    for (const char *p = start + 1; p < end; p++)
        if (*p == '#' && is_blank(p[-1]))
            return p;
    return end;
}

/* One line (without its newline); true if it is good. */
static bool parse_line(Config *c, const char *line, const char *end, const char *home, char *why,
    size_t why_size)
{
    const char *equals = memchr(line, '=', (size_t)(end - line));
    if (equals == NULL) {
        snprintf(why, why_size, "%s", _("expected 'key = value'"));
        return false;
    }
    char *key = trimmed(line, equals);
    char *value = trimmed(equals + 1, end);
    bool good = false;
    size_t k = 0;
    while (k < sizeof KEYS / sizeof *KEYS && strcmp(KEYS[k].key, key) != 0)
        k++;
    if (key[0] == '\0')
        snprintf(why, why_size, "%s", _("a key is missing before '='"));
    else if (k == sizeof KEYS / sizeof *KEYS)
        snprintf(why, why_size, _("unknown key '%s'"), key);
    else if (value[0] == '\0')
        snprintf(why, why_size, _("'%s' has no value"), key);
    else
        good = KEYS[k].parse(c, value, home, why, why_size);
    free(key);
    free(value);
    return good;
}

/* A line holding a NUL byte is not text: it is reported, not read. */
static bool line_is_text(const char *line, const char *end, char *why, size_t why_size)
{
    const char *nul = memchr(line, '\0', (size_t)(end - line));
    if (nul == NULL)
        return true;
    snprintf(why, why_size, _("a NUL byte at column %d: the configuration file is text"), (int)(nul - line) + 1);
    return false;
}

/* Reports a bad line: the first CONFIG_REPORT_MAX of them one by one. */
static void report_problem(Config *c, const char *file, int number, const char *why, int bad, ConfigReport *report,
    void *context)
{
    if (c->notice == NULL) {
        size_t size = strlen(file) + strlen(why) + 32;
        c->notice = xmalloc(size);
        snprintf(c->notice, size, "%s:%d: %s", file, number, why);
    }
    if (bad <= CONFIG_REPORT_MAX)
        report(context, file, number, why);
}

int config_parse(Config *c, const char *file, const char *text, const char *home, ConfigReport *report,
    void *context)
{
    return config_parse_text(c, file, text, strlen(text), home, report, context);
}

int config_parse_text(Config *c, const char *file, const char *text, size_t length, const char *home,
    ConfigReport *report, void *context)
{
    int bad = 0, number = 0, first_unreported = 0;
    const char *line = text, *text_end = text + length;
    while (line < text_end) {
        const char *end = memchr(line, '\n', (size_t)(text_end - line));
        const char *next = end != NULL ? end + 1 : text_end;
        if (end == NULL)
            end = next;
        number++;
        const char *first = line;
        while (first < end && is_blank(*first))
            first++;
        char why[CONFIG_MESSAGE_SIZE];
        bool good = line_is_text(line, end, why, sizeof why)
            && (first == end || *first == '#' || parse_line(c, first, comment_start(first, end), home, why, sizeof why));
        if (!good) {
            report_problem(c, file, number, why, ++bad, report, context);
            if (bad == CONFIG_REPORT_MAX + 1)
                first_unreported = number;
        }
        line = next;
    }
    if (bad > CONFIG_REPORT_MAX) {
        char why[CONFIG_MESSAGE_SIZE];
        int more = bad - CONFIG_REPORT_MAX;
        snprintf(why, sizeof why, ngettext("%d more bad line from here on is not reported",
            "%d more bad lines from here on are not reported", more), more);
        report(context, file, first_unreported, why);
    }
    return bad;
}

char *config_default_path(const char *xdg_config_home, const char *home)
{
    static const char TAIL[] = "/raumschach/config";
    const char *base;
    const char *middle = "";
    if (xdg_config_home != NULL && xdg_config_home[0] == '/') {
        base = xdg_config_home;
    } else if (home != NULL && home[0] != '\0') {
        base = home;
        middle = "/.config";
    } else {
        return NULL;
    }
    size_t size = strlen(base) + strlen(middle) + sizeof TAIL;
    char *path = xmalloc(size);
    snprintf(path, size, "%s%s%s", base, middle, TAIL);
    return path;
}

/* Opens path without waiting for a writer (a FIFO), then reads it as
 * usual; a directory is refused. */
static FILE *open_config(const char *path)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0)
        return NULL;
    int flags = fcntl(fd, F_GETFL);
    if (fstat(fd, &st) != 0 || S_ISDIR(st.st_mode) || flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0) {
        int saved = S_ISDIR(st.st_mode) ? EISDIR : errno;
        close(fd);
        errno = saved;
        return NULL;
    }
    FILE *f = fdopen(fd, "r");
    if (f == NULL)
        close(fd);
    return f;
}

bool config_read_file(Config *c, const char *path, const char *home, ConfigReport *report, void *context,
    int *bad)
{
    FILE *f = open_config(path);
    if (f == NULL)
        return false;
    /* One byte over the limit says the file is too large. */
    char *text = xmalloc(CONFIG_FILE_MAX + 1);
    size_t length = fread(text, 1, CONFIG_FILE_MAX + 1, f);
    bool failed = ferror(f);
    int saved_errno = errno;
    fclose(f);
    if (failed || length > CONFIG_FILE_MAX) {
        free(text);
        errno = failed ? saved_errno : EFBIG;
        return false;
    }
    *bad = config_parse_text(c, path, text, length, home, report, context);
    free(text);
    return true;
}

static void report_on_stderr(void *context, const char *file, int line, const char *message)
{
    (void)context;
    fprintf(stderr, "%s: %s:%d: %s\n", PACKAGE, file, line, message);
}

int cli_config_apply(const char *path, bool no_config, Config *c, PlayArguments *a)
{
    const char *home = getenv("HOME");
    if (no_config)
        return EXIT_OK;
    char *default_path = path == NULL ? config_default_path(getenv("XDG_CONFIG_HOME"), home) : NULL;
    const char *file = path != NULL ? path : default_path;
    int bad = 0;
    if (file != NULL && !config_read_file(c, file, home, report_on_stderr, NULL, &bad)) {
        int error_number = errno;
        /* A missing default file is no error; one that cannot be read is
         * named (file may be default_path: freed only after). */
        if (error_number == EFBIG)
            fprintf(stderr, _("%s: the configuration file '%s' is larger than %d KiB, the limit\n"), PACKAGE, file,
                CONFIG_FILE_MAX / 1024);
        else if (path != NULL || error_number != ENOENT)
            fprintf(stderr, _("%s: cannot read the configuration file '%s': %s\n"), PACKAGE, file,
                strerror(error_number));
        free(default_path);
        return path != NULL ? EXIT_USAGE : EXIT_OK;
    }
    free(default_path);
    if (a->ai == NULL)
        a->ai = c->ai;
    /* The name is the human's: Black's when the engine plays White. */
    bool human_black = a->ai != NULL && !settings_ai_is_none(a->ai) && a->play_as != NULL
        && strcasecmp(a->play_as, "black") == 0;
    if (human_black && a->black == NULL)
        a->black = c->name;
    else if (!human_black && a->white == NULL)
        a->white = c->name;
    if (a->glyphs == NULL)
        a->glyphs = c->glyphs;
    if (a->theme == NULL)
        a->theme = c->theme;
    if (a->record_dir == NULL)
        a->record_dir = c->record_dir;
    if (a->time == NULL)
        a->time = c->time;
    if (!a->auto_flip && c->auto_flip == 1)
        a->auto_flip = 1;
    if (a->threads == NULL)
        a->threads = c->threads;
    if (a->ponder == -1)
        a->ponder = c->ponder;
    a->notice = c->notice;
    return EXIT_OK;
}
