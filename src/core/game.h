/*
 * A game as the rules see it: the start position, the moves played, the
 * undo records to take them back and the hash of every position reached,
 * so that repetitions can be counted.  Records (tags, comments), clocks and
 * players live elsewhere.
 */
#ifndef RAUMSCHACH_GAME_H
#define RAUMSCHACH_GAME_H

#include <stdbool.h>
#include <stddef.h>

#include "position.h"
#include "status.h"

typedef struct Game {
    Position start;
    Position pos;          /* the position after the moves */
    size_t ply_count;
    size_t capacity;
    Move *moves;
    Undo *undos;
    uint64_t *hashes;      /* hashes[i]: before ply i; hashes[ply_count] = pos.hash */
} Game;

void game_init(Game *g, const Position *start);
void game_free(Game *g);
/* Copies src into an independent game. */
void game_copy(Game *dst, const Game *src);
/* Plays a legal move (the caller checked it). */
void game_play(Game *g, Move m);
/* Takes the last move back; false if there is none. */
bool game_undo(Game *g);
/* How many times the current position has stood, this time included. */
int game_repetitions(const Game *g);
/* The end the rules decide in the current position, or NONE. */
Termination game_rules_termination(const Game *g);
/* The position before ply i (0 = the start). */
void game_position_at(const Game *g, size_t ply, Position *out);

#endif
