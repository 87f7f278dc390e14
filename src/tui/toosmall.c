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
 * The "terminal too small" screen (see toosmall.h): what the terminal
 * needs for the game or the replay screen, what it has, and the one key.
 */
#include <config.h>

#include "tui/toosmall.h"

#include <stdio.h>

#include "core/i18n.h"
#include "session/layout.h"
#include "session/replaynav.h"
#include "tui/colours.h"
#include "tui/draw.h"
#include "tui/replayscreen.h"

static void toosmall_draw(App *app)
{
    int cols = app->layout.cols, rows = app->layout.rows;
    bool replay = app->screen == &REPLAY_SCREEN || app->return_to == &REPLAY_SCREEN;
    char need[128], have[128];
    /* TRANSLATORS: columns, a multiplication sign, rows. */
    snprintf(need, sizeof need, _("Terminal too small (need %d%s%d)"),
        replay ? REPLAY_MIN_COLS : LAYOUT_MIN_COLS, app->glyphs.times,
        replay ? REPLAY_MIN_ROWS : LAYOUT_MIN_ROWS);
    snprintf(have, sizeof have, _("It is %d%s%d: make it bigger."), cols, app->glyphs.times, rows);
    /* TRANSLATORS: q is the key that quits: keep the letter. */
    const char *quit = replay ? _("q quits.") : _("q saves the game and quits.");
    int y = rows / 2 - 1;
    if (y < 0)
        y = 0;
    draw_text_centred(y, 0, cols, need, colours_style(STYLE_ERROR));
    draw_text_centred(y + 1, 0, cols, have, colours_style(STYLE_NORMAL));
    draw_text_centred(y + 2, 0, cols, quit, colours_style(STYLE_HINT));
    curs_set(0);
}

static void toosmall_key(App *app, const KeyPress *key)
{
    if (key->key == 'q' || key->key == 'Q')
        app_quit(app);
}

const Screen TOOSMALL_SCREEN = { toosmall_draw, toosmall_key, NULL };
