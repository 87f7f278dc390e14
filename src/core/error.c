#include <config.h>

#include "error.h"

#include <stdarg.h>
#include <stdio.h>

void error_set(Error *e, int line, int column, const char *format, ...)
{
    if (e == NULL)
        return;
    va_list args;
    e->line = line;
    e->column = column;
    va_start(args, format);
    vsnprintf(e->message, sizeof e->message, format, args);
    va_end(args);
}
