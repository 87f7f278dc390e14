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
 * The Kriegspiel referee (SPEC.md section 10): the check lines by their
 * codes (each of the thirteen lines and the knight, double, discovered
 * and pawn checks), pawn tries with pins, check evasions and capturing
 * promotions, tries on the own board, the answers to tries (silent
 * refusals, "No", played) and what each side's view holds; the comments of
 * the shared example game.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/kriegspiel.h"
#include "core/rgn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Puts pieces given as "Kaa1 qCc3": a letter (upper case White) and a
 * cell, separated by spaces; the side to move is `side`. */
static void setup(Position *pos, Colour side, const char *pieces)
{
    position_clear(pos);
    for (const char *p = pieces; *p;) {
        if (*p == ' ') {
            p++;
            continue;
        }
        Colour c = *p >= 'a' ? BLACK : WHITE;
        PieceType t = piece_type_from_letter(*p);
        int cell = cell_parse(p + 1);
        ck_assert_msg(t != NO_TYPE && cell != CELL_NONE, "bad test piece '%.4s'", p);
        position_put(pos, cell, piece_make(c, t));
        p += 4;
    }
    position_set_side(pos, side);
}

static Move try_of(const char *from, const char *to, PieceType promotion)
{
    return move_make(cell_parse(from), cell_parse(to), promotion, false);
}

/* The check codes announced in pos for the side to move, comma-separated. */
static void checks_text(const Position *pos, char *buf, size_t size)
{
    KriegHeard heard;
    kriegspiel_announce(pos, PIECE_EMPTY, CELL_NONE, TERMINATION_NONE, &heard);
    buf[0] = '\0';
    for (int i = 0; i < heard.check_count; i++) {
        if (i > 0)
            strncat(buf, ",", size - strlen(buf) - 1);
        strncat(buf, kriegspiel_check_code(heard.checks[i]), size - strlen(buf) - 1);
    }
}

static void assert_checks(Colour side, const char *pieces, const char *expected)
{
    Position pos;
    char text[128];
    setup(&pos, side, pieces);
    checks_text(&pos, text, sizeof text);
    ck_assert_msg(strcmp(text, expected) == 0, "%s: announced '%s', expected '%s'", pieces, text, expected);
}

/* The black king on Cc3, the centre; one white checker each. */
START_TEST(each_check_line)
{
    static const struct { const char *checker; const char *code; } CASES[] = {
        { "RCe3", "CR" }, { "RCa3", "CR" }, { "RCc5", "CF" }, { "RCc1", "CF" },
        { "REc3", "CC" }, { "RAc3", "CC" },
        { "BCe5", "CDL+" }, { "BCa1", "CDL+" }, { "BCa5", "CDL-" }, { "BCe1", "CDL-" },
        { "BEc5", "CDF+" }, { "BAc1", "CDF+" }, { "BEc1", "CDF-" }, { "BAc5", "CDF-" },
        { "BEe3", "CDR+" }, { "BAa3", "CDR+" }, { "BEa3", "CDR-" }, { "BAe3", "CDR-" },
        { "UEe5", "CT++" }, { "UAa1", "CT++" }, { "UEe1", "CT+-" }, { "UAa5", "CT+-" },
        { "UEa5", "CT-+" }, { "UAe1", "CT-+" }, { "UEa1", "CT--" }, { "UAe5", "CT--" },
        { "NCd5", "CN" }, { "NEc4", "CN" }, { "NBa3", "CN" },
        { "QDd4", "CT++" }, { "QCd3", "CR" },
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char pieces[32];
        snprintf(pieces, sizeof pieces, "KAb5 kCc3 %s", CASES[i].checker);
        assert_checks(BLACK, pieces, CASES[i].code);
    }
    assert_checks(BLACK, "KAb5 kCc3 RCe4", "");
}
END_TEST

