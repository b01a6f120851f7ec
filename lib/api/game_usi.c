/* game_usi.c - the shogi family's positions as USI writes them: SFEN in
 * and out of a game, beside its FEN (lib/notation/sfen.c). */
#include "api.h"
#include "notation/sfen.h"

int vc_variant_usi(const vchess_variant *v)
{
    return v->board_kind == VCHESS_BOARD_RECT && vc_sfen_fits(&v->v);
}

int vchess_variant_has_usi(int *usi, const vchess_variant *v)
{
    if (!usi || !v)
        return VCHESS_EINVAL;
    *usi = vc_variant_usi(v);
    return 0;
}

static int no_sfen(const vchess_variant *v, vchess_error *err)
{
    return vc_error_set(err, VCHESS_EINVAL, 0, "%s has no SFEN (the shogi "
                        "family's text; FEN serves it)", v->v.name);
}

int vchess_game_set_sfen(vchess_game *g, const char *sfen, vchess_error *err)
{
    struct vc_count none = {0, 0};
    struct vc_pos p;
    int shift, rc;

    if (!g || !sfen)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    if (!vc_variant_usi(g->variant))
        return no_sfen(g->variant, err);
    if ((rc = vc_sfen_parse(vc_game_v(g), sfen, &p, &shift, err)) < 0)
        return vc_error_locate(err, sfen), rc;
    vc_game_reset(g, &p, &none);
    g->sfen_shift = (int8_t)shift;
    return 0;
}

int vchess_game_create_sfen(vchess_game **out, const vchess_variant *v,
                            const char *sfen,
                            const vchess_game_options *opts,
                            vchess_error *err)
{
    vchess_game *g;
    int rc;

    if (out)
        *out = NULL;
    if (!out || !v || !sfen)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    if (!vc_variant_usi(v))
        return no_sfen(v, err);
    if ((rc = vchess_game_create(&g, v, NULL, opts, err)) < 0)
        return rc;
    if ((rc = vchess_game_set_sfen(g, sfen, err)) < 0) {
        vchess_game_free(g);
        return rc;
    }
    *out = g;
    return 0;
}

int vchess_game_sfen(char *buf, size_t size, size_t *needed,
                     const vchess_game *g)
{
    if (!g || !vc_variant_usi(g->variant))
        return VCHESS_EINVAL;
    return vc_deliver(vc_sfen_write(vc_game_v(g), &g->pos, g->sfen_shift,
                                    buf, buf ? size : 0),
                      buf, size, needed);
}
