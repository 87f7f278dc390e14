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
 * A Kriegspiel game at the terminal (SPEC.md section 10): the Match (the
 * record, the clocks, the ends of the game) with the core's referee
 * (kriegspiel.h) beside it, the hand-over between two human players and
 * their private marks.  Against the engine (kriegopponent.h) there is no
 * hand-over: the screen shows the human's view throughout; when the
 * engine plays both sides the players watch the referee's view.
 * Every try goes through kriegplay_try(): the referee answers it, a
 * legal one is played on the match, and the record's comment on the move
 * (its announcements and the refused tries) is written at once, so the
 * journal and the saved record are always the unfiltered Kriegspiel
 * record.  What a player sees comes from the referee's view of that side:
 * its own army, the announcements, its refused tries; the true position
 * is read only for the referee's board at the end.
 */
#ifndef RAUMSCHACH_SESSION_KRIEGPLAY_H
#define RAUMSCHACH_SESSION_KRIEGPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/hotseat.h"
#include "core/kriegspiel.h"
#include "core/notation.h"
#include "session/kriegmarks.h"
#include "session/kriegnews.h"
#include "session/match.h"
#include "session/selection.h"

enum { KRIEG_REFUSED_MAX = 256 };

typedef struct KriegPlay {
    Kriegspiel *referee;      /* the true game, move for move the match's */
    const Match *match;
    Hotseat hotseat;
    KriegMarks marks;
} KriegPlay;

/* The referee for the match just started (the match's start position);
 * the record gets the Kriegspiel tags (Rules, Filtered). */
void kriegplay_init(KriegPlay *k, Match *m);
void kriegplay_free(KriegPlay *k);

/* The side's own board: only its pieces, the side to move set. */
void kriegplay_own_board(const KriegPlay *k, Colour side, Position *out);
/* Selects the side to move's piece on the cell with the destinations it
 * has on its own board (pawn capture tries included); false when it has
 * none or there is no own piece there. */
bool kriegplay_select(const KriegPlay *k, int cell, Selection *s);

/* Whose view the screen shows while the game goes on: the side to move
 * between two humans, the human's against the engine; false when the
 * engine plays both sides (the players watch the referee's view). */
bool kriegplay_viewer(const KriegPlay *k, Colour *side);

/* The side to move tries a move (promotion piece included) made with
 * played_key.  A legal try is played on the match (the clock pressed, the
 * comment written) and, when the game goes on between two humans, the
 * hand-over begins. */
KriegAnswer kriegplay_try(KriegPlay *k, Match *m, Move try, int played_key, int64_t now_ms);

/* What the side to move has heard since its last move. */
void kriegplay_news(const KriegPlay *k, KriegNews *out);
/* The side's king (CELL_NONE if it has none). */
int kriegplay_own_king(const KriegPlay *k, Colour side);
/* The tries refused this turn, in the order made; returns how many.  The
 * tries themselves (at most max, to out) only when `viewer` is to move:
 * the opponent's are hidden (out may be NULL). */
size_t kriegplay_refused(const KriegPlay *k, Colour viewer, Move *out, size_t max);
/* A try as the record writes it (SPEC.md section 10.5), on the own
 * board of the side to move, but with that side's figurines. */
void kriegplay_try_text(const KriegPlay *k, Move try, NotationStyle style, char *buf, size_t size);
/* The game for the referee's view at the end: a row per move, its number
 * and the move, then, indented, what the referee said about it in words
 * (kriegnews_move_rows: the tries refused before it, the capture, the
 * check, the pawn tries): at most 1 + KRIEG_NEWS_ROWS_PER_MOVE rows a
 * move; returns how many rows there are (at most max filled). */
int kriegplay_game_rows(const Match *m, NotationStyle style, char (*rows)[KRIEG_NEWS_ROW_SIZE], int max);

#endif
