/*
 * Allocation that aborts with a message when memory runs out, so callers
 * need no NULL checks.
 */
#ifndef RAUMSCHACH_XALLOC_H
#define RAUMSCHACH_XALLOC_H

#include <stddef.h>

void *xmalloc(size_t size);
void *xcalloc(size_t count, size_t size);
void *xrealloc(void *ptr, size_t size);
/* Grows an array to hold at least `needed` elements (capacity doubles). */
void *xgrow(void *ptr, size_t *capacity, size_t needed, size_t element_size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

#endif
