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
 * The terminal interface as a small state machine (after ncdu): one
 * current screen, and the main loop (tui.c) hands every key to its key()
 * function and draws it with its draw() function.  The help and the
 * new-game screen are overlays: they remember the screen to go back to.
 * When the terminal is smaller than the layout's minimum, the "too small"
 * screen is drawn and takes the keys instead, and the game goes on behind
 * it.
 *
 * App holds everything the screens share: the options from the command
 * line, the glyphs, the layout of the current terminal size, the game being
 * played, and each screen's state, which the screen's own header defines:
 * the game screen's (playstate.h) and the engine's (aiplay.h) here, the
 * others through a pointer their screen fills when it is first shown.
 */
#ifndef RAUMSCHACH_TUI_UI_H
#define RAUMSCHACH_TUI_UI_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>

#include "session/glyphs.h"
#include "session/layout.h"
#include "session/match.h"
#include "session/theme.h"
#include "tui/aiplay.h"
#include "tui/input.h"
#include "tui/playstate.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

typedef struct App App;
typedef struct HelpState HelpState;
typedef struct DemoState DemoState;
typedef struct NewGameState NewGameState;
typedef struct KriegState KriegState;
typedef struct ReplayState ReplayState;
typedef struct RgnGames RgnGames;

typedef struct Screen {
    void (*draw)(App *app);
    void (*key)(App *app, const KeyPress *key);
    /* Whether the screen fits the terminal; NULL: the layout decides. */
    bool (*fits)(const App *app);
} Screen;

/* What the command line asks for. */
typedef struct TuiOptions {
    MatchSettings settings;
    GlyphChoice glyphs;
    Theme theme;
    const char *record_dir;   /* NULL: the current directory */
    bool auto_flip;
    const char *notice;       /* shown when the game starts; NULL: none */
    RgnGames *replay_games;   /* the games to replay, NULL to play */
    const char *replay_name;  /* the file they were read from */
    int threads;              /* the engine's threads at full strength */
    bool ponder;              /* the engine at full strength thinks on the human's time */
} TuiOptions;

struct App {
    TuiOptions options;
    Glyphs glyphs;
    Layout layout;
    const Screen *screen;
    const Screen *return_to;  /* where the help and the new-game screen go back */
    const Screen *game_screen; /* where a new game is played */
    /* Called by app_start_match() for every match that starts: tui.c sets
     * it to the Kriegspiel board's krieg_follow_match(), which takes a
     * Kriegspiel match over (ui.c cannot know the screens). */
    void (*match_started)(App *app, const MatchSettings *settings);
    Match match;
    PlayState play;
    AiState ai;
    NewGameState *newgame;    /* the new-game form's, NULL until first shown */
    HelpState *help;          /* the help's, NULL until first shown */
    DemoState *demo;          /* the empty-cube demonstration's, NULL until first shown */
    ReplayState *replay;      /* the replay screen's, NULL when not replaying */
    KriegState *krieg;        /* the Kriegspiel board's, NULL unless the game is Kriegspiel */
    char saved_path[PATH_MAX]; /* where the last game was written, "" if not */
    char journal[PATH_MAX];   /* this process's journal file */
    unsigned journal_revision; /* the match revision the journal holds */
    bool journal_exists;
    bool journal_warned;      /* the player was told it cannot be written */
    char exit_report[MESSAGE_PATH_SIZE * 2]; /* printed when the program ends */
    bool quit;
    int64_t now_ms;           /* monotonic time of the current event */
};

/* Switches screens; overlays remember the screen below and go back to
 * it. */
void app_show(App *app, const Screen *screen);
void app_show_over(App *app, const Screen *screen);
void app_go_back(App *app);

/* Starts the match with these settings and the game screen's state for
 * it (nothing is saved: see newgame.c for leaving a game). */
void app_start_match(App *app, const MatchSettings *settings, bool auto_flip);
/* Ends the program; the game in progress is saved unfinished. */
void app_quit(App *app);

#endif
