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
 * The engine as a player on the game screen, and the hints it gives the
 * human.  The searches run in the engine's background threads; the main
 * loop polls their wake-up descriptors with the keyboard, and after every
 * wake-up the game screen asks here for the engine's finished move
 * (ai_take_move), the finished hint (ai_take_hint) and starts the engine
 * when it is its turn (ai_start_if_due).  Anything that changes the game
 * (a takeback, a new game, the end, quitting) stops the searches first
 * with ai_cancel(): the engine stops within milliseconds, whatever its
 * level.
 *
 * A search belongs to the match revision it started at: one engine plays
 * the engine's moves, another finds hints for the human.  Searches are
 * started on a copy of the game, so a search whose revision is no longer
 * the match's is simply stopped and its move thrown away.  Nothing here
 * draws or writes a message: the game screen tells the player.
 *
 * Pondering: when a human plays the engine at full strength (core
 * search.h) and the setting is on, the mover keeps searching on the
 * human's time: the position after the reply it expects (the second move
 * of its principal variation), or without one the position on the board.
 * When the human plays the expected move, that search goes on as the
 * engine's real one, its time counted from then (ponderhit); any other
 * move stops it and a new search starts.  The clocks are the match's:
 * the engine's runs only on its own turn.  Searches at full strength use
 * `threads` threads, the others one.
 */
#ifndef RAUMSCHACH_TUI_AIPLAY_H
#define RAUMSCHACH_TUI_AIPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/engine.h"
#include "core/move.h"
#include "core/notation.h"
#include "session/match.h"

enum {
    /* A hint is a Hard search, at most this long. */
    HINT_MOVETIME_MS = 1500,
    /* When the engine plays both sides, a move stays on the screen at
     * least this long, so that the game can be watched. */
    WATCHED_MOVE_MS = 700,
};

typedef struct AiState {
    Engine *mover;            /* NULL until an engine plays */
    Engine *helper;           /* NULL until the first hint */
    bool thinking;            /* mover searches the current position */
    unsigned revision;        /* the match revision mover searches */
    int64_t started_ms;       /* when it started */
    bool have_score[2];       /* each side's engine has searched */
    int score[2];             /* its last score, for itself */
    bool hinting;
    unsigned hint_revision;   /* the revision of the hint searched or shown */
    Move hint;                /* the hint shown, MOVE_NONE if none */
    uint64_t seed;            /* varies the weak levels' play */
    int threads;              /* the engine's threads at full strength */
    bool ponder;              /* the setting: think on the human's time */
    bool pondering;           /* mover searches while the human is to move */
    unsigned ponder_revision; /* the match revision it ponders in */
    Move ponder_move;         /* the human's move it expects, MOVE_NONE: none */
    uint64_t ponder_hash;     /* the position it searches */
    size_t ponder_plies;      /* and that position's ply */
    Move expected;            /* the engine's last expected reply, MOVE_NONE: none */
    size_t expected_plies;    /* the ply at which the human would play it */
} AiState;

typedef enum {
    AI_HINT_STARTED,
    AI_HINT_UNDER_WAY,        /* asked again before the first was found */
    AI_HINT_GAME_OVER,
    AI_HINT_PAUSED,           /* the clocks are stopped */
    AI_HINT_NOT_YOURS,        /* the engine is to move */
} AiHintStart;

typedef enum {
    AI_DRAW_NOBODY,           /* not a human against the engine */
    AI_DRAW_DECLINED,
    AI_DRAW_ACCEPTED,
} AiDrawAnswer;

/* The descriptors for poll() (-1 for an engine not made yet). */
int ai_mover_fd(const AiState *ai);
int ai_helper_fd(const AiState *ai);

/* How long the main loop may wait before an engine's move is due
 * without news from the engine (-1: no limit). */
int ai_wait_ms(const AiState *ai, const Match *m, int64_t now_ms);
/* The engine's move when it is due: its search is over (and, when the
 * engine plays both sides, the last move was shown long enough).  The
 * report has its depth and score (depth 0: the move was forced or from
 * the book).  A search the game has moved away from is stopped. */
bool ai_take_move(AiState *ai, const Match *m, int64_t now_ms, Move *move, SearchReport *report);
/* A hint search is over: true when it found the move, now ai->hint. */
bool ai_take_hint(AiState *ai, const Match *m);
/* Pondering: while the human is to move, the engine ponders when it may
 * (see above) and stops pondering when it may no longer (the game paused
 * or over).  When the engine is to move after the move it expected, its
 * ponder search goes on as the real search (ponderhit).
 * Starts the engine when it is to move, the clocks run and it does not
 * think yet. */
void ai_start_if_due(AiState *ai, const Match *m, int64_t now_ms);
/* Stops the searches and forgets them (the hint shown too). */
void ai_cancel(AiState *ai);
/* A new game: stops, and the engine forgets the last game. */
void ai_new_game(AiState *ai);
/* Frees the engines (the searches stopped first). */
void ai_free(AiState *ai);

/* H: starts a search for the human to move, or says why not. */
AiHintStart ai_hint(AiState *ai, const Match *m);
/* The hint to show now, MOVE_NONE if none. */
Move ai_hint_shown(const AiState *ai, const Match *m);
/* The human offers the engine a draw (on either's turn): it accepts or
 * declines by the score of its search under way or its last one.  *engine
 * is the engine's side. */
AiDrawAnswer ai_answer_draw(const AiState *ai, const Match *m, Colour *engine);
/* While the engine ponders: the move it expects of the human in the
 * given style, or "" when it ponders on the position on the board. */
bool ai_pondering(const AiState *ai, const Match *m, NotationStyle style, char *buf, size_t size);
/* "depth 7, +0.35: ..." while the engine thinks and has a first result;
 * false otherwise. */
bool ai_thinking_text(const AiState *ai, const Match *m, NotationStyle style, char *buf, size_t size);

#endif
