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
 * The move generator: perft counts from tests/data/perft.tsv (verified by
 * an independent implementation), the start position to depth 4, pins in
 * all 26 directions, promotions, the tactical generator and move lookup.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/movegen.h"
#include "core/perft.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

typedef struct PerftCase {
    char name[96];
    char rfen[RFEN_MAX_SIZE];
    uint64_t count[3];
} PerftCase;

static PerftCase cases[128];
static int case_count;

/* Runs while the suite is built, before any test: a broken data file
 * stops the program with a message. */
static void load_cases(void)
{
    if (case_count)
        return;
    FILE *f = fopen(TEST_DATA_DIR "/perft.tsv", "r");
    if (f == NULL) {
        perror(TEST_DATA_DIR "/perft.tsv");
        exit(EXIT_FAILURE);
    }
    char line[512];
    int line_number = 0;
    while (fgets(line, sizeof line, f)) {
        line_number++;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        PerftCase *c = &cases[case_count];
        int n = sscanf(line, "%95[^\t]\t%199[^\t]\t%" SCNu64 "\t%" SCNu64 "\t%" SCNu64, c->name, c->rfen,
            &c->count[0], &c->count[1], &c->count[2]);
        if (n != 5 || ++case_count == (int)(sizeof cases / sizeof cases[0])) {
            fprintf(stderr, "perft.tsv:%d: malformed line or too many lines\n", line_number);
            exit(EXIT_FAILURE);
        }
    }
    fclose(f);
}

START_TEST(perft_table)
{
    PerftCase *c = &cases[_i];
    Position pos;
    load(&pos, c->rfen);
    for (int depth = 1; depth <= 3; depth++) {
        uint64_t n = perft(&pos, depth);
        ck_assert_msg(n == c->count[depth - 1], "%s: perft(%d) = %" PRIu64 ", expected %" PRIu64,
            c->name, depth, n, c->count[depth - 1]);
    }
}
END_TEST

/* Counted by ../shared/perft.md; depth 5 (1,100,404,403) is in `make bench`. */
START_TEST(perft_start_depth_4)
{
    Position pos;
    position_start(&pos);
    ck_assert_uint_eq(perft(&pos, 4), 15587032);
}
END_TEST

/* With only four pawn capture directions depth 2 would be 3,608. */
START_TEST(five_pawn_capture_directions)
{
    Position pos;
    position_start(&pos);
    ck_assert_uint_eq(perft(&pos, 2), 3615);
}
END_TEST

/* For each of the 26 directions d: the white king on Cc3, a white piece on
 * Cc3+d, a black queen on Cc3+2d.  The pinned piece's legal moves are
 * exactly its captures of the queen along d: one for a slider of d's class
 * (and a queen), one or five (promotion) for a pawn whose capture step is
 * d, none for anything else. */
static void check_pin(int d, PieceType type)
{
    Position pos;
    MoveList list;
    int king = cell_parse("Cc3");
    int pinned = CELL_OF_MAILBOX[MAILBOX_OF_CELL[king] + DIRECTION_OFFSET[d]];
    int pinner = CELL_OF_MAILBOX[MAILBOX_OF_CELL[pinned] + DIRECTION_OFFSET[d]];

    ck_assert_int_ne(pinner, CELL_NONE);
    /* The black king goes on the highest cell where it is off the queen's
     * lines and not in check. */
    for (int bk = CELL_COUNT - 1;; bk--) {
        ck_assert_int_ge(bk, 0);
        if (bk == king || bk == pinned || bk == pinner || DIRECTION_BETWEEN[pinner][bk] >= 0)
            continue;
        position_clear(&pos);
        position_put(&pos, king, piece_make(WHITE, KING));
        position_put(&pos, pinned, piece_make(WHITE, type));
        position_put(&pos, pinner, piece_make(BLACK, QUEEN));
        position_put(&pos, bk, piece_make(BLACK, KING));
        if (!position_king_attacked(&pos, BLACK))
            break;
    }

    int expected = 0;
    LineClass cls = DIRECTION_CLASS[d];
    if (type == QUEEN || (type == ROOK && cls == LINE_ROOK) || (type == BISHOP && cls == LINE_BISHOP)
        || (type == UNICORN && cls == LINE_UNICORN))
        expected = 1;
    if (type == PAWN)
        for (int i = 0; i < 5; i++)
            if (PAWN_CAPTURE_OFFSET[WHITE][i] == DIRECTION_OFFSET[d])
                expected = pinner >= 120 ? 5 : 1;

    movegen_legal(&pos, &list);
    int moves_of_pinned = 0;
    for (int i = 0; i < list.count; i++) {
        if (move_from(list.moves[i]) != pinned)
            continue;
        moves_of_pinned++;
        ck_assert_int_eq(move_to(list.moves[i]), pinner);
        ck_assert(move_is_capture(list.moves[i]));
    }
    ck_assert_msg(moves_of_pinned == expected, "direction %d (%d,%d,%d), %s: %d moves, expected %d", d,
        DIRECTION_VECTOR[d][0], DIRECTION_VECTOR[d][1], DIRECTION_VECTOR[d][2], piece_type_name(type),
        moves_of_pinned, expected);

    /* Without the pinner the same piece moves freely: the pin made the
     * difference, not the piece's own geometry. */
    if (expected == 0 && type != PAWN) {
        position_put(&pos, pinner, PIECE_EMPTY);
        movegen_legal(&pos, &list);
        int free_moves = 0;
        for (int i = 0; i < list.count; i++)
            free_moves += move_from(list.moves[i]) == pinned;
        ck_assert_int_gt(free_moves, 0);
    }
}

