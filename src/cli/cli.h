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
 * Command-line modes that do not open the terminal interface.  Each returns
 * the process exit status.
 */
#ifndef RAUMSCHACH_CLI_H
#define RAUMSCHACH_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "core/record.h"
#include "core/timecontrol.h"

/* Exit statuses shared by the modes. */
enum {
    EXIT_OK = 0,
    EXIT_PROBLEM = 1,   /* the work was done and found a problem */
    EXIT_USAGE = 2,     /* bad command line or input that could not be used */
};

/* The game options of the command line (NULL or false: not given). */
typedef struct PlayArguments {
    const char *white, *black;
    const char *time;
    const char *glyphs;
    const char *theme;
    const char *record_dir;
    const char *rfen;
    const char *ai;        /* --ai LEVEL: the engine plays ("none": it does not) */
    const char *play_as;   /* --play-as white|black: the human's side */
    int auto_flip;
    const char *notice;     /* shown when the game starts: a problem of the
                               configuration file */
    const char *replay;     /* a record file to replay ("-": standard input) */
    int kriegspiel;         /* --kriegspiel: the referee hides each army */
    const char *threads;    /* --threads N: the engine's threads at full strength */
    int ponder;             /* --ponder 1, --no-ponder 0, neither -1 */
} PlayArguments;

/* Plays at the terminal, or replays a record file. */
int cli_play(const PlayArguments *arguments);

typedef struct RgnGames RgnGames;
/* Reads the games of a record file to replay; EXIT_USAGE with a message
 * on standard error when there are none. */
int cli_replay_read(const char *path, RgnGames *games);

/* --perft N / --divide N from the start position or `rfen` (may be NULL). */
int cli_perft(const char *depth_text, const char *rfen, int divide);

/* --check FILE...: reports every game of every file; EXIT_OK when all
 * read without error. */
int cli_check(char **files, int count);
/* --canonical FILE: the games of the file in canonical RGN on standard
 * output, problems on standard error. */
int cli_canonical(char **files, int count);
/* --filter SIDE FILE: the filtered Kriegspiel records of SIDE (white or
 * black) for the unfiltered games of the file, on standard output. */
int cli_filter(const char *side, char **files, int count);

/* --bench: the engine's fixed search benchmark, on one thread unless
 * threads_text (NULL: not given) says more. */
int cli_bench(const char *threads_text);
/* What --match reads besides its two levels, each text NULL when not
 * given: -n (40 games), --first-game (1), --hash (the default size),
 * --threads (one each; --match only), --time (no clock), --opponent (the
 * program that plays the second level; --match only); records go to
 * record_dir (NULL: the current directory) unless record is false. */
typedef struct MatchArgs {
    const char *games, *first_game, *hash, *threads, *time, *record_dir, *opponent;
    bool record;
} MatchArgs;
/* --match LEVEL LEVEL: games first_game .. first_game + games - 1 of the
 * match, each with the opening, colours and seed of its number, so that a
 * long match can be played in parts (one after another, or at once on
 * several cores) or played on after it was stopped. */
int cli_match(const char *level_a, const char *level_b, const MatchArgs *args);
/* --match LEVEL LEVEL --kriegspiel: the same for Kriegspiel, each game an
 * unfiltered record; a level may also be "random" (random tries), and
 * args->time gives both sides a clock. */
int cli_kriegmatch(const char *level_a, const char *level_b, const MatchArgs *args);
/* What both matches share: the number of games from -n and the first
 * game from --first-game (NULL: keeps *games, *first), false with a
 * message when one is not a number in range; a game's tags (Event, Site,
 * Date, Round, White, Black); saving a game's record and printing where
 * it went. */
bool cli_match_games(const MatchArgs *args, long *games, long *first);
/* Both sides' clock from --time (NULL: none, tc->unlimited); false with
 * the game's own message for --time when text is not a time control. */
bool cli_match_clock(const char *text, TimeControl *tc);
/* A side's results over a match; a game's result counts for the side
 * that played colour. */
typedef struct MatchTally {
    double points;
    int wins, draws, losses;
} MatchTally;
void cli_match_tally(MatchTally *t, Result result, Colour colour);
/* The match's score: both sides' points with the first's wins, draws,
 * losses and percentage, then the first's score with its 95% margin from
 * the games' scores. */
void cli_match_print_score(const char *first, const MatchTally *a, const char *second, const MatchTally *b,
    long games);
void cli_match_tags(Record *r, const char *event, const char *white, const char *black, int round, time_t start);
void cli_match_save(const Record *r, const char *record_dir, time_t start);
/* A game that did not end (`why`: a signal, or an opponent program's
 * fault): finished unfinished ("*", not scored), printed as stopped after
 * its plies, saved as args ask, and said not to be scored. */
void cli_match_stopped(Record *r, int number, const char *white, const char *black, const MatchArgs *args,
    time_t start, const char *why);
/* Whether a signal stopped the match before game `number` began (said so
 * when it did). */
bool cli_match_stopped_before(int number);
/* --engine: the line protocol on standard input and output; threads_text
 * NULL: as many threads as the machine has cores. */
int cli_engine(const char *hash_text, const char *threads_text);
/* The hash size in MB from --hash (NULL: the default); false with a
 * message on standard error when it is not one. */
bool cli_parse_hash(const char *text, size_t *megabytes);

/* Parses a whole decimal number in [min, max]; false if it is not one. */
int cli_parse_int(const char *text, long min, long max, long *value);


#endif
