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
 * The help overlay: every key of the screen it was opened from
 * (generated from the key tables, so it cannot miss one), the keys of the
 * prompt and the promotion chooser, the mouse, and a legend of the cell
 * marks and colours drawn with the real cell drawing.  It is a frame over
 * that screen; when it does not fit, the arrows scroll it and any other
 * key closes it.
 */
#ifndef RAUMSCHACH_TUI_HELP_H
#define RAUMSCHACH_TUI_HELP_H

#include "tui/ui.h"

typedef enum {
    HELP_GAME,          /* the game screen's keys */
    HELP_REPLAY,        /* the replay screen's keys */
} HelpTopic;

/* Shows the help on a topic over the current screen. */
void help_open(App *app, HelpTopic topic);
/* Frees the help's state. */
void help_free(App *app);

#endif
