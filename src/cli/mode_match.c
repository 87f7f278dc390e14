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
 * --match LEVEL LEVEL [-n GAMES]: the engine against itself at two levels.
 * Games go in pairs: both games of a pair start with the same two random
 * moves (one for each side, from a fixed seed, so a match is repeatable
 * apart from the level that thinks by the clock; each a move that does not
 * lose the moving piece by exchange), and the levels swap colours between
 * them.  With --time S+I both sides play on a clock of S seconds and I a
 * move (the full-strength level thinks by it, the others search as
 * without one unless their time runs short), and a side whose clock runs
 * out loses.  Each game is printed on one line
 * and saved as an .rgn record (--record-dir, or the current directory;
 * --no-record for none); the end gives the score with its 95% margin from
 * the games' scores, and each side's thinking time a move.  With
 * --opponent PROGRAM the second level is played by that program over the
 * engine protocol (opponent.h), another build of raumschach, say: its
 * time a move is the time from the question to its answer.  Stopped by
 * Ctrl-C, SIGTERM or SIGHUP (interrupt.h), a match saves the game in
 * progress unfinished, gives the score of the games finished, and ends by
 * the signal.
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cli/cli.h"
#include "cli/interrupt.h"
#include "cli/opponent.h"
#include "cli/settings.h"
#include "core/i18n.h"
#include "core/exchange.h"
#include "core/level.h"
#include "core/movegen.h"
#include "core/recorder.h"
#include "core/splitmix64.h"
#include "core/timecontrol.h"
#include "core/timeman.h"
#include "session/clock.h"

enum {
    MATCH_OPENING_PLIES = 2,
    MATCH_MAX_GAMES = 100000,
};

typedef struct MatchSide {
    Level level;
    Searcher *searcher;          /* NULL when an opponent program plays the side */
    Opponent *opponent;
    char name[RECORD_PLAYER_SIZE];
    MatchTally tally;
    long moves;                  /* moves chosen in all games */
    int64_t think_ns;            /* time spent choosing them */
} MatchSide;

/* The legal moves that do not lose the moving piece by exchange (all of
 * them if each does): the candidates for a random opening move, so that
 * no opening gives away material. */
static int safe_moves(const Position *pos, MoveList *safe)
{
    MoveList list;
    safe->count = 0;
    movegen_legal(pos, &list);
    for (int i = 0; i < list.count; i++)
        if (exchange_at_least(pos, list.moves[i], 0))
            safe->moves[safe->count++] = list.moves[i];
    if (safe->count == 0)
        *safe = list;
    return safe->count;
}

/* The opening of a pair of games: random safe moves from the start. */
static void play_opening(Record *r, int pair)
{
    for (int ply = 0; ply < MATCH_OPENING_PLIES; ply++) {
        MoveList list;
        if (safe_moves(&r->game.pos, &list) == 0)
            return;
        record_play(r, list.moves[splitmix64_mix((uint64_t)pair * 1000 + (uint64_t)ply) % (uint64_t)list.count]);
    }
}

void cli_match_tags(Record *r, const char *event, const char *white, const char *black, int round, time_t start)
{
    char number[16];
    snprintf(number, sizeof number, "%d", round);
    record_set_tag(r, "Event", event);
    record_set_tag(r, "Site", PACKAGE);
    record_set_date(r, start);
    record_set_tag(r, "Round", number);
    record_set_tag(r, "White", white);
    record_set_tag(r, "Black", black);
}

static void set_tags(Record *r, const MatchSide *white, const MatchSide *black, int round, time_t start,
    const TimeControl *tc)
{
    char event[128];
    snprintf(event, sizeof event, "Einhorn match: %s vs %s", level_name(white->level), level_name(black->level));
    cli_match_tags(r, event, white->name, black->name, round, start);
    record_set_time_control(r, tc);
}

static int64_t now_ms(void)
{
    return timeman_now_ns() / 1000000;
}

/* Plays one game to its end by the rules or the clock (the game's own
 * chess clock, session/clock.h); returns how it ended, or
 * TERMINATION_NONE with the reason in error when an opponent program
 * gave no legal move, and when a signal stopped the match (the move being
 * chosen then is not played). */
