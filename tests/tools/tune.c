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
 * The evaluation tuner (`make tune` builds it; README, "Tuning", says how
 * to run it).  Four commands:
 *
 *   tune play GAMES NODES [SEED]   self-play at NODES nodes a move from
 *                                  random openings; prints the quiet
 *                                  positions of each game with its result
 *                                  (a position file, see tunefit.h)
 *   tune fit POSITIONS [START [PREFIX...]]
 *                                  fits the parameters (from START, a
 *                                  parameter file, or "default") to the
 *                                  positions, only those whose names begin
 *                                  with one of the PREFIXes if any are
 *                                  given; prints the new parameters
 *   tune match A B GAMES NODES     parameters A against parameters B (files,
 *                                  or "default"), NODES a move, colours
 *                                  alternating over pairs of games from the
 *                                  same random opening; prints the score,
 *                                  the Elo difference and its 95 % interval
 *   tune show                      prints the default parameters
 *
 * A game ends by the rules, at MAX_PLIES as a draw, or when both sides'
 * searches have agreed for ADJUDICATE_PLIES plies that one side is
 * ADJUDICATE_SCORE ahead (that side wins).  Progress goes to stderr.
 */
#include <config.h>

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/movegen.h"
#include "core/rfen.h"
#include "core/search.h"
#include "core/splitmix64.h"
#include "core/xalloc.h"
#include "tunefit.h"

enum {
    MAX_PLIES = 400,
    ADJUDICATE_SCORE = 1000,
    ADJUDICATE_PLIES = 6,
    OPENING_PLIES = 6,          /* random moves before the engines play */
    FIRST_KEPT_PLY = 12,        /* positions before it are not kept */
    HASH_MEGABYTES = 16,
    FIT_PASSES = 6,
    FIT_FIRST_STEP = 16,
};

/* One side of a game: its searcher and the parameters it evaluates with. */
typedef struct Player {
    Searcher *searcher;
    const EvalParams *params;
} Player;

/* The positions of one game worth keeping, until its result is known. */
typedef struct Kept {
    Position *positions;
    size_t count, capacity;
} Kept;

static void play_opening(Game *g, uint64_t seed)
{
    for (int ply = 0; ply < OPENING_PLIES; ply++) {
        MoveList list;
        if (movegen_legal(&g->pos, &list) == 0)
            return;
        game_play(g, list.moves[splitmix64_mix(seed * 64 + (uint64_t)ply) % (uint64_t)list.count]);
    }
}

/* Quiet enough to learn from: not in check, and the search's best move
 * neither takes nor promotes. */
static bool quiet(const Game *g, Move best, int score)
{
    return g->ply_count >= FIRST_KEPT_PLY && !position_in_check(&g->pos) && !move_is_capture(best)
        && move_promotion(best) == NO_TYPE && abs(score) < SCORE_MATE_BOUND;
}

/* White's score in a game played to its end from g (players[WHITE] and
 * players[BLACK] at nodes a move); keeps its quiet positions in kept when
 * kept is not NULL. */
static double play_game(Game *g, Player players[2], uint64_t nodes, Kept *kept)
{
    int winning_streak = 0, leader = 0;
    const EvalParams *in_use = NULL;
    for (;;) {
        Termination t = game_rules_termination(g);
        if (t != TERMINATION_NONE) {
            Result r = termination_result(t, g->pos.side);
            return r == RESULT_WHITE_WINS ? 1 : r == RESULT_BLACK_WINS ? 0 : 0.5;
        }
        if (g->ply_count >= MAX_PLIES)
            return 0.5;
        Player *p = &players[g->pos.side];
        if (p->params != in_use)
            eval_params_use(in_use = p->params);
        SearchLimits limits = { .nodes = nodes };
        SearchReport report;
        Move m = searcher_run(p->searcher, g, &limits, NULL, NULL, NULL, &report);
        int white_score = g->pos.side == WHITE ? report.score : -report.score;
        int now = white_score >= ADJUDICATE_SCORE ? 1 : white_score <= -ADJUDICATE_SCORE ? -1 : 0;
        winning_streak = now != 0 && now == leader ? winning_streak + 1 : now != 0;
        leader = now;
        if (winning_streak >= ADJUDICATE_PLIES)
            return leader > 0 ? 1 : 0;
        if (kept && quiet(g, m, report.score)) {
            kept->positions = xgrow(kept->positions, &kept->capacity, kept->count + 1, sizeof *kept->positions);
            kept->positions[kept->count++] = g->pos;
        }
        game_play(g, m);
    }
}