START_TEST(pins_in_all_26_directions)
{
    static const PieceType types[] = { PAWN, KNIGHT, BISHOP, ROOK, UNICORN, QUEEN };
    core_init();
    for (size_t t = 0; t < sizeof types / sizeof *types; t++)
        check_pin(_i, types[t]);
}
END_TEST

/* A pinned piece may still move along the pin line towards its king and
 * towards the pinner: a rook on Ac1 pinned by a rook on Ae1 against Aa1. */
START_TEST(pinned_slider_moves_along_the_line)
{
    Position pos;
    MoveList list;
    load(&pos, "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K1R1r w 0 1");
    movegen_legal(&pos, &list);
    int rook_moves = 0;
    for (int i = 0; i < list.count; i++)
        if (move_from(list.moves[i]) == cell_parse("Ac1")) {
            rook_moves++;
            ck_assert_int_eq(cell_level(move_to(list.moves[i])), 0);
            ck_assert_int_eq(cell_rank(move_to(list.moves[i])), 0);
        }
    ck_assert_int_eq(rook_moves, 3); /* Ab1, Ad1, Ae1 */
}
END_TEST

/* Each promotion is generated once per piece: Q R B N U. */
START_TEST(promotion_to_five_pieces)
{
    Position pos;
    MoveList list;
    load(&pos, "k4/5/5/5/5|2P2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1");
    movegen_legal(&pos, &list);
    unsigned seen = 0;
    int promotions = 0;
    for (int i = 0; i < list.count; i++) {
        Move m = list.moves[i];
        if (move_from(m) != cell_parse("Dc5"))
            continue;
        ck_assert_int_eq(move_to(m), cell_parse("Ec5"));
        promotions++;
        seen |= 1u << move_promotion(m);
    }
    ck_assert_int_eq(promotions, 5);
    ck_assert_uint_eq(seen, (1u << QUEEN) | (1u << ROOK) | (1u << BISHOP) | (1u << KNIGHT) | (1u << UNICORN));
}
END_TEST

/* The tactical generator returns exactly the legal captures and
 * promotions, for every position of the table. */
START_TEST(tactical_moves_are_captures_and_promotions)
{
    Failures failures = { 0 };
    ck_assert_int_eq(case_count, 78);
    for (int c = 0; c < case_count; c++) {
        Position pos;
        MoveList all, tactical;
        load(&pos, cases[c].rfen);
        movegen_legal(&pos, &all);
        movegen_legal_tactical(&pos, &tactical);
        int expected = 0;
        for (int i = 0; i < all.count; i++) {
            Move m = all.moves[i];
            char text[MOVE_COORD_SIZE];
            move_to_coord(m, text);
            bool capture = position_at(&pos, move_to(m)) != PIECE_EMPTY;
            failures_check(&failures, capture == move_is_capture(m), "%s: %s: capture flag %d, expected %d",
                cases[c].name, text, move_is_capture(m), capture);
            if (capture || move_promotion(m) != NO_TYPE) {
                expected++;
                bool found = false;
                for (int j = 0; j < tactical.count; j++)
                    found |= tactical.moves[j] == m;
                failures_check(&failures, found, "%s: tactical move %s missing", cases[c].name, text);
            }
        }
        failures_check(&failures, tactical.count == expected, "%s: %d tactical moves, expected %d",
            cases[c].name, tactical.count, expected);
    }
    assert_no_failures(&failures);
}
END_TEST

