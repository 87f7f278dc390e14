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
 * The empty-cube demonstration's state (the keys that choose the piece and
 * move it, the cells it lights, its summary) and the rules page's piece
 * paragraphs, whose numbers come from the empty cube.
 */
#include <config.h>

#include <string.h>

#include "check_helpers.h"
#include "session/cubedemo.h"
#include "session/rulestext.h"

static const char *cell_string(int cell)
{
    static char name[4];
    cell_name(cell, name);
    return name;
}

static void at(CubeDemo *d, PieceType piece, Colour colour, const char *cell)
{
    cubedemo_start(d);
    d->piece = piece;
    d->colour = colour;
    d->cell = cell_parse(cell);
}

static char *summary(const CubeDemo *d)
{
    static char text[DEMO_SUMMARY_SIZE];
    cubedemo_summary(d, text, sizeof text);
    return text;
}

static char *cells(CellSet set)
{
    static char text[RULES_TEXT_SIZE];
    rules_cell_list(set, text, sizeof text);
    return text;
}

START_TEST(starts_with_a_white_rook_on_cc3)
{
    CubeDemo d;
    cubedemo_start(&d);
    ck_assert_int_eq(d.piece, ROOK);
    ck_assert_int_eq(d.colour, WHITE);
    ck_assert_str_eq(cell_string(d.cell), "Cc3");
    ck_assert(!d.flipped);
    ck_assert_str_eq(summary(&d), "Rook (White) on Cc3: 12 cells");
    ck_assert_str_eq(cells(cubedemo_destinations(&d)),
        "Ac3, Bc3, Cc1, Cc2, Ca3, Cb3, Cd3, Ce3, Cc4, Cc5, Dc3, Ec3");
    ck_assert(cellset_is_empty(cubedemo_captures(&d)));
}
END_TEST

START_TEST(keys_choose_the_piece)
{
    CubeDemo d;
    cubedemo_start(&d);
    ck_assert_int_eq(cubedemo_key(&d, KEY_CODE_TAB), DEMO_KEY_DONE);
    ck_assert_int_eq(d.piece, BISHOP);
    cubedemo_key(&d, KEY_CODE_TAB);
    ck_assert_int_eq(d.piece, UNICORN);
    cubedemo_key(&d, KEY_CODE_TAB);
    cubedemo_key(&d, KEY_CODE_TAB);
    ck_assert_int_eq(d.piece, PAWN);
    cubedemo_key(&d, KEY_CODE_TAB);
    ck_assert_int_eq(d.piece, KING);
    cubedemo_key(&d, KEY_CODE_BACK_TAB);
    ck_assert_int_eq(d.piece, PAWN);
    const struct { int key; PieceType piece; } letters[] = {
        { 'K', KING }, { 'Q', QUEEN }, { 'R', ROOK }, { 'B', BISHOP },
        { 'U', UNICORN }, { 'N', KNIGHT }, { 'P', PAWN },
    };
    for (size_t i = 0; i < sizeof letters / sizeof *letters; i++) {
        ck_assert_int_eq(cubedemo_key(&d, letters[i].key), DEMO_KEY_DONE);
        ck_assert_int_eq(d.piece, letters[i].piece);
    }
    ck_assert_int_eq(cubedemo_key(&d, 'c'), DEMO_KEY_DONE);
    ck_assert_int_eq(d.colour, BLACK);
    cubedemo_key(&d, 'c');
    ck_assert_int_eq(d.colour, WHITE);
}
END_TEST

/* The cursor keys are the game screen's; the piece stands under it. */
START_TEST(keys_move_the_piece)
{
    CubeDemo d;
    cubedemo_start(&d);
    cubedemo_key(&d, KEY_CODE_RIGHT);
    ck_assert_str_eq(cell_string(d.cell), "Cd3");
    cubedemo_key(&d, 'k');
    ck_assert_str_eq(cell_string(d.cell), "Cd4");
    cubedemo_key(&d, KEY_CODE_PAGE_UP);
    ck_assert_str_eq(cell_string(d.cell), "Dd4");
    cubedemo_key(&d, '<');
    cubedemo_key(&d, '<');
    ck_assert_str_eq(cell_string(d.cell), "Bd4");
    /* Right from file e goes on into the next board. */
    cubedemo_key(&d, 'l');
    cubedemo_key(&d, 'l');
    ck_assert_str_eq(cell_string(d.cell), "Ca4");
    /* f turns the cube: up the screen is then towards rank 1. */
    ck_assert_int_eq(cubedemo_key(&d, 'f'), DEMO_KEY_DONE);
    ck_assert(d.flipped);
    cubedemo_key(&d, KEY_CODE_UP);
    ck_assert_str_eq(cell_string(d.cell), "Ca3");
    ck_assert_int_eq(d.piece, ROOK);
}
END_TEST

