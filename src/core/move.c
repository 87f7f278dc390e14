/*
 * The coordinate form of a move.
 */
#include <config.h>

#include "move.h"
#include "geometry.h"

void move_to_coord(Move m, char buf[MOVE_COORD_SIZE])
{
    cell_name(move_from(m), buf);
    buf[3] = '-';
    cell_name(move_to(m), buf + 4);
    if (move_promotion(m) != NO_TYPE) {
        buf[7] = '=';
        buf[8] = piece_type_letter(move_promotion(m));
        buf[9] = '\0';
    }
}
