/* ends.c - games a rule ends before any move is made: a bare king,
 * extinction (by a blast where captures blast), the flag rule, the n-th
 * check, n pieces in a row. */
#include "position.h"

static int checks_end(const struct vc_variant *v, const struct vc_pos *p,
                      int *result)
{
    int them = p->side ^ 1;

    if (!v->check_count || p->checks[them] != 0)
        return 0;
    *result = them == 0 ? VC_WHITE_WINS : VC_BLACK_WINS;
    return 1;
}

int vc_rule_end(const struct vc_variant *v, const struct vc_pos *p,
                int *result)
{
    int scratch;

    result = result ? result : &scratch;
    if ((v->bare_king_loses && (p->count[0] <= 1 || p->count[1] <= 1)) ||
        vc_extinct_side(v, p) >= 0) {
        *result = vc_bare_king_result(v, p);
        return v->bare_king_loses || ((v->extinction.types &
                                       VC_EXTINCT_ARMY) && v->extinction.own)
                   ? VC_REASON_BARE_KING
               : v->blast ? VC_REASON_EXPLOSION
                          : VC_REASON_EXTINCTION;
    }
    if (v->flag.on && vc_flag_end(v, p, result))
        return VC_REASON_FLAG;
    if (checks_end(v, p, result))
        return VC_REASON_CHECKS;
    if ((v->connect.n || v->connect.nxn) && vc_connect_end(v, p, result))
        return VC_REASON_CONNECT;
    return VC_REASON_NONE;
}
