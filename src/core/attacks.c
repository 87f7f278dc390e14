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
 * The attack tables of attacks.h, derived from the geometry: rays and
 * leaps first, then the slider tables, filled by walking the rays for every
 * occupancy of every cell's blocking cells.
 */
#include <config.h>

#include "attacks.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "xalloc.h"

static RayList rays[CELL_COUNT][LINE_CLASS_COUNT];
static CellSet ray_cells[DIRECTION_COUNT][CELL_COUNT];
static Magic magics[CELL_COUNT][LINE_CLASS_COUNT];
const CellSet *MAGIC_ATTACKS;
static CellSet lines_through[CELL_COUNT][LINE_CLASS_COUNT];
static CellSet knight_attacks[CELL_COUNT];
static CellSet king_attacks[CELL_COUNT];
static CellSet pawn_attacks[2][CELL_COUNT];
static PawnStep pawn_push_steps[2][2];
static PawnStep pawn_capture_steps[2][5];

const RayList (*const RAYS)[LINE_CLASS_COUNT] = rays;
const CellSet (*const RAY_CELLS)[CELL_COUNT] = ray_cells;
const Magic (*const MAGICS)[LINE_CLASS_COUNT] = magics;
const CellSet (*const LINES_THROUGH)[LINE_CLASS_COUNT] = lines_through;
const CellSet *const KNIGHT_ATTACKS = knight_attacks;
const CellSet *const KING_ATTACKS = king_attacks;
const CellSet (*const PAWN_ATTACKS)[CELL_COUNT] = pawn_attacks;
const PawnStep (*const PAWN_PUSH_STEPS)[2] = pawn_push_steps;
const PawnStep (*const PAWN_CAPTURE_STEPS)[5] = pawn_capture_steps;

static pthread_once_t attacks_once = PTHREAD_ONCE_INIT;

static void fill_rays(int cell)
{
    int mb = MAILBOX_OF_CELL[cell];
    for (int d = 0; d < DIRECTION_COUNT; d++) {
        int last = CELL_NONE;
        for (int t = mb + DIRECTION_OFFSET[d]; CELL_OF_MAILBOX[t] != CELL_NONE; t += DIRECTION_OFFSET[d]) {
            last = CELL_OF_MAILBOX[t];
            ray_cells[d][cell] = cellset_with(ray_cells[d][cell], last);
        }
        if (last == CELL_NONE)
            continue;
        CellSet *line = &lines_through[cell][DIRECTION_CLASS[d]];
        *line = cellset_or(*line, ray_cells[d][cell]);
        RayList *list = &rays[cell][DIRECTION_CLASS[d]];
        int i = list->count++;
        if (last > cell) {
            /* Up rays stay first: the first down ray moves to the end. */
            list->direction[i] = list->direction[list->up_count];
            list->last[i] = list->last[list->up_count];
            i = list->up_count++;
        }
        list->direction[i] = (int8_t)d;
        list->last[i] = (int8_t)last;
    }
}

static void fill_leaps(int cell)
{
    int mb = MAILBOX_OF_CELL[cell];
    for (int i = 0; i < KNIGHT_LEAP_COUNT; i++) {
        int to = CELL_OF_MAILBOX[mb + KNIGHT_OFFSET[i]];
        if (to != CELL_NONE)
            knight_attacks[cell] = cellset_with(knight_attacks[cell], to);
    }
    for (int d = 0; d < DIRECTION_COUNT; d++) {
        int to = CELL_OF_MAILBOX[mb + DIRECTION_OFFSET[d]];
        if (to != CELL_NONE)
            king_attacks[cell] = cellset_with(king_attacks[cell], to);
    }
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < 5; i++) {
            int to = CELL_OF_MAILBOX[mb + PAWN_CAPTURE_OFFSET[c][i]];
            if (to != CELL_NONE)
                pawn_attacks[c][cell] = cellset_with(pawn_attacks[c][cell], to);
        }
}

/* A step's cell delta from its mailbox offset, and its starting cells. */
static void fill_pawn_step(PawnStep *step, int offset)
{
    step->from = cellset_empty();
    for (int cell = 0; cell < CELL_COUNT; cell++) {
        int to = CELL_OF_MAILBOX[MAILBOX_OF_CELL[cell] + offset];
        if (to != CELL_NONE) {
            step->from = cellset_with(step->from, cell);
            step->delta = to - cell;
        }
    }
}

