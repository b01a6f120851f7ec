// header-cxx.cpp - the public header compiles as C++ (extern "C" guards)
// and its declarations link against the C library.
#include <variantchess.h>

#include <cstdio>
#include <cstring>

int main()
{
    vchess_game *game = 0;
    vchess_status status = VCHESS_EINVAL;
    vchess_result result = VCHESS_DRAW;
    int (*from)(vchess_move) = vchess_move_from;

    vchess_game_free(game);
    std::printf("%s %s %d %d\n", vchess_version_string(),
                vchess_strerror(status), static_cast<int>(result),
                from != 0);
    return std::strcmp(vchess_version_string(), VCHESS_VERSION_STRING) != 0;
}
