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
 * The checks of the shared settings (see settings.h).
 */
#include <config.h>

#include "cli/settings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli.h"
#include "core/i18n.h"
#include "core/level.h"
#include "core/search.h"
#include "core/text.h"
#include "session/match.h"

bool settings_check_name(const char *name, char *why, size_t why_size)
{
    size_t length = strlen(name);
    if (name[strspn(name, " ")] == '\0') {
        snprintf(why, why_size, "%s", _("a player's name cannot be empty"));
        return false;
    }
    if (length >= PLAYER_NAME_SIZE) {
        snprintf(why, why_size, _("a player's name has at most %d bytes"), PLAYER_NAME_SIZE - 1);
        return false;
    }
    /* It goes into the record: text the reader takes back. */
    for (size_t at = 0; at < length;) {
        uint32_t cp;
        int n = text_decode(name + at, length - at, &cp);
        if (n == 0) {
            snprintf(why, why_size, _("a player's name must be UTF-8: byte %zu (0x%02X) is not part of a character"),
                at + 1, (unsigned char)name[at]);
            return false;
        }
        if (cp < 0x20 || cp == 0x7F) {
            snprintf(why, why_size, _("a player's name cannot hold control characters: U+%04X at byte %zu"),
                (unsigned)cp, at + 1);
            return false;
        }
        at += (size_t)n;
    }
    return true;
}

bool settings_check_glyphs(const char *value, GlyphChoice *choice, char *why, size_t why_size)
{
    if (glyphs_parse_choice(value, choice))
        return true;
    /* TRANSLATORS: figurine and letters are the values the program reads: keep them. */
    snprintf(why, why_size, "%s", _("choose figurine or letters"));
    return false;
}

bool settings_check_theme(const char *value, Theme *theme, char *why, size_t why_size)
{
    if (theme_parse(value, theme))
        return true;
    /* TRANSLATORS: classic, blue and mono are the values the program reads: keep them. */
    snprintf(why, why_size, "%s", _("choose classic, blue or mono"));
    return false;
}

bool settings_check_ai(const char *value, char *why, size_t why_size)
{
    Level level;
    if (settings_ai_is_none(value) || level_parse(value, &level))
        return true;
    /* TRANSLATORS: none and the levels are the values the program reads: keep them. */
    snprintf(why, why_size, "%s", _("choose none, beginner, easy, normal, hard or strong"));
    return false;
}

bool settings_check_record_dir(const char *dir, char *why, size_t why_size)
{
    struct stat st;
    if (stat(dir, &st) != 0)
        snprintf(why, why_size, "%s", strerror(errno));
    else if (!S_ISDIR(st.st_mode))
        snprintf(why, why_size, "%s", _("not a directory"));
    else if (access(dir, W_OK | X_OK) != 0)
        snprintf(why, why_size, "%s", _("records cannot be written there (no permission)"));
    else
        return true;
    return false;
}

bool settings_ai_is_none(const char *level)
{
    return strcasecmp(level, "none") == 0;
}

int settings_machine_threads(void)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    return cores < 1 ? 1 : cores > SEARCH_MAX_THREADS ? SEARCH_MAX_THREADS : (int)cores;
}

bool settings_check_threads(const char *text, int *threads, char *why, size_t why_size)
{
    long n;
    if (cli_parse_int(text, 1, SEARCH_MAX_THREADS, &n)) {
        *threads = (int)n;
        return true;
    }
    snprintf(why, why_size, _("not a whole number of threads from 1 to %d"), SEARCH_MAX_THREADS);
    return false;
}

bool settings_parse_threads(const char *text, int fallback, int *threads)
{
    char why[128];
    *threads = fallback;
    if (text == NULL || settings_check_threads(text, threads, why, sizeof why))
        return true;
    /* TRANSLATORS: the program, the option (--white...), the value given and
     * what is wrong with it. */
    fprintf(stderr, _("%s: %s '%s': %s\n"), PACKAGE, "--threads", text, why);
    return false;
}