START_TEST(check_codes_and_steps)
{
    int dl, df, dr;
    ck_assert_int_eq(kriegspiel_check_from_code("CT+-", 4), KRIEG_CT_PLUS_MINUS);
    ck_assert_int_eq(kriegspiel_check_from_code("CN", 2), KRIEG_CN);
    ck_assert_int_eq(kriegspiel_check_from_code("CX", 2), KRIEG_CHECK_COUNT);
    ck_assert(kriegspiel_check_step(KRIEG_CDR_MINUS, &dl, &df, &dr));
    ck_assert_int_eq(dl, 1);
    ck_assert_int_eq(df, -1);
    ck_assert_int_eq(dr, 0);
    ck_assert(kriegspiel_check_step(KRIEG_CF, &dl, &df, &dr));
    ck_assert_int_eq(dl, 0);
    ck_assert_int_eq(df, 0);
    ck_assert_int_eq(dr, 1);
    ck_assert(!kriegspiel_check_step(KRIEG_CN, &dl, &df, &dr));
    for (int c = 0; c < KRIEG_CHECK_COUNT; c++) {
        size_t n = strlen(kriegspiel_check_code((KriegCheck)c));
        ck_assert_int_eq(kriegspiel_check_from_code(kriegspiel_check_code((KriegCheck)c), n), c);
    }
}
END_TEST

START_TEST(double_checks_in_order)
{
    assert_checks(BLACK, "KAb5 kCc3 RCe3 NCd5", "CR,CN");
    assert_checks(BLACK, "KAb5 kCc3 UEe5 REc3", "CC,CT++");
    assert_checks(BLACK, "KAb5 kCc3 RCa3 RCe3", "CR");
    assert_checks(BLACK, "KAb5 kCc3 BCa5 BEc1 NEc4", "CDL-,CDF-,CN");
}
END_TEST

START_TEST(pawn_checks)
{
    assert_checks(BLACK, "KAa1 kEc5 PDc4", "CDF+");
    assert_checks(BLACK, "KAb5 kCc3 PCb2", "CDL+");
    assert_checks(BLACK, "KAb5 kCc3 PCd2", "CDL-");
    assert_checks(BLACK, "KAb5 kCc3 PBb3", "CDR+");
    assert_checks(BLACK, "KAb5 kCc3 PBd3", "CDR-");
    /* Pawns do not take sideways or backwards. */
    assert_checks(BLACK, "KAb5 kCc3 PCb3 PDb4 PCc4", "");
    /* Black's pawn takes downwards. */
    assert_checks(WHITE, "KCc3 kAb5 pDc4", "CDF+");
}
END_TEST

/* A move that uncovers a slider: alone, and with a check of its own. */
START_TEST(discovered_checks)
{
    Position pos;
    setup(&pos, WHITE, "KAb5 kCc3 BCe5 RCd4");
    Kriegspiel *k = kriegspiel_new(&pos);
    ck_assert_int_eq(kriegspiel_try(k, try_of("Cd4", "Ad4", NO_TYPE), NULL), KRIEG_PLAYED);
    const KriegHeard *heard = kriegspiel_last_heard(k);
    ck_assert_int_eq(heard->check_count, 1);
    ck_assert_int_eq(heard->checks[0], KRIEG_CDL_PLUS);
    kriegspiel_free(k);

    k = kriegspiel_new(&pos);
    ck_assert_int_eq(kriegspiel_try(k, try_of("Cd4", "Cc4", NO_TYPE), NULL), KRIEG_PLAYED);
    heard = kriegspiel_last_heard(k);
    ck_assert_int_eq(heard->check_count, 2);
    ck_assert_int_eq(heard->checks[0], KRIEG_CF);
    ck_assert_int_eq(heard->checks[1], KRIEG_CDL_PLUS);
    kriegspiel_free(k);
}
END_TEST

static int pawn_tries_of(Colour side, const char *pieces)
{
    Position pos;
    setup(&pos, side, pieces);
    return kriegspiel_pawn_tries(&pos);
}

START_TEST(pawn_tries_with_pins)
{
    /* The pawn on Bb2 takes on Ba3 and Cb3. */
    ck_assert_int_eq(pawn_tries_of(WHITE, "KBa1 kEe5 PBb2 pBa3 nCb3"), 2);
    /* A bishop on Bd4 pins it to its king along Ba1-Bd4: no tries. */
    ck_assert_int_eq(pawn_tries_of(WHITE, "KBa1 kEe5 PBb2 pBa3 nCb3 bBd4"), 0);
    /* The pinner on Bc3 can be taken along the pin line: one try. */
    ck_assert_int_eq(pawn_tries_of(WHITE, "KBa1 kEe5 PBb2 pBa3 nCb3 bBc3"), 1);
    /* Two pawns on one target: two pairs. */
    ck_assert_int_eq(pawn_tries_of(WHITE, "KAa1 kEe5 PBb2 PBd2 nBc3"), 2);
    ck_assert_int_eq(pawn_tries_of(BLACK, "KAa1 kEe5 pDd4 NCd3 NDc3 NDc4"), 2);
}
END_TEST

