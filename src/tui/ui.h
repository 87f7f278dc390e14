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
 * current screen, and the main loop hands every key to its key() function
 * and draws it with its draw() function.  The help and the new-game screen
 * remember the screen to go back to.  When the terminal is smaller than the
 * layout's minimum, the "too small" screen is drawn and takes the keys
 * instead, and the game goes on behind it.
 *
 * App holds everything the screens share: the options from the command
 * line, the glyphs, the layout of the current terminal size, the game being
 * played, and each screen's own state.
 */
#ifndef RAUMSCHACH_TUI_UI_H
#define RAUMSCHACH_TUI_UI_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/engine.h"
#include "core/move.h"
#include "session/glyphs.h"
#include "tui/input.h"
#include "session/layout.h"
#include "session/lineedit.h"
#include "session/match.h"
#include "session/selection.h"
#include "session/theme.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

enum { MESSAGE_SIZE = 512 };

typedef struct App App;
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
} TuiOptions;

typedef enum {
    PLAY_BOARD,        /* cursor keys, Enter, the commands */
    PLAY_PROMPT,       /* typing a move */
    PLAY_PROMOTION,    /* which piece? */
    PLAY_QUESTION,     /* y or n */
} PlayMode;

typedef enum {
    QUESTION_QUIT,
    QUESTION_RESIGN,
    QUESTION_DRAW,     /* the opponent is asked to accept a draw */
} Question;

typedef struct PlayState {
    int cursor;
    int side_cursor[2];       /* where each side left the cursor */
    Selection selection;
    bool flipped;
    bool auto_flip;
    PlayMode mode;
    Question question;
    Colour resigning;         /* who is asked whether they resign */
    Move promotion;           /* the move waiting for its piece */
    int promotion_choice;     /* index into PROMOTION_CHOICES */
    LineEdit prompt;
    bool prompt_replace;      /* the next character typed starts afresh */
    char message[MESSAGE_SIZE];
    bool message_is_error;
    int message_caret;        /* column (from 1) of the prompt's text the
                                 message is about; 0: none */
    int moves_scroll;         /* first move row shown; -1: follow the last */
} PlayState;

/* The engine at work for the game screen: one engine plays the engine's
 * moves, another finds hints for the human.  A search belongs to the match
 * revision it started at; whatever changes the game stops it first. */
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
} AiState;

enum { NEWGAME_FIELD_COUNT = 8 };

typedef struct NewGameState {
    int focus;                /* which field */
    int player_choice[2];     /* 0: human, 1 + level: the engine */
    LineEdit names[2];
    int time_choice;          /* index into the choices, the last is custom */
    LineEdit custom_time;
    bool auto_flip;
    Position start;           /* where the new game starts */
    char error[MESSAGE_SIZE];
} NewGameState;

struct App {
    TuiOptions options;
    Glyphs glyphs;
    Layout layout;
    const Screen *screen;
    const Screen *return_to;  /* where the help and the new-game screen go back */
    Match match;
    PlayState play;
    AiState ai;
    NewGameState newgame;
    ReplayState *replay;      /* the replay screen's, NULL when not replaying */
    int help_scroll;
    char saved_path[PATH_MAX]; /* where the last game was written, "" if not */
    char journal[PATH_MAX];   /* this process's journal file */
    unsigned journal_revision; /* the match revision the journal holds */
    bool journal_exists;
    bool journal_warned;      /* the player was told it cannot be written */
    char exit_report[MESSAGE_SIZE * 2]; /* printed when the program ends */
    bool quit;
    int64_t now_ms;           /* monotonic time of the current event */
};

extern const Screen PLAY_SCREEN;
extern const Screen HELP_SCREEN;
extern const Screen NEWGAME_SCREEN;
extern const Screen TOOSMALL_SCREEN;

/* Runs the interface until the player quits or a signal ends it; returns
 * the exit status. */
int tui_run(const TuiOptions *options);

/* Fills the new-game form from the game in progress. */
void newgame_prepare(App *app);

/* Switches screens; overlays remember the screen below. */
void app_show(App *app, const Screen *screen);
void app_show_over(App *app, const Screen *screen);
void app_go_back(App *app);

/* Starts a new game with these settings (the one in progress, if any
 * moves were played, is saved unfinished first). */
void app_new_game(App *app, const MatchSettings *settings, bool auto_flip);
/* Ends the program; the game in progress is saved unfinished. */
void app_quit(App *app);
/* The game just ended: writes the record. */
void app_game_over(App *app);

#endif
