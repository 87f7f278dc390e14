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
 * The hand-over between the two players (SPEC.md section 10.3).  First a
 * screen with no piece of either army on it: only who passes the terminal
 * to whom and the key that goes on (never the key that played the move,
 * so a key pressed twice cannot skip it).  Then, for the incoming player
 * alone, the summary of the opponent's turn: the tries the referee
 * refused, the capture, the check, the pawn tries; any key shows the
 * board.
 */
#include <config.h>

#include <stdio.h>

#include "core/i18n.h"
#include "session/keys.h"
#include "tui/colours.h"
#include "tui/draw.h"
#include "tui/kriegscreen.h"

enum { SUMMARY_ROWS_MAX = 8, SUMMARY_WIDTH = 64 };

static void draw_centred_rows(App *app, const char (*rows)[KRIEG_NEWS_ROW_SIZE], const Style *styles,
    int count)
{
    int cols = app->layout.cols, y = (app->layout.rows - count) / 2;
    int width = cols < SUMMARY_WIDTH ? cols : SUMMARY_WIDTH;
    int x = (cols - width) / 2;
    for (int i = 0; i < count; i++)
        draw_text_centred(y + i, x, width, rows[i], colours_style(styles[i]));
}

static void draw_hand_over(App *app)
{
    Colour incoming = match_side_to_move(&app->match);
    char rows[3][KRIEG_NEWS_ROW_SIZE], key[KEY_NAME_SIZE];
    static const Style STYLES[3] = { STYLE_TITLE, STYLE_NORMAL, STYLE_KEY };
    keys_name(app->krieg->game.hotseat.continue_key, app->glyphs.utf8, key);
    snprintf(rows[0], sizeof rows[0], "%s",
        incoming == WHITE ? _("Pass the terminal to White.") : _("Pass the terminal to Black."));
    rows[1][0] = '\0';
    /* TRANSLATORS: %s is the name of a key (Space, Enter). */
    snprintf(rows[2], sizeof rows[2], incoming == WHITE ? _("White: press %s to see your board.")
                                                        : _("Black: press %s to see your board."), key);
    draw_centred_rows(app, (const char (*)[KRIEG_NEWS_ROW_SIZE])rows, STYLES, 3);
}

static void draw_summary(App *app)
{
    Colour incoming = match_side_to_move(&app->match);
    char rows[SUMMARY_ROWS_MAX][KRIEG_NEWS_ROW_SIZE];
    Style styles[SUMMARY_ROWS_MAX];
    KriegNews news;
    kriegplay_news(&app->krieg->game, &news);
    int count = 0;
    snprintf(rows[count], KRIEG_NEWS_ROW_SIZE, "%s",
        incoming == WHITE ? _("What Black's turn brought:") : _("What White's turn brought:"));
    styles[count++] = STYLE_TITLE;
    rows[count][0] = '\0';
    styles[count++] = STYLE_NORMAL;
    count += kriegnews_summary(&news, incoming, rows + count, SUMMARY_ROWS_MAX - count - 2);
    for (int i = 2; i < count; i++)
        styles[i] = STYLE_NEWS;
    rows[count][0] = '\0';
    styles[count++] = STYLE_NORMAL;
    snprintf(rows[count], KRIEG_NEWS_ROW_SIZE, "%s", _("Any key shows your board."));
    styles[count++] = STYLE_KEY;
    draw_centred_rows(app, (const char (*)[KRIEG_NEWS_ROW_SIZE])rows, styles, count);
}

void handover_draw(App *app)
{
    curs_set(0);
    if (app->krieg->game.hotseat.phase == HOTSEAT_HANDOVER)
        draw_hand_over(app);
    else
        draw_summary(app);
}
