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
