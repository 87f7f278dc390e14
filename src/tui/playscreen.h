/*
 * What the parts of the game screen (the prompt, the move list) share
 * with play.c.
 */
#ifndef RAUMSCHACH_TUI_PLAYSCREEN_H
#define RAUMSCHACH_TUI_PLAYSCREEN_H

#include <stdbool.h>

#include "tui/ui.h"

/* Puts a message on the message line (an error or news). */
void play_say(App *app, bool error, const char *format, ...) __attribute__((format(printf, 3, 4)));
void play_forget_message(App *app);
/* Plays a legal move on the game and updates the screen's state. */
void play_move(App *app, Move move);
/* Opens the promotion chooser for a pawn move to its last row. */
void play_ask_promotion(App *app, Move move);

#endif
