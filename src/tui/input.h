/*
 * Reading the keyboard and the mouse through curses, translated into the
 * key codes of keys.h and mouse events on screen positions.
 */
#ifndef RAUMSCHACH_TUI_INPUT_H
#define RAUMSCHACH_TUI_INPUT_H

#include <stdbool.h>

typedef enum {
    MOUSE_NONE,
    MOUSE_PRESS,          /* the left button */
    MOUSE_WHEEL_UP,
    MOUSE_WHEEL_DOWN,
} MouseKind;

typedef struct KeyPress {
    int key;              /* a character or KEY_CODE_*; KEY_CODE_MOUSE for the mouse */
    MouseKind mouse;
    int y, x;             /* where the mouse event happened */
} KeyPress;

/* Keypad keys, a short Escape delay, and the mouse where the terminal
 * reports it. */
void input_init(void);
/* The next key without waiting; false when none is waiting. */
bool input_read(KeyPress *key);

#endif
