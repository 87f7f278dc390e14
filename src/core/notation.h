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
 * Moves as people write them (SPEC.md section 6).
 *
 * Writing: the canonical IRF figurine form, "♙︎Bc2–Bc3", "♘︎Ab1×Cb2†",
 * "♙︎Ea4–Ea5=♕︎†††": the WHITE figurine of the moving piece and U+FE0E,
 * origin, en dash or multiplication sign, destination, promotion, check
 * mark.  The letter form is the same move in ASCII for terminals without
 * figurines: "PBc2-Bc3", "NAb1xCb2+", "PEa4-Ea5=Q#"; the pawn's letter is
 * written too, so that every move starts with its piece.  Its check marks
 * are "+" (check), "++" (boardmate), "#" (spacemate) and "~" (stalemate):
 * "=" already introduces a promotion and "$" a NAG, so the tilde is the
 * one mark that cannot be misread.
 *
 * Reading is two steps.  notation_scan() reads the text of one move
 * without looking at the position: an optional piece (a figurine of
 * either colour with or without U+FE0E/U+FE0F, or a letter K Q R B N S U P
 * in either case), the origin cell, an optional separator ("-", "–", "—",
 * "‐", "−" for a quiet move; "x", "X", "×", ":" for a capture) with spaces
 * allowed around it, the destination cell, an optional promotion ("=Q",
 * "=♕", or the letter or figurine alone: "Dd4Ed5Q"), an optional check
 * mark ("+", "++", "+++", "#", "†", "††", "†††", "≡", "~") and an optional
 * "!"/"?" annotation.  Without a piece the move is read in coordinate
 * form: the piece is whatever stands on the origin, so "Bc2-Bc3" and
 * "bc2bc3" are pawn moves from Bc2 and "BBa1-Cb2" a bishop's.
 * notation_resolve() then finds the legal move in the position and says
 * precisely why when there is none.  A knight figurine also stands for a
 * unicorn (raumschach.org draws the unicorn with the knight's glyph).  A
 * wrong separator or a wrong check mark is a warning: the cells decide the
 * move.  A missing check mark is not a warning.
 *
 * Columns in errors count display columns from 1 at the start of the move
 * text (see text.h), so that a reader can add the move's own column.
 */
#ifndef RAUMSCHACH_NOTATION_H
#define RAUMSCHACH_NOTATION_H

#include <stdbool.h>
#include <stddef.h>

#include "error.h"
#include "move.h"
#include "position.h"
#include "status.h"

enum {
    /* The longest written move: figurine, variation selector, two cells,
     * separator, promotion with its figurine, three daggers, NUL. */
    NOTATION_SIZE = 48,
    NOTATION_WARNING_MAX = 2,
};

typedef enum { NOTATION_FIGURINE, NOTATION_LETTERS } NotationStyle;

typedef enum {
    NOTATION_SEPARATOR_NONE,
    NOTATION_SEPARATOR_QUIET,
    NOTATION_SEPARATOR_CAPTURE,
} NotationSeparator;

/* What the text of a move says, before the position is consulted.  The
 * *_at fields are byte offsets into the text, for messages. */
typedef struct NotationText {
    PieceType piece;          /* NO_TYPE when no piece was written */
    bool piece_is_figurine;
    int from, to;
    NotationSeparator separator;
    PieceType promotion;      /* NO_TYPE when none was written */
    bool promotion_is_figurine;
    bool has_mark;
    CheckMark mark;
    int nag;                  /* 1-6 for ! ? !! ?? !? ?!, else 0 */
    size_t length;            /* bytes the move takes */
    size_t piece_at, from_at, separator_at, to_at, promotion_at, mark_at;
    size_t mark_length;
} NotationText;

typedef struct NotationWarnings {
    int count;
    Error warning[NOTATION_WARNING_MAX];
} NotationWarnings;

/* The legal move m in pos (the position before it) in the canonical
 * figurine form or the ASCII letter form.  Writes at most size bytes with a
 * NUL and returns the length of the whole text (NOTATION_SIZE always
 * suffices). */
size_t notation_write_style(const Position *pos, Move m, NotationStyle style, char *buf,
    size_t size);
/* The same with the check mark already known (saves a move generation when
 * the caller has it). */
size_t notation_write_marked(const Position *pos, Move m, CheckMark mark, NotationStyle style,
    char *buf, size_t size);
/* The mark the move earns: make it on a copy and judge the position. */
CheckMark notation_mark_of(const Position *pos, Move m);

/* Reads the move at the start of text (n bytes); stops after it, so the
 * caller decides what may follow.  False with err when the text is not a
 * move; out->length is then the offset of the fault. */
bool notation_scan(const char *text, size_t n, NotationText *out, Error *err);
/* Finds the legal move that nt describes in pos; text is what was scanned
 * (for the columns).  False with err when there is none; warnings (may be
 * NULL) collects what is wrong but harmless. */
bool notation_resolve(const Position *pos, const NotationText *nt, const char *text, Move *move,
    NotationWarnings *warnings, Error *err);
/* Both steps on a whole string, as a player types it: spaces around the
 * move are allowed, anything else after it is an error. */
bool notation_parse(const Position *pos, const char *text, Move *move,
    NotationWarnings *warnings, Error *err);

/* The marks as the letter form writes them: "", "+", "++", "#", "~". */
const char *notation_mark_letters(CheckMark mark);

#endif
