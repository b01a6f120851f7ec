/* check_version.c - version macros, run-time version and PACKAGE_VERSION
 * agree; status names and messages follow VCHESS_STATUS_MAP. */
#ifdef HAVE_CONFIG_H
#include <config.h>
#endif

#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "suites.h"
#include "variantchess.h"

#ifndef PACKAGE_VERSION
#error "PACKAGE_VERSION must come from config.h (build with -DHAVE_CONFIG_H)"
#endif

struct status_case {
    int code;
    const char *name;
    const char *msg;
};

static const struct status_case statuses[] = {
#define VC_STATUS_CASE_(name, value, msg) {(value), #name, (msg)},
    VCHESS_STATUS_MAP(VC_STATUS_CASE_)
#undef VC_STATUS_CASE_
};

#define N_STATUSES ((int)(sizeof(statuses) / sizeof(statuses[0])))

static int is_known(int code)
{
    for (int i = 0; i < N_STATUSES; i++)
        if (statuses[i].code == code)
            return 1;
    return 0;
}

static int lowest_code(void)
{
    int low = 0;

    for (int i = 0; i < N_STATUSES; i++)
        if (statuses[i].code < low)
            low = statuses[i].code;
    return low;
}

START_TEST(test_header_macros_agree)
{
    char text[64];

    snprintf(text, sizeof(text), "%d.%d.%d", VCHESS_VERSION_MAJOR,
             VCHESS_VERSION_MINOR, VCHESS_VERSION_PATCH);
    ck_assert_str_eq(text, VCHESS_VERSION_STRING);
    ck_assert_int_ge(VCHESS_VERSION_MINOR, 0);
    ck_assert_int_lt(VCHESS_VERSION_MINOR, 100);
    ck_assert_int_ge(VCHESS_VERSION_PATCH, 0);
    ck_assert_int_lt(VCHESS_VERSION_PATCH, 100);
    ck_assert_int_eq(VCHESS_VERSION_NUMBER,
                     VCHESS_VERSION_MAJOR * 10000 +
                         VCHESS_VERSION_MINOR * 100 + VCHESS_VERSION_PATCH);
}
END_TEST

START_TEST(test_runtime_matches_header)
{
    ck_assert_uint_eq(vchess_version(), VCHESS_VERSION_NUMBER);
    ck_assert_str_eq(vchess_version_string(), VCHESS_VERSION_STRING);
}
END_TEST

START_TEST(test_package_version_matches_header)
{
    ck_assert_msg(strcmp(PACKAGE_VERSION, VCHESS_VERSION_STRING) == 0,
                  "PACKAGE_VERSION %s != VCHESS_VERSION_STRING %s: "
                  "run autoreconf -fi and configure again",
                  PACKAGE_VERSION, VCHESS_VERSION_STRING);
}
END_TEST

/* Versioned structs: the init functions take known versions only. */
START_TEST(test_options_init)
{
    vchess_game_options go;
    vchess_svg_options so;

    ck_assert_int_eq(vchess_game_options_init(&go, 0), VCHESS_EVERSION);
    ck_assert_int_eq(vchess_game_options_init(&go, 99), VCHESS_EVERSION);
    ck_assert_int_eq(vchess_game_options_init(&go, VCHESS_GAME_OPTIONS_VERSION),
                     0);
    ck_assert_uint_eq(go.version, VCHESS_GAME_OPTIONS_VERSION);
    ck_assert_ptr_null(go.allocator);
    ck_assert_int_eq(vchess_svg_options_init(&so, 2), VCHESS_EVERSION);
    ck_assert_int_eq(vchess_svg_options_init(&so, VCHESS_SVG_OPTIONS_VERSION),
                     0);
    /* the defaults the header documents */
    ck_assert_int_eq(so.flip + so.show_names, 0);
    ck_assert_int_eq(so.show_coordinates && so.show_last_move &&
                         so.show_check && so.show_special,
                     1);
    ck_assert_ptr_null(so.highlight);
    ck_assert_uint_eq(so.narrows, 0);
    ck_assert_int_eq(vchess_svg_options_init(NULL, 1), VCHESS_EINVAL);
}
END_TEST

START_TEST(test_status_known)
{
    const struct status_case *s = &statuses[_i];
    const char *name = vchess_status_name(s->code);

    ck_assert_ptr_nonnull(name);
    ck_assert_str_eq(name, s->name);
    ck_assert_str_eq(vchess_strerror(s->code), s->msg);
    ck_assert_str_ne(s->msg, "");
    ck_assert_str_ne(s->msg, "unknown status");
    if (s->code == 0)
        ck_assert_str_eq(s->name, "OK");
    else
        ck_assert_int_lt(s->code, 0);
}
END_TEST

START_TEST(test_status_map_unique)
{
    for (int i = 0; i < N_STATUSES; i++)
        for (int j = i + 1; j < N_STATUSES; j++) {
            ck_assert_int_ne(statuses[i].code, statuses[j].code);
            ck_assert_str_ne(statuses[i].name, statuses[j].name);
        }
    ck_assert_int_eq(VCHESS_OK, 0);
    ck_assert_int_eq(VCHESS_EFEN, -4);
}
END_TEST

static const int unknown_codes[] = {1, 2, 100, -1000, INT_MAX, INT_MIN};

#define N_UNKNOWN ((int)(sizeof(unknown_codes) / sizeof(unknown_codes[0])))

static void check_unknown(int code)
{
    ck_assert_msg(!is_known(code), "%d is a known status", code);
    ck_assert_str_eq(vchess_strerror(code), "unknown status");
    ck_assert_ptr_null(vchess_status_name(code));
}

START_TEST(test_status_unknown)
{
    check_unknown(unknown_codes[_i]);
}
END_TEST

START_TEST(test_status_below_lowest)
{
    check_unknown(lowest_code() - 1);
}
END_TEST

Suite *version_suite(void)
{
    Suite *s = suite_create("version");
    TCase *tc = tcase_create("version");
    TCase *st = tcase_create("status");

    tcase_set_timeout(tc, 10);
    tcase_add_test(tc, test_header_macros_agree);
    tcase_add_test(tc, test_runtime_matches_header);
    tcase_add_test(tc, test_package_version_matches_header);
    tcase_add_test(tc, test_options_init);
    suite_add_tcase(s, tc);

    tcase_set_timeout(st, 10);
    tcase_add_loop_test(st, test_status_known, 0, N_STATUSES);
    tcase_add_test(st, test_status_map_unique);
    tcase_add_loop_test(st, test_status_unknown, 0, N_UNKNOWN);
    tcase_add_test(st, test_status_below_lowest);
    suite_add_tcase(s, st);
    return s;
}
