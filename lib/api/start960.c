/* start960.c - Chess960 start positions: by Scharnagl's number for the
 * pieces of chess, and seeded shuffles of any variant's back rank. */
#include "api.h"

#include <stdio.h>
#include <string.h>

/* Scharnagl's table of the knights' places among five free cells. */
static const uint8_t knights[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4},
                                       {1, 2}, {1, 3}, {1, 4}, {2, 3},
                                       {2, 4}, {3, 4}};

/* The k-th (from 0) cell of rank[0..8) still free. */
static int free_cell(const char *rank, int k)
{
    for (int i = 0; i < 8; i++)
        if (!rank[i] && k-- == 0)
            return i;
    return -1;
}

/* Back rank n (0-959), upper case, in rank[0..8). */
static void scharnagl(long n, char *rank)
{
    static const char rest[] = "RKR";
    int queen, pair;

    memset(rank, 0, 8);
    rank[2 * (n % 4) + 1] = 'B';
    n /= 4;
    rank[2 * (n % 4)] = 'B';
    n /= 4;
    queen = (int)(n % 6);
    pair = (int)(n / 6);
    rank[free_cell(rank, queen)] = 'Q';
    rank[free_cell(rank, knights[pair][1])] = 'N'; /* the later one first */
    rank[free_cell(rank, knights[pair][0])] = 'N';
    for (int k = 0; k < 3; k++)
        rank[free_cell(rank, 0)] = rest[k];
}

/* The white back rank of v's start position (the castle rank), upper
 * case, when it is chess's eight pieces with nothing else on it. */
static int chess_rank(const struct vc_variant *v, const struct vc_pos *p,
                      int *cells)
{
    const struct vc_board *b = v->board;
    int rank = v->castle_rank[0], count[128] = {0};

    if (b->rank_len[rank] != 8)
        return 0;
    for (int f = 0; f < 8; f++) {
        int c = b->rank_slot[rank][f];
        if (c == VC_HOLE || !p->sq[c] || VC_COLOR(p->sq[c]) != 0)
            return 0;
        cells[f] = c;
        count[(unsigned char)v->piece[VC_TYPE(p->sq[c])].letter]++;
    }
    return count['R'] == 2 && count['N'] == 2 && count['B'] == 2 &&
           count['Q'] == 1 && count['K'] == 1 &&
           v->piece[VC_ROYAL].letter == 'K' &&
           v->castle_types[0] == VC_ROYAL;
}

static int type_of_letter(const struct vc_variant *v, char letter)
{
    for (int t = 1; t < VC_MAX_PTYPES; t++)
        if (v->piece[t].letter == letter)
            return t;
    return 0;
}

/* Black's castle rank as the mirror of white's, file by file. */
static void mirror_rank(const struct vc_variant *v, struct vc_pos *p)
{
    const struct vc_board *b = v->board;
    int w = v->castle_rank[0], k = v->castle_rank[1];

    for (int f = 0; f < b->rank_len[w] && f < b->rank_len[k]; f++) {
        int from = b->rank_slot[w][f], to = b->rank_slot[k][f];
        if (from == VC_HOLE || to == VC_HOLE)
            continue;
        p->sq[to] = p->sq[from] ? VC_PIECE(1, VC_TYPE(p->sq[from])) : 0;
    }
}

/* The FEN of p with every castling right Chess960 gives it. */
static int deliver_960(const vchess_variant *var, struct vc_pos *p, char *buf,
                       size_t size, size_t *needed)
{
    char fen[VC_FEN_TEXT_MAX];
    char *field;

    p->castle = 0;
    p->ep = VC_NO_CELL;
    vc_fen_write(&var->v, p, fen, sizeof(fen));
    field = strchr(fen, ' ') + 3; /* after the side to move */
    if (var->v.ncastle && field[0] == '-') {
        memmove(field + 4, field + 1, strlen(field + 1) + 1);
        memcpy(field, "KQkq", 4);
    }
    if (buf && size)
        snprintf(buf, size, "%s", fen);
    return vc_deliver(strlen(fen), buf, size, needed);
}

int vchess_variant_start_fen_960(char *buf, size_t size, size_t *needed,
                                 const vchess_variant *var, long number)
{
    const struct vc_variant *v = var ? &var->v : NULL;
    struct vc_pos p;
    int cells[8];
    char rank[8];

    if (!v || !v->chess960 || number < 0 || number > 959 ||
        vc_fen_parse(v, v->start_fen, &p, NULL) < 0 || !chess_rank(v, &p, cells))
        return VCHESS_EINVAL;
    scharnagl(number, rank);
    for (int f = 0; f < 8; f++)
        p.sq[cells[f]] = VC_PIECE(0, type_of_letter(v, rank[f]));
    mirror_rank(v, &p);
    return deliver_960(var, &p, buf, size, needed);
}