START_TEST(pawn_tries_in_check)
{
    /* The knight on Ab3 checks Aa1: only the pawn that takes it counts. */
    ck_assert_int_eq(pawn_tries_of(WHITE, "KAa1 kEe5 nAb3 PAa2 PBb2 pCb3 pBc3"), 1);
    /* A double check: only king moves, no pawn tries. */
    ck_assert_int_eq(pawn_tries_of(WHITE, "KAa1 kEe5 nAb3 rEa1 PAa2 PBb2 pCb3 pBc3"), 0);
}
END_TEST

START_TEST(capturing_promotions_count_once)
{
    Position pos, own;
    setup(&pos, WHITE, "KAa1 kAe1 PDc5 nEb5 rEd5");
    ck_assert_int_eq(kriegspiel_pawn_tries(&pos), 2);
    kriegspiel_own_board(&pos, WHITE, &own);
    ck_assert(kriegspiel_try_possible(&own, try_of("Dc5", "Ed5", QUEEN)));
    ck_assert(kriegspiel_try_possible(&own, try_of("Dc5", "Ec5", UNICORN)));
    ck_assert(!kriegspiel_try_possible(&own, try_of("Dc5", "Ed5", NO_TYPE)));
    ck_assert(!kriegspiel_try_possible(&own, try_of("Dc5", "Ed5", KING)));
    MoveList list;
    /* Up to Ec5 and the capture steps to Eb5 and Ed5, each with the five
     * promotions. */
    ck_assert_int_eq(kriegspiel_tries_from(&own, cell_parse("Dc5"), &list), 15);
    /* A repeat is identical, promotion piece included. */
    setup(&pos, WHITE, "KAa1 kAe1 PDc5 nEb5");
    Kriegspiel *k = kriegspiel_new(&pos);
    ck_assert_int_eq(kriegspiel_try(k, try_of("Dc5", "Ed5", QUEEN), NULL), KRIEG_NO);
    ck_assert_int_eq(kriegspiel_try(k, try_of("Dc5", "Ed5", ROOK), NULL), KRIEG_NO);
    ck_assert_int_eq(kriegspiel_try(k, try_of("Dc5", "Ed5", QUEEN), NULL), KRIEG_SILENT_REPEATED);
    ck_assert_int_eq(kriegspiel_refused_now(k, NULL), 2);
    char text[KRIEG_TRY_TEXT_SIZE];
    kriegspiel_try_text(&own, try_of("Dc5", "Ed5", QUEEN), NOTATION_FIGURINE, text, sizeof text);
    ck_assert_str_eq(text, "\u2659\uFE0EDc5\u00D7Ed5=\u2655\uFE0E");
    kriegspiel_free(k);
}
END_TEST

START_TEST(tries_on_the_own_board)
{
    Position pos, own;
    position_start(&pos);
    kriegspiel_own_board(&pos, WHITE, &own);
    ck_assert_int_eq(own.count[BLACK][PAWN] + own.count[BLACK][KING], 0);
    ck_assert_int_eq(own.count[WHITE][PAWN], 10);
    /* The bishop's diagonal Ba1-Da3 is open; a rook cannot pass its pawn. */
    ck_assert(kriegspiel_try_possible(&own, try_of("Ba1", "Da3", NO_TYPE)));
    ck_assert(!kriegspiel_try_possible(&own, try_of("Aa1", "Aa3", NO_TYPE)));
    ck_assert(!kriegspiel_try_possible(&own, try_of("Aa1", "Aa2", NO_TYPE)));
    /* A pawn capture try needs only a target without an own piece. */
    ck_assert(kriegspiel_try_possible(&own, try_of("Bc2", "Cc3", NO_TYPE)));
    ck_assert(kriegspiel_try_is_pawn_capture(&own, try_of("Bc2", "Cc3", NO_TYPE)));
    ck_assert(!kriegspiel_try_is_pawn_capture(&own, try_of("Bc2", "Bc3", NO_TYPE)));
    ck_assert(!kriegspiel_try_possible(&own, try_of("Ac2", "Bc2", NO_TYPE)));
    /* Black's pieces are not on White's board. */
    ck_assert(!kriegspiel_try_possible(&own, try_of("Dc5", "Bc3", NO_TYPE)));
    char text[KRIEG_TRY_TEXT_SIZE];
    kriegspiel_try_text(&own, try_of("Bc2", "Cc3", NO_TYPE), NOTATION_FIGURINE, text, sizeof text);
    ck_assert_str_eq(text, "\u2659\uFE0EBc2\u00D7Cc3");
    kriegspiel_try_text(&own, try_of("Bc2", "Cc3", NO_TYPE), NOTATION_LETTERS, text, sizeof text);
    ck_assert_str_eq(text, "PBc2xCc3");
    kriegspiel_try_text(&own, try_of("Ab1", "Cb2", NO_TYPE), NOTATION_LETTERS, text, sizeof text);
    ck_assert_str_eq(text, "NAb1-Cb2");
}
END_TEST