static void fill_pawn_steps(void)
{
    for (int c = 0; c < 2; c++) {
        for (int i = 0; i < 2; i++)
            fill_pawn_step(&pawn_push_steps[c][i], PAWN_MOVE_OFFSET[c][i]);
        for (int i = 0; i < 5; i++)
            fill_pawn_step(&pawn_capture_steps[c][i], PAWN_CAPTURE_OFFSET[c][i]);
    }
}

/* A slider's attacks along one class, walked ray by ray. */
static CellSet walk_rays(int cell, LineClass cls, CellSet occupied)
{
    const RayList *list = &rays[cell][cls];
    CellSet attacks = cellset_empty();
    int i = 0;
    for (; i < list->up_count; i++) {
        const CellSet *ray = ray_cells[list->direction[i]];
        int stop = cellset_lowest(cellset_with(cellset_and(ray[cell], occupied), list->last[i]));
        attacks = cellset_or(attacks, cellset_xor(ray[cell], ray[stop]));
    }
    for (; i < list->count; i++) {
        const CellSet *ray = ray_cells[list->direction[i]];
        int stop = cellset_highest(cellset_with(cellset_and(ray[cell], occupied), list->last[i]));
        attacks = cellset_or(attacks, cellset_xor(ray[cell], ray[stop]));
    }
    return attacks;
}

/* Sets up one cell's and class's part of the attack table at `offset`
 * (fills it when table is not NULL); returns its size.  A pair of
 * multipliers that maps two occupancies with different attacks to one
 * index would make the engine play illegal moves: it stops here. */
static uint32_t fill_magic(int cell, LineClass cls, uint32_t offset, CellSet *table)
{
    Magic *m = &magics[cell][cls];
    const RayList *list = &rays[cell][cls];
    m->relevant = cellset_empty();
    for (int i = 0; i < list->count; i++)
        m->relevant = cellset_or(m->relevant, cellset_without(ray_cells[list->direction[i]][cell], list->last[i]));
    int bits = cellset_count(m->relevant);
    m->multiplier[0] = MAGIC_MULTIPLIERS[cell][cls][0];
    m->multiplier[1] = MAGIC_MULTIPLIERS[cell][cls][1];
    m->shift = (uint8_t)(bits ? 64 - bits : 63);
    m->offset = offset;
    if (table != NULL) {
        bool *used = xcalloc((size_t)1 << bits, sizeof *used);
        CellSet subset = cellset_empty();
        do {
            CellSet attacks = walk_rays(cell, cls, subset);
            uint32_t index = (uint32_t)cellset_magic_index(subset, m->multiplier, m->shift);
            CellSet *slot = &table[offset + index];
            if (used[index] && !cellset_equal(*slot, attacks)) {
                fprintf(stderr, "raumschach: bad attack table multipliers for cell %d, class %d\n", cell, cls);
                abort();
            }
            used[index] = true;
            *slot = attacks;
            subset = cellset_next_subset(subset, m->relevant);
        } while (!cellset_is_empty(subset));
        free(used);
    }
    return (uint32_t)1 << bits;
}

static void fill_magics(void)
{
    uint32_t size = 0;
    for (int cell = 0; cell < CELL_COUNT; cell++)
        for (int cls = 0; cls < LINE_CLASS_COUNT; cls++)
            size += fill_magic(cell, (LineClass)cls, size, NULL);
    CellSet *table = xcalloc(size, sizeof *table);
    size = 0;
    for (int cell = 0; cell < CELL_COUNT; cell++)
        for (int cls = 0; cls < LINE_CLASS_COUNT; cls++)
            size += fill_magic(cell, (LineClass)cls, size, table);
    MAGIC_ATTACKS = table;
}

static void attacks_fill(void)
{
    geometry_init();
    for (int cell = 0; cell < CELL_COUNT; cell++) {
        fill_rays(cell);
        fill_leaps(cell);
    }
    fill_pawn_steps();
    fill_magics();
}

void attacks_init(void)
{
    pthread_once(&attacks_once, attacks_fill);
}
