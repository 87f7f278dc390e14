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
 * The game being played at the terminal: its record (tags, moves and
 * result: what the recorder writes), the two players, the time control and
 * the clock, the moves taken back (so they can be played again), and how
 * the game ended.  Every end of SPEC.md
 * section 4 is decided here: the rules' ends after each move, the flag as
 * time passes, resignation and agreement when the players say so.  Time is
 * passed in as milliseconds of a monotonic clock; nothing here draws.
 *
 * A player is a kind and a name: a human at the keyboard, or the Einhorn
 * engine at a level, named "Einhorn:Hard" in the record (SPEC.md section
 * 9) and asked for its moves by the main loop.  Takebacks against the
 * engine go back to the human's turn: match_takeback_plies() says how far.
 */
#ifndef RAUMSCHACH_SESSION_MATCH_H
#define RAUMSCHACH_SESSION_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "session/clock.h"
#include "core/level.h"
#include "core/record.h"
#include "core/status.h"
#include "core/timecontrol.h"

enum { PLAYER_NAME_SIZE = 64 };

typedef enum { PLAYER_HUMAN, PLAYER_ENGINE } PlayerKind;

typedef struct Player {
    PlayerKind kind;
    Level level;                  /* for an engine */
    char name[PLAYER_NAME_SIZE];
} Player;

/* Makes the player the engine at this level, named "Einhorn:Level". */
void player_set_engine(Player *p, Level level);

typedef struct MatchSettings {
    Player players[2];
    TimeControl time_control;
    Position start;
} MatchSettings;

typedef struct ClockSnapshot {
    int64_t remaining_ms[2];
} ClockSnapshot;

typedef struct TakenBack {
    Move move;
    ClockSnapshot clock;    /* the clocks just before it was taken back */
} TakenBack;

typedef struct Match {
    Record record;                /* record.game is the game */
    Player players[2];
    TimeControl time_control;
    Clock clock;
    ClockSnapshot *clock_at_move; /* [ply]: the clocks when it was played */
    size_t clock_capacity;
    TakenBack *taken_back;        /* the last one taken back is at the end */
    size_t taken_back_count;
    size_t taken_back_capacity;
    bool over;
    Termination termination;      /* how it ended, when over */
    bool paused;
    time_t started_at;            /* wall clock, for the record */
    unsigned revision;            /* counts changes of the record */
} Match;

/* The default settings: two humans named "Human", no clock, the start
 * position. */
void match_settings_default(MatchSettings *s);

/* A new game; the side to move's clock starts at now_ms.  The record's
 * tags name the players, the date it started and the time control. */
void match_init(Match *m, const MatchSettings *s, time_t started_at, int64_t now_ms);
void match_free(Match *m);

static inline const Game *match_game(const Match *m) { return &m->record.game; }
static inline const Position *match_position(const Match *m) { return &m->record.game.pos; }
static inline Colour match_side_to_move(const Match *m) { return m->record.game.pos.side; }
static inline size_t match_ply_count(const Match *m) { return m->record.game.ply_count; }

/* Plays a legal move and presses the clock; forgets the moves taken back;
 * ends the game when the rules end it.  Returns true when it ended. */
bool match_play(Match *m, Move move, int64_t now_ms);
/* Is it the engine's turn in a game that goes on? */
bool match_engine_to_move(const Match *m);
/* How many plies a takeback undoes so that a human is to move again: 1
 * between humans, 1 or 2 against the engine; 0 when that cannot be done
 * (no human plays, or too few moves were played). */
int match_takeback_plies(const Match *m);
/* How many of the moves taken back to play again so that a human is to
 * move (or none are left): 1 or 2, 0 when none was taken back. */
int match_replay_plies(const Match *m);

/* The side whose view of the cube to show: against the engine always the
 * human's; otherwise the side to move when the cube turns to it
 * (auto_flip), else White's. */
Colour match_view_side(const Match *m, bool auto_flip);

/* Takes the last move back (false if none or the game is over). */
bool match_undo(Match *m, int64_t now_ms);
/* Plays the last move taken back again (false if none). */
bool match_redo(Match *m, int64_t now_ms);
/* Ends the game when the running side's flag has fallen; true if so. */
bool match_check_flag(Match *m, int64_t now_ms);
/* A player resigns (at any moment: against the engine, while it thinks). */
void match_resign(Match *m, Colour side, int64_t now_ms);
/* Who resigns when the human says so: the side to move if a human plays
 * it, else the human waiting for the engine; false when no human plays or
 * the game is over. */
bool match_human_may_resign(const Match *m, Colour *side);
/* The players agree a draw. */
void match_agree_draw(Match *m, int64_t now_ms);
/* Stops or restarts the clocks (only while the game goes on). */
void match_set_paused(Match *m, bool paused, int64_t now_ms);

/* The result: "*" while the game goes on. */
Result match_result(const Match *m);

#endif
