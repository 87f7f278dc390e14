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

"""An independent, deliberately naive Raumschach perft, written straight from
raumschach(5) and sharing nothing with the C engine: cells are
(level, file, rank) tuples in a dict, moves are pseudo-legal, and a move is
legal when no enemy move afterwards lands on the mover's king.  Slow (about
10^4 nodes a second) but easy to check by eye; it verified the counts in
tests/data/perft.tsv.

Usage: perft_reference.py RFEN DEPTH
"""
import sys, itertools
def parse(rfen):
    board={}
    parts=rfen.split()
    for g,lvl in enumerate(parts[0].split('|')):
        L=4-g
        for ri,rk in enumerate(lvl.split('/')):
            R=4-ri; F=0
            for ch in rk:
                if ch.isdigit(): F+=int(ch)
                else: board[(L,F,R)]=ch; F+=1
    return board, parts[1]
D=[(a,b,c) for a in (-1,0,1) for b in (-1,0,1) for c in (-1,0,1) if (a,b,c)!=(0,0,0)]
def nz(d): return sum(1 for x in d if x)
ROOK=[d for d in D if nz(d)==1]; BISH=[d for d in D if nz(d)==2]; UNI=[d for d in D if nz(d)==3]
KN=[d for d in itertools.product(range(-2,3),repeat=3) if sorted(map(abs,d))==[0,1,2]]
def on(c): return all(0<=x<5 for x in c)
def add(a,b): return tuple(x+y for x,y in zip(a,b))
def white(p): return p.isupper()
def moves(board, side):
    out=[]
    for sq,p in board.items():
        if white(p)!=(side=='w'): continue
        t=p.upper()
        def target(c):
            q=board.get(c)
            return q is None or white(q)!=white(p)
        if t in 'RBUQ':
            dirs={'R':ROOK,'B':BISH,'U':UNI,'Q':D}[t]
            for d in dirs:
                c=add(sq,d)
                while on(c):
                    if c in board:
                        if target(c): out.append((sq,c,None))
                        break
                    out.append((sq,c,None)); c=add(c,d)
        elif t in 'KN':
            for d in (D if t=='K' else KN):
                c=add(sq,d)
                if on(c) and target(c): out.append((sq,c,None))
        else:
            s=1 if white(p) else -1
            # (level,file,rank)
            pushes=[(0,0,s),(s,0,0)]
            caps=[(0,1,s),(0,-1,s),(s,1,0),(s,-1,0),(s,0,s)]
            res=[]
            for d in pushes:
                c=add(sq,d)
                if on(c) and c not in board: res.append(c)
            for d in caps:
                c=add(sq,d)
                if on(c) and c in board and white(board[c])!=white(p): res.append(c)
            for c in res:
                promo = (white(p) and c[0]==4 and c[2]==4) or (not white(p) and c[0]==0 and c[2]==0)
                if promo:
                    for q in 'QRBNU': out.append((sq,c,q))
                else: out.append((sq,c,None))
    return out
def make(board,m,side):
    b=dict(board); p=b.pop(m[0])
    if m[2]: p=m[2] if side=='w' else m[2].lower()
    b[m[1]]=p; return b
def legal(board,side):
    other='b' if side=='w' else 'w'
    res=[]
    for m in moves(board,side):
        b=make(board,m,side)
        k=[c for c,p in b.items() if p==('K' if side=='w' else 'k')][0]
        if not any(mm[1]==k for mm in moves(b,other)): res.append(m)
    return res
def perft(board,side,d):
    ms=legal(board,side)
    if d==1: return len(ms)
    o='b' if side=='w' else 'w'
    return sum(perft(make(board,m,side),o,d-1) for m in ms)
if __name__=='__main__':
    b,s=parse(sys.argv[1])
    print(perft(b,s,int(sys.argv[2])))