START_TEST(keys_go_back_or_do_nothing)
{
    CubeDemo d;
    cubedemo_start(&d);
    ck_assert_int_eq(cubedemo_key(&d, KEY_CODE_ESCAPE), DEMO_KEY_BACK);
    ck_assert_int_eq(cubedemo_key(&d, 'q'), DEMO_KEY_BACK);
    ck_assert_int_eq(cubedemo_key(&d, '?'), DEMO_KEY_BACK);
    ck_assert_int_eq(cubedemo_key(&d, 'u'), DEMO_KEY_IGNORED);
    ck_assert_int_eq(cubedemo_key(&d, 'x'), DEMO_KEY_IGNORED);
    ck_assert_int_eq(cubedemo_key(&d, KEY_CODE_ENTER), DEMO_KEY_IGNORED);
    ck_assert_int_eq(d.piece, ROOK);
    ck_assert_int_eq(d.colour, WHITE);
    ck_assert_str_eq(cell_string(d.cell), "Cc3");
    ck_assert(!d.flipped);
}
END_TEST

START_TEST(summaries)
{
    CubeDemo d;
    at(&d, QUEEN, WHITE, "Cc3");
    ck_assert_str_eq(summary(&d), "Queen (White) on Cc3: 52 cells");
    at(&d, KNIGHT, BLACK, "Aa1");
    ck_assert_str_eq(summary(&d), "Knight (Black) on Aa1: 6 cells");
    at(&d, UNICORN, WHITE, "Aa1");
    ck_assert_str_eq(summary(&d), "Unicorn (White) on Aa1: 4 cells");
    ck_assert_str_eq(cells(cubedemo_destinations(&d)), "Bb2, Cc3, Dd4, Ee5");
    at(&d, PAWN, WHITE, "Cc3");
    ck_assert_str_eq(summary(&d),
        "Pawn (White) on Cc3: moves to 2 cells (Cc4, Dc3), takes on 5 (Cb4, Cd4, Db3, Dd3, Dc4)");
    at(&d, PAWN, BLACK, "Cc3");
    ck_assert_str_eq(summary(&d),
        "Pawn (Black) on Cc3: moves to 2 cells (Bc3, Cc2), takes on 5 (Bc2, Bb3, Bd3, Cb2, Cd2)");
    at(&d, PAWN, WHITE, "Dc5");
    ck_assert_str_eq(summary(&d), "Pawn (White) on Dc5: moves to 1 cell (Ec5), takes on 2 (Eb5, Ed5)");
    at(&d, PAWN, WHITE, "Ec5");
    ck_assert_str_eq(summary(&d), "Pawn (White) on Ec5: no moves, a white pawn is promoted here");
    at(&d, PAWN, BLACK, "Ab1");
    ck_assert_str_eq(summary(&d), "Pawn (Black) on Ab1: no moves, a black pawn is promoted here");
}
END_TEST

/* The rules page's paragraphs carry the empty cube's numbers. */
START_TEST(rules_text_counts)
{
    char text[RULES_TEXT_SIZE];
    rules_piece_moves(ROOK, text, sizeof text);
    ck_assert_str_eq(text, "Slides along a rank, a file or straight up and down through the levels "
                           "(6 directions), as far as the cells are empty.  From Cc3 it reaches 12 "
                           "cells, from Aa1 12.");
    rules_piece_moves(QUEEN, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "From Cc3 it reaches 52 cells, from Aa1 28."));
    rules_piece_moves(BISHOP, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "From Cc3 it reaches 24 cells, from Aa1 12."));
    rules_piece_moves(UNICORN, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "From Cc3 it reaches 16 cells, from Aa1 4."));
    rules_piece_moves(KNIGHT, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "From Cc3 it reaches 24 cells, from Aa1 6."));
    rules_piece_moves(KING, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "from Cc3 to 26 cells, from Aa1 to 7."));
    rules_piece_moves(PAWN, text, sizeof text);
    ck_assert_ptr_nonnull(strstr(text, "a white pawn on Cc3 moves to Cc4, Dc3 and takes on Cb4, Cd4, "
                                       "Db3, Dd3, Dc4."));
}
END_TEST

START_TEST(pieces_in_order)
{
    const char *titles[RULES_PIECE_COUNT] = { "King", "Queen", "Rook", "Bishop", "Unicorn", "Knight",
        "Pawn" };
    for (int i = 0; i < RULES_PIECE_COUNT; i++)
        ck_assert_str_eq(rules_piece_title(RULES_PIECES[i]), titles[i]);
}
END_TEST

static Suite *cube_demo_suite(void)
{
    Suite *s = suite_create("session_cubedemo");
    TCase *tc = tcase_create("cubedemo");
    tcase_add_test(tc, starts_with_a_white_rook_on_cc3);
    tcase_add_test(tc, keys_choose_the_piece);
    tcase_add_test(tc, keys_move_the_piece);
    tcase_add_test(tc, keys_go_back_or_do_nothing);
    tcase_add_test(tc, summaries);
    tcase_add_test(tc, rules_text_counts);
    tcase_add_test(tc, pieces_in_order);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(cube_demo_suite)
