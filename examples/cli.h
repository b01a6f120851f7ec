/* cli.h - the command-line conventions every example program shares:
 * --help and --version, usage errors, and one-line error messages that
 * name the bad input once.  Nothing here knows a program's own options or
 * how it uses the library. */
#ifndef VCHESS_EXAMPLES_CLI_H
#define VCHESS_EXAMPLES_CLI_H

/* Returned by argument parsers when the program is to go on running;
 * anything else is the exit status to leave with. */
#define CLI_RUN (-1)

/* Exit status for bad arguments or input. */
#define CLI_EUSAGE 2

struct cli_option {
    const char *flags; /* "--fen FEN" */
    const char *help;  /* "start from FEN instead of the start position" */
};

struct cli_program {
    const char *name;                /* "vchess-perft" */
    const char *const *synopsis;     /* forms after the name, NULL-ended */
    const char *about;               /* what the program does, one line */
    const struct cli_option *options; /* {NULL, NULL}-ended */
};

#if defined(__GNUC__)
#define CLI_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CLI_PRINTF(f, a)
#endif

/* If arg is --help or --version, print the answer on stdout and return
 * the exit status (0, or 1 if stdout cannot be written); else CLI_RUN. */
int cli_help_or_version(const struct cli_program *p, const char *arg);

/* The value of the option at argv[*i] (advancing *i), or NULL when it is
 * the last argument. */
const char *cli_value(int argc, char **argv, int *i);

/* "NAME: MESSAGE (try NAME --help)" on stderr; returns CLI_EUSAGE. */
int cli_usage_error(const struct cli_program *p, const char *fmt, ...)
    CLI_PRINTF(2, 3);

/* One line on stderr for a failed library call, naming the bad input once:
 *   NAME: [WHERE ]['INPUT']: MESSAGE
 * MESSAGE is `detail` when it already says what kind of error it is (it
 * contains status_text), else "STATUS_TEXT: DETAIL", or status_text alone
 * when detail is empty or NULL.  'INPUT' is left out when detail quotes
 * it already; where and input may be NULL.  Returns CLI_EUSAGE. */
int cli_error(const char *name, const char *where, const char *input,
              const char *status_text, const char *detail);

/* cli_error() for a failed attempt to create a game from variant and
 * fen: the input named is the one the status blames.  Returns CLI_EUSAGE. */
int cli_game_error(const char *name, int status, const char *variant,
                   const char *fen, const char *detail);

#endif
