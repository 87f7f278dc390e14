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


# A match stopped by a signal (Ctrl-C, SIGTERM) saves the game in
# progress unfinished and not scored, prints the score of the games
# finished, and ends by the signal.
. "${top_srcdir:-.}/tests/tap.sh"
rs="${top_builddir:-.}/src/raumschach"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Polls (a tenth of a second at a time, two minutes at most) until FILE
# has a line matching PATTERN; false if it never does.
wait_for_line() {
    tries=0
    while ! grep -q "$2" "$1" 2>/dev/null; do
        tries=$((tries + 1))
        [ "$tries" -lt 1200 ] || return 1
        sleep 0.1
    done
}

# start_match DIR SIGNAL_OPTION ARGS...: starts raumschach ARGS with its
# records, output (out) and errors (err) in DIR, under env SIGNAL_OPTION.
# A shell starts its background jobs with SIGINT ignored, and the program
# leaves ignored what it finds ignored: --default-signal=INT gives SIGINT
# back its default, as a player's terminal has it.
start_match() {
    dir=$1 signal_option=$2
    shift 2
    mkdir "$dir"
    env "$signal_option" "$rs" "$@" --record-dir "$dir" >"$dir/out" 2>"$dir/err" &
    pid=$!
}

# stop_match SIGNAL: sends it to the match started last; status is then
# the match's exit status.
stop_match() {
    kill -"$1" "$pid"
    wait "$pid"
    status=$?
}

# check_interrupted WHAT DIR PLIES: the match in DIR (WHAT, for the
# names of the checks), stopped by Ctrl-C in game 1 after PLIES plies,
# ended by SIGINT, without a score, and saved game 1 unfinished; record is
# then its record.
check_interrupted() {
    tap_eq "Ctrl-C ends the $1 by SIGINT" 130 "$status"
    record=$(ls "$2"/*.rgn)
    tap_eq "$1: game 1 is printed as stopped after $3 plies, its record named" \
        "game 1: Einhorn:Strong - Einhorn:Strong stopped after $3 plies, $record" "$(grep '^game' "$2/out")"
    tap_eq "$1: and said not to be scored" "raumschach: game 1 is not scored: stopped by a signal (Interrupt)" \
        "$(cat "$2/err")"
    tap_eq "$1: no score, no game was finished" 0 "$(grep -c 'scored' "$2/out")"
    tap_contains "$1: the record is unfinished" '[Result "*"]' "$(cat "$record")"
}

# 1. Ctrl-C while Strong thinks over its first move on a 300+3 clock
# (several seconds): the move is not played; the game is kept with its two
# opening plies.
start_match "$tmp/1" --default-signal=INT --match strong strong --time 300+3 -n 2
wait_for_line "$tmp/1/out" against
stop_match INT
check_interrupted match "$tmp/1" 2
tap_eq "each side's time a move is still given" 2 "$(grep -c '^Einhorn:Strong: .* s a move$' "$tmp/1/out")"
tap_eq "the record has no Termination" 0 "$(grep -c '^\[Termination' "$record")"
tap_contains "it reads back clean, its two plies" ": ok, 2 plies, * (unfinished)" "$("$rs" --check "$record")"

# 2. With an opponent program that plays game 1 and is silent in game 2:
# game 1 is scored, game 2 (the program has White) stopped by SIGTERM
# while the program thinks, after the two opening plies.
silent="$tmp/silent-in-game-2"
cat > "$silent" <<EOS
#!/bin/sh
games=0
while IFS= read -r line; do
    [ "\$line" != newgame ] || games=\$((games + 1))
    if [ "\$games" -lt 2 ] || [ "\$line" = quit ]; then printf '%s\\n' "\$line"; fi
done | exec "$rs" --engine
EOS
chmod +x "$silent"
start_match "$tmp/2" --default-signal=INT --match 1 1 -n 4 --opponent "$silent"
wait_for_line "$tmp/2/out" '^game 1:'
stop_match TERM
tap_eq "SIGTERM ends the match by SIGTERM" 143 "$status"
record=$(grep '^game 2' "$tmp/2/out" | sed 's/.*, \([^,]*\.rgn\)$/\1/')
tap_eq "game 2 stopped after its opening plies" \
    "game 2: Einhorn:Beginner ($silent) - Einhorn:Beginner stopped after 2 plies, $record" \
    "$(grep '^game 2' "$tmp/2/out")"
tap_eq "and not scored" "raumschach: game 2 is not scored: stopped by a signal (Terminated)" "$(cat "$tmp/2/err")"
tap_eq "game 1 is scored" 1 "$(grep -c '^Einhorn:Beginner .* (+[01] =[01] -[01]): [0-9.,]*%$' "$tmp/2/out")"
tap_eq "the match ends after game 2" 0 "$(grep -c '^game [34]' "$tmp/2/out")"
tap_eq "both records read back clean" 2 "$("$rs" --check "$tmp"/2/*.rgn | grep -c ': ok, ')"
tap_eq "game 2's is unfinished" 1 "$(grep -c '^\[Result "\*"\]' "$record")"

# 3. A Kriegspiel match: Ctrl-C while Strong thinks over White's first try.
start_match "$tmp/3" --default-signal=INT --match strong strong --kriegspiel --time 300+3 -n 2
wait_for_line "$tmp/3/out" against
stop_match INT
check_interrupted "Kriegspiel match" "$tmp/3" 0

# 4. SIGHUP ignored when the match starts (as under nohup) stays ignored:
# after it the match goes on to a game it had not begun, and SIGTERM then
# stops it.
start_match "$tmp/4" --ignore-signal=HUP --match 1 1 -n 1000
wait_for_line "$tmp/4/out" '^game 1:'
kill -HUP "$pid"
next=$(($(grep -c '^game' "$tmp/4/out") + 2))
wait_for_line "$tmp/4/out" "^game $next:"
tap_eq "an ignored SIGHUP does not stop the match: it begins another game" 0 $?
stop_match TERM
tap_eq "SIGTERM then ends it" 143 "$status"
# Within a game or between two (the games are short).
tap_eq "and is named" 1 "$(grep -c -E '^raumschach: (game [0-9]+ is not scored: stopped by a signal \(Terminated\)|stopped by a signal \(Terminated\) before game [0-9]+)$' "$tmp/4/err")"

tap_done
