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
 * Journal files.  Writing goes to "<journal>.tmp", synced to disk, and
 * renames it over the journal, so the journal on disk is always a whole
 * record, and survives a power cut as a record does.  Recovery looks in
 * every place the journal may have gone, and drops a journal whose game a
 * record already holds.
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

bool journal_path(const char *dir, pid_t pid, char *buf, size_t size)
{
    int n = snprintf(buf, size, "%s/%s%ld%s", directory(dir), JOURNAL_PREFIX, (long)pid, JOURNAL_SUFFIX);
    return n > 0 && (size_t)n < size;
}

/* The directory part of a journal's path. */
static void parent_directory(const char *path, char *dir, size_t size)
{
    const char *slash = strrchr(path, '/');
    size_t length = slash == NULL ? 0 : slash == path ? 1 : (size_t)(slash - path);
    snprintf(dir, size, "%.*s", (int)length, length > 0 ? path : ".");
}

bool journal_write(const char *path, const Record *r, Error *err)
{
    char temporary[JOURNAL_PATH_SIZE], dir[JOURNAL_PATH_SIZE];
    snprintf(temporary, sizeof temporary, "%s%s", path, TEMPORARY_SUFFIX);
    FILE *out = fopen(temporary, "w");
    if (out == NULL) {
        error_set(err, 0, 0, _("cannot write %s: %s"), temporary, strerror(errno));
        return false;
    }
    /* On disk before the rename, as a record is. */
    bool written = rgn_write_file(r, out) && fflush(out) == 0 && fsync(fileno(out)) == 0;
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
    parent_directory(path, dir, sizeof dir);
    recorder_sync_directory(dir);
    return true;
}

size_t journal_places(const char *dir, RecorderPlace *places, size_t max)
{
    if (max == 0)
        return 0;
    snprintf(places[0].dir, sizeof places[0].dir, "%s", directory(dir));
    places[0].create = false;
    return 1 + recorder_fallback_places(places + 1, max - 1);
}

/* Is place i one of the places before it? */
static bool place_repeated(const RecorderPlace *places, size_t i)
{
    for (size_t j = 0; j < i; j++)
        if (strcmp(places[i].dir, places[j].dir) == 0)
            return true;
    return false;
}

bool journal_keep(const char *dir, const Record *r, char *path, size_t size, Error *err)
{
    RecorderPlace places[RECORDER_PLACE_MAX];
    size_t count = journal_places(dir, places, RECORDER_PLACE_MAX);
    Error first = { 0 }, later;
    for (size_t i = 0; i < count; i++) {
        char candidate[JOURNAL_PATH_SIZE];
        Error *e = i == 0 ? &first : &later;
        if (place_repeated(places, i) || !recorder_check_place(&places[i], e))
            continue;
        if (!journal_path(places[i].dir, getpid(), candidate, sizeof candidate) || !journal_write(candidate, r, e))
            continue;
        /* The journal left in a place that failed since holds fewer
         * moves: recovery knows it for part of this game. */
        if (path[0] != '\0' && strcmp(path, candidate) != 0)
            journal_remove(path);
        snprintf(path, size, "%s", candidate);
        return true;
    }
    error_set(err, 0, 0, "%s", first.message);
    return false;
}

bool journal_remove(const char *path)
{
    return unlink(path) == 0 || errno == ENOENT;
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

/* Does the record hold the journal's game: the same players and date,
 * the same start, and the journal's moves as its first ones?  (A journal
 * holds the game up to a move; the record holds it to its end.) */
static bool same_game(const Record *journal, const Record *record)
{
    static const char *const TAGS[] = { "White", "Black", "Date" };
    for (size_t i = 0; i < sizeof TAGS / sizeof *TAGS; i++) {
        const char *a = record_tag(journal, TAGS[i]), *b = record_tag(record, TAGS[i]);
        if (a == NULL || b == NULL || strcmp(a, b) != 0)
            return false;
    }
    const Game *j = &journal->game, *g = &record->game;
    return position_equal(&j->start, &g->start) && j->ply_count <= g->ply_count
        && memcmp(j->moves, g->moves, j->ply_count * sizeof *j->moves) == 0;
}

/* Does a record in dir of the day the game started hold it? */
static bool saved_in(const char *dir, const Record *r, time_t start)
{
    char prefix[64];
    recorder_file_name(start, 1, prefix, sizeof prefix);
    prefix[strlen(prefix) - strlen(JOURNAL_SUFFIX)] = '\0';
    DIR *d = opendir(dir);
    struct dirent *entry;
    bool found = false;
    while (!found && d != NULL && (entry = readdir(d)) != NULL) {
        char path[JOURNAL_PATH_SIZE];
        RgnGames games;
        Error err;
        if (strncmp(entry->d_name, prefix, strlen(prefix)) != 0)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, entry->d_name);
        if (!rgn_read_file(path, &games, &err))
            continue;
        for (size_t i = 0; i < games.count && !found; i++)
            found = same_game(r, &games.games[i].record);
        rgn_games_free(&games);
    }
    if (d != NULL)
        closedir(d);
    return found;
}

/* Was the journal's game saved already, in one of the places?  Then the
 * journal is a leftover (its removal failed, or it was recovered once and
 * could not be removed), not a crash. */
static bool already_saved(const Record *r, time_t start, const RecorderPlace *places, size_t count)
{
    for (size_t i = 0; i < count; i++)
        if (!place_repeated(places, i) && saved_in(places[i].dir, r, start))
            return true;
    return false;
}

static void append(char *report, size_t size, const char *line)
{
    size_t used = strlen(report);
    snprintf(report + used, size - used, "%s%s", used > 0 ? "\n" : "", line);
}

/* Saves one journal in dir; true when it became a record. */
static bool recover_one(const char *dir, const RecorderPlace *places, size_t count, const char *path, char *report,
    size_t size)
{
    RgnGames games = { 0 };
    Error err;
    char line[2 * JOURNAL_PATH_SIZE], saved[RECORDER_PATH_SIZE];
    bool recovered = false;
    if (!rgn_read_file(path, &games, &err)) {
        snprintf(line, sizeof line, "%s", err.message);
    } else if (games.count == 0 || record_ply_count(&games.games[0].record) == 0
        || already_saved(&games.games[0].record, game_start(&games.games[0].record, path), places, count)) {
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

/* Recovers the dead journals in one place. */
static int recover_place(const char *dir, const char *place, const RecorderPlace *places, size_t count, char *report,
    size_t size)
{
    int recovered = 0;
    DIR *d = opendir(place);
    if (d == NULL)
        return 0;
    struct dirent *entry;
    while ((entry = readdir(d)) != NULL) {
        pid_t pid = journal_pid(entry->d_name);
        if (pid == 0 || pid == getpid() || process_alive(pid))
            continue;
        char path[JOURNAL_PATH_SIZE];
        snprintf(path, sizeof path, "%s/%s", place, entry->d_name);
        if (recover_one(dir, places, count, path, report, size))
            recovered++;
    }
    closedir(d);
    return recovered;
}

int journal_recover_places(const char *dir, const RecorderPlace *places, size_t count, char *report, size_t size)
{
    int recovered = 0;
    if (size > 0)
        report[0] = '\0';
    for (size_t i = 0; i < count; i++)
        if (!place_repeated(places, i))
            recovered += recover_place(dir, places[i].dir, places, count, report, size);
    return recovered;
}

int journal_recover(const char *dir, char *report, size_t size)
{
    RecorderPlace places[RECORDER_PLACE_MAX];
    size_t count = journal_places(dir, places, RECORDER_PLACE_MAX);
    return journal_recover_places(dir, places, count, report, size);
}
