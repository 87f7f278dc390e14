/*
 * Theme names and the choice of palette.
 */
#include <config.h>

#include "session/theme.h"

#include <stddef.h>
#include <strings.h>

static const char *const THEME_NAMES[THEME_COUNT] = {
    [THEME_AUTO] = "auto",
    [THEME_CLASSIC] = "classic",
    [THEME_BLUE] = "blue",
    [THEME_MONO] = "mono",
};

bool theme_parse(const char *text, Theme *theme)
{
    for (int t = 0; t < THEME_COUNT; t++) {
        if (strcasecmp(text, THEME_NAMES[t]) == 0) {
            *theme = (Theme)t;
            return true;
        }
    }
    return false;
}

const char *theme_name(Theme theme)
{
    return THEME_NAMES[theme];
}

Theme theme_resolve(Theme requested, const char *no_color)
{
    if (requested != THEME_AUTO)
        return requested;
    return no_color != NULL && no_color[0] != '\0' ? THEME_MONO : THEME_CLASSIC;
}

PaletteDepth theme_depth(Theme resolved, bool can_colour, int colours, int pairs, int pairs_needed)
{
    if (resolved == THEME_MONO || !can_colour || colours < 8 || pairs < pairs_needed)
        return PALETTE_NONE;
    return colours >= 256 ? PALETTE_256 : PALETTE_8;
}
