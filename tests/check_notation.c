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
 * Move notation: the canonical figurine form and the letter form written
 * for quiet moves, captures, promotions and every check mark; every form
 * of SPEC.md section 6 read back; the warnings for a wrong separator or
 * check mark; and the exact message and column of each kind of error.
 * Every legal move of several positions is written in both forms and read
 * back.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/movegen.h"
#include "core/notation.h"

#include <string.h>

/* Found by searching random positions for each kind of mark. */
static const char PROMOTION_SPACEMATE[] = "5/P4/k4/5/5|5/5/5/2K2/1Q3|5/5/5/5/5|5/5/2Q2/5/5|5/5/5/5/5 w 0 1";
static const char BOARDMATE[] = "5/5/5/5/5|5/5/5/5/5|5/5/5/5/3K1|5/5/5/5/1Q3|5/5/1k3/5/5 w 0 1";
static const char STALEMATE[] = "5/2N2/5/5/5|5/5/5/5/5|K4/5/5/5/5|2Q2/5/3R1/5/5|k4/5/5/5/5 w 0 1";
static const char PROMOTION_STALEMATE[] = "k4/B1P2/5/5/5|5/2Q2/5/5/5|5/5/5/5/5|5/4K/5/5/5|5/5/5/5/5 w 0 1";
static const char CAPTURE_BOARDMATE[] = "5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/KN2k/5/5/1R3|5/1Q1u1/5/5/5 w 0 1";
/* The white knight on Ab1 takes a black pawn on Cb2 and checks the king on
 * Eb3, which can step aside on its own level. */
static const char KNIGHT_CHECK[] = "5/5/1k3/5/5|5/5/5/5/5|5/5/5/1p3/5|5/5/5/5/5|5/5/5/5/KN3 w 0 1";
/* White pawn Bc2 faces a black pawn on Bc3. */
static const char PAWN_BLOCKED[] = "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/2p2/2P2/5|5/5/5/5/K4 w 0 1";
/* The white rook on Ab1 is pinned by the black rook on Ae1. */
static const char PINNED[] = "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/KR2r w 0 1";
/* The white king on Ac3 is checked by the rook on Aa3; a knight on Cc1. */
static const char IN_CHECK[] = "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/2N2|5/5/5/5/5|5/5/r1K2/5/5 w 0 1";
/* A white pawn on Ec4 with all five promotions to Ec5 open. */
static const char PROMOTION[] = "k4/2P2/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/4K w 0 1";

static Move find(const Position *pos, const char *from, const char *to, PieceType promotion)
{
    Move m = movegen_find(pos, cell_parse(from), cell_parse(to), promotion);
    ck_assert_msg(m != MOVE_NONE, "no move %s-%s", from, to);
    return m;
}

typedef struct Written {
    const char *rfen;
    const char *from, *to;
    PieceType promotion;
    const char *figurine, *letters;
} Written;

static const Written WRITTEN[] = {
    { RFEN_START, "Bc2", "Bc3", NO_TYPE, "\u2659\uFE0EBc2\u2013Bc3", "PBc2-Bc3" },
    { RFEN_START, "Ab1", "Cb2", NO_TYPE, "\u2658\uFE0EAb1\u2013Cb2", "NAb1-Cb2" },
    { RFEN_START, "Bb1", "Cc2", NO_TYPE, "\U0001FA22\uFE0EBb1\u2013Cc2", "UBb1-Cc2" },
    { RFEN_START, "Ba1", "Cb1", NO_TYPE, "\u2657\uFE0EBa1\u2013Cb1", "BBa1-Cb1" },
    { "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/2P2/PP1PP/BUQBU|5/5/5/PPPPP/RNKNR b 0 1",
      "Dc4", "Dc3", NO_TYPE, "\u2659\uFE0EDc4\u2013Dc3", "PDc4-Dc3" },
    { KNIGHT_CHECK, "Ab1", "Cb2", NO_TYPE, "\u2658\uFE0EAb1\u00D7Cb2\u2020", "NAb1xCb2+" },
    { BOARDMATE, "Bb1", "Bb3", NO_TYPE, "\u2655\uFE0EBb1\u2013Bb3\u2020\u2020", "QBb1-Bb3++" },
    { CAPTURE_BOARDMATE, "Ab4", "Ad4", NO_TYPE, "\u2655\uFE0EAb4\u00D7Ad4\u2020\u2020", "QAb4xAd4++" },
    { PROMOTION_SPACEMATE, "Ea4", "Ea5", QUEEN, "\u2659\uFE0EEa4\u2013Ea5=\u2655\uFE0E\u2020\u2020\u2020",
      "PEa4-Ea5=Q#" },
    { STALEMATE, "Bc5", "Ac4", NO_TYPE, "\u2655\uFE0EBc5\u2013Ac4\u2261", "QBc5-Ac4~" },
    { PROMOTION_STALEMATE, "Ec4", "Ec5", KNIGHT, "\u2659\uFE0EEc4\u2013Ec5=\u2658\uFE0E\u2261", "PEc4-Ec5=N~" },
    { PROMOTION, "Ec4", "Ec5", UNICORN, "\u2659\uFE0EEc4\u2013Ec5=\U0001FA22\uFE0E", "PEc4-Ec5=U" },
};