START_TEST(answers_to_tries)
{
    Position start;
    position_start(&start);
    Kriegspiel *k = kriegspiel_new(&start);
    ck_assert_int_eq(kriegspiel_last_heard(k)->pawn_tries, 0);
    /* Silent refusals: impossible on the own board, a pawn capture with no
     * pawn tries.  Nothing is counted. */
    ck_assert_int_eq(kriegspiel_try(k, try_of("Aa1", "Aa2", NO_TYPE), NULL), KRIEG_SILENT_IMPOSSIBLE);
    ck_assert_int_eq(kriegspiel_try(k, try_of("Bc2", "Cc3", NO_TYPE), NULL), KRIEG_SILENT_NO_PAWN_TRIES);
    ck_assert_int_eq(kriegspiel_refused_now(k, NULL), 0);
    Move played = MOVE_NONE;
    ck_assert_int_eq(kriegspiel_try(k, try_of("Ba1", "Da3", NO_TYPE), &played), KRIEG_PLAYED);
    ck_assert_int_eq(played, try_of("Ba1", "Da3", NO_TYPE));
    ck_assert_int_eq(kriegspiel_last_heard(k)->pawn_tries, 2);
    ck_assert_int_eq(kriegspiel_side_to_move(k), BLACK);

    /* "No": counted, the position and the turn unchanged. */
    Position before = *kriegspiel_true_position(k);
    ck_assert_int_eq(kriegspiel_try(k, try_of("Eb4", "Db3", NO_TYPE), NULL), KRIEG_NO);
    ck_assert(position_equal(&before, kriegspiel_true_position(k)));
    ck_assert_int_eq(kriegspiel_side_to_move(k), BLACK);
    ck_assert_uint_eq(kriegspiel_ply_count(k), 1);
    ck_assert_int_eq(kriegspiel_try(k, try_of("Eb4", "Db3", NO_TYPE), NULL), KRIEG_SILENT_REPEATED);
    const Move *refused;
    ck_assert_int_eq(kriegspiel_refused_now(k, &refused), 1);
    ck_assert_int_eq(refused[0], try_of("Eb4", "Db3", NO_TYPE));

    /* While Black thinks, White knows the count only. */
    KriegView white, black;
    kriegspiel_view(k, WHITE, kriegspiel_ply_count(k), &white);
    ck_assert_int_eq(white.refused_now_count, 1);
    ck_assert_ptr_null(white.refused_now);
    ck_assert_int_eq(white.to_move, BLACK);
    kriegview_free(&white);

    ck_assert_int_eq(kriegspiel_try(k, try_of("Dc5", "Bc3", NO_TYPE), NULL), KRIEG_PLAYED);
    ck_assert_int_eq(kriegspiel_refused_now(k, NULL), 0);
    kriegspiel_view(k, WHITE, kriegspiel_ply_count(k), &white);
    kriegspiel_view(k, BLACK, kriegspiel_ply_count(k), &black);
    ck_assert_uint_eq(white.ply_count, 2);
    ck_assert_int_eq(white.plies[0].move, try_of("Ba1", "Da3", NO_TYPE));
    ck_assert_int_eq(white.plies[1].move, MOVE_NONE);
    ck_assert_int_eq(white.plies[1].refused_count, 1);
    ck_assert_ptr_null(white.plies[1].refused);
    ck_assert_int_eq(white.plies[1].heard.pawn_tries, 3);
    ck_assert_int_eq(black.plies[0].move, MOVE_NONE);
    ck_assert_int_eq(black.plies[1].refused[0], try_of("Eb4", "Db3", NO_TYPE));
    /* Each view's board holds its own army only. */
    ck_assert_int_eq(white.own.count[BLACK][QUEEN] + white.own.count[BLACK][PAWN], 0);
    ck_assert_int_eq(position_piece_total(&white.own), 20);
    ck_assert(piece_is_real(position_at(&white.own, cell_parse("Da3"))));
    ck_assert(!piece_is_real(position_at(&black.own, cell_parse("Da3"))));
    ck_assert(piece_is_real(position_at(&black.own, cell_parse("Bc3"))));
    kriegview_free(&white);
    kriegview_free(&black);
    kriegspiel_free(k);
}
END_TEST

