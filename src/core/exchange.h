/*
 * Static exchange evaluation: what a capture wins once both sides have
 * recaptured on its cell as long as it pays, each with its least valuable
 * piece (PIECE_VALUE), without searching.  Pieces that move off a line
 * uncover the sliders behind them (a pawn's captures run along bishop
 * lines, so a pawn can uncover a bishop or a queen).  Pins are not
 * considered.  The search uses it to skip captures that lose material in
 * the quiescence search and to try them after the quiet moves elsewhere.
 */
#ifndef RAUMSCHACH_EXCHANGE_H
#define RAUMSCHACH_EXCHANGE_H

#include <stdbool.h>

#include "move.h"
#include "position.h"

/* Does the side to move win at least `threshold` centipawns by move m
 * (a capture, a promotion or a quiet move: 0 gained, then the exchange)? */
bool exchange_at_least(const Position *pos, Move m, int threshold);

#endif
