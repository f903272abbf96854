/*
 * state.c — a lifelua state's life: lifelua_newstate makes a lua_State with the shim's state
 * (shim_state.h) as its allocator's userdata, and lifelua_close frees both; plus the panic
 * handler and Lua's warnings.
 *
 * The host is Swift until a protected call runs Lua, so the cap starts off (swift_depth 1).
 * Lua 5.4 reports an error inside a __gc metamethod as a warning, "error in __gc (MSG)", sent in
 * pieces; the first MSG is kept so the run can fail with it (issue 12, item 8). Other warnings
 * (`warn` from a script) are ignored, as lua5.4 does by default.
 *
 * The finalizers lua_close runs are the script's code, so they run under the run's limits
 * (issue 31): the cap on (swift_depth 0; a refused allocation is an error in that __gc, a
 * warning, whose first message lifelua_close_error gives), and a timer armed for the state stays
 * armed through lua_close. Lua's hook cannot stop a finalizer (hooks are off in __gc), so while
 * g_closing is set interrupts.c's alarm ends the process at once. The Ctrl-C handler is released
 * before.
 * Tests: Tests/LuaBridgeTests/StateTests.swift.
 */
#include "shim_state.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void on_warning(void *ud, const char *piece, int tocont) {
    struct gc_notes *n = &((lifelua_state *)ud)->notes;
    size_t used = strlen(n->warning);
    snprintf(n->warning + used, sizeof n->warning - used, "%s", piece);
    if (tocont) return;
    static const char prefix[] = "error in __gc (";
    size_t len = strlen(n->warning);
    if (n->gc_error[0] == '\0' && strncmp(n->warning, prefix, sizeof prefix - 1) == 0 && len > sizeof prefix) {
        snprintf(n->gc_error, sizeof n->gc_error, "%.*s (in a __gc metamethod)",
                 (int)(len - (sizeof prefix - 1) - 1), n->warning + sizeof prefix - 1);
    }
    n->warning[0] = '\0';
}

int lifelua_take_gc_error(lua_State *L, char *out, size_t size) {
    struct gc_notes *n = &shim_state(L)->notes;
    if (n->gc_error[0] == '\0') return 0;
    snprintf(out, size, "%s", n->gc_error);
    n->gc_error[0] = '\0';
    return 1;
}

static int panicf(lua_State *L) {
    const char *msg = lua_tostring(L, -1);
    if (msg == NULL) msg = "error object is not a string";
    fprintf(stderr, "lifelua: PANIC: unprotected error in call to Lua API (%s)\n", msg);
    fflush(stderr);
    return 0;  /* abort */
}

lua_State *lifelua_newstate(size_t limit) {
    lifelua_state *s = (lifelua_state *)calloc(1, sizeof *s);
    if (s == NULL) return NULL;
    s->cap.limit = limit;
    s->cap.swift_depth = 1;   /* the host is Swift until a protected call runs Lua */
    {
        const char *n = getenv("LIFELUA_TEST_MACHINE_REFUSES");
        if (n != NULL) s->cap.test_refusal_countdown = atol(n);
    }
    s->small = shim_small_blocks_new();
    lua_State *L = lua_newstate(shim_capped_alloc, s);
    if (L == NULL) { shim_small_blocks_free(s->small); free(s); return NULL; }
    s->running.main = L;
    lua_atpanic(L, panicf);
    lua_setwarnf(L, on_warning, s);
    return L;
}

static char g_close_error[400];

const char *lifelua_close_error(void) { return g_close_error[0] != '\0' ? g_close_error : NULL; }

void lifelua_close(lua_State *L) {
    if (L == NULL) return;
    lifelua_state *s = shim_state(L);
    shim_release_sigint(L);
    int timed = shim_timeout_armed_for(L);
    if (timed) g_closing = 1;
    s->notes.gc_error[0] = '\0';
    s->cap.swift_depth = 0;   /* the cap on: the finalizers are the script's code */
    lua_close(L);
    if (timed) { lifelua_disarm_timeout(); g_closing = 0; }
    snprintf(g_close_error, sizeof g_close_error, "%s", s->notes.gc_error);
    shim_free_member_classes(s);
    shim_free_identities(s);
    shim_small_blocks_free(s->small);
    s->small = NULL;
    free(s);
}
