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
 * RFEN reader and writer.  The reader walks the text once with a column
 * counter so that every message can point at the character at fault.
 */
#include <config.h>

#include "rfen.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "movegen.h"

const char RFEN_START[] =
    "rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w 0 1";

static const char *colour_name(Colour c)
{
    return c == WHITE ? _("White") : _("Black");
}

static int column_of(const char *text, const char *p)
{
    return (int)(p - text) + 1;
}

/* Reads the board field; on success *end points after it. */
static bool parse_board(const char *text, const char *p, Position *pos, const char **end, Error *err)
{
    int level = 4, rank = 4, file = 0;
    for (;; p++) {
        char ch = *p;
        if (ch == '\0' || isspace((unsigned char)ch) || ch == '|' || ch == '/') {
            if (file != 5) {
                error_set(err, 0, column_of(text, p),
                    _("rank %d of level %c has %d files, expected 5"), rank + 1, 'A' + level, file);
                return false;
            }
            if (ch == '/') {
                if (rank == 0) {
                    error_set(err, 0, column_of(text, p),
                        _("level %c has more than 5 ranks"), 'A' + level);
                    return false;
                }
                rank--;
                file = 0;
                continue;
            }
            if (rank != 0) {
                error_set(err, 0, column_of(text, p),
                    _("level %c has %d ranks, expected 5"), 'A' + level, 5 - rank);
                return false;
            }
            if (ch == '|') {
                if (level == 0) {
                    error_set(err, 0, column_of(text, p), _("more than 5 levels"));
                    return false;
                }
                level--;
                rank = 4;
                file = 0;
                continue;
            }
            if (level != 0) {
                error_set(err, 0, column_of(text, p),
                    _("%d levels, expected 5 separated by '|'"), 5 - level);
                return false;
            }
            *end = p;
            return true;
        }
        if (ch >= '1' && ch <= '5') {
            file += ch - '0';
            if (file > 5) {
                error_set(err, 0, column_of(text, p),
                    _("rank %d of level %c has more than 5 files"), rank + 1, 'A' + level);
                return false;
            }
            continue;
        }
        PieceType type = piece_type_from_letter(ch);
        if (type == NO_TYPE) {
            if ((unsigned char)ch >= 0x80)
                error_set(err, 0, column_of(text, p), _("unexpected non-ASCII character"));
            else
                error_set(err, 0, column_of(text, p),
                    _("'%c' is not a piece letter (K Q R B N S U P) or a digit 1-5"), ch);
            return false;
        }
        if (file >= 5) {
            error_set(err, 0, column_of(text, p),
                _("rank %d of level %c has more than 5 files"), rank + 1, 'A' + level);
            return false;
        }
        Colour c = isupper((unsigned char)ch) ? WHITE : BLACK;
        position_put(pos, cell_make(level, file, rank), piece_make(c, type));
        file++;
    }
}

/* Reads a decimal number of at most `max`; returns the end or NULL. */
static const char *parse_number(const char *p, long max, long *value)
{
    if (!isdigit((unsigned char)*p))
        return NULL;
    long v = 0;
    for (; isdigit((unsigned char)*p); p++) {
        v = v * 10 + (*p - '0');
        if (v > max)
            return NULL;
    }
    *value = v;
    return p;
}

static const char *skip_space(const char *p)
{
    while (isspace((unsigned char)*p))
        p++;
    return p;
}

/* Checks what makes a position unplayable: kings, pawns on their promotion
 * row, too many pieces, the side not to move in check.  Used by the
 * reader; positions set up in other ways can call it too. */
