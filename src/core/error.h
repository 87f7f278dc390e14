/*
 * Errors are values: a message and, where it applies, the line and column
 * (both from 1; 0 when unknown) of the text it is about.  Core functions
 * fill one in and return failure; main() and the interface decide how to
 * show it.
 */
#ifndef RAUMSCHACH_ERROR_H
#define RAUMSCHACH_ERROR_H

enum { ERROR_MESSAGE_SIZE = 320 };

typedef struct Error {
    int line;
    int column;
    char message[ERROR_MESSAGE_SIZE];
} Error;

/* Fills e (if not NULL) with a printf-formatted message. */
void error_set(Error *e, int line, int column, const char *format, ...)
    __attribute__((format(printf, 4, 5)));

#endif
