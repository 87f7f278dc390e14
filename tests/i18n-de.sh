#!/bin/sh
# This file is part of raumschach.
# Copyright (C) 2026 The raumschach authors
#
# raumschach is free software: you can redistribute it and/or modify it
# under the terms of the GNU General Public License as published by the
# Free Software Foundation, either version 3 of the License, or (at your
# option) any later version.
#
# raumschach is distributed in the hope that it will be useful, but
# WITHOUT ANY WARRANTY; without even the implied warranty of
# MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
# General Public License for more details.
#
# You should have received a copy of the GNU General Public License
# along with raumschach.  If not, see <https://www.gnu.org/licenses/>.
# SPDX-License-Identifier: GPL-3.0-or-later

# The German translation end to end.  Under de_DE.UTF-8 the help, the
# error messages (the configuration file's too), --check, the engine
# protocol's messages, the game screen and the replay screen are German;
# the notation, the records, the protocol's keywords and the words the
# program reads are the same in every language.  Also: po/POTFILES.in names every source
# with translatable strings, and po/de.po translates every message.
#
# The catalog is the one this build made (po/de.gmo), found through
# RAUMSCHACH_LOCALEDIR.  Without the de_DE.UTF-8 locale on the system, the
# test makes it with localedef (the Debian package locales) in a temporary
# directory and points LOCPATH there.
. "${top_srcdir:-.}/tests/tui.sh"
. "${top_srcdir:-.}/tests/engine.sh"

srcdir=${top_srcdir:-.}
program=$tui_program
work=$(mktemp -d "${TMPDIR:-/tmp}/raumschach-i18n.XXXXXX")
trap 'rm -rf "$work"' EXIT

if ! grep -q '^#define ENABLE_NLS 1' "${top_builddir:-.}/config.h" 2>/dev/null; then
    echo "1..0 # SKIP built without translations (--disable-nls)"
    exit 0
fi

# The catalog: po/ builds it in the source directory (the release tarball
# carries it); a build of its own may hold a newer one.
catalog=
for gmo in "${top_builddir:-.}/po/de.gmo" "$srcdir/po/de.gmo"; do
    if [ -f "$gmo" ]; then
        catalog=$gmo
        break
    fi
done
if [ -z "$catalog" ]; then
    echo "1..0 # SKIP no po/de.gmo (built with --disable-nls?)"
    exit 0
fi
mkdir -p "$work/messages/de/LC_MESSAGES"
cp "$catalog" "$work/messages/de/LC_MESSAGES/raumschach.mo"

# The locale: the system's, or one made here.
locpath=
if ! locale -a 2>/dev/null | grep -qix 'de_DE\.utf-\{0,1\}8'; then
    mkdir "$work/locale"
    if ! localedef -i de_DE -f UTF-8 "$work/locale/de_DE.UTF-8" >"$work/localedef.log" 2>&1 \
        || [ "$(LOCPATH="$work/locale" LC_ALL=de_DE.UTF-8 locale charmap 2>/dev/null)" != UTF-8 ]; then
        echo "1..0 # SKIP cannot make the de_DE.UTF-8 locale (install the Debian package locales)"
        exit 0
    fi
    locpath=$work/locale
fi

# de COMMAND...: runs it in German.  en COMMAND...: in English.
de() {
    env -u LANGUAGE LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8 RAUMSCHACH_LOCALEDIR="$work/messages" \
        ${locpath:+LOCPATH="$locpath"} "$@"
}
en() {
    env -u LANGUAGE LANG=C.UTF-8 LC_ALL=C.UTF-8 RAUMSCHACH_LOCALEDIR="$work/messages" "$@"
}

# --- The sources and the catalog

translatable=$(cd "$srcdir" && grep -lE '(^|[^A-Za-z0-9_])(N_|_|ngettext)\(' src/*.c src/*/*.c | LC_ALL=C sort)
listed=$(grep -v '^#' "$srcdir/po/POTFILES.in" | grep . | LC_ALL=C sort)
tap_eq "POTFILES.in names every source with translatable strings" "$translatable" "$listed"

