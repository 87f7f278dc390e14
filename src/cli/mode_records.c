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
 * --check, --canonical and --filter: game records on the command line.  --check
 * reads each file and reports every game: its problems as compilers
 * report them ("FILE:LINE:COLUMN: error: ..."), then one summary line.
 * --canonical writes the games of a file as this program writes records.
 * --filter writes a player's view of a Kriegspiel record.  All read "-"
 * as standard input, and a file game by game: a game is reported (or
 * written) once the next has begun, and freed.
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "core/i18n.h"
#include "core/kriegspiel.h"
#include "core/rgn.h"

static void print_diagnostics(FILE *out, const RgnGame *g, const char *file)
{
    for (size_t i = 0; i < g->diagnostic_count; i++) {
        char *line = rgn_diagnostic_format(&g->diagnostics[i], file);
        fprintf(out, "%s\n", line);
        free(line);
    }
}

/* "1-0 (Spacemate)", "* (unfinished)", or the result alone when the
 * record does not say how the game ended. */
static void print_result(const Record *r)
{
    const char *termination = record_tag(r, "Termination");
    printf("%s", result_token(r->result));
    if (termination != NULL)
        printf(" (%s)", termination);
    else if (r->result == RESULT_UNFINISHED)
        /* TRANSLATORS: the result * of a game that has not ended. */
        printf(" (%s)", _("unfinished"));
}

/* The tries answered "No" in an unfiltered Kriegspiel record. */
static int refused_tries(const Record *r)
{
    Kriegspiel *k = kriegspiel_from_record(r);
    int refused = 0;
    for (size_t i = 0; i < kriegspiel_ply_count(k); i++)
        refused += kriegspiel_ply(k, i)->refused_count;
    kriegspiel_free(k);
    return refused;
}

static void print_summary(const RgnGame *g, const char *file, size_t number, bool alone)
{
    /* Plies, as --match counts them; "moves" would read as full moves, which
     * is how the game screen counts ("Result 0-1 after 23 moves"). */
    size_t plies = g->kriegspiel ? g->kriegspiel->ply_count : record_ply_count(&g->record);
    printf("%s: ", file);
    if (!alone)
        printf(_("game %zu: "), number);
    if (g->error_count == 0 && g->kriegspiel) {
        int refused = 0;
        for (size_t i = 0; i < g->kriegspiel->ply_count; i++)
            refused += g->kriegspiel->plies[i].refused_count;
        /* TRANSLATORS: the start of a summary line for a filtered record:
         * "ok, Kriegspiel, White's view, 16 plies, 4 refused tries, *";
         * a ply is one side's move, half a full move. */
        printf(g->kriegspiel->side == WHITE ? ngettext("ok, Kriegspiel, White's view, %zu ply, ",
                   "ok, Kriegspiel, White's view, %zu plies, ", plies)
                                            : ngettext("ok, Kriegspiel, Black's view, %zu ply, ",
                                                "ok, Kriegspiel, Black's view, %zu plies, ", plies),
            plies);
        printf(ngettext("%d refused try, ", "%d refused tries, ", refused), refused);
        print_result(&g->record);
    } else if (g->error_count == 0 && kriegspiel_record_is(&g->record, NULL)) {
        int refused = refused_tries(&g->record);
        /* TRANSLATORS: the start of a summary line: "ok, Kriegspiel, 16
         * plies, 5 refused tries, * (unfinished)"; a ply is one side's move. */
        printf(ngettext("ok, Kriegspiel, %zu ply, ", "ok, Kriegspiel, %zu plies, ", plies), plies);
        printf(ngettext("%d refused try, ", "%d refused tries, ", refused), refused);
        print_result(&g->record);
    } else if (g->error_count == 0) {
        /* TRANSLATORS: "ok, 37 plies, 1-0 (Spacemate)"; a ply is one side's move. */
        printf(ngettext("ok, %zu ply, ", "ok, %zu plies, ", plies), plies);
        print_result(&g->record);
    } else {
        printf(ngettext("%d error, ", "%d errors, ", g->error_count), g->error_count);
        printf(ngettext("%d warning, ", "%d warnings, ", g->warning_count), g->warning_count);
        printf(ngettext("%zu ply read", "%zu plies read", plies), plies);
    }
    putchar('\n');
}

/* What --check and --canonical know of the file being read. */
typedef struct FileRead {
    const char *file;
    size_t games;
    bool ok;                   /* every game so far read without error */
    Colour side;               /* --filter: the player whose view is written */
} FileRead;

static bool check_game(RgnGame *g, size_t number, bool last, void *context)
{
    FileRead *fr = context;
    print_diagnostics(stdout, g, fr->file);
    print_summary(g, fr->file, number, number == 1 && last);
    fr->games++;
    fr->ok = fr->ok && g->error_count == 0;
    rgn_game_free(g);
    return true;
}

