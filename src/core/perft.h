/*
 * perft: the number of leaves of the legal move tree, the standard check of
 * a move generator.  The last ply is counted, not played ("bulk counting").
 */
#ifndef RAUMSCHACH_PERFT_H
#define RAUMSCHACH_PERFT_H

#include <stdint.h>

#include "position.h"

uint64_t perft(Position *pos, int depth);

#endif
