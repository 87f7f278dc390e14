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
 * The referee of a Kriegspiel game at the terminal is the core's
 * (kriegspiel.h); this file keeps the match in step with it.  A try goes
 * to the referee; the move it plays goes to the match (the clocks, the
 * ends of the game) with the referee's comment, so the match's record is
 * the unfiltered record at every moment.  What a player sees is read from
 * the referee: the own board, the announcements last heard, this turn's
 * refused tries.
 */
#include <config.h>

#include "session/kriegplay.h"
#include "session/kriegreplay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void kriegplay_init(KriegPlay *k, Match *m)
{
    memset(k, 0, sizeof *k);
    k->referee = kriegspiel_new(&match_game(m)->start);
    k->match = m;
    hotseat_init(&k->hotseat);
    kriegmarks_clear(&k->marks);
    kriegspiel_set_tags(&m->record, KRIEG_UNFILTERED);
}

void kriegplay_free(KriegPlay *k)
{
    kriegspiel_free(k->referee);
    k->referee = NULL;
}

void kriegplay_own_board(const KriegPlay *k, Colour side, Position *out)
{
    kriegspiel_own_board(kriegspiel_true_position(k->referee), side, out);
    position_set_side(out, side);
}

bool kriegplay_select(const KriegPlay *k, int cell, Selection *s)
{
    Position own;
    MoveList tries;
    kriegplay_own_board(k, match_side_to_move(k->match), &own);
    selection_clear(s);
    kriegspiel_tries_from(&own, cell, &tries);
    for (int i = 0; i < tries.count; i++) {
        int to = move_to(tries.moves[i]);
        s->destination_count += !s->destination[to];
        s->destination[to] = true;
    }
    if (s->destination_count == 0)
        return false;
    s->from = cell;
    return true;
}

KriegAnswer kriegplay_try(KriegPlay *k, Match *m, Move try, int played_key, int64_t now_ms)
{
    Move played;
    KriegAnswer answer = kriegspiel_try(k->referee, try, &played);
    if (answer != KRIEG_PLAYED)
        return answer;
    match_play(m, played, now_ms);
    char *comment = kriegspiel_comment(k->referee, kriegspiel_ply_count(k->referee) - 1);
    record_set_comment(&m->record, match_ply_count(m), comment);
    free(comment);
    if (!m->over && m->players[WHITE].kind == PLAYER_HUMAN && m->players[BLACK].kind == PLAYER_HUMAN)
        hotseat_hand_over(&k->hotseat, m, played_key, now_ms);
    return KRIEG_PLAYED;
}

void kriegplay_news(const KriegPlay *k, KriegNews *out)
{
    size_t plies = kriegspiel_ply_count(k->referee);
    kriegnews_from_heard(kriegspiel_last_heard(k->referee), out);
    out->opponent_moved = plies > 0;
    out->opponent_refused = plies > 0 ? kriegspiel_ply(k->referee, plies - 1)->refused_count : 0;
}

bool kriegplay_viewer(const KriegPlay *k, Colour *side)
{
    const Player *players = k->match->players;
    if (players[WHITE].kind == PLAYER_HUMAN && players[BLACK].kind == PLAYER_HUMAN)
        *side = match_side_to_move(k->match);
    else if (players[WHITE].kind == PLAYER_HUMAN || players[BLACK].kind == PLAYER_HUMAN)
        *side = players[WHITE].kind == PLAYER_HUMAN ? WHITE : BLACK;
    else
        return false;
    return true;
}

int kriegplay_own_king(const KriegPlay *k, Colour side)
{
    Position own;
    kriegplay_own_board(k, side, &own);
    return position_king_cell(&own, side);
}

size_t kriegplay_refused(const KriegPlay *k, Colour viewer, Move *out, size_t max)
{
    const Move *tries;
    int count = kriegspiel_refused_now(k->referee, &tries);
    if (viewer != kriegspiel_side_to_move(k->referee))
        return (size_t)count;
    for (int i = 0; i < count && (size_t)i < max && out != NULL; i++)
        out[i] = tries[i];
    return (size_t)count;
}

/* The record writes white figurines for both sides; Black's own screen
 * shows its own. */
