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
 * The command line: sets up the locale and translations, reads the
 * options, then hands over to one mode; without a mode, the game at the
 * terminal.
 */
#include <config.h>

#include <getopt.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/configfile.h"
#include "core/i18n.h"
#include "core/level.h"

typedef enum {
    MODE_NONE, MODE_PERFT, MODE_DIVIDE, MODE_CHECK, MODE_CANONICAL, MODE_FILTER, MODE_BENCH, MODE_MATCH, MODE_ENGINE,
} Mode;

typedef struct Options {
    Mode mode;
    const char *mode_argument;
    PlayArguments play;
    char **files;          /* the operands of --check, --canonical and --filter */
    int file_count;
    const char *second_level;  /* --match's second operand */
    const char *games;
    const char *first_game;  /* --first-game */
    const char *opponent;    /* --opponent PROGRAM */
    bool no_record;
    const char *hash;
    const char *config;    /* --config FILE */
    bool no_config;
} Options;

enum {
    OPT_PERFT = 256, OPT_DIVIDE, OPT_FEN, OPT_CHECK, OPT_CANONICAL, OPT_FILTER, OPT_WHITE, OPT_BLACK,
    OPT_TIME, OPT_GLYPHS, OPT_RECORD_DIR, OPT_AUTO_FLIP, OPT_BENCH, OPT_MATCH, OPT_ENGINE,
    OPT_NO_RECORD, OPT_HASH, OPT_AI, OPT_PLAY_AS, OPT_THEME, OPT_CONFIG, OPT_NO_CONFIG, OPT_REPLAY,
    OPT_KRIEGSPIEL, OPT_THREADS, OPT_PONDER, OPT_NO_PONDER, OPT_FIRST_GAME, OPT_OPPONENT,
};

/* The ladder of levels for --help, one line each: number, name (as the
 * program reads it), Elo-like figure and how it plays. */
static void print_levels(FILE *out)
{
    /* TRANSLATORS: the heading of the levels in --help.  The names after it
     * stay English: --ai, --match and the configuration file read them. */
    fputs(_("Levels (a number or a name, for --ai, --match and the configuration\n"
            "file; Elo from the ladder's matches, random moves = 0):\n"), out);
    for (int i = 0; i < LEVEL_COUNT; i++) {
        char description[96];
        level_description((Level)i, description, sizeof description);
        fprintf(out, "  %2d %-9s Elo %5d  %s\n", level_number((Level)i), level_label((Level)i) ? level_name((Level)i) : "",
            level_elo((Level)i), description);
    }
    fputc('\n', out);
}

