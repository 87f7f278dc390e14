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

# End to end, the replay screen: a record the game wrote, the hand-typed
# record fixtures and a sample game stepped through, jumped in and played
# automatically; a file of several games; a broken record (its error and
# the moves before it); analysis; the help; the minimum size; a game
# continued from a replayed position and its record (SetUp/FEN); and the
# command line's refusals.
. "${top_srcdir:-.}/tests/tui.sh"
tui_require_tmux

data=$(cd "${top_srcdir:-.}" && pwd)

# tui_expect_ply NAME GAME PLY: the header's position line.
tui_expect_ply() {
    tui_expect "$1" "Game $2, ply $3"
}

# A game written by the program, then replayed.
tui_start 80 24 --white Alice --black Bob --time blitz
tui_expect "a game to record" "White to move."
tui_play_moves Ad1Ac3 Dc5Bc3 Bc1Ad1 Bc3Ab2
tui_expect "it ends in spacemate" "White is spacemated: Black wins."
tui_wait_file 'raumschach_*.rgn'
record=$(ls "$tui_dir"/play/raumschach_*.rgn | head -n 1)
tui_restart 80 24 "$record"
tui_expect_ply "the record opens at its start" "1 of 1" "0 of 4"
tui_expect_row "White from the header" 13 "White  Alice                          Moves"
tui_expect_row "Black from the header, the first move" 14 \
    "Black  Bob                               1. ♘︎Ad1–Ac3         ♛︎Dc5–Bc3"
tui_expect_row "the event (the site is unknown)" 15 \
    "Casual game                              2. ♕︎Bc1–Ad1         ♛︎Bc3×Ab2†††"
tui_expect_row "the result and the termination" 17 "Result 0-1: Spacemate"
tui_expect_row "the start position" 9 \
    "1 ♖  ♘  ♔  ♘  ♖ 1 ♗  🨢  ♕  ♗  🨢 1               1               1"
tui_expect_row "the material below the header" 19 "Material even."
tui_expect_row "no analysis yet" 20 "Analysis off: a starts it."
tui_keys Right l
tui_expect_ply "two steps on" "1 of 1" "2 of 4"
tui_expect_row "the knight on Ac3, the queen on Bc3" 5 \
    "3       ♘       3       ♛       3               3               3"
tui_keys Left
tui_expect_ply "one back" "1 of 1" "1 of 4"
tui_expect_row "the queen is home again" 1 \
    "5               5               5               5 🨨  ♝  ♛  🨨  ♝ 5 ♜  ♞  ♚  ♞  ♜"
tui_keys End
tui_expect_ply "End: the last move" "1 of 1" "4 of 4"
tui_expect_row "the spacemated king is marked" 9 \
    "1 ♖  ♘ !♔! ♕  ♖ 1 ♗  🨢     ♗  🨢 1               1               1"
tui_keys Home
tui_expect_ply "Home: the start" "1 of 1" "0 of 4"
tui_keys G
tui_expect_ply "G: the end" "1 of 1" "4 of 4"
tui_keys g
tui_expect_ply "g: the start" "1 of 1" "0 of 4"
tui_keys h
tui_expect_ply "no step back from the start" "1 of 1" "0 of 4"
tui_keys f
tui_expect_row "f turns the cube" 0 \
    "     Level E         Level D         Level C         Level B         Level A"
tui_keys q
tui_wait_exit
tap_eq "q quits at once" "0" "$(tui_exit_status)"
tap_eq "replaying writes no record" "1" "$(ls "$tui_dir"/play/*.rgn | wc -l | tr -d ' ')"
tui_stop

# The hand-typed fixture: ASCII letters, spaces around the dash, no
# numbers' spaces.
tui_start 80 24 --replay "$data/tests/data/ascii-hand-typed.rgn"
tui_expect_ply "the hand-typed record opens" "1 of 1" "0 of 37"
tui_expect_row "its event and site, whole, across both columns" 13 \
    "Fixture: a short game, raumschach test suite"
tui_expect_row "its players below" 14 "White  Anna                           Moves"
tui_expect_row "its date and clock" 16 \
    "2026.11.22, Rapid 900+10                 2. ♕︎Dc1–Db1         ♛︎Bc5–Ab5"
tui_keys 5 Enter
tui_expect_ply "a digit opens the prompt: 5 is after White's 5th move" "1 of 1" "9 of 37"
tui_expect_row "the pawn has come to Aa3" 5 \
    "3 ♙             3               3               3               3"
