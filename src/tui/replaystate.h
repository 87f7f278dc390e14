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
 * Inside the replay screen (replayscreen.c, its keys and state; replayview.c,
 * its drawing): the state both share.
 */
#ifndef RAUMSCHACH_TUI_REPLAYSTATE_H
#define RAUMSCHACH_TUI_REPLAYSTATE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/engine.h"
#include "core/game.h"
#include "core/rgn.h"
#include "session/kriegreplay.h"
#include "session/lineedit.h"
#include "session/replaynav.h"
#include "tui/movelist.h"
#include "tui/ui.h"

struct ReplayState {
    char name[PATH_MAX];          /* the file, as the player named it */
    RgnGames games;
    ReplayNav nav;
    ReplayLayout layout;
    Game shown;                   /* the shown game up to the shown ply */
    MoveTexts texts;              /* the shown game's moves as written */
    bool flipped;
    bool autoplay;
    int64_t next_step_ms;         /* when autoplay takes the next step */
    bool jumping;                 /* the "go to move" prompt is open */
    LineEdit jump;
    char message[MESSAGE_PATH_SIZE];
    bool message_is_error;
    Engine *engine;               /* created when analysis is first asked */
    bool analysing;
    EngineStatus analysis;        /* the latest news of the search */
    bool krieg;                   /* the shown game is a Kriegspiel record */
    bool krieg_filtered;          /* a filtered one: its side's view only */
    KriegViewKind view;           /* whose knowledge is shown */
};

static inline const RgnGame *replay_game(const ReplayState *r)
{
    return &r->games.games[r->nav.game];
}

/* replayview.c */
void replayview_draw(App *app);

#endif
