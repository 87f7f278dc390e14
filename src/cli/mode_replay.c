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