tui_keys : 1 6 . . . Enter
tui_expect_ply "16... is after Black's 16th" "1 of 1" "32 of 37"
tui_keys : 4 0 Enter
tui_expect "a move the game does not have" "This game has no such move."
tui_expect_ply "and the position stays" "1 of 1" "32 of 37"
tui_keys : x Enter
tui_expect "not a move number" "Not a move number"
tui_keys : 3 Escape
tui_expect_ply "Esc closes the prompt" "1 of 1" "32 of 37"
tui_keys 0 Enter
tui_expect_ply "0 is the start" "1 of 1" "0 of 37"
tui_keys + + + Space
tui_expect "autoplay starts" "Autoplay: a move every 0.1 s"
tui_expect_ply "autoplay comes to the end" "1 of 1" "37 of 37"
tui_expect_row "the last move: the knight to Cc5, the black king in check, the knight giving it" 1 \
    "5               5               5      +♘+      5          🨨 !♚!5             ♜"
tui_stop

# A plain move list and the sample game with its comment.
tui_start 80 24 --replay "$data/tests/data/plain-list.txt"
tui_expect_ply "a plain move list" "1 of 1" "0 of 12"
tui_expect_row "unknown players" 13 "White  ?                              Moves"
tui_expect_row "the result is unknown" 17 \
    "Result *                                 4. ♕︎Dc2–Ac5†        ♝︎Db5–Cc5"
tui_stop
tui_start 80 24 "$data/data/spacemate-in-23.rgn"
tui_expect_row "the comment before the first move" 21 \
    "Played by a two-ply material search to show a complete record, not as a model of"
tui_expect_row "wraps onto the second message row" 22 "good play."
tui_keys 1 2 . . . Enter
tui_expect_ply "12... in the sample" "1 of 1" "24 of 46"
tui_expect "the move list follows the shown move" "12. ♔︎De1–Dd1"
tui_keys a
tui_expect "a: the engine analyses" "  depth "
tui_expect "from White's side, with its best line" "Analysis: -"
tui_keys : 2 3 Enter
tui_expect_ply "the analysis restarts at 23." "1 of 1" "45 of 46"
tui_expect_row "Black mates in one, from White's side (the search ends at depth 3)" 19 \
    "Analysis: -M1  depth 3                  22. ♔︎De2–Ce1         ♞︎Ee3–Ed1††"
tui_expect_row "the mating move as the best line" 20 \
    "23... ♛︎Ed3–Ee2†††                       23. ♔︎Ce1–Dd1         ♛︎Ed3–Ee2†††"
tui_keys l
tui_expect_row "after the mate, the end instead of a search" 19 \
    "White is spacemated: Black wins.        22. ♔︎De2–Ce1         ♞︎Ee3–Ed1††"
tui_keys a
tui_expect "a again: analysis off" "Analysis off: a starts it."
tui_keys '?'
tui_expect "the help lists the replay keys" "Keys on the replay screen"
tui_expect "with go to" "go to a move: 12, or 12... for Black's; 0: the start"
tui_keys x
tui_expect_gone_ok "any key closes the help" "Keys on the replay screen"
tui_stop

# A record with a byte-order mark and CRLF, in letters; a promotion.
tui_start 80 24 --glyphs letters "$data/tests/data/crlf-bom.rgn"
tui_expect_ply "the CRLF record with a byte-order mark" "1 of 1" "0 of 37"
tui_expect_row "its moves in letters" 15 \
    "Black  Bernd                             1. QBc1-Dc1         QDc5-Bc5"
tui_keys G
tui_expect_row "the spacemated king marked, and the knight giving mate, in letters" 1 \
    "5               5               5      +N+      5          u !k!5             r"
tui_expect "the last move in the list" "19. NAc4-Cc5#"
tui_stop
tui_start 80 24 "$data/data/promotion-spacemate.rgn"
tui_expect "a set-up position with its comment" "A set-up position: White to move and spacemate in one."
tui_keys End
tui_expect_ply "a one-move game" "1 of 1" "1 of 1"
tui_expect "the comment after the move" "pawn promotes on the last rank of the top level"
tui_expect "the promotion with its spacemate" "=♕︎†††"
tui_stop

# Several games in one file.
tui_start 80 24 "$data/tests/data/mixed-styles.rgn"
tui_expect_ply "the first of two games" "1 of 2" "0 of 8"
tui_expect "its first comment" "A quiet game."
tui_keys l l l
tui_expect "the comment after 2. SAb1-Cb2" "S: Springer, the German letter"
tui_keys n
tui_expect_ply "n: the second game" "2 of 2" "0 of 2"
tui_expect_row "its players" 13 "White  Anna                           Moves"
tui_expect_row "it starts with Black to move" 14 \
    "Black  Bernd                           1...                  ♟︎Dc4–Dc3"