/* The shared example (kriegspiel-unfiltered-example.rgn): its tries made
 * in order give its comments. */
START_TEST(example_game_comments)
{
    static const struct { const char *from, *to; bool legal; } TRIES[] = {
        { "Ba1", "Da3", true },
        { "Eb4", "Db3", false }, { "Dc5", "Bc3", true },
        { "Da3", "Bc3", true },
        { "Ec5", "Dc5", false }, { "Ed5", "Dd3", true },
        { "Bb1", "Ee4", false }, { "Bc3", "Ab3", true },
        { "Dd3", "Dc5", true },
        { "Ab1", "Cb2", true }, { "Ec4", "Ec3", true },
        { "Be2", "Be3", true }, { "De5", "Ae2", false }, { "Db5", "Ca5", true },
        { "Ac2", "Ac3", true }, { "Ca5", "Cc3", true },
        { "Bc2", "Cc3", true }, { "Da4", "Da3", true },
        { "Cc3", "Dc4", true }, { "Ec5", "Ed5", true },
    };
    static const char *const COMMENTS[] = {
        "(T2:)", "(T3:\u2659\uFE0EEb4\u00D7Db3)", "(XBc3:)", "(:\u2654\uFE0EEc5\u2013Dc5)",
        "(:\U0001FA22\uFE0EBb1\u2013Ee4)", "(:)", "(:)", "(:)", "(:)", "(:\u2657\uFE0EDe5\u2013Ae2)",
        "(:)", "(T1:)", "(XCc3,T1:)", "(T1:)", "(XPDc4,CDF+,T2:)", "(T3:)",
    };
    Position start;
    position_start(&start);
    Kriegspiel *k = kriegspiel_new(&start);
    for (size_t i = 0; i < sizeof TRIES / sizeof TRIES[0]; i++)
        ck_assert_int_eq(kriegspiel_try(k, try_of(TRIES[i].from, TRIES[i].to, NO_TYPE), NULL),
            TRIES[i].legal ? KRIEG_PLAYED : KRIEG_NO);
    ck_assert_uint_eq(kriegspiel_ply_count(k), 16);
    for (size_t i = 0; i < 16; i++) {
        char *comment = kriegspiel_comment(k, i);
        ck_assert_str_eq(comment, COMMENTS[i]);
        free(comment);
    }
    kriegspiel_free(k);
}
END_TEST

/* Black's queen mates on Bb2: the end is announced with the check, no
 * pawn tries; the game takes no more tries; White's filtered record shows
 * the mate as Black's announcements, Black's its move with "†††". */
