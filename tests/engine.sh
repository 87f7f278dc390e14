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

# A session with the engine protocol for the shell tests, which source this
# file: the end of the input stops a search (it is quit), so the input
# stays open until the answers are in.
#
# engine_session N COMMANDS CMD...: runs CMD (the program with --engine,
# or a shell function that runs it), sends it COMMANDS (printf's format),
# prints its answers, and closes its input once it has answered N
# bestmoves.  The answers are read as they come (blocking reads: no
# polling); then the rest until the program exits.
engine_session() {
    engine_bestmoves=$1
    engine_commands=$2
    shift 2
    engine_dir=$(mktemp -d "${TMPDIR:-/tmp}/raumschach-engine.XXXXXX")
    mkfifo "$engine_dir/in" "$engine_dir/out"
    "$@" < "$engine_dir/in" > "$engine_dir/out" &
    exec 3> "$engine_dir/in" 4< "$engine_dir/out"
    printf "$engine_commands" >&3
    engine_answered=0
    while [ "$engine_answered" -lt "$engine_bestmoves" ] && IFS= read -r engine_line <&4; do
        printf '%s\n' "$engine_line"
        case $engine_line in "bestmove "*) engine_answered=$((engine_answered + 1)) ;; esac
    done
    exec 3>&-
    cat <&4
    exec 4<&-
    wait
    rm -rf "$engine_dir"
}