/* The quiet generator returns exactly the legal moves the tactical one
 * leaves out, for every position of the table. */
START_TEST(quiet_and_tactical_moves_partition_the_legal_moves)
{
    Failures failures = { 0 };
    for (int c = 0; c < case_count; c++) {
        Position pos;
        MoveList all, tactical, quiet;
        load(&pos, cases[c].rfen);
        movegen_legal(&pos, &all);
        movegen_legal_tactical(&pos, &tactical);
        movegen_legal_quiet(&pos, &quiet);
        failures_check(&failures, tactical.count + quiet.count == all.count,
            "%s: %d tactical and %d quiet moves, %d legal ones", cases[c].name, tactical.count,
            quiet.count, all.count);
        for (int i = 0; i < quiet.count; i++) {
            Move m = quiet.moves[i];
            char text[MOVE_COORD_SIZE];
            move_to_coord(m, text);
            failures_check(&failures, !move_is_capture(m) && move_promotion(m) == NO_TYPE,
                "%s: quiet move %s captures or promotes", cases[c].name, text);
            bool found = false;
            for (int j = 0; j < all.count; j++)
                found |= all.moves[j] == m;
            failures_check(&failures, found, "%s: quiet move %s not legal", cases[c].name, text);
        }
    }
    assert_no_failures(&failures);
}
END_TEST

/* movegen_is_legal accepts every generated move and nothing else: every
 * origin, destination, promotion and capture flag is tried in each
 * position of the table. */
START_TEST(legality_test_agrees_with_the_generator)
{
    Failures failures = { 0 };
    for (int c = 0; c < case_count; c++) {
        Position pos;
        MoveList all;
        static bool legal[CELL_COUNT][CELL_COUNT][PIECE_TYPE_COUNT][2];
        load(&pos, cases[c].rfen);
        movegen_legal(&pos, &all);
        memset(legal, 0, sizeof legal);
        for (int i = 0; i < all.count; i++) {
            Move m = all.moves[i];
            legal[move_from(m)][move_to(m)][move_promotion(m)][move_is_capture(m)] = true;
        }
        int accepted = 0;
        for (int from = 0; from < CELL_COUNT; from++)
            for (int to = 0; to < CELL_COUNT; to++)
                for (int promotion = 0; promotion < PIECE_TYPE_COUNT; promotion++)
                    for (int capture = 0; capture < 2; capture++) {
                        if (from == to)
                            continue;
                        Move m = move_make(from, to, (PieceType)promotion, capture);
                        bool ok = movegen_is_legal(&pos, m);
                        failures_check(&failures, ok == legal[from][to][promotion][capture],
                            "%s: move %d-%d=%d capture %d: movegen_is_legal %d, the generator %d",
                            cases[c].name, from, to, promotion, capture, ok, legal[from][to][promotion][capture]);
                        accepted += ok;
                    }
        failures_check(&failures, accepted == all.count, "%s: %d moves accepted, %d generated",
            cases[c].name, accepted, all.count);
    }
    assert_no_failures(&failures);
    Position pos;
    position_start(&pos);
    ck_assert(!movegen_is_legal(&pos, MOVE_NONE));
    ck_assert(!movegen_is_legal(&pos, 0xFFFFFFFFu));
}
END_TEST

/* The set-based check test agrees with making the move and looking, for
 * every legal move of every position of the table. */
START_TEST(gives_check_agrees_with_making_the_move)
{
    Failures failures = { 0 };
    int checks = 0;
    for (int c = 0; c < case_count; c++) {
        Position pos;
        MoveList all;
        load(&pos, cases[c].rfen);
        movegen_legal(&pos, &all);
        for (int i = 0; i < all.count; i++) {
            Undo undo;
            position_make_move(&pos, all.moves[i], &undo);
            bool check = position_in_check(&pos);
            position_unmake_move(&pos, all.moves[i], &undo);
            char text[MOVE_COORD_SIZE];
            move_to_coord(all.moves[i], text);
            failures_check(&failures, movegen_gives_check(&pos, all.moves[i]) == check,
                "%s: %s: movegen_gives_check %d, the position after it %d", cases[c].name, text,
                !check, check);
            checks += check;
        }
    }
    assert_no_failures(&failures);
    ck_assert_int_gt(checks, 100);
}
END_TEST

