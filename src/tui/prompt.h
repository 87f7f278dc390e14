/*
 * The move prompt of the game screen: a line where a move is typed in any
 * form the notation reader accepts ("Bc2Bc3", "Nb1-Cb3", "♘Ab1×Cc2", "P
 * Dd4 Ed5 =Q").  An entry that is not a legal move stays in the prompt,
 * and the message line says why, so it can be corrected.  A pawn move to
 * the promotion row without its piece opens the promotion chooser.
 */
#ifndef RAUMSCHACH_TUI_PROMPT_H
#define RAUMSCHACH_TUI_PROMPT_H

#include "tui/ui.h"

/* Opens the prompt, keeping what was left in it by a failed entry. */
void prompt_open(App *app);
/* A key while the prompt is open. */
void prompt_key(App *app, int key);

#endif