if command -v msgfmt >/dev/null 2>&1; then
    statistics=$(LC_ALL=C msgfmt -c --statistics -o /dev/null "$srcdir/po/de.po" 2>&1)
    tap_eq "de.po: every message translated, none fuzzy, no error" "translated messages." \
        "$(printf '%s\n' "$statistics" | sed 's/^[0-9]* //')"
else
    tap_ok "de.po: every message translated # SKIP msgfmt not installed (install the Debian package gettext)"
fi

# --- The command line

help=$(de "$program" --help)
tap_eq "--help in German: the usage" "Aufruf: raumschach [OPTION]... [DATEI]...
Raumschach, Maacks dreidimensionales Schach auf einem 5x5x5-Würfel.
Ohne Modus spielen zwei Spieler am Terminal; mit einer DATEI werden deren
Partien nachgespielt." "$(printf '%s\n' "$help" | sed -n 1,4p)"
tap_eq "--help in German: an option" "      --white NAME     Name von Weiß (Vorgabe: Mensch)" \
    "$(printf '%s\n' "$help" | grep -e '--white')"
tap_eq "--help in German: --ai none" \
    "                       none: zwei Spieler (Vorrang vor der Konfigurationsdatei)" \
    "$(printf '%s\n' "$help" | grep -e 'none: ')"
tap_eq "--help in German: the top node levels" "  22           Elo  4242  450 Tausend Knoten je Zug
  23           Elo  4445  1,1 Millionen Knoten je Zug" \
    "$(printf '%s\n' "$help" | grep -e 'Knoten je Zug' | tail -2)"
tap_eq "--help in German: the Replay: section" "Nachspielen:
      --replay DATEI   die Partien einer Aufzeichnung (.rgn oder einfache
                       Zugliste; „-“ ist die Standardeingabe) Zug für Zug
                       nachspielen und analysieren; eine DATEI allein als
                       Argument tut dasselbe" \
    "$(printf '%s\n' "$help" | sed -n '/^Nachspielen:$/,/^$/p' | sed '$d')"
tap_eq "--help in German: --version" "  -V, --version        die Version zeigen und beenden" \
    "$(printf '%s\n' "$help" | grep -e '--version')"
tap_eq "--help in German: the exit status" "Beendigungsstatus: 0, wenn alles gut ging, 1, wenn --check, --canonical
oder --filter ein Problem fand, 2 bei fehlerhafter Befehlszeile oder
unbrauchbarer Eingabe." \
    "$(printf '%s\n' "$help" | sed -n '/^Beendigungsstatus:/,/^$/p' | sed '$d')"
# The last lines: where to report bugs (and the home page, when there is
# one), from this build's configuration.
bugs=$(sed -n 's/^#define PACKAGE_BUGREPORT "\(.*\)"$/\1/p' "${top_builddir:-.}/config.h")
url=$(sed -n 's/^#define PACKAGE_URL "\(.*\)"$/\1/p' "${top_builddir:-.}/config.h")
last="Fehler melden an: $bugs"
[ -n "$url" ] && last="$last
Homepage von raumschach: <$url>"
tap_eq "--help in German: the last lines, the bug-report address" "$last" \
    "$(printf '%s\n' "$help" | sed -n '/^Fehler melden an: /,$p')"
# Columns counted as characters: UTF-8 continuation bytes dropped.
columns=$(printf '%s\n' "$help" | LC_ALL=C sed 's/[\x80-\xBF]//g')
tap_eq "--help in German: every line under 80 columns" "" \
    "$(printf '%s\n' "$columns" | awk 'length($0) >= 80')"
tap_eq "--help in German: the descriptions start in column 24" "" \
    "$(printf '%s\n' "$columns" | awk '/^ *(-[A-Za-z], )?--[a-z-]+( [A-Z.]+| --[a-z-]+)*$/ { next }
        /^ *-/ && length($0) > 23 && !(substr($0, 23, 1) == " " && substr($0, 24, 1) != " ") { print }
        /^                       / && substr($0, 24, 1) == " " { print }')"
