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
 * An engine in another process, spoken to over the engine protocol
 * (--engine, see mode_engine.c): the second side of --match --opponent,
 * so that two builds of the program can play each other.  The program is
 * started as "PROGRAM --engine --hash MB --threads N", or when the text
 * has several words (split at blanks, no quoting) as those words alone,
 * for a build that knows fewer options; each move is asked for with the
 * whole game ("position startpos moves ...") and "go level NAME" (the
 * level's name, its number when it has none), with the side's clock when
 * the match has one, and its "bestmove" must be a legal move.  Whatever goes wrong (the program cannot be
 * started, ends, answers with an error or an illegal move, or says
 * nothing for too long) comes back as a message naming it.
 */
#ifndef RAUMSCHACH_CLI_OPPONENT_H
#define RAUMSCHACH_CLI_OPPONENT_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"
#include "core/level.h"

enum {
    OPPONENT_ERROR_SIZE = 512,
    /* How long past its own time (the clock's, or a second when there is
     * none) the program may take to answer before it counts as hung. */
    OPPONENT_GRACE_MS = 60000,
    /* While the program thinks, how often the stop flag is looked at when
     * no signal interrupts the wait. */
    OPPONENT_STOP_LOOK_MS = 100,
};

typedef struct Opponent Opponent;

/* Starts program (a program, or a program and its arguments); NULL with
 * the reason in error when it cannot run or does not answer isready. */
Opponent *opponent_start(const char *program, size_t hash_megabytes, int threads, char *error, size_t error_size);
/* "newgame": forget the last game's hash table. */
void opponent_new_game(Opponent *o);
/* The program's move in game at level (clock NULL: none); MOVE_NONE with
 * the reason in error when it gave none that is legal, or when *stop
 * (stop may be NULL) became true while it thought. */
Move opponent_move(Opponent *o, const Game *game, Level level, const LevelClock *clock, const atomic_bool *stop,
    char *error, size_t error_size);
/* "quit", and waits for the program to end. */
void opponent_stop(Opponent *o);

#endif
