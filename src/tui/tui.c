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
 * The main loop.  It waits in poll() for three things at once: a key (or
 * mouse event, or resize) on standard input, a signal (through the signal
 * module's pipe), and the moment the running clock's text next changes.
 * After each wake-up it reads every waiting key, lets the clock decide
 * whether a flag fell, and redraws the current screen; curses sends only
 * what changed.  The engines' wake-up descriptors are polled with the
 * rest: a search reports each deeper iteration and its end there, so the
 * loop redraws the thinking and plays the engine's move without waiting
 * on anything else; in Kriegspiel the engine's tries wake it the same
 * way.  The replay screen's analysis (an engine's wake-up
 * descriptor) and its autoplay steps wake the loop the same way.
 */
#include <config.h>

#include <errno.h>
#include <langinfo.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

#include "tui/tui.h"

#include "core/i18n.h"
#include "core/xalloc.h"
#include "session/glyphprobe.h"
#include "session/keys.h"
#include "tui/aiplay.h"
#include "tui/colours.h"
#include "tui/gamesave.h"
#include "tui/cubedemoview.h"
#include "tui/help.h"
#include "tui/kriegscreen.h"
#include "tui/newgame.h"
#include "tui/playscreen.h"
#include "tui/replayscreen.h"
#include "tui/signals.h"
#include "tui/toosmall.h"

static int64_t monotonic_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void choose_glyphs(App *app)
{
    bool utf8 = strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
    int terminal_king = -1, terminal_unicorn = -1;
    if (utf8 && app->options.glyphs == GLYPHS_AUTO)
        glyph_probe(STDIN_FILENO, STDOUT_FILENO, &terminal_king, &terminal_unicorn);
    bool figurines = glyphs_choose_figurines(app->options.glyphs, utf8, terminal_king,
        terminal_unicorn, wcwidth(piece_figurine_codepoint(WHITE, KING)),
        wcwidth(piece_figurine_codepoint(WHITE, UNICORN)));
    glyphs_make(&app->glyphs, utf8, figurines);
}

/* What the crash handler writes to give the terminal back: leave the
 * alternate screen, show the cursor, plain attributes, keypad off, mouse
 * reports off. */
static void prepare_terminal_reset(void)
{
    static const char *const CAPABILITIES[] = { "rmcup", "cnorm", "sgr0", "rmkx" };
    char reset[512] = "";
    for (size_t i = 0; i < sizeof CAPABILITIES / sizeof *CAPABILITIES; i++) {
        const char *s = tigetstr(CAPABILITIES[i]);
        if (s != NULL && s != (char *)-1 && strlen(reset) + strlen(s) < sizeof reset)
            strcat(reset, s);
    }
    const char *mouse = tigetstr("kmous");
    if (mouse != NULL && mouse != (char *)-1)
        strcat(reset, "\033[?1000l\033[?1006l");
    strcat(reset, "\r\n");
    char message[256];
    snprintf(message, sizeof message, _("%s: crashed; the terminal was restored.\n"), PACKAGE);
    signals_prepare_crash(reset, message);
}

static bool start_curses(Theme theme)
{
    if (newterm(NULL, stdout, stdin) == NULL)
        return false;
    signals_wake_on_resize();
    cbreak();
    noecho();
    nonl();
    curs_set(0);
    input_init();
    colours_init(theme);
    prepare_terminal_reset();
    return true;
}

static void update_layout(App *app)
{
    int rows, cols;
    getmaxyx(stdscr, rows, cols);
    layout_compute(cols, rows, &app->layout);
}

/* An overlay fits where the screen below it does. */
static const Screen *current_screen(const App *app)
{
    const Screen *base = app->return_to != NULL ? app->return_to : app->screen;
    bool fits = base->fits != NULL ? base->fits(app) : app->layout.fits;
    return fits ? app->screen : &TOOSMALL_SCREEN;
}

/* The layout is made afresh for every drawing: screens adjust it to the
 * texts they show (a long message, a long record path). */
static void draw(App *app)
{
    update_layout(app);
    erase();
    current_screen(app)->draw(app);
    refresh();
}

