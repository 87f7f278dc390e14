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
 * The new-game form (see newgame.h).  Its state is App.newgame, made when
 * the form is first shown.
 */
#include <config.h>

#include "tui/newgame.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/kriegai.h"
#include "core/level.h"
#include "core/xalloc.h"
#include "session/keys.h"
#include "session/textwidth.h"
#include "tui/aiplay.h"
#include "tui/colours.h"
#include "tui/draw.h"
#include "tui/gamesave.h"

enum {
    FIELD_RULES,
    FIELD_WHITE_PLAYER,
    FIELD_WHITE,
    FIELD_BLACK_PLAYER,
    FIELD_BLACK,
    FIELD_TIME,
    FIELD_CUSTOM_TIME,
    FIELD_AUTO_FLIP,
    FIELD_PONDER,
    FIELD_START,
    NEWGAME_FIELD_COUNT,
    NEWGAME_WIDTH = 64,
    NEWGAME_HEIGHT = 17,
    LABEL_WIDTH = 16,
    FIELD_WIDTH = 36,
    TIME_TEXT_LIMIT = 16,
    PLAYER_CHOICE_COUNT = 1 + LEVEL_COUNT,   /* a human, or the engine at a level */
};

/* The time control keys as time_control_parse() reads them; the last
 * choice is the custom one. */
static const char *const TIME_CHOICES[] = { "friendly", "blitz", "rapid", "classical" };
enum { TIME_CHOICE_COUNT = sizeof TIME_CHOICES / sizeof *TIME_CHOICES, TIME_CUSTOM = TIME_CHOICE_COUNT };

static int matching_time_choice(const TimeControl *tc)
{
    for (int i = 0; i < TIME_CHOICE_COUNT; i++) {
        TimeControl named;
        Error err;
        time_control_parse(TIME_CHOICES[i], &named, &err);
        if (named.unlimited == tc->unlimited
            && (tc->unlimited || (named.base_seconds == tc->base_seconds
                                     && named.increment_seconds == tc->increment_seconds)))
            return i;
    }
    return TIME_CUSTOM;
}

/* Fills the form from the game in progress. */
static void prepare(App *app)
{
    NewGameState *n = app->newgame;
    const Match *m = &app->match;
    memset(n, 0, sizeof *n);
    for (int c = 0; c < 2; c++) {
        const Player *p = &m->players[c];
        bool engine = p->kind == PLAYER_ENGINE;
        n->player_choice[c] = engine ? 1 + (int)p->level : 0;
        line_edit_init(&n->names[c], PLAYER_NAME_SIZE / 2);
        line_edit_set(&n->names[c], engine ? _("Human") : p->name);
    }
    n->time_choice = matching_time_choice(&m->time_control);
    line_edit_init(&n->custom_time, TIME_TEXT_LIMIT);
    char tag[TIME_CONTROL_TEXT_SIZE];
    time_control_format(&m->time_control, tag);
    line_edit_set(&n->custom_time, n->time_choice == TIME_CUSTOM ? tag : "600+5");
    n->auto_flip = app->play.auto_flip;
    n->ponder = app->ai.ponder;
    n->kriegspiel = app->options.settings.kriegspiel;
    /* The first field, where Left and Right change something at once. */
    n->focus = 0;
}

static bool read_form(App *app, MatchSettings *s)
{
    NewGameState *n = app->newgame;
    match_settings_default(s);
    s->kriegspiel = n->kriegspiel;
    for (int c = 0; c < 2; c++) {
        char name[PLAYER_NAME_SIZE];
        if (n->player_choice[c] > 0) {
            player_set_engine(&s->players[c], (Level)(n->player_choice[c] - 1));
            continue;
        }
        line_edit_text(&n->names[c], name, sizeof name);
        if (name[strspn(name, " ")] != '\0')
            snprintf(s->players[c].name, PLAYER_NAME_SIZE, "%s", name);
    }
    char text[LINE_EDIT_CAPACITY * 4 + 1];
    if (n->time_choice == TIME_CUSTOM)
        line_edit_text(&n->custom_time, text, sizeof text);
    else
        snprintf(text, sizeof text, "%s", TIME_CHOICES[n->time_choice]);
    Error err;
    if (!time_control_parse(text, &s->time_control, &err)) {
        snprintf(n->error, sizeof n->error, "%s", err.message);
        n->focus = FIELD_CUSTOM_TIME;
        return false;
    }
    return true;
}