# README's `LANG=de_DE.UTF-8 src/raumschach` before `make install`: the
# program built here finds the catalog that make laid out in po/locale.
tap_eq "from the build tree, German without RAUMSCHACH_LOCALEDIR" "Aufruf: raumschach [OPTION]... [DATEI]..." \
    "$(env -u LANGUAGE -u RAUMSCHACH_LOCALEDIR LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8 \
        ${locpath:+LOCPATH="$locpath"} "$program" --help | sed -n 1p)"
tap_eq "--help in English without the German locale" "Usage: raumschach [OPTION]... [FILE]..." \
    "$(en "$program" --help | sed -n 1p)"

out=$(de "$program" --perft x 2>&1)
tap_eq "a bad --perft depth exits 2" 2 "$?"
tap_eq "and says why in German" "raumschach: Die Tiefe „x“ ist keine ganze Zahl von 1 bis 20" "$out"
out=$(de "$program" --ai god 2>&1 < /dev/null)
tap_eq "a bad --ai level exits 2" 2 "$?"
tap_eq "and says why in German, the levels as --ai reads them" \
    "raumschach: --ai „god“: none, eine Stufe von 1 bis 24 oder ihren Namen wählen: Beginner, Easy, Normal, Hard, Strong" \
    "$out"
printf 'name = Cleo\ncolour = red\ntheme = pink\n' > "$work/config"
out=$(de "$program" --config "$work/config" 2>&1 < /dev/null)
tap_eq "the configuration file's bad lines in German, the keys and values as the file has them" \
    "raumschach: $work/config:2: unbekannter Schlüssel „colour“
raumschach: $work/config:3: theme „pink“: classic, blue oder mono wählen
raumschach: Das Spiel braucht ein Terminal, aber die Standardein- oder -ausgabe ist keines (--help nennt die Modi ohne Terminal)" \
    "$out"
out=$(de "$program" --no-such-option 2>&1)
tap_eq "an unknown option points to --help in German" "„raumschach --help“ liefert weitere Informationen." \
    "$(printf '%s\n' "$out" | tail -n 1)"

out=$(cd "$srcdir/tests/data" && de "$program" --check mixed-styles.rgn)
tap_eq "--check in German; the Termination tags as in the records" "mixed-styles.rgn: Partie 1: ok, 8 Halbzüge, 1/2-1/2 (Draw by agreement)
mixed-styles.rgn: Partie 2: ok, 2 Halbzüge, * (nicht beendet)" "$out"
printf '[Event "x"]\n\n1. Bc2-Bc3 Dc4-Dc3 2. Ab1-Ac4 *\n' > "$work/bad.rgn"
out=$(cd "$work" && de "$program" --check bad.rgn)
tap_eq "--check finds the illegal move" 1 "$?"
tap_eq "--check explains it in German; the moves as written" "bad.rgn:1:1: Warnung: fehlende Pflicht-Tags: Site, Date, White, Black, Result, Variant, TimeControl
bad.rgn:3:23: Fehler: regelwidriger Zug „Ab1-Ac4“: die Figur auf Ab1 (Springer) kann nicht nach Ac4 ziehen: so zieht ein Springer nicht
bad.rgn: 1 Fehler, 1 Warnung, 2 Halbzüge gelesen" "$out"

for f in canonical.rgn mixed-styles.rgn ascii-hand-typed.rgn plain-list.txt; do
    de "$program" --canonical "$srcdir/tests/data/$f" > "$work/de.out" 2>/dev/null
    en "$program" --canonical "$srcdir/tests/data/$f" > "$work/en.out" 2>/dev/null
    if [ -s "$work/de.out" ] && cmp -s "$work/de.out" "$work/en.out"; then
        tap_ok "--canonical $f: the same record in German and English"
    else
        tap_not_ok "--canonical $f: the same record in German and English" \
            "$(diff "$work/en.out" "$work/de.out" | head -n 10)"
    fi
done

# The input stays open until the search has run to its depth: the same
# answer every time, on one thread (two threads share the hash table in
# whatever order they reach it, so their scores vary from run to run).
out=$(engine_session 1 'position startpos moves Bc2-Bc3 Bc3-Bc4\nbogus\nposition startpos moves Bc2-Bc3\ngo depth 1\n' \
    de "$program" --engine --threads 1)
