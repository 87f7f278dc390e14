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
 * Shared by the Check suites: a main() that runs one suite and reports
 * through TAP (CK_TAP_LOG_FILE_NAME is set by `make check`), and helpers
 * to set up positions from RFEN.
 */
#ifndef RAUMSCHACH_CHECK_HELPERS_H
#define RAUMSCHACH_CHECK_HELPERS_H

#include <check.h>
#include <stdlib.h>

#include "core/rfen.h"

/* Positions in tests are given as RFEN; a bad one fails the test. */
static inline void load(Position *pos, const char *rfen)
{
    Error err;
    ck_assert_msg(rfen_parse(rfen, pos, &err), "bad test RFEN '%s': column %d: %s", rfen,
        err.column, err.message);
}

/* Hang guard only (a debugger or sanitizer build can be slow); these are
 * not speed limits. */
enum { TEST_TIMEOUT_SECONDS = 600 };

#define CHECK_MAIN(suite_function)                                           \
    int main(void)                                                           \
    {                                                                        \
        SRunner *runner = srunner_create(suite_function());                  \
        srunner_run_all(runner, CK_ENV);                                     \
        int failed = srunner_ntests_failed(runner);                          \
        srunner_free(runner);                                                \
        return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;                    \
    }

#endif
