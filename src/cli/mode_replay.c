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
 * The replay mode's file: read before the terminal interface starts, so
 * that a file that cannot be read at all is reported on standard error
 * with the exit status of a bad command line.  Errors inside a record are
 * not reported here: the replay screen shows them with the moves before
 * them.  A record read from standard input leaves the keyboard to the
 * terminal itself.
 */
#include <config.h>

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "core/i18n.h"
#include "core/rgn.h"

int cli_replay_read(const char *path, RgnGames *games)
{
    Error err;
    if (!rgn_read_file(path, games, &err)) {
        fprintf(stderr, "%s: %s: %s\n", PACKAGE, path, err.message);
        return EXIT_USAGE;
    }
    if (games->count == 0) {
        fprintf(stderr, "%s: %s: %s\n", PACKAGE, path, _("no game found"));
        rgn_games_free(games);
        return EXIT_USAGE;
    }
    if (strcmp(path, "-") == 0 && !isatty(STDIN_FILENO) && freopen("/dev/tty", "r", stdin) == NULL) {
        fprintf(stderr, _("%s: the record came on standard input, and there is no terminal to "
                          "read the keys from\n"), PACKAGE);
        rgn_games_free(games);
        return EXIT_USAGE;
    }
    return EXIT_OK;
}
