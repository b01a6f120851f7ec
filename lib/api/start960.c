/* start960.c - Chess960 start positions: by Scharnagl's number for the
 * pieces of chess, and seeded shuffles of any variant's back rank or as
 * an Interactive Diagram's shuffle= says. */
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

/* The rights of "KQkq" that p has: a side's king on its castle rank and
 * a partner beyond it that way (a shuffle may leave a side without
 * either), in place of fen's '-'. */
static void add_rights(const struct vc_variant *v, const struct vc_pos *p,
                       char *fen)
{
    char *field = strchr(fen, ' ') + 3; /* after the side to move */
    char kept[5] = "";
    size_t n = 0;

    if (!v->ncastle || field[0] != '-')
        return;
    for (int color = 0; color < 2; color++) {
        int king = -1, side[2] = {0, 0};
        for (int c = 0; c < v->board->ncells; c++)
            if (v->board->rank[c] == v->castle_rank[color] &&
                p->sq[c] == VC_PIECE(color, v->castle_types[0]))
                king = c;
        for (int c = 0; king >= 0 && c < v->board->ncells; c++)
            if (v->board->rank[c] == v->castle_rank[color] &&
                p->sq[c] == VC_PIECE(color, v->castle_types[1]))
                side[v->board->file[c] < v->board->file[king]] = 1;
        if (side[0])
            kept[n++] = color ? 'k' : 'K';
        if (side[1])
            kept[n++] = color ? 'q' : 'Q';
    }
    if (n) {
        memmove(field + n, field + 1, strlen(field + 1) + 1);
        memcpy(field, kept, n);
    }
}

