/*
 * This file is part of raumschach.
 * Copyright (C) 2026 The raumschach authors
 *
 * raumschach is free software: you can redistribute it and/or modify it
 * under the terms of the GNU General Public License as published by the
 * Free Software Foundation, either version 3 of the License, or (at your
 * option) any later version.
 *
 * raumschach is distributed in the hope that it will be useful, but
 * WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
 * General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with raumschach.  If not, see <https://www.gnu.org/licenses/>.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

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
