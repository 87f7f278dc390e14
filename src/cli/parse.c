#include <config.h>

#include <errno.h>
#include <stdlib.h>

#include "cli.h"

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
