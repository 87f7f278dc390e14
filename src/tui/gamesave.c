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
 * The record and the journal of the game at the terminal, through the
 * core recorder and journal.c.
 */
#include <config.h>

#include "tui/gamesave.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "core/i18n.h"
#include "core/recorder.h"
#include "session/journal.h"
#include "tui/signals.h"

static void report(App *app, const char *line)
{
    size_t used = strlen(app->exit_report);
    snprintf(app->exit_report + used, sizeof app->exit_report - used, "%s: %s\n", PACKAGE, line);
}

/* The crash handler's message names the journal, once there is one. */
static void prepare_crash_message(const App *app)
{
    char message[2 * PATH_MAX];
    snprintf(message, sizeof message,
        _("%s: crashed; the game so far is in %s and is saved as a record when %s next starts "
          "with the same record directory.\n"), PACKAGE, app->journal, PACKAGE);
    signals_prepare_crash(NULL, message);
}

void gamesave_start(App *app)
{
    char recovered[MESSAGE_PATH_SIZE];
    app->journal[0] = '\0';
    app->journal_revision = app->match.revision;
    if (journal_recover(app->options.record_dir, recovered, sizeof recovered) > 0 || recovered[0]) {
        play_say(&app->play, false, "%s", recovered);
        report(app, recovered);
    }
}

void gamesave_keep(App *app)
{
    const Match *m = &app->match;
    if (m->revision == app->journal_revision)
        return;
    app->journal_revision = m->revision;
    if (m->over || match_ply_count(m) == 0) {
        if (app->journal_exists)
            journal_remove(app->journal);
        app->journal_exists = false;
        return;
    }
    Error err;
    char before[sizeof app->journal];
    snprintf(before, sizeof before, "%s", app->journal);
    if (journal_keep(app->options.record_dir, &m->record, app->journal, sizeof app->journal, &err)) {
        if (!app->journal_exists || strcmp(before, app->journal) != 0)
            prepare_crash_message(app);
        app->journal_exists = true;
    } else if (!app->journal_warned) {
        char text[MESSAGE_SIZE];
        /* What still holds first, then the reason. */
        snprintf(text, sizeof text, _("Not kept on disk as it goes, but saved when it ends: %s"), err.message);
        play_say(&app->play, true, "%s", text);
        app->journal_warned = true;
    }
}

static void forget_journal(App *app)
{
    if (app->journal_exists)
        journal_remove(app->journal);
    app->journal_exists = false;
    app->journal_revision = app->match.revision;
}

/* Writes the record; true when it is somewhere on disk. */
static bool save(App *app)
{
    Error err;
    char path[RECORDER_PATH_SIZE], text[MESSAGE_SIZE + RECORDER_PATH_SIZE];
    RecorderStatus status = recorder_save(&app->match.record, app->options.record_dir,
        app->match.started_at, path, sizeof path, &err);
    if (status == RECORDER_FAILED) {
        snprintf(text, sizeof text, _("The game could not be saved: %s"), err.message);
        play_say(&app->play, true, "%s", text);
        report(app, text);
        return false;
    }
    snprintf(app->saved_path, sizeof app->saved_path, "%s", path);
    if (status == RECORDER_SAVED_ELSEWHERE) {
        play_say(&app->play, true, "%s", err.message);
        report(app, err.message);
    } else {
        snprintf(text, sizeof text, _("the game is saved as %s"), path);
        report(app, text);
    }
    forget_journal(app);
    return true;
}

/* The end: how the game ended, what next and where the record went (the
 * whole path, last, so no punctuation follows it). */
void gamesave_finished(App *app)
{
    char saved[MESSAGE_PATH_SIZE];
    if (save(app) && !app->play.message_is_error) {
        /* TRANSLATORS: n and q are keys: keep the letters; %s is the path of
         * the record file: keep it last, with no full stop after it. */
        snprintf(saved, sizeof saved, _("n starts a new game, q quits. Saved as %s"), app->saved_path);
        play_say(&app->play, false, "%s %s",
            termination_describe(app->match.termination, match_side_to_move(&app->match)), saved);
    }
}

void gamesave_unfinished(App *app)
{
    if (app->match.over || match_ply_count(&app->match) == 0) {
        forget_journal(app);
        return;
    }
    save(app);
}
