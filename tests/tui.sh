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

# End-to-end test helpers (sourced): run the real program in a tmux pane
# of a known size, send it keys, and read the screen back.  Every test has
# its own tmux server (its own socket) and its own temporary directory, in
# which the program runs, so the records it writes land there.  Waiting is
# polling: the screen (or the pane's state) is read again after a short
# pause until it shows what is expected, up to a bounded number of tries.
. "${top_srcdir:-.}/tests/tap.sh"

tui_program="$(cd "${top_builddir:-.}" && pwd)/src/raumschach"
tui_poll_tries=600          # hang guard: 600 polls, 0.05 s apart
tui_poll_pause=0.05

tui_require_tmux() {
    if ! command -v tmux >/dev/null 2>&1; then
        echo "1..0 # SKIP tmux not installed (install the Debian package tmux)"
        exit 0
    fi
}

tui_tmux() {
    tmux -S "$tui_dir/tmux$tui_launches.socket" "$@"
}

# Quotes one word for sh.
tui_quote() {
    printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

# tui_start COLS ROWS [ARGUMENT...]: starts the program with these
# arguments in a pane of COLS x ROWS, in the directory $tui_dir/play, with
# a UTF-8 locale and TERM=xterm-256color (TUI_TERM and TUI_LANG change
# them).  The pane stays when the program ends, to read its last screen.
tui_start() {
    tui_dir=$(mktemp -d "${TMPDIR:-/tmp}/raumschach-tui.XXXXXX")
    tui_launches=0
    mkdir "$tui_dir/play"
    printf 'set -g status off\nset -g history-limit 0\n' > "$tui_dir/tmux.conf"
    tui_launch "$@"
}

# tui_restart COLS ROWS [ARGUMENT...]: ends this run (its tmux server) and
# starts the program again in the same directory.
tui_restart() {
    tui_end_run
    rm -f "$tui_dir/status" "$tui_dir/pid"
    tui_launch "$@"
}

tui_launch() {
    cols=$1
    rows=$2
    shift 2
    tui_launches=$((tui_launches + 1))
    {
        echo "cd $(tui_quote "$tui_dir/play") || exit 99"
        echo "export LANG=$(tui_quote "${TUI_LANG:-C.UTF-8}") LC_ALL=$(tui_quote "${TUI_LANG:-C.UTF-8}")"
        echo "export TERM=$(tui_quote "${TUI_TERM:-xterm-256color}")"
        echo "unset TMUX"
        # The program runs as a child that first notes its pid; this shell
        # notes how it ended (128 + N for signal N) and survives Ctrl-C.
        # Then it keeps the terminal open until tmux closes it: tmux can
        # drop a pane's last output when its process ends at once.
        echo "trap : INT"
        printf '%s' "sh -c 'echo \$\$ > ../pid; exec \"\$0\" \"\$@\"' $(tui_quote "$tui_program")"
        for argument in "$@"; do
            printf ' %s' "$(tui_quote "$argument")"
        done
        echo
        echo 'echo $? > ../status'
        echo 'exec cat > /dev/null'
    } > "$tui_dir/run.sh"
    tui_tmux -f "$tui_dir/tmux.conf" new-session -d -x "$cols" -y "$rows" -s test \
        "sh $(tui_quote "$tui_dir/run.sh")"
}

# tui_end_run: ends the tmux server (a program still running gets SIGHUP
# and saves its game) and waits until the program is gone.
tui_end_run() {
    pid=$(cat "$tui_dir/pid" 2>/dev/null)
    tui_tmux kill-server 2>/dev/null
    tries=0
    while [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && [ "$tries" -lt "$tui_poll_tries" ]; do
        tries=$((tries + 1))
        sleep "$tui_poll_pause"
    done
}

tui_stop() {
    tui_end_run
    rm -rf "$tui_dir"
}

tui_screen() {
    tui_tmux capture-pane -p -t test
}

# tui_row N: row N of the screen (from 0), trailing spaces removed.
tui_row() {
    tui_screen | sed -n "$(($1 + 1))p"
}

# tui_keys KEY...: tmux key names (Enter, Escape, Up, PPage, C-c...).
tui_keys() {
    tui_tmux send-keys -t test "$@"
}

# tui_type TEXT: types the text literally.
tui_type() {
    tui_tmux send-keys -t test -l "$1"
}

# tui_play_moves MOVE...: enters each move at the move prompt (:).
tui_play_moves() {
    for move in "$@"; do
        tui_keys :
        tui_type "$move"
        tui_keys Enter
    done
}

tui_pane() {
    tui_tmux display-message -p -t test "$1"
}

# tui_wait TEXT: true once the screen shows TEXT.
tui_wait() {
    tries=0
    while [ "$tries" -lt "$tui_poll_tries" ]; do
        case "$(tui_screen)" in
            *"$1"*) return 0 ;;
        esac
        tries=$((tries + 1))
        sleep "$tui_poll_pause"
    done
    return 1
}

# tui_wait_gone TEXT: true once the screen no longer shows TEXT.
tui_wait_gone() {
    tries=0
    while [ "$tries" -lt "$tui_poll_tries" ]; do
        case "$(tui_screen)" in
            *"$1"*) ;;
            *) return 0 ;;
        esac
        tries=$((tries + 1))
        sleep "$tui_poll_pause"
    done
    return 1
}

