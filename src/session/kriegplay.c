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
 * The referee of a Kriegspiel game at the terminal, on the core's rules:
 * a try is judged first on the mover's own board (the piece's geometry
 * with only its own army in the way; a pawn capture try needs only a cell
 * without an own piece), then in the true position by the legal move
 * generator.  After a move the announcements are computed from the true
 * position: the capture, every line along which the king is attacked (the
 * direction from the king to each attacker, or the knight), and the pawn
 * tries of the side now to move (legal pawn captures, a promotion counted
 * once).  The move's comment in the record is "(announcements:refused
 * tries)" as SPEC.md section 10.5 writes it, so the match's record is the
 * unfiltered record at every moment.
 */
#include <config.h>

#include "session/kriegplay.h"

#include <stdio.h>
#include <string.h>

#include "core/attacks.h"
#include "core/movegen.h"
#include "session/kriegreplay.h"

static const char RULES_TAG[] = "Kriegspiel (Raumschach)";
enum { COMMENT_SIZE = 4096 };

static const Position *true_position(const KriegPlay *k)
{
    return match_position(k->match);
}

static int cell_after(int cell, int mailbox_step)
{
    return CELL_OF_MAILBOX[MAILBOX_OF_CELL[cell] + mailbox_step];
}

static bool is_promotion_cell(Colour side, int cell)
{
    int last = side == WHITE ? BOARD_SIZE - 1 : 0;
    return cell_level(cell) == last && cell_rank(cell) == last;
}

static bool is_pawn_capture_step(Colour side, int from, int to)
{
    return cellset_has(PAWN_ATTACKS[side][from], to);
}

static bool is_pawn_push(Colour side, int from, int to)
{
    for (int i = 0; i < 2; i++)
        if (cell_after(from, PAWN_MOVE_OFFSET[side][i]) == to)
            return true;
    return false;
}

void kriegplay_own_board(const KriegPlay *k, Colour side, Position *out)
{
    kriegreplay_own_board(true_position(k), side, out);
    position_set_side(out, side);
}

/* Is the try possible on the mover's own board? */
static bool possible_on_own_board(const Position *own, Move try)
{
    int from = move_from(try), to = move_to(try);
    Piece piece = position_at(own, from);
    Colour side = own->side;
    if (!piece_is_real(piece) || piece_colour(piece) != side || to == from)
        return false;
    Piece target = position_at(own, to);
    if (piece_is_real(target))
        return false;
    PieceType type = piece_type(piece);
    bool promotes = type == PAWN && is_promotion_cell(side, to);
    PieceType promotion = move_promotion(try);
    if (promotes != (promotion != NO_TYPE) || promotion == PAWN || promotion == KING)
        return false;
    if (type == PAWN)
        return is_pawn_push(side, from, to) || is_pawn_capture_step(side, from, to);
    if (type == KING)
        return cellset_has(KING_ATTACKS[from], to);
    CellSet occupied = cellset_of_words(own->occupied[side]);
    return cellset_has(attacks_of_piece(type, from, occupied), to);
}

bool kriegplay_select(const KriegPlay *k, int cell, Selection *s)
{
    Position own;
    Colour side = match_side_to_move(k->match);
    kriegplay_own_board(k, side, &own);
    selection_clear(s);
    Piece piece = position_at(&own, cell);
    if (!piece_is_real(piece))
        return false;
    for (int to = 0; to < CELL_COUNT; to++) {
        PieceType promotion = piece_type(piece) == PAWN && is_promotion_cell(side, to) ? QUEEN : NO_TYPE;
        if (possible_on_own_board(&own, move_make(cell, to, promotion, false))) {
            s->destination[to] = true;
            s->destination_count++;
        }
    }
    if (s->destination_count == 0)
        return false;
    s->from = cell;
    return true;
}

/* The legal pawn captures of the side to move, each (from, to) once. */
static int pawn_tries(const Position *pos)
{
    MoveList list;
    bool seen[CELL_COUNT][CELL_COUNT];
    int count = 0;
    memset(seen, 0, sizeof seen);
    movegen_legal(pos, &list);
    for (int i = 0; i < list.count; i++) {
        Move m = list.moves[i];
        if (!move_is_capture(m) || piece_type(position_at(pos, move_from(m))) != PAWN
            || seen[move_from(m)][move_to(m)])
            continue;
        seen[move_from(m)][move_to(m)] = true;
        count++;
    }
    return count;
}