START_TEST(writes_both_forms)
{
    const Written *w = &WRITTEN[_i];
    Position pos;
    char buf[NOTATION_SIZE];
    load(&pos, w->rfen);
    Move m = find(&pos, w->from, w->to, w->promotion);
    ck_assert_uint_eq(notation_write(&pos, m, buf, sizeof buf), strlen(w->figurine));
    ck_assert_str_eq(buf, w->figurine);
    ck_assert_uint_eq(notation_write_letters(&pos, m, buf, sizeof buf), strlen(w->letters));
    ck_assert_str_eq(buf, w->letters);
}
END_TEST

START_TEST(write_truncates_safely)
{
    Position pos;
    char buf[6];
    load(&pos, RFEN_START);
    Move m = find(&pos, "Bc2", "Bc3", NO_TYPE);
    ck_assert_uint_eq(notation_write_letters(&pos, m, buf, sizeof buf), 8);
    ck_assert_str_eq(buf, "PBc2-");
}
END_TEST

typedef struct Accepted {
    const char *rfen;
    const char *text;
    const char *coord;
} Accepted;

static const Accepted ACCEPTED[] = {
    { RFEN_START, "\u2659\uFE0EBc2\u2013Bc3", "Bc2-Bc3" },
    { RFEN_START, "\u2659Bc2\u2013Bc3", "Bc2-Bc3" },
    { RFEN_START, "\u265FBc2-Bc3", "Bc2-Bc3" },
    { RFEN_START, "\u265F\uFE0FBc2-Bc3", "Bc2-Bc3" },
    { RFEN_START, "PBc2-Bc3", "Bc2-Bc3" },
    { RFEN_START, "pBc2-Bc3", "Bc2-Bc3" },
    { RFEN_START, "Bc2-Bc3", "Bc2-Bc3" },
    { RFEN_START, "bc2-bc3", "Bc2-Bc3" },
    { RFEN_START, "bc2bc3", "Bc2-Bc3" },
    { RFEN_START, "Bc2Bc3", "Bc2-Bc3" },
    { RFEN_START, "Bc2 - Bc3", "Bc2-Bc3" },
    { RFEN_START, "Bc2 -Bc3", "Bc2-Bc3" },
    { RFEN_START, "Bc2\u2013 Bc3", "Bc2-Bc3" },
    { RFEN_START, "Bc2\u2014Bc3", "Bc2-Bc3" },
    { RFEN_START, "Bc2\u2212Bc3", "Bc2-Bc3" },
    { RFEN_START, "Bc2\u2010Bc3", "Bc2-Bc3" },
    { RFEN_START, "  Bc2-Bc3 \t", "Bc2-Bc3" },
    { RFEN_START, "Bc2-Bc3!", "Bc2-Bc3" },
    { RFEN_START, "Bc2-Bc3?!", "Bc2-Bc3" },
    { RFEN_START, "NAb1-Cb2", "Ab1-Cb2" },
    { RFEN_START, "SAb1-Cb2", "Ab1-Cb2" },
    { RFEN_START, "\u2658Ab1\u2013Cb2", "Ab1-Cb2" },
    { RFEN_START, "\u265EAb1-Cb2", "Ab1-Cb2" },
    { RFEN_START, "nab1cb2", "Ab1-Cb2" },
    { RFEN_START, "Ab1-Cb2", "Ab1-Cb2" },
    { RFEN_START, "UBb1-Cc2", "Bb1-Cc2" },
    { RFEN_START, "\U0001FA22Bb1-Cc2", "Bb1-Cc2" },
    { RFEN_START, "\U0001FA28\uFE0EBb1\u2013Cc2", "Bb1-Cc2" },
    { RFEN_START, "\u2658Bb1-Cc2", "Bb1-Cc2" },
    { RFEN_START, "\u265E\uFE0EBb1-Cc2", "Bb1-Cc2" },
    { RFEN_START, "uBb1Cc2", "Bb1-Cc2" },
    { RFEN_START, "BBa1-Cb1", "Ba1-Cb1" },
    { RFEN_START, "bba1cb1", "Ba1-Cb1" },
    { RFEN_START, "\u2657Ba1\u2013Cb1", "Ba1-Cb1" },
    { RFEN_START, "Ba1-Cb1", "Ba1-Cb1" },
    { CAPTURE_BOARDMATE, "\u2655\uFE0EAb4\u00D7Ad4\u2020\u2020", "Ab4-Ad4" },
    { CAPTURE_BOARDMATE, "QAb4xAd4++", "Ab4-Ad4" },
    { CAPTURE_BOARDMATE, "Ab4XAd4", "Ab4-Ad4" },
    { CAPTURE_BOARDMATE, "Ab4:Ad4", "Ab4-Ad4" },
    { CAPTURE_BOARDMATE, "QAb4 x Ad4", "Ab4-Ad4" },
    { CAPTURE_BOARDMATE, "qab4xad4", "Ab4-Ad4" },
    { PROMOTION_SPACEMATE, "\u2659\uFE0EEa4\u2013Ea5=\u2655\uFE0E\u2020\u2020\u2020", "Ea4-Ea5=Q" },
    { PROMOTION_SPACEMATE, "Ea4-Ea5=Q#", "Ea4-Ea5=Q" },
    { PROMOTION_SPACEMATE, "Ea4-Ea5=Q+++", "Ea4-Ea5=Q" },
    { PROMOTION_SPACEMATE, "Ea4Ea5Q", "Ea4-Ea5=Q" },
    { PROMOTION_SPACEMATE, "ea4ea5q", "Ea4-Ea5=Q" },
    { PROMOTION_SPACEMATE, "Ea4-Ea5=\u265B", "Ea4-Ea5=Q" },
    { PROMOTION_SPACEMATE, "Ea4-Ea5\u2655#", "Ea4-Ea5=Q" },
    { PROMOTION_SPACEMATE, "PEa4-Ea5=Q\u2020\u2020\u2020", "Ea4-Ea5=Q" },
    { PROMOTION, "Ec4-Ec5=U", "Ec4-Ec5=U" },
    { PROMOTION, "Ec4-Ec5=\U0001FA22\uFE0E", "Ec4-Ec5=U" },
    { PROMOTION, "Ec4-Ec5=\u2658", "Ec4-Ec5=N" },
    { PROMOTION, "Ec4-Ec5=S", "Ec4-Ec5=N" },
    { PROMOTION, "Ec4-Ec5r", "Ec4-Ec5=R" },
    { PROMOTION, "Ec4Ec5B", "Ec4-Ec5=B" },
    { STALEMATE, "QBc5-Ac4\u2261", "Bc5-Ac4" },
    { STALEMATE, "QBc5-Ac4~", "Bc5-Ac4" },
    { BOARDMATE, "\u2655Bb1\u2013Bb3\u2020\u2020", "Bb1-Bb3" },
    { KNIGHT_CHECK, "NAb1xCb2+", "Ab1-Cb2" },
    { KNIGHT_CHECK, "\u2658\uFE0EAb1\u00D7Cb2\u2020", "Ab1-Cb2" },
};

