/*
 * --bench: searches the bench positions to a fixed depth and prints, one
 * line per position, its best move, score and nodes, and last the total as
 * "N nodes M nps".
 */
#include <config.h>

#include <inttypes.h>
#include <stdio.h>

#include "cli/cli.h"
#include "core/bench.h"
#include "core/i18n.h"

static void print_position(int index, const SearchReport *report, void *user)
{
    char move[MOVE_COORD_SIZE], score[SCORE_TEXT_SIZE];
    (void)user;
    move_to_coord(report->best, move);
    search_score_text(report->score, score);
    printf(_("position %2d: depth %d, best %s, score %s, %" PRIu64 " nodes\n"), index + 1, report->depth,
        move, score, report->nodes);
    fflush(stdout);
}

int cli_bench(void)
{
    BenchResult result;
    bench_run(BENCH_DEPTH, &result, print_position, NULL);
    double seconds = (double)result.elapsed_ns / 1e9;
    printf(_("time %.3f s\n"), seconds);
    printf("%" PRIu64 " nodes %.0f nps\n", result.nodes, seconds > 0 ? (double)result.nodes / seconds : 0.0);
    return EXIT_OK;
}
