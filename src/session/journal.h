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
 * and removed once the game is saved as a record.  A journal whose
 * process is gone was left by a crash: the next start in that directory
 * saves it as a record through the recorder and removes it.
 */
#ifndef RAUMSCHACH_SESSION_JOURNAL_H
#define RAUMSCHACH_SESSION_JOURNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "core/error.h"
#include "core/record.h"

enum { JOURNAL_PATH_SIZE = 4096 };

/* The journal of process pid in dir (NULL or "": the current directory). */
void journal_path(const char *dir, pid_t pid, char *buf, size_t size);
/* Writes the record as the journal at path, replacing it atomically. */
bool journal_write(const char *path, const Record *r, Error *err);
/* Removes the journal (no error if there is none). */
void journal_remove(const char *path);

/* Saves every journal in dir left by a process that is gone as a record,
 * and removes it.  report receives one line per journal ("recovered
 * ... as PATH" or why not); returns how many were saved. */
int journal_recover(const char *dir, char *report, size_t size);

#endif
