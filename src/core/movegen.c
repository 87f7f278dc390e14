/*
 * Legal move generation, attack detection and check/pin analysis.
 */
#include <config.h>

#include "movegen.h"

#include <stdlib.h>
#include <string.h>

/* Piece types that slide along each line class, as bit sets of 1 << type. */
static const unsigned SLIDERS_OF_CLASS[LINE_CLASS_COUNT] = {
    (1u << ROOK) | (1u << QUEEN),
    (1u << BISHOP) | (1u << QUEEN),
    (1u << UNICORN) | (1u << QUEEN),
};

static const int SLIDER_FIRST[PIECE_TYPE_COUNT] = {
    [BISHOP] = DIRECTION_BISHOP_FIRST, [ROOK] = DIRECTION_ROOK_FIRST,
    [UNICORN] = DIRECTION_UNICORN_FIRST, [QUEEN] = 0,
};
static const int SLIDER_END[PIECE_TYPE_COUNT] = {
    [BISHOP] = DIRECTION_UNICORN_FIRST, [ROOK] = DIRECTION_BISHOP_FIRST,
    [UNICORN] = DIRECTION_COUNT, [QUEEN] = DIRECTION_COUNT,
};

static inline bool is_promotion_cell(Colour c, int mb)
{
    int cell = CELL_OF_MAILBOX[mb];
    return c == WHITE ? cell >= 120 : cell < 5; /* Ea5..Ee5 or Aa1..Ae1 */
}

/* Which line classes colour c has a slider for (bit per class). */
static inline unsigned slider_classes(const Position *pos, Colour c)
{
    const uint8_t *n = pos->count[c];
    unsigned q = n[QUEEN] != 0;
    return (unsigned)((q | (n[ROOK] != 0)) << LINE_ROOK)
        | (unsigned)((q | (n[BISHOP] != 0)) << LINE_BISHOP)
        | (unsigned)((q | (n[UNICORN] != 0)) << LINE_UNICORN);
}

/* Attack test on mailbox cell `target` by colour `by`; the cell `ignore`
 * counts as empty (the moving king's own cell). */
static bool attacked(const Position *pos, int target, Colour by, int ignore)
{
    const Piece *b = pos->board;
    Piece pawn = piece_make(by, PAWN), knight = piece_make(by, KNIGHT), king = piece_make(by, KING);

    /* A pawn of `by` attacks target when it stands one of its capture
     * steps before it; those steps are the victim's steps reversed. */
    for (int i = 0; i < 5; i++)
        if (b[target - PAWN_CAPTURE_OFFSET[by][i]] == pawn)
            return true;
    if (pos->count[by][KNIGHT])
        for (int i = 0; i < KNIGHT_LEAP_COUNT; i++)
            if (b[target + KNIGHT_OFFSET[i]] == knight)
                return true;

    unsigned classes = slider_classes(pos, by);
    uint8_t bybit = colour_bit(by);
    for (int d = 0; d < DIRECTION_COUNT; d++) {
        int off = DIRECTION_OFFSET[d];
        int t = target + off;
        if (b[t] == king)
            return true;
        if (!(classes >> DIRECTION_CLASS[d] & 1))
            continue;
        while (b[t] == PIECE_EMPTY || t == ignore)
            t += off;
        Piece p = b[t];
        if ((p & bybit) && (SLIDERS_OF_CLASS[DIRECTION_CLASS[d]] >> piece_type(p) & 1))
            return true;
    }
    return false;
}

bool position_cell_attacked(const Position *pos, int cell, Colour by)
{
    return attacked(pos, MAILBOX_OF_CELL[cell], by, -1);
}

bool position_king_attacked(const Position *pos, Colour c)
{
    return pos->king[c] >= 0 && attacked(pos, pos->king[c], (Colour)(c ^ 1), -1);
}

bool position_in_check(const Position *pos)
{
    return position_king_attacked(pos, pos->side);
}

bool position_move_gives_check(Position *pos, Move m)
{
    Undo undo;
    position_make_move(pos, m, &undo);
    bool check = position_in_check(pos);
    position_unmake_move(pos, m, &undo);
    return check;
}

/* What the king of the side to move faces. */
typedef struct KingSafety {
    int checkers;
    uint64_t evasion[2];      /* cells that capture or block a single check */
    int pin_count;
    int16_t pinned[DIRECTION_COUNT];   /* mailbox cell of each pinned piece */
    int8_t pin_direction[DIRECTION_COUNT];
} KingSafety;

