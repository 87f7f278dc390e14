/*
 * The move list of the game screen: one row per move number, White's move
 * and Black's, in the record's notation (figurines, or the letter form
 * when the pieces are letters).  It follows the last move unless the
 * player scrolled back.  The texts are kept between frames and rebuilt
 * only from the first move that changed.
 */
#ifndef RAUMSCHACH_TUI_MOVELIST_H
#define RAUMSCHACH_TUI_MOVELIST_H

#include "tui/ui.h"

void movelist_draw(App *app);
/* The scroll position after scrolling by rows from `scroll` (-1 follows
 * the end). */
int movelist_scroll(App *app, int scroll, int rows);
/* Frees the kept texts. */
void movelist_free(void);

#endif