/* Enter: the game in progress is left (saved unfinished if any move was
 * played) and the new one starts on the game screen. */
static void start(App *app)
{
    MatchSettings s;
    if (!read_form(app, &s))
        return;
    s.start = app->newgame->start;
    ai_new_game(&app->ai);
    gamesave_unfinished(app);
    app->saved_path[0] = '\0';
    match_free(&app->match);
    app->ai.ponder = app->newgame->ponder;
    app_start_match(app, &s, app->newgame->auto_flip);
    app->options.settings = s;
    app_show(app, app->game_screen);
}

/* A field that cannot be changed now: the custom clock unless chosen, the
 * engine's name, pondering without the engine, and in Kriegspiel the
 * turning of the cube (each player sees their own side) and pondering
 * (its engine thinks on its own turn only). */
static bool field_enabled(const NewGameState *n, int field)
{
    switch (field) {
    case FIELD_CUSTOM_TIME: return n->time_choice == TIME_CUSTOM;
    case FIELD_WHITE: return n->player_choice[WHITE] == 0;
    case FIELD_BLACK: return n->player_choice[BLACK] == 0;
    case FIELD_AUTO_FLIP: return !n->kriegspiel;
    case FIELD_PONDER: return !n->kriegspiel && (n->player_choice[WHITE] > 0 || n->player_choice[BLACK] > 0);
    default: return true;
    }
}

static void move_focus(NewGameState *n, int step)
{
    do
        n->focus = (n->focus + step + NEWGAME_FIELD_COUNT) % NEWGAME_FIELD_COUNT;
    while (!field_enabled(n, n->focus));
}

/* Kriegspiel offers a human and its five levels; Raumschach every level. */
static bool player_choice_offered(const NewGameState *n, int choice)
{
    return choice == 0 || !n->kriegspiel || kriegai_level((Level)(choice - 1)) == (Level)(choice - 1);
}

static void change_choice(NewGameState *n, int step)
{
    if (n->focus == FIELD_WHITE_PLAYER || n->focus == FIELD_BLACK_PLAYER) {
        int *choice = &n->player_choice[n->focus == FIELD_WHITE_PLAYER ? WHITE : BLACK];
        do
            *choice = (*choice + step + PLAYER_CHOICE_COUNT) % PLAYER_CHOICE_COUNT;
        while (!player_choice_offered(n, *choice));
    } else if (n->focus == FIELD_TIME)
        n->time_choice = (n->time_choice + step + TIME_CHOICE_COUNT + 1) % (TIME_CHOICE_COUNT + 1);
    else if (n->focus == FIELD_AUTO_FLIP)
        n->auto_flip = !n->auto_flip;
    else if (n->focus == FIELD_PONDER)
        n->ponder = !n->ponder;
    else if (n->focus == FIELD_RULES) {
        n->kriegspiel = !n->kriegspiel;
        /* An engine chosen at a level Kriegspiel lacks: the one it plays. */
        for (int c = 0; c < 2 && n->kriegspiel; c++)
            if (n->player_choice[c] > 0)
                n->player_choice[c] = 1 + (int)kriegai_level((Level)(n->player_choice[c] - 1));
    }
}

static LineEdit *focused_text(NewGameState *n)
{
    switch (n->focus) {
    case FIELD_WHITE: return &n->names[WHITE];
    case FIELD_BLACK: return &n->names[BLACK];
    case FIELD_CUSTOM_TIME: return &n->custom_time;
    default: return NULL;
    }
}

static void newgame_key(App *app, const KeyPress *key)
{
    NewGameState *n = app->newgame;
    LineEdit *text = focused_text(n);
    n->error[0] = '\0';
    switch (key->key) {
    case KEY_CODE_ESCAPE: app_go_back(app); return;
    case KEY_CODE_ENTER: start(app); return;
    case KEY_CODE_UP: case KEY_CODE_BACK_TAB: move_focus(n, -1); return;
    case KEY_CODE_DOWN: case KEY_CODE_TAB: move_focus(n, +1); return;
    case KEY_CODE_MOUSE: return;
    default: break;
    }
    if (text != NULL) {
        line_edit_key(text, key->key);
        return;
    }
    if (key->key == KEY_CODE_LEFT || key->key == KEY_CODE_RIGHT || key->key == ' ')
        change_choice(n, key->key == KEY_CODE_LEFT ? -1 : +1);
}

