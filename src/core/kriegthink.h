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
 * The Kriegspiel engine (kriegai.h) in a background thread, for the game
 * at the terminal: in the manner of engine.h, nothing here blocks except
 * kriegthink_wait() and kriegthink_free(), and nothing touches the
 * terminal.
 *
 * A KriegThinker owns one KriegAi and chooses at most one try at a time,
 * in its own POSIX thread, on a KriegView it was given: what one player
 * knows (its own army, its tries and their answers, the announcements).
 * It is never given the referee, so the engine behind it cannot see the
 * hidden army (SPEC.md section 10.4).  The view is taken over at the
 * start and freed by the thinker.
 *
 * A turn is a series of tries: the caller asks for a try on a fresh view
 * (kriegspiel_view() of the side to move), hands the try to the referee,
 * and on "No" starts again on the next fresh view, which holds the
 * refusal.  Typical use:
 *
 *     KriegView v;
 *     kriegspiel_view(k, side, kriegspiel_ply_count(k), &v);
 *     kriegthink_start(t, &v, &limits);     // v is the thinker's now
 *     // main loop: poll() on kriegthink_wakeup_fd(t); on a wake-up
 *     // kriegthink_drain_wakeups(t), then
 *     KriegThinkStatus st;
 *     if (kriegthink_poll(t, &st)) {          // finished
 *         Move try = kriegthink_wait(t, NULL);
 *         ... kriegspiel_try(k, try, &played) ...
 *     }
 *     // quitting or the end of the game while it thinks:
 *     // kriegthink_stop(t), then kriegthink_wait(t, NULL) (milliseconds).
 */
#ifndef RAUMSCHACH_KRIEGTHINK_H
#define RAUMSCHACH_KRIEGTHINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kriegai.h"
#include "kriegspiel.h"
#include "move.h"

typedef struct KriegThinker KriegThinker;

typedef struct KriegThinkStatus {
    bool thinking;            /* a try is being chosen */
    bool finished;            /* the last choice has ended (try is it) */
    Move try;                 /* when finished: MOVE_NONE when there was none */
    KriegAiReport report;     /* when finished: the engine's figures */
    int64_t elapsed_ms;       /* the time the choice took or has taken so far */
} KriegThinkStatus;

/* An idle thinker whose engine has a hash table of about hash_megabytes. */
KriegThinker *kriegthink_new(size_t hash_megabytes);
/* Stops and waits for a choice under way, then frees everything. */
void kriegthink_free(KriegThinker *t);
/* A new game: the engine forgets the last one (a choice under way is
 * stopped and waited for first). */
void kriegthink_new_game(KriegThinker *t);

/* Starts choosing the next try of view->side, which is to move in a game
 * that goes on; returns at once.  The thinker takes the view over (*view
 * is left empty, nothing for the caller to free).  False when a choice
 * is already under way (stop and wait for it first): the view is then
 * left to the caller. */
bool kriegthink_start(KriegThinker *t, KriegView *view, const KriegAiLimits *limits);
/* Asks the choice to end as soon as it can; returns at once.  It still
 * ends with a try possible on the own board when there is one. */
void kriegthink_stop(KriegThinker *t);
/* Waits for the choice to end and returns its try (MOVE_NONE when none
 * ran or there was none); *report (may be NULL) gets its figures. */
Move kriegthink_wait(KriegThinker *t, KriegAiReport *report);
/* A snapshot without waiting; true when the choice has finished. */
bool kriegthink_poll(KriegThinker *t, KriegThinkStatus *status);

/* A descriptor that becomes readable when a choice ends, for poll(). */
int kriegthink_wakeup_fd(const KriegThinker *t);
/* Empties it after it was seen readable. */
void kriegthink_drain_wakeups(KriegThinker *t);

#endif
