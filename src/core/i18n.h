/*
 * gettext shorthands.  The whole program, core included, is one text domain
 * (PACKAGE); main() binds it.  Built with --disable-nls, the strings pass
 * through untranslated.
 */
#ifndef RAUMSCHACH_I18N_H
#define RAUMSCHACH_I18N_H

#if ENABLE_NLS
#include <libintl.h>
#define _(text) gettext(text)
#else
#define _(text) (text)
#define ngettext(one, many, n) ((n) == 1 ? (one) : (many))
#endif
#define N_(text) (text)

#endif
