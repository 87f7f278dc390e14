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

#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cli/cli.h"
#include "core/i18n.h"
#include "core/search.h"
#include "core/transposition.h"

int cli_parse_int(const char *text, long min, long max, long *value)
{
    char *end;
    if (text == NULL || *text == '\0')
        return 0;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno != 0 || *end != '\0' || v < min || v > max)
        return 0;
    *value = v;
    return 1;
}

bool cli_parse_hash(const char *text, size_t *megabytes)
{
    long mb = TT_DEFAULT_MEGABYTES;
    if (text && !cli_parse_int(text, TT_MIN_MEGABYTES, TT_MAX_MEGABYTES, &mb)) {
        fprintf(stderr, _("raumschach: the hash size '%s' is not a whole number of megabytes from %d to %d\n"),
            text, TT_MIN_MEGABYTES, TT_MAX_MEGABYTES);
        return false;
    }
    *megabytes = (size_t)mb;
    return true;
}

int cli_machine_threads(void)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    return cores < 1 ? 1 : cores > SEARCH_MAX_THREADS ? SEARCH_MAX_THREADS : (int)cores;
}

bool cli_check_threads(const char *text, int *threads, char *why, size_t why_size)
{
    long n;
    if (cli_parse_int(text, 1, SEARCH_MAX_THREADS, &n)) {
        *threads = (int)n;
        return true;
    }
    snprintf(why, why_size, _("not a whole number of threads from 1 to %d"), SEARCH_MAX_THREADS);
    return false;
}

bool cli_parse_threads(const char *text, int fallback, int *threads)
{
    char why[128];
    *threads = fallback;
    if (text == NULL || cli_check_threads(text, threads, why, sizeof why))
        return true;
    /* TRANSLATORS: the program, the value of --threads and what is wrong with it. */
    fprintf(stderr, _("%s: --threads '%s': %s\n"), PACKAGE, text, why);
    return false;
}
