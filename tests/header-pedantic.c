/* header-pedantic.c - the public header alone compiles as strict C99
 * (-std=c99 -pedantic -Werror -Wall -Wextra), its static initializers
 * fill every member, and its declarations link against the library. */
#include <variantchess.h>

#include <stdio.h>
#include <string.h>

int main(void)
{
    const char *(*message)(int) = vchess_strerror;
    vchess_game_options opts = VCHESS_GAME_OPTIONS_INIT;
    vchess_svg_options svg = VCHESS_SVG_OPTIONS_INIT;
    const vchess_variant *v = NULL;
    vchess_game *game = NULL;
    vchess_move moves[4] = {0};
    vchess_error err;
    int result = VCHESS_ONGOING, reason = VCHESS_REASON_NONE;
    vchess_status status = VCHESS_EFEN;
    size_t max = 0;

    memset(&err, 0, sizeof(err));
    if (vchess_variant_builtin(&v, "chess", &err) != 0 ||
        vchess_game_create(&game, v, NULL, &opts, &err) != 0 ||
        vchess_variant_max_moves(&max, v) != 0)
        return 1;
    vchess_game_free(game);
    printf("%s %u %s %d %d %d %d %u %zu\n", vchess_version_string(),
           vchess_version(), message(status), err.code, (int)moves[0],
           result, reason, svg.version, max);
    return strcmp(vchess_version_string(), VCHESS_VERSION_STRING) != 0;
}
