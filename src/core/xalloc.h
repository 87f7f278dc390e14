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
 * Allocation that aborts with a message when memory runs out, so callers
 * need no NULL checks.
 */
#ifndef RAUMSCHACH_XALLOC_H
#define RAUMSCHACH_XALLOC_H

#include <stddef.h>

void *xmalloc(size_t size);
void *xcalloc(size_t count, size_t size);
/* Grows an array to hold at least `needed` elements (capacity doubles). */
void *xgrow(void *ptr, size_t *capacity, size_t needed, size_t element_size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

#endif
