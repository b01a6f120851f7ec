/* cli.c - --help, --version and error lines shared by the example
 * programs (see cli.h). */
#include "cli.h"

#include <variantchess.h>

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const struct cli_option standard_options[] = {
    {"--help", "print this help and exit"},
    {"--version", "print the program's and the library's version and exit"},
    {NULL, NULL}};

static void print_options(const struct cli_option *o)
{
    for (; o->flags; o++)
        printf("  %-20s %s\n", o->flags, o->help);
}

/* "LEAD NAME FORM", wrapped before a '[' to stay within 79 columns. */
static void print_form(const char *lead, const char *name, const char *form)
{
    int indent = printf("%s %s", lead, name), col = indent;

    while (*form) {
        const char *next = strstr(form + 1, " [");
        int n = next ? (int)(next - form) : (int)strlen(form);
        if (col + 1 + n > 79 && col > indent)
            col = printf("\n%*s", indent, "") - 1;
        col += printf(" %.*s", n, form);
        form += n + (next != NULL);
    }
    putchar('\n');
}

static void print_help(const struct cli_program *p)
{
    for (size_t i = 0; p->synopsis[i]; i++)
        print_form(i ? "   or:" : "usage:", p->name, p->synopsis[i]);
    printf("\n%s\n\noptions:\n", p->about);
    print_options(p->options);
    print_options(standard_options);
}

int cli_help_or_version(const struct cli_program *p, const char *arg)
{
    if (strcmp(arg, "--help") == 0)
        print_help(p);
    else if (strcmp(arg, "--version") == 0)
        printf("%s (libvariantchess) %s\n", p->name, vchess_version_string());
    else
        return CLI_RUN;
    return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}

const char *cli_value(int argc, char **argv, int *i)
{
    return *i + 1 < argc ? argv[++*i] : NULL;
}

int cli_usage_error(const struct cli_program *p, const char *fmt, ...)
{
    va_list ap;

    fprintf(stderr, "%s: ", p->name);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, " (try %s --help)\n", p->name);
    return CLI_EUSAGE;
}

/* Whether text contains 'input', quotes included. */
static int quotes(const char *text, const char *input)
{
    size_t n = strlen(input);

    for (const char *q = strchr(text, '\''); q; q = strchr(q + 1, '\''))
        if (strncmp(q + 1, input, n) == 0 && q[n + 1] == '\'')
            return 1;
    return 0;
}

/* status_text and detail, saying each thing once. */
static void print_message(const char *status_text, const char *detail)
{
    if (!detail || !*detail)
        fprintf(stderr, "%s\n", status_text);
    else if (strstr(detail, status_text))
        fprintf(stderr, "%s\n", detail);
    else
        fprintf(stderr, "%s: %s\n", status_text, detail);
}

int cli_error(const char *name, const char *where, const char *input,
              const char *status_text, const char *detail)
{
    int quote = input && !(detail && quotes(detail, input));

    fprintf(stderr, "%s: ", name);
    if (where)
        fprintf(stderr, quote ? "%s " : "%s: ", where);
    if (quote)
        fprintf(stderr, "'%s': ", input);
    print_message(status_text, detail);
    return CLI_EUSAGE;
}

int cli_game_error(const char *name, int status, const char *variant,
                   const char *fen, const char *detail)
{
    const char *input = status == VCHESS_EVARIANT ? variant
                        : status == VCHESS_EFEN   ? fen
                                                  : NULL;

    return cli_error(name, NULL, input, vchess_strerror(status), detail);
}