static void read_keys(App *app)
{
    KeyPress key;
    while (!app->quit && input_read(&key)) {
        app->now_ms = monotonic_ms();
        if (key.key == KEY_CODE_RESIZE)
            update_layout(app);
        else
            current_screen(app)->key(app, &key);
    }
}

static int earliest(int a, int b)
{
    return a < 0 ? b : b < 0 || a < b ? a : b;
}

/* How long poll() may wait: until the running clock's text changes, an
 * engine's move is due, or the replay's next autoplay step. */
static int wait_ms(const App *app)
{
    int replay = replay_wait_ms(app, monotonic_ms());
    if (app->match.over)
        return replay;
    int64_t next = clock_next_change(&app->match.clock, monotonic_ms());
    int engine = earliest(ai_wait_ms(&app->ai, &app->match, app->now_ms), krieg_wait_ms(app));
    if (engine >= 0 && (next < 0 || engine < next))
        next = engine;
    if (next < 0)
        return replay;
    return earliest(replay, next > INT_MAX ? INT_MAX : (int)next);
}

static void drain_wakeups(void)
{
    char bytes[64];
    while (read(signals_wakeup_fd(), bytes, sizeof bytes) > 0)
        continue;
}

/* Runs until the player quits, a signal arrives or the terminal goes. */
static void loop(App *app)
{
    while (!app->quit && signals_received() == 0) {
        app->now_ms = monotonic_ms();
        if (match_check_flag(&app->match, app->now_ms))
            play_game_over(app);
        /* Nobody is charged for time they cannot see the board. */
        match_set_hidden(&app->match, current_screen(app) == &TOOSMALL_SCREEN, app->now_ms);
        /* A Kriegspiel game's engine knows only its player's view: the
         * game screen's engine never sees such a game. */
        if (app->krieg != NULL)
            krieg_follow_engines(app);
        else
            play_follow_engines(app);
        gamesave_keep(app);
        draw(app);
        struct pollfd fds[6] = {
            { .fd = STDIN_FILENO, .events = POLLIN },
            { .fd = signals_wakeup_fd(), .events = POLLIN },
            { .fd = ai_mover_fd(&app->ai), .events = POLLIN },
            { .fd = ai_helper_fd(&app->ai), .events = POLLIN },
            { .fd = replay_wakeup_fd(app), .events = POLLIN },
            { .fd = krieg_wakeup_fd(app), .events = POLLIN },
        };
        int ready = poll(fds, 6, wait_ms(app));
        if (ready < 0 && errno != EINTR)
            break;
        if (ready > 0 && (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL))) {
            signals_note_hangup();
            break;
        }
        drain_wakeups();
        app->now_ms = monotonic_ms();
        replay_tick(app);
        read_keys(app);
    }
}

int tui_run(const TuiOptions *options)
{
    App *app = xcalloc(1, sizeof *app);
    app->options = *options;
    app->ai.threads = options->threads;
    app->ai.ponder = options->ponder;
    app->now_ms = monotonic_ms();
    choose_glyphs(app);
    signals_save_terminal(STDIN_FILENO);
    if (!signals_install() || !start_curses(options->theme)) {
        fprintf(stderr, _("%s: cannot use the terminal (TERM=%s)\n"), PACKAGE,
            getenv("TERM") != NULL ? getenv("TERM") : "");
        free(app);
        return 1;
    }
    update_layout(app);
    app->game_screen = &PLAY_SCREEN;
    app->match_started = krieg_follow_match;
    app_start_match(app, &options->settings, options->auto_flip);
    gamesave_start(app);
    if (options->notice != NULL && app->play.message[0] == '\0')
        play_say(&app->play, true, "%s", options->notice);
    app_show(app, app->game_screen);
    if (options->replay_games != NULL)
        replay_start(app, options->replay_games, options->replay_name);
    loop(app);
    ai_free(&app->ai);
    gamesave_unfinished(app);
    endwin();
    fputs(app->exit_report, stdout);
    fflush(stdout);
    int signal_number = signals_received();
    replay_free(app);
    krieg_free(app);
    newgame_free(app);
    help_free(app);
    cubedemo_free(app);
    match_free(&app->match);
    play_state_free(&app->play);
    free(app);
    if (signal_number != 0)
        signals_die_of(signal_number);
    return 0;
}