tui_keys n
tui_expect "there is no third" "This is the last game of the file."
tui_keys PPage
tui_expect_ply "PgUp: the first again" "1 of 2" "0 of 8"
tui_stop

# A broken record: its error, and the moves before it.
cat > "${TMPDIR:-/tmp}/raumschach-broken.$$.rgn" <<'RGN'
[Event "Broken"]
[Site "?"]
[Date "2026.11.23"]
[White "Anna"]
[Black "Bernd"]
[Result "*"]
[Variant "Raumschach-Normal-Form"]
[TimeControl "-"]

1. Bc2-Bc3 Dc4-Dc3 2. Ab1-Cb2
Eb5-Eb2 3. Bb2-Bb3 *
RGN
tui_start 80 24 "${TMPDIR:-/tmp}/raumschach-broken.$$.rgn"
tui_expect_ply "the moves before the error are there" "1 of 1" "0 of 3"
tui_expect_row "the error with its line and column" 21 \
    "Error at line 11, column 1: illegal move 'Eb5-Eb2': the knight on Eb5 cannot"
tui_expect_row "wrapped onto the second row" 22 "move to Eb2: a knight does not move that way"
tui_keys End
tui_expect_ply "the game ends before the faulty move" "1 of 1" "3 of 3"
tui_expect_row "the knight stands on Cb2" 7 \
    "2 ♙  ♙  ♙  ♙  ♙ 2 ♙  ♙     ♙  ♙ 2    ♘          2               2"
tui_stop
rm -f "${TMPDIR:-/tmp}/raumschach-broken.$$.rgn"

# Continuing a game from a replayed position.
tui_start 80 24 --white Carla --black Dora "$data/tests/data/mixed-styles.rgn"
tui_expect_ply "the game to continue" "1 of 2" "0 of 8"
tui_keys 3 . . . Enter
tui_expect_ply "after 3..." "1 of 2" "6 of 8"
tui_keys c
tui_expect "c opens the new-game form" "[ Start the game ]"
tui_keys Escape
tui_expect_gone_ok "Esc goes back to the replay" "[ Start the game ]"
tui_expect_ply "at the same position" "1 of 2" "6 of 8"
tui_keys c
tui_expect "c again" "[ Start the game ]"
tui_expect "the form says where the game starts" "It starts from a set-up position."
tui_keys Enter
tui_expect "the game goes on from there" "Move 4, no clock"
tui_play_moves Ac2Bc2
tui_expect "a move played" "Black to move."
tui_keys q y
tui_expect "q saves the continued game and goes back to the replay" "The continued game is saved as"
tui_expect_ply "the replay where it was" "1 of 2" "6 of 8"
tui_wait_file 'raumschach_*.rgn'
record=$(ls "$tui_dir"/play/raumschach_*.rgn | head -n 1)
tui_keys q
tui_wait_exit
tap_eq "one record, written once" 1 "$(ls "$tui_dir"/play/raumschach_*.rgn | wc -l)"
date=$(basename "$record" | sed 's/^raumschach_\(....\)\(..\)\(..\).*/\1.\2.\3/')
tap_eq "the continued game's record starts from the position" "[Event \"Casual game\"]
[Site \"?\"]
[Date \"$date\"]
[White \"Carla\"]
[Black \"Dora\"]
[Result \"*\"]
[Variant \"Raumschach-Normal-Form\"]
[TimeControl \"-\"]
[SetUp \"1\"]
[FEN \"r1knr/ppppp/5/5/5|ubqub/pp2p/2pp1/5/5|5/1n3/5/1N3/5|5/5/1PP2/P2PP/BUQBU|5/5/5/PPPPP/R1KNR w 0 4\"]

4. ♙︎Ac2–Bc2
*" "$(cat "$record")"
tui_stop

# Below the minimum size.
tui_start 80 18 "$data/tests/data/mixed-styles.rgn"
tui_expect "too small for the replay" "Terminal too small (need 80×19)"
tui_keys q
tui_wait_exit
tap_eq "q quits there too" "0" "$(tui_exit_status)"
tui_stop

# The command line.
out=$("$tui_program" --replay /nonexistent/game.rgn 2>&1)
tap_eq "a missing file: status 2" "2" "$?"
tap_contains "and the reason" "/nonexistent/game.rgn: No such file or directory" "$out"
out=$("$tui_program" - < /dev/null 2>&1)
tap_eq "nothing on standard input: status 2" "2" "$?"
tap_contains "no game found" "-: no game found" "$out"

tap_done