tap_eq "engine protocol: the keywords stay, the messages are German" "error position: Zug „Bc3-Bc4“: die Figur auf Bc3 (Bauer) gehört Weiß, aber Schwarz ist am Zug
error unbekannter Befehl „bogus“" "$(printf '%s\n' "$out" | grep '^error')"
tap_contains "engine protocol: a bestmove in German too" "bestmove " "$out"
tap_eq "engine protocol: info and bestmove as in English" \
    "$(engine_session 1 'position startpos moves Bc2-Bc3\ngo depth 1\n' en "$program" --engine --threads 1 | sed 's/ nodes [0-9]*.*//')" \
    "$(printf '%s\n' "$out" | grep -v '^error' | sed 's/ nodes [0-9]*.*//')"

# --- The game screen, and its record against the English one

if ! command -v tmux >/dev/null 2>&1; then
    tap_ok "the game screen in German # SKIP tmux not installed (install the Debian package tmux)"
    tap_done
    exit
fi

# The program in tmux gets the catalog (and the locale) through a wrapper.
{
    echo '#!/bin/sh'
    printf 'RAUMSCHACH_LOCALEDIR=%s; export RAUMSCHACH_LOCALEDIR\n' "$(tui_quote "$work/messages")"
    [ -n "$locpath" ] && printf 'LOCPATH=%s; export LOCPATH\n' "$(tui_quote "$locpath")"
    printf 'unset LANGUAGE\nexec %s "$@"\n' "$(tui_quote "$program")"
} > "$work/raumschach-de"
chmod +x "$work/raumschach-de"

tui_program=$work/raumschach-de
TUI_LANG=de_DE.UTF-8
tui_start 100 30 --white Alice --black Bob
tui_expect_row "the boards' headings" 0 "         Ebene A            Ebene B            Ebene C            Ebene D            Ebene E"
tui_expect "German status: White to move" "Weiß am Zug."
tui_expect_row "White's line" 13 "   ▶ Weiß     Alice                      Züge"
tui_expect_row "Black's line, the names lined up" 14 "     Schwarz  Bob"
tui_expect_row "no clock" 16 "   Zug 1, ohne Uhr"
tui_expect "the key hints, all of them" "? Hilfe  Enter ziehen  : tippen  u zurück  f drehen  n neue Partie  q beenden"
tui_tmux resize-window -t test -x 80 -y 24
tui_expect_row "at 80x24 the key hints still fit" 23 "? Hilfe  Enter ziehen  : tippen  u zurück  f drehen  n neue Partie  q beenden"
tui_tmux resize-window -t test -x 100 -y 30
tui_expect_row "back at 100x30" 29 "   ? Hilfe  Enter ziehen  : tippen  u zurück  f drehen  n neue Partie  q beenden"
tui_keys Enter
tui_expect "a selected piece, in German" "Bauer auf Bc2: 2 legale Züge."
tui_keys Escape
tui_play_moves Ab1Ac4
tui_expect "a refused move, the move as typed" "die Figur auf Ab1 (Springer) kann nicht nach Ac4 ziehen: so zieht ein Springer nicht"
tui_keys Escape
tui_tmux resize-window -t test -x 80 -y 24
tui_play_moves Ab1Ac4
tui_expect_row "at 80x24 the refusal wraps whole above the caret, first row" 20 \
    "die Figur auf Ab1 (Springer) kann nicht nach Ac4 ziehen: so zieht ein Springer"
tui_expect_row "its second row" 21 "nicht"
tui_expect_row "the caret under the move" 22 "     ^"
tui_keys Escape
tui_tmux resize-window -t test -x 100 -y 30
tui_expect_row "100x30 again" 29 "   ? Hilfe  Enter ziehen  : tippen  u zurück  f drehen  n neue Partie  q beenden"
tui_play_moves Ad1Ac3 Dc5Bc3 Bc1Ad1 Bc3Ab2
tui_expect "the spacemate in German" "Weiß ist raummatt: Schwarz gewinnt."
tui_expect "the result in German" "Ergebnis 0-1 nach 2 Zügen"
tui_expect_row "saved, in German" 27 \
    "   Weiß ist raummatt: Schwarz gewinnt. n beginnt eine neue Partie, q beendet. Gespeichert als"