static Termination play_game(Record *r, MatchSide *white, MatchSide *black, const TimeControl *tc, uint64_t seed,
    char *error, size_t error_size)
{
    MatchSide *sides[2] = { white, black };
    for (int i = 0; i < 2; i++)
        if (sides[i]->opponent)
            opponent_new_game(sides[i]->opponent);
        else
            searcher_clear(sides[i]->searcher);
    Clock clock;
    clock_init(&clock, tc);
    clock_start(&clock, r->game.pos.side, now_ms());
    for (;;) {
        Termination t = game_rules_termination(&r->game);
        if (t != TERMINATION_NONE)
            return t;
        Colour colour = r->game.pos.side;
        MatchSide *side = sides[colour];
        LevelClock left = { clock_remaining(&clock, colour, now_ms()), clock.increment_ms };
        int64_t started = timeman_now_ns();
        Move m;
        if (side->opponent) {
            m = opponent_move(side->opponent, &r->game, side->level, tc->unlimited ? NULL : &left,
                interrupt_flag(), error, error_size);
        } else {
            SearchLimits limits;
            level_limits(side->level, tc->unlimited ? NULL : &left, splitmix64_mix(seed ^ r->game.ply_count),
                &limits);
            m = level_search(side->searcher, &r->game, &limits, interrupt_flag(), NULL, NULL, NULL);
        }
        if (interrupt_requested() || m == MOVE_NONE)
            return TERMINATION_NONE;
        side->think_ns += timeman_now_ns() - started;
        side->moves++;
        if (clock_flag_fallen(&clock, now_ms()))
            return colour == WHITE ? TERMINATION_WHITE_TIME : TERMINATION_BLACK_TIME;
        record_play(r, m);
        clock_press(&clock, now_ms());
    }
}

void cli_match_save(const Record *r, const char *record_dir, time_t start)
{
    char path[RECORDER_PATH_SIZE];
    Error err;
    RecorderStatus status = recorder_save(r, record_dir, start, path, sizeof path, &err);
    if (status == RECORDER_FAILED) {
        printf(_(", not saved\n"));
        fprintf(stderr, _("raumschach: the game could not be saved: %s\n"), err.message);
        return;
    }
    printf(", %s\n", path);
    if (status == RECORDER_SAVED_ELSEWHERE)
        fprintf(stderr, "raumschach: %s\n", err.message);
}

void cli_match_stopped(Record *r, int number, const char *white, const char *black, const MatchArgs *args,
    time_t start, const char *why)
{
    record_finish(r, TERMINATION_NONE);
    /* TRANSLATORS: the game number, White, Black and the plies (half-moves)
     * played. */
    printf(_("game %d: %s - %s stopped after %zu plies"), number, white, black, record_ply_count(r));
    if (args->record)
        cli_match_save(r, args->record_dir, start);
    else
        putchar('\n');
    /* TRANSLATORS: the game number and why it stopped. */
    fprintf(stderr, _("%s: game %d is not scored: %s\n"), PACKAGE, number, why);
}

bool cli_match_stopped_before(int number)
{
    if (!interrupt_requested())
        return false;
    /* TRANSLATORS: the signal's name and the game that was to come. */
    fprintf(stderr, _("%s: stopped by a signal (%s) before game %d\n"), PACKAGE, interrupt_signal_name(), number);
    return true;
}

bool cli_match_clock(const char *text, TimeControl *tc)
{
    *tc = (TimeControl){ .unlimited = true };
    if (text == NULL)
        return true;
    Error err;
    if (time_control_parse(text, tc, &err))
        return true;
    /* The message of the game's own --time. */
    fprintf(stderr, _("%s: %s '%s': %s\n"), PACKAGE, "--time", text, err.message);
    return false;
}

/* A square root by Newton's steps (the program links no maths library). */
static double square_root(double x)
{
    if (x <= 0)
        return 0;
    double r = x > 1 ? x : 1;
    for (int i = 0; i < 64; i++)
        r = (r + x / r) / 2;
    return r;
}

