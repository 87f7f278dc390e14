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
 * How wide the terminal itself draws the figurines.  The C library's
 * wcwidth() is only what the library believes; fonts and terminals differ
 * (the unicorn, U+1FA22, is missing from many fonts and some terminals
 * give it two columns).  Before curses starts, the probe prints the white
 * king and the white unicorn at the start of the line, each followed by a
 * cursor position request (ESC [6n), and reads the terminal's answers: the
 * column it reports minus one is the width it drew.  The line is erased
 * afterwards.  A terminal that does not answer within the timeout leaves
 * the decision to wcwidth().
 */
#ifndef RAUMSCHACH_SESSION_GLYPHPROBE_H
#define RAUMSCHACH_SESSION_GLYPHPROBE_H

enum { GLYPH_PROBE_TIMEOUT_MS = 500 };

/* Measures on the terminal at in_fd/out_fd; each width is -1 when the
 * terminal did not say.  Does nothing (both -1) unless both are
 * terminals. */
void glyph_probe(int in_fd, int out_fd, int *king_width, int *unicorn_width);

/* Reads "ESC [ row ; column R" answers from text: the columns of the
 * first `count` answers (1-based), skipping anything else; returns how
 * many were found. */
int glyph_probe_parse(const char *text, int count, int columns[]);

#endif
