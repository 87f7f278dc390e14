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
 * The Einhorn engine as a Kriegspiel player at the terminal (SPEC.md
 * section 10): against a human, or against itself while the players
 * watch.  A turn of the engine is a series of tries.  For each try a
 * fresh view of the engine's side (kriegspiel_view(): its own army, its
 * tries and their answers, the announcements) goes to the background
 * thinker (core/kriegthink.h), never the referee, so the engine knows
 * what a player knows and nothing more.  The try it chooses goes to the
 * referee through kriegplay_try(), like a human's: "No" starts the next
 * try on the next view, which holds the refusal; a legal try is played
 * on the match, whose clock ran all the while.
 *
 * Each side the engine plays has a thinker of its own, so that its belief
 * about the hidden army lasts from try to try when it plays both sides.
 * A try belongs to the turn and the refusals it was chosen after: when
 * the game has moved on (the end, a pause, quitting), the try under way
 * is stopped and thrown away.  When the engine plays both sides, the
 * first try of a turn waits until the last move was on the screen long
 * enough to be watched.
 */
#ifndef RAUMSCHACH_SESSION_KRIEGOPPONENT_H
#define RAUMSCHACH_SESSION_KRIEGOPPONENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/kriegthink.h"
#include "session/kriegplay.h"
#include "session/match.h"

typedef enum {
    KRIEG_OPPONENT_NOTHING,   /* no try was made */
    KRIEG_OPPONENT_REFUSED,   /* a try got "No": the engine tries again */
    KRIEG_OPPONENT_MOVED,     /* a try was played */
} KriegOpponentEvent;

typedef struct KriegOpponent {
    KriegThinker *thinker[2]; /* each engine side's, NULL until it plays */
    bool thinking;            /* a try is being chosen */
    Colour side;              /* for this side */
    size_t ply;               /* the turn the try is for (plies before it) */
    int refused;              /* and the tries refused in it before */
    size_t turn_ply;          /* the turn of turn_started_ms */
    int64_t turn_started_ms;  /* when the engine began that turn */
    bool have_score[2];       /* each side's engine has chosen a try */
    int score[2];             /* its last score, for itself */
    uint64_t seed;            /* a new seed for every try */
} KriegOpponent;

void kriegopponent_init(KriegOpponent *o, uint64_t seed);
/* Stops a try under way and frees the thinkers. */
void kriegopponent_free(KriegOpponent *o);

/* The wake-up descriptor of the thinker choosing a try, for poll(); -1
 * when none is. */
int kriegopponent_fd(const KriegOpponent *o);
/* Starts choosing a try when an engine is to move in a game that goes
 * on, the clocks run, and no try is being chosen yet. */
void kriegopponent_start_if_due(KriegOpponent *o, const KriegPlay *k, const Match *m, int64_t now_ms);
/* How long the main loop may wait before a try chosen is due while the
 * engine plays both sides and each move is shown at least watch_ms
 * (-1: until the thinker's descriptor wakes it). */
int kriegopponent_wait_ms(const KriegOpponent *o, const Match *m, int64_t watch_ms, int64_t now_ms);
/* When the try chosen is due, makes it: the referee answers it through
 * kriegplay_try() and the match plays a legal one.  A try the game has
 * moved away from is stopped and thrown away.  watch_ms as above. */
KriegOpponentEvent kriegopponent_follow(KriegOpponent *o, KriegPlay *k, Match *m, int64_t watch_ms,
    int64_t now_ms);
/* Stops a try under way and forgets it. */
void kriegopponent_cancel(KriegOpponent *o);
/* The human offers the engine playing `engine` a draw: it accepts when
 * its last try's score says it is losing. */
bool kriegopponent_accepts_draw(const KriegOpponent *o, Colour engine);

#endif
