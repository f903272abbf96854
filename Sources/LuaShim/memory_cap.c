/*
 * memory_cap.c — the --max-memory cap: Lua's allocator hook, which refuses growth past the
 * limit while Lua code runs, and the refusal's wording.
 *
 * The cap is enforced only while cap.swift_depth is 0, that is while Lua runs inside
 * lifelua_pcall_traceback and no Swift function called from it is running (calls.c moves the
 * counter): a Swift frame never sees a memory error from the cap (rule 1, docs/bridge-audit.md).
 * Memory the host keeps for the script is charged from Swift (lifelua_charge_memory) and met on
 * the way back to Lua (calls.c). When the machine itself refuses memory while Swift runs, the
 * run ends here. Blocks come from small_blocks.c.
 * Tests: Tests/LuaBridgeTests/MemoryCapTests.swift.
 */
#include "shim_state.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Lua raises a memory error without a position and without calling the message handler, so
   the place is noted at the refusal and worded by the protected call (shim_word_memory_error).
   A refusal outside any Lua function keeps the place noted before: Lua's luaD_shrinkstack asks
   for a new, smaller stack after an error has unwound every frame, and a refusal there does not
   raise ("ok if that fails"), so it must not erase where the error was. */
static void note_refusal(lifelua_state *s) {
    char place[sizeof s->cap.refused_at];
    shim_script_place(shim_running_thread(s), 0, place, sizeof place);
    if (place[0] != '\0') memcpy(s->cap.refused_at, place, sizeof place);
}

/* Rule 1, the one raise no check can prevent: the machine itself refusing memory while a Swift
   frame runs. Returning NULL would make Lua raise a memory error across the Swift frame, so the
   run ends here instead: the trace so far flushed, the place and the reason on stderr, status 1
   (docs/bridge-audit.md). */
static void machine_refused_in_swift(lifelua_state *s, size_t nsize) {
    char place[200];
    fflush(stdout);
    shim_script_place(shim_running_thread(s), 0, place, sizeof place);
    fprintf(stderr, "%sout of memory: the machine refused %zu bytes while lifelua's own code was "
            "running (not the --max-memory limit); stopped\n", place, nsize);
    fflush(stderr);
    _exit(1);
}

void *shim_calloc_in_swift(lifelua_state *s, size_t n, size_t size) {
    void *p = calloc(n, size);
    if (p == NULL) machine_refused_in_swift(s, n * size);
    return p;
}

void *shim_capped_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    lifelua_state *s = (lifelua_state *)ud;
    struct memory_cap *cap = &s->cap;
    size_t old = ptr ? osize : 0;     /* when ptr is NULL, osize is a type tag */
    if (nsize == 0) {
        if (ptr != NULL) shim_block_free(s->small, ptr, old);
        cap->used -= old;
        return NULL;
    }
    if (nsize > old && cap->swift_depth == 0 && cap->used - old + nsize > cap->limit) {
        cap->refused_by_machine = 0;
        cap->refused_size = nsize;
        note_refusal(s);
        return NULL;
    }
    /* the test hook (luashim.h): as if the machine refused this growth */
    int refuse = nsize > old && cap->bridge_depth > 0 && cap->test_refusal_countdown > 0 &&
                 --cap->test_refusal_countdown == 0;
    void *p = refuse ? NULL : shim_block_resize(s->small, ptr, old, nsize);
    if (p == NULL) {
        if (cap->swift_depth > 0) machine_refused_in_swift(s, nsize);
        cap->refused_by_machine = 1;
        cap->refused_size = nsize;
        note_refusal(s);
        return NULL;
    }
    cap->used = cap->used - old + nsize;
    return p;
}

/* Say where, and whether the cap or the machine ran out (the cap is off here). */
void shim_word_memory_error(lua_State *L, lifelua_state *s) {
    if (s->cap.refused_at[0] == '\0') return;
    lua_pop(L, 1);
    if (s->cap.refused_by_machine)
        lua_pushfstring(L, "%snot enough memory: the machine refused %I bytes", s->cap.refused_at,
                        (lua_Integer)s->cap.refused_size);
    else
        lua_pushfstring(L, "%snot enough memory: the scenario reached the --max-memory limit of %d MB",
                        s->cap.refused_at, (int)(s->cap.limit >> 20));
}

size_t lifelua_memory_in_use(lua_State *L) { return shim_state(L)->cap.used; }
size_t lifelua_memory_limit(lua_State *L) { return shim_state(L)->cap.limit; }
void lifelua_set_memory_limit(lua_State *L, size_t limit) { shim_state(L)->cap.limit = limit; }
void lifelua_charge_memory(lua_State *L, long long bytes) {
    struct memory_cap *cap = &shim_state(L)->cap;
    if (bytes < 0 && (size_t)(-bytes) > cap->used) cap->used = 0;
    else cap->used += (size_t)bytes;
}
