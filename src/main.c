/*
 * The command line: sets up the locale and translations, reads the
 * options, then hands over to one mode.
 */
#include <config.h>

#include <getopt.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli/cli.h"
#include "core/i18n.h"

typedef enum { MODE_NONE, MODE_PERFT, MODE_DIVIDE, MODE_CHECK, MODE_CANONICAL, MODE_BENCH } Mode;

typedef struct Options {
    Mode mode;
    const char *mode_argument;
    const char *rfen;
    char **files;          /* the operands of --check and --canonical */
    int file_count;
} Options;

enum { OPT_PERFT = 256, OPT_DIVIDE, OPT_FEN, OPT_CHECK, OPT_CANONICAL, OPT_BENCH };

static void usage(FILE *out)
{
    fprintf(out, _("Usage: %s [OPTION]... [FILE]...\n"), PACKAGE);
    fputs(_("Raumschach, Maack's three-dimensional chess on a 5x5x5 cube.\n\n"), out);
    fputs(_("Rules engine:\n"
            "      --perft N        count the legal move tree of depth N\n"
            "      --divide N       the same, one count per legal first move\n"
            "      --fen RFEN       start --perft or --divide from this position\n\n"), out);
    fputs(_("Game records:\n"
            "      --check FILE...  read records and report each game: ok, or what is wrong\n"
            "      --canonical FILE write the games of FILE as canonical RGN\n"
            "                       (FILE may be '-' for standard input)\n\n"), out);
    fputs(_("  -h, --help           show this help and exit\n"
            "  -V, --version        show the version and exit\n"), out);
}

static void version(void)
{
    printf("%s %s\n", PACKAGE, VERSION);
    fputs(_("Copyright (C) 2026 the raumschach authors.\n"
            "This is free software: you are free to change and redistribute it.\n"
            "There is NO WARRANTY, to the extent permitted by law.\n"), stdout);
}

static void set_mode(Options *o, Mode mode, const char *argument)
{
    if (o->mode != MODE_NONE) {
        fprintf(stderr, _("%s: only one mode may be given\n"), PACKAGE);
        exit(EXIT_USAGE);
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
        { "bench", no_argument, NULL, OPT_BENCH },
        { "help", no_argument, NULL, 'h' },
        { "version", no_argument, NULL, 'V' },
        { NULL, 0, NULL, 0 },
    };
    int c;
    while ((c = getopt_long(argc, argv, "hV", long_options, NULL)) != -1) {
        switch (c) {
        case OPT_PERFT: set_mode(o, MODE_PERFT, optarg); break;
        case OPT_DIVIDE: set_mode(o, MODE_DIVIDE, optarg); break;
        case OPT_FEN: o->rfen = optarg; break;
        case OPT_CHECK: set_mode(o, MODE_CHECK, NULL); break;
        case OPT_CANONICAL: set_mode(o, MODE_CANONICAL, NULL); break;
        case OPT_BENCH: set_mode(o, MODE_BENCH, NULL); break;
        case 'h': usage(stdout); exit(EXIT_OK);
        case 'V': version(); exit(EXIT_OK);
        default:
            fprintf(stderr, _("Try '%s --help' for more information.\n"), PACKAGE);
            exit(EXIT_USAGE);
        }
    }
    if (o->mode == MODE_CHECK || o->mode == MODE_CANONICAL) {
        o->files = argv + optind;
        o->file_count = argc - optind;
    } else if (optind < argc) {
        fprintf(stderr, _("%s: unexpected argument '%s'\n"), PACKAGE, argv[optind]);
        exit(EXIT_USAGE);
    }
}

int main(int argc, char **argv)
{
    Options options = { 0 };

    setlocale(LC_ALL, "");
#if ENABLE_NLS
    bindtextdomain(PACKAGE, LOCALEDIR);
    textdomain(PACKAGE);
#endif
    parse_options(argc, argv, &options);

    switch (options.mode) {
    case MODE_PERFT:
    case MODE_DIVIDE:
        return cli_perft(options.mode_argument, options.rfen, options.mode == MODE_DIVIDE);
    case MODE_CHECK:
        return cli_check(options.files, options.file_count);
    case MODE_CANONICAL:
        return cli_canonical(options.files, options.file_count);
    case MODE_BENCH:
        return cli_bench();
    case MODE_NONE:
        break;
    }
    usage(stderr);
    return EXIT_USAGE;
}
