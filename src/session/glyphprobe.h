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
