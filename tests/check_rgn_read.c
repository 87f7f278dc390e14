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
 * The RGN reader: every construct of raumschach(5) read into the
 * record (tags with escapes, unknown tags, comments of both kinds, NAGs,
 * skipped variations, move numbers, results, BOM, CRLF, plain move lists,
 * several games, SetUp/FEN), and each kind of problem with its exact
 * message, line and column; a record that breaks off or holds an illegal
 * move keeps every move before the fault.
 */
#include <config.h>

#include "check_helpers.h"
#include "core/rgn.h"

#include <stdlib.h>
#include <string.h>

#define TAGS                                                                 \
    "[Event \"Hamburg \\\"Kaffeehaus\\\" \\\\ 1907\"]\n"                      \
    "[Site \"Hamburg\"]\n"                                                   \
    "[Date \"1907.05.01\"]\n"                                                \
    "[White \"Maack\"]\n"                                                    \
    "[Black \"Einhorn:Strong\"]\n"                                           \
    "[Result \"*\"]\n"                                                       \
    "[Variant \"Raumschach-Normal-Form\"]\n"                                 \
    "[TimeControl \"5400+30\"]\n"

static const char FULL[] = TAGS
    "[Annotator \"Anna\"]\n"
    "\n"
    "{Opening} 1. \u2659\uFE0EBc2\u2013Bc3 {A quiet\n"
    "start.} \u2659\uFE0EDc4\u2013Dc3 $1 $14 2. \u2658\uFE0EAb1\u2013Cb2 (2. Ab1-Cc1 {(x)} (2. Ba1-Cb1)) 2...\n"
    "\u2659\uFE0EEc4\u2013Dc4?! ; to the end of the line\n"
    "*\n";

static const char PROMOTION_SPACEMATE[] = "5/P4/k4/5/5|5/5/5/2K2/1Q3|5/5/5/5/5|5/5/2Q2/5/5|5/5/5/5/5 w 0 1";
static const char AFTER_BC3[] =
    "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/2P2/PP1PP/BUQBU|5/5/5/PPPPP/RNKNR b 0 1";

static RgnGames games;

static void teardown(void)
{
    rgn_games_free(&games);
}

static const RgnGame *read_one(const char *text)
{
    rgn_read(text, strlen(text), &games);
    ck_assert_uint_eq(games.count, 1);
    return &games.games[0];
}

static void expect(const RgnGame *g, size_t i, RgnSeverity severity, int line, int column, const char *message)
{
    ck_assert_msg(i < g->diagnostic_count, "only %zu diagnostics, expected '%s'", g->diagnostic_count, message);
    const RgnDiagnostic *d = &g->diagnostics[i];
    ck_assert_str_eq(d->message, message);
    ck_assert_int_eq(d->severity, severity);
    ck_assert_int_eq(d->line, line);
    ck_assert_int_eq(d->column, column);
}

static const char *coord(const Record *r, size_t ply, char buf[MOVE_COORD_SIZE])
{
    move_to_coord(r->game.moves[ply], buf);
    return buf;
}

