/*
 * How wide text is on the terminal, in columns, by libunistring: a
 * figurine is one column, a CJK character two, a variation selector none.
 * Never bytes.
 */
#ifndef RAUMSCHACH_TUI_TEXTWIDTH_H
#define RAUMSCHACH_TUI_TEXTWIDTH_H

#include <stddef.h>

/* Columns of UTF-8 text. */
int text_width(const char *text);
/* Bytes of the longest start of text that takes at most `columns`
 * columns, cut between whole characters (a zero-width character stays
 * with the one before it). */
size_t text_fit(const char *text, int columns);
/* Bytes of the shortest end of text to drop from the start so that the
 * rest takes at most `columns` columns: the offset to draw from. */
size_t text_fit_tail(const char *text, int columns);

#endif