/* "Einhorn, 11 Hard (Elo 1500)" or, for a level without a name,
 * "Einhorn, 4 (Elo 500)". */
static void engine_choice_name(Level level, char *buf, size_t size)
{
    const char *label = level_label(level);
    if (label)
        /* TRANSLATORS: a side played by the engine, with its level's number,
         * name and Elo-like figure: "Einhorn, 11 Hard (Elo 1500)". */
        snprintf(buf, size, _("Einhorn, %d %s (Elo %d)"), level_number(level), label, level_elo(level));
    else
        /* TRANSLATORS: a side played by the engine, with its level's number
         * and Elo-like figure: "Einhorn, 4 (Elo 500)". */
        snprintf(buf, size, _("Einhorn, %d (Elo %d)"), level_number(level), level_elo(level));
}

static void player_choice_name(const NewGameState *n, int choice, char *buf, size_t size)
{
    if (choice == 0)
        /* TRANSLATORS: a side played at the keyboard (the new-game form). */
        snprintf(buf, size, "%s", _("Human"));
    else if (n->kriegspiel)
        /* TRANSLATORS: a side played by the engine in Kriegspiel, with its
         * level's name ("Einhorn, Hard"): the Elo-like figures of the
         * ladder are not Kriegspiel's. */
        snprintf(buf, size, _("Einhorn, %s"), level_label((Level)(choice - 1)));
    else
        engine_choice_name((Level)(choice - 1), buf, size);
}

static void time_choice_name(int choice, char *buf, size_t size)
{
    if (choice == TIME_CUSTOM) {
        /* TRANSLATORS: a time control the player types, as SECONDS+INCREMENT. */
        snprintf(buf, size, "%s", _("Custom"));
        return;
    }
    TimeControl tc;
    Error err;
    time_control_parse(TIME_CHOICES[choice], &tc, &err);
    char tag[TIME_CONTROL_TEXT_SIZE];
    time_control_format(&tc, tag);
    snprintf(buf, size, tc.unlimited ? _("%s (no clock)") : "%s %s", time_control_name(&tc), tag);
}

/* The value a choice field shows. */
static void choice_text(const NewGameState *n, int field, char *buf, size_t size)
{
    if (field == FIELD_TIME)
        time_choice_name(n->time_choice, buf, size);
    else if (field == FIELD_RULES)
        /* TRANSLATORS: the two values of the new-game form's rules: the
         * ordinary game, or Kriegspiel (each side sees only its own army). */
        snprintf(buf, size, "%s", n->kriegspiel ? _("Kriegspiel") : _("Raumschach"));
    else if (field == FIELD_WHITE_PLAYER || field == FIELD_BLACK_PLAYER)
        player_choice_name(n, n->player_choice[field == FIELD_WHITE_PLAYER ? WHITE : BLACK], buf, size);
    else if (field == FIELD_PONDER)
        /* TRANSLATORS: the two values of the pondering choice: on, the
         * engine at full strength thinks while the human is to move (off
         * where it cannot: in Kriegspiel, or with no engine playing). */
        snprintf(buf, size, "%s", n->ponder && field_enabled(n, FIELD_PONDER) ? _("on: thinks on your time") : _("off"));
    else
        /* TRANSLATORS: the two values of the auto-flip choice. */
        snprintf(buf, size, "%s", n->auto_flip ? _("on") : _("off"));
}

/* Draws a field: a label, and the text field or choice. Returns where the
 * terminal cursor goes for a focused text field (x), or -1. */