START_TEST(spacemate_ends_the_game)
{
    Position pos;
    setup(&pos, BLACK, "KAa1 kCc3 qDb2 PCb3");
    Kriegspiel *k = kriegspiel_new(&pos);
    ck_assert_int_eq(kriegspiel_try(k, try_of("Db2", "Bb4", NO_TYPE), NULL), KRIEG_NO);
    ck_assert_int_eq(kriegspiel_try(k, try_of("Db2", "Bb2", NO_TYPE), NULL), KRIEG_PLAYED);
    const KriegHeard *heard = kriegspiel_last_heard(k);
    ck_assert_int_eq(heard->end, TERMINATION_SPACEMATE);
    ck_assert_int_eq(heard->check_count, 1);
    ck_assert_int_eq(heard->checks[0], KRIEG_CT_PLUS_PLUS);
    ck_assert_int_eq(heard->pawn_tries, 0);
    ck_assert_int_eq(kriegspiel_end(k), TERMINATION_SPACEMATE);
    ck_assert_int_eq(kriegspiel_try(k, try_of("Aa1", "Ba1", NO_TYPE), NULL), KRIEG_SILENT_IMPOSSIBLE);
    char *comment = kriegspiel_comment(k, 0);
    ck_assert_str_eq(comment, "(CT++:\u2655\uFE0EDb2\u2013Bb4)");
    free(comment);
    kriegspiel_free(k);

    Record r;
    record_init(&r, &pos);
    record_play(&r, movegen_find(&pos, cell_parse("Db2"), cell_parse("Bb2"), NO_TYPE));
    record_set_comment(&r, 1, "(CT++:\u2655\uFE0EDb2\u2013Bb4)");
    record_finish(&r, TERMINATION_SPACEMATE);
    kriegspiel_set_tags(&r, KRIEG_UNFILTERED);
    char *white = kriegspiel_filtered_string(&r, WHITE), *black = kriegspiel_filtered_string(&r, BLACK);
    ck_assert_ptr_nonnull(strstr(white, "[Filtered \"white\"]\n"));
    ck_assert_ptr_nonnull(strstr(white, "\n\n1... ?? {(CT++:1)}\n0-1\n"));
    ck_assert_ptr_nonnull(strstr(black, "\n\n1... \u2655\uFE0EDb2\u2013Bb2\u2020\u2020\u2020 {(CT++:\u2655\uFE0EDb2\u2013Bb4)}\n0-1\n"));
    free(white);
    free(black);
    record_free(&r);
}
END_TEST

START_TEST(finished_by_the_players)
{
    Position start;
    position_start(&start);
    Kriegspiel *k = kriegspiel_new(&start);
    kriegspiel_finish(k, TERMINATION_WHITE_RESIGNED);
    ck_assert_int_eq(kriegspiel_end(k), TERMINATION_WHITE_RESIGNED);
    ck_assert_int_eq(kriegspiel_try(k, try_of("Ba1", "Da3", NO_TYPE), NULL), KRIEG_SILENT_IMPOSSIBLE);
    ck_assert_int_eq(kriegspiel_try(k, move_make(127, 126, NO_TYPE, false), NULL), KRIEG_SILENT_IMPOSSIBLE);
    kriegspiel_free(k);
}
END_TEST

static void read_example(const char *name, RgnGames *games)
{
    char path[512];
    Error err;
    snprintf(path, sizeof path, "%s/kriegspiel-%s-example.rgn", TEST_DATA_DIR, name);
    ck_assert_msg(rgn_read_file(path, games, &err), "%s: %s", path, err.message);
    ck_assert_uint_eq(games->count, 1);
    ck_assert_int_eq(games->games[0].error_count + games->games[0].warning_count, 0);
}

static bool heard_equal(const KriegHeard *a, const KriegHeard *b)
{
    if (a->capture_cell != b->capture_cell || a->capture_pawn != b->capture_pawn || a->pawn_tries != b->pawn_tries
        || a->check_count != b->check_count)
        return false;
    for (int i = 0; i < a->check_count; i++)
        if (a->checks[i] != b->checks[i])
            return false;
    return true;
}

/* A filtered record read back is the view the referee gives that side
 * of the unfiltered one: plies, refused tries and own boards. */
static void assert_filtered_is_view(const char *name, Colour side)
{
    RgnGames unfiltered, filtered;
    read_example("unfiltered", &unfiltered);
    read_example(name, &filtered);
    ck_assert_ptr_null(unfiltered.games[0].kriegspiel);
    const KriegView *read = filtered.games[0].kriegspiel;
    ck_assert_ptr_nonnull(read);
    ck_assert_int_eq(read->side, side);
    Kriegspiel *k = kriegspiel_from_record(&unfiltered.games[0].record);
    KriegView view;
    kriegspiel_view(k, side, kriegspiel_ply_count(k), &view);
    ck_assert_uint_eq(read->ply_count, 16);
    ck_assert_uint_eq(view.ply_count, 16);
    for (size_t i = 0; i < 16; i++) {
        const KriegPly *a = &read->plies[i], *b = &view.plies[i];
        ck_assert_int_eq(a->mover, b->mover);
        ck_assert(move_same(a->move, b->move));
        ck_assert_msg(heard_equal(&a->heard, &b->heard), "ply %zu: announcements differ", i);
        ck_assert_int_eq(a->refused_count, b->refused_count);
        for (int t = 0; a->refused && t < a->refused_count; t++)
            ck_assert_int_eq(a->refused[t], b->refused[t]);
        ck_assert((a->refused == NULL) == (b->refused == NULL));
        Position board_read, board_view;
        kriegview_board_at(read, i + 1, &board_read);
        kriegview_board_at(&view, i + 1, &board_view);
        ck_assert_msg(position_equal(&board_read, &board_view), "ply %zu: own boards differ", i);
    }
    ck_assert(position_equal(&read->own, &view.own));
    kriegview_free(&view);
    kriegspiel_free(k);
    rgn_games_free(&unfiltered);
    rgn_games_free(&filtered);
}

