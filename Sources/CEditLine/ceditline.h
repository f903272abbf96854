/*
 * ceditline.h — libedit (BSD editline, Debian libedit-dev, pkg-config libedit) through its
 * readline-compatible interface, for `lifelua repl`; plus a Ctrl-C flag for the prompt.
 *
 * At the prompt, SIGINT must not kill the process: the REPL installs
 * ceditline_catch_sigint_at_prompt() (no SA_RESTART), so readline() returns NULL with
 * ceditline_take_sigint() == 1, and the REPL gives a fresh prompt.
 */
#ifndef CEDITLINE_H
#define CEDITLINE_H

#include <signal.h>
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>

static volatile sig_atomic_t ceditline_sigint_seen = 0;

static void ceditline_on_sigint(int sig) {
    (void)sig;
    ceditline_sigint_seen = 1;
}

/* A SIGINT handler that only sets a flag and interrupts the blocking read (no SA_RESTART). */
static inline void ceditline_catch_sigint_at_prompt(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = ceditline_on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    ceditline_sigint_seen = 0;
    sigaction(SIGINT, &sa, NULL);
}

/* Whether Ctrl-C was pressed since the last call (and clears it). */
static inline int ceditline_take_sigint(void) {
    int seen = ceditline_sigint_seen;
    ceditline_sigint_seen = 0;
    return seen;
}

/* Variables Swift imports awkwardly, set from C. */
static inline void ceditline_configure(const char *name, const char *word_breaks) {
    rl_readline_name = name;
    rl_catch_signals = 1;   /* libedit restores the terminal on signals and handles resizes */
    rl_basic_word_break_characters = word_breaks;
    rl_completer_word_break_characters = (char *)word_breaks;
    rl_completion_append_character = '\0';
}

#endif