START_TEST(reads_every_form)
{
    const Accepted *a = &ACCEPTED[_i];
    Position pos;
    Move m;
    NotationWarnings warnings;
    Error err = { 0 };
    char coord[MOVE_COORD_SIZE];
    load(&pos, a->rfen);
    ck_assert_msg(notation_parse(&pos, a->text, &m, &warnings, &err), "'%s' refused: %d: %s", a->text,
        err.column, err.message);
    move_to_coord(m, coord);
    ck_assert_str_eq(coord, a->coord);
    ck_assert_msg(warnings.count == 0, "'%s': warning %s", a->text, warnings.warning[0].message);
}
END_TEST

typedef struct Warned {
    const char *rfen;
    const char *text;
    int column;
    const char *message;
    int second_column;
    const char *second_message;
} Warned;

static const Warned WARNED[] = {
    { RFEN_START, "Bc2xBc3", 4, "nothing stands on Bc3 to capture: the separator should be \u2013 or -", 0, NULL },
    { CAPTURE_BOARDMATE, "QAb4-Ad4++", 5, "the move captures the unicorn on Ad4: the separator should be \u00D7 or x",
      0, NULL },
    { RFEN_START, "Bc2-Bc3+", 8, "the move gives no check and no stalemate: remove the mark '+'", 0, NULL },
    { RFEN_START, "Bc2-Bc3\u2261", 8, "the move gives no check and no stalemate: remove the mark '\u2261'", 0, NULL },
    { PROMOTION_SPACEMATE, "Ea4-Ea5=Q+", 10, "the move gives spacemate: the mark should be '#', not '+'", 0, NULL },
    { PROMOTION_SPACEMATE, "\u2659\uFE0EEa4\u2013Ea5=\u2655\uFE0E\u2020", 11,
      "the move gives spacemate: the mark should be '\u2020\u2020\u2020', not '\u2020'", 0, NULL },
    { BOARDMATE, "QBb1-Bb3+", 9, "the move gives boardmate: the mark should be '++', not '+'", 0, NULL },
    { KNIGHT_CHECK, "NAb1xCb2\u2020\u2020", 9, "the move gives check: the mark should be '\u2020', not '\u2020\u2020'",
      0, NULL },
    { STALEMATE, "QBc5-Ac4#", 9, "the move gives stalemate: the mark should be '~', not '#'", 0, NULL },
    { RFEN_START, "Bc2xBc3#", 4, "nothing stands on Bc3 to capture: the separator should be \u2013 or -", 8,
      "the move gives no check and no stalemate: remove the mark '#'" },
    { RFEN_START, "  Bc2xBc3", 6, "nothing stands on Bc3 to capture: the separator should be \u2013 or -", 0, NULL },
};

