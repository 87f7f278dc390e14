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
 * The recorder (see recorder.h): a record's text written to a temporary
 * file, then given the first free name by an atomic rename that refuses to
 * replace a file.  Each place is tried in turn until one takes the game.
 */
#include <config.h>

#include "recorder.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fullwrite.h"
#include "i18n.h"
#include "rgn.h"

enum {
    TEMPORARY_TRIES = 100,
    FILE_MODE = 0666,           /* narrowed by the umask */
    DATA_DIR_MODE = 0700,       /* as the XDG base directory spec asks */
};

static const char FILE_PREFIX[] = "raumschach_";
static const char FILE_SUFFIX[] = ".rgn";
static const char DATA_SUBDIR[] = "raumschach";

void recorder_file_name(time_t game_start, int number, char *buf, size_t size)
{
    struct tm local;
    char date[16] = "00000000";
    if (localtime_r(&game_start, &local) != NULL)
        strftime(date, sizeof date, "%Y%m%d", &local);
    if (number > 1)
        snprintf(buf, size, "%s%s-%d%s", FILE_PREFIX, date, number, FILE_SUFFIX);
    else
        snprintf(buf, size, "%s%s%s", FILE_PREFIX, date, FILE_SUFFIX);
}

static bool join_path(char *out, size_t size, const char *dir, const char *name)
{
    size_t length = strlen(dir);
    int n = snprintf(out, size, "%s%s%s", dir, length > 0 && dir[length - 1] == '/' ? "" : "/", name);
    return n > 0 && (size_t)n < size;
}

/* Creates dir and its missing parents. */
static bool make_directories(const char *dir)
{
    char path[RECORDER_PATH_SIZE];
    snprintf(path, sizeof path, "%s", dir);
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(path, DATA_DIR_MODE) != 0 && errno != EEXIST)
            return false;
        *p = '/';
    }
    return mkdir(path, DATA_DIR_MODE) == 0 || errno == EEXIST;
}

static bool check_directory(const RecorderPlace *place, Error *err)
{
    struct stat st;
    if (place->create && !make_directories(place->dir)) {
        error_set(err, 0, 0, _("cannot create the directory %s: %s"), place->dir, strerror(errno));
        return false;
    }
    if (stat(place->dir, &st) != 0) {
        if (errno == ENOENT)
            error_set(err, 0, 0, _("the record directory %s does not exist"), place->dir);
        else
            error_set(err, 0, 0, _("cannot use the record directory %s: %s"), place->dir, strerror(errno));
        return false;
    }
    if (!S_ISDIR(st.st_mode)) {
        error_set(err, 0, 0, _("the record directory %s is not a directory"), place->dir);
        return false;
    }
    return true;
}

/* Writes text to a new temporary file in dir; its path goes to temp. */
static bool write_temporary(const char *dir, const char *text, char *temp, size_t size, Error *err)
{
    for (int i = 0; i < TEMPORARY_TRIES; i++) {
        char name[64];
        snprintf(name, sizeof name, ".%srecord-%ld-%d.tmp", FILE_PREFIX, (long)getpid(), i);
        if (!join_path(temp, size, dir, name)) {
            error_set(err, 0, 0, _("the path of the record directory %s is too long"), dir);
            return false;
        }
        int fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, FILE_MODE);
        if (fd < 0 && errno == EEXIST)
            continue;
        if (fd < 0) {
            error_set(err, 0, 0, _("cannot write in the record directory %s: %s"), dir, strerror(errno));
            return false;
        }
        bool ok = full_write(fd, text, strlen(text)) && fsync(fd) == 0;
        int saved = errno;
        ok = close(fd) == 0 && ok;
        if (!ok) {
            error_set(err, 0, 0, _("cannot write in the record directory %s: %s"), dir,
                strerror(saved ? saved : errno));
            unlink(temp);
        }
        return ok;
    }
    error_set(err, 0, 0, _("cannot find a free temporary name in %s"), dir);
    return false;
}

/* Renames temp to final unless final exists: 1 done, 0 taken, -1 error. */
static int claim_name(const char *temp, const char *final)
{
#if HAVE_RENAMEAT2
    if (renameat2(AT_FDCWD, temp, AT_FDCWD, final, RENAME_NOREPLACE) == 0)
        return 1;
    if (errno == EEXIST)
        return 0;
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP)
        return -1;
