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
 * The Kriegspiel referee (SPEC.md section 10).  The referee (Kriegspiel,
 * opaque) alone holds the true game: a core Game from the start position,
 * and for every ply what was announced after it and the tries refused
 * ("No") before it.  A try answered PLAYED is played on that game; the
 * caller plays the same Move on its own record or match.
 *
 * What a player may know is a KriegView: the side, its own board (a
 * Position holding only that side's pieces) and its observation history,
 * one KriegPly per ply in which the opponent's moves and refused tries
 * are hidden (MOVE_NONE, only their count).  A view is a copy: nothing in
 * it leads back to the true position, so a screen or an engine given
 * only views cannot cheat (section 10.4).
 *
 * The announcements (KriegHeard) after a move: the capture's cell and
 * kind, the check lines through the king of the side now to move by their
 * codes in the order of section 10.2, the end of the game, the pawn tries
 * of the side now to move.
 */
#ifndef RAUMSCHACH_KRIEGSPIEL_H
#define RAUMSCHACH_KRIEGSPIEL_H

#include <stdbool.h>
#include <stddef.h>

#include "move.h"
#include "notation.h"
#include "position.h"
#include "record.h"
#include "status.h"

/* The check lines of section 10.2 in their written order. */
typedef enum {
    KRIEG_CR, KRIEG_CF, KRIEG_CC,
    KRIEG_CDL_PLUS, KRIEG_CDL_MINUS,
    KRIEG_CDF_PLUS, KRIEG_CDF_MINUS,
    KRIEG_CDR_PLUS, KRIEG_CDR_MINUS,
    KRIEG_CT_PLUS_PLUS, KRIEG_CT_PLUS_MINUS, KRIEG_CT_MINUS_PLUS, KRIEG_CT_MINUS_MINUS,
    KRIEG_CN,
    KRIEG_CHECK_COUNT
} KriegCheck;

enum {
    KRIEG_CHECK_CODE_SIZE = 6,       /* "CT++" and NUL */
    /* Enough for the announcements written as text ("XPDc4,CDF+,T2"):
     * a capture, all fourteen codes, the pawn tries, NUL. */
    KRIEG_HEARD_TEXT_SIZE = 96,
    /* Enough for one try written as text (a move without marks). */
    KRIEG_TRY_TEXT_SIZE = NOTATION_SIZE,
};

/* The answer to a try. */
typedef enum {
    KRIEG_PLAYED,                 /* legal: played */
    KRIEG_NO,                     /* illegal in the true position: "No", counted */
    KRIEG_SILENT_IMPOSSIBLE,      /* impossible on the own board: refused silently */
    KRIEG_SILENT_REPEATED,        /* refused already this turn: silently */
    KRIEG_SILENT_NO_PAWN_TRIES,   /* a pawn capture try with no pawn tries: silently */
} KriegAnswer;

/* What both players hear after a move. */
typedef struct KriegHeard {
    int capture_cell;             /* CELL_NONE: nothing was captured */
    bool capture_pawn;            /* the captured piece was a pawn */
    int check_count;
    KriegCheck checks[KRIEG_CHECK_COUNT]; /* in the order of section 10.2 */
    Termination end;              /* the rules' end of the game, or NONE */
    int pawn_tries;               /* of the side now to move (0 after the end) */
} KriegHeard;

/* One ply as a party knows it.  In a view the opponent's plies have move
 * MOVE_NONE and refused NULL (only refused_count); own plies have all. */
typedef struct KriegPly {
    Colour mover;
    Move move;                    /* the move played, MOVE_NONE when hidden */
    KriegHeard heard;             /* the announcements after it */
    int refused_count;            /* tries answered "No" before it */
    Move *refused;                /* those tries in the order made, or NULL */
} KriegPly;

typedef struct Kriegspiel Kriegspiel;

/* A player's knowledge: its own army and what it was told.  The start
 * position is public (both players agreed on it: the Normal-Form, or the
 * record's FEN), so a view holds it whole. */
typedef struct KriegView {
    Colour side;
    Position setup;               /* the start position, both armies */
    Position start;               /* the own board at the start of the game */
    Position own;                 /* now: only side's pieces, the game's turn */
    KriegHeard before_first;      /* the pawn tries announced at the start */
    size_t ply_count;
    KriegPly *plies;
    Colour to_move;
    int refused_now_count;        /* "No"s in the current turn */
    Move *refused_now;            /* those tries when side is to move, else NULL */
} KriegView;

/* --- Announcements and check lines (true positions: the referee's) --- */

/* "CR", "CDL+", ... "CN". */
const char *kriegspiel_check_code(KriegCheck c);
/* The check of a code's text ("CT+-"), or KRIEG_CHECK_COUNT if none. */
KriegCheck kriegspiel_check_from_code(const char *text, size_t length);
/* The step (level, file, rank) along a check's line, each -1, 0 or 1;
 * false for the knight. */
bool kriegspiel_check_step(KriegCheck c, int *dl, int *df, int *dr);
/* The line through the king that a checker on cell `from` uses. */
KriegCheck kriegspiel_check_of(int king, int from, bool knight);

/* The legal pawn captures of the side to move as (from, to) pairs. */
int kriegspiel_pawn_tries(const Position *pos);
/* What is announced in pos, reached by a move that captured `captured`
 * (PIECE_EMPTY if nothing) on capture_cell; `end` is the rules' end. */
void kriegspiel_announce(const Position *pos, Piece captured, int capture_cell, Termination end,
    KriegHeard *out);

/* --- A player's own board (no true position needed) --- */

/* Only side's pieces of pos, side to move kept. */
void kriegspiel_own_board(const Position *pos, Colour side, Position *out);
/* Is the try possible on the own board of its side to move: the piece's
 * geometry, no own piece in the way or on the target; a pawn capture try
 * needs only a target without an own piece; a promotion exactly when a
 * pawn reaches its last row. */
bool kriegspiel_try_possible(const Position *own, Move try);
/* Is the try a pawn capture try (on the own board)? */
bool kriegspiel_try_is_pawn_capture(const Position *own, Move try);
/* The tries possible on the own board from cell `from` (all promotions);
 * returns their count. */
int kriegspiel_tries_from(const Position *own, int from, MoveList *list);

/* --- The referee --- */

/* A new referee of a game from start (White or Black to move). */
Kriegspiel *kriegspiel_new(const Position *start);
void kriegspiel_free(Kriegspiel *k);
/* The side to move answers a try.  On PLAYED *played (may be NULL) is the
 * legal move with its flags; the position changes only then. */
KriegAnswer kriegspiel_try(Kriegspiel *k, Move try, Move *played);
/* Ends the game for a reason the rules do not decide (time, resignation,
 * agreement): no more tries are answered. */
void kriegspiel_finish(Kriegspiel *k, Termination t);
Termination kriegspiel_end(const Kriegspiel *k);
Colour kriegspiel_side_to_move(const Kriegspiel *k);
size_t kriegspiel_ply_count(const Kriegspiel *k);
/* Ply i (from 0) as the referee knows it: everything. */
const KriegPly *kriegspiel_ply(const Kriegspiel *k, size_t i);
/* The announcements a player last heard: after the last move, or the
 * start's pawn tries before any. */
const KriegHeard *kriegspiel_last_heard(const Kriegspiel *k);
/* This turn's "No"s: count, and the tries themselves in *tries. */
int kriegspiel_refused_now(const Kriegspiel *k, const Move **tries);
/* The true position, for the referee's board at the end and for records;
 * never give it to a player. */
const Position *kriegspiel_true_position(const Kriegspiel *k);

/* The own board of `side` after the first `plies` plies, `side` to move
 * on it (for the tries it had then). */
void kriegspiel_view_board(const Kriegspiel *k, size_t plies, Colour side, Position *out);
/* A player's view after the first `plies` plies (a replay steps through
 * them; kriegspiel_ply_count() for now).  Free it with kriegview_free. */
void kriegspiel_view(const Kriegspiel *k, Colour side, size_t plies, KriegView *out);
void kriegview_free(KriegView *v);
/* The view's own board after its first `plies` plies: its own moves
 * played, its pieces taken where a capture was announced after the
 * opponent's moves removed. */
void kriegview_board_at(const KriegView *v, size_t plies, Position *out);
/* Plays one ply on an own board (the side's move, or the opponent's: its
 * announced capture taken off, the turn passed). */
void kriegview_board_play(Position *own, Colour side, const KriegPly *ply);

/* --- Records (section 10.5) --- */

typedef enum { KRIEG_UNFILTERED, KRIEG_FILTERED_WHITE, KRIEG_FILTERED_BLACK } KriegFilter;

/* The try as a record writes it: the move form of section 6 on the own
 * board without check or capture marks, a pawn capture try with "×", a
 * promotion with its piece. */
size_t kriegspiel_try_text(const Position *own, Move try, NotationStyle style, char *buf, size_t size);
/* The comment "(XPDc4,CDF+,T2:♗︎De5–Ae2)" of ply i (from 0) as the
 * referee writes it: a new string. */
char *kriegspiel_comment(const Kriegspiel *k, size_t i);
/* The announcements part only: "XPDc4,CDF+,T2". */
void kriegspiel_heard_text(const KriegHeard *h, char *buf, size_t size);
/* Reads it back (length bytes); false with *bad_at, the offset of the
 * item that is none, when it is not such a text.  The end is left NONE. */
bool kriegspiel_heard_parse(const char *text, size_t length, KriegHeard *out, size_t *bad_at);
/* The filtered record of an unfiltered one for `side` (a new string of
 * RGN text, tags included). */
char *kriegspiel_filtered_string(const Record *r, Colour side);
/* The filtered record of a view (r gives the tags and the result). */
char *kriegview_record_string(const Record *r, const KriegView *v);
/* Where the parts of a comment "(heard:tries) free text" are (byte
 * offsets into it); false when it does not start with such a part. */
typedef struct KriegCommentParts {
    size_t heard_at, heard_length;
    size_t tries_at, tries_length;
} KriegCommentParts;
bool kriegspiel_comment_parts(const char *comment, KriegCommentParts *out);
/* Reads one try ("♙︎Eb4×Db3") at the start of text (n bytes): false when
 * it is not a move; *length is the bytes it took. */
bool kriegspiel_scan_try(const char *text, size_t n, Move *try, size_t *length);
/* The next try of a list "♙︎Eb4×Db3,♔︎Aa1–Ab1" (*n bytes left at *text):
 * the try, and the bytes it takes in *length (may be NULL); then *text
 * and *n step past it and the comma after it.  False, nothing moved,
 * when no try is there or something other than a comma follows it. */
bool kriegspiel_next_try(const char **text, size_t *n, Move *try, size_t *length);
/* The Filtered tag's value: "no", "white", "black". */
const char *kriegspiel_filter_name(KriegFilter filter);
/* Sets the tags Rules "Kriegspiel (Raumschach)" and Filtered. */
void kriegspiel_set_tags(Record *r, KriegFilter filter);
/* Is the record a Kriegspiel one (its Rules tag)?  Its Filtered tag in
 * *filter (may be NULL). */
bool kriegspiel_record_is(const Record *r, KriegFilter *filter);
/* A referee replaying an unfiltered record: before each move the refused
 * tries its comment names are tried (those that are not "No" are left
 * out), then the move.  Diagnostics for the record's comments come from
 * the reader (rgn_read), not from here. */
Kriegspiel *kriegspiel_from_record(const Record *r);

#endif
