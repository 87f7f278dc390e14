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
 * The move list of the game screen: one row per move number, White's move
 * and Black's, in the record's notation (figurines, or the letter form
 * when the pieces are letters).  It follows the last move unless the
 * player scrolled back.  The texts are kept between frames and rebuilt
 * only from the first move that changed.
 */
#ifndef RAUMSCHACH_TUI_MOVELIST_H
#define RAUMSCHACH_TUI_MOVELIST_H

#include "tui/ui.h"

void movelist_draw(App *app);
/* The scroll position after scrolling by rows from `scroll` (-1 follows
 * the end). */
int movelist_scroll(App *app, int scroll, int rows);
/* Frees the kept texts. */
void movelist_free(void);

#endif
