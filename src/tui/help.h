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
 * The help overlay.  Its first page has every key of the screen it was
 * opened from (generated from the key tables, so it cannot miss one), the
 * keys of the prompt and the promotion chooser, the mouse, and a legend of
 * the cell marks and colours drawn with the real cell drawing; its second
 * page (Tab) the rules: the pieces' moves with their counts on the empty
 * cube, pawns and promotion, check, boardmate and spacemate, the draws.
 * e opens the empty-cube demonstration (cubedemoview.h).  It is a frame
 * over that screen; when it does not fit, the arrows scroll it and any
 * other key closes it.
 */
#ifndef RAUMSCHACH_TUI_HELP_H
#define RAUMSCHACH_TUI_HELP_H

#include "tui/boardview.h"
#include "tui/ui.h"

typedef enum {
    HELP_GAME,          /* the game screen's keys */
    HELP_REPLAY,        /* the replay screen's keys */
} HelpTopic;

enum { HELP_LINE_CAPACITY = 96, HELP_TEXT_SIZE = 256 };

typedef enum { HELP_BLANK, HELP_HEADING, HELP_KEY, HELP_TEXT, HELP_SAMPLE } HelpLineKind;

/* A line of the help: a heading, a key's names and what it does, text,
 * or a sample cell of the legend with what it means. */
typedef struct HelpLine {
    HelpLineKind kind;
    char keys[64];
    char text[HELP_TEXT_SIZE];
    CellLook sample;
} HelpLine;

typedef struct HelpText {
    HelpLine line[HELP_LINE_CAPACITY];
    int count;
} HelpText;

/* The help's two pages: the keys (and marks) of the screen it was
 * opened from, and the rules of the game; Tab turns from one to the
 * other. */
typedef enum { HELP_PAGE_KEYS, HELP_PAGE_RULES } HelpPage;

/* The help's state: the topic, the page, how far it is scrolled, and the
 * lines of the last frame. */
struct HelpState {
    HelpTopic topic;
    HelpPage page;
    int scroll;               /* the first line shown */
    HelpText text;
};

/* Shows the help on a topic over the current screen, at its keys page. */
void help_open(App *app, HelpTopic topic);
/* Frees the help's state. */
void help_free(App *app);

#endif
