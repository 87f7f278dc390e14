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
 * The announcements as words, and the check lines (their steps are the
 * core's, kriegspiel_check_step()) as cells.
 */
#include <config.h>

#include "session/kriegnews.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"

/* TRANSLATORS: where a check comes from, after "check": the lines
 * through the king of SPEC.md section 10.2; the code in brackets stays. */
static const char *const LINE_WORDS[KRIEG_CHECK_COUNT] = {
    [KRIEG_CR] = N_("along the rank (CR)"),
    [KRIEG_CF] = N_("along the file (CF)"),
    [KRIEG_CC] = N_("along the column (CC)"),
    [KRIEG_CDL_PLUS] = N_("on the level's diagonal (CDL+)"),
    [KRIEG_CDL_MINUS] = N_("on the level's other diagonal (CDL-)"),
    [KRIEG_CDF_PLUS] = N_("on the file's diagonal (CDF+)"),
    [KRIEG_CDF_MINUS] = N_("on the file's other diagonal (CDF-)"),
    [KRIEG_CDR_PLUS] = N_("on the rank's diagonal (CDR+)"),
    [KRIEG_CDR_MINUS] = N_("on the rank's other diagonal (CDR-)"),
    [KRIEG_CT_PLUS_PLUS] = N_("on a triagonal (CT++)"),
    [KRIEG_CT_PLUS_MINUS] = N_("on a triagonal (CT+-)"),
    [KRIEG_CT_MINUS_PLUS] = N_("on a triagonal (CT-+)"),
    [KRIEG_CT_MINUS_MINUS] = N_("on a triagonal (CT--)"),
    [KRIEG_CN] = N_("by a knight (CN)"),
};

void kriegnews_from_heard(const KriegHeard *heard, KriegNews *out)
{
    memset(out, 0, sizeof *out);
    out->capture_cell = heard->capture_cell;
    out->capture_pawn = heard->capture_pawn;
    out->pawn_tries = heard->pawn_tries;
    for (int i = 0; i < heard->check_count && i < KRIEG_CHECKS_MAX; i++)
        out->checks[out->check_count++] = heard->checks[i];
}

static void walk(int king, const int step[3], int sign, bool cells[CELL_COUNT])
{
    int level = cell_level(king), file = cell_file(king), rank = cell_rank(king);
    for (;;) {
        level += sign * step[0];
        file += sign * step[1];
        rank += sign * step[2];
        if (!cell_is_valid(level, file, rank))
            return;
        cells[cell_make(level, file, rank)] = true;
    }
}

void kriegnews_line_cells(const KriegNews *news, int king, bool cells[CELL_COUNT])
{
    memset(cells, 0, CELL_COUNT * sizeof *cells);
    if (king == CELL_NONE)
        return;
    for (int i = 0; i < news->check_count; i++) {
        int step[3];
        if (!kriegspiel_check_step(news->checks[i], &step[0], &step[1], &step[2]))
            continue;
        walk(king, step, +1, cells);
        walk(king, step, -1, cells);
    }
}

void kriegnews_checks_text(const KriegNews *news, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < news->check_count && used < size; i++) {
        const char *words = _(LINE_WORDS[news->checks[i]]);
        /* TRANSLATORS: joins the last two check lines: "along the file (CF) and by a knight (CN)". */
        const char *joint = i == 0 ? "" : i + 1 == news->check_count ? _(" and ") : ", ";
        used += (size_t)snprintf(buf + used, size - used, "%s%s", joint, words);
    }
}

void kriegnews_tries_text(const KriegNews *news, char *buf, size_t size)
{
    if (news->pawn_tries == 0)
        snprintf(buf, size, "%s", _("No pawn tries"));
    else
        /* TRANSLATORS: how many pawn captures the player has (Kriegspiel). */
        snprintf(buf, size, ngettext("Pawn tries: %d", "Pawn tries: %d", news->pawn_tries), news->pawn_tries);
}

void kriegnews_capture_text(const KriegNews *news, char *buf, size_t size)
{
    char cell[4];
    buf[0] = '\0';
    if (news->capture_cell == CELL_NONE)
        return;
    cell_name(news->capture_cell, cell);
    snprintf(buf, size, news->capture_pawn ? _("Capture on %s: a pawn.") : _("Capture on %s: a piece."),
        cell);
}

int kriegnews_summary(const KriegNews *news, Colour incoming, char (*rows)[KRIEG_NEWS_ROW_SIZE], int max)
{
    int count = 0;
    char text[KRIEG_NEWS_ROW_SIZE / 2];
    if (count < max && news->opponent_moved) {
        int n = news->opponent_refused;
        if (n == 0)
            snprintf(rows[count++], sizeof *rows, "%s", incoming == WHITE
                ? _("Black moved at the first try.") : _("White moved at the first try."));
        else
            snprintf(rows[count++], sizeof *rows, incoming == WHITE
                ? ngettext("Black heard No %d time before moving.", "Black heard No %d times before moving.", n)
                : ngettext("White heard No %d time before moving.", "White heard No %d times before moving.", n),
                n);
    }
    if (count < max && news->capture_cell != CELL_NONE) {
        kriegnews_capture_text(news, text, sizeof text);
        snprintf(rows[count++], sizeof *rows, "%s", text);
    }
    if (count < max && news->check_count > 0) {
        kriegnews_checks_text(news, text, sizeof text);
        snprintf(rows[count++], sizeof *rows, _("You are in check %s."), text);
    }
    if (count < max) {
        kriegnews_tries_text(news, text, sizeof text);
        snprintf(rows[count++], sizeof *rows, "%s.", text);
    }
    return count;
}

int kriegnews_move_rows(const KriegNews *news, Colour mover, int refused, const char *tries,
    char (*rows)[KRIEG_NEWS_ROW_SIZE], int max)
{
    char text[KRIEG_NEWS_ROW_SIZE / 2];
    int count = 0;
    if (refused > 0) {
        if (count < max)
            /* TRANSLATORS: the tries the referee refused before a move,
             * in the list of the whole Kriegspiel game. */
            snprintf(rows[count], sizeof *rows, _("Refused: %s"), tries);
        count++;
    }
    if (news->capture_cell != CELL_NONE) {
        kriegnews_capture_text(news, text, sizeof text);
        if (count < max)
            snprintf(rows[count], sizeof *rows, "%s", text);
        count++;
    }
    if (news->check_count > 0) {
        kriegnews_checks_text(news, text, sizeof text);
        if (count < max)
            /* TRANSLATORS: a check announced after a move: "Check along the file (CF)." */
            snprintf(rows[count], sizeof *rows, _("Check %s."), text);
        count++;
    }
    if (news->pawn_tries > 0) {
        int n = news->pawn_tries;
        if (count < max)
            snprintf(rows[count], sizeof *rows, mover == BLACK
                ? ngettext("White has %d pawn try.", "White has %d pawn tries.", n)
                : ngettext("Black has %d pawn try.", "Black has %d pawn tries.", n), n);
        count++;
    }
    return count;
}
