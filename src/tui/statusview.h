/*
 * The text around the boards on the game screen: the status (both
 * players with their clocks, whose turn it is, check, the result, where
 * the record was saved), the message line and the bottom line, which shows
 * the key hints, the move prompt, the promotion choice or a question.
 */
#ifndef RAUMSCHACH_TUI_STATUSVIEW_H
#define RAUMSCHACH_TUI_STATUSVIEW_H

#include "tui/ui.h"

/* The pieces a pawn can become, in the order the chooser shows them. */
extern const PieceType PROMOTION_CHOICES[];
enum { PROMOTION_CHOICE_COUNT = 5 };

void statusview_draw_status(App *app);
void statusview_draw_message(App *app);
/* Draws the bottom line; for the prompt, also places the terminal cursor
 * (returns true when it should be visible). */
bool statusview_draw_bottom(App *app);

#endif
