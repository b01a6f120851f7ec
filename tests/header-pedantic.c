/* header-pedantic.c - the public header alone compiles as strict C99
 * (-std=c99 -pedantic -Werror -Wall -Wextra) and its declarations link
 * against the library. */
#include <variantchess.h>

#include <stdio.h>
#include <string.h>

int main(void)
{
    const char *(*message)(int) = vchess_strerror;
    vchess_error err;
    vchess_game *game = NULL;
    vchess_move moves[4] = {0};
    vchess_result result = VCHESS_ONGOING;
    vchess_reason reason = VCHESS_REASON_NONE;
    vchess_status status = VCHESS_EFEN;

    memset(&err, 0, sizeof(err));
    vchess_game_free(game);
    printf("%s %u %s %d %d %d %d %zu\n", vchess_version_string(),
           vchess_version(), message(status), err.code, (int)moves[0],
           (int)result, (int)reason, vchess_max_moves());
    return strcmp(vchess_version_string(), VCHESS_VERSION_STRING) != 0;
}
