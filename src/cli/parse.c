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

#include "cli/cli.h"
#include "core/i18n.h"
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
