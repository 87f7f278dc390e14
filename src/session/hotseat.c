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
 * The hand-over's phases and keys; the clocks stand still through the
 * match's pause, which also keeps the flag from falling meanwhile.
 */
#include <config.h>

#include "session/hotseat.h"

#include "session/keys.h"

void hotseat_init(Hotseat *h)
{
    h->phase = HOTSEAT_BOARD;
    h->continue_key = ' ';
}

int hotseat_continue_key(int played_key)
{
    return played_key == ' ' ? KEY_CODE_ENTER : ' ';
}

void hotseat_hand_over(Hotseat *h, Match *m, int played_key, int64_t now_ms)
{
    h->phase = HOTSEAT_HANDOVER;
    h->continue_key = hotseat_continue_key(played_key);
    match_set_paused(m, true, now_ms);
}

bool hotseat_take_over(Hotseat *h, Match *m, int key, int64_t now_ms)
{
    if (h->phase != HOTSEAT_HANDOVER || key != h->continue_key)
        return false;
    h->phase = HOTSEAT_SUMMARY;
    match_set_paused(m, false, now_ms);
    return true;
}

void hotseat_show_board(Hotseat *h)
{
    h->phase = HOTSEAT_BOARD;
}