/* The same along random games, where promotions come up. */
START_TEST(gives_check_in_random_games)
{
    Failures failures = { 0 };
    uint64_t state = 1;
    int promotion_checks = 0;
    for (int g = 0; g < 300; g++) {
        Position pos;
        position_start(&pos);
        for (int ply = 0; ply < 300; ply++) {
            MoveList list;
            if (movegen_legal(&pos, &list) == 0)
                break;
            for (int i = 0; i < list.count; i++) {
                Undo undo;
                position_make_move(&pos, list.moves[i], &undo);
                bool check = position_in_check(&pos);
                position_unmake_move(&pos, list.moves[i], &undo);
                if (movegen_gives_check(&pos, list.moves[i]) != check) {
                    char rfen[RFEN_MAX_SIZE], text[MOVE_COORD_SIZE];
                    rfen_write(&pos, rfen, sizeof rfen);
                    move_to_coord(list.moves[i], text);
                    failures_note(&failures, "game %d ply %d, %s: %s: movegen_gives_check %d, the position after it %d",
                        g, ply, rfen, text, !check, check);
                }
                promotion_checks += check && move_promotion(list.moves[i]) != NO_TYPE;
            }
            Undo undo;
            position_make_move(&pos, list.moves[test_random(&state) % (uint64_t)list.count], &undo);
        }
    }
    assert_no_failures(&failures);
    ck_assert_int_gt(promotion_checks, 10);
}
END_TEST

/* Does m put the opponent in check?  Made and looked at. */
static bool checks_when_made(Position *pos, Move m)
{
    Undo undo;
    position_make_move(pos, m, &undo);
    bool check = position_in_check(pos);
    position_unmake_move(pos, m, &undo);
    return check;
}

/* One position: the quiet checks are moves of movegen_quiet_unchecked_king()
 * (whose king moves are not yet tested for safety), each once, and those
 * that are legal are exactly the legal quiet moves that check when made;
 * the inline test for quiet moves agrees with making them.  Counts the
 * checks, and those a piece gives by uncovering a line. */
static void compare_quiet_checks(Position *pos, const char *where, Failures *failures, int *checks, int *uncovered)
{
    MoveList unchecked, quiet, quiet_checks;
    CheckInfo ci;
    movegen_check_info(pos, &ci);
    movegen_quiet_unchecked_king(pos, &unchecked);
    movegen_legal_quiet(pos, &quiet);
    movegen_quiet_checks(pos, &ci, &quiet_checks);
    int legal_checks = 0;
    for (int j = 0; j < quiet_checks.count; j++) {
        Move m = quiet_checks.moves[j];
        char text[MOVE_COORD_SIZE];
        move_to_coord(m, text);
        int generated = 0, again = 0;
        for (int i = 0; i < unchecked.count; i++)
            generated += unchecked.moves[i] == m;
        for (int i = 0; i < j; i++)
            again += quiet_checks.moves[i] == m;
        failures_check(failures, generated == 1 && again == 0, "%s: quiet check %s: %d times a quiet move, %d before",
            where, text, generated, again);
        legal_checks += movegen_is_legal(pos, m);
    }
    int expected = 0;
    for (int i = 0; i < quiet.count; i++) {
        Move m = quiet.moves[i];
        bool check = checks_when_made(pos, m);
        char text[MOVE_COORD_SIZE];
        move_to_coord(m, text);
        failures_check(failures, movegen_gives_check_plain(pos, &ci, m) == check,
            "%s: %s: movegen_gives_check_plain %d, the position after it %d", where, text, !check, check);
        int found = 0;
        for (int j = 0; j < quiet_checks.count; j++)
            found += quiet_checks.moves[j] == m;
        failures_check(failures, found == check, "%s: %s checks %d, found %d times among the quiet checks", where,
            text, check, found);
        expected += check;
        *uncovered += check && !cellset_has(ci.check_cells[piece_type(position_at(pos, move_from(m)))], move_to(m));
    }
    failures_check(failures, legal_checks == expected, "%s: %d legal quiet checks generated, %d expected", where,
        legal_checks, expected);
    *checks += expected;
}

