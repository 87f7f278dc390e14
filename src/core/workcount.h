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
 * The record reader's work, counted in a test build only: the steps whose
 * number grows with the input (bytes scanned for a column, probes of the
 * tag table, bytes of comments joined).  tests/check_rgn_work compiles the
 * reader with RAUMSCHACH_COUNT_WORK and asserts that hostile shapes cost
 * work proportional to their size, not its square; the program and the
 * library count nothing.
 */
#ifndef RAUMSCHACH_WORKCOUNT_H
#define RAUMSCHACH_WORKCOUNT_H

#ifdef RAUMSCHACH_COUNT_WORK
extern unsigned long long raumschach_work;
#define COUNT_WORK(n) (raumschach_work += (unsigned long long)(n))
#else
#define COUNT_WORK(n) ((void)0)
#endif

#endif