START_TEST(full_record)
{
    char buf[MOVE_COORD_SIZE];
    const RgnGame *g = read_one(FULL);
    const Record *r = &g->record;
    ck_assert_str_eq(record_tag(r, "Event"), "Hamburg \"Kaffeehaus\" \\ 1907");
    ck_assert_str_eq(record_tag(r, "Black"), "Einhorn:Strong");
    ck_assert_str_eq(record_tag(r, "TimeControl"), "5400+30");
    ck_assert_str_eq(record_tag(r, "Annotator"), "Anna");
    ck_assert_uint_eq(r->tag_count, 9);
    ck_assert_uint_eq(record_ply_count(r), 4);
    ck_assert_str_eq(coord(r, 3, buf), "Ec4-Dc4");
    ck_assert_str_eq(record_comment(r, 0), "Opening");
    ck_assert_str_eq(record_comment(r, 1), "A quiet start.");
    ck_assert_ptr_null(record_comment(r, 2));
    ck_assert_int_eq(record_annotation(r, 2)->nag_count, 2);
    ck_assert_int_eq(record_annotation(r, 2)->nags[0], 1);
    ck_assert_int_eq(record_annotation(r, 2)->nags[1], 14);
    ck_assert_int_eq(record_annotation(r, 4)->nag_count, 1);
    ck_assert_int_eq(record_annotation(r, 4)->nags[0], 6);
    ck_assert_str_eq(record_comment(r, 4), "to the end of the line");
    ck_assert_int_eq(r->result, RESULT_UNFINISHED);
    ck_assert_int_eq(g->error_count, 0);
    ck_assert_int_eq(g->warning_count, 1);
    expect(g, 0, RGN_WARNING, 12, 37,
        "variation '(2. Ab1-Cc1 {(x)} (2. Ba1-Cb1))' skipped: a record keeps only the main line");
    ck_assert_str_eq(g->diagnostics[0].quote, "(2. Ab1-Cc1 {(x)} (2. Ba1-Cb1))");
    ck_assert_int_eq(g->line, 1);
}
END_TEST

/* The same record with a byte-order mark and CRLF line ends. */
START_TEST(bom_and_crlf_read_the_same)
{
    RgnGames plain;
    size_t n = strlen(FULL);
    char *crlf = malloc(2 * n + 4);
    size_t k = 0;
    memcpy(crlf, "\xEF\xBB\xBF", 3);
    k = 3;
    for (size_t i = 0; i < n; i++) {
        if (FULL[i] == '\n')
            crlf[k++] = '\r';
        crlf[k++] = FULL[i];
    }
    rgn_read(FULL, n, &plain);
    rgn_read(crlf, k, &games);
    ck_assert_uint_eq(games.count, 1);
    ck_assert(record_equal(&plain.games[0].record, &games.games[0].record));
    expect(&games.games[0], 0, RGN_WARNING, 12, 37,
        "variation '(2. Ab1-Cc1 {(x)} (2. Ba1-Cb1))' skipped: a record keeps only the main line");
    ck_assert_uint_eq(games.games[0].diagnostic_count, 1);
    rgn_games_free(&plain);
    free(crlf);
}
END_TEST

START_TEST(plain_move_list_without_tags)
{
    const RgnGame *g = read_one("\n  1.Bc2-Bc3 dc4dc3 2. NAb1 x Cb2?? Ec4-Dc4\n");
    ck_assert_uint_eq(record_ply_count(&g->record), 4);
    /* No tag section at all: the defaults stand in, without a warning
     * about missing tags (a pasted move list). */
    ck_assert_uint_eq(g->diagnostic_count, 2);
    ck_assert_int_eq(record_annotation(&g->record, 3)->nags[0], 4);
    ck_assert_int_eq(g->error_count, 0);
    ck_assert_str_eq(record_tag(&g->record, "Event"), "?");
    ck_assert_str_eq(record_tag(&g->record, "Variant"), "Raumschach-Normal-Form");
    ck_assert_int_eq(g->line, 2);
    expect(g, 0, RGN_WARNING, 2, 28, "move 'NAb1 x Cb2?\?': nothing stands on Cb2 to capture: "
        "the separator should be \u2013 or -");
    expect(g, 1, RGN_WARNING, 2, 43, "no result token at the end of the game");
}
END_TEST

