#include <config.h>

#include "perft.h"

#include "movegen.h"

uint64_t perft(Position *pos, int depth)
{
    MoveList list;
    if (depth <= 0)
        return 1;
    int n = movegen_legal(pos, &list);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        Undo undo;
        position_make_move(pos, list.moves[i], &undo);
        total += perft(pos, depth - 1);
        position_unmake_move(pos, list.moves[i], &undo);
    }
    return total;
}