static inline void mask_add(uint64_t m[2], int mb)
{
    int cell = CELL_OF_MAILBOX[mb];
    m[cell >> 6] |= 1ull << (cell & 63);
}

static inline bool mask_has(const uint64_t m[2], int mb)
{
    int cell = CELL_OF_MAILBOX[mb];
    return (m[cell >> 6] >> (cell & 63)) & 1;
}

static void analyse_king(const Position *pos, KingSafety *ks)
{
    const Piece *b = pos->board;
    Colour us = pos->side, them = (Colour)(us ^ 1);
    uint8_t ourbit = colour_bit(us), theirbit = colour_bit(them);
    int k = pos->king[us];
    unsigned classes = slider_classes(pos, them);

    ks->checkers = 0;
    ks->evasion[0] = ks->evasion[1] = 0;
    ks->pin_count = 0;
    if (k < 0)
        return;

    for (int d = 0; d < DIRECTION_COUNT; d++) {
        if (!(classes >> DIRECTION_CLASS[d] & 1))
            continue;
        unsigned sliders = SLIDERS_OF_CLASS[DIRECTION_CLASS[d]];
        int off = DIRECTION_OFFSET[d];
        int t = k + off;
        while (b[t] == PIECE_EMPTY)
            t += off;
        Piece p = b[t];
        if (p & theirbit) {
            if (sliders >> piece_type(p) & 1) {
                ks->checkers++;
                for (int s = k + off; s != t + off; s += off)
                    mask_add(ks->evasion, s);
            }
        } else if (p & ourbit) {
            int t2 = t + off;
            while (b[t2] == PIECE_EMPTY)
                t2 += off;
            Piece p2 = b[t2];
            if ((p2 & theirbit) && (sliders >> piece_type(p2) & 1)) {
                ks->pinned[ks->pin_count] = (int16_t)t;
                ks->pin_direction[ks->pin_count] = (int8_t)d;
                ks->pin_count++;
            }
        }
    }
    if (pos->count[them][KNIGHT]) {
        Piece knight = piece_make(them, KNIGHT);
        for (int i = 0; i < KNIGHT_LEAP_COUNT; i++)
            if (b[k + KNIGHT_OFFSET[i]] == knight) {
                ks->checkers++;
                mask_add(ks->evasion, k + KNIGHT_OFFSET[i]);
            }
    }
    Piece pawn = piece_make(them, PAWN);
    for (int i = 0; i < 5; i++) {
        int s = k - PAWN_CAPTURE_OFFSET[them][i];
        if (b[s] == pawn) {
            ks->checkers++;
            mask_add(ks->evasion, s);
        }
    }
}

/* GEN_TACTICAL: captures and promotions; GEN_QUIET: the other moves. */
typedef enum { GEN_ALL, GEN_TACTICAL, GEN_QUIET } GenMode;

static inline void add_pawn_move(MoveList *list, int from, int to, Colour us, bool capture)
{
    int f = CELL_OF_MAILBOX[from], t = CELL_OF_MAILBOX[to];
    if (is_promotion_cell(us, to)) {
        list->moves[list->count++] = move_make(f, t, QUEEN, capture);
        list->moves[list->count++] = move_make(f, t, ROOK, capture);
        list->moves[list->count++] = move_make(f, t, BISHOP, capture);
        list->moves[list->count++] = move_make(f, t, KNIGHT, capture);
        list->moves[list->count++] = move_make(f, t, UNICORN, capture);
    } else {
        list->moves[list->count++] = move_make(f, t, NO_TYPE, capture);
    }
}

static inline void gen_pawn(const Position *pos, MoveList *list, int from, GenMode mode)
{
    const Piece *b = pos->board;
    Colour us = pos->side;
    uint8_t theirbit = colour_bit((Colour)(us ^ 1));
    for (int i = 0; i < 2; i++) {
        int to = from + PAWN_MOVE_OFFSET[us][i];
        if (b[to] != PIECE_EMPTY)
            continue;
        if (mode == GEN_ALL || (mode == GEN_TACTICAL) == is_promotion_cell(us, to))
            add_pawn_move(list, from, to, us, false);
    }
    if (mode == GEN_QUIET)
        return;
    for (int i = 0; i < 5; i++) {
        int to = from + PAWN_CAPTURE_OFFSET[us][i];
        if (b[to] & theirbit)
            add_pawn_move(list, from, to, us, true);
    }
}

