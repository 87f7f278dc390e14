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
 * The checks of the settings that both the command line and the
 * configuration file take: a player's name, the glyphs, the theme, the
 * engine's level and the record directory.  Each says why a value is
 * refused ("choose figurine or letters"); the caller says where the value
 * came from ("--glyphs 'fancy': ...", "config:6: glyphs 'fancy': ...").
 */
#ifndef RAUMSCHACH_CLI_SETTINGS_H
#define RAUMSCHACH_CLI_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "session/glyphs.h"
#include "session/theme.h"

/* A player's name: not empty, shorter than PLAYER_NAME_SIZE, UTF-8
 * without control characters (it goes into the record). */
bool settings_check_name(const char *name, char *why, size_t why_size);
/* figurine, letters or auto; *choice is what it names. */
bool settings_check_glyphs(const char *value, GlyphChoice *choice, char *why, size_t why_size);
/* classic, blue, mono or auto; *theme is what it names. */
bool settings_check_theme(const char *value, Theme *theme, char *why, size_t why_size);
/* none or a level of the engine, in any case. */
bool settings_check_ai(const char *value, char *why, size_t why_size);
/* Whether --ai or the ai setting says no engine ("none", in any case). */
bool settings_ai_is_none(const char *value);
/* A directory where records can be written. */
bool settings_check_record_dir(const char *dir, char *why, size_t why_size);

/* The number of processors online, at most SEARCH_MAX_THREADS: the
 * default number of threads of the game and of --engine. */
int settings_machine_threads(void);
/* A number of threads (1 to SEARCH_MAX_THREADS) in *threads, or false
 * with why. */
bool settings_check_threads(const char *text, int *threads, char *why, size_t why_size);
/* --threads: text's number, or fallback when text is NULL; false with a
 * message on standard error when text is not a number of threads. */
bool settings_parse_threads(const char *text, int fallback, int *threads);

#endif
