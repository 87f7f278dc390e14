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
 * The replay screen's state and keys.  Every change of the shown game or
 * ply goes through show(), which rebuilds the shown game (the record's
 * moves up to the ply, so the engine sees the repetitions too) and
 * restarts the analysis when it is on.  The analysis is an Engine searching
 * without a limit; its news arrive through its wake-up descriptor, which
 * the main loop polls with the keyboard.
 */
#include <config.h>

#include "tui/replayscreen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <curses.h>

#include "core/i18n.h"
#include "core/movegen.h"
#include "core/transposition.h"
#include "core/xalloc.h"
#include "session/replaykeys.h"
#include "tui/help.h"
#include "tui/newgame.h"
#include "tui/replaystate.h"

enum { JUMP_TEXT_LIMIT = 12 };

static void say(ReplayState *r, bool error, const char *text)
{
    snprintf(r->message, sizeof r->message, "%s", text);
    r->message_is_error = error;
}

/* The texts of the shown game's moves, as the move list shows them. */
static void write_texts(ReplayState *r, bool letters)
{
    movelist_texts_update(&r->texts, &replay_game(r)->record.game, letters);
}

static bool has_legal_move(const Position *pos)
{
    MoveList list;
    return movegen_legal(pos, &list) > 0;
}

static void stop_analysis(ReplayState *r)
{
    if (r->engine == NULL)
        return;
    engine_stop(r->engine);
    engine_wait(r->engine, NULL);
    engine_drain_wakeups(r->engine);
    memset(&r->analysis, 0, sizeof r->analysis);
}

static void start_analysis(ReplayState *r)
{
    stop_analysis(r);
    if (!has_legal_move(&r->shown.pos))
        return;
    if (r->engine == NULL)
        r->engine = engine_new(TT_DEFAULT_MEGABYTES);
    SearchLimits limits;
    memset(&limits, 0, sizeof limits);
    engine_start(r->engine, &r->shown, &limits, NULL, NULL);
}

/* Shows the navigation's game and ply. */
static void show(App *app)
{
    ReplayState *r = app->replay;
    const Game *g = &replay_game(r)->record.game;
    game_free(&r->shown);
    game_init(&r->shown, &g->start);
    for (size_t i = 0; i < r->nav.ply; i++)
        game_play(&r->shown, g->moves[i]);
    if (r->analysing)
        start_analysis(r);
}

static void show_game(App *app)
{
    ReplayState *r = app->replay;
    r->nav.ply_count = replay_game(r)->record.game.ply_count;
    r->nav.ply = 0;
    write_texts(r, !app->glyphs.figurines);
    show(app);
}

void replay_start(App *app, RgnGames *games, const char *name)
{
    ReplayState *r = xcalloc(1, sizeof *r);
    app->replay = r;
    snprintf(r->name, sizeof r->name, "%s", name);
    r->games = *games;
    memset(games, 0, sizeof *games);
    r->nav.game_count = r->games.count;
    /* The game behind the replay waits: its clock must not run out. */
    match_set_paused(&app->match, true, app->now_ms);
    r->nav.speed = REPLAY_SPEED_DEFAULT;
    line_edit_init(&r->jump, JUMP_TEXT_LIMIT);
    Position start;
    position_start(&start);
    game_init(&r->shown, &start);
    show_game(app);
    app_show(app, &REPLAY_SCREEN);
}

void replay_free(App *app)
{
    ReplayState *r = app->replay;
    if (r == NULL)
        return;
    if (r->engine != NULL)
        engine_free(r->engine);
    game_free(&r->shown);
    movelist_texts_free(&r->texts);
    rgn_games_free(&r->games);
    free(r);
    app->replay = NULL;
}

int replay_wakeup_fd(const App *app)
{
    const ReplayState *r = app->replay;
    return r != NULL && r->engine != NULL ? engine_wakeup_fd(r->engine) : -1;
}

int replay_wait_ms(const App *app, int64_t now_ms)
{
    const ReplayState *r = app->replay;
    if (r == NULL || !r->autoplay)
        return -1;
    return r->next_step_ms <= now_ms ? 0 : (int)(r->next_step_ms - now_ms);
}

static void set_autoplay(ReplayState *r, bool on, int64_t now_ms)
{
    r->autoplay = on;
    r->next_step_ms = now_ms + replay_speed_delay_ms(r->nav.speed);
}

void replay_tick(App *app)
{
    ReplayState *r = app->replay;
    if (r == NULL)
        return;
    if (r->engine != NULL) {
        engine_drain_wakeups(r->engine);
        if (r->analysing)
            engine_poll(r->engine, &r->analysis);
    }
    if (r->autoplay && app->now_ms >= r->next_step_ms) {
        if (replay_nav_step(&r->nav, 1)) {
            show(app);
            set_autoplay(r, r->nav.ply < r->nav.ply_count, app->now_ms);
        } else
            r->autoplay = false;
    }
}