/* Does the piece on `from` attack `target` in the position? */
static bool attacks_cell(const Position *pos, int from, int target)
{
    Piece p = position_at(pos, from);
    CellSet occupied = cellset_of_words(pos->occupied[WHITE]) | cellset_of_words(pos->occupied[BLACK]);
    switch (piece_type(p)) {
    case PAWN: return cellset_has(PAWN_ATTACKS[piece_colour(p)][from], target);
    case KING: return cellset_has(KING_ATTACKS[from], target);
    default: return cellset_has(attacks_of_piece(piece_type(p), from, occupied), target);
    }
}

/* The check lines through the king of the side to move, in the order of
 * SPEC.md section 10.2. */
static void find_checks(const Position *pos, KriegNews *news)
{
    bool line[KRIEG_CHECKS_MAX] = { false };
    Colour side = pos->side;
    int king = position_king_cell(pos, side);
    news->check_count = 0;
    if (king == CELL_NONE)
        return;
    for (int cell = 0; cell < CELL_COUNT; cell++) {
        Piece p = position_at(pos, cell);
        if (!piece_is_real(p) || piece_colour(p) == side || !attacks_cell(pos, cell, king))
            continue;
        int step[3] = { cell_level(cell) - cell_level(king), cell_file(cell) - cell_file(king),
                        cell_rank(cell) - cell_rank(king) };
        int index = piece_type(p) == KNIGHT ? KRIEG_KNIGHT_INDEX : -1;
        if (index < 0) {
            for (int i = 0; i < 3; i++)
                step[i] = step[i] > 0 ? 1 : step[i] < 0 ? -1 : 0;
            index = kriegnews_line_index(step);
        }
        if (index >= 0)
            line[index] = true;
    }
    for (int i = 0; i < KRIEG_CHECKS_MAX; i++)
        if (line[i])
            snprintf(news->checks[news->check_count++], KRIEG_CHECK_CODE_SIZE, "%s", kriegnews_line_code(i));
}

void kriegplay_init(KriegPlay *k, Match *m)
{
    memset(k, 0, sizeof *k);
    k->match = m;
    hotseat_init(&k->hotseat);
    kriegmarks_clear(&k->marks);
    k->news.capture_cell = CELL_NONE;
    find_checks(match_position(m), &k->news);
    k->news.pawn_tries = pawn_tries(match_position(m));
    record_set_tag(&m->record, "Rules", RULES_TAG);
    record_set_tag(&m->record, "Filtered", "no");
}

/* A try as SPEC.md section 10.5 writes it: the white figurine of the
 * piece (or its letter), the cells, × only for a pawn's capture try, and
 * the promotion; the screen draws the figurines in the player's colour. */
static void write_try(const Position *own, Move try, NotationStyle style, Colour figurines, char *buf,
    size_t size)
{
    int from = move_from(try), to = move_to(try);
    PieceType type = piece_type(position_at(own, from));
    char from_name[4], to_name[4], promotion[16] = "";
    cell_name(from, from_name);
    cell_name(to, to_name);
    bool letters = style == NOTATION_LETTERS;
    const char *capture = type == PAWN && is_pawn_capture_step(own->side, from, to)
        ? (letters ? "x" : "\u00D7") : (letters ? "-" : "\u2013");
    if (move_promotion(try) != NO_TYPE) {
        if (letters)
            snprintf(promotion, sizeof promotion, "=%c", piece_type_letter(move_promotion(try)));
        else
            snprintf(promotion, sizeof promotion, "=%s\uFE0E", piece_figurine(figurines, move_promotion(try)));
    }
    if (letters)
        snprintf(buf, size, "%c%s%s%s%s", piece_type_letter(type), from_name, capture, to_name, promotion);
    else
        snprintf(buf, size, "%s\uFE0E%s%s%s%s", piece_figurine(figurines, type), from_name, capture, to_name,
            promotion);
}

void kriegplay_try_text(const KriegPlay *k, Move try, NotationStyle style, char *buf, size_t size)
{
    Position own;
    kriegplay_own_board(k, match_side_to_move(k->match), &own);
    write_try(&own, try, style, own.side, buf, size);
}

static void append(char *buf, size_t size, size_t *used, const char *text)
{
    int n = snprintf(buf + *used, size - *used, "%s", text);
    if (n > 0)
        *used = *used + (size_t)n < size ? *used + (size_t)n : size - 1;
}