START_TEST(warns_about_separator_and_mark)
{
    const Warned *w = &WARNED[_i];
    Position pos;
    Move m;
    NotationWarnings warnings;
    Error err;
    load(&pos, w->rfen);
    ck_assert_msg(notation_parse(&pos, w->text, &m, &warnings, &err), "'%s' refused: %s", w->text, err.message);
    ck_assert_int_eq(warnings.count, w->second_message ? 2 : 1);
    ck_assert_str_eq(warnings.warning[0].message, w->message);
    ck_assert_int_eq(warnings.warning[0].column, w->column);
    if (w->second_message) {
        ck_assert_str_eq(warnings.warning[1].message, w->second_message);
        ck_assert_int_eq(warnings.warning[1].column, w->second_column);
    }
}
END_TEST

typedef struct Refused {
    const char *rfen;
    const char *text;
    int column;
    const char *message;
} Refused;

static const Refused REFUSED[] = {
    { RFEN_START, "", 1, "no move given" },
    { RFEN_START, " \t ", 1, "no move given" },
    { RFEN_START, "Bc4-Bc5", 1, "no piece on Bc4" },
    { RFEN_START, "PBc4-Bc5", 2, "no piece on Bc4" },
    { RFEN_START, "Dc4-Dc3", 1, "the pawn on Dc4 is Black's, but it is White's move" },
    { RFEN_START, "NBc2-Bc3", 1, "the letter N names a knight, but the piece on Bc2 is a pawn" },
    { RFEN_START, "NBb1-Cc2", 1, "the letter N names a knight, but the piece on Bb1 is a unicorn" },
    { RFEN_START, "\u2657Bc2-Bc3", 1, "the figurine \u2657 is a bishop, but the piece on Bc2 is a pawn" },
    { RFEN_START, "\u2658Bc2-Bc3", 1, "the figurine \u2658 is a knight or a unicorn, but the piece on Bc2 is a pawn" },
    { RFEN_START, "Tc2-Tc3", 1, "'T' is neither a piece letter (K Q R B N S U P) nor a level (A-E)" },
    { RFEN_START, "TBc2-Bc3", 1, "unknown piece letter 'T': the pieces are K, Q, R, B, N (or S), U and P" },
    { RFEN_START, "\u2660Bc2-Bc3", 1, "'\u2660' does not begin a move: expected a piece or a cell such as Bc2" },
    { RFEN_START, "Bf2-Bc3", 2, "'f' is not a file: the files are a to e" },
    { RFEN_START, "Bc6-Bc3", 3, "'6' is not a rank: the ranks are 1 to 5" },
    { RFEN_START, "Bc2-Fc3", 5, "'F' is not a level: the levels are A to E" },
    { RFEN_START, "NXb1-Cb2", 2, "'X' is not a level: the levels are A to E" },
    { RFEN_START, "\u2658Ab", 4, "the cell breaks off: a cell is level, file and rank, such as Bc2" },
    { RFEN_START, "Bc2-Bc", 7, "the cell breaks off: a cell is level, file and rank, such as Bc2" },
    { RFEN_START, "Bc2-", 5, "the move breaks off after Bc2: the destination cell is missing" },
    { RFEN_START, "Bc2", 4, "the move breaks off after Bc2: the destination cell is missing" },
    { RFEN_START, "Bc2 Bc3", 4, "a space after Bc2: write '-' (or 'x' for a capture) between the two cells" },
    { RFEN_START, "Bc2-Bc3 foo", 9, "unexpected text after the move: 'foo'" },
    { RFEN_START, "Bc2-Bc3=", 9, "expected the promotion piece after '=': Q, R, B, N or U" },
    { RFEN_START, "Bc2-Bc3=Q", 8,
      "the move is not a promotion: only a pawn reaching its last rank on the last level promotes" },
    { RFEN_START, "Bc2-Bd3", 1, "the pawn on Bc2 cannot move to Bd3: a pawn moves diagonally only to capture" },
    { RFEN_START, "Bc2-Bc4", 1, "the pawn on Bc2 cannot move to Bc4: a pawn does not move that way" },
    { RFEN_START, "Bc2-Bc2", 1, "the pawn on Bc2 cannot move to Bc2: the origin and the destination are the same cell" },
    { RFEN_START, "Ab2-Bb2", 1, "the pawn on Ab2 cannot move to Bb2: its own pawn stands there" },
    { RFEN_START, "RAa1-Aa3", 1, "the rook on Aa1 cannot move to Aa3: the way is blocked on Aa2" },
    { RFEN_START, "RAa1-Cb1", 1, "the rook on Aa1 cannot move to Cb1: a rook moves along a file, a rank or up and down" },
    { RFEN_START, "NAb1-Ab3", 1, "the knight on Ab1 cannot move to Ab3: a knight does not move that way" },
    { RFEN_START, "KAc1-Ac3", 1, "the king on Ac1 cannot move to Ac3: a king moves one cell at a time" },
    { RFEN_START, "BBa1-Ba3", 1, "the bishop on Ba1 cannot move to Ba3: a bishop moves along the diagonals of a plane" },
    { RFEN_START, "UBb1-Cb2", 1, "the unicorn on Bb1 cannot move to Cb2: a unicorn moves along the space diagonals" },
    { RFEN_START, "QBc1-Dd4", 1, "the queen on Bc1 cannot move to Dd4: a queen moves along straight lines only" },
    { RFEN_START, "QBc1-Bc3", 1, "the queen on Bc1 cannot move to Bc3: the way is blocked on Bc2" },
    { PAWN_BLOCKED, "Bc2-Bc3", 1,
      "the pawn on Bc2 cannot move to Bc3: a pawn captures only diagonally, never straight ahead or up" },
    { PINNED, "RAb1-Ab2", 1, "the rook on Ab1 cannot move to Ab2: that would leave the king in check" },
    { IN_CHECK, "NCc1-Ec2", 1, "the knight on Cc1 cannot move to Ec2: the king is in check and this does not end it" },
    { IN_CHECK, "KAc3-Ad3", 1, "the king on Ac3 cannot move to Ad3: the king would be in check there" },
    { PROMOTION, "Ec4-Ec5", 8, "promotion piece missing: add =Q, =R, =B, =N or =U" },
    { PROMOTION, "Ec4-Ec5=K", 8, "a pawn cannot promote to a king: choose Q, R, B, N or U" },
    { PROMOTION, "Ec4-Ec5P", 8, "a pawn cannot promote to a pawn: choose Q, R, B, N or U" },
};

