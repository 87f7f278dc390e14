#!/usr/bin/env python3
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

"""Positions reached by random legal games from the start, for perft tests.

Usage: random_positions.py SEED COUNT MIN_PLY MAX_PLY CAPTURE_BIAS
prints COUNT RFENs, one a line; a game reaches a random ply in
[MIN_PLY, MAX_PLY), choosing a capture with probability CAPTURE_BIAS when
there is one.  tests/data/perft.tsv holds `7 40 6 120 0.5` and
`11 20 4 30 0.15`.
"""
import random, sys
from perft_reference import parse, legal, make
def to_rfen(board, side, half, full):
    levels=[]
    for L in range(4,-1,-1):
        ranks=[]
        for R in range(4,-1,-1):
            s='';e=0
            for F in range(5):
                p=board.get((L,F,R))
                if p:
                    if e: s+=str(e); e=0
                    s+=p
                else: e+=1
            if e: s+=str(e)
            ranks.append(s)
        levels.append('/'.join(ranks))
    return '|'.join(levels)+' %s %d %d'%(side,half,full)
if __name__=='__main__':
    out=[]
    rng=random.Random(int(sys.argv[1]))
    while len(out)<int(sys.argv[2]):
        b,s=parse('rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR w 0 1')
        half=0; full=1
        target=rng.randrange(int(sys.argv[3]),int(sys.argv[4]))
        ok=True
        for ply in range(target):
            ms=legal(b,s)
            if not ms: ok=False; break
            # prefer captures half the time so that positions open up
            caps=[m for m in ms if m[1] in b]
            m=rng.choice(caps) if caps and rng.random()<float(sys.argv[5]) else rng.choice(ms)
            pawn=b[m[0]].upper()=='P'
            half=0 if (m[1] in b or pawn) else half+1
            b=make(b,m,s)
            if s=='b': full+=1
            s='b' if s=='w' else 'w'
            if sum(1 for p in b.values())<=2: ok=False; break
        if ok and legal(b,s):
            out.append(to_rfen(b,s,half,full))
    for f in out: print(f)