static void usage(FILE *out)
{
    fprintf(out, _("Usage: %s [OPTION]... [FILE]...\n"), PACKAGE);
    fputs(_("Raumschach, Maack's three-dimensional chess on a 5x5x5 cube.\n"
            "Without a mode, two players play at the terminal; with a FILE, its games\n"
            "are replayed.\n\n"), out);
    /* TRANSLATORS: the option names and the words the program reads (friendly,
     * blitz, rapid, classical, figurine, letters, Human is only a default)
     * stay as they are; keep every line under 80 columns and the
     * descriptions aligned at column 24; %d is the number of levels. */
    fprintf(out, _("The game:\n"
            "      --white NAME     White's name (default Human)\n"
            "      --black NAME     Black's name (default Human)\n"
            "      --time CONTROL   friendly (or -), blitz, rapid, classical, or\n"
            "                       SECONDS+INCREMENT such as 600+5 (default: no clock)\n"
            "      --glyphs SET     figurine, letters or auto (default auto: figurines\n"
            "                       where the terminal draws them one column wide)\n"
            "      --theme NAME     the colours: classic, blue, mono or auto (default\n"
            "                       auto: classic, or mono when NO_COLOR is set)\n"
            "      --record-dir DIR write the records of the games there (default: the\n"
            "                       current directory)\n"
            "      --auto-flip      turn the cube to the side to move after every move\n"
            "      --fen RFEN       start from this position\n"
            "      --ai LEVEL       play against the engine Einhorn at LEVEL, a number\n"
            "                       from 1 to %d or a name (see the levels below);\n"
            "                       none: two players (over the configuration file)\n"
            "      --play-as SIDE   with --ai: the side you play, white or black\n"
            "                       (default white)\n"
            "      --threads N      the engine searches on N threads at full strength\n"
            "                       (Strong; default: one a processor core)\n"
            "      --ponder         the engine at full strength thinks on your time\n"
            "                       (default; --no-ponder: it does not)\n"
            "      --config FILE    read the settings from FILE (default:\n"
            "                       $XDG_CONFIG_HOME/raumschach/config, or\n"
            "                       ~/.config/raumschach/config)\n"
            "      --no-config      read no configuration file\n\n"), LEVEL_COUNT);
    /* TRANSLATORS: keep the option's name; keep the lines under 80 columns
     * and the description at column 24. */
    fputs(_("Kriegspiel:\n"
            "      --kriegspiel     each player sees only their own army and the program\n"
            "                       is the referee; two players at this terminal hand\n"
            "                       it over after every move, or with --ai LEVEL you\n"
            "                       play against Einhorn, which knows only what a\n"
            "                       player is told (--play-as chooses your side)\n\n"), out);
    fputs(_("Replay:\n"
            "      --replay FILE    step through the games of a record (.rgn, or a plain\n"
            "                       move list; '-' for standard input) and analyse them;\n"
            "                       a single FILE operand does the same\n\n"), out);
    fputs(_("Rules engine:\n"
            "      --perft N        count the legal move tree of depth N\n"
            "      --divide N       the same, one count per legal first move\n"
            "      --fen RFEN       start --perft or --divide from this position\n\n"), out);
    fputs(_("Game records:\n"
            "      --check FILE...  read records and report each game: ok, or what is wrong\n"
            "      --canonical FILE write the games of FILE as canonical RGN\n"
            "                       (FILE may be '-' for standard input)\n"
            "      --filter SIDE FILE\n"
            "                       write White's or Black's view (SIDE white or black)\n"
            "                       of the Kriegspiel records in FILE\n\n"), out);
    /* TRANSLATORS: keep "N nodes M nps", the line --bench prints last. */
    fputs(_("Engine (Einhorn):\n"
            "      --bench          search fixed positions to a fixed depth; prints the\n"
            "                       speed, and last \"N nodes M nps\"\n"
            "      --match LEVEL LEVEL\n"
            "                       the engine against itself at two levels: prints each\n"
            "                       game and the score, saves each game as a record;\n"
            "                       --time TIME gives both sides a clock\n"
            "  -n, --games N        how many games --match plays (default 40)\n"
            "      --first-game N   the number of --match's first game (default 1): its\n"
            "                       opening and colours; play a long match in parts\n"
            "      --no-record      do not save the games of --match\n"
            "      --opponent PROGRAM\n"
            "                       --match's second LEVEL is played by PROGRAM --engine\n"
            "                       (another build of raumschach, say)\n"
            "      --engine         read commands on standard input and answer on standard\n"
            "                       output (the engine protocol, see the manual)\n"
            "      --hash MB        the hash table of --match and --engine (default 64)\n"
            "      --threads N      search on N threads at full strength: --engine\n"
            "                       (default: one a core) and --match (default 1);\n"
            "                       --bench (default 1); --match A,B: A for the first\n"
            "                       level, B the second\n\n"), out);
    print_levels(out);
    /* TRANSLATORS: keep the option names and the level names (with
     * "random"): --match reads them in English; keep the description at
     * column 24. */
    fputs(_("Kriegspiel engine:\n"
            "      --match LEVEL LEVEL\n"
            "                       with --kriegspiel: the Kriegspiel engine against\n"
            "                       itself; a LEVEL may also be random (random tries),\n"
            "                       and --time TIME gives both sides a clock; saves\n"
            "                       unfiltered records\n"
            "Levels: Beginner (random tries), Easy to Strong (more sampled boards, more\n"
            "tries searched on them); a number plays as the next name above it.\n\n"), out);
    /* TRANSLATORS: ? is the help key, Tab and e keys of the help. */
    fputs(_("Press ? in the game for its keys; Tab there shows the rules, e the pieces'\n"
            "moves on an empty cube.\n\n"), out);
    fputs(_("  -h, --help           show this help and exit\n"
            "  -V, --version        show the version and exit\n\n"), out);
    fputs(_("Exit status: 0 if all went well, 1 if --check, --canonical or --filter found\n"
            "a problem, 2 for a bad command line or input that could not be used.\n\n"), out);
    /* TRANSLATORS: %s is an e-mail address. */
    fprintf(out, _("Report bugs to: %s\n"), PACKAGE_BUGREPORT);
    if (PACKAGE_URL[0] != '\0')
        /* TRANSLATORS: the first %s is the program's name, the second a web address. */
        fprintf(out, _("%s home page: <%s>\n"), PACKAGE_NAME, PACKAGE_URL);
}

/* A bad command line: what is wrong has been said; where to look next. */
static void try_help(void)
{
    fprintf(stderr, _("Try '%s --help' for more information.\n"), PACKAGE);
    exit(EXIT_USAGE);
}

static void version(void)
{
    printf("%s %s\n", PACKAGE, VERSION);
    fputs("Copyright (C) 2026 The raumschach authors.\n", stdout);
    /* TRANSLATORS: keep the web address as it is. */
    fputs(_("License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
            "This is free software: you are free to change and redistribute it.\n"
            "There is NO WARRANTY, to the extent permitted by law.\n"), stdout);
}

