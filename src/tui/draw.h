/*
 * Small drawing helpers on stdscr: text cut to a width in columns
 * (libunistring, never bytes), centred text, filled runs and frames.
 */
#ifndef RAUMSCHACH_TUI_DRAW_H
#define RAUMSCHACH_TUI_DRAW_H

#include <curses.h>

#include "glyphs.h"
#include "layout.h"

/* Draws text at (y, x), at most width columns; returns the columns used. */
int draw_text(int y, int x, int width, const char *text, attr_t attr);
/* Draws text ending at column x + width (right-aligned in the width). */
int draw_text_right(int y, int x, int width, const char *text, attr_t attr);
/* Draws text centred in width columns starting at x. */
void draw_text_centred(int y, int x, int width, const char *text, attr_t attr);
/* Fills width columns with spaces. */
void draw_fill(int y, int x, int width, attr_t attr);
/* Clears a rectangle and draws a frame around it (inside its edge). */
void draw_frame(const Rect *r, const Glyphs *g, attr_t attr);

#endif