/* movegen_quiet_checks() against making every quiet move, in the table's
 * positions and along random games; the random games give checks by
 * uncovering a line too. */
START_TEST(quiet_checks_are_the_quiet_moves_that_check)
{
    Failures failures = { 0 };
    int checks = 0, uncovered = 0;
    for (int c = 0; c < case_count; c++) {
        Position pos;
        load(&pos, cases[c].rfen);
        if (!position_in_check(&pos))
            compare_quiet_checks(&pos, cases[c].name, &failures, &checks, &uncovered);
    }
    uint64_t state = 7;
    for (int g = 0; g < 200; g++) {
        Position pos;
        position_start(&pos);
        for (int ply = 0; ply < 200; ply++) {
            MoveList list;
            if (movegen_legal(&pos, &list) == 0)
                break;
            if (!position_in_check(&pos)) {
                char where[64];
                snprintf(where, sizeof where, "game %d ply %d", g, ply);
                compare_quiet_checks(&pos, where, &failures, &checks, &uncovered);
            }
            Undo undo;
            position_make_move(&pos, list.moves[test_random(&state) % (uint64_t)list.count], &undo);
        }
    }
    assert_no_failures(&failures);
    /* 128,480 checks, 2,078 of them uncovered (seed 7). */
    ck_assert_int_gt(checks, 100000);
    ck_assert_int_gt(uncovered, 1000);
}
END_TEST

START_TEST(find_moves_by_cells)
{
    Position pos;
    position_start(&pos);
    Move m = movegen_find(&pos, cell_parse("Bc2"), cell_parse("Bc3"), NO_TYPE);
    ck_assert_uint_ne(m, MOVE_NONE);
    char text[MOVE_COORD_SIZE];
    move_to_coord(m, text);
    ck_assert_str_eq(text, "Bc2-Bc3");
    /* A pawn cannot move sideways, and no move promotes here. */
    ck_assert_uint_eq(movegen_find(&pos, cell_parse("Bc2"), cell_parse("Bd2"), NO_TYPE), MOVE_NONE);
    ck_assert_uint_eq(movegen_find(&pos, cell_parse("Bc2"), cell_parse("Bc3"), QUEEN), MOVE_NONE);
    /* The start position's 61 moves include the knight leap Ab1-Ac3. */
    ck_assert_uint_ne(movegen_find(&pos, cell_parse("Ab1"), cell_parse("Ac3"), NO_TYPE), MOVE_NONE);
}
END_TEST

START_TEST(coordinate_form_of_a_promotion)
{
    char text[MOVE_COORD_SIZE];
    move_to_coord(move_make(cell_parse("Dd4"), cell_parse("Ed5"), QUEEN, true), text);
    ck_assert_str_eq(text, "Dd4-Ed5=Q");
    move_to_coord(move_make(cell_parse("Bd1"), cell_parse("Ad1"), UNICORN, false), text);
    ck_assert_str_eq(text, "Bd1-Ad1=U");
}
END_TEST

static Suite *movegen_suite(void)
{
    Suite *s = suite_create("movegen");
    TCase *tc = tcase_create("perft");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    load_cases();
    tcase_add_loop_test(tc, perft_table, 0, case_count);
    tcase_add_test(tc, perft_start_depth_4);
    tcase_add_test(tc, five_pawn_capture_directions);
    suite_add_tcase(s, tc);

    tc = tcase_create("rules");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_loop_test(tc, pins_in_all_26_directions, 0, DIRECTION_COUNT);
    tcase_add_test(tc, pinned_slider_moves_along_the_line);
    tcase_add_test(tc, promotion_to_five_pieces);
    tcase_add_test(tc, tactical_moves_are_captures_and_promotions);
    tcase_add_test(tc, quiet_and_tactical_moves_partition_the_legal_moves);
    tcase_add_test(tc, legality_test_agrees_with_the_generator);
    tcase_add_test(tc, gives_check_agrees_with_making_the_move);
    tcase_add_test(tc, gives_check_in_random_games);
    tcase_add_test(tc, quiet_checks_are_the_quiet_moves_that_check);
    tcase_add_test(tc, find_moves_by_cells);
    tcase_add_test(tc, coordinate_form_of_a_promotion);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(movegen_suite)
