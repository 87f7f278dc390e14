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
 * splitmix64 (Steele, Lea and Flood, 2014), the one mixer of the program:
 * a Weyl step (adding the golden ratio) and then a mixing of the bits, so
 * that neighbouring inputs give unrelated outputs.  The Zobrist keys, the
 * weak levels' noise and random moves, the seeds of the engine's games and
 * the openings of `--match` come from it.
 */
#ifndef RAUMSCHACH_CORE_SPLITMIX64_H
#define RAUMSCHACH_CORE_SPLITMIX64_H

#include <stdint.h>

/* The next value of the sequence whose state is *state. */
static inline uint64_t splitmix64_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* The value after state x: a well-mixed hash of x (a seed, a position's
 * hash). */
static inline uint64_t splitmix64_mix(uint64_t x)
{
    return splitmix64_next(&x);
}

#endif
