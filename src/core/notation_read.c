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
 * Reading moves (see notation.h for the accepted forms).  The scanner walks
 * the text once, keeping the byte offset of each part so that every message
 * can point at the character at fault; the resolver asks the move generator
 * for the legal move and, when there is none, works out which rule the
 * entry breaks.
 */
#include <config.h>

#include "notation.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "geometry.h"
#include "i18n.h"
#include "movegen.h"
#include "text.h"

enum {
    CELL_TEXT_LENGTH = 3,
    MARK_REPEAT_MAX = 3,
    QUOTE_CHARS = 20,    /* how much of unexpected text a message quotes */
};

static const uint32_t QUIET_SEPARATORS[] = { '-', 0x2013, 0x2014, 0x2010, 0x2011, 0x2212 };
static const uint32_t CAPTURE_SEPARATORS[] = { 'x', 'X', 0xD7, ':' };
static const uint32_t DAGGER = 0x2020;
static const uint32_t TRIPLE_BAR = 0x2261;
static const uint32_t VARIATION_SELECTOR_TEXT = 0xFE0E;
static const uint32_t VARIATION_SELECTOR_EMOJI = 0xFE0F;
static const char PIECE_LETTERS[] = "KQRBNSUPkqrbnsup";

typedef struct Scanner {
    const char *text;
    size_t n;
    size_t at;
} Scanner;

static int column_at(const char *text, size_t offset)
{
    return text_column(text, text + offset);
}

/* The code point at offset (0 at the end or on a bad byte) and its
 * length. */
static uint32_t codepoint_at(const Scanner *s, size_t offset, int *length)
{
    uint32_t cp = 0;
    *length = offset < s->n ? text_decode(s->text + offset, s->n - offset, &cp) : 0;
    return *length ? cp : 0;
}

static char byte_at(const Scanner *s, size_t offset)
{
    return offset < s->n ? s->text[offset] : '\0';
}

static bool is_level(char c) { return (c >= 'A' && c <= 'E') || (c >= 'a' && c <= 'e'); }
static bool is_file(char c) { return c >= 'a' && c <= 'e'; }
static bool is_rank(char c) { return c >= '1' && c <= '5'; }
static bool is_piece_letter(char c) { return c != '\0' && strchr(PIECE_LETTERS, c) != NULL; }

static bool cell_at(const Scanner *s, size_t offset)
{
    return is_level(byte_at(s, offset)) && is_file(byte_at(s, offset + 1))
        && is_rank(byte_at(s, offset + 2));
}

/* The character at offset as text, for messages. */
static const char *char_text(const Scanner *s, size_t offset, char buf[5])
{
    int length;
    uint32_t cp = codepoint_at(s, offset, &length);
    if (length == 0)
        snprintf(buf, 5, "\\x%02X", (unsigned)(unsigned char)s->text[offset] & 0xFF);
    else
        text_encode(cp, buf);
    return buf;
}

/* Says why there is no cell at offset. */
static bool cell_error(const Scanner *s, size_t offset, Error *err)
{
    static const char EXAMPLE[] = N_("a cell is level, file and rank, such as Bc2");
    char c[5];
    for (int part = 0; part < CELL_TEXT_LENGTH; part++) {
        size_t at = offset + (size_t)part;
        char b = byte_at(s, at);
        if (at >= s->n || b == ' ') {
            error_set(err, 0, column_at(s->text, at), _("the cell breaks off: %s"), _(EXAMPLE));
            return false;
        }
        if (part == 0 && !is_level(b)) {
            error_set(err, 0, column_at(s->text, at), _("'%s' is not a level: the levels are A to E"),
                char_text(s, at, c));
            return false;
        }
        if (part == 1 && !is_file(b)) {
            error_set(err, 0, column_at(s->text, at), _("'%s' is not a file: the files are a to e"),
                char_text(s, at, c));
            return false;
        }
        if (part == 2 && !is_rank(b)) {
            error_set(err, 0, column_at(s->text, at), _("'%s' is not a rank: the ranks are 1 to 5"),
                char_text(s, at, c));
            return false;
        }
    }
    return true;
}

static void skip_spaces(Scanner *s)
{
    while (byte_at(s, s->at) == ' ')
        s->at++;
}

