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
 * Saving a game record to a file (raumschach(6), FILES).
 *
 * A game is saved as raumschach_YYYYMMDD.rgn (the local date the game
 * started) in the record directory, or as raumschach_YYYYMMDD-2.rgn, -3,
 * ... when that name is taken: an existing file is never overwritten.  The
 * text goes to a temporary file in the same directory, is flushed to disk
 * and then renamed into place under a name that no other file holds
 * (renameat2 with RENAME_NOREPLACE, or a hard link where that is not
 * supported), so a crash never leaves half a record and two savers never
 * take the same name.
 *
 * The record directory is never created: one that does not exist or cannot
 * be written is an error.  The game is then saved in the first fallback
 * place that works, so that nothing is lost: $XDG_DATA_HOME/raumschach
 * (~/.local/share/raumschach without it; created if need be), then $HOME,
 * then $TMPDIR, then /tmp.  The caller learns the error and the path.
 */
#ifndef RAUMSCHACH_RECORDER_H
#define RAUMSCHACH_RECORDER_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "error.h"
#include "record.h"

enum {
    RECORDER_PATH_SIZE = 4096,
    RECORDER_PLACE_MAX = 5,     /* the record directory and four fallbacks */
    RECORDER_NAME_TRIES = 10000, /* raumschach_YYYYMMDD-9999.rgn at most */
};

typedef enum {
    RECORDER_SAVED,             /* in the record directory; path_out says where */
    RECORDER_SAVED_ELSEWHERE,   /* the directory failed (err says why and where
                                 * the game went); saved in path_out */
    RECORDER_FAILED,            /* nothing could be written anywhere (err) */
} RecorderStatus;

/* A directory to try, and whether to create it when it is missing. */
typedef struct RecorderPlace {
    char dir[RECORDER_PATH_SIZE];
    bool create;
} RecorderPlace;

/* Creates the place's directory if it is to be created, and checks that
 * it is one; false with err when not. */
bool recorder_check_place(const RecorderPlace *place, Error *err);
/* Syncs a directory, so that a file just renamed into it survives a
 * crash. */
void recorder_sync_directory(const char *dir);
/* Saves r in dir (NULL or "" for the current directory), else in a
 * fallback place.  path_out receives the file's path. */
RecorderStatus recorder_save(const Record *r, const char *dir, time_t game_start, char *path_out,
    size_t path_size, Error *err);
/* The fallback places from the environment, in the order tried; returns
 * how many were filled (at most max). */
size_t recorder_fallback_places(RecorderPlace *places, size_t max);
/* Tries each place in turn: places[0] is the record directory; the others
 * are fallbacks. */
RecorderStatus recorder_save_places(const Record *r, const RecorderPlace *places, size_t count,
    time_t game_start, char *path_out, size_t path_size, Error *err);
/* "raumschach_YYYYMMDD.rgn" or "raumschach_YYYYMMDD-N.rgn" (N > 1). */
void recorder_file_name(time_t game_start, int number, char *buf, size_t size);

#endif
