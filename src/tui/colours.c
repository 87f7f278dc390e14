/*
 * The palettes.  Pairs are numbered 1 + background * INK_COUNT + ink for
 * the cells, then one per text style.  With no colours at all, the
 * attribute tables below stand in for them.
 */
#include <config.h>

#include "colours.h"

enum { CELL_PAIRS = BACKGROUND_COUNT * INK_COUNT, FIRST_STYLE_PAIR = 1 + CELL_PAIRS };

/* 256-colour palette: light and dark wood, a yellow tint for the last
 * move, green for the selection, red for captures and check, blue for the
 * cursor. */
static const short BACKGROUND_256[BACKGROUND_COUNT] = { 180, 137, 186, 143, 71, 167, 160, 75 };
static const short INK_256[INK_COUNT] = { 231, 16, 19 };
static const short BACKGROUND_8[BACKGROUND_COUNT] = {
    COLOR_YELLOW, COLOR_GREEN, COLOR_CYAN, COLOR_CYAN, COLOR_BLUE, COLOR_MAGENTA, COLOR_RED,
    COLOR_WHITE,
};
static const short INK_8[INK_COUNT] = { COLOR_WHITE, COLOR_BLACK, COLOR_BLUE };

typedef struct StyleColour {
    short fg;
    attr_t attributes;
} StyleColour;

/* Foreground on the terminal's own background (-1), and attributes. */
static const StyleColour STYLE_COLOURS[STYLE_COUNT] = {
    [STYLE_NORMAL] = { -1, A_NORMAL },
    [STYLE_LABEL] = { COLOR_CYAN, A_NORMAL },
    [STYLE_TITLE] = { COLOR_YELLOW, A_BOLD },
    [STYLE_TITLE_CURSOR] = { COLOR_YELLOW, A_BOLD | A_REVERSE },
    [STYLE_TO_MOVE] = { COLOR_GREEN, A_BOLD },
    [STYLE_ERROR] = { COLOR_RED, A_BOLD },
    [STYLE_NEWS] = { COLOR_MAGENTA, A_BOLD },
    [STYLE_HINT] = { -1, A_DIM },
    [STYLE_KEY] = { COLOR_CYAN, A_BOLD },
    [STYLE_FRAME] = { COLOR_BLUE, A_BOLD },
    [STYLE_FIELD] = { -1, A_UNDERLINE },
    [STYLE_FIELD_FOCUS] = { COLOR_YELLOW, A_BOLD | A_UNDERLINE },
};

/* Without colours. */
static const attr_t MONO_BACKGROUND[BACKGROUND_COUNT] = {
    A_NORMAL, A_REVERSE, A_UNDERLINE, A_REVERSE | A_UNDERLINE, A_BOLD, A_BOLD, A_BOLD, A_BOLD,
};
static const attr_t MONO_INK[INK_COUNT] = { A_BOLD, A_NORMAL, A_BOLD };
static const attr_t MONO_STYLE[STYLE_COUNT] = {
    [STYLE_NORMAL] = A_NORMAL,
    [STYLE_LABEL] = A_NORMAL,
    [STYLE_TITLE] = A_BOLD,
    [STYLE_TITLE_CURSOR] = A_BOLD | A_REVERSE,
    [STYLE_TO_MOVE] = A_BOLD,
    [STYLE_ERROR] = A_BOLD,
    [STYLE_NEWS] = A_BOLD,
    [STYLE_HINT] = A_NORMAL,
    [STYLE_KEY] = A_BOLD,
    [STYLE_FRAME] = A_NORMAL,
    [STYLE_FIELD] = A_UNDERLINE,
    [STYLE_FIELD_FOCUS] = A_BOLD | A_UNDERLINE,
};

static bool have_colours;

void colours_init(void)
{
    have_colours = has_colors() && start_color() == OK;
    if (!have_colours)
        return;
    bool default_background = use_default_colors() == OK;
    bool rich = COLORS >= 256 && COLOR_PAIRS > FIRST_STYLE_PAIR + STYLE_COUNT;
    for (int b = 0; b < BACKGROUND_COUNT; b++)
        for (int i = 0; i < INK_COUNT; i++)
            init_pair((short)(1 + b * INK_COUNT + i), rich ? INK_256[i] : INK_8[i],
                rich ? BACKGROUND_256[b] : BACKGROUND_8[b]);
    for (int s = 0; s < STYLE_COUNT; s++) {
        short fg = STYLE_COLOURS[s].fg;
        init_pair((short)(FIRST_STYLE_PAIR + s), default_background ? fg : (fg < 0 ? COLOR_WHITE : fg),
            default_background ? -1 : COLOR_BLACK);
    }
}

attr_t colours_cell(Background background, Ink ink)
{
    if (!have_colours)
        return MONO_BACKGROUND[background] | MONO_INK[ink];
    attr_t bold = ink == INK_WHITE_PIECE && COLORS < 256 ? A_BOLD : A_NORMAL;
    return COLOR_PAIR(1 + background * INK_COUNT + ink) | bold;
}

attr_t colours_style(Style style)
{
    if (!have_colours)
        return MONO_STYLE[style];
    return COLOR_PAIR(FIRST_STYLE_PAIR + style) | STYLE_COLOURS[style].attributes;
}