static inline void gen_knight(const Position *pos, MoveList *list, int from, GenMode mode)
{
    const Piece *b = pos->board;
    uint8_t ourbit = colour_bit(pos->side);
    int f = CELL_OF_MAILBOX[from];
    for (int i = 0; i < KNIGHT_LEAP_COUNT; i++) {
        int to = from + KNIGHT_OFFSET[i];
        Piece p = b[to];
        if (p & (ourbit | PIECE_OFFBOARD))
            continue;
        if (mode == GEN_ALL || (mode == GEN_TACTICAL) == (p != PIECE_EMPTY))
            list->moves[list->count++] = move_make(f, CELL_OF_MAILBOX[to], NO_TYPE, p != PIECE_EMPTY);
    }
}

static inline void gen_slider(const Position *pos, MoveList *list, int from, int first, int end,
    GenMode mode)
{
    const Piece *b = pos->board;
    uint8_t theirbit = colour_bit((Colour)(pos->side ^ 1));
    int f = CELL_OF_MAILBOX[from];
    for (int d = first; d < end; d++) {
        int off = DIRECTION_OFFSET[d];
        int to = from + off;
        for (; b[to] == PIECE_EMPTY; to += off)
            if (mode != GEN_TACTICAL)
                list->moves[list->count++] = move_make(f, CELL_OF_MAILBOX[to], NO_TYPE, false);
        if ((b[to] & theirbit) && mode != GEN_QUIET)
            list->moves[list->count++] = move_make(f, CELL_OF_MAILBOX[to], NO_TYPE, true);
    }
}

static inline void gen_king(const Position *pos, MoveList *list, GenMode mode)
{
    const Piece *b = pos->board;
    Colour us = pos->side, them = (Colour)(us ^ 1);
    uint8_t ourbit = colour_bit(us);
    int k = pos->king[us];
    int f = CELL_OF_MAILBOX[k];
    for (int d = 0; d < DIRECTION_COUNT; d++) {
        int to = k + DIRECTION_OFFSET[d];
        Piece p = b[to];
        if (p & (ourbit | PIECE_OFFBOARD))
            continue;
        if (mode != GEN_ALL && (mode == GEN_TACTICAL) != (p != PIECE_EMPTY))
            continue;
        if (!attacked(pos, to, them, k))
            list->moves[list->count++] = move_make(f, CELL_OF_MAILBOX[to], NO_TYPE, p != PIECE_EMPTY);
    }
}

/* Keeps, among list->moves[start..], the moves whose destination is in
 * the evasion set (when in check) and on the pin line (when pinned). */
static inline void filter_moves(MoveList *list, int start, const KingSafety *ks, int king_cell,
    int pin_direction)
{
    int n = start;
    for (int i = start; i < list->count; i++) {
        Move m = list->moves[i];
        int to = move_to(m);
        if (ks->checkers && !((ks->evasion[to >> 6] >> (to & 63)) & 1))
            continue;
        if (pin_direction >= 0 && DIRECTION_BETWEEN[king_cell][to] != pin_direction)
            continue;
        list->moves[n++] = m;
    }
    list->count = n;
}

static inline int generate(const Position *pos, MoveList *list, GenMode mode)
{
    KingSafety ks;
    Colour us = pos->side;

    list->count = 0;
    analyse_king(pos, &ks);
    if (ks.checkers < 2) {
        int king_cell = pos->king[us] >= 0 ? CELL_OF_MAILBOX[pos->king[us]] : CELL_NONE;
        POSITION_FOR_EACH_CELL(pos, us, cell, {
            int from = MAILBOX_OF_CELL[cell];
            PieceType type = piece_type(pos->board[from]);
            if (type == KING)
                continue;
            int pin_direction = -1;
            for (int i = 0; i < ks.pin_count; i++)
                if (ks.pinned[i] == from)
                    pin_direction = ks.pin_direction[i];
            if (pin_direction >= 0 && type == KNIGHT)
                continue;
            int start = list->count;
            switch (type) {
            case PAWN: gen_pawn(pos, list, from, mode); break;
            case KNIGHT: gen_knight(pos, list, from, mode); break;
            default:
                gen_slider(pos, list, from, SLIDER_FIRST[type], SLIDER_END[type], mode);
                break;
            }
            if (ks.checkers || pin_direction >= 0)
                filter_moves(list, start, &ks, king_cell, pin_direction);
        });
    }
    if (pos->king[us] >= 0)
        gen_king(pos, list, mode);
    return list->count;
}