void cli_match_tally(MatchTally *t, Result result, Colour colour)
{
    if (result == RESULT_WHITE_WINS || result == RESULT_BLACK_WINS) {
        bool won = (result == RESULT_WHITE_WINS) == (colour == WHITE);
        t->points += won;
        t->wins += won;
        t->losses += !won;
    } else {
        t->points += 0.5;
        t->draws++;
    }
}

void cli_match_print_score(const char *first, const MatchTally *a, const char *second, const MatchTally *b,
    long games)
{
    double n = (double)games, mean = a->points / n;
    double squares = a->wins + 0.25 * a->draws;   /* the games' scores, squared and added */
    double variance = games > 1 ? (squares - n * mean * mean) / (n - 1) : 0;
    double margin = 1.96 * square_root(variance) / square_root(n);
    /* TRANSLATORS: the final score: each side's name and points, then the
     * first side's wins (+), draws (=) and losses (-), and its percentage. */
    printf(_("%s %.1f - %s %.1f (+%d =%d -%d): %.1f%%\n"), first, a->points, second, b->points, a->wins, a->draws,
        a->losses, 100.0 * mean);
    /* TRANSLATORS: the first side's score in percent and its margin of error
     * (95% confidence, from the games' scores). */
    printf(_("%s scored %.1f%% +- %.1f%% (95%%)\n"), first, 100.0 * mean, 100.0 * margin);
}

bool cli_match_games(const MatchArgs *args, long *games, long *first)
{
    if (args->games && !cli_parse_int(args->games, 1, MATCH_MAX_GAMES, games)) {
        fprintf(stderr, _("raumschach: the number of games '%s' is not a whole number from 1 to %d\n"), args->games,
            MATCH_MAX_GAMES);
        return false;
    }
    if (args->first_game && !cli_parse_int(args->first_game, 1, MATCH_MAX_GAMES, first)) {
        /* TRANSLATORS: --first-game's value and the largest it can be. */
        fprintf(stderr, _("raumschach: --first-game '%s' is not a whole number from 1 to %d\n"), args->first_game,
            MATCH_MAX_GAMES);
        return false;
    }
    return true;
}

static bool parse_levels(const char *a, const char *b, MatchSide sides[2])
{
    const char *names[2] = { a, b };
    for (int i = 0; i < 2; i++)
        if (names[i] == NULL || !level_parse(names[i], &sides[i].level)) {
            /* TRANSLATORS: %d is the number of levels, %s the level names (in
             * English: --match reads them). */
            fprintf(stderr, _("raumschach: '%s' is not a level: use a number from 1 to %d or a name: %s\n"),
                names[i] ? names[i] : "", LEVEL_COUNT, level_alias_names());
            return false;
        }
    return true;
}

/* --threads N (both levels) or A,B (the first level's, the second's);
 * one each when text is NULL. */
static bool parse_threads(const char *text, int threads[2])
{
    char why[128], first[16];
    const char *comma = text != NULL ? strchr(text, ',') : NULL;
    threads[0] = threads[1] = 1;
    if (comma == NULL) {
        if (!settings_parse_threads(text, 1, &threads[0]))
            return false;
        threads[1] = threads[0];
        return true;
    }
    size_t length = (size_t)(comma - text);
    if (length < sizeof first) {
        memcpy(first, text, length);
        first[length] = '\0';
        if (settings_check_threads(first, &threads[0], why, sizeof why)
            && settings_check_threads(comma + 1, &threads[1], why, sizeof why))
            return true;
    }
    /* What is wrong, said of the whole text (its comma is never right). */
    settings_check_threads(text, &threads[0], why, sizeof why);
    /* TRANSLATORS: the program, the option (--white...), the value given and
     * what is wrong with it. */
    fprintf(stderr, _("%s: %s '%s': %s\n"), PACKAGE, "--threads", text, why);
    return false;
}

/* The threads of a level: `threads` at full strength, else one. */
static int level_threads(Level level, int threads)
{
    SearchLimits limits;
    level_limits(level, NULL, 0, &limits);
    return search_limits_full_strength(&limits) ? threads : 1;
}