static uint64_t next_random(uint64_t *state)
{
    uint64_t x = (*state += 0x9e3779b97f4a7c15ULL);

    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

/* The castle rank's occupied cells and their pieces, emptied. */
static int take_rank(const struct vc_variant *v, struct vc_pos *p,
                     int *cells, uint8_t *pieces)
{
    const struct vc_board *b = v->board;
    int rank = v->castle_rank[0], n = 0;

    for (int f = 0; f < b->rank_len[rank]; f++) {
        int c = b->rank_slot[rank][f];
        if (c == VC_HOLE || !p->sq[c] || VC_COLOR(p->sq[c]) != 0)
            continue;
        cells[n] = c;
        pieces[n++] = p->sq[c];
        p->sq[c] = 0;
    }
    return n;
}

/* A random empty cell of cells[0..n), of the shade when shade >= 0. */
static int pick(const struct vc_variant *v, const struct vc_pos *p,
                const int *cells, int n, int shade, uint64_t *rng)
{
    int room[VC_MAX_SLOTS], m = 0;

    for (int i = 0; i < n; i++)
        if (!p->sq[cells[i]] &&
            (shade < 0 || v->board->shade[cells[i]] == shade))
            room[m++] = cells[i];
    return m ? room[next_random(rng) % (uint64_t)m] : -1;
}

/* King and two partners on three random empty cells, in file order;
 * 0 if the rank does not hold them. */
static int place_royals(const struct vc_variant *v, struct vc_pos *p,
                        const int *cells, uint8_t *pieces, int n,
                        uint64_t *rng)
{
    int at[3], k = 0;
    uint8_t king = VC_PIECE(0, v->castle_types[0]);
    uint8_t rook = VC_PIECE(0, v->castle_types[1]);
    int kings = 0, rooks = 0;

    for (int i = 0; i < n; i++) {
        kings += pieces[i] == king;
        rooks += pieces[i] == rook;
    }
    if (kings != 1 || rooks < 2)
        return 0;
    while (k < 3) {
        int c = pick(v, p, cells, n, -1, rng), dup = 0;
        for (int j = 0; j < k; j++)
            dup |= at[j] == c;
        if (!dup)
            at[k++] = c;
    }
    for (int a = 0; a < 3; a++) /* in file order: cells rise along it */
        for (int b = a + 1; b < 3; b++)
            if (at[b] < at[a]) {
                int t = at[a];
                at[a] = at[b];
                at[b] = t;
            }
    p->sq[at[0]] = p->sq[at[2]] = rook;
    p->sq[at[1]] = king;
    for (int i = 0, left = 2; i < n; i++)
        if (pieces[i] == king || (pieces[i] == rook && left-- > 0))
            pieces[i] = 0;
    return 1;
}

int vchess_variant_random_fen_960(char *buf, size_t size, size_t *needed,
                                  const vchess_variant *var,
                                  unsigned long long seed)
{
    const struct vc_variant *v = var ? &var->v : NULL;
    uint64_t rng = seed;
    uint8_t pieces[VC_MAX_SLOTS];
    int cells[VC_MAX_SLOTS], n;
    struct vc_pos p;

    if (!v || !v->chess960 || vc_fen_parse(v, v->start_fen, &p, NULL) < 0)
        return VCHESS_EINVAL;
    if (chess_rank(v, &p, cells))
        return vchess_variant_start_fen_960(
            buf, size, needed, var, (long)(next_random(&rng) % 960));
    n = take_rank(v, &p, cells, pieces);
    for (int i = 0; i < n; i++) /* shade-bound pieces keep their shades */
        if (v->shade_bound[VC_TYPE(pieces[i])]) {
            int c = pick(v, &p, cells, n, v->board->shade[cells[i]], &rng);
            p.sq[c >= 0 ? c : pick(v, &p, cells, n, -1, &rng)] = pieces[i];
            pieces[i] = 0;
        }
    place_royals(v, &p, cells, pieces, n, &rng);
    for (int i = 0; i < n; i++)
        if (pieces[i])
            p.sq[pick(v, &p, cells, n, -1, &rng)] = pieces[i];
    mirror_rank(v, &p);
    return deliver_960(var, &p, buf, size, needed);
}
