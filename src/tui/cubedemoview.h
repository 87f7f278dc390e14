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
 * The help's demonstration screen: the five boards of the game screen
 * with one piece alone on the cube, under the cursor, and the cells it
 * reaches lit as a selected piece's destinations (a pawn's captures
 * marked as captures); below them what the boards show in words, the
 * piece's paragraph of the rules page and the keys.  The state is the
 * CubeDemo of session/cubedemo.h; Esc, q or ? go back to the help.
 */
#ifndef RAUMSCHACH_TUI_CUBEDEMOVIEW_H
#define RAUMSCHACH_TUI_CUBEDEMOVIEW_H

#include "session/cubedemo.h"
#include "tui/ui.h"

/* The demonstration's state: the piece on the cube, and the screen it
 * goes back to. */
struct DemoState {
    CubeDemo demo;
    const Screen *back;
};

/* Shows the demonstration, from the start (a white rook on Cc3), in
 * place of the current screen, which it goes back to; an overlay's
 * screen below stays below. */
void cubedemo_open(App *app, const Screen *back);
/* Frees the demonstration's state. */
void cubedemo_free(App *app);

#endif
