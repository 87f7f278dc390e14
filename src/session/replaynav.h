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
 * The logic of the replay screen that needs no terminal: where its parts
 * go on a terminal of a given size, which game and ply are shown, what a
 * "go to move" answer means, how fast autoplay steps, and the analysis as
 * text (the evaluation in pawns from White's side, the best line with move
 * numbers).
 *
 * A ply index p means "the position after p moves": 0 is the start of the
 * game, the game's ply count its end.  Move numbers follow the record: the
 * first move has the start position's full-move number, and a game that
 * starts with Black to move begins with "N...".
 */
#ifndef RAUMSCHACH_SESSION_REPLAYNAV_H
#define RAUMSCHACH_SESSION_REPLAYNAV_H

#include <stdbool.h>
#include <stddef.h>

#include "core/position.h"
#include "session/layout.h"

enum {
    REPLAY_HEADER_ROWS = 6,       /* players, event, date, result, where */
    REPLAY_ANALYSIS_ROWS = 2,     /* evaluation and depth; the best line */
    REPLAY_INFO_ROWS = REPLAY_HEADER_ROWS + REPLAY_ANALYSIS_ROWS,
    REPLAY_MIN_COLS = LAYOUT_MIN_COLS,
    REPLAY_MIN_ROWS = 19,         /* the smallest cells leave 8 rows below */
    REPLAY_SPEED_COUNT = 6,
    REPLAY_SPEED_DEFAULT = 2,
};

/* The replay screen's parts: the boards and the bottom rows as in the
 * game screen's layout, the header and the analysis where the game screen
 * has its status, and the move list. */
typedef struct ReplayLayout {
    Layout base;
    bool fits;
    Rect event;                   /* the event's lines: in the header, or
                                     across both columns above it */
    Rect header;
    Rect analysis;
    Rect moves;
} ReplayLayout;

void replay_layout_compute(int cols, int rows, ReplayLayout *r);
/* The rows of the header's texts: the players and the lines other than
 * the event's; the event's (event, site, round) at the header's width and
 * across the whole width below the boards; the message's. */
typedef struct ReplayTextRows {
    int other, event, wide_event, message;
} ReplayTextRows;
/* Fits a computed layout to the texts shown: the header gets the rows of
 * its lines, then the analysis up to its rows; the analysis yields first
 * (then, beside the boards, the move list down to LAYOUT_MOVES_MIN_ROWS).
 * Below the boards, an event that would leave the analysis short in the
 * header's column goes across both columns above them, the move list
 * yielding its top rows, when it takes fewer rows so and the header then
 * fits.  A long message grows upward over what is below the
 * header (layout_grow_message()). */
void replay_layout_fit(ReplayLayout *r, const ReplayTextRows *rows);

/* Which game of the file and which position of it are shown. */
typedef struct ReplayNav {
    size_t game, game_count;
    size_t ply, ply_count;        /* ply_count: the moves of the shown game */
    int speed;                    /* index into the autoplay delays */
} ReplayNav;

/* Steps by delta plies, kept within 0..ply_count; true if ply changed. */
bool replay_nav_step(ReplayNav *n, long delta);
/* Goes to a ply (kept within the game); true if it changed. */
bool replay_nav_go(ReplayNav *n, size_t ply);
/* Shows another game (by delta, kept within the file) at its start; true
 * if the game changed.  The caller then sets ply_count. */
bool replay_nav_game(ReplayNav *n, long delta);

/* The delay between autoplay steps at a speed, and the speed one faster
 * (delta +1) or slower (-1), kept within the table. */
int replay_speed_delay_ms(int speed);
int replay_speed_change(int speed, int delta);

typedef enum {
    REPLAY_JUMP_OK,
    REPLAY_JUMP_BAD,              /* not a move number */
    REPLAY_JUMP_OUTSIDE,          /* a move this game does not have */
} ReplayJump;

/* Reads a "go to move" answer: "12" or "12." is the position after
 * White's 12th move, "12..." or "12b" after Black's, "0" the start.
 * start_fullmove and start_side describe the game's start position;
 * ply_count its moves.  *ply gets the ply index when REPLAY_JUMP_OK. */
ReplayJump replay_jump_parse(const char *text, int start_fullmove, Colour start_side,
    size_t ply_count, size_t *ply);


#endif
