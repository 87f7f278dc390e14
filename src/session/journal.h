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
 * The journal: the game in progress, kept on disk after every move so that
 * a crash loses nothing.  It is an RGN file (result "*") named
 * .raumschach-journal-PID.rgn in the record directory, replaced atomically
 * (written to a temporary name, then renamed) each time the game changes,
 * and removed once the game is saved as a record.  Like a record it is
 * synced to disk, and it goes to the recorder's fallback places when the
 * record directory cannot take it.  A journal whose process is gone was
 * left by a crash: the next start with that record directory looks in it
 * and in the fallback places, saves each such journal as a record through
 * the recorder and removes it.  A journal whose game a record there
 * already holds (its moves the record's first ones, the same players and
 * date) is a leftover, not a crash: it is removed, never saved twice.
 */
#ifndef RAUMSCHACH_SESSION_JOURNAL_H
#define RAUMSCHACH_SESSION_JOURNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "core/error.h"
#include "core/record.h"
#include "core/recorder.h"

enum { JOURNAL_PATH_SIZE = 4096 };

/* The journal of process pid in dir (NULL or "": the current directory);
 * false when the path does not fit in size. */
bool journal_path(const char *dir, pid_t pid, char *buf, size_t size);
/* Writes the record as the journal at path, replacing it atomically. */
bool journal_write(const char *path, const Record *r, Error *err);
/* Writes this process's journal in the first place that takes it: dir,
 * then the recorder's fallback places.  path holds where it was last
 * written ("" at first) and receives where it is now; a journal left in
 * another place is removed.  False with err (the record directory's
 * problem) when no place takes it. */
bool journal_keep(const char *dir, const Record *r, char *path, size_t size, Error *err);
/* Removes the journal; true when it is gone (or never was). */
bool journal_remove(const char *path);

/* The places a journal of dir may be in: dir, then the fallbacks. */
size_t journal_places(const char *dir, RecorderPlace *places, size_t max);
/* Saves every journal in the places left by a process that is gone as a
 * record in dir, and removes it.  report receives one line per journal
 * ("recovered ... as PATH" or why not); returns how many were saved. */
int journal_recover_places(const char *dir, const RecorderPlace *places, size_t count, char *report, size_t size);
/* The same in journal_places(dir). */
int journal_recover(const char *dir, char *report, size_t size);

#endif
