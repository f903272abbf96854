/*
 * places.c — where the script is, as "file:line: ", for every message the shim words itself
 * (issue 12, item 8: every message names where the script was).
 *
 * Reading the call stack allocates nothing (lua_getinfo "Sl" only reads the prototype) and Lua
 * saves the pc before any allocation, so these are safe inside the allocator, a hook and a
 * signal handler's last words. Used by memory_cap.c, calls.c and interrupts.c.
 * Tests: Tests/LuaBridgeTests/CallTests.swift, MemoryCapTests.swift.
 */
#include "shim_state.h"

#include <stdio.h>
#include <string.h>

/* "file:line: " of the innermost Lua function running in L, from `level` up, or "". */
void shim_script_place(lua_State *L, int level, char *out, size_t size) {
    lua_Debug ar;
    out[0] = '\0';
    for (; L != NULL && lua_getstack(L, level, &ar); level++) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
            snprintf(out, size, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
    }
}

/* Whether a message starts with a place ("chunk:12: "), as luaL_where writes it. */
int shim_has_place(const char *msg) {
    const char *colon = strchr(msg, ':');
    while (colon != NULL && colon < msg + 250) {
        const char *d = colon + 1;
        while (*d >= '0' && *d <= '9') d++;
        if (d > colon + 1 && *d == ':') return 1;
        if (*d == '\n' || *d == '\0') return 0;
        colon = strchr(colon + 1, ':');
    }
    return 0;
}