int cli_match(const char *level_a, const char *level_b, const MatchArgs *args)
{
    MatchSide sides[2] = { 0 };
    long games = 40, first = 1;
    size_t hash;
    int threads[2];
    TimeControl tc;
    if (!parse_levels(level_a, level_b, sides) || !cli_parse_hash(args->hash, &hash)
        || !parse_threads(args->threads, threads) || !cli_match_games(args, &games, &first)
        || !cli_match_clock(args->time, &tc))
        return EXIT_USAGE;
    for (int i = 0; i < 2; i++) {
        record_engine_player(level_name(sides[i].level), sides[i].name, sizeof sides[i].name);
        if (i == 1 && args->opponent) {
            char error[OPPONENT_ERROR_SIZE];
            sides[i].opponent = opponent_start(args->opponent, hash, level_threads(sides[i].level, threads[i]),
                error, sizeof error);
            if (sides[i].opponent == NULL) {
                fprintf(stderr, "%s: --opponent %s\n", PACKAGE, error);
                searcher_free(sides[0].searcher);
                return EXIT_USAGE;
            }
            /* The two sides' names differ by the program's. */
            size_t at = strlen(sides[i].name);
            snprintf(sides[i].name + at, sizeof sides[i].name - at, " (%s)", args->opponent);
            continue;
        }
        sides[i].searcher = searcher_new(hash);
        searcher_set_threads(sides[i].searcher, level_threads(sides[i].level, threads[i]));
    }
    if (first == 1)
        printf(ngettext("%s against %s, %ld game\n", "%s against %s, %ld games\n", (unsigned long)games),
            sides[0].name, sides[1].name, games);
    else
        /* TRANSLATORS: the two sides, the first and the last game played. */
        printf(_("%s against %s, games %ld to %ld\n"), sides[0].name, sides[1].name, first, first + games - 1);
    fflush(stdout);

    int status = EXIT_OK;
    interrupt_catch();
    for (int g = (int)first - 1; g < first - 1 + games; g++) {
        if (cli_match_stopped_before(g + 1)) {
            games = g - (first - 1);
            break;
        }
        MatchSide *white = &sides[g % 2], *black = &sides[1 - g % 2];
        Position start;
        Record r;
        time_t started = time(NULL);
        int64_t start_ns = timeman_now_ns();
        position_start(&start);
        record_init(&r, &start);
        set_tags(&r, white, black, g + 1, started, &tc);
        play_opening(&r, g / 2);
        char error[OPPONENT_ERROR_SIZE];
        Termination t = play_game(&r, white, black, &tc, splitmix64_mix((uint64_t)g + 1), error, sizeof error);
        if (t == TERMINATION_NONE) {
            cli_match_stopped(&r, g + 1, white->name, black->name, args, started,
                interrupt_requested() ? interrupt_reason() : error);
            record_free(&r);
            games = g - (first - 1);
            status = EXIT_PROBLEM;
            break;
        }
        record_finish(&r, t);
        cli_match_tally(&white->tally, r.result, WHITE);
        cli_match_tally(&black->tally, r.result, BLACK);
        /* TRANSLATORS: the game number, White, Black, the result (1-0 ...), the
         * Termination tag of the record (English, as in the record), plies
         * (half-moves) and seconds. */
        printf(_("game %d: %s - %s %s (%s, %zu plies, %.0f s)"), g + 1, white->name, black->name,
            result_token(r.result), termination_tag(t), record_ply_count(&r),
            (double)(timeman_now_ns() - start_ns) / 1e9);
        if (args->record)
            cli_match_save(&r, args->record_dir, started);
        else
            putchar('\n');
        fflush(stdout);
        record_free(&r);
    }

    if (games > 0)
        cli_match_print_score(sides[0].name, &sides[0].tally, sides[1].name, &sides[1].tally, games);
    for (int i = 0; i < 2; i++) {
        /* TRANSLATORS: a side's name and its thinking time per move in
         * seconds. */
        printf(_("%s: %.3f s a move\n"), sides[i].name,
            (double)sides[i].think_ns / 1e9 / (double)(sides[i].moves ? sides[i].moves : 1));
        searcher_free(sides[i].searcher);
        opponent_stop(sides[i].opponent);
    }
    fflush(stdout);
    /* Stopped by a signal: the program ends by it now. */
    interrupt_release();
    return status;
}
