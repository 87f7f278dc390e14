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
 * Replaying a Kriegspiel record (SPEC.md section 10.5) in the views of
 * its three parties: the referee sees both armies and every comment as
 * written; White and Black see their own army only, their own moves with
 * all their comments, and of the opponent's moves only what was
 * announced and how many tries were refused ("??").  An unfiltered record
 * has all three views; a filtered one (Filtered "white" or "black") only
 * its side's.  The announcements are read back from each move's comment
 * "(announcements:refused tries)".
 */
#ifndef RAUMSCHACH_SESSION_KRIEGREPLAY_H
#define RAUMSCHACH_SESSION_KRIEGREPLAY_H

#include <stdbool.h>
#include <stddef.h>

#include "core/record.h"
#include "session/kriegnews.h"

typedef enum { KRIEG_VIEW_REFEREE, KRIEG_VIEW_WHITE, KRIEG_VIEW_BLACK } KriegViewKind;

/* Is the record Kriegspiel (its Rules tag)?  *first is the view it opens
 * in: the referee's for an unfiltered record, else its side's. */
bool kriegreplay_is(const Record *r, KriegViewKind *first);
/* The view after v when the record has all three: referee, White, Black,
 * referee... */
KriegViewKind kriegreplay_next_view(KriegViewKind v);
/* Does the view show only one side's army (and which)? */
bool kriegreplay_side_of(KriegViewKind v, Colour *side);
/* Is a move by mover hidden in the view? */
bool kriegreplay_hides(KriegViewKind v, Colour mover);

/* Reads the announcements of a move's comment: the capture, the check
 * lines, the pawn tries of the side then to move, and the refused tries
 * (how many, and their text as written).  False when it is not one. */
bool kriegreplay_read_comment(const char *comment, KriegNews *news, int *refused, char *tries,
    size_t size);
/* The comment as a view shows it: the opponent's refused tries only
 * counted ("(XBc3,T1:2)"), else as written. */
void kriegreplay_comment(const char *comment, bool hidden, char *buf, size_t size);

#endif