static void players_new(Player players[2], const EvalParams *white, const EvalParams *black)
{
    players[WHITE] = (Player) { searcher_new(HASH_MEGABYTES), white };
    players[BLACK] = (Player) { searcher_new(HASH_MEGABYTES), black };
    for (int c = 0; c < 2; c++)
        searcher_set_threads(players[c].searcher, 1);
}

static void players_free(Player players[2])
{
    for (int c = 0; c < 2; c++)
        searcher_free(players[c].searcher);
}

static const char *result_text(double white_score)
{
    return white_score == 1 ? "1-0" : white_score == 0 ? "0-1" : "1/2-1/2";
}

static bool parse_count(const char *text, const char *what, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long n = strtoull(text, &end, 10);
    if (errno || *end || end == text || n == 0) {
        fprintf(stderr, "tune: %s '%s' is not a positive whole number\n", what, text);
        return false;
    }
    *out = n;
    return true;
}

static int command_play(int argc, char **argv)
{
    uint64_t games, nodes, seed = 1;
    if (argc < 2 || argc > 3 || !parse_count(argv[0], "GAMES", &games) || !parse_count(argv[1], "NODES", &nodes)
        || (argc == 3 && !parse_count(argv[2], "SEED", &seed)))
        return 2;
    EvalParams params;
    eval_params_default(&params);
    Player players[2];
    players_new(players, &params, &params);
    Kept kept = { 0 };
    size_t total = 0;
    for (uint64_t i = 0; i < games; i++) {
        Game g;
        Position start;
        position_start(&start);
        game_init(&g, &start);
        play_opening(&g, splitmix64_mix(seed) + i);
        for (int c = 0; c < 2; c++)
            searcher_clear(players[c].searcher);
        kept.count = 0;
        double result = play_game(&g, players, nodes, &kept);
        for (size_t k = 0; k < kept.count; k++) {
            char rfen[256];
            rfen_write(&kept.positions[k], rfen, sizeof rfen);
            printf("%s\t%s\n", rfen, result_text(result));
        }
        fflush(stdout);
        total += kept.count;
        fprintf(stderr, "game %" PRIu64 ": %s in %zu plies, %zu positions kept, %zu in all\n", i + 1,
            result_text(result), g.ply_count, kept.count, total);
        game_free(&g);
    }
    free(kept.positions);
    players_free(players);
    return 0;
}

static bool read_params_file(const char *path, EvalParams *p)
{
    eval_params_default(p);
    if (strcmp(path, "default") == 0)
        return true;
    FILE *in = fopen(path, "r");
    if (in == NULL) {
        fprintf(stderr, "tune: %s: %s\n", path, strerror(errno));
        return false;
    }
    Error err;
    bool ok = tune_params_read(in, p, &err);
    fclose(in);
    if (!ok)
        fprintf(stderr, "tune: %s:%d: %s\n", path, err.line, err.message);
    return ok;
}

static void report_fit(int pass, int index, double loss, const EvalParams *p, void *user)
{
    (void)user;
    fprintf(stderr, "pass %d, %s %d: loss %.6f\n", pass + 1, eval_param_name(index), p->value[index], loss);
}

/* Marks the parameters whose names begin with one of the prefixes; false
 * with a message when a prefix names none. */
static bool mark_fitted(int count, char **prefixes, bool fitted[EVAL_PARAM_COUNT])
{
    memset(fitted, 0, EVAL_PARAM_COUNT * sizeof *fitted);
    for (int j = 0; j < count; j++) {
        bool any = false;
        for (int i = 0; i < EVAL_PARAM_COUNT; i++)
            if (strncmp(eval_param_name(i), prefixes[j], strlen(prefixes[j])) == 0)
                any = fitted[i] = true;
        if (!any) {
            fprintf(stderr, "tune: no evaluation parameter begins with '%s'\n", prefixes[j]);
            return false;
        }
    }
    return true;
}

