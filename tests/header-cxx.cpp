// header-cxx.cpp - the public header compiles as C++ (extern "C" guards,
// initializer macros) and its declarations link against the C library.
#include <variantchess.h>

#include <cstdio>
#include <cstring>

int main()
{
    vchess_game *game = 0;
    vchess_status status = VCHESS_EINVAL;
    vchess_game_options opts = VCHESS_GAME_OPTIONS_INIT;
    vchess_svg_options svg = VCHESS_SVG_OPTIONS_INIT;
    int result = VCHESS_DRAW;
    int (*from)(vchess_move) = vchess_move_from;

    vchess_game_free(game);
    std::printf("%s %s %d %d %u %u\n", vchess_version_string(),
                vchess_strerror(status), result, from != 0, opts.version,
                svg.version);
    return std::strcmp(vchess_version_string(), VCHESS_VERSION_STRING) != 0;
}
