/*
 * calls.c — every crossing between Lua and Swift: Lua calling a Swift function through a
 * trampoline, Swift running Lua in a protected call with a traceback, and loading text chunks.
 *
 * Rule 1 (docs/bridge-audit.md): a Swift function never raises. It returns a status; the
 * trampoline raises its error after the Swift frame has returned (call_swift), so no longjmp
 * crosses a Swift frame. While Lua runs inside lifelua_pcall_traceback the memory cap is on;
 * while a Swift function runs it is off (cap.swift_depth, memory_cap.c), and while the message
 * handler builds the traceback, after it ran an error object's __tostring under the cap (issue
 * 31). The first
 * LIGHT_TRAMPOLINES functions are light C functions, one per id, so the tables that hold them
 * cost the collector nothing; ids past them get a closure with the id as upvalue.
 * Why light trampolines: docs/performance.md, "Light trampolines".
 * Tests: Tests/LuaBridgeTests/CallTests.swift.
 */
#include "shim_state.h"

#include <string.h>

static lifelua_dispatcher g_dispatcher = NULL;
#define LIFELUA_SWIFT_STACK 40   /* slots a Swift function may use (tables are filled an element at a time) */

void lifelua_set_dispatcher(lifelua_dispatcher f) { g_dispatcher = f; }

