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
 * Switching screens, and the match the screens share (see ui.h).
 */
#include <config.h>

#include "tui/ui.h"

#include <stdio.h>
#include <time.h>

#include "core/i18n.h"

void app_show(App *app, const Screen *screen)
{
    app->screen = screen;
    app->return_to = NULL;
}

void app_show_over(App *app, const Screen *screen)
{
    app->return_to = app->screen;
    app->screen = screen;
}

/* Only overlays go back, and an overlay always has a screen below. */
void app_go_back(App *app)
{
    if (app->return_to != NULL)
        app->screen = app->return_to;
    app->return_to = NULL;
}

void app_start_match(App *app, const MatchSettings *settings, bool auto_flip)
{
    time_t now = time(NULL);
    match_init(&app->match, settings, now, app->now_ms);
    app->ai.seed ^= (uint64_t)now;
    play_state_reset(&app->play, &app->match, auto_flip);
    if (app->match.over)
        play_say(&app->play, false, "%s", _("This position is already the end of a game."));
}

void app_quit(App *app)
{
    app->quit = true;
}
