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
 * The configuration file: $XDG_CONFIG_HOME/raumschach/config, or
 * ~/.config/raumschach/config, or the file of --config.  One setting a
 * line, "key = value"; blank lines and lines whose first non-blank
 * character is '#' are skipped.  The keys:
 *
 *   name = Anna            the player's name (White's, unless --white)
 *   glyphs = letters       figurine, letters or auto, as --glyphs
 *   theme = blue           classic, blue, mono or auto, as --theme
 *   record-dir = ~/games   where records go, as --record-dir; a leading
 *                          ~/ is the home directory
 *   ai = hard              the engine's level (core/level.h)
 *   time = blitz           the time control, as --time
 *   auto-flip = yes        yes or no (also true/false, on/off, 1/0)
 *   threads = 2            the engine's threads at full strength, as --threads
 *   ponder = no            yes or no: the engine thinks on the human's time
 *
 * Every value is checked as its option would be.  A bad line (a NUL byte
 * makes one) is reported with the file and line number and skipped; the
 * other lines still apply.  The first CONFIG_REPORT_MAX bad lines are
 * reported one by one, then one report counts the rest.  A file is at
 * most CONFIG_FILE_MAX bytes (a line a setting: a few hundred bytes is
 * plenty; /dev/zero is refused); a FIFO is read without waiting for a
 * writer to open it.
 * The command line overrides the file.  No curses here: the tests call the
 * parser directly.
 */
#ifndef RAUMSCHACH_CLI_CONFIGFILE_H
#define RAUMSCHACH_CLI_CONFIGFILE_H

#include <stdbool.h>

#include "cli/cli.h"

enum {
    CONFIG_FILE_MAX = 64 * 1024,
    CONFIG_REPORT_MAX = 20,
};

/* The settings of a file, NULL (or -1) where it has none.  The strings
 * are checked and are what the command line's options would hold. */
typedef struct Config {
    char *name;
    char *glyphs;
    char *theme;
    char *record_dir;
    char *ai;
    char *time;
    int auto_flip;             /* -1: not set, else 0 or 1 */
    char *threads;
    int ponder;                /* -1: not set, else 0 or 1 */
    char *notice;              /* the first problem, "FILE:LINE: message" */
} Config;

/* Called once for each bad line: line counts from 1. */
typedef void ConfigReport(void *context, const char *file, int line, const char *message);

void config_init(Config *config);
void config_free(Config *config);

/* Reads the text of a configuration file into config; `file` names it in
 * the reports, `home` is the home directory for "~/" (NULL: none).
 * Returns the number of bad lines. */
int config_parse(Config *config, const char *file, const char *text, const char *home,
    ConfigReport *report, void *context);
/* The same for `length` bytes that may hold NUL bytes. */
int config_parse_text(Config *config, const char *file, const char *text, size_t length, const char *home,
    ConfigReport *report, void *context);

/* The default file: $XDG_CONFIG_HOME/raumschach/config when that is an
 * absolute path, else $HOME/.config/raumschach/config; NULL when neither
 * is known.  The caller frees it. */
char *config_default_path(const char *xdg_config_home, const char *home);

/* Reads the file at path into config; false with errno set when it
 * cannot be read (EFBIG: over CONFIG_FILE_MAX, EISDIR: a directory).  Returns the number of bad lines in *bad. */
bool config_read_file(Config *config, const char *path, const char *home, ConfigReport *report,
    void *context, int *bad);

/* For the game at the terminal: reads the file of --config (path), or the
 * default file when path is NULL (a missing default file is no error), or
 * none when no_config; reports bad lines on standard error; fills in the
 * arguments the command line left out, with strings config keeps, and
 * the first problem as the game's notice.  Returns EXIT_OK, or EXIT_USAGE
 * when the file of --config cannot be read. */
int cli_config_apply(const char *path, bool no_config, Config *config, PlayArguments *arguments);

#endif