static void jump_key(App *app, int key)
{
    ReplayState *r = app->replay;
    if (key == KEY_CODE_ESCAPE) {
        r->jumping = false;
        return;
    }
    if (key != KEY_CODE_ENTER) {
        line_edit_key(&r->jump, key);
        return;
    }
    r->jumping = false;
    char text[LINE_EDIT_CAPACITY * 4 + 1];
    line_edit_text(&r->jump, text, sizeof text);
    const Game *g = &replay_game(r)->record.game;
    size_t ply;
    switch (replay_jump_parse(text, g->start.fullmove, g->start.side, g->ply_count, &ply)) {
    case REPLAY_JUMP_OK:
        if (replay_nav_go(&r->nav, ply))
            show(app);
        break;
    case REPLAY_JUMP_BAD:
        say(r, true, _("Not a move number: type 12 for White's 12th move, 12... or 12b for Black's."));
        break;
    case REPLAY_JUMP_OUTSIDE:
        say(r, true, _("This game has no such move."));
        break;
    }
}

static void open_jump(ReplayState *r, int key)
{
    r->jumping = true;
    r->autoplay = false;
    line_edit_set(&r->jump, "");
    if (key >= '0' && key <= '9')
        line_edit_key(&r->jump, key);
}

static void toggle_analysis(App *app)
{
    ReplayState *r = app->replay;
    r->analysing = !r->analysing;
    if (r->analysing)
        start_analysis(r);
    else
        stop_analysis(r);
}

static void continue_game(App *app)
{
    ReplayState *r = app->replay;
    r->autoplay = false;
    if (r->analysing)
        toggle_analysis(app);
    newgame_open(app, &r->shown.pos);
}

static void speed(ReplayState *r, int delta, int64_t now_ms)
{
    r->nav.speed = replay_speed_change(r->nav.speed, delta);
    char text[MESSAGE_SIZE];
    int delay = replay_speed_delay_ms(r->nav.speed);
    snprintf(text, sizeof text, _("Autoplay: a move every %d.%d s (+ faster, - slower)."),
        delay / 1000, delay % 1000 / 100);
    say(r, false, text);
    if (r->autoplay)
        set_autoplay(r, true, now_ms);
}

static void navigate(App *app, ReplayAction action)
{
    ReplayState *r = app->replay;
    bool changed = false;
    switch (action) {
    case REPLAY_NEXT: changed = replay_nav_step(&r->nav, 1); break;
    case REPLAY_PREVIOUS: changed = replay_nav_step(&r->nav, -1); break;
    case REPLAY_START: changed = replay_nav_go(&r->nav, 0); break;
    case REPLAY_END: changed = replay_nav_go(&r->nav, r->nav.ply_count); break;
    case REPLAY_NEXT_GAME:
    case REPLAY_PREVIOUS_GAME:
        if (replay_nav_game(&r->nav, action == REPLAY_NEXT_GAME ? 1 : -1))
            show_game(app);
        else
            say(r, true, action == REPLAY_NEXT_GAME ? _("This is the last game of the file.")
                                                    : _("This is the first game of the file."));
        return;
    default: return;
    }
    r->autoplay = false;
    if (changed)
        show(app);
}

static void replay_key(App *app, const KeyPress *key)
{
    ReplayState *r = app->replay;
    if (r->jumping) {
        jump_key(app, key->key);
        return;
    }
    ReplayAction action = replay_keys_action(key->key);
    if (action != REPLAY_NONE)
        r->message[0] = '\0';
    switch (action) {
    case REPLAY_JUMP: open_jump(r, key->key); break;
    case REPLAY_AUTOPLAY:
        if (!r->autoplay && r->nav.ply == r->nav.ply_count && replay_nav_go(&r->nav, 0))
            show(app);
        set_autoplay(r, !r->autoplay, app->now_ms);
        if (r->autoplay)
            speed(r, 0, app->now_ms);
        break;
    case REPLAY_FASTER: speed(r, +1, app->now_ms); break;
    case REPLAY_SLOWER: speed(r, -1, app->now_ms); break;
    case REPLAY_FLIP: r->flipped = !r->flipped; break;
    case REPLAY_ANALYSIS: toggle_analysis(app); break;
    case REPLAY_CONTINUE: continue_game(app); break;
    case REPLAY_HELP: help_open(app, HELP_REPLAY); break;
    case REPLAY_REDRAW: clearok(curscr, TRUE); break;
    case REPLAY_QUIT: app_quit(app); break;
    default: navigate(app, action); break;
    }
}

static void replay_draw(App *app)
{
    ReplayState *r = app->replay;
    if (r->texts.letters != !app->glyphs.figurines)
        write_texts(r, !app->glyphs.figurines);
    replayview_draw(app);
}

static bool replay_fits(const App *app)
{
    ReplayLayout l;
    replay_layout_compute(app->layout.cols, app->layout.rows, &l);
    return l.fits;
}

const Screen REPLAY_SCREEN = { replay_draw, replay_key, replay_fits };