#endif
    /* No RENAME_NOREPLACE here: a hard link refuses to replace as well. */
    if (link(temp, final) == 0) {
        unlink(temp);
        return 1;
    }
    if (errno == EEXIST)
        return 0;
    if (errno != EPERM && errno != ENOTSUP && errno != ENOSYS)
        return -1;
    /* A file system without hard links: look, then rename. */
    if (access(final, F_OK) == 0)
        return 0;
    return rename(temp, final) == 0 ? 1 : -1;
}

/* The directory's entry survives a crash once the directory is synced. */
static void sync_directory(const char *dir)
{
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

static bool save_in(const RecorderPlace *place, const char *text, time_t game_start, char *path_out,
    size_t path_size, Error *err)
{
    char temp[RECORDER_PATH_SIZE], final[RECORDER_PATH_SIZE], name[64];
    if (!check_directory(place, err) || !write_temporary(place->dir, text, temp, sizeof temp, err))
        return false;
    for (int number = 1; number <= RECORDER_NAME_TRIES; number++) {
        recorder_file_name(game_start, number, name, sizeof name);
        if (!join_path(final, sizeof final, place->dir, name)) {
            error_set(err, 0, 0, _("the path of the record directory %s is too long"), place->dir);
            break;
        }
        int claimed = claim_name(temp, final);
        if (claimed == 1) {
            sync_directory(place->dir);
            snprintf(path_out, path_size, "%s", final);
            return true;
        }
        if (claimed < 0) {
            error_set(err, 0, 0, _("cannot name the record %s: %s"), final, strerror(errno));
            break;
        }
        if (number == RECORDER_NAME_TRIES)
            error_set(err, 0, 0, _("no free record name is left in %s"), place->dir);
    }
    unlink(temp);
    return false;
}

static bool absolute(const char *path)
{
    return path != NULL && path[0] == '/';
}

size_t recorder_fallback_places(RecorderPlace *places, size_t max)
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME"), *tmpdir = getenv("TMPDIR");
    size_t n = 0;
    if (n < max && absolute(xdg)) {
        snprintf(places[n].dir, sizeof places[n].dir, "%s/%s", xdg, DATA_SUBDIR);
        places[n++].create = true;
    } else if (n < max && absolute(home)) {
        snprintf(places[n].dir, sizeof places[n].dir, "%s/.local/share/%s", home, DATA_SUBDIR);
        places[n++].create = true;
    }
    if (n < max && absolute(home)) {
        snprintf(places[n].dir, sizeof places[n].dir, "%s", home);
        places[n++].create = false;
    }
    if (n < max && absolute(tmpdir)) {
        snprintf(places[n].dir, sizeof places[n].dir, "%s", tmpdir);
        places[n++].create = false;
    }
    if (n < max) {
        snprintf(places[n].dir, sizeof places[n].dir, "%s", "/tmp");
        places[n++].create = false;
    }
    return n;
}

RecorderStatus recorder_save_places(const Record *r, const RecorderPlace *places, size_t count,
    time_t game_start, char *path_out, size_t path_size, Error *err)
{
    Error first = { 0 }, last = { 0 };
    char *text = rgn_write_string(r);
    RecorderStatus status = RECORDER_FAILED;
    for (size_t i = 0; i < count; i++) {
        if (i > 0 && strcmp(places[i].dir, places[0].dir) == 0)
            continue;
        if (save_in(&places[i], text, game_start, path_out, path_size, i == 0 ? &first : &last)) {
            status = i == 0 ? RECORDER_SAVED : RECORDER_SAVED_ELSEWHERE;
            break;
        }
    }
    free(text);
    if (status == RECORDER_FAILED && path_size > 0)
        path_out[0] = '\0';
    if (status == RECORDER_SAVED_ELSEWHERE)
        /* TRANSLATORS: the reason the record directory failed, then the
         * path of the file the game was saved to instead. */
        error_set(err, 0, 0, _("%s; the game was saved as %s"), first.message, path_out);
    else if (status == RECORDER_FAILED && count > 1)
        error_set(err, 0, 0, _("%s; no other place could take the game either (%s)"), first.message,
            last.message);
    else if (status == RECORDER_FAILED)
        error_set(err, 0, 0, "%s", first.message);
    return status;
}

RecorderStatus recorder_save(const Record *r, const char *dir, time_t game_start, char *path_out,
    size_t path_size, Error *err)
{
    RecorderPlace places[RECORDER_PLACE_MAX];
    snprintf(places[0].dir, sizeof places[0].dir, "%s", dir != NULL && dir[0] != '\0' ? dir : ".");
    places[0].create = false;
    size_t count = 1 + recorder_fallback_places(places + 1, RECORDER_PLACE_MAX - 1);
    return recorder_save_places(r, places, count, game_start, path_out, path_size, err);
}