START_TEST(several_games_in_one_text)
{
    static const char text[] =
        "[Event \"One\"]\n\n1. Bc2-Bc3 Dc4-Dc3 1-0 {between}\n\n"
        "[Event \"Two\"]\n\n1. Bb2-Bb3 *\n"
        "1. Bd2-Bd3 0-1\n"
        "{at the end}\n";
    rgn_read(text, strlen(text), &games);
    ck_assert_uint_eq(games.count, 3);
    ck_assert_str_eq(record_tag(&games.games[0].record, "Event"), "One");
    ck_assert_int_eq(games.games[0].record.result, RESULT_WHITE_WINS);
    ck_assert_ptr_null(record_comment(&games.games[0].record, 2));
    ck_assert_str_eq(record_comment(&games.games[1].record, 0), "between");
    ck_assert_str_eq(record_tag(&games.games[1].record, "Event"), "Two");
    ck_assert_int_eq(games.games[1].line, 5);
    ck_assert_str_eq(record_tag(&games.games[2].record, "Event"), "?");
    ck_assert_int_eq(games.games[2].record.result, RESULT_BLACK_WINS);
    ck_assert_str_eq(record_comment(&games.games[2].record, 1), "at the end");
    ck_assert_int_eq(games.games[2].line, 8);
}
END_TEST

/* '%' escape lines, a byte-order mark between concatenated files, a
 * no-break space, and a game cut short by the next tag section. */
START_TEST(escapes_and_concatenated_files)
{
    static const char text[] =
        "% a comment line for the tools\n"
        "1. Bc2-Bc3\u00A0Dc4-Dc3\n"
        "%1. this is not a move\n"
        "\xEF\xBB\xBF[Event \"Two\"]\n\n1. Bb2-Bb3 *\n";
    rgn_read(text, strlen(text), &games);
    ck_assert_uint_eq(games.count, 2);
    ck_assert_uint_eq(record_ply_count(&games.games[0].record), 2);
    expect(&games.games[0], 0, RGN_WARNING, 2, 19, "no result token at the end of the game");
    ck_assert_uint_eq(games.games[0].diagnostic_count, 1);
    ck_assert_str_eq(record_tag(&games.games[1].record, "Event"), "Two");
    ck_assert_uint_eq(record_ply_count(&games.games[1].record), 1);
    ck_assert_int_eq(games.games[1].line, 4);
}
END_TEST

START_TEST(set_up_position_and_inferred_end)
{
    char text[400];
    snprintf(text, sizeof text, "[SetUp \"1\"]\n[FEN \"%s\"]\n\n1. Ea4-Ea5=Q\n", PROMOTION_SPACEMATE);
    const RgnGame *g = read_one(text);
    const Record *r = &g->record;
    ck_assert_uint_eq(record_ply_count(r), 1);
    ck_assert_str_eq(record_tag(r, "FEN"), PROMOTION_SPACEMATE);
    ck_assert_str_eq(record_tag(r, "Result"), "1-0");
    ck_assert_str_eq(record_tag(r, "Termination"), "Spacemate");
    ck_assert_int_eq(g->error_count, 0);
    expect(g, 1, RGN_WARNING, 4, 13, "no result token at the end of the game");
}
END_TEST

START_TEST(black_to_move_first)
{
    static const char *const forms[] = { "1... Dc4-Dc3 *", "1. ... Dc4-Dc3 *", "1\u2026 Dc4-Dc3 *" };
    for (size_t i = 0; i < 3; i++) {
        char text[400];
        snprintf(text, sizeof text, "[SetUp \"1\"]\n[FEN \"%s\"]\n\n%s\n", AFTER_BC3, forms[i]);
        rgn_read(text, strlen(text), &games);
        ck_assert_uint_eq(record_ply_count(&games.games[0].record), 1);
        ck_assert_uint_eq(games.games[0].diagnostic_count, 1); /* the missing tags */
        rgn_games_free(&games);
    }
}
END_TEST

START_TEST(move_numbers_are_checked)
{
    const RgnGame *g = read_one("1. Bc2-Bc3 1. Dc4-Dc3 3. Bb2-Bb3 2... Db4-Db3 3... *");
    ck_assert_uint_eq(record_ply_count(&g->record), 4);
    expect(g, 0, RGN_WARNING, 1, 12, "'1.' announces a White move, but it is Black's turn: write 1...");
    expect(g, 1, RGN_WARNING, 1, 23, "move number '3.', but this is move 2");
    expect(g, 2, RGN_WARNING, 1, 47, "'3...' announces a Black move, but it is White's turn");
    ck_assert_int_eq(g->error_count, 0);
}
END_TEST