static int command_fit(int argc, char **argv)
{
    if (argc < 1)
        return 2;
    EvalParams params;
    bool fitted[EVAL_PARAM_COUNT];
    if (!read_params_file(argc >= 2 ? argv[1] : "default", &params)
        || (argc > 2 && !mark_fitted(argc - 2, argv + 2, fitted)))
        return 1;
    FILE *in = fopen(argv[0], "r");
    if (in == NULL) {
        fprintf(stderr, "tune: %s: %s\n", argv[0], strerror(errno));
        return 1;
    }
    TuneSet set;
    tune_set_init(&set);
    Error err;
    bool ok = tune_set_read(in, &set, &err);
    fclose(in);
    if (!ok) {
        fprintf(stderr, "tune: %s:%d:%d: %s\n", argv[0], err.line, err.column, err.message);
        return 1;
    }
    double k = tune_best_k(&set, &params);
    double before = tune_loss(&set, &params, k);
    fprintf(stderr, "%zu positions, K %.4f, loss %.6f\n", set.count, k, before);
    double after = tune_fit(&set, &params, k, argc > 2 ? fitted : NULL, FIT_PASSES, FIT_FIRST_STEP, report_fit,
        NULL);
    printf("# fitted to %zu positions of %s: K %.4f, loss %.6f before, %.6f after\n", set.count, argv[0], k,
        before, after);
    tune_params_write(stdout, &params);
    tune_set_free(&set);
    return 0;
}

/* The Elo difference of a score fraction. */
static double elo(double score)
{
    if (score <= 0)
        return -INFINITY;
    if (score >= 1)
        return INFINITY;
    return -400 * log10(1 / score - 1);
}

static int command_match(int argc, char **argv)
{
    uint64_t games, nodes;
    if (argc != 4 || !parse_count(argv[2], "GAMES", &games) || !parse_count(argv[3], "NODES", &nodes))
        return 2;
    EvalParams a, b;
    if (!read_params_file(argv[0], &a) || !read_params_file(argv[1], &b))
        return 1;
    double points = 0, squares = 0;
    int wins = 0, draws = 0, losses = 0;
    for (uint64_t i = 0; i < games; i++) {
        bool a_white = i % 2 == 0;
        Player players[2];
        players_new(players, a_white ? &a : &b, a_white ? &b : &a);
        Game g;
        Position start;
        position_start(&start);
        game_init(&g, &start);
        play_opening(&g, splitmix64_mix(i / 2 + 1000000));
        double white = play_game(&g, players, nodes, NULL);
        double score = a_white ? white : 1 - white;
        points += score;
        squares += score * score;
        wins += score == 1;
        draws += score == 0.5;
        losses += score == 0;
        fprintf(stderr, "game %" PRIu64 ": A %s, %s in %zu plies; A %.1f of %" PRIu64 "\n", i + 1,
            a_white ? "White" : "Black", result_text(white), g.ply_count, points, i + 1);
        game_free(&g);
        players_free(players);
    }
    double n = (double)games, mean = points / n;
    double deviation = sqrt(squares / n - mean * mean), margin = 1.96 * deviation / sqrt(n);
    printf("%s against %s, %" PRIu64 " games at %" PRIu64 " nodes a move: +%d =%d -%d, %.1f/%" PRIu64
        " (%.1f %%), Elo %+.0f (95 %%: %+.0f .. %+.0f)\n", argv[0], argv[1], games, nodes, wins, draws, losses,
        points, games, 100 * mean, elo(mean), elo(mean - margin), elo(mean + margin));
    return 0;
}

static int usage(void)
{
    fputs("usage: tune play GAMES NODES [SEED] > POSITIONS\n"
        "       tune fit POSITIONS [START [PREFIX...]] > PARAMETERS\n"
        "       tune match A B GAMES NODES    (A, B: parameter files or 'default')\n"
        "       tune show\n", stderr);
    return 2;
}

int main(int argc, char **argv)
{
    core_init();
    if (argc < 2)
        return usage();
    const char *command = argv[1];
    int status = 2;
    if (strcmp(command, "play") == 0)
        status = command_play(argc - 2, argv + 2);
    else if (strcmp(command, "fit") == 0)
        status = command_fit(argc - 2, argv + 2);
    else if (strcmp(command, "match") == 0)
        status = command_match(argc - 2, argv + 2);
    else if (strcmp(command, "show") == 0 && argc == 2) {
        EvalParams params;
        eval_params_default(&params);
        tune_params_write(stdout, &params);
        status = 0;
    }
    return status == 2 ? usage() : status;
}