START_TEST(filtered_records_read_as_views)
{
    assert_filtered_is_view("filtered-white", WHITE);
    assert_filtered_is_view("filtered-black", BLACK);
}
END_TEST

/* White's captures on Bc3, Cc3 and Dc4 took Black's pieces there: Black's
 * own board learns it from the announcements alone. */
START_TEST(captures_leave_the_own_board)
{
    RgnGames games;
    read_example("filtered-black", &games);
    const KriegView *v = games.games[0].kriegspiel;
    Position board;
    kriegview_board_at(v, 3, &board);
    ck_assert_int_eq(position_at(&board, cell_parse("Bc3")), PIECE_EMPTY);
    ck_assert_int_eq(board.count[BLACK][QUEEN], 0);
    ck_assert_int_eq(position_at(&v->own, cell_parse("Cc3")), PIECE_EMPTY);
    ck_assert_int_eq(position_at(&v->own, cell_parse("Dc4")), PIECE_EMPTY);
    ck_assert_int_eq(position_at(&v->own, cell_parse("Ed5")), piece_make(BLACK, KING));
    ck_assert_int_eq(position_piece_total(&v->own), 17);
    ck_assert_int_eq(v->to_move, WHITE);
    rgn_games_free(&games);
}
END_TEST

START_TEST(heard_text_parses_back)
{
    KriegHeard h;
    size_t bad;
    ck_assert(kriegspiel_heard_parse("XPDc4,CDF+,CN,T2", 16, &h, &bad));
    ck_assert_int_eq(h.capture_cell, cell_parse("Dc4"));
    ck_assert(h.capture_pawn);
    ck_assert_int_eq(h.check_count, 2);
    ck_assert_int_eq(h.checks[1], KRIEG_CN);
    ck_assert_int_eq(h.pawn_tries, 2);
    char text[KRIEG_HEARD_TEXT_SIZE];
    kriegspiel_heard_text(&h, text, sizeof text);
    ck_assert_str_eq(text, "XPDc4,CDF+,CN,T2");
    ck_assert(kriegspiel_heard_parse("", 0, &h, &bad));
    ck_assert_int_eq(h.capture_cell, CELL_NONE);
    ck_assert(!kriegspiel_heard_parse("XBc3,CQ", 7, &h, &bad));
    ck_assert_uint_eq(bad, 5);
    ck_assert(!kriegspiel_heard_parse("T0", 2, &h, &bad));
    ck_assert(!kriegspiel_heard_parse("XZz9", 4, &h, &bad));
}
END_TEST

static Suite *kriegspiel_suite(void)
{
    Suite *s = suite_create("kriegspiel");
    TCase *tc = tcase_create("kriegspiel");
    tcase_add_test(tc, each_check_line);
    tcase_add_test(tc, check_codes_and_steps);
    tcase_add_test(tc, double_checks_in_order);
    tcase_add_test(tc, pawn_checks);
    tcase_add_test(tc, discovered_checks);
    tcase_add_test(tc, pawn_tries_with_pins);
    tcase_add_test(tc, pawn_tries_in_check);
    tcase_add_test(tc, capturing_promotions_count_once);
    tcase_add_test(tc, tries_on_the_own_board);
    tcase_add_test(tc, answers_to_tries);
    tcase_add_test(tc, example_game_comments);
    tcase_add_test(tc, spacemate_ends_the_game);
    tcase_add_test(tc, finished_by_the_players);
    tcase_add_test(tc, filtered_records_read_as_views);
    tcase_add_test(tc, captures_leave_the_own_board);
    tcase_add_test(tc, heard_text_parses_back);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(kriegspiel_suite)