static bool position_validate(const Position *pos, Error *err)
{
    char name[4];
    for (int c = WHITE; c <= BLACK; c++) {
        int kings = pos->count[c][KING];
        if (kings == 0) {
            error_set(err, 0, 0, _("%s has no king"), colour_name((Colour)c));
            return false;
        }
        if (kings > 1) {
            error_set(err, 0, 0, _("%s has %d kings"), colour_name((Colour)c), kings);
            return false;
        }
        int total = 0;
        for (int t = PAWN; t <= KING; t++)
            total += pos->count[c][t];
        if (total > 20) {
            error_set(err, 0, 0, _("%s has %d pieces, more than the 20 a side starts with"),
                colour_name((Colour)c), total);
            return false;
        }
    }
    for (int file = 0; file < 5; file++) {
        int white_row = cell_make(4, file, 4), black_row = cell_make(0, file, 0);
        if (position_at(pos, white_row) == piece_make(WHITE, PAWN)) {
            cell_name(white_row, name);
            error_set(err, 0, 0, _("a white pawn stands on its promotion row (%s)"), name);
            return false;
        }
        if (position_at(pos, black_row) == piece_make(BLACK, PAWN)) {
            cell_name(black_row, name);
            error_set(err, 0, 0, _("a black pawn stands on its promotion row (%s)"), name);
            return false;
        }
    }
    Colour other = (Colour)(pos->side ^ 1);
    if (position_king_attacked(pos, other)) {
        error_set(err, 0, 0, _("%s is in check but it is %s's move"), colour_name(other),
            colour_name(pos->side));
        return false;
    }
    return true;
}

bool rfen_parse(const char *text, Position *pos, Error *err)
{
    const char *p = skip_space(text);
    position_clear(pos);
    if (*p == '\0') {
        error_set(err, 0, column_of(text, p), _("empty RFEN"));
        return false;
    }
    if (!parse_board(text, p, pos, &p, err))
        return false;

    p = skip_space(p);
    if (*p == 'w' || *p == 'b') {
        position_set_side(pos, *p == 'w' ? WHITE : BLACK);
        p++;
    } else {
        error_set(err, 0, column_of(text, p),
            *p ? _("the side to move must be 'w' or 'b'") : _("the side to move ('w' or 'b') is missing"));
        return false;
    }
    if (*p != '\0' && !isspace((unsigned char)*p)) {
        error_set(err, 0, column_of(text, p), _("the side to move must be 'w' or 'b'"));
        return false;
    }

    p = skip_space(p);
    if (*p != '\0') {
        long halfmove, fullmove;
        const char *q = parse_number(p, 100000, &halfmove);
        if (q == NULL || (*q != '\0' && !isspace((unsigned char)*q))) {
            error_set(err, 0, column_of(text, p), _("the half-move clock must be a number from 0 to 100000"));
            return false;
        }
        p = skip_space(q);
        q = parse_number(p, 1000000, &fullmove);
        if (q == NULL || fullmove < 1 || (*q != '\0' && !isspace((unsigned char)*q))) {
            error_set(err, 0, column_of(text, p),
                *p ? _("the full-move number must be a number from 1 to 1000000")
                   : _("the full-move number is missing after the half-move clock"));
            return false;
        }
        p = skip_space(q);
        if (*p != '\0') {
            error_set(err, 0, column_of(text, p), _("unexpected text after the full-move number"));
            return false;
        }
        pos->halfmove = (int)halfmove;
        pos->fullmove = (int)fullmove;
    }
    return position_validate(pos, err);
}

void rfen_write(const Position *pos, char *buf, size_t size)
{
    char board[RFEN_MAX_SIZE];
    size_t n = 0;
    for (int level = 4; level >= 0; level--) {
        for (int rank = 4; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 5; file++) {
                Piece p = position_at(pos, cell_make(level, file, rank));
                if (p == PIECE_EMPTY) {
                    empty++;
                    continue;
                }
                if (empty)
                    board[n++] = (char)('0' + empty);
                empty = 0;
                board[n++] = piece_letter(p);
            }
            if (empty)
                board[n++] = (char)('0' + empty);
            if (rank > 0)
                board[n++] = '/';
        }
        if (level > 0)
            board[n++] = '|';
    }
    board[n] = '\0';
    snprintf(buf, size, "%s %c %d %d", board, pos->side == WHITE ? 'w' : 'b', pos->halfmove,
        pos->fullmove);
}
