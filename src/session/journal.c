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
 * Journal files.  Writing goes to "<journal>.tmp" and renames it over the
 * journal, so the journal on disk is always a whole record.
 */
#include <config.h>

#include "session/journal.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/i18n.h"
#include "core/recorder.h"
#include "core/rgn.h"

static const char JOURNAL_PREFIX[] = ".raumschach-journal-";
static const char JOURNAL_SUFFIX[] = ".rgn";
static const char TEMPORARY_SUFFIX[] = ".tmp";

static const char *directory(const char *dir)
{
    return dir != NULL && dir[0] != '\0' ? dir : ".";
}

void journal_path(const char *dir, pid_t pid, char *buf, size_t size)
{
    snprintf(buf, size, "%s/%s%ld%s", directory(dir), JOURNAL_PREFIX, (long)pid, JOURNAL_SUFFIX);
}

bool journal_write(const char *path, const Record *r, Error *err)
{
    char temporary[JOURNAL_PATH_SIZE];
    snprintf(temporary, sizeof temporary, "%s%s", path, TEMPORARY_SUFFIX);
    FILE *out = fopen(temporary, "w");
    if (out == NULL) {
        error_set(err, 0, 0, _("cannot write %s: %s"), temporary, strerror(errno));
        return false;
    }
    bool written = rgn_write_file(r, out);
    int saved_errno = errno;
    if (fclose(out) != 0 && written) {
        written = false;
        saved_errno = errno;
    }
    if (!written || rename(temporary, path) != 0) {
        if (written)
            saved_errno = errno;
        error_set(err, 0, 0, _("cannot write %s: %s"), path, strerror(saved_errno));
        unlink(temporary);
        return false;
    }
    return true;
}

void journal_remove(const char *path)
{
    unlink(path);
}

/* The process id in a journal's file name, or 0 if it is not one. */
static pid_t journal_pid(const char *name)
{
    size_t prefix = strlen(JOURNAL_PREFIX), length = strlen(name);
    if (strncmp(name, JOURNAL_PREFIX, prefix) != 0 || length <= prefix + strlen(JOURNAL_SUFFIX)
        || strcmp(name + length - strlen(JOURNAL_SUFFIX), JOURNAL_SUFFIX) != 0)
        return 0;
    char *end;
    long pid = strtol(name + prefix, &end, 10);
    return pid > 0 && strcmp(end, JOURNAL_SUFFIX) == 0 ? (pid_t)pid : 0;
}

static bool process_alive(pid_t pid)
{
    return kill(pid, 0) == 0 || errno == EPERM;
}

/* When the game started: its Date tag at noon, else the journal's time. */
static time_t game_start(const Record *r, const char *path)
{
    const char *date = record_tag(r, "Date");
    struct tm day = { 0 };
    if (date != NULL && sscanf(date, "%d.%d.%d", &day.tm_year, &day.tm_mon, &day.tm_mday) == 3) {
        day.tm_year -= 1900;
        day.tm_mon -= 1;
        day.tm_hour = 12;
        day.tm_isdst = -1;
        time_t t = mktime(&day);
        if (t != (time_t)-1)
            return t;
    }
    struct stat st;
    return stat(path, &st) == 0 ? st.st_mtime : time(NULL);
}

static void append(char *report, size_t size, const char *line)
{
    size_t used = strlen(report);
    snprintf(report + used, size - used, "%s%s", used > 0 ? "\n" : "", line);
}

/* Saves one journal; true when it became a record. */
static bool recover_one(const char *dir, const char *path, char *report, size_t size)
{
    RgnGames games = { 0 };
    Error err;
    char line[2 * JOURNAL_PATH_SIZE], saved[RECORDER_PATH_SIZE];
    bool recovered = false;
    if (!rgn_read_file(path, &games, &err)) {
        snprintf(line, sizeof line, "%s", err.message);
    } else if (games.count == 0 || record_ply_count(&games.games[0].record) == 0) {
        journal_remove(path);
        rgn_games_free(&games);
        return false;
    } else {
        Record *r = &games.games[0].record;
        RecorderStatus status = recorder_save(r, dir, game_start(r, path), saved, sizeof saved, &err);
        recovered = status != RECORDER_FAILED;
        if (recovered) {
            journal_remove(path);
            snprintf(line, sizeof line, _("An unfinished game left by a crash is saved as %s."), saved);
        } else
            snprintf(line, sizeof line, _("An unfinished game left by a crash, %s, could not be saved: %s"),
                path, err.message);
    }
    rgn_games_free(&games);
    append(report, size, line);
    return recovered;
}

int journal_recover(const char *dir, char *report, size_t size)
{
    int recovered = 0;
    if (size > 0)
        report[0] = '\0';
    DIR *d = opendir(directory(dir));
    if (d == NULL)
        return 0;
    struct dirent *entry;
    while ((entry = readdir(d)) != NULL) {
        pid_t pid = journal_pid(entry->d_name);
        if (pid == 0 || pid == getpid() || process_alive(pid))
            continue;
        char path[JOURNAL_PATH_SIZE];
        snprintf(path, sizeof path, "%s/%s", directory(dir), entry->d_name);
        if (recover_one(dir, path, report, size))
            recovered++;
    }
    closedir(d);
    return recovered;
}
