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
 * Fuzz target for the configuration file (libFuzzer's entry point): the
 * bytes, NUL bytes and all, go to config_parse_text() as a file's text.
 * It must count every bad line, report at most CONFIG_REPORT_MAX of them
 * one by one and then one report of the rest, and keep only checked
 * values.  A crash, hang or leak is a bug.  Built with clang by
 * `make fuzz FUZZ_TARGET=tests/fuzz/fuzz_config`; replay.c feeds the
 * stored corpus to it in `make check`.
 */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli/configfile.h"
#include "cli/settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void count_report(void *context, const char *file, int line, const char *message)
{
    int *reports = context;
    (void)file;
    if (line < 1 || message[0] == '\0')
        abort();
    (*reports)++;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Config c;
    int reports = 0;
    char why[256];
    config_init(&c);
    int bad = config_parse_text(&c, "fuzz", (const char *)data, size, "/home/fuzz", count_report, &reports);
    int expected = bad <= CONFIG_REPORT_MAX ? bad : CONFIG_REPORT_MAX + 1;
    if (reports != expected || (bad > 0) != (c.notice != NULL))
        abort();
    if (c.name != NULL && !settings_check_name(c.name, why, sizeof why))
        abort();
    config_free(&c);
    return 0;
}