int shim_call_swift(lua_State *L, lua_Integer id) {
    lifelua_state *s = shim_state(L);
    if (g_dispatcher == NULL) return luaL_error(L, "lifelua: no dispatcher installed");
    /* room for the Swift function's pushes: a push past the stack's end is not checked by Lua
       (docs/bridge-audit.md, family 6); lua_checkstack itself never raises */
    if (!lua_checkstack(L, LIFELUA_SWIFT_STACK)) return luaL_error(L, "stack overflow (no room for a Swift function)");
    s->cap.swift_depth++;
    s->cap.bridge_depth++;
    int n = g_dispatcher(L, id);
    s->cap.bridge_depth--;
    s->cap.swift_depth--;
    /* The Swift frame has returned: raising is safe from here on. */
    if (n >= 0) {
        /* Memory charged from Swift (the trace's store) is met here: once it is over the cap,
           returning to Lua asks for a few bytes, which the cap refuses as it refuses any
           allocation (issue 12, item 8), so a loop that allocates nothing in Lua still stops. */
        if (s->cap.used > s->cap.limit && s->cap.swift_depth == 0) (void)lua_newuserdatauv(L, 0, 0);
        return n;
    }
    if (n == -2) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

int lifelua_trampoline(lua_State *L) {
    return shim_call_swift(L, lua_tointegerx(L, lua_upvalueindex(1), NULL));
}

#define TR(a, b, c) static int tramp_##a##b##c(lua_State *L) { return shim_call_swift(L, (a) * 64 + (b) * 8 + (c)); }
#define TR8(a, b) TR(a, b, 0) TR(a, b, 1) TR(a, b, 2) TR(a, b, 3) TR(a, b, 4) TR(a, b, 5) TR(a, b, 6) TR(a, b, 7)
#define TR64(a) TR8(a, 0) TR8(a, 1) TR8(a, 2) TR8(a, 3) TR8(a, 4) TR8(a, 5) TR8(a, 6) TR8(a, 7)
TR64(0) TR64(1) TR64(2) TR64(3) TR64(4) TR64(5) TR64(6) TR64(7)
#define TE(a, b, c) tramp_##a##b##c,
#define TE8(a, b) TE(a, b, 0) TE(a, b, 1) TE(a, b, 2) TE(a, b, 3) TE(a, b, 4) TE(a, b, 5) TE(a, b, 6) TE(a, b, 7)
#define TE64(a) TE8(a, 0) TE8(a, 1) TE8(a, 2) TE8(a, 3) TE8(a, 4) TE8(a, 5) TE8(a, 6) TE8(a, 7)
static const lua_CFunction light_trampolines[] = { TE64(0) TE64(1) TE64(2) TE64(3) TE64(4) TE64(5) TE64(6) TE64(7) };
#define LIGHT_TRAMPOLINES ((lua_Integer)(sizeof light_trampolines / sizeof light_trampolines[0]))

int lifelua_is_light_function_id(lua_Integer id) { return id >= 0 && id < LIGHT_TRAMPOLINES; }

void lifelua_pushswiftfunction(lua_State *L, lua_Integer id) {
    if (lifelua_is_light_function_id(id)) {
        lua_pushcfunction(L, light_trampolines[id]);
        return;
    }
    lua_pushinteger(L, id);
    lua_pushcclosure(L, lifelua_trampoline, 1);
}

/* ---------- message handler and protected calls ---------- */

/* issue 31 item 7: the traceback and every reader after it take the message as a C string, so an
   embedded NUL would cut it there; it is shown as the two characters \0 instead */
static const char *push_nul_escaped(lua_State *L, const char *msg, size_t len) {
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (size_t i = 0; i < len; i++) {
        if (msg[i] == '\0') luaL_addstring(&b, "\\0");
        else luaL_addchar(&b, msg[i]);
    }
    luaL_pushresult(&b);
    return lua_tostring(L, -1);
}

int lifelua_msghandler(lua_State *L) {
    lifelua_state *s = shim_state(L);
    size_t len = 0;
    const char *msg = lua_tolstring(L, 1, &len);
    /* issue 31: the error object's __tostring is the script's code: it runs protected, under the
       cap and the timeout's hook, before the cap goes off for the traceback */
    if (msg == NULL && luaL_getmetafield(L, 1, "__tostring") != LUA_TNIL) {
        lua_pushvalue(L, 1);
        int status = lua_pcall(L, 1, 1, 0);
        if (status == LUA_OK && lua_type(L, -1) == LUA_TSTRING) msg = lua_tolstring(L, -1, &len);
        else if (status == LUA_ERRMEM)
            msg = "not enough memory in the error object's __tostring (the --max-memory limit)";
        else if (status != LUA_OK && lua_type(L, -1) == LUA_TSTRING)
            msg = lua_pushfstring(L, "error in the error object's __tostring: %s", lua_tostring(L, -1));
        if (msg != NULL && status != LUA_OK) len = strlen(msg);
    }
    s->cap.swift_depth++;   /* no cap while building the traceback */
    if (msg == NULL) msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    else if (memchr(msg, '\0', len) != NULL) msg = push_nul_escaped(L, msg, len);
    if (!shim_has_place(msg)) {
        /* raised by C code (rawset's "table index is NaN", a yield outside a coroutine, C stack
           overflow) or with a table or level 0: name the innermost Lua line */
        char place[200];
        shim_script_place(L, 1, place, sizeof place);
        if (place[0] != '\0') msg = lua_pushfstring(L, "%s%s", place, msg);
    }
    luaL_traceback(L, L, msg, 1);
    s->cap.swift_depth--;
    return 1;
}

int lifelua_pcall_traceback(lua_State *L, int nargs, int nresults) {
    lifelua_state *s = shim_state(L);
    int base = lua_gettop(L) - nargs;   /* function index */
    lua_pushcfunction(L, lifelua_msghandler);
    lua_insert(L, base);
    int saved = s->cap.swift_depth;
    s->cap.swift_depth = 0;
    s->cap.refused_at[0] = '\0';
    int status = lua_pcall(L, nargs, nresults, base);
    s->cap.swift_depth = saved;
    lua_remove(L, base);
    if (status == LUA_ERRMEM) shim_word_memory_error(L, s);
    return status;
}

/* ---------- loading: text only ---------- */

int lifelua_loadfile(lua_State *L, const char *path) {
    return luaL_loadfilex(L, path, "t");
}

int lifelua_loadbuffer(lua_State *L, const char *s, size_t len, const char *name) {
    return luaL_loadbufferx(L, s, len, name, "t");
}

void lifelua_gc_collect(lua_State *L) { lua_gc(L, LUA_GCCOLLECT); }