START_TEST(refuses_with_message_and_column)
{
    const Refused *r = &REFUSED[_i];
    Position pos;
    Move m;
    Error err;
    load(&pos, r->rfen);
    ck_assert_msg(!notation_parse(&pos, r->text, &m, NULL, &err), "'%s' accepted", r->text);
    ck_assert_str_eq(err.message, r->message);
    ck_assert_int_eq(err.column, r->column);
}
END_TEST

static void check_round_trip(const Position *pos)
{
    MoveList list;
    movegen_legal(pos, &list);
    for (int i = 0; i < list.count; i++) {
        for (int style = NOTATION_FIGURINE; style <= NOTATION_LETTERS; style++) {
            char text[NOTATION_SIZE];
            Move back;
            NotationWarnings warnings;
            Error err;
            notation_write_style(pos, list.moves[i], (NotationStyle)style, text, sizeof text);
            ck_assert_msg(notation_parse(pos, text, &back, &warnings, &err), "'%s': %s", text, err.message);
            ck_assert_msg(back == list.moves[i], "'%s' read back as another move", text);
            ck_assert_int_eq(warnings.count, 0);
        }
    }
}

START_TEST(every_move_reads_back)
{
    const char *starts[] = { RFEN_START, PROMOTION, PROMOTION_SPACEMATE, STALEMATE, CAPTURE_BOARDMATE };
    uint64_t state = 2026;
    for (size_t s = 0; s < sizeof starts / sizeof *starts; s++) {
        Position pos;
        load(&pos, starts[s]);
        for (int ply = 0; ply < 40; ply++) {
            MoveList list;
            check_round_trip(&pos);
            if (movegen_legal(&pos, &list) == 0)
                break;
            Undo undo;
            position_make_move(&pos, list.moves[test_random(&state) % (uint64_t)list.count], &undo);
        }
    }
}
END_TEST

