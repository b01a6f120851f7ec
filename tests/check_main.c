/* check_main.c - runs every Check suite of libvariantchess.
 *
 * VCHESS_SUITE=name[,name...] runs only the named suites (names from the
 * table below), e.g. `VCHESS_SUITE=fen tests/check_vchess'.  Check's own
 * CK_RUN_SUITE, CK_RUN_CASE, CK_FORK and CK_TIMEOUT_MULTIPLIER work too.
 * Exit status: 0 when every test passed, 1 otherwise. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"

struct suite_entry {
    const char *name;
    Suite *(*make)(void);
};

static const struct suite_entry suites[] = {
    {"version", version_suite},
    {"tetrille", tetrille_suite},
    {"hex", hex_suite},
    {"chess", chess_suite},
    {"fen", fen_suite},
    {"trihexagonal", trihexagonal_suite},
    {"trumpisten", trumpisten_suite},
    {"api", api_suite},
    {"move_texts", move_texts_suite},
    {"movegen", movegen_suite},
    {"count", count_suite},
    {"perft", perft_suite},
    {"notation", notation_suite},
    {"render", render_suite},
    {"pieces", pieces_suite},
    {"exchange", exchange_suite},
    {"variant", variant_suite},
    {"definition", definition_suite},
    {"def_write", def_write_suite},
    {"share", share_suite},
    {"search", search_suite},
    {"diagram", diagram_suite},
    {"diagram_pages", diagram_pages_suite},
    {"fsf_builtin", fsf_builtin_suite},
    {"fsf_rules", fsf_rules_suite},
    {"ways_to_win", ways_to_win_suite},
    {"drops", drops_suite},
    {"gating", gating_suite},
    {"placing", placing_suite},
    {"chess960", chess960_suite},
    {"pgn_reader", pgn_reader_suite},
    {"query", query_suite},
    {"count_fen", count_fen_suite},
    {"builtin", builtin_suite},
    {"big_boards", big_boards_suite},
    {"oom", oom_suite},
    {"pgn_hostile", pgn_hostile_suite},
    {"write_read", write_read_suite},
    {"limits", limits_suite},
    {"usi", usi_suite},
};

#define N_SUITES (sizeof(suites) / sizeof(suites[0]))

/* 1 if `name` is an element of the comma-separated `list`. */
static int in_list(const char *list, const char *name)
{
    size_t len = strlen(name);

    while (*list != '\0') {
        size_t n = strcspn(list, ",");

        if (n == len && strncmp(list, name, len) == 0)
            return 1;
        list += n;
        if (*list == ',')
            list++;
    }
    return 0;
}

/* A runner holding the selected suites, or NULL if none is selected. */
static SRunner *make_runner(const char *only)
{
    SRunner *sr = NULL;

    for (size_t i = 0; i < N_SUITES; i++) {
        if (only != NULL && !in_list(only, suites[i].name))
            continue;
        if (sr == NULL)
            sr = srunner_create(suites[i].make());
        else
            srunner_add_suite(sr, suites[i].make());
    }
    return sr;
}

int main(void)
{
    const char *only = getenv("VCHESS_SUITE");
    SRunner *sr;
    int failed;

    if (only != NULL && *only == '\0')
        only = NULL;
    sr = make_runner(only);
    if (sr == NULL) {
        fprintf(stderr, "VCHESS_SUITE=%s names no suite; known:", only);
        for (size_t i = 0; i < N_SUITES; i++)
            fprintf(stderr, " %s", suites[i].name);
        fprintf(stderr, "\n");
        return EXIT_FAILURE;
    }
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