typedef struct Problem {
    const char *text;
    RgnSeverity severity;
    int line, column;
    const char *message;
    size_t moves;               /* moves read all the same */
} Problem;

#define T7 "[Event \"e\"]\n[Site \"s\"]\n[Date \"2026.11.22\"]\n[White \"w\"]\n[Black \"b\"]\n[Variant \"Raumschach-Normal-Form\"]\n[TimeControl \"-\"]\n"

static const Problem PROBLEMS[] = {
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 TDc4-Dc3 *", RGN_ERROR, 10, 12,
      "bad move 'TDc4-Dc3': unknown piece letter 'T': the pieces are K, Q, R, B, N (or S), U and P", 1 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 Dc4-Dc3 2. Bc4-Bc5 *", RGN_ERROR, 10, 23,
      "illegal move 'Bc4-Bc5': no piece on Bc4", 2 },
    { T7 "[Result \"*\"]\n\n1. \u2657\uFE0EBc2\u2013Bc3 *", RGN_ERROR, 10, 4,
      "illegal move '\u2657\uFE0EBc2\u2013Bc3': the figurine \u2657 is a bishop, but the piece on Bc2 is a pawn", 0 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 Dc4-Dc3 2. Bc3-Bd4 Dd4-Dd3 *", RGN_ERROR, 10, 23,
      "illegal move 'Bc3-Bd4': the pawn on Bc3 cannot move to Bd4: a pawn moves diagonally only to capture", 2 },
    { T7 "[Result \"1-0\"]\n\n1. Bc2-Bc3 1-0 2. Dc4-Dc3", RGN_ERROR, 10, 16,
      "'2.' after the result 1-0: a game ends with its result", 1 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 {never\nends", RGN_ERROR, 10, 12,
      "unterminated comment '{never ends': no '}' before the end", 1 },
    { T7 "[Result \"*\n\n1. Bc2-Bc3 *", RGN_ERROR, 8, 9,
      "unterminated tag '[Result \"*': the line ends before the closing '\"' of the value of Result", 1 },
    { T7 "[Result \"*\"\n\n1. Bc2-Bc3 *", RGN_ERROR, 8, 12,
      "unterminated tag '[Result \"*\"': no ']' after the value of Result", 1 },
    { T7 "[Result *]\n\n1. Bc2-Bc3 *", RGN_ERROR, 8, 9,
      "bad tag '[Result *]': the value of Result must be in double quotes", 1 },
    { T7 "[Result \"*\" x]\n\n1. Bc2-Bc3 *", RGN_ERROR, 8, 13,
      "bad tag '[Result \"*\" x]': expected ']' after the value of Result", 1 },
    { T7 "[\"*\"]\n[Result \"*\"]\n\n1. Bc2-Bc3 *", RGN_ERROR, 8, 2,
      "bad tag '[\"*\"]': expected a tag name after '['", 1 },
    { T7 "[_x \"*\"]\n[Result \"*\"]\n\n1. Bc2-Bc3 *", RGN_ERROR, 8, 2,
      "bad tag name '_x': a tag name starts with a letter", 1 },
    { T7 "[Result \"1:0\"]\n\n1. Bc2-Bc3 *", RGN_ERROR, 8, 10,
      "the Result tag must be 1-0, 0-1, 1/2-1/2 or *, not '1:0'", 1 },
    { T7 "[Result \"0-1\"]\n\n1. Bc2-Bc3 1-0", RGN_ERROR, 10, 12,
      "the result 1-0 does not match the Result tag 0-1", 1 },
    { "[Variant \"Chess\"]\n\n1. e4 e5 *", RGN_ERROR, 1, 11,
      "the variant 'Chess' is not supported: only Raumschach-Normal-Form is", 0 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 \xFF Dc4-Dc3 *", RGN_ERROR, 10, 12,
      "invalid UTF-8 in the move text: byte 0xFF is not part of a character", 1 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 {caf\xC3} Dc4-Dc3 *", RGN_ERROR, 10, 16,
      "invalid UTF-8 in a comment: byte 0xC3 is not part of a character", 2 },
    { T7 "[Result \"*\"]\n[Round \"\xE2\x80\"]\n\n1. Bc2-Bc3 *", RGN_ERROR, 9, 9,
      "invalid UTF-8 in a tag value: byte 0xE2 is not part of a character", 1 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 \x01 *", RGN_ERROR, 10, 12,
      "control character U+0001 in the move text", 1 },
    { "[Event \"only\"]\n\n1. Bc2-Bc3 *", RGN_WARNING, 1, 1,
      "missing required tags: Site, Date, White, Black, Result, Variant, TimeControl", 1 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 Dc4-Dc3 2. Bb2-B", RGN_ERROR, 10, 28,
      "bad move 'Bb2-B': the cell breaks off: a cell is level, file and rank, such as Bc2", 2 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 Dc4-Dc3 2. Bb2", RGN_ERROR, 10, 26,
      "bad move 'Bb2': the move breaks off after Bb2: the destination cell is missing", 2 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3+ *", RGN_WARNING, 10, 11,
      "move 'Bc2-Bc3+': the move gives no check and no stalemate: remove the mark '+'", 1 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3, *", RGN_ERROR, 10, 11,
      "bad move 'Bc2-Bc3,': unexpected text after the move", 0 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 $ *", RGN_ERROR, 10, 12,
      "bad NAG '$': '$' must be followed by a number from 1 to 255", 1 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 $256 *", RGN_WARNING, 10, 12,
      "NAG '$256' is not from 1 to 255 and is dropped", 1 },
    { T7 "[Result \"*\"]\n\n$1 1. Bc2-Bc3 *", RGN_WARNING, 10, 1, "NAG '$1' before the first move is dropped", 1 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 $1 $2 $3 $4 $5 $6 $7 $8 $9 *", RGN_WARNING, 10, 36,
      "more than 8 NAGs on one move: '$9' is dropped", 1 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 (1. Bb2-Bb3 Dc4-Dc3 *", RGN_ERROR, 10, 12,
      "unterminated variation '(1. Bb2-Bb3 Dc4-Dc3 *': no ')' before the end", 1 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 ) *", RGN_ERROR, 10, 12, "unexpected ')': no variation is open", 1 },
    { T7 "[Result \"*\"]\n\n12 Bc2-Bc3 *", RGN_ERROR, 10, 1,
      "'12' is neither a move number nor a result: a move number ends with '.'", 1 },
    { T7 "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K3x w 0 1\"]\n\n*",
      RGN_ERROR, 10, 58, "bad FEN in '[FEN \"4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5\u2026': "
      "'x' is not a piece letter (K Q R B N S U P) or a digit 1-5", 0 },
    { T7 "[Result \"*\"]\n[SetUp \"1\"]\n\n*", RGN_ERROR, 9, 1, "SetUp is 1 but there is no FEN tag with the position", 0 },
    { T7 "[Result \"*\"]\n[Date \"22.11.2026\"]\n\n*", RGN_WARNING, 9, 8,
      "the Date must be YYYY.MM.DD (with ? for what is unknown), not '22.11.2026'", 0 },
    { T7 "[Result \"*\"]\n[TimeControl \"40/7200\"]\n\n*", RGN_WARNING, 9, 15,
      "the TimeControl must be '-' or seconds+increment such as 5400+30, not '40/7200'", 0 },
    { T7 "[Result \"1-0\"]\n[Termination \"normal\"]\n\n1-0", RGN_WARNING, 9, 15,
      "unknown Termination 'normal': it is kept but not checked", 0 },
    { T7 "[Result \"1-0\"]\n[Termination \"White resigned\"]\n\n1-0", RGN_ERROR, 11, 1,
      "the Termination tag 'White resigned' does not fit the result 1-0", 0 },
    { T7 "[Result \"1-0\"]\n[Termination \"Spacemate\"]\n\n1. Bc2-Bc3 1-0", RGN_ERROR, 11, 12,
      "the Termination tag says 'Spacemate', but the moves do not end that way", 1 },
    { T7 "[Result \"*\"]\n[Result \"*\"]\n\n*", RGN_WARNING, 9, 1, "the tag Result appears again: this later value is kept", 0 },
    { T7 "[Result \"1/2-1/2\"]\n\n\u00BD-\u00BD", RGN_WARNING, 10, 1, "write the draw as 1/2-1/2", 0 },
    { T7 "[Result \"*\"]\n\n1. Bc2-Bc3 } *", RGN_ERROR, 10, 12, "unexpected '}': no comment is open", 1 },
};

START_TEST(each_problem_has_its_message)
{
    const Problem *p = &PROBLEMS[_i];
    const RgnGame *g = read_one(p->text);
    ck_assert_msg(g->diagnostic_count >= 1, "no diagnostic for: %s", p->text);
    size_t i = 0;
    while (i + 1 < g->diagnostic_count && strcmp(g->diagnostics[i].message, p->message) != 0)
        i++;
    expect(g, i, p->severity, p->line, p->column, p->message);
    ck_assert_uint_eq(record_ply_count(&g->record), p->moves);
    if (p->severity == RGN_WARNING)
        ck_assert_int_eq(g->error_count, 0);
}
END_TEST

START_TEST(game_end_against_the_result)
{
    char text[500];
    snprintf(text, sizeof text, T7 "[SetUp \"1\"]\n[FEN \"%s\"]\n[Result \"0-1\"]\n\n1. Ea4-Ea5=Q# 0-1\n",
        PROMOTION_SPACEMATE);
    const RgnGame *g = read_one(text);
    expect(g, 0, RGN_ERROR, 12, 15, "the moves end the game (Spacemate, 1-0), but the result is 0-1");
    rgn_games_free(&games);
    snprintf(text, sizeof text, T7 "[SetUp \"1\"]\n[FEN \"%s\"]\n[Result \"*\"]\n\n1. Ea4-Ea5=Q# *\n",
        PROMOTION_SPACEMATE);
    g = read_one(text);
    expect(g, 0, RGN_WARNING, 12, 15, "the moves end the game (Spacemate, 1-0), but the result is *");
    ck_assert_int_eq(g->error_count, 0);
    rgn_games_free(&games);
    snprintf(text, sizeof text, T7 "[SetUp \"1\"]\n[FEN \"%s\"]\n[Result \"1-0\"]\n\n1. Ea4-Ea5=Q# Ee5-Ed5 1-0\n",
        PROMOTION_SPACEMATE);
    g = read_one(text);
    expect(g, 0, RGN_ERROR, 12, 15, "move 'Ee5-Ed5' after the end of the game (Spacemate)");
    ck_assert_str_eq(record_tag(&g->record, "Termination"), "Spacemate");
}
END_TEST

/* "++" and "+++" are read as boardmate and spacemate: no warning about
 * the mark, and the record writes them back as daggers. */
START_TEST(plus_signs_for_boardmate_and_spacemate)
{
    static const char CAPTURE_BOARDMATE[] = "5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/KN2k/5/5/1R3|5/1Q1u1/5/5/5 w 0 1";
    char text[600];
    snprintf(text, sizeof text, T7 "[SetUp \"1\"]\n[FEN \"%s\"]\n[Result \"*\"]\n\n1. QAb4xAd4++ *\n",
        CAPTURE_BOARDMATE);
    const RgnGame *g = read_one(text);
    ck_assert_uint_eq(g->diagnostic_count, 0);
    char *written = rgn_write_string(&g->record);
    ck_assert_str_eq(strstr(written, "\n\n"), "\n\n1. \u2655\uFE0EAb4\u00D7Ad4\u2020\u2020\n*\n");
    free(written);
    rgn_games_free(&games);
    snprintf(text, sizeof text, T7 "[SetUp \"1\"]\n[FEN \"%s\"]\n[Result \"1-0\"]\n\n1. Ea4-Ea5=Q+++ 1-0\n",
        PROMOTION_SPACEMATE);
    g = read_one(text);
    ck_assert_uint_eq(g->diagnostic_count, 0);
    written = rgn_write_string(&g->record);
    ck_assert_str_eq(strstr(written, "\n\n"),
        "\n\n1. \u2659\uFE0EEa4\u2013Ea5=\u2655\uFE0E\u2020\u2020\u2020\n1-0\n");
    free(written);
}
END_TEST

START_TEST(moves_after_a_repetition_warn)
{
    static const char text[] = T7 "[Result \"1/2-1/2\"]\n\n"
        "1. NAb1-Cb2 NEb5-Cb4 2. NCb2-Ab1 NCb4-Eb5 3. NAb1-Cb2 NEb5-Cb4\n"
        "4. NCb2-Ab1 NCb4-Eb5 5. NAb1-Cb2 1/2-1/2\n";
    const RgnGame *g = read_one(text);
    ck_assert_uint_eq(record_ply_count(&g->record), 9);
    expect(g, 0, RGN_WARNING, 11, 25, "move 'NAb1-Cb2' after the game was drawn (Threefold repetition)");
    ck_assert_uint_eq(g->diagnostic_count, 1);
    /* The last position stands for the third time as well. */
    ck_assert_str_eq(record_tag(&g->record, "Termination"), "Threefold repetition");
}
END_TEST

START_TEST(repetition_ends_the_game)
{
    static const char text[] = T7 "[Result \"1/2-1/2\"]\n\n"
        "1. NAb1-Cb2 NEb5-Cb4 2. NCb2-Ab1 NCb4-Eb5 3. NAb1-Cb2 NEb5-Cb4\n"
        "4. NCb2-Ab1 NCb4-Eb5 1/2-1/2\n";
    const RgnGame *g = read_one(text);
    ck_assert_uint_eq(g->diagnostic_count, 0);
    ck_assert_str_eq(record_tag(&g->record, "Termination"), "Threefold repetition");
}
END_TEST

START_TEST(empty_texts_hold_no_game)
{
    rgn_read("", 0, &games);
    ck_assert_uint_eq(games.count, 0);
    rgn_games_free(&games);
    rgn_read(" \n{just a comment}\n; and another\n", 32, &games);
    ck_assert_uint_eq(games.count, 0);
    rgn_games_free(&games);
    const RgnGame *g = read_one("{never closed");
    expect(g, 0, RGN_ERROR, 1, 1, "unterminated comment '{never closed': no '}' before the end");
}
END_TEST

START_TEST(problems_are_capped)
{
    char text[400];
    memset(text, ')', 300);
    strcpy(text + 300, " *");
    const RgnGame *g = read_one(text);
    ck_assert_uint_eq(g->diagnostic_count, 101);
    /* A move list without tags: no warning about them (raumschach(5)). */
    ck_assert_uint_eq(g->unreported_count, 200);
    expect(g, 100, RGN_ERROR, 1, 101, "too many problems: 200 more in this game are not reported");
}
END_TEST

START_TEST(diagnostic_format_and_files)
{
    Error err;
    const RgnGame *g = read_one("1. Bc2-Bd3 *");
    char *line = rgn_diagnostic_format(&g->diagnostics[0], "game.rgn");
    ck_assert_str_eq(line, "game.rgn:1:4: error: illegal move 'Bc2-Bd3': the pawn on Bc2 cannot move to Bd3: "
        "a pawn moves diagonally only to capture");
    free(line);
    rgn_games_free(&games);
    ck_assert(!rgn_read_file("/nonexistent/game.rgn", &games, &err));
    ck_assert_str_eq(err.message, "cannot open /nonexistent/game.rgn: No such file or directory");
}
END_TEST

typedef struct Fixture {
    const char *file;
    size_t games;
    size_t plies;               /* of the first game */
    Result result;
    int warnings;
} Fixture;

static const Fixture FIXTURES[] = {
    { "canonical.rgn", 1, 37, RESULT_WHITE_WINS, 0 },
    { "ascii-hand-typed.rgn", 1, 37, RESULT_WHITE_WINS, 0 },
    { "crlf-bom.rgn", 1, 37, RESULT_WHITE_WINS, 0 },
    { "plain-list.txt", 1, 12, RESULT_UNFINISHED, 1 },
    { "mixed-styles.rgn", 2, 8, RESULT_DRAW, 0 },
};

START_TEST(fixtures_read)
{
    const Fixture *f = &FIXTURES[_i];
    char path[512];
    Error err;
    snprintf(path, sizeof path, "%s/%s", TEST_DATA_DIR, f->file);
    ck_assert_msg(rgn_read_file(path, &games, &err), "%s", err.message);
    ck_assert_uint_eq(games.count, f->games);
    for (size_t i = 0; i < games.count; i++)
        ck_assert_msg(games.games[i].error_count == 0, "%s game %zu: %s", f->file, i + 1,
            games.games[i].diagnostics[0].message);
    ck_assert_uint_eq(record_ply_count(&games.games[0].record), f->plies);
    ck_assert_int_eq(games.games[0].record.result, f->result);
    ck_assert_int_eq(games.games[0].warning_count, f->warnings);
}
END_TEST

/* The hand-typed forms describe the same game as the canonical file. */
START_TEST(fixtures_agree)
{
    static const char *const same[] = { "ascii-hand-typed.rgn", "crlf-bom.rgn" };
    char path[512];
    RgnGames canonical;
    Error err;
    snprintf(path, sizeof path, "%s/canonical.rgn", TEST_DATA_DIR);
    ck_assert(rgn_read_file(path, &canonical, &err));
    for (size_t i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s", TEST_DATA_DIR, same[i]);
        ck_assert(rgn_read_file(path, &games, &err));
        const Game *a = &canonical.games[0].record.game, *b = &games.games[0].record.game;
        ck_assert_uint_eq(a->ply_count, b->ply_count);
        ck_assert(memcmp(a->moves, b->moves, a->ply_count * sizeof *a->moves) == 0);
        rgn_games_free(&games);
    }
    rgn_games_free(&canonical);
}
END_TEST

static Suite *rgn_read_suite(void)
{
    Suite *s = suite_create("rgn_read");
    TCase *tc = tcase_create("rgn_read");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, full_record);
    tcase_add_test(tc, bom_and_crlf_read_the_same);
    tcase_add_test(tc, plain_move_list_without_tags);
    tcase_add_test(tc, several_games_in_one_text);
    tcase_add_test(tc, escapes_and_concatenated_files);
    tcase_add_test(tc, set_up_position_and_inferred_end);
    tcase_add_test(tc, black_to_move_first);
    tcase_add_test(tc, move_numbers_are_checked);
    tcase_add_loop_test(tc, each_problem_has_its_message, 0, (int)(sizeof PROBLEMS / sizeof *PROBLEMS));
    tcase_add_test(tc, game_end_against_the_result);
    tcase_add_test(tc, plus_signs_for_boardmate_and_spacemate);
    tcase_add_test(tc, moves_after_a_repetition_warn);
    tcase_add_test(tc, repetition_ends_the_game);
    tcase_add_test(tc, empty_texts_hold_no_game);
    tcase_add_test(tc, problems_are_capped);
    tcase_add_test(tc, diagnostic_format_and_files);
    tcase_add_loop_test(tc, fixtures_read, 0, (int)(sizeof FIXTURES / sizeof *FIXTURES));
    tcase_add_test(tc, fixtures_agree);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(rgn_read_suite)
