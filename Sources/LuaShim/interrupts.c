/*
 * interrupts.c — stopping a running script: an interrupt raised from a Lua hook (Ctrl-C fires
 * once; the --timeout keeps firing), the timeout's watchdog for C code no hook reaches, and
 * flushing the trace when a signal ends `lifelua run`.
 *
 * lifelua_interrupt is async-signal-safe: it only sets flags and hooks. Each coroutine has its
 * own hook, so sandbox.c's coroutine.resume hooks the coroutine it resumes while an interrupt
 * is pending. The hook never raises while entering or leaving the message handler. The signal
 * handlers and the timer are the process's: one state at a time owns them (g_timeout_L,
 * g_sigint_L), and lifelua_close releases them: Ctrl-C's before lua_close, the timer after it.
 * While lua_close runs the script's finalizers with the timer armed (g_closing, set by state.c),
 * the alarm ends the process at once: hooks are off in __gc, so no interrupt would reach one
 * (issue 31).
 * Tests: Tests/LuaBridgeTests/InterruptTests.swift.
 */
#include "shim_state.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

static lua_State *volatile g_timeout_L = NULL;
static lua_State *volatile g_sigint_L = NULL;
volatile sig_atomic_t g_closing = 0;

void shim_interrupt_hook(lua_State *L, lua_Debug *ar) {
    lifelua_state *s = shim_state(L);
    if (!s->irq.pending) { lua_sethook(L, NULL, 0, 0); return; }
    if (ar->event == LUA_HOOKCALL || ar->event == LUA_HOOKRET) {
        /* never raise while entering or leaving the message handler */
        if (lua_getinfo(L, "f", ar)) {
            lua_CFunction f = lua_tocfunction(L, -1);
            lua_pop(L, 1);
            if (f == lifelua_msghandler) return;
        }
    }
    if (!s->irq.sticky) {
        s->irq.pending = 0;
        lua_sethook(L, NULL, 0, 0);
        if (s->running.main != NULL && s->running.main != L) lua_sethook(s->running.main, NULL, 0, 0);
        lua_State *co = s->running.current;
        if (co != NULL && co != L) lua_sethook(co, NULL, 0, 0);
    }
    {
        /* in a hook, level 0 is the function running (luaL_error's level 1 is its caller) */
        char place[200];
        shim_script_place(L, 0, place, sizeof place);
        lua_pushfstring(L, "%s%s", place, s->irq.why);
        lua_error(L);
    }
}

void lifelua_interrupt(lua_State *L, const char *why, int sticky) {
    lifelua_state *s = shim_state(L);
    size_t i = 0;
    if (why == NULL) why = "interrupted!";
    for (; why[i] != '\0' && i < sizeof s->irq.why - 1; i++) s->irq.why[i] = why[i];
    s->irq.why[i] = '\0';
    s->irq.sticky = sticky ? 1 : 0;
    s->irq.pending = 1;
    s->running.main = L;
    lua_sethook(L, shim_interrupt_hook, SHIM_HOOK_MASK, 1);
    lua_State *co = s->running.current;
    if (co != NULL) lua_sethook(co, shim_interrupt_hook, SHIM_HOOK_MASK, 1);
}

void lifelua_clear_interrupt(lua_State *L) {
    lifelua_state *s = shim_state(L);
    s->irq.pending = 0;
    s->irq.sticky = 0;
    lua_sethook(L, NULL, 0, 0);
    if (s->running.main != NULL && s->running.main != L) lua_sethook(s->running.main, NULL, 0, 0);
    lua_State *co = s->running.current;
    if (co != NULL) lua_sethook(co, NULL, 0, 0);
}

static char g_timeout_msg[200];

/* issue 12: SIGTERM, SIGHUP or SIGINT ending `lifelua run` must not lose the trace still in
   stdio's buffer. The handler flushes stdout, then dies of the same signal. fflush is not
   async-signal-safe; the process is about to end either way [choice]. */
static void flush_and_die(int sig) {
    fflush(stdout);
    signal(sig, SIG_DFL);
    raise(sig);
}

/* issue 31 item 1: a fault (a stack overflow, a trap, a bad access) must not lose the trace
   either. The handler runs on its own stack, so a stack overflow can still flush; it replaces
   the Swift runtime's crash reporter, which returns from a SIGSEGV sent by kill() and lets the
   process carry on [choice: docs/decisions.md, "A crash flushes the trace"]. */
static char g_fault_stack[64 * 1024];

static void flush_and_die_on_fault(int sig) {
    fflush(stdout);
    signal(sig, SIG_DFL);
    raise(sig);   /* blocked until the handler returns; a real fault also recurs on return */
}

static void on_fault(int sig) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = flush_and_die_on_fault;
    sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
    sigemptyset(&sa.sa_mask);
    sigaction(sig, &sa, NULL);
}

