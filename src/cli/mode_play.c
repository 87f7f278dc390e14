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
 * The play mode: checks the game options of the command line, says
 * clearly what is wrong with a bad one, and hands over to the terminal
 * interface.
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/settings.h"
#include "core/i18n.h"
#include "core/rfen.h"
#include "core/rgn.h"
#include "core/text.h"
#include "tui/tui.h"

static int bad_option(const char *option, const char *value, const char *why)
{
    /* TRANSLATORS: the program, the option (--white...), the value given and
     * what is wrong with it. */
    fprintf(stderr, _("%s: %s '%s': %s\n"), PACKAGE, option, value, why);
    return EXIT_USAGE;
}

enum { NAME_QUOTE_CHARS = 80 };

static int set_name(const char *option, const char *value, Player *player)
{
    char why[ERROR_MESSAGE_SIZE];
    if (value == NULL)
        return EXIT_OK;
    if (!settings_check_name(value, why, sizeof why)) {
        /* Quoted as the record reader quotes text: what is not UTF-8
         * shown as U+FFFD, control characters as spaces. */
        char *shown = text_quote(value, strlen(value), NAME_QUOTE_CHARS);
        int status = bad_option(option, shown, why);
        free(shown);
        return status;
    }
    snprintf(player->name, PLAYER_NAME_SIZE, "%s", value);
    return EXIT_OK;
}

static int check_record_dir(const char *dir)
{
    char why[256];
    if (dir != NULL && !settings_check_record_dir(dir, why, sizeof why))
        return bad_option("--record-dir", dir, why);
    return EXIT_OK;
}

/* --ai and --play-as: the engine takes the side the human does not play. */
static int set_engine(const PlayArguments *a, MatchSettings *s)
{
    Level level;
    Colour human = WHITE;
    char why[128];
    if (a->ai == NULL || settings_ai_is_none(a->ai)) {
        if (a->play_as != NULL)
            return bad_option("--play-as", a->play_as, _("there is no engine to play against: add --ai LEVEL"));
        return EXIT_OK;
    }
    if (!settings_check_ai(a->ai, why, sizeof why) || !level_parse(a->ai, &level))
        return bad_option("--ai", a->ai, why);
    if (a->play_as != NULL) {
        if (strcasecmp(a->play_as, "white") == 0)
            human = WHITE;
        else if (strcasecmp(a->play_as, "black") == 0)
            human = BLACK;
        else
            return bad_option("--play-as", a->play_as, _("choose white or black"));
    }
    const char *engine_name = human == WHITE ? a->black : a->white;
    if (engine_name != NULL)
        return bad_option(human == WHITE ? "--black" : "--white", engine_name,
            human == WHITE ? _("Black is the engine (--ai), named by its level")
                           : _("White is the engine (--ai), named by its level"));
    player_set_engine(&s->players[!human], level);
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
    if (status == EXIT_OK)
        status = set_engine(a, &options.settings);
    if (status != EXIT_OK)
        return status;
    /* Kriegspiel: two humans at this terminal, or a human against the
     * engine (--ai), which knows only what its player is told. */
    options.settings.kriegspiel = a->kriegspiel;
    if (a->time != NULL && !time_control_parse(a->time, &options.settings.time_control, &err))
        return bad_option("--time", a->time, err.message);
    char why[128];
    if (a->glyphs != NULL && !settings_check_glyphs(a->glyphs, &options.glyphs, why, sizeof why))
        return bad_option("--glyphs", a->glyphs, why);
    if (a->theme != NULL && !settings_check_theme(a->theme, &options.theme, why, sizeof why))
        return bad_option("--theme", a->theme, why);
    if (a->rfen != NULL && !rfen_parse(a->rfen, &options.settings.start, &err)) {
        fprintf(stderr, _("%s: bad RFEN at column %d: %s\n"), PACKAGE, err.column, err.message);
        return EXIT_USAGE;
    }
    options.threads = settings_machine_threads();
    if (a->threads != NULL && !settings_check_threads(a->threads, &options.threads, why, sizeof why))
        return bad_option("--threads", a->threads, why);
    options.ponder = a->ponder != 0;
    status = check_record_dir(a->record_dir);
    if (status != EXIT_OK)
        return status;
    options.record_dir = a->record_dir;
    options.auto_flip = a->auto_flip;
    options.notice = a->notice;
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
