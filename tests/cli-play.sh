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

# The game's command line: each bad option is refused with status 2 and a
# message that names the option, the value and what is wrong; without a
# terminal the game says it needs one.
. "${top_srcdir:-.}/tests/tap.sh"
rs="${top_builddir:-.}/src/raumschach"

refused() {
    name=$1
    expected=$2
    shift 2
    out=$("$rs" "$@" 2>&1 < /dev/null)
    status=$?
    tap_eq "$name exits 2" 2 "$status"
    tap_eq "$name says why" "$expected" "$out"
}

refused "a bad time control" \
    "raumschach: --time '0+5': '0+5' is not a time control: use friendly (or -), blitz, rapid, classical, or SECONDS+INCREMENT such as 600+5" \
    --time 0+5
refused "a bad glyph set" "raumschach: --glyphs 'fancy': choose figurine or letters" --glyphs fancy
refused "a bad theme" "raumschach: --theme 'wood': choose classic, blue or mono" --theme wood
refused "an empty name" "raumschach: --white '': a player's name cannot be empty" --white ''
long=$(printf '%064d' 0)
refused "a name too long" "raumschach: --black '$long': a player's name has at most 63 bytes" \
    --black "$long"
# The replacement character is matched as the one whole string it is.
refused "a name that is not UTF-8" \
    "raumschach: --white 'Ann$(printf '\357\277\275')a': a player's name must be UTF-8: byte 4 (0xFF) is not part of a character" \
    --white "$(printf 'Ann\377a')"
refused "a name with a control character" \
    "raumschach: --black 'A [1mB': a player's name cannot hold control characters: U+001B at byte 2" \
    --black "$(printf 'A\033[1mB')"
cfg=$(mktemp)
printf 'name = Ann\377a\nglyphs = letters\0\n' > "$cfg"
refused "the configuration's name and a NUL byte" \
    "raumschach: $cfg:1: a player's name must be UTF-8: byte 4 (0xFF) is not part of a character
raumschach: $cfg:2: a NUL byte at column 17: the configuration file is text
raumschach: --time '0+5': '0+5' is not a time control: use friendly (or -), blitz, rapid, classical, or SECONDS+INCREMENT such as 600+5" \
    --config "$cfg" --time 0+5
rm -f "$cfg"
refused "/dev/zero as the configuration" \
    "raumschach: the configuration file '/dev/zero' is larger than 64 KiB, the limit" --config /dev/zero
fifo=$(mktemp -d)
mkfifo "$fifo/config"
# A FIFO no one writes to reads as empty at once (the guard is no speed
# limit: without it a hang would be a hang).
out=$(timeout 600 "$rs" --config "$fifo/config" --time 0+5 2>&1 < /dev/null)
tap_eq "a FIFO as the configuration does not block" 2 "$?"
rm -rf "$fifo"
refused "a missing record directory" \
    "raumschach: --record-dir '/nonexistent/games': No such file or directory" \
    --record-dir /nonexistent/games
refused "a file as record directory" "raumschach: --record-dir '/dev/null': not a directory" \
    --record-dir /dev/null
refused "a bad position" \
    "raumschach: bad RFEN at column 1: 'x' is not a piece letter (K Q R B N S U P) or a digit 1-5" \
    --fen xyz
refused "an unknown engine level" \
    "raumschach: --ai 'expert': choose none, a level from 1 to 24 or its name: Beginner, Easy, Normal, Hard, Strong" --ai expert
refused "an empty engine level" \
    "raumschach: --ai '': choose none, a level from 1 to 24 or its name: Beginner, Easy, Normal, Hard, Strong" --ai ''
refused "a level above the ladder" \
    "raumschach: --ai '25': choose none, a level from 1 to 24 or its name: Beginner, Easy, Normal, Hard, Strong" --ai 25
refused "a side that is not one" "raumschach: --play-as 'red': choose white or black" \
    --ai hard --play-as red
refused "a side without an engine" \
    "raumschach: --play-as 'black': there is no engine to play against: add --ai LEVEL" \
    --play-as black
refused "a side against no engine" \
    "raumschach: --play-as 'black': there is no engine to play against: add --ai LEVEL" \
    --ai none --play-as black
refused "a name for the engine's side" \
    "raumschach: --black 'Bob': Black is the engine (--ai), named by its level" \
    --ai easy --white Anna --black Bob
refused "a name for the engine's side (White)" \
    "raumschach: --white 'Anna': White is the engine (--ai), named by its level" \
    --ai easy --play-as black --white Anna
refused "a level in capitals is read (then no terminal)" \
    "raumschach: the game needs a terminal, and standard input or output is not one (see --help for the modes without one)" \
    --ai STRONG --play-as BLACK
# Kriegspiel against the engine: the same checks of --ai and --play-as.
refused "Kriegspiel: a side without an engine" \
    "raumschach: --play-as 'white': there is no engine to play against: add --ai LEVEL" \
    --kriegspiel --play-as white
refused "Kriegspiel: an unknown engine level" \
    "raumschach: --ai 'expert': choose none, a level from 1 to 24 or its name: Beginner, Easy, Normal, Hard, Strong" \
    --kriegspiel --ai expert --play-as black
refused "Kriegspiel: a name for the engine's side" \
    "raumschach: --white 'Anna': White is the engine (--ai), named by its level" \
    --kriegspiel --ai beginner --play-as black --white Anna
refused "Kriegspiel against the engine is played (then no terminal)" \
    "raumschach: the game needs a terminal, and standard input or output is not one (see --help for the modes without one)" \
    --kriegspiel --ai beginner --play-as black
refused "no terminal" \
    "raumschach: the game needs a terminal, and standard input or output is not one (see --help for the modes without one)" \
    --white Anna

out=$("$rs" --help)
tap_contains "--help lists the game's options" "--record-dir DIR" "$out"
tap_contains "--help lists --ai" "--ai LEVEL       play against the engine Einhorn at LEVEL" "$out"
tap_contains "--help lists --play-as" "--play-as SIDE   with --ai: the side you play, white or black" "$out"
tap_contains "--help: Kriegspiel against the engine" "it over after every move, or with --ai LEVEL you" "$out"
tap_contains "--help says how to see the keys and the rules" "Press ? in the game for its keys; Tab there shows the rules, e the pieces'
moves on an empty cube." "$out"

# README's configuration example, comments after the values included, is
# read without a complaint: only the missing terminal is reported.
config=$(mktemp "${TMPDIR:-/tmp}/raumschach-readme-config.XXXXXX")
sed -n '/^    name = Anna$/,/^$/s/^    //p' "${top_srcdir:-.}/README" > "$config"
tap_eq "README's configuration example has four settings" 4 "$(grep -c ' = ' "$config")"
tap_eq "README's configuration example is read without a complaint" \
    "raumschach: the game needs a terminal, and standard input or output is not one (see --help for the modes without one)" \
    "$("$rs" --config "$config" 2>&1 < /dev/null)"
rm -f "$config"

tap_done