static bool in_list(uint32_t cp, const uint32_t *list, size_t count)
{
    for (size_t i = 0; i < count; i++)
        if (list[i] == cp)
            return true;
    return false;
}

/* A figurine at s->at, with its variation selector; NO_TYPE if none. */
static PieceType scan_figurine(Scanner *s)
{
    int length;
    uint32_t cp = codepoint_at(s, s->at, &length);
    PieceType type = length ? piece_type_from_figurine(cp, NULL) : NO_TYPE;
    if (type == NO_TYPE)
        return NO_TYPE;
    s->at += (size_t)length;
    cp = codepoint_at(s, s->at, &length);
    if (cp == VARIATION_SELECTOR_TEXT || cp == VARIATION_SELECTOR_EMOJI)
        s->at += (size_t)length;
    return type;
}

/* Where a letter could be a piece or a level (B, b), what follows
 * decides: a piece is followed by a level and a file. */
static bool letter_reads_as_piece(const Scanner *s)
{
    char c = byte_at(s, s->at);
    if (!is_piece_letter(c))
        return false;
    return !is_level(c) || (is_level(byte_at(s, s->at + 1)) && is_file(byte_at(s, s->at + 2)));
}

static bool scan_start_error(const Scanner *s, Error *err)
{
    char c[5];
    char b = byte_at(s, s->at);
    if (s->at >= s->n) {
        error_set(err, 0, 1, _("no move given"));
        return false;
    }
    if (is_level(b) || is_piece_letter(b))
        return cell_error(s, is_level(b) && !letter_reads_as_piece(s) ? s->at : s->at + 1, err);
    if ((b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z')) {
        if (cell_at(s, s->at + 1))
            error_set(err, 0, 1, _("unknown piece letter '%c': the pieces are K, Q, R, B, N (or S), U and P"), b);
        else
            error_set(err, 0, 1, _("'%c' is neither a piece letter (K Q R B N S U P) nor a level (A-E)"), b);
        return false;
    }
    error_set(err, 0, 1, _("'%s' does not begin a move: expected a piece or a cell such as Bc2"),
        char_text(s, s->at, c));
    return false;
}

/* The piece, if one is written, and the origin cell. */
static bool scan_origin(Scanner *s, NotationText *out, Error *err)
{
    out->piece_at = s->at;
    if (!cell_at(s, s->at)) {
        PieceType figurine = scan_figurine(s);
        if (figurine != NO_TYPE) {
            out->piece = figurine;
            out->piece_is_figurine = true;
        } else if (letter_reads_as_piece(s) && cell_at(s, s->at + 1)) {
            out->piece = piece_type_from_letter(byte_at(s, s->at));
            s->at++;
        } else {
            return scan_start_error(s, err);
        }
        if (!cell_at(s, s->at))
            return cell_error(s, s->at, err);
    }
    out->from_at = s->at;
    out->from = cell_parse(s->text + s->at);
    s->at += CELL_TEXT_LENGTH;
    return true;
}

static bool scan_separator(Scanner *s, NotationText *out, Error *err)
{
    size_t before_spaces = s->at;
    skip_spaces(s);
    int length;
    uint32_t cp = codepoint_at(s, s->at, &length);
    out->separator_at = s->at;
    if (length && in_list(cp, QUIET_SEPARATORS, sizeof QUIET_SEPARATORS / sizeof *QUIET_SEPARATORS))
        out->separator = NOTATION_SEPARATOR_QUIET;
    else if (length && in_list(cp, CAPTURE_SEPARATORS, sizeof CAPTURE_SEPARATORS / sizeof *CAPTURE_SEPARATORS))
        out->separator = NOTATION_SEPARATOR_CAPTURE;
    if (out->separator != NOTATION_SEPARATOR_NONE) {
        s->at += (size_t)length;
        skip_spaces(s);
        return true;
    }
    if (s->at != before_spaces) {
        char from[4];
        cell_name(out->from, from);
        error_set(err, 0, column_at(s->text, before_spaces),
            _("a space after %s: write '-' (or 'x' for a capture) between the two cells"), from);
        return false;
    }
    return true;
}

static bool scan_destination(Scanner *s, NotationText *out, Error *err)
{
    out->to_at = s->at;
    if (!cell_at(s, s->at)) {
        if (s->at >= s->n) {
            char from[4];
            cell_name(out->from, from);
            error_set(err, 0, column_at(s->text, s->at),
                _("the move breaks off after %s: the destination cell is missing"), from);
            return false;
        }
        return cell_error(s, s->at, err);
    }
    out->to = cell_parse(s->text + s->at);
    s->at += CELL_TEXT_LENGTH;
    return true;
}

static bool scan_promotion(Scanner *s, NotationText *out, Error *err)
{
    bool equals = byte_at(s, s->at) == '=';
    out->promotion_at = s->at;
    if (equals)
        s->at++;
    PieceType figurine = scan_figurine(s);
    if (figurine != NO_TYPE) {
        out->promotion = figurine;
        out->promotion_is_figurine = true;
    } else if (is_piece_letter(byte_at(s, s->at))) {
        out->promotion = piece_type_from_letter(byte_at(s, s->at));
        s->at++;
    } else if (equals) {
        error_set(err, 0, column_at(s->text, s->at),
            _("expected the promotion piece after '=': Q, R, B, N or U"));
        return false;
    }
    return true;
}

/* Marks: up to three daggers or plus signs, '#', '≡' or '~'. */
static void scan_mark(Scanner *s, NotationText *out)
{
    static const CheckMark BY_COUNT[] = { CHECK_MARK_NONE, CHECK_MARK_CHECK,
        CHECK_MARK_BOARDMATE, CHECK_MARK_SPACEMATE };
    int length;
    uint32_t cp = codepoint_at(s, s->at, &length);
    out->mark_at = s->at;
    if (cp == DAGGER || cp == '+') {
        uint32_t repeated = cp;
        int count = 0;
        while (count < MARK_REPEAT_MAX && cp == repeated) {
            s->at += (size_t)length;
            count++;
            cp = codepoint_at(s, s->at, &length);
        }
        out->mark = BY_COUNT[count];
    } else if (cp == '#') {
        out->mark = CHECK_MARK_SPACEMATE;
        s->at++;
    } else if (cp == TRIPLE_BAR || cp == '~') {
        out->mark = CHECK_MARK_STALEMATE;
        s->at += (size_t)length;
    } else {
        return;
    }
    out->has_mark = true;
    out->mark_length = s->at - out->mark_at;
}

/* PGN's suffix annotations and the NAGs they stand for. */
static void scan_annotation(Scanner *s, NotationText *out)
{
    static const struct { const char *text; int nag; } SUFFIXES[] = {
        { "!!", 3 }, { "??", 4 }, { "!?", 5 }, { "?!", 6 }, { "!", 1 }, { "?", 2 },
    };
    for (size_t i = 0; i < sizeof SUFFIXES / sizeof *SUFFIXES; i++) {
        size_t length = strlen(SUFFIXES[i].text);
        if (s->at + length <= s->n && memcmp(s->text + s->at, SUFFIXES[i].text, length) == 0) {
            out->nag = SUFFIXES[i].nag;
            s->at += length;
            return;
        }
    }
}

bool notation_scan(const char *text, size_t n, NotationText *out, Error *err)
{
    Scanner s = { text, n, 0 };
    memset(out, 0, sizeof *out);
    out->from = out->to = CELL_NONE;
    if (!scan_origin(&s, out, err) || !scan_separator(&s, out, err)
        || !scan_destination(&s, out, err) || !scan_promotion(&s, out, err)) {
        out->length = s.at;
        return false;
    }
    scan_mark(&s, out);
    scan_annotation(&s, out);
    out->length = s.at;
    return true;
}

/* --- Resolving against the position ------------------------------------ */

static const char *colour_name(Colour c)
{
    return c == WHITE ? _("White") : _("Black");
}

static const char *mark_name(CheckMark mark)
{
    switch (mark) {
    /* TRANSLATORS: what a move gives, in "the move gives %s: the mark should be ...". */
    case CHECK_MARK_CHECK: return _("check");
    case CHECK_MARK_BOARDMATE: return _("boardmate");
    case CHECK_MARK_SPACEMATE: return _("spacemate");
    case CHECK_MARK_STALEMATE: return _("stalemate");
    default: return "";
    }
}

static bool piece_matches(const NotationText *nt, PieceType actual)
{
    if (nt->piece == NO_TYPE || nt->piece == actual)
        return true;
    return nt->piece_is_figurine && nt->piece == KNIGHT && actual == UNICORN;
}

static bool piece_mismatch(const NotationText *nt, const char *text, PieceType actual, Error *err)
{
    char from[4];
    cell_name(nt->from, from);
    int column = column_at(text, nt->piece_at);
    if (!nt->piece_is_figurine) {
        error_set(err, 0, column, _("the letter %c names a %s, but the piece on %s is a %s"),
            text[nt->piece_at], piece_type_name(nt->piece), from, piece_type_name(actual));
        return false;
    }
    char figurine[5];
    uint32_t cp = 0;
    text_decode(text + nt->piece_at, nt->from_at - nt->piece_at, &cp);
    text_encode(cp, figurine);
    if (nt->piece == KNIGHT)
        error_set(err, 0, column, _("the figurine %s is a knight or a unicorn, but the piece on %s is a %s"),
            figurine, from, piece_type_name(actual));
    else
        error_set(err, 0, column, _("the figurine %s is a %s, but the piece on %s is a %s"), figurine,
            piece_type_name(nt->piece), from, piece_type_name(actual));
    return false;
}

/* Why a pawn of colour c cannot go from `from` to `to` by its shape, or
 * NULL when the shape is one of its moves. */
static const char *pawn_shape_problem(const Position *pos, Colour c, int from, int to)
{
    int delta = MAILBOX_OF_CELL[to] - MAILBOX_OF_CELL[from];
    bool occupied = position_at(pos, to) != PIECE_EMPTY;
    for (int i = 0; i < 2; i++)
        if (delta == PAWN_MOVE_OFFSET[c][i])
            return occupied ? _("a pawn captures only diagonally, never straight ahead or up") : NULL;
    for (int i = 0; i < 5; i++)
        if (delta == PAWN_CAPTURE_OFFSET[c][i])
            return occupied ? NULL : _("a pawn moves diagonally only to capture");
    return _("a pawn does not move that way");
}

/* The first occupied cell strictly between from and to on their line, or
 * CELL_NONE. */
static int first_blocker(const Position *pos, int from, int to, int direction)
{
    int step = DIRECTION_OFFSET[direction];
    int target = MAILBOX_OF_CELL[to];
    for (int mb = MAILBOX_OF_CELL[from] + step; mb != target; mb += step)
        if (pos->board[mb] != PIECE_EMPTY)
            return CELL_OF_MAILBOX[mb];
    return CELL_NONE;
}

static bool slider_reaches(PieceType type, int direction)
{
    if (direction < 0)
        return false;
    switch (type) {
    case ROOK: return DIRECTION_CLASS[direction] == LINE_ROOK;
    case BISHOP: return DIRECTION_CLASS[direction] == LINE_BISHOP;
    case UNICORN: return DIRECTION_CLASS[direction] == LINE_UNICORN;
    default: return true;
    }
}

static bool knight_reaches(int from, int to)
{
    int d[3] = { cell_level(to) - cell_level(from), cell_file(to) - cell_file(from),
        cell_rank(to) - cell_rank(from) };
    int ones = 0, twos = 0;
    for (int i = 0; i < 3; i++) {
        int a = d[i] < 0 ? -d[i] : d[i];
        ones += a == 1;
        twos += a == 2;
    }
    return ones == 1 && twos == 1;
}

/* Why the piece on from cannot reach to by the way it moves, blocked or
 * not; NULL when it could if its king allowed it.  blocked_at receives the
 * cell in the way. */
static const char *shape_problem(const Position *pos, int from, int to, int *blocked_at)
{
    Piece piece = position_at(pos, from);
    PieceType type = piece_type(piece);
    int direction = DIRECTION_BETWEEN[from][to];
    *blocked_at = CELL_NONE;
    switch (type) {
    case PAWN:
        return pawn_shape_problem(pos, piece_colour(piece), from, to);
    case KNIGHT:
        return knight_reaches(from, to) ? NULL : _("a knight does not move that way");
    case KING:
        return direction >= 0 && DIRECTION_OFFSET[direction] == MAILBOX_OF_CELL[to] - MAILBOX_OF_CELL[from]
            ? NULL : _("a king moves one cell at a time");
    default:
        if (!slider_reaches(type, direction))
            return type == ROOK ? _("a rook moves along a file, a rank or up and down")
                : type == BISHOP ? _("a bishop moves along the diagonals of a plane")
                : type == UNICORN ? _("a unicorn moves along the space diagonals")
                : _("a queen moves along straight lines only");
        *blocked_at = first_blocker(pos, from, to, direction);
        return NULL;
    }
}

/* The reason a move of the side to move's piece from `from` to `to` is not
 * legal. */
static void explain_illegal(const Position *pos, int from, int to, Error *err)
{
    char from_name[4], to_name[4], cell[4], reason[ERROR_MESSAGE_SIZE];
    Piece piece = position_at(pos, from);
    Piece target = position_at(pos, to);
    cell_name(from, from_name);
    cell_name(to, to_name);
    int blocked_at;
    const char *problem = shape_problem(pos, from, to, &blocked_at);
    if (from == to) {
        snprintf(reason, sizeof reason, "%s", _("the origin and the destination are the same cell"));
    } else if (piece_is_real(target) && piece_colour(target) == piece_colour(piece)) {
        snprintf(reason, sizeof reason, _("its own %s stands there"), piece_type_name(piece_type(target)));
    } else if (problem != NULL) {
        snprintf(reason, sizeof reason, "%s", problem);
    } else if (blocked_at != CELL_NONE) {
        cell_name(blocked_at, cell);
        snprintf(reason, sizeof reason, _("the way is blocked on %s"), cell);
    } else if (piece_type(piece) == KING) {
        snprintf(reason, sizeof reason, "%s", _("the king would be in check there"));
    } else if (position_in_check(pos)) {
        snprintf(reason, sizeof reason, "%s", _("the king is in check and this does not end it"));
    } else {
        snprintf(reason, sizeof reason, "%s", _("that would leave the king in check"));
    }
    /* TRANSLATORS: "the pawn on Bc2 cannot move to Bd3: <reason>". */
    error_set(err, 0, 1, _("the %s on %s cannot move to %s: %s"), piece_type_name(piece_type(piece)),
        from_name, to_name, reason);
}

/* Does the piece on from reach its last rank on the last level at to? */
static bool reaches_promotion_row(const Position *pos, int from, int to)
{
    Piece piece = position_at(pos, from);
    if (piece_type(piece) != PAWN)
        return false;
    int last = piece_colour(piece) == WHITE ? BOARD_SIZE - 1 : 0;
    return cell_level(to) == last && cell_rank(to) == last;
}

static bool promotion_problem(const Position *pos, const NotationText *nt, const char *text,
    Error *err)
{
    if (nt->promotion == NO_TYPE && !reaches_promotion_row(pos, nt->from, nt->to))
        return false;
    if (nt->promotion == KING || nt->promotion == PAWN) {
        error_set(err, 0, column_at(text, nt->promotion_at),
            _("a pawn cannot promote to a %s: choose Q, R, B, N or U"), piece_type_name(nt->promotion));
        return true;
    }
    if (nt->promotion == NO_TYPE && movegen_find(pos, nt->from, nt->to, QUEEN) != MOVE_NONE) {
        error_set(err, 0, column_at(text, nt->to_at + CELL_TEXT_LENGTH),
            _("promotion piece missing: add =Q, =R, =B, =N or =U"));
        return true;
    }
    if (nt->promotion != NO_TYPE && movegen_find(pos, nt->from, nt->to, NO_TYPE) != MOVE_NONE) {
        error_set(err, 0, column_at(text, nt->promotion_at),
            _("the move is not a promotion: only a pawn reaching its last rank on the last level promotes"));
        return true;
    }
    return false;
}

static void add_warning(NotationWarnings *warnings, int column, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

static void add_warning(NotationWarnings *warnings, int column, const char *format, ...)
{
    if (warnings == NULL || warnings->count >= NOTATION_WARNING_MAX)
        return;
    Error *w = &warnings->warning[warnings->count++];
    va_list args;
    va_start(args, format);
    w->line = 0;
    w->column = column;
    vsnprintf(w->message, sizeof w->message, format, args);
    va_end(args);
}

static void check_separator(const Position *pos, const NotationText *nt, const char *text, Move m,
    NotationWarnings *warnings)
{
    char to[4];
    cell_name(nt->to, to);
    int column = column_at(text, nt->separator_at);
    if (nt->separator == NOTATION_SEPARATOR_QUIET && move_is_capture(m))
        add_warning(warnings, column, _("the move captures the %s on %s: the separator should be \u00D7 or x"),
            piece_type_name(piece_type(position_at(pos, nt->to))), to);
    else if (nt->separator == NOTATION_SEPARATOR_CAPTURE && !move_is_capture(m))
        add_warning(warnings, column, _("nothing stands on %s to capture: the separator should be \u2013 or -"), to);
}

static void check_mark(const Position *pos, const NotationText *nt, const char *text, Move m,
    NotationWarnings *warnings)
{
    if (!nt->has_mark)
        return;
    CheckMark actual = notation_mark_of(pos, m);
    if (actual == nt->mark)
        return;
    char written[16];
    snprintf(written, sizeof written, "%.*s", (int)nt->mark_length, text + nt->mark_at);
    int column = column_at(text, nt->mark_at);
    bool ascii = (unsigned char)written[0] < 0x80;
    if (actual == CHECK_MARK_NONE)
        add_warning(warnings, column, _("the move gives no check and no stalemate: remove the mark '%s'"), written);
    else
        add_warning(warnings, column, _("the move gives %s: the mark should be '%s', not '%s'"),
            mark_name(actual), ascii ? notation_mark_letters(actual) : check_mark_text(actual), written);
}

bool notation_resolve(const Position *pos, const NotationText *nt, const char *text, Move *move,
    NotationWarnings *warnings, Error *err)
{
    char from[4];
    if (warnings != NULL)
        warnings->count = 0;
    cell_name(nt->from, from);
    Piece piece = position_at(pos, nt->from);
    if (piece == PIECE_EMPTY) {
        error_set(err, 0, column_at(text, nt->from_at), _("no piece on %s"), from);
        return false;
    }
    if (piece_colour(piece) != pos->side) {
        /* TRANSLATORS: "the pawn on Dc4 is Black's, but it is White's move". */
        error_set(err, 0, column_at(text, nt->from_at), _("the %s on %s is %s's, but it is %s's move"),
            piece_type_name(piece_type(piece)), from, colour_name(piece_colour(piece)), colour_name(pos->side));
        return false;
    }
    if (!piece_matches(nt, piece_type(piece)))
        return piece_mismatch(nt, text, piece_type(piece), err);
    if (promotion_problem(pos, nt, text, err))
        return false;
    Move m = movegen_find(pos, nt->from, nt->to, nt->promotion);
    if (m == MOVE_NONE) {
        explain_illegal(pos, nt->from, nt->to, err);
        return false;
    }
    check_separator(pos, nt, text, m, warnings);
    check_mark(pos, nt, text, m, warnings);
    *move = m;
    return true;
}

bool notation_parse(const Position *pos, const char *text, Move *move, NotationWarnings *warnings,
    Error *err)
{
    size_t start = 0, n = strlen(text);
    if (warnings != NULL)
        warnings->count = 0;
    while (text[start] == ' ' || text[start] == '\t')
        start++;
    while (n > start && (text[n - 1] == ' ' || text[n - 1] == '\t' || text[n - 1] == '\n'))
        n--;
    if (start >= n) {
        error_set(err, 0, 1, _("no move given"));
        return false;
    }
    NotationText nt;
    int offset = column_at(text, start) - 1;
    bool ok = notation_scan(text + start, n - start, &nt, err);
    if (ok && nt.length < n - start) {
        size_t rest_at = nt.length;
        while (text[start + rest_at] == ' ' || text[start + rest_at] == '\t')
            rest_at++;
        char *rest = text_quote(text + start + rest_at, n - start - rest_at, QUOTE_CHARS);
        error_set(err, 0, column_at(text + start, rest_at), _("unexpected text after the move: '%s'"), rest);
        free(rest);
        ok = false;
    }
    if (ok)
        ok = notation_resolve(pos, &nt, text + start, move, warnings, err);
    if (!ok && err != NULL)
        err->column += offset;
    if (warnings != NULL)
        for (int i = 0; i < warnings->count; i++)
            warnings->warning[i].column += offset;
    return ok;
}
