/*
 * The play mode: checks the game options of the command line, says
 * clearly what is wrong with a bad one, and hands over to the terminal
 * interface.
 */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "core/i18n.h"
#include "core/rfen.h"
#include "core/rgn.h"
#include "tui/ui.h"

static int bad_option(const char *option, const char *value, const char *why)
{
    fprintf(stderr, _("%s: %s '%s': %s\n"), PACKAGE, option, value, why);
    return EXIT_USAGE;
}

static int set_name(const char *option, const char *value, Player *player)
{
    if (value == NULL)
        return EXIT_OK;
    if (value[strspn(value, " ")] == '\0')
        return bad_option(option, value, _("a player's name cannot be empty"));
    if (strlen(value) >= PLAYER_NAME_SIZE) {
        char why[128];
        snprintf(why, sizeof why, _("a player's name has at most %d bytes"), PLAYER_NAME_SIZE - 1);
        return bad_option(option, value, why);
    }
    snprintf(player->name, PLAYER_NAME_SIZE, "%s", value);
    return EXIT_OK;
}

static int check_record_dir(const char *dir)
{
    struct stat st;
    if (dir == NULL)
        return EXIT_OK;
    if (stat(dir, &st) != 0)
        return bad_option("--record-dir", dir, strerror(errno));
    if (!S_ISDIR(st.st_mode))
        return bad_option("--record-dir", dir, _("not a directory"));
    if (access(dir, W_OK | X_OK) != 0)
        return bad_option("--record-dir", dir, _("records cannot be written there (no permission)"));
    return EXIT_OK;
}

int cli_play(const PlayArguments *a)
{
    TuiOptions options;
    Error err;
    memset(&options, 0, sizeof options);
    match_settings_default(&options.settings);
    int status = set_name("--white", a->white, &options.settings.players[WHITE]);
    if (status == EXIT_OK)
        status = set_name("--black", a->black, &options.settings.players[BLACK]);
    if (status != EXIT_OK)
        return status;
    if (a->time != NULL && !time_control_parse(a->time, &options.settings.time_control, &err))
        return bad_option("--time", a->time, err.message);
    if (a->glyphs != NULL && !glyphs_parse_choice(a->glyphs, &options.glyphs))
        return bad_option("--glyphs", a->glyphs, _("choose figurine or letters"));
    if (a->rfen != NULL && !rfen_parse(a->rfen, &options.settings.start, &err)) {
        fprintf(stderr, _("%s: bad RFEN at column %d: %s\n"), PACKAGE, err.column, err.message);
        return EXIT_USAGE;
    }
    status = check_record_dir(a->record_dir);
    if (status != EXIT_OK)
        return status;
    options.record_dir = a->record_dir;
    options.auto_flip = a->auto_flip;
    RgnGames games = { 0 };
    if (a->replay != NULL) {
        status = cli_replay_read(a->replay, &games);
        if (status != EXIT_OK)
            return status;
        options.replay_games = &games;
        options.replay_name = a->replay;
    }
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        fprintf(stderr, _("%s: the game needs a terminal, and standard input or output is not one "
                          "(see --help for the modes without one)\n"), PACKAGE);
        rgn_games_free(&games);
        return EXIT_USAGE;
    }
    status = tui_run(&options) == 0 ? EXIT_OK : EXIT_PROBLEM;
    rgn_games_free(&games);
    return status;
}
