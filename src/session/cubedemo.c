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
 * The empty-cube demonstration: keys to state, state to the lit cells and
 * the words under the boards.
 */
#include <config.h>

#include "session/cubedemo.h"

#include <stdio.h>

#include "core/geometry.h"
#include "core/i18n.h"
#include "session/cursor.h"
#include "session/emptycube.h"
#include "session/rulestext.h"

static const KeyBinding DEMO_BINDINGS[] = {
    { KEY_CODE_TAB, DEMO_NEXT_PIECE },
    { KEY_CODE_BACK_TAB, DEMO_PREVIOUS_PIECE },
    { 'K', DEMO_KING },
    { 'Q', DEMO_QUEEN },
    { 'R', DEMO_ROOK },
    { 'B', DEMO_BISHOP },
    { 'U', DEMO_UNICORN },
    { 'N', DEMO_KNIGHT },
    { 'P', DEMO_PAWN },
    { 'c', DEMO_COLOUR },
};
/* No descriptions: the demonstration's screen says in its own lines what
 * its keys do, several to a line. */
const KeyTable DEMO_KEYS = {
    DEMO_BINDINGS, sizeof DEMO_BINDINGS / sizeof *DEMO_BINDINGS, NULL, DEMO_ACTION_COUNT, NULL,
};

void cubedemo_start(CubeDemo *d)
{
    d->piece = ROOK;
    d->colour = WHITE;
    d->cell = cell_parse("Cc3");
    d->flipped = false;
}

/* The piece `by` places after the current one in RULES_PIECES, round. */
static PieceType piece_after(PieceType piece, int by)
{
    int i = 0;
    while (i < RULES_PIECE_COUNT && RULES_PIECES[i] != piece)
        i++;
    return RULES_PIECES[(i + by + RULES_PIECE_COUNT) % RULES_PIECE_COUNT];
}

static void demo_action(CubeDemo *d, DemoAction action)
{
    switch (action) {
    case DEMO_NEXT_PIECE: d->piece = piece_after(d->piece, +1); break;
    case DEMO_PREVIOUS_PIECE: d->piece = piece_after(d->piece, -1); break;
    case DEMO_COLOUR: d->colour = d->colour == WHITE ? BLACK : WHITE; break;
    case DEMO_NONE: case DEMO_ACTION_COUNT: break;
    default: d->piece = RULES_PIECES[action - DEMO_KING]; break;
    }
}

DemoKeyResult cubedemo_key(CubeDemo *d, int key)
{
    DemoAction own = (DemoAction)keys_action(&DEMO_KEYS, key);
    if (own != DEMO_NONE) {
        demo_action(d, own);
        return DEMO_KEY_DONE;
    }
    Action action = keys_play_action(key);
    CursorStep step;
    if (keys_action_step(action, &step)) {
        d->cell = cursor_step(d->cell, step, d->flipped);
        return DEMO_KEY_DONE;
    }
    switch (action) {
    case ACTION_FLIP: d->flipped = !d->flipped; return DEMO_KEY_DONE;
    case ACTION_CANCEL: case ACTION_QUIT: case ACTION_HELP: return DEMO_KEY_BACK;
    default: return DEMO_KEY_IGNORED;
    }
}

CellSet cubedemo_destinations(const CubeDemo *d)
{
    return empty_cube_destinations(d->piece, d->colour, d->cell);
}

CellSet cubedemo_captures(const CubeDemo *d)
{
    return d->piece == PAWN ? empty_cube_pawn_captures(d->colour, d->cell) : cellset_empty();
}

static void pawn_summary(const CubeDemo *d, const char *colour, const char *cell, char *buf, size_t size)
{
    CellSet moves = cubedemo_destinations(d), captures = cubedemo_captures(d);
    if (cellset_is_empty(moves) && cellset_is_empty(captures)) {
        /* TRANSLATORS: "Pawn (White) on Ec5: ...": the pawn's promotion cell. */
        snprintf(buf, size, d->colour == WHITE ? _("%s (%s) on %s: no moves, a white pawn is promoted here")
                                               : _("%s (%s) on %s: no moves, a black pawn is promoted here"),
            rules_piece_title(PAWN), colour, cell);
        return;
    }
    char move_list[64], capture_list[64];
    rules_cell_list(moves, move_list, sizeof move_list);
    rules_cell_list(captures, capture_list, sizeof capture_list);
    int move_count = cellset_count(moves), capture_count = cellset_count(captures);
    /* TRANSLATORS: "Pawn (White) on Cc3: moves to 2 cells (Cc4, Dc3), takes on 5 (...)". */
    snprintf(buf, size, _("%s (%s) on %s: moves to %d %s (%s), takes on %d (%s)"), rules_piece_title(PAWN),
        colour, cell, move_count, ngettext("cell", "cells", (unsigned long)move_count), move_list,
        capture_count, capture_list);
}

void cubedemo_summary(const CubeDemo *d, char *buf, size_t size)
{
    char cell[4];
    cell_name(d->cell, cell);
    const char *colour = d->colour == WHITE ? _("White") : _("Black");
    if (d->piece == PAWN) {
        pawn_summary(d, colour, cell, buf, size);
        return;
    }
    int count = cellset_count(cubedemo_destinations(d));
    /* TRANSLATORS: "Rook (White) on Cc3: 12 cells". */
    snprintf(buf, size, ngettext("%s (%s) on %s: %d cell", "%s (%s) on %s: %d cells", (unsigned long)count),
        rules_piece_title(d->piece), colour, cell, count);
}