/* "(XPDc4,CDF+,T2:♔︎Ec5–Dc5)" */
static void write_comment(const KriegPlay *k, const Position *own, bool over, char *buf, size_t size)
{
    const KriegNews *n = &k->news;
    size_t used = 0;
    char item[64];
    bool first = true;
    append(buf, size, &used, "(");
    if (n->capture_cell != CELL_NONE) {
        char cell[4];
        cell_name(n->capture_cell, cell);
        snprintf(item, sizeof item, "X%s%s", n->capture_pawn ? "P" : "", cell);
        append(buf, size, &used, item);
        first = false;
    }
    for (int i = 0; i < n->check_count; i++) {
        append(buf, size, &used, first ? "" : ",");
        append(buf, size, &used, n->checks[i]);
        first = false;
    }
    if (!over && n->pawn_tries > 0) {
        snprintf(item, sizeof item, "%sT%d", first ? "" : ",", n->pawn_tries);
        append(buf, size, &used, item);
    }
    append(buf, size, &used, ":");
    for (size_t i = 0; i < k->refused_count; i++) {
        write_try(own, k->refused[i], NOTATION_FIGURINE, WHITE, item, sizeof item);
        append(buf, size, &used, i > 0 ? "," : "");
        append(buf, size, &used, item);
    }
    append(buf, size, &used, ")");
}

static bool refused_already(const KriegPlay *k, Move try)
{
    for (size_t i = 0; i < k->refused_count; i++)
        if (move_same(k->refused[i], try))
            return true;
    return false;
}

/* The legal try is played: the match moves on, the announcements are
 * made and written into the record with the refused tries. */
static void play(KriegPlay *k, Match *m, const Position *own, Move legal, int played_key, int64_t now_ms)
{
    const Position *before = match_position(m);
    Piece captured = position_at(before, move_to(legal));
    KriegNews *n = &k->news;
    memset(n, 0, sizeof *n);
    n->opponent_moved = true;
    n->opponent_refused = (int)k->refused_count;
    n->capture_cell = piece_is_real(captured) ? move_to(legal) : CELL_NONE;
    n->capture_pawn = piece_is_real(captured) && piece_type(captured) == PAWN;
    match_play(m, legal, now_ms);
    find_checks(match_position(m), n);
    n->pawn_tries = m->over ? 0 : pawn_tries(match_position(m));
    char comment[COMMENT_SIZE];
    write_comment(k, own, m->over, comment, sizeof comment);
    record_set_comment(&m->record, match_ply_count(m), comment);
    k->refused_count = 0;
    if (!m->over)
        hotseat_hand_over(&k->hotseat, m, played_key, now_ms);
}

KriegTryAnswer kriegplay_try(KriegPlay *k, Match *m, Move try, int played_key, int64_t now_ms)
{
    Position own;
    Colour side = match_side_to_move(m);
    kriegplay_own_board(k, side, &own);
    try = move_make(move_from(try), move_to(try), move_promotion(try), false);
    if (!possible_on_own_board(&own, try))
        return KRIEG_TRY_IMPOSSIBLE;
    if (refused_already(k, try))
        return KRIEG_TRY_REPEATED;
    bool pawn_capture = piece_type(position_at(&own, move_from(try))) == PAWN
        && is_pawn_capture_step(side, move_from(try), move_to(try));
    if (pawn_capture && k->news.pawn_tries == 0)
        return KRIEG_TRY_NO_PAWN_TRIES;
    Move legal = movegen_find(match_position(m), move_from(try), move_to(try), move_promotion(try));
    if (legal == MOVE_NONE) {
        if (k->refused_count < KRIEG_REFUSED_MAX)
            k->refused[k->refused_count++] = try;
        return KRIEG_TRY_NO;
    }
    play(k, m, &own, legal, played_key, now_ms);
    return KRIEG_TRY_PLAYED;
}

void kriegplay_news(const KriegPlay *k, KriegNews *out)
{
    *out = k->news;
}

int kriegplay_own_king(const KriegPlay *k)
{
    const Position *pos = true_position(k);
    return position_king_cell(pos, pos->side);
}

size_t kriegplay_refused(const KriegPlay *k, Move *out, size_t max)
{
    for (size_t i = 0; i < k->refused_count && i < max && out != NULL; i++)
        out[i] = k->refused[i];
    return k->refused_count;
}

int kriegplay_game_rows(const KriegPlay *k, const Match *m, NotationStyle style,
    char (*rows)[KRIEG_NEWS_ROW_SIZE], int max)
{
    const Game *g = match_game(m);
    Position pos = g->start;
    int count = 0;
    (void)k;
    for (size_t ply = 0; ply < g->ply_count; ply++) {
        char move[NOTATION_SIZE], number[16];
        const char *comment = record_comment(&m->record, ply + 1);
        Undo undo;
        notation_write_style(&pos, g->moves[ply], style, move, sizeof move);
        snprintf(number, sizeof number, pos.side == WHITE ? "%d." : "%d...", pos.fullmove);
        if (count < max)
            snprintf(rows[count], KRIEG_NEWS_ROW_SIZE, "%6s %s %s", number, move,
                comment != NULL ? comment : "");
        count++;
        position_make_move(&pos, g->moves[ply], &undo);
    }
    return count;
}