static void set_mode(Options *o, Mode mode, const char *argument)
{
    if (o->mode != MODE_NONE) {
        fprintf(stderr, _("%s: only one mode may be given\n"), PACKAGE);
        try_help();
    }
    o->mode = mode;
    o->mode_argument = argument;
}

static void parse_options(int argc, char **argv, Options *o)
{
    static const struct option long_options[] = {
        { "perft", required_argument, NULL, OPT_PERFT },
        { "divide", required_argument, NULL, OPT_DIVIDE },
        { "fen", required_argument, NULL, OPT_FEN },
        { "check", no_argument, NULL, OPT_CHECK },
        { "canonical", no_argument, NULL, OPT_CANONICAL },
        { "filter", required_argument, NULL, OPT_FILTER },
        { "white", required_argument, NULL, OPT_WHITE },
        { "black", required_argument, NULL, OPT_BLACK },
        { "time", required_argument, NULL, OPT_TIME },
        { "glyphs", required_argument, NULL, OPT_GLYPHS },
        { "theme", required_argument, NULL, OPT_THEME },
        { "record-dir", required_argument, NULL, OPT_RECORD_DIR },
        { "auto-flip", no_argument, NULL, OPT_AUTO_FLIP },
        { "bench", no_argument, NULL, OPT_BENCH },
        { "match", required_argument, NULL, OPT_MATCH },
        { "games", required_argument, NULL, 'n' },
        { "first-game", required_argument, NULL, OPT_FIRST_GAME },
        { "no-record", no_argument, NULL, OPT_NO_RECORD },
        { "opponent", required_argument, NULL, OPT_OPPONENT },
        { "engine", no_argument, NULL, OPT_ENGINE },
        { "hash", required_argument, NULL, OPT_HASH },
        { "ai", required_argument, NULL, OPT_AI },
        { "play-as", required_argument, NULL, OPT_PLAY_AS },
        { "config", required_argument, NULL, OPT_CONFIG },
        { "no-config", no_argument, NULL, OPT_NO_CONFIG },
        { "replay", required_argument, NULL, OPT_REPLAY },
        { "kriegspiel", no_argument, NULL, OPT_KRIEGSPIEL },
        { "threads", required_argument, NULL, OPT_THREADS },
        { "ponder", no_argument, NULL, OPT_PONDER },
        { "no-ponder", no_argument, NULL, OPT_NO_PONDER },
        { "help", no_argument, NULL, 'h' },
        { "version", no_argument, NULL, 'V' },
        { NULL, 0, NULL, 0 },
    };
    int c;
    while ((c = getopt_long(argc, argv, "hVn:", long_options, NULL)) != -1) {
        switch (c) {
        case OPT_PERFT: set_mode(o, MODE_PERFT, optarg); break;
        case OPT_DIVIDE: set_mode(o, MODE_DIVIDE, optarg); break;
        case OPT_FEN: o->play.rfen = optarg; break;
        case OPT_CHECK: set_mode(o, MODE_CHECK, NULL); break;
        case OPT_CANONICAL: set_mode(o, MODE_CANONICAL, NULL); break;
        case OPT_FILTER: set_mode(o, MODE_FILTER, optarg); break;
        case OPT_WHITE: o->play.white = optarg; break;
        case OPT_BLACK: o->play.black = optarg; break;
        case OPT_TIME: o->play.time = optarg; break;
        case OPT_GLYPHS: o->play.glyphs = optarg; break;
        case OPT_THEME: o->play.theme = optarg; break;
        case OPT_RECORD_DIR: o->play.record_dir = optarg; break;
        case OPT_AUTO_FLIP: o->play.auto_flip = 1; break;
        case OPT_BENCH: set_mode(o, MODE_BENCH, NULL); break;
        case OPT_MATCH: set_mode(o, MODE_MATCH, optarg); break;
        case 'n': o->games = optarg; break;
        case OPT_FIRST_GAME: o->first_game = optarg; break;
        case OPT_NO_RECORD: o->no_record = true; break;
        case OPT_OPPONENT: o->opponent = optarg; break;
        case OPT_ENGINE: set_mode(o, MODE_ENGINE, NULL); break;
        case OPT_HASH: o->hash = optarg; break;
        case OPT_AI: o->play.ai = optarg; break;
        case OPT_PLAY_AS: o->play.play_as = optarg; break;
        case OPT_CONFIG: o->config = optarg; break;
        case OPT_NO_CONFIG: o->no_config = true; break;
        case OPT_REPLAY: o->play.replay = optarg; break;
        case OPT_KRIEGSPIEL: o->play.kriegspiel = 1; break;
        case OPT_THREADS: o->play.threads = optarg; break;
        case OPT_PONDER: o->play.ponder = 1; break;
        case OPT_NO_PONDER: o->play.ponder = 0; break;
        case 'h': usage(stdout); exit(EXIT_OK);
        case 'V': version(); exit(EXIT_OK);
        default:
            try_help();
        }
    }
    bool takes_files = o->mode == MODE_CHECK || o->mode == MODE_CANONICAL || o->mode == MODE_FILTER;
    if (takes_files) {
        o->files = argv + optind;
        o->file_count = argc - optind;
    } else if (o->mode == MODE_MATCH && optind < argc) {
        o->second_level = argv[optind++];
    } else if (o->mode == MODE_NONE && o->play.replay == NULL && optind < argc) {
        o->play.replay = argv[optind++];
    }
    if (!takes_files && optind < argc) {
        fprintf(stderr, _("%s: unexpected argument '%s'\n"), PACKAGE, argv[optind]);
        try_help();
    }
    if (o->opponent && (o->mode != MODE_MATCH || o->play.kriegspiel)) {
        /* TRANSLATORS: keep the option names. */
        fprintf(stderr, _("%s: --opponent goes with --match only (not with --kriegspiel)\n"), PACKAGE);
        try_help();
    }
}