tui_expect "the path of the record on the next row" "$(printf '\n   ./raumschach_')"
tui_keys q
tui_wait_exit
tui_expect "leaving says where the game is, in German" "raumschach: die Partie ist als ./raumschach_"
cp "$tui_dir"/play/raumschach_*.rgn "$work/de.rgn" 2>/dev/null
tui_stop

# The promotion chooser, whole on the smallest screen.
tui_start 80 24 --fen 'k4/5/5/5/5|2P2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/K4 w 0 1'
tui_expect "from a position, in German" "Weiß am Zug."
tui_keys '>' '>' k k k Enter '>' Enter
tui_expect "the promotion chooser fits 80 columns" "Umwandlung:  Q ♕   R ♖   B ♗   N ♘   U 🨢   (Buchstabe/Enter; Esc bricht ab)"
tui_stop

# The rules page and the empty-cube demonstration, in German.
tui_start 80 24 --glyphs figurine
tui_expect "a game for the rules page" "Weiß am Zug."
tui_keys '?'
tui_expect_row "help: the rules page named first" 1 \
    "│ Tab           die Spielregeln: wie die Figuren ziehen, Schach, Remis         │"
tui_keys Tab
tui_expect_row "the rules page's heading" 4 \
    "│ Die Regeln des Raumschachs                                                   │"
tui_expect_row "the king's cells on the empty cube" 18 \
    "│               Einhorn: von Cc3 auf 26 Felder, von Aa1 auf 7.                 │"
tui_expect_row "the help's footer" 22 \
    "│   Tab: Regeln/Tasten, e: Figuren testen, Pfeile blättern, sonst: schließen   │"
tui_keys NPage NPage NPage
tui_expect "boardmate" "│ Brettmatt (††): ein Schach, dem der König nur entgeht, indem er seine Ebene  │"
tui_expect_row "the unicorn note: the font" 21 \
    "│ hat, Noto Sans Symbols2 (Debian: fonts-noto-core).                           │"
tui_keys e
tui_expect_row "the demonstration's summary" 13 "Turm (Weiß) auf Cc3: 12 Felder"
tui_expect_row "the demonstration's keys" 19 \
    "← → ↑ ↓ BildAuf BildAb < >      die Figur bewegen (die Cursortasten des Spiels)"
tui_keys P c
tui_expect_row "a black pawn" 13 \
    "Bauer (Schwarz) auf Cc3: zieht auf 2 Felder (Bc3, Cc2), schlägt auf 5 (Bc2, Bb3,"
tui_expect_row "the pawn's legend" 23 "•: dorthin zieht der Bauer   ×: dort schlägt er"
tui_stop

# The replay screen of a fixture: the header, the hints and the help in
# German; the notation on the boards and in the move list as in English
# (tests/tui-replay.sh has the same moves and board rows of this game from
# ascii-hand-typed.rgn); the Termination tag as in the record.
data=$(cd "$srcdir" && pwd)/tests/data
tui_start 80 24 --replay "$data/canonical.rgn"
tui_expect_row "replay: the event and site, whole, across both columns" 13 \
    "Fixture: a short game, raumschach test suite"
tui_expect_row "replay: White's line, the names lined up" 14 "Weiß     Anna                         Züge"
tui_expect_row "replay: Black's line, the first moves" 15 \
    "Schwarz  Bernd                           1. ♕︎Bc1–Dc1         ♛︎Dc5–Bc5"
tui_expect_row "replay: the date and the named clock" 16 \
    "2026.11.22, Schnellschach 900+10         2. ♕︎Dc1–Db1         ♛︎Bc5–Ab5"
tui_expect_row "replay: the result, the termination as in the record" 17 \
    "Ergebnis 1-0: Spacemate                  3. ♕︎Db1–Dc2         ♛︎Ab5–Cb5"
tui_expect_row "replay: game and ply" 18 \
    "Partie 1 von 1, Halbzug 0 von 37         4. ♕︎Dc2–Ac5†        ♝︎Db5–Cc5"
tui_expect_row "replay: the material" 19 \
    "Material ausgeglichen.                   5. ♙︎Aa2–Aa3         ♝︎De5×Ae2"