/* Checks one file; true when it holds games and each reads. */
static bool check_file(const char *file)
{
    FileRead fr = { .file = file, .ok = true };
    Error err;
    if (!rgn_read_stream(file, check_game, &fr, &err)) {
        printf("%s: %s: %s\n", file, _("error"), err.message);
        return false;
    }
    if (fr.games == 0)
        printf("%s: %s: %s\n", file, _("error"), _("no game found"));
    return fr.ok && fr.games > 0;
}

int cli_check(char **files, int count)
{
    bool ok = true;
    if (count == 0) {
        fprintf(stderr, _("%s: --check needs at least one file\n"), PACKAGE);
        return EXIT_USAGE;
    }
    for (int i = 0; i < count; i++)
        ok = check_file(files[i]) && ok;
    if (fflush(stdout) != 0)
        return EXIT_PROBLEM;
    return ok ? EXIT_OK : EXIT_PROBLEM;
}

/* A game as this program writes records; a filtered Kriegspiel record
 * as its player's view. */
static bool write_record(const RgnGame *g, FILE *out)
{
    if (g->kriegspiel == NULL)
        return rgn_write_file(&g->record, out);
    char *text = kriegview_record_string(&g->record, g->kriegspiel);
    bool ok = fputs(text, out) != EOF && fflush(out) == 0 && !ferror(out);
    free(text);
    return ok;
}

static bool canonical_game(RgnGame *g, size_t number, bool last, void *context)
{
    FileRead *fr = context;
    (void)last;
    print_diagnostics(stderr, g, fr->file);
    if (number > 1)
        putchar('\n');
    bool written = write_record(g, stdout);
    fr->games++;
    fr->ok = fr->ok && written && g->error_count == 0;
    rgn_game_free(g);
    if (!written)
        fprintf(stderr, _("%s: cannot write to standard output\n"), PACKAGE);
    return written;
}

/* Writes the filtered record of an unfiltered Kriegspiel game; stops at
 * any other game and after a game with errors. */
static bool filter_game(RgnGame *g, size_t number, bool last, void *context)
{
    FileRead *fr = context;
    KriegFilter filter;
    (void)last;
    print_diagnostics(stderr, g, fr->file);
    fr->games++;
    bool unfiltered = kriegspiel_record_is(&g->record, &filter) && filter == KRIEG_UNFILTERED;
    if (!unfiltered)
        fprintf(stderr, _("%s: game %zu is not an unfiltered Kriegspiel record "
                "(its tags Rules \"Kriegspiel (Raumschach)\" and Filtered \"no\")\n"), fr->file, number);
    else {
        char *text = kriegspiel_filtered_string(&g->record, fr->side);
        if (number > 1)
            putchar('\n');
        fputs(text, stdout);
        free(text);
    }
    bool go_on = unfiltered && g->error_count == 0;
    fr->ok = fr->ok && go_on;
    rgn_game_free(g);
    return go_on;
}

/* Streams the one file of a mode that takes one through sink (not_one:
 * the message when there are more or none).  The status to exit with. */
static int stream_one_file(char **files, int count, const char *not_one, RgnGameSink *sink,
    FileRead *fr)
{
    if (count != 1) {
        fprintf(stderr, not_one, PACKAGE);
        return EXIT_USAGE;
    }
    fr->file = files[0];
    fr->ok = true;
    Error err;
    if (!rgn_read_stream(files[0], sink, fr, &err)) {
        fprintf(stderr, "%s: %s\n", PACKAGE, err.message);
        return fr->games == 0 ? EXIT_USAGE : EXIT_PROBLEM;
    }
    if (fr->games == 0)
        fprintf(stderr, "%s: %s: %s\n", files[0], _("error"), _("no game found"));
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, _("%s: cannot write to standard output\n"), PACKAGE);
        return EXIT_PROBLEM;
    }
    return fr->ok && fr->games > 0 ? EXIT_OK : EXIT_PROBLEM;
}

int cli_canonical(char **files, int count)
{
    FileRead fr = { 0 };
    return stream_one_file(files, count, _("%s: --canonical takes exactly one file\n"), canonical_game,
        &fr);
}

int cli_filter(const char *side, char **files, int count)
{
    Colour colour;
    if (strcmp(side, "white") == 0)
        colour = WHITE;
    else if (strcmp(side, "black") == 0)
        colour = BLACK;
    else {
        fprintf(stderr, _("%s: --filter takes white or black, not '%s'\n"), PACKAGE, side);
        return EXIT_USAGE;
    }
    FileRead fr = { .side = colour };
    return stream_one_file(files, count, _("%s: --filter takes exactly one file\n"), filter_game, &fr);
}
