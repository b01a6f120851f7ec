/* suites.h - the Check suites run by tests/check_main.c.  A new suite
 * file exports one `Suite *x_suite(void)`, declared here and listed in
 * check_main.c's table. */
#ifndef VC_TESTS_SUITES_H
#define VC_TESTS_SUITES_H

#include <check.h>

Suite *version_suite(void);
Suite *tetrille_suite(void);
Suite *hex_suite(void);
Suite *chess_suite(void);
Suite *fen_suite(void);
Suite *trihexagonal_suite(void);
Suite *trumpisten_suite(void);
Suite *api_suite(void);
Suite *move_texts_suite(void);
Suite *movegen_suite(void);
Suite *count_suite(void);
Suite *perft_suite(void);
Suite *notation_suite(void);
Suite *render_suite(void);
Suite *pieces_suite(void);
Suite *exchange_suite(void);
Suite *variant_suite(void);
Suite *definition_suite(void);
Suite *def_write_suite(void);
Suite *share_suite(void);
Suite *search_suite(void);
Suite *diagram_suite(void);
Suite *diagram_pages_suite(void);
Suite *fsf_builtin_suite(void);
Suite *fsf_rules_suite(void);
Suite *pgn_reader_suite(void);
Suite *query_suite(void);
Suite *count_fen_suite(void);
Suite *builtin_suite(void);
Suite *big_boards_suite(void);
Suite *ways_to_win_suite(void);
Suite *drops_suite(void);
Suite *gating_suite(void);
Suite *placing_suite(void);
Suite *chess960_suite(void);
Suite *oom_suite(void);
Suite *pgn_hostile_suite(void);
Suite *write_read_suite(void);
Suite *limits_suite(void);
Suite *usi_suite(void);

#endif