# tui_wait_exit: true once the program has ended; tui_exit_status then
# says how (128 + N after signal N).
tui_wait_exit() {
    tries=0
    while [ "$tries" -lt "$tui_poll_tries" ]; do
        [ -s "$tui_dir/status" ] && return 0
        tries=$((tries + 1))
        sleep "$tui_poll_pause"
    done
    return 1
}

tui_exit_status() {
    cat "$tui_dir/status" 2>/dev/null
}

# tui_program_pid: the program's process.
tui_program_pid() {
    cat "$tui_dir/pid"
}

# tui_wait_file PATTERN: true once a file matching the glob exists in the
# play directory.
tui_wait_file() {
    tries=0
    while [ "$tries" -lt "$tui_poll_tries" ]; do
        for f in "$tui_dir"/play/$1; do
            [ -e "$f" ] && return 0
        done
        tries=$((tries + 1))
        sleep "$tui_poll_pause"
    done
    return 1
}

# tui_expect NAME TEXT: a TAP check that the screen comes to show TEXT; on
# failure the screen goes into the diagnostics.
tui_expect() {
    if tui_wait "$2"; then
        tap_ok "$1"
    else
        tap_not_ok "$1" "the screen never showed: $2" "screen:"
        tui_screen | sed 's/^/#   /'
    fi
}

# tui_expect_gone_ok NAME TEXT: a TAP check that the screen comes to no
# longer show TEXT.
tui_expect_gone_ok() {
    if tui_wait_gone "$2"; then tap_ok "$1"; else tap_not_ok "$1" "still shown: $2"; fi
}

# tui_expect_output NAME EXPECTED COMMAND...: a TAP check that the
# command's output comes to be exactly EXPECTED (it runs again after a
# short pause until it is).
tui_expect_output() {
    tui_output_name=$1
    tui_output_expected=$2
    shift 2
    tui_output_tries=0
    tui_output=$("$@")
    while [ "$tui_output" != "$tui_output_expected" ] && [ "$tui_output_tries" -lt "$tui_poll_tries" ]; do
        tui_output_tries=$((tui_output_tries + 1))
        sleep "$tui_poll_pause"
        tui_output=$("$@")
    done
    if [ "$tui_output" = "$tui_output_expected" ]; then
        tap_ok "$tui_output_name"
    else
        tap_not_ok "$tui_output_name" "$* expected: '$tui_output_expected'" \
            "$* actual:   '$tui_output'" "screen:"
        tui_screen | sed 's/^/#   /'
    fi
}

# tui_expect_row NAME N TEXT: row N comes to be exactly TEXT (trailing
# spaces aside).
tui_expect_row() {
    tui_expect_output "$1" "$3" tui_row "$2"
}

# tui_holds_none NAME GLYPHS TEXT: a TAP check that the text (a screen,
# or part of one) holds none of the glyphs (a list separated by spaces),
# each compared as a whole string, so the shell's locale does not matter.
tui_holds_none() {
    for glyph in $2; do
        case "$3" in
            *"$glyph"*)
                tap_not_ok "$1" "it shows $glyph" "screen:"
                printf '%s\n' "$3" | sed 's/^/#   /'
                return ;;
        esac
    done
    tap_ok "$1"
}

# tui_screen_holds_none NAME GLYPHS: the same for the whole screen.
tui_screen_holds_none() {
    tui_holds_none "$1" "$2" "$(tui_screen)"
}

# tui_expect_record NAME FILE EXPECTED: the record file, exactly; @DATE@ in
# EXPECTED stands for the date in the file's name (YYYY.MM.DD).
tui_expect_record() {
    file=$2
    if [ ! -f "$file" ]; then
        tap_not_ok "$1" "no record $file" "files: $(ls -A "$(dirname "$file")" | tr '\n' ' ')"
        return
    fi
    stamp=$(basename "$file" | sed 's/^raumschach_\([0-9]*\).*/\1/')
    date=$(echo "$stamp" | sed 's/^\(....\)\(..\)\(..\)$/\1.\2.\3/')
    expected=$(printf '%s\n' "$3" | sed "s/@DATE@/$date/")
    tap_eq "$1" "$expected" "$(cat "$file")"
}

# The date part of today's record name.
tui_today() {
    date +%Y%m%d
}
