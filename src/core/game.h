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
 * A game as the rules see it: the start position, the moves played, the
 * undo records to take them back and the hash of every position reached,
 * so that repetitions can be counted.  Records (tags, comments), clocks and
 * players live elsewhere.
 */
#ifndef RAUMSCHACH_GAME_H
#define RAUMSCHACH_GAME_H

#include <stdbool.h>
#include <stddef.h>

#include "position.h"
#include "status.h"

typedef struct Game {
    Position start;
    Position pos;          /* the position after the moves */
    size_t ply_count;
    size_t capacity;
    Move *moves;
    Undo *undos;
    uint64_t *hashes;      /* hashes[i]: before ply i; hashes[ply_count] = pos.hash */
} Game;

void game_init(Game *g, const Position *start);
void game_free(Game *g);
/* Copies src into an independent game. */
void game_copy(Game *dst, const Game *src);
/* Plays a legal move (the caller checked it). */
void game_play(Game *g, Move m);
/* Takes the last move back; false if there is none. */
bool game_undo(Game *g);
/* How many times the current position has stood, this time included. */
int game_repetitions(const Game *g);
/* The end the rules decide in the current position, or NONE. */
Termination game_rules_termination(const Game *g);
/* The position before ply i (0 = the start). */
void game_position_at(const Game *g, size_t ply, Position *out);

#endif
