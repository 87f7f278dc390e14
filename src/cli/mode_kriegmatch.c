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
 * --match LEVEL LEVEL --kriegspiel [-n GAMES] [--time S+I]: the Kriegspiel
 * engine against itself.  Here, and only here, a referee stands between
 * the two: each side gets a fresh KriegView for every try, the referee
 * answers, and a move played goes into an unfiltered Kriegspiel record
 * with the referee's comment.  A side may also be "random", a player that
 * makes a random try among those it may make (kriegai_tries()).
 *
 * Games go in pairs with the same seeds and the sides swapping colours.
 * A game ends by the rules (the 50-move rule among them), on time with a
 * clock, or at a cap of plies (left unfinished and scored as a draw).
 * Each game is printed on one line; the end gives the score with its 95%
 * margin from the games' scores, and for each side its refused tries and
 * its thinking time per move.  Stopped by a signal, it saves the game in
 * progress unfinished and not scored, as --match does (interrupt.h).
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "cli/cli.h"
#include "cli/interrupt.h"
#include "core/i18n.h"
#include "core/kriegai.h"
#include "core/kriegspiel.h"
#include "core/level.h"
#include "core/recorder.h"
#include "core/splitmix64.h"
#include "core/timecontrol.h"
#include "core/timeman.h"

enum {
    /* Plies after which a game is left unfinished (a draw in the score). */
    KRIEGMATCH_PLY_CAP = 1000,
};

typedef struct KriegSide {
    bool random;                 /* random tries instead of the engine */
    Level level;
    KriegAi *ai;
    char name[RECORD_PLAYER_SIZE];
    MatchTally tally;
    long moves, refused;         /* moves played, tries answered "No" */
    int64_t think_ns;            /* time spent choosing tries */
    int64_t clock_ms;            /* with a clock: what is left */
} KriegSide;

typedef struct KriegGame {
    Kriegspiel *referee;
    Record record;
    bool capped;                 /* stopped at the ply cap */
} KriegGame;

static bool parse_side(const char *text, KriegSide *side)
{
    if (text && strcasecmp(text, "random") == 0) {
        side->random = true;
        snprintf(side->name, sizeof side->name, "Random");
        return true;
    }
    if (text == NULL || !level_parse(text, &side->level)) {
        /* TRANSLATORS: %d is the number of levels, %s the level names;
         * keep the names and "random" in English: --match reads them. */
        fprintf(stderr, _("raumschach: '%s' is not a level: use a number from 1 to %d, a name (%s) or random\n"),
            text ? text : "", LEVEL_COUNT, level_alias_names());
        return false;
    }
    /* A number plays as the named level above it, and is named so. */
    side->level = kriegai_level(side->level);
    record_engine_player(level_name(side->level), side->name, sizeof side->name);
    return true;
}

static void set_tags(Record *r, const KriegSide *white, const KriegSide *black, int round, time_t start,
    const TimeControl *tc)
{
    char event[sizeof "Einhorn Kriegspiel match:  vs " + 2 * RECORD_PLAYER_SIZE];
    snprintf(event, sizeof event, "Einhorn Kriegspiel match: %s vs %s", white->name, black->name);
    cli_match_tags(r, event, white->name, black->name, round, start);
    record_set_time_control(r, tc);
    kriegspiel_set_tags(r, KRIEG_UNFILTERED);
}

/* The side's next try from its view of the game. */
static Move next_try(KriegSide *side, const Kriegspiel *k, const TimeControl *tc, uint64_t seed)
{
    KriegView view;
    Colour colour = kriegspiel_side_to_move(k);
    kriegspiel_view(k, colour, kriegspiel_ply_count(k), &view);
    Move m;
    if (side->random) {
        MoveList tries;
        int count = kriegai_tries(&view, &tries, NULL);
        m = count ? tries.moves[splitmix64_mix(seed) % (uint64_t)count] : MOVE_NONE;
    } else {
        KriegAiLimits limits = {
            .level = side->level,
            .clock = !tc->unlimited,
            .clock_ms = side->clock_ms,
            .increment_ms = (int64_t)tc->increment_seconds * 1000,
            .seed = seed,
        };
        m = kriegai_choose(side->ai, &view, &limits, interrupt_flag(), NULL);
    }
    kriegview_free(&view);
    return m;
}

/* Plays the move into the record with the referee's comment. */
static void record_move(KriegGame *g, Move played)
{
    record_play(&g->record, played);
    char *comment = kriegspiel_comment(g->referee, kriegspiel_ply_count(g->referee) - 1);
    record_set_comment(&g->record, record_ply_count(&g->record), comment);
    free(comment);
}

/* One try of the side to move, timed on its clock; false when the game
 * cannot go on (no try, or one the referee refused silently: a fault of
 * the player, reported) and when a signal stopped the match (the try then
 * chosen is not made). */
static bool one_try(KriegGame *g, KriegSide *side, const TimeControl *tc, uint64_t seed)
{
    Colour colour = kriegspiel_side_to_move(g->referee);
    int64_t started = timeman_now_ns();
    Move t = next_try(side, g->referee, tc, seed);
    if (interrupt_requested())
        return false;
    int64_t spent = timeman_now_ns() - started;
    side->think_ns += spent;
    if (!tc->unlimited) {
        side->clock_ms -= spent / 1000000;
        if (side->clock_ms < 0) {
            kriegspiel_finish(g->referee, colour == WHITE ? TERMINATION_WHITE_TIME : TERMINATION_BLACK_TIME);
            return true;
        }
    }
    Move played;
    KriegAnswer answer = t == MOVE_NONE ? KRIEG_SILENT_IMPOSSIBLE : kriegspiel_try(g->referee, t, &played);
    if (answer == KRIEG_NO) {
        side->refused++;
        return true;
    }
    if (answer != KRIEG_PLAYED) {
        fprintf(stderr, _("raumschach: %s made a try the referee refused silently at ply %zu\n"), side->name,
            kriegspiel_ply_count(g->referee) + 1);
        return false;
    }
    side->moves++;
    side->clock_ms += (int64_t)tc->increment_seconds * 1000;
    record_move(g, played);
    return true;
}