/* The FEN of p with every castling right Chess960 gives it. */
static int deliver_960(const vchess_variant *var, struct vc_pos *p, char *buf,
                       size_t size, size_t *needed)
{
    char fen[VC_FEN_TEXT_MAX];

    p->castle = 0;
    p->ep = VC_NO_CELL;
    vc_fen_write(&var->v, p, fen, sizeof(fen));
    add_rights(&var->v, p, fen);
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

/* ---- the Interactive Diagram's shuffle= ------------------------------ */

/* The cells of white's pieces whose IDs group[0..n) names, and the
 * pieces, taken off the board; '!', '#' or ':' before an ID marks its
 * pieces in how (1, 2 or 3). */
struct group {
    int n, cells[VC_MAX_CELLS], how[VC_MAX_CELLS];
    uint8_t pieces[VC_MAX_CELLS];
};

static int mark_of(const char *g, size_t n, char letter)
{
    for (size_t i = 0; i < n; i++)
        if (g[i] == letter)
            return !i ? 0 : g[i - 1] == '!' ? 1 : g[i - 1] == '#' ? 2
                          : g[i - 1] == ':' ? 3 : 0;
    return -1;
}

static void take_group(const struct vc_variant *v, struct vc_pos *p,
                       const char *g, size_t len, struct group *out)
{
    out->n = 0;
    for (int c = 0; c < v->board->ncells; c++) {
        int how = p->sq[c] && VC_COLOR(p->sq[c]) == 0
                      ? mark_of(g, len, v->piece[VC_TYPE(p->sq[c])].letter)
                      : -1;
        if (how < 0)
            continue;
        out->cells[out->n] = c;
        out->how[out->n] = how;
        out->pieces[out->n++] = p->sq[c];
        p->sq[c] = 0;
    }
}

static int in_group(const struct group *g, int cell)
{
    for (int i = 0; i < g->n; i++)
        if (g->cells[i] == cell)
            return 1;
    return 0;
}

/* The king of a group that leaves its partners where they stand: on a
 * free cell of the group between them. */
static void king_inside(const struct vc_variant *v, struct vc_pos *p,
                        struct group *g, uint64_t *rng)
{
    const struct vc_board *b = v->board;
    int rank = v->castle_rank[0], lo = -1, hi = -1, room[VC_MAX_SLOTS], m = 0;
    uint8_t king = VC_PIECE(0, v->castle_types[0]);
    uint8_t rook = VC_PIECE(0, v->castle_types[1]);

    for (int f = 0; f < b->rank_len[rank]; f++)
        if (b->rank_slot[rank][f] != VC_HOLE &&
            p->sq[b->rank_slot[rank][f]] == rook) {
            lo = lo < 0 ? f : lo;
            hi = f;
        }
    for (int f = lo + 1; lo >= 0 && f < hi; f++) {
        int c = b->rank_slot[rank][f];
        if (c != VC_HOLE && !p->sq[c] && in_group(g, c))
            room[m++] = c;
    }
    for (int i = 0; m && i < g->n; i++)
        if (g->pieces[i] == king) {
            p->sq[room[next_random(rng) % (uint64_t)m]] = king;
            g->pieces[i] = 0;
            return;
        }
}

/* The cell of c's rank on the file that mirrors c's, or VC_HOLE. */
static int across(const struct vc_board *b, int c)
{
    int r = b->rank[c], n = b->rank_len[r];

    for (int f = 0; f < n; f++)
        if (b->rank_slot[r][f] == c)
            return b->rank_slot[r][n - 1 - f];
    return VC_HOLE;
}

/* Two pieces x on a free cell of the group and its mirror; 0 if no such
 * pair of cells is free. */
static int put_pair(const struct vc_variant *v, struct vc_pos *p,
                    const struct group *g, uint8_t x, uint64_t *rng)
{
    int room[VC_MAX_CELLS], m = 0, c;

    for (int i = 0; i < g->n; i++) {
        int d = across(v->board, g->cells[i]);
        if (!p->sq[g->cells[i]] && d != VC_HOLE && d != g->cells[i] &&
            !p->sq[d] && in_group(g, d))
            room[m++] = g->cells[i];
    }
    if (!m)
        return 0;
    c = room[next_random(rng) % (uint64_t)m];
    p->sq[c] = p->sq[across(v->board, c)] = x;
    return 1;
}

/* ':' pieces two by two on cells that mirror each other. */
static void put_pairs(const struct vc_variant *v, struct vc_pos *p,
                      struct group *g, uint64_t *rng)
{
    for (int i = 0; i < g->n; i++)
        for (int j = i + 1; g->how[i] == 3 && g->pieces[i] && j < g->n; j++)
            if (g->pieces[j] == g->pieces[i] &&
                put_pair(v, p, g, g->pieces[i], rng)) {
                g->pieces[i] = g->pieces[j] = 0;
                break;
            }
}

/* The group's pieces back on its cells: the king between its partners
 * (Fischer castling), ':' pieces in mirrored pairs, then '#' pieces on
 * their own shades, '!' pieces spread over both (one alone keeps its
 * own), then the rest. */
static void put_group(const struct vc_variant *v, struct vc_pos *p,
                      struct group *g, uint64_t *rng)
{
    const uint8_t *shade = v->board->shade;
    int start = (int)(next_random(rng) & 1), seen[VC_MAX_PTYPES] = {0};
    int count[VC_MAX_PTYPES] = {0};

    if (v->chess960 && !place_royals(v, p, g->cells, g->pieces, g->n, rng))
        king_inside(v, p, g, rng);
    put_pairs(v, p, g, rng);
    for (int i = 0; i < g->n; i++)
        count[VC_TYPE(g->pieces[i])] += g->pieces[i] != 0;
    for (int pass = 2; pass >= 0; pass--)
        for (int i = 0; i < g->n; i++) {
            int t = VC_TYPE(g->pieces[i]), want = -1, c;
            if (!g->pieces[i] || (pass && g->how[i] != pass))
                continue;
            if (g->how[i] == 2 || (g->how[i] == 1 && count[t] == 1))
                want = shade[g->cells[i]];
            else if (g->how[i] == 1)
                want = (start + seen[t]++) & 1;
            c = pick(v, p, g->cells, g->n, want, rng);
            p->sq[c >= 0 ? c : pick(v, p, g->cells, g->n, -1, rng)] =
                g->pieces[i];
            g->pieces[i] = 0;
        }
}

/* The cell facing (r, f) across the middle rank, or turned round the
 * centre; VC_HOLE if none. */
static int facing(const struct vc_board *b, int r, int f, int turned)
{
    int k = b->nranks - 1 - r, tf = turned ? b->rank_len[k] - 1 - f : f;

    return tf >= 0 && tf < b->rank_len[k] ? b->rank_slot[k][tf] : VC_HOLE;
}

/* 1 if each white piece of p faces a black one of its kind. */
static int faces(const struct vc_board *b, const struct vc_pos *p,
                 int turned)
{
    for (int r = 0; r < b->nranks; r++)
        for (int f = 0; f < b->rank_len[r]; f++) {
            int from = b->rank_slot[r][f], to = facing(b, r, f, turned);
            uint8_t x = from == VC_HOLE ? 0 : p->sq[from];
            if (x && !VC_COLOR(x) &&
                (to == VC_HOLE || p->sq[to] != VC_PIECE(1, VC_TYPE(x))))
                return 0;
        }
    return 1;
}

/* Black's pieces as white's, mirrored across the middle rank, or turned
 * round the centre when that is how the start position has them (else
 * black's stay). */
static void mirror_all(const struct vc_variant *v, struct vc_pos *p,
                       const struct vc_pos *start)
{
    const struct vc_board *b = v->board;
    int turned = !faces(b, start, 0);

    if (turned && !faces(b, start, 1))
        return;
    for (int r = 0; r < b->nranks; r++)
        for (int f = 0; f < b->rank_len[r]; f++) {
            int from = b->rank_slot[r][f], to = facing(b, r, f, turned);
            if (from != VC_HOLE && to != VC_HOLE && start->sq[from] &&
                !VC_COLOR(start->sq[from]))
                p->sq[to] = VC_PIECE(1, VC_TYPE(p->sq[from]));
        }
}

static int diagram_shuffle(const vchess_variant *var, struct vc_pos *p,
                           uint64_t *rng, char *buf, size_t size,
                           size_t *needed)
{
    const struct vc_variant *v = &var->v;
    const char *s = var->def.shuffle;
    struct vc_pos start = *p;
    struct group g;

    while (*s) {
        size_t len = strcspn(s, ",");
        take_group(v, p, s, len, &g);
        put_group(v, p, &g, rng);
        s += len + (s[len] == ',');
    }
    mirror_all(v, p, &start);
    if (v->chess960)
        return deliver_960(var, p, buf, size, needed);
    for (int c = 0; c < v->board->ncells; c++)
        if (p->sq[c] != start.sq[c])
            p->castle = 0; /* rights only when nothing moved */
    return vc_deliver(vc_fen_write(v, p, buf, buf ? size : 0), buf, size,
                      needed);
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

    if (!v || (!v->chess960 && !var->def.shuffle[0]) ||
        vc_fen_parse(v, v->start_fen, &p, NULL) < 0)
        return VCHESS_EINVAL;
    if (var->def.shuffle[0])
        return diagram_shuffle(var, &p, &rng, buf, size, needed);
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
