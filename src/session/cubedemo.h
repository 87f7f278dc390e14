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
 * The help's demonstration of the pieces on an empty cube: one piece, of
 * a type and colour the player chooses, stands under the cursor, and the
 * cells it reaches from there light up on the five boards.  The state is
 * the piece, its colour, its cell and the view (White's or Black's, as
 * the game screen's f turns it).  The cursor moves with the game screen's
 * keys (keys.h: arrows, PgUp/PgDn, < >), so a player learns them here;
 * the demonstration's own keys (DEMO_KEYS) choose the piece and colour.
 */
#ifndef RAUMSCHACH_SESSION_CUBEDEMO_H
#define RAUMSCHACH_SESSION_CUBEDEMO_H

#include <stdbool.h>
#include <stddef.h>

#include "core/cellset.h"
#include "core/piece.h"
#include "session/keys.h"

typedef enum {
    DEMO_NONE,
    DEMO_NEXT_PIECE,
    DEMO_PREVIOUS_PIECE,
    DEMO_KING,
    DEMO_QUEEN,
    DEMO_ROOK,
    DEMO_BISHOP,
    DEMO_UNICORN,
    DEMO_KNIGHT,
    DEMO_PAWN,
    DEMO_COLOUR,
    DEMO_ACTION_COUNT
} DemoAction;

/* The demonstration's own keys (DemoAction); the cursor keys, f, and the
 * keys that go back (Esc, q, ?) are the game screen's (PLAY_KEYS). */
extern const KeyTable DEMO_KEYS;

typedef struct CubeDemo {
    PieceType piece;
    Colour colour;
    int cell;
    bool flipped;       /* Black's view */
} CubeDemo;

/* A white rook on Cc3 in White's view. */
void cubedemo_start(CubeDemo *d);

typedef enum {
    DEMO_KEY_IGNORED,   /* the key does nothing here */
    DEMO_KEY_DONE,      /* the demonstration changed */
    DEMO_KEY_BACK,      /* back to the help */
} DemoKeyResult;

/* Does what a key does. */
DemoKeyResult cubedemo_key(CubeDemo *d, int key);

/* The cells the piece reaches, and for a pawn the cells it would take
 * on (empty for the others). */
CellSet cubedemo_destinations(const CubeDemo *d);
CellSet cubedemo_captures(const CubeDemo *d);

enum { DEMO_SUMMARY_SIZE = 160 };
/* What the boards show, in words: "White rook on Cc3: 12 cells". */
void cubedemo_summary(const CubeDemo *d, char *buf, size_t size);

#endif