START_TEST(scan_stops_after_the_move)
{
    NotationText nt;
    Error err;
    const char text[] = "Bc2 \u2013 Bc3=Q\u2020\u2020! {comment}";
    ck_assert(notation_scan(text, strlen(text), &nt, &err));
    ck_assert_uint_eq(nt.length, strlen("Bc2 \u2013 Bc3=Q\u2020\u2020!"));
    ck_assert_int_eq(nt.from, cell_parse("Bc2"));
    ck_assert_int_eq(nt.to, cell_parse("Bc3"));
    ck_assert_int_eq(nt.separator, NOTATION_SEPARATOR_QUIET);
    ck_assert_int_eq(nt.promotion, QUEEN);
    ck_assert(nt.has_mark);
    ck_assert_int_eq(nt.mark, CHECK_MARK_BOARDMATE);
    ck_assert_int_eq(nt.nag, 1);
    ck_assert_str_eq(notation_mark_letters(CHECK_MARK_STALEMATE), "~");
}
END_TEST

static Suite *notation_suite(void)
{
    Suite *s = suite_create("notation");
    TCase *tc = tcase_create("notation");
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_loop_test(tc, writes_both_forms, 0, (int)(sizeof WRITTEN / sizeof *WRITTEN));
    tcase_add_test(tc, write_truncates_safely);
    tcase_add_loop_test(tc, reads_every_form, 0, (int)(sizeof ACCEPTED / sizeof *ACCEPTED));
    tcase_add_loop_test(tc, warns_about_separator_and_mark, 0, (int)(sizeof WARNED / sizeof *WARNED));
    tcase_add_loop_test(tc, refuses_with_message_and_column, 0, (int)(sizeof REFUSED / sizeof *REFUSED));
    tcase_add_test(tc, every_move_reads_back);
    tcase_add_test(tc, scan_stops_after_the_move);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(notation_suite)