static int draw_field(App *app, int y, int x, int field, const char *label)
{
    NewGameState *n = app->newgame;
    bool focus = n->focus == field;
    bool enabled = field_enabled(n, field);
    draw_text(y, x, LABEL_WIDTH, label, colours_style(enabled ? (focus ? STYLE_KEY : STYLE_NORMAL) : STYLE_HINT));
    int fx = x + LABEL_WIDTH;
    attr_t attr = colours_style(focus ? STYLE_FIELD_FOCUS : STYLE_FIELD);
    LineEdit *e = field == FIELD_WHITE ? &n->names[WHITE] : field == FIELD_BLACK ? &n->names[BLACK]
                : field == FIELD_CUSTOM_TIME ? &n->custom_time : NULL;
    if (e != NULL) {
        char text[LINE_EDIT_CAPACITY * 4 + 1];
        line_edit_text(e, text, sizeof text);
        draw_fill(y, fx, FIELD_WIDTH, enabled ? attr : colours_style(STYLE_HINT));
        draw_text(y, fx, FIELD_WIDTH, text, enabled ? attr : colours_style(STYLE_HINT));
        return focus ? fx + line_edit_cursor_column(e) : -1;
    }
    char value[64], choice[96];
    choice_text(n, field, value, sizeof value);
    snprintf(choice, sizeof choice, enabled ? "< %s >" : "  %s", value);
    draw_text(y, fx, FIELD_WIDTH, choice, enabled ? attr : colours_style(STYLE_HINT));
    return -1;
}

static void newgame_draw(App *app)
{
    NewGameState *n = app->newgame;
    if (app->return_to != NULL)
        app->return_to->draw(app);
    int width = NEWGAME_WIDTH < app->layout.cols ? NEWGAME_WIDTH : app->layout.cols;
    Rect r = { (app->layout.rows - NEWGAME_HEIGHT) / 2, (app->layout.cols - width) / 2,
        NEWGAME_HEIGHT, width };
    draw_frame(&r, &app->glyphs, colours_style(STYLE_FRAME));
    draw_text_centred(r.y, r.x, r.width, _(" New game "), colours_style(STYLE_TITLE));
    int x = r.x + 3, y = r.y + 2, cursor_x = -1, cursor_y = 0;
    static const char *const LABELS[NEWGAME_FIELD_COUNT - 1] = {
        /* TRANSLATORS: the new-game form's labels: who plays White (a
         * human or the engine), then the name of White's human player. */
        N_("Rules"), N_("White"), N_("White's name"), N_("Black"), N_("Black's name"), N_("Clock"),
        N_("Custom clock"), N_("Auto-flip"),
        /* TRANSLATORS: the new-game form's label for pondering (the
         * engine thinking on the human's time); at most 15 columns. */
        N_("Ponder"),
    };
    for (int f = 0; f < FIELD_START; f++) {
        int cx = draw_field(app, y + f, x, f, _(LABELS[f]));
        if (cx >= 0) {
            cursor_x = cx;
            cursor_y = y + f;
        }
    }
    draw_text(y + FIELD_START + 1, x + LABEL_WIDTH, FIELD_WIDTH, _("[ Start the game ]"),
        colours_style(n->focus == FIELD_START ? STYLE_TITLE_CURSOR : STYLE_KEY));
    if (!position_is_start(&n->start))
        draw_text(y + FIELD_START + 2, x, r.width - 6,
            _("It starts from a set-up position."), colours_style(STYLE_NORMAL));
    if (n->error[0] != '\0')
        draw_text(y + FIELD_START + 3, x, r.width - 6, n->error, colours_style(STYLE_ERROR));
    else if (!app->match.over && match_ply_count(&app->match) > 0)
        draw_text(y + FIELD_START + 3, x, r.width - 6,
            _("The game in progress will be saved unfinished."), colours_style(STYLE_NORMAL));
    draw_text_centred(r.y + r.height - 2, r.x, r.width,
        /* TRANSLATORS: the keys as the help names them. */
        _("Up/Down: field, Left/Right: change, Enter: start, Esc: back"), colours_style(STYLE_HINT));
    if (cursor_x >= 0)
        move(cursor_y, cursor_x);
    curs_set(cursor_x >= 0 ? 1 : 0);
}

static const Screen NEWGAME_SCREEN = { newgame_draw, newgame_key, NULL };

void newgame_open(App *app, const Position *start)
{
    if (app->newgame == NULL)
        app->newgame = xcalloc(1, sizeof *app->newgame);
    prepare(app);
    app->newgame->start = *start;
    app_show_over(app, &NEWGAME_SCREEN);
}

void newgame_free(App *app)
{
    free(app->newgame);
    app->newgame = NULL;
}