tui_expect_row "replay: no analysis" 20 \
    "Analyse aus: a startet sie.              6. ♖︎Ae1×Ae2         ♞︎Ed5–Ce5"
tui_expect_row "replay: the key hints, all of them in 80 columns" 23 \
    "? Hilfe  → vor  ← zurück  : Zug  Leer abspielen  a Analyse  c weiter  q beenden"
tui_keys End
tui_expect_row "replay: End, the last ply" 18 \
    "Partie 1 von 1, Halbzug 37 von 37       17. ♖︎Ae2–Ae3†        ♚︎De3–Ce4"
tui_expect_row "replay: the spacemate in the move list, the material above it" 20 "Schwarz schlug ♙♙♙♙.                    19. ♘︎Ac4–Cc5†††"
tui_expect_row "replay: the spacemated king on the board, the knight giving mate" 1 \
    "5               5               5      +♘+      5          🨨 !♚!5             ♜"
tui_keys :
tui_expect "replay: the jump prompt" "Gehe zu Zug:"
tui_type x
tui_keys Enter
tui_expect_row "replay: not a move number, in German, above the key hints" 22 \
    "Keine Zugnummer: 12 für den 12. Zug von Weiß, 12... oder 12b für Schwarz."
tui_keys '?'
tui_expect_row "replay help: the heading" 4 \
    "│ Tasten beim Nachspielen                                                      │"
tui_expect_row "replay help: the jump key's description fits" 9 \
    "│ :             zu einem Zug gehen: 12, oder 12... für Schwarz; 0: der Anfang  │"
tui_expect_row "replay help: continuing fits" 17 \
    "│ c             ab dieser Stellung weiterspielen (Formular „Neue Partie“)      │"
tui_keys Escape
tui_expect_gone_ok "replay help: a key closes it" "Tasten beim Nachspielen"
tui_keys : 5 Enter c
tui_expect "replay: c opens the new-game form from the shown position" \
    "Die Partie beginnt in einer vorgegebenen Stellung."
tui_keys Down Down Down Right
tui_expect "the new-game form: Black is Einhorn at the first level, in German" \
    "Schwarz         < Einhorn, 1 Anfänger (Elo 0) >"
tui_keys Escape
tui_expect_gone_ok "the form closes" "Die Partie beginnt in einer vorgegebenen Stellung."
tui_tmux resize-window -t test -x 100 -y 30
tui_expect_row "replay at 100x30: the key hints" 29 \
    "   ? Hilfe  → vor  ← zurück  : Zug  Leer abspielen  a Analyse  c weiter  q beenden"
tui_keys q
tui_wait_exit
tap_eq "replay: q quits" 0 "$(tui_exit_status)"
tui_stop

tui_program=$program
TUI_LANG=C.UTF-8
tui_start 100 30 --white Alice --black Bob
tui_expect "English status" "White to move."
tui_play_moves Ad1Ac3 Dc5Bc3 Bc1Ad1 Bc3Ab2
tui_expect "the spacemate in English" "White is spacemated: Black wins."
tui_keys q
tui_wait_exit
cp "$tui_dir"/play/raumschach_*.rgn "$work/en.rgn" 2>/dev/null
tui_stop

# The two games may straddle midnight: the Date tag aside, byte for byte.
tap_contains "the German game's record has the moves in notation" "1. ♘︎Ad1–Ac3 ♕︎Dc5–Bc3 2. ♕︎Bc1–Ad1 ♕︎Bc3×Ab2†††
0-1" \
    "$(cat "$work/de.rgn" 2>/dev/null)"
grep -v '^\[Date ' "$work/de.rgn" > "$work/de.nodate" 2>/dev/null
grep -v '^\[Date ' "$work/en.rgn" > "$work/en.nodate" 2>/dev/null
if [ -s "$work/de.nodate" ] && cmp -s "$work/de.nodate" "$work/en.nodate"; then
    tap_ok "the record written in German is the one written in English"
else
    tap_not_ok "the record written in German is the one written in English" \
        "$(diff "$work/en.rgn" "$work/de.rgn" 2>&1 | head -n 20)"
fi

tap_done
