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

#include "timecontrol.h"

#include <ctype.h>
#include <stdio.h>
#include <strings.h>

#include "i18n.h"

static const struct {
    const char *key;          /* as typed on the command line */
    const char *name;         /* shown to the player */
    TimeControl tc;
} NAMED[] = {
    /* TRANSLATORS: names of time controls: no clock, and the three usual ones. */
    { "friendly", N_("Friendly"), { true, 0, 0 } },
    { "blitz", N_("Blitz"), { false, 300, 3 } },
    { "rapid", N_("Rapid"), { false, 900, 10 } },
    { "classical", N_("Classical"), { false, 5400, 30 } },
};

enum { MAX_SECONDS = 24 * 3600 * 7 };

static const char *read_seconds(const char *p, int *value)
{
    long v = 0;
    if (!isdigit((unsigned char)*p))
        return NULL;
    for (; isdigit((unsigned char)*p); p++) {
        v = v * 10 + (*p - '0');
        if (v > MAX_SECONDS)
            return NULL;
    }
    *value = (int)v;
    return p;
}

bool time_control_parse(const char *text, TimeControl *tc, Error *err)
{
    if (text[0] == '-' && text[1] == '\0') {
        *tc = NAMED[0].tc;
        return true;
    }
    for (size_t i = 0; i < sizeof NAMED / sizeof *NAMED; i++)
        if (strcasecmp(text, NAMED[i].key) == 0) {
            *tc = NAMED[i].tc;
            return true;
        }
    int base, increment = 0;
    const char *p = read_seconds(text, &base);
    if (p != NULL && *p == '+')
        p = read_seconds(p + 1, &increment);
    if (p == NULL || *p != '\0' || base == 0) {
        error_set(err, 0, 1,
            /* TRANSLATORS: friendly, blitz, rapid and classical are the words the
             * program reads: keep them. */
            _("'%s' is not a time control: use friendly (or -), blitz, rapid, classical, "
              "or SECONDS+INCREMENT such as 600+5"),
            text);
        return false;
    }
    tc->unlimited = false;
    tc->base_seconds = base;
    tc->increment_seconds = increment;
    return true;
}

void time_control_format(const TimeControl *tc, char buf[TIME_CONTROL_TEXT_SIZE])
{
    if (tc->unlimited)
        snprintf(buf, TIME_CONTROL_TEXT_SIZE, "-");
    else
        snprintf(buf, TIME_CONTROL_TEXT_SIZE, "%d+%d", tc->base_seconds, tc->increment_seconds);
}

const char *time_control_name(const TimeControl *tc)
{
    for (size_t i = 0; i < sizeof NAMED / sizeof *NAMED; i++) {
        const TimeControl *n = &NAMED[i].tc;
        if (n->unlimited == tc->unlimited
            && (tc->unlimited
                || (n->base_seconds == tc->base_seconds && n->increment_seconds == tc->increment_seconds)))
            return _(NAMED[i].name);
    }
    return NULL;
}