#if ENABLE_NLS
/* The catalogs make lays out in the build tree (po/locale), when this
 * program is the one built there, so that README's `LANG=de_DE.UTF-8
 * src/raumschach` speaks German before `make install`.  The build tree is
 * recognised by config.status and po/locale in the directory above the
 * program's own; an installed program has neither there.  Returns the
 * directory in buffer, or NULL. */
static const char *build_tree_localedir(char *buffer, size_t size)
{
    ssize_t length = readlink("/proc/self/exe", buffer, size - 1);
    if (length <= 0 || (size_t)length >= size - 1)
        return NULL;
    buffer[length] = '\0';
    for (int up = 0; up < 2; up++) {    /* TOP/src/raumschach -> TOP */
        char *slash = strrchr(buffer, '/');
        if (slash == NULL)
            return NULL;
        *slash = '\0';
    }
    size_t top = strlen(buffer);
    struct stat st;
    if ((size_t)snprintf(buffer + top, size - top, "/config.status") >= size - top || stat(buffer, &st) != 0)
        return NULL;
    if ((size_t)snprintf(buffer + top, size - top, "/po/locale") >= size - top || stat(buffer, &st) != 0
        || !S_ISDIR(st.st_mode))
        return NULL;
    return buffer;
}

/* Where the message catalogs are: RAUMSCHACH_LOCALEDIR (see the manual),
 * such as the tests' catalog built but not installed; else the build
 * tree's when this is the program built there; else the installed ones.
 * The first two never in a program run with other rights than its user's
 * (the catalogs hold formats). */
static void bind_catalogs(void)
{
    static char build_tree[4096];     /* a path; PATH_MAX is not everywhere */
    bool same_rights = getuid() == geteuid() && getgid() == getegid();
    const char *localedir = same_rights ? getenv("RAUMSCHACH_LOCALEDIR") : NULL;
    if ((localedir == NULL || localedir[0] == '\0') && same_rights)
        localedir = build_tree_localedir(build_tree, sizeof build_tree);
    bindtextdomain(PACKAGE, localedir != NULL && localedir[0] != '\0' ? localedir : LOCALEDIR);
    textdomain(PACKAGE);
}
#endif

int main(int argc, char **argv)
{
    Options options = { .play.ponder = -1 };

    setlocale(LC_ALL, "");
#if ENABLE_NLS
    bind_catalogs();
#endif
    parse_options(argc, argv, &options);

    switch (options.mode) {
    case MODE_PERFT:
    case MODE_DIVIDE:
        return cli_perft(options.mode_argument, options.play.rfen, options.mode == MODE_DIVIDE);
    case MODE_CHECK:
        return cli_check(options.files, options.file_count);
    case MODE_CANONICAL:
        return cli_canonical(options.files, options.file_count);
    case MODE_FILTER:
        return cli_filter(options.mode_argument, options.files, options.file_count);
    case MODE_BENCH:
        return cli_bench(options.play.threads);
    case MODE_MATCH: {
        MatchArgs args = { .games = options.games, .first_game = options.first_game, .hash = options.hash,
            .threads = options.play.threads, .time = options.play.time, .record_dir = options.play.record_dir,
            .record = !options.no_record, .opponent = options.opponent };
        if (options.play.kriegspiel)
            return cli_kriegmatch(options.mode_argument, options.second_level, &args);
        return cli_match(options.mode_argument, options.second_level, &args);
    }
    case MODE_ENGINE:
        return cli_engine(options.hash, options.play.threads);
    case MODE_NONE:
        break;
    }
    Config config;
    config_init(&config);
    int status = cli_config_apply(options.config, options.no_config, &config, &options.play);
    if (status == EXIT_OK)
        status = cli_play(&options.play);
    config_free(&config);
    return status;
}