static void blacken(char *text, size_t size)
{
    static const PieceType TYPES[] = { KING, QUEEN, ROOK, BISHOP, KNIGHT, UNICORN, PAWN };
    for (size_t t = 0; t < sizeof TYPES / sizeof *TYPES; t++) {
        const char *white = piece_figurine(WHITE, TYPES[t]), *black = piece_figurine(BLACK, TYPES[t]);
        char *at;
        while ((at = strstr(text, white)) != NULL && strlen(text) - strlen(white) + strlen(black) < size) {
            memmove(at + strlen(black), at + strlen(white), strlen(at + strlen(white)) + 1);
            memcpy(at, black, strlen(black));
        }
    }
}

void kriegplay_try_text(const KriegPlay *k, Move try, NotationStyle style, char *buf, size_t size)
{
    Position own;
    kriegplay_own_board(k, match_side_to_move(k->match), &own);
    kriegspiel_try_text(&own, try, style, buf, size);
    if (own.side == BLACK && style == NOTATION_FIGURINE)
        blacken(buf, size);
}

/* The tries of a comment as the record writes them, again in `style` on
 * the mover's own board; the text as written when a try cannot be read. */
static void restyle_tries(const Position *own, const char *written, NotationStyle style, char *buf, size_t size)
{
    const char *at = written;
    size_t n = strlen(written), used = 0;
    buf[0] = '\0';
    while (n > 0) {
        Move try;
        if (!kriegspiel_next_try(&at, &n, &try, NULL)) {
            snprintf(buf, size, "%s", written);
            return;
        }
        char text[NOTATION_SIZE];
        kriegspiel_try_text(own, try, style, text, sizeof text);
        used += (size_t)snprintf(buf + used, used < size ? size - used : 0, "%s%s", used > 0 ? ", " : "", text);
    }
}

/* The rows of one move's comment, each indented under the move; the
 * comment as written when it cannot be read.  pos: before the move. */
static int comment_rows(const char *comment, const Position *pos, NotationStyle style,
    char (*rows)[KRIEG_NEWS_ROW_SIZE], int max)
{
    KriegNews news;
    int refused;
    char written[KRIEG_NEWS_ROW_SIZE / 2], tries[KRIEG_NEWS_ROW_SIZE / 2];
    char words[KRIEG_NEWS_ROWS_PER_MOVE][KRIEG_NEWS_ROW_SIZE];
    int count = 1;
    if (comment == NULL)
        return 0;
    if (kriegreplay_read_comment(comment, &news, &refused, written, sizeof written)) {
        Position own;
        kriegspiel_own_board(pos, pos->side, &own);
        position_set_side(&own, pos->side);
        restyle_tries(&own, written, style, tries, sizeof tries);
        count = kriegnews_move_rows(&news, pos->side, refused, tries, words, KRIEG_NEWS_ROWS_PER_MOVE);
    } else
        snprintf(words[0], sizeof words[0], "%s", comment);
    for (int i = 0; i < count && i < max; i++)
        snprintf(rows[i], KRIEG_NEWS_ROW_SIZE, "%7s%.*s", "", KRIEG_NEWS_ROW_SIZE - 8, words[i]);
    return count;
}

int kriegplay_game_rows(const Match *m, NotationStyle style, char (*rows)[KRIEG_NEWS_ROW_SIZE], int max)
{
    const Game *g = match_game(m);
    Position pos = g->start;
    int count = 0;
    for (size_t ply = 0; ply < g->ply_count; ply++) {
        char move[NOTATION_SIZE], number[16];
        Undo undo;
        notation_write_style(&pos, g->moves[ply], style, move, sizeof move);
        snprintf(number, sizeof number, pos.side == WHITE ? "%d." : "%d...", pos.fullmove);
        if (count < max)
            snprintf(rows[count], KRIEG_NEWS_ROW_SIZE, "%6s %s", number, move);
        count++;
        count += comment_rows(record_comment(&m->record, ply + 1), &pos, style, count < max ? rows + count : NULL,
            count < max ? max - count : 0);
        position_make_move(&pos, g->moves[ply], &undo);
    }
    return count;
}