static void play_game(KriegGame *g, KriegSide *white, KriegSide *black, const TimeControl *tc, uint64_t seed)
{
    KriegSide *sides[2] = { white, black };
    for (int i = 0; i < 2; i++) {
        sides[i]->clock_ms = (int64_t)tc->base_seconds * 1000;
        if (sides[i]->ai)
            kriegai_new_game(sides[i]->ai);
    }
    for (uint64_t tries = 0; kriegspiel_end(g->referee) == TERMINATION_NONE; tries++) {
        if (kriegspiel_ply_count(g->referee) >= KRIEGMATCH_PLY_CAP) {
            g->capped = true;
            return;
        }
        KriegSide *side = sides[kriegspiel_side_to_move(g->referee)];
        if (!one_try(g, side, tc, splitmix64_mix(seed ^ tries)))
            return;
    }
}

static void print_game(int number, const KriegGame *g, const KriegSide *white, const KriegSide *black,
    const long refused[2], double seconds)
{
    const char *how = g->capped ? _("ply cap") : termination_tag(g->record.termination);
    /* TRANSLATORS: the game number, White, Black, the result (1-0 ...), how it
     * ended (the Termination tag of the record, English, or "ply cap"), plies
     * (half-moves), the tries refused to White and to Black, seconds. */
    printf(_("game %d: %s - %s %s (%s, %zu plies, refused %ld/%ld, %.0f s)"), number, white->name, black->name,
        result_token(g->record.result), how, record_ply_count(&g->record), refused[WHITE], refused[BLACK], seconds);
}

static void print_summary(const KriegSide sides[2], long games)
{
    cli_match_print_score(sides[0].name, &sides[0].tally, sides[1].name, &sides[1].tally, games);
    for (int i = 0; i < 2; i++) {
        double moves = sides[i].moves ? (double)sides[i].moves : 1;
        /* TRANSLATORS: a side's name, its tries refused ("No") per move played,
         * and its thinking time per move in seconds. */
        printf(_("%s: %.2f refused tries a move, %.3f s a move\n"), sides[i].name, (double)sides[i].refused / moves,
            (double)sides[i].think_ns / 1e9 / moves);
    }
}

int cli_kriegmatch(const char *level_a, const char *level_b, const MatchArgs *args)
{
    KriegSide sides[2] = { 0 };
    long games = 40, first = 1;
    size_t hash;
    TimeControl tc;
    if (!parse_side(level_a, &sides[0]) || !parse_side(level_b, &sides[1]) || !cli_parse_hash(args->hash, &hash)
        || !cli_match_games(args, &games, &first) || !cli_match_clock(args->time, &tc))
        return EXIT_USAGE;
    for (int i = 0; i < 2; i++)
        if (!sides[i].random)
            sides[i].ai = kriegai_new(hash);
    if (first == 1)
        printf(ngettext("Kriegspiel: %s against %s, %ld game\n", "Kriegspiel: %s against %s, %ld games\n",
                   (unsigned long)games),
            sides[0].name, sides[1].name, games);
    else
        /* TRANSLATORS: the two sides, the first and the last game played. */
        printf(_("Kriegspiel: %s against %s, games %ld to %ld\n"), sides[0].name, sides[1].name, first,
            first + games - 1);
    fflush(stdout);

    interrupt_catch();
    for (int n = (int)first - 1; n < first - 1 + games; n++) {
        if (cli_match_stopped_before(n + 1)) {
            games = n - (first - 1);
            break;
        }
        KriegSide *white = &sides[n % 2], *black = &sides[1 - n % 2];
        Position start;
        KriegGame g = { 0 };
        time_t started = time(NULL);
        int64_t start_ns = timeman_now_ns();
        position_start(&start);
        g.referee = kriegspiel_new(&start);
        record_init(&g.record, &start);
        set_tags(&g.record, white, black, n + 1, started, &tc);
        long refused_before[2] = { white->refused, black->refused };
        play_game(&g, white, black, &tc, splitmix64_mix((uint64_t)(n / 2) + 1));
        if (interrupt_requested()) {
            cli_match_stopped(&g.record, n + 1, white->name, black->name, args, started, interrupt_reason());
            record_free(&g.record);
            kriegspiel_free(g.referee);
            games = n - (first - 1);
            break;
        }
        record_finish(&g.record, kriegspiel_end(g.referee));
        cli_match_tally(&white->tally, g.record.result, WHITE);
        cli_match_tally(&black->tally, g.record.result, BLACK);
        long refused[2] = { white->refused - refused_before[WHITE], black->refused - refused_before[BLACK] };
        print_game(n + 1, &g, white, black, refused, (double)(timeman_now_ns() - start_ns) / 1e9);
        if (args->record)
            cli_match_save(&g.record, args->record_dir, started);
        else
            putchar('\n');
        fflush(stdout);
        record_free(&g.record);
        kriegspiel_free(g.referee);
    }
    if (games > 0)
        print_summary(sides, games);
    for (int i = 0; i < 2; i++)
        kriegai_free(sides[i].ai);
    fflush(stdout);
    /* Stopped by a signal: the program ends by it now. */
    interrupt_release();
    return EXIT_OK;
}
