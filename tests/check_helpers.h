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
