/*
 * Time controls (SPEC.md section 8): no clock ("-"), or a base time and an
 * increment added after each move, in whole seconds.  Written as the
 * TimeControl tag writes them: "-" or "seconds+increment".
 */
#ifndef RAUMSCHACH_TIMECONTROL_H
#define RAUMSCHACH_TIMECONTROL_H

#include <stdbool.h>
#include <stddef.h>

#include "error.h"

typedef struct TimeControl {
    bool unlimited;          /* Friendly: no clock */
    int base_seconds;
    int increment_seconds;
} TimeControl;

enum { TIME_CONTROL_TEXT_SIZE = 32 };

/* Reads "friendly" or "-", "blitz", "rapid", "classical" (any case), or
 * "S+I" / "S" in seconds.  The error column is 1-based in text. */
bool time_control_parse(const char *text, TimeControl *tc, Error *err);
/* "-" or "S+I", as in the TimeControl tag. */
void time_control_format(const TimeControl *tc, char buf[TIME_CONTROL_TEXT_SIZE]);
/* "Friendly", "Blitz", "Rapid", "Classical" (translated), or NULL for a
 * custom control. */
const char *time_control_name(const TimeControl *tc);

#endif
