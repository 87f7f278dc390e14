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
 * What a Kriegspiel player hears from the referee about the opponent's
 * turn (SPEC.md section 10.2): how many tries were refused, the capture's
 * cell and kind, the check lines through the player's king (the core's
 * KriegCheck, in the order of section 10.2), and the player's pawn
 * tries.  Here it becomes text for the screens (the status, the
 * summary after the hand-over) and the cells of the check lines to mark
 * on the board.  Nothing here knows where the opponent's pieces are.
 */
#ifndef RAUMSCHACH_SESSION_KRIEGNEWS_H
#define RAUMSCHACH_SESSION_KRIEGNEWS_H

#include <stdbool.h>
#include <stddef.h>

#include "core/geometry.h"
#include "core/kriegspiel.h"
#include "core/piece.h"

enum {
    KRIEG_CHECKS_MAX = KRIEG_CHECK_COUNT, /* the thirteen lines and the knight */
    KRIEG_NEWS_ROW_SIZE = 512,  /* a row of text, in bytes */
    KRIEG_NEWS_ROWS_PER_MOVE = 4, /* kriegnews_move_rows: refused, capture, check, pawn tries */
};

typedef struct KriegNews {
    bool opponent_moved;        /* false before the opponent's first move */
    int opponent_refused;       /* tries the referee refused the opponent */
    int capture_cell;           /* CELL_NONE: nothing was captured */
    bool capture_pawn;          /* a pawn was captured, not a piece */
    int check_count;
    KriegCheck checks[KRIEG_CHECKS_MAX];
    int pawn_tries;             /* the player's own */
} KriegNews;

/* The news of the core's announcements (nothing about refused tries). */
void kriegnews_from_heard(const KriegHeard *heard, KriegNews *out);

/* Marks the cells of the announced lines through the king (both ways to
 * the edges of the cube, the king's cell excluded). */
void kriegnews_line_cells(const KriegNews *news, int king, bool cells[CELL_COUNT]);

/* "along the file (CF) and by a knight (CN)" */
void kriegnews_checks_text(const KriegNews *news, char *buf, size_t size);
/* "Pawn tries: 2" or "No pawn tries" */
void kriegnews_tries_text(const KriegNews *news, char *buf, size_t size);
/* "Capture on Cc3: a pawn." (nothing when there was none) */
void kriegnews_capture_text(const KriegNews *news, char *buf, size_t size);
/* The summary of the opponent's turn for the player `incoming`, a row
 * each (refused tries, capture, check, pawn tries); returns the rows. */
int kriegnews_summary(const KriegNews *news, Colour incoming, char (*rows)[KRIEG_NEWS_ROW_SIZE], int max);
/* What the referee said about one move of `mover`, for the list of the
 * whole game: the tries it refused first ("Refused: ♙︎Eb4×Db3", `tries`
 * as the record writes them, when `refused` > 0), the capture, the
 * check and the opponent's pawn tries, a row each, only those that
 * happened; returns how many rows there are (at most max filled). */
int kriegnews_move_rows(const KriegNews *news, Colour mover, int refused, const char *tries,
    char (*rows)[KRIEG_NEWS_ROW_SIZE], int max);

#endif
