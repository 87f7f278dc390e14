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
 * Derives every direction and leap table from the geometry of the cube, and
 * converts cells to and from their names.
 */
#include <config.h>

#include "geometry.h"

#include <pthread.h>
#include <stdlib.h>

static int16_t mailbox_of_cell[CELL_COUNT];
static int8_t cell_of_mailbox[MAILBOX_SIZE];
static int direction_offset[DIRECTION_COUNT];
static int8_t direction_vector[DIRECTION_COUNT][3];
static LineClass direction_class[DIRECTION_COUNT];
static int knight_offset[KNIGHT_LEAP_COUNT];
static int pawn_move_offset[2][2];
static int pawn_capture_offset[2][5];
static int8_t direction_between[CELL_COUNT][CELL_COUNT];

const int16_t *const MAILBOX_OF_CELL = mailbox_of_cell;
const int8_t *const CELL_OF_MAILBOX = cell_of_mailbox;
const int *const DIRECTION_OFFSET = direction_offset;
const int8_t (*const DIRECTION_VECTOR)[3] = direction_vector;
const LineClass *const DIRECTION_CLASS = direction_class;
const int *const KNIGHT_OFFSET = knight_offset;
const int (*const PAWN_MOVE_OFFSET)[2] = pawn_move_offset;
const int (*const PAWN_CAPTURE_OFFSET)[5] = pawn_capture_offset;
const int8_t (*const DIRECTION_BETWEEN)[CELL_COUNT] = direction_between;

static pthread_once_t geometry_once = PTHREAD_ONCE_INIT;

static void fill_cells(void)
{
    for (int i = 0; i < MAILBOX_SIZE; i++)
        cell_of_mailbox[i] = CELL_NONE;
    for (int cell = 0; cell < CELL_COUNT; cell++) {
        int mb = (cell_level(cell) + MAILBOX_PAD) * MAILBOX_STRIDE_LEVEL
            + (cell_rank(cell) + MAILBOX_PAD) * MAILBOX_STRIDE_RANK
            + (cell_file(cell) + MAILBOX_PAD) * MAILBOX_STRIDE_FILE;
        mailbox_of_cell[cell] = (int16_t)mb;
        cell_of_mailbox[mb] = (int8_t)cell;
    }
}

/* The 26 unit steps, grouped by how many components are non-zero. */
static void fill_directions(void)
{
    int n = 0;
    for (int nonzero = 1; nonzero <= 3; nonzero++)
        for (int dl = -1; dl <= 1; dl++)
            for (int df = -1; df <= 1; df++)
                for (int dr = -1; dr <= 1; dr++) {
                    if ((dl != 0) + (df != 0) + (dr != 0) != nonzero)
                        continue;
                    direction_vector[n][0] = (int8_t)dl;
                    direction_vector[n][1] = (int8_t)df;
                    direction_vector[n][2] = (int8_t)dr;
                    direction_offset[n] = mailbox_offset(dl, df, dr);
                    direction_class[n] = (LineClass)(nonzero - 1);
                    n++;
                }
}

/* Knight leaps: every displacement whose absolute components are 2, 1, 0
 * in some order. */
static void fill_knight(void)
{
    int n = 0;
    for (int dl = -2; dl <= 2; dl++)
        for (int df = -2; df <= 2; df++)
            for (int dr = -2; dr <= 2; dr++) {
                int a = abs(dl), b = abs(df), c = abs(dr);
                if (a * a + b * b + c * c == 5 && a * b * c == 0)
                    knight_offset[n++] = mailbox_offset(dl, df, dr);
            }
}

/* White pawn steps as (level, file, rank); Black's are the same with level
 * and rank negated. */
static void fill_pawn(void)
{
    static const int moves[2][3] = { { 0, 0, 1 }, { 1, 0, 0 } };
    static const int captures[5][3] = {
        { 0, 1, 1 }, { 0, -1, 1 }, { 1, 1, 0 }, { 1, -1, 0 }, { 1, 0, 1 },
    };
    for (int colour = 0; colour < 2; colour++) {
        int s = colour == 0 ? 1 : -1;
        for (int i = 0; i < 2; i++)
            pawn_move_offset[colour][i] = mailbox_offset(s * moves[i][0], moves[i][1], s * moves[i][2]);
        for (int i = 0; i < 5; i++)
            pawn_capture_offset[colour][i] =
                mailbox_offset(s * captures[i][0], captures[i][1], s * captures[i][2]);
    }
}

static void fill_between(void)
{
    for (int a = 0; a < CELL_COUNT; a++)
        for (int b = 0; b < CELL_COUNT; b++)
            direction_between[a][b] = -1;
    for (int a = 0; a < CELL_COUNT; a++)
        for (int d = 0; d < DIRECTION_COUNT; d++) {
            int mb = mailbox_of_cell[a] + direction_offset[d];
            for (; cell_of_mailbox[mb] != CELL_NONE; mb += direction_offset[d])
                direction_between[a][cell_of_mailbox[mb]] = (int8_t)d;
        }
}

static void geometry_fill(void)
{
    fill_cells();
    fill_directions();
    fill_knight();
    fill_pawn();
    fill_between();
}

void geometry_init(void)
{
    pthread_once(&geometry_once, geometry_fill);
}

void cell_name(int cell, char buf[4])
{
    buf[0] = (char)('A' + cell_level(cell));
    buf[1] = (char)('a' + cell_file(cell));
    buf[2] = (char)('1' + cell_rank(cell));
    buf[3] = '\0';
}

int cell_parse(const char *text)
{
    int level, file, rank;
    if (text[0] >= 'A' && text[0] <= 'E')
        level = text[0] - 'A';
    else if (text[0] >= 'a' && text[0] <= 'e')
        level = text[0] - 'a';
    else
        return CELL_NONE;
    if (text[1] < 'a' || text[1] > 'e')
        return CELL_NONE;
    file = text[1] - 'a';
    if (text[2] < '1' || text[2] > '5')
        return CELL_NONE;
    rank = text[2] - '1';
    return cell_make(level, file, rank);
}