void lifelua_flush_on_termination(void) {
    signal(SIGTERM, flush_and_die);
    signal(SIGHUP, flush_and_die);
    signal(SIGINT, flush_and_die);
    stack_t st;
    memset(&st, 0, sizeof st);
    st.ss_sp = g_fault_stack;
    st.ss_size = sizeof g_fault_stack;
    sigaltstack(&st, NULL);
    on_fault(SIGSEGV);
    on_fault(SIGBUS);
    on_fault(SIGILL);
    on_fault(SIGFPE);
    on_fault(SIGABRT);
    on_fault(SIGTRAP);
}

/* lua.c's setsignal: one handler for a signal, restarting interrupted system calls. */
static void setsignal(int sig, void (*handler)(int)) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(sig, &sa, NULL);
}

/* issue 12, item 6: the timeout must hold even where no Lua instruction runs (a C function such
   as string.find on a pathological pattern never returns to the hook). The first alarm interrupts
   Lua; if the run is still going LIFELUA_WATCHDOG_GRACE seconds later, the second alarm flushes
   the trace made so far, prints why and ends the process with status 1 [choice]. */
#define LIFELUA_WATCHDOG_GRACE 5
static volatile sig_atomic_t g_alarm_stage = 0;
static char g_watchdog_msg[400];

static void on_alarm(int sig) {
    (void)sig;
    lua_State *L = g_timeout_L;
    if (L == NULL) return;
    if (g_closing) {   /* issue 31: a finalizer run by lua_close, which no hook can stop */
        static const char msg[] = "timeout: a __gc finalizer run as the scenario's Lua state closed "
                                  "was still running at the --timeout limit; stopped\n";
        fflush(stdout);   /* not async-signal-safe; the process ends here either way */
        if (write(2, msg, sizeof msg - 1) < 0) { /* nothing more to do */ }
        _exit(1);
    }
    if (g_alarm_stage == 0) {
        struct itimerval it;
        g_alarm_stage = 1;
        lifelua_interrupt(L, g_timeout_msg, 1);
        memset(&it, 0, sizeof it);
        it.it_value.tv_sec = LIFELUA_WATCHDOG_GRACE;
        setitimer(ITIMER_REAL, &it, NULL);
        return;
    }
    fflush(stdout);   /* not async-signal-safe; the process ends here either way */
    {
        /* where the script called the C function that never returns (reading the call stack
           allocates nothing; the state is consistent inside a C function) */
        char place[200];
        lifelua_state *st = shim_state(L);
        shim_script_place(st->running.current != NULL ? st->running.current : L, 0, place, sizeof place);
        if (write(2, place, strlen(place)) < 0) { /* nothing more to do */ }
    }
    if (write(2, g_watchdog_msg, strlen(g_watchdog_msg)) < 0) { /* nothing more to do */ }
    _exit(1);
}

void lifelua_arm_timeout(lua_State *L, double seconds) {
    struct itimerval it;
    if (seconds <= 0) return;
    snprintf(g_timeout_msg, sizeof g_timeout_msg,
             "timeout: the scenario ran longer than %g s", seconds);
    snprintf(g_watchdog_msg, sizeof g_watchdog_msg,
             "timeout: the scenario ran longer than %g s and was still running %d s later, inside a "
             "call the timeout cannot interrupt (C code such as a string pattern that never ends, "
             "or one very long engine call); stopped\n",
             seconds, LIFELUA_WATCHDOG_GRACE);
    g_alarm_stage = 0;
    g_timeout_L = L;
    setsignal(SIGALRM, on_alarm);
    memset(&it, 0, sizeof it);
    it.it_value.tv_sec = (time_t)seconds;
    it.it_value.tv_usec = (suseconds_t)((seconds - (double)(time_t)seconds) * 1e6);
    if (it.it_value.tv_sec == 0 && it.it_value.tv_usec == 0) it.it_value.tv_usec = 1;
    setitimer(ITIMER_REAL, &it, NULL);
}

void lifelua_disarm_timeout(void) {
    struct itimerval it;
    memset(&it, 0, sizeof it);
    setitimer(ITIMER_REAL, &it, NULL);
    signal(SIGALRM, SIG_IGN);
    g_timeout_L = NULL;
}

static void on_sigint(int sig) {
    lua_State *L = g_sigint_L;
    signal(sig, SIG_DFL);   /* a second Ctrl-C ends the process, as in lua.c */
    if (L != NULL) lifelua_interrupt(L, "interrupted!", 0);
}

void lifelua_catch_sigint(lua_State *L) {
    g_sigint_L = L;
    setsignal(SIGINT, on_sigint);
}

void lifelua_release_sigint(void) {
    signal(SIGINT, SIG_DFL);
    g_sigint_L = NULL;
}

void shim_release_sigint(lua_State *L) {
    if (g_sigint_L == L) lifelua_release_sigint();
}

int shim_timeout_armed_for(lua_State *L) { return g_timeout_L == L; }