int movegen_legal(const Position *pos, MoveList *list)
{
    return generate(pos, list, GEN_ALL);
}

int movegen_legal_tactical(const Position *pos, MoveList *list)
{
    return generate(pos, list, GEN_TACTICAL);
}

int movegen_legal_quiet(const Position *pos, MoveList *list)
{
    return generate(pos, list, GEN_QUIET);
}

bool movegen_has_legal(const Position *pos)
{
    MoveList list;
    return generate(pos, &list, GEN_ALL) > 0;
}

Move movegen_find(const Position *pos, int from, int to, PieceType promotion)
{
    MoveList list;
    movegen_legal(pos, &list);
    Move wanted = move_make(from, to, promotion, false);
    for (int i = 0; i < list.count; i++)
        if (move_same(list.moves[i], wanted))
            return list.moves[i];
    return MOVE_NONE;
}

/* Can the piece on `from` reach `to` by its own rules (ignoring its king)?
 * The move's promotion and capture flag must agree with the board. */
static bool is_pseudo_legal(const Position *pos, Move m, int from, int to)
{
    const Piece *b = pos->board;
    Colour us = pos->side;
    Piece target = b[to];
    PieceType type = piece_type(b[from]), promotion = move_promotion(m);
    int from_cell = move_from(m), to_cell = move_to(m);

    if (move_is_capture(m) != (target != PIECE_EMPTY))
        return false;
    if (type == PAWN) {
        if (is_promotion_cell(us, to) != (promotion != NO_TYPE) || promotion == PAWN || promotion == KING)
            return false;
        for (int i = 0; i < 2 && target == PIECE_EMPTY; i++)
            if (to - from == PAWN_MOVE_OFFSET[us][i])
                return true;
        for (int i = 0; i < 5 && target != PIECE_EMPTY; i++)
            if (to - from == PAWN_CAPTURE_OFFSET[us][i])
                return true;
        return false;
    }
    if (promotion != NO_TYPE)
        return false;
    int dl = abs(cell_level(to_cell) - cell_level(from_cell));
    int df = abs(cell_file(to_cell) - cell_file(from_cell));
    int dr = abs(cell_rank(to_cell) - cell_rank(from_cell));
    if (type == KNIGHT)
        return dl * dl + df * df + dr * dr == 5 && dl * df * dr == 0;
    if (type == KING)
        return dl <= 1 && df <= 1 && dr <= 1;
    int d = DIRECTION_BETWEEN[from_cell][to_cell];
    if (d < 0 || d < SLIDER_FIRST[type] || d >= SLIDER_END[type])
        return false;
    for (int s = from + DIRECTION_OFFSET[d]; s != to; s += DIRECTION_OFFSET[d])
        if (b[s] != PIECE_EMPTY)
            return false;
    return true;
}

bool movegen_is_legal(const Position *pos, Move m)
{
    int from_cell = move_from(m), to_cell = move_to(m);
    if (m == MOVE_NONE || (m >> 18) != 0 || from_cell >= CELL_COUNT || to_cell >= CELL_COUNT)
        return false;
    int from = MAILBOX_OF_CELL[from_cell], to = MAILBOX_OF_CELL[to_cell];
    Colour us = pos->side;
    uint8_t ourbit = colour_bit(us);
    if (!(pos->board[from] & ourbit) || (pos->board[to] & ourbit) || pos->king[us] < 0)
        return false;
    if (!is_pseudo_legal(pos, m, from, to))
        return false;
    if (from == pos->king[us])
        return !attacked(pos, to, (Colour)(us ^ 1), from);

    KingSafety ks;
    analyse_king(pos, &ks);
    if (ks.checkers >= 2 || (ks.checkers && !mask_has(ks.evasion, to)))
        return false;
    int king_cell = CELL_OF_MAILBOX[pos->king[us]];
    for (int i = 0; i < ks.pin_count; i++)
        if (ks.pinned[i] == from && DIRECTION_BETWEEN[king_cell][to_cell] != ks.pin_direction[i])
            return false;
    return true;
}
