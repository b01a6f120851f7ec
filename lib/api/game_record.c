/* game_record.c - the public face of a game's record (tags) and of the
 * position's state beyond its pieces (counters, en passant, castling). */
#include "api.h"
#include "board/board.h"
#include "notation/fen.h"
#include "notation/record.h"

#include <ctype.h>
#include <string.h>

int vchess_game_tag(const char **value, const vchess_game *g,
                    const char *name)
{
    long i;

    if (!value || !g || !name)
        return VCHESS_EINVAL;
    i = vc_tag_find(g->record, name);
    *value = i >= 0 ? g->record->tags[i].value : NULL;
    return 0;
}

int vchess_game_tag_count(size_t *n, const vchess_game *g)
{
    if (!n || !g)
        return VCHESS_EINVAL;
    *n = g->record ? g->record->ntags : 0;
    return 0;
}

int vchess_game_tag_at(const char **name, const char **value,
                       const vchess_game *g, size_t i)
{
    if (!name || !value || !g)
        return VCHESS_EINVAL;
    if (!g->record || i >= g->record->ntags)
        return VCHESS_ERANGE;
    *name = g->record->tags[i].name;
    *value = g->record->tags[i].value;
    return 0;
}

/* A PGN tag name: letters, digits and '_', starting with a letter, no
 * longer than the PGN reader reads. */
static int tag_name_ok(const char *name)
{
    if (!isalpha((unsigned char)*name) || strlen(name) > VC_TAG_NAME_MAX)
        return 0;
    for (; *name; name++)
        if (!isalnum((unsigned char)*name) && *name != '_')
            return 0;
    return 1;
}

/* One line that the PGN reader reads back whole. */
static int tag_value_ok(const char *value)
{
    return !strchr(value, '\n') && strlen(value) <= VC_TAG_VALUE_MAX;
}

int vchess_game_set_tag(vchess_game *g, const char *name, const char *value)
{
    if (!g || !name || !value || !tag_name_ok(name) ||
        !tag_value_ok(value))
        return VCHESS_EINVAL;
    if (!vc_record_get(&g->alloc, &g->record) ||
        vc_tag_set(&g->alloc, g->record, name, value) < 0)
        return VCHESS_ENOMEM;
    if (strcmp(name, "Result") == 0)
        g->record->result_ply = g->ply;
    return 0;
}

int vchess_game_remove_tag(vchess_game *g, const char *name)
{
    if (!g || !name)
        return VCHESS_EINVAL;
    if (g->record)
        vc_tag_remove(&g->alloc, g->record, name);
    return 0;
}

int vchess_game_counters(unsigned *halfmove, unsigned *fullmove,
                         const vchess_game *g)
{
    if (!halfmove || !fullmove || !g)
        return VCHESS_EINVAL;
    *halfmove = vc_fen_counter(g->pos.halfmove);
    *fullmove = vc_fen_counter(g->pos.fullmove);
    return 0;
}

int vchess_game_ep_cell(int *cell, const vchess_game *g)
{
    if (!cell || !g)
        return VCHESS_EINVAL;
    *cell = g->pos.ep == VC_NO_CELL ? -1 : g->pos.ep;
    return 0;
}

int vchess_game_castling(char *buf, size_t size, size_t *needed,
                         const vchess_game *g)
{
    const struct vc_variant *v;
    char text[VC_MAX_CASTLE + 2];
    size_t n = 0;

    if (!g)
        return VCHESS_EINVAL;
    v = vc_game_v(g);
    for (int i = 0; i < v->ncastle; i++)
        if (g->pos.castle & (1u << i))
            text[n++] = v->castle[i].right;
    if (!n)
        text[n++] = '-';
    text[n] = 0;
    if (vc_deliver(n, buf, size, needed) < 0)
        return VCHESS_EBUFS;
    memcpy(buf, text, n + 1);
    return 0;
}

/* The notes whose move is still the game's, in order of ply. */
static int note_current(const vchess_game *g, const struct vc_note *n)
{
    return n->ply < g->ply && g->undo[n->ply].move == n->move;
}

int vchess_game_note_count(size_t *n, const vchess_game *g)
{
    const struct vc_record *r;

    if (!n || !g)
        return VCHESS_EINVAL;
    r = g->record;
    *n = r && r->preface ? 1 : 0;
    for (size_t i = 0; r && i < r->nnotes; i++)
        *n += note_current(g, &r->notes[i]);
    return 0;
}

int vchess_game_note_at(size_t *ply, const char **text, const vchess_game *g,
                        size_t i)
{
    const struct vc_record *r;

    if (!ply || !text || !g)
        return VCHESS_EINVAL;
    r = g->record;
    if (r && r->preface && i-- == 0) {
        *ply = 0;
        *text = r->preface;
        return 0;
    }
    for (size_t k = 0; r && k < r->nnotes; k++)
        if (note_current(g, &r->notes[k]) && i-- == 0) {
            *ply = r->notes[k].ply + 1;
            *text = r->notes[k].text;
            return 0;
        }
    return VCHESS_ERANGE;
}
