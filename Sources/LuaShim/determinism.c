/*
 * determinism.c — rule 3 (the same scenario gives the same trace on every run) where Lua 5.4
 * itself is not deterministic. Debian's liblua seeds three things from the clock and from
 * addresses that ASLR moves (lstate.c's luai_makeseed, lmathlib.c's randseed):
 *
 *  - math.random: seeded with a fixed value; math.randomseed() without an argument reseeds
 *    with that value too (with an argument, as Lua does);
 *  - pairs: the hash of a string key, and of a table or function key, changes from run to run,
 *    and so does the order `next` visits them. pairs (without __pairs) visits numbers in
 *    ascending order, then strings in byte order, then false and true, then every other value
 *    by its serial number (below): bridged objects in the order they were created, tables,
 *    functions and coroutines in the order they were first named. `next` keeps Lua's order;
 *  - addresses: tostring, print and string.format's %s and %p name a table, function,
 *    coroutine or userdata without __tostring by its serial number ("table: #3"), never by its
 *    address. A bridged object gets its serial when it is created; any other value when it is
 *    first named (by tostring, print, string.format or pairs).
 *
 * The serial counter lives in the shim's state (shim_state.h); object_identity.c takes a
 * serial for each userdata it makes. The choice and its reasons: docs/decisions.md
 * ("Determinism where Lua is not"). Tests: Tests/LuaBridgeTests/DeterminismTests.swift.
 */
#include "shim_state.h"
#include "object_block.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FIXED_SEED 0

/* ---------- serial numbers for values without a printable identity ---------- */

lua_Integer lifelua_new_serial(lua_State *L) { return ++shim_state(L)->serials; }

static const char SERIALS_KEY = 0;   /* registry[&SERIALS_KEY] = { [value] = n } (weak keys) */

/* Whether the userdata at idx is a bridged object: its block's size, and its metatable's
   __name (an io file under --unsafe has another). */
static int is_bridged_object(lua_State *L, int idx) {
    int t, yes;
    if (lua_type(L, idx) != LUA_TUSERDATA || lua_rawlen(L, idx) != sizeof(lifelua_object_block)) return 0;
    t = luaL_getmetafield(L, idx, "__name");   /* pushes nothing when there is none */
    if (t == LUA_TNIL) return 0;
    yes = t == LUA_TSTRING && strcmp(lua_tostring(L, -1), LIFELUA_OBJECT_NAME) == 0;
    lua_pop(L, 1);
    return yes;
}

/* The serial of the reference value at idx: a bridged object's was taken at its creation; any
   other value's is given on first request. */
lua_Integer lifelua_serial(lua_State *L, int idx) {
    lua_Integer n;
    idx = lua_absindex(L, idx);
    if (is_bridged_object(L, idx)) return ((lifelua_object_block *)lua_touserdata(L, idx))->serial;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &SERIALS_KEY) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_createtable(L, 0, 4);
        lua_createtable(L, 0, 1);
        lua_pushliteral(L, "k");
        lua_setfield(L, -2, "__mode");
        lua_setmetatable(L, -2);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &SERIALS_KEY);
    }
    lua_pushvalue(L, idx);
    if (lua_rawget(L, -2) == LUA_TNUMBER) {
        n = lua_tointeger(L, -1);
        lua_pop(L, 2);
        return n;
    }
    lua_pop(L, 1);
    n = lifelua_new_serial(L);
    lua_pushvalue(L, idx);
    lua_pushinteger(L, n);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    return n;
}

static int is_reference(int t) {
    return t == LUA_TTABLE || t == LUA_TFUNCTION || t == LUA_TTHREAD || t == LUA_TUSERDATA ||
           t == LUA_TLIGHTUSERDATA;
}

/* luaL_tolstring, with a serial number where it would print an address. */
static const char *det_tolstring(lua_State *L, int idx, size_t *len) {
    idx = lua_absindex(L, idx);
    if (luaL_callmeta(L, idx, "__tostring")) {
        if (!lua_isstring(L, -1)) luaL_error(L, "'__tostring' must return a string");
        return lua_tolstring(L, -1, len);
    }
    if (!is_reference(lua_type(L, idx))) return luaL_tolstring(L, idx, len);
    {
        int tt = luaL_getmetafield(L, idx, "__name");
        const char *kind = (tt == LUA_TSTRING) ? lua_tostring(L, -1) : luaL_typename(L, idx);
        lua_Integer n = lifelua_serial(L, idx);
        lua_pushfstring(L, "%s: #%I", kind, n);
        if (tt != LUA_TNIL) lua_remove(L, -2);
    }
    return lua_tolstring(L, -1, len);
}

static int det_tostring(lua_State *L) {
    luaL_checkany(L, 1);
    det_tolstring(L, 1, NULL);
    return 1;
}

/* lbaselib's print, with det_tolstring (the host may replace print again; see redirectPrint) */
static int det_print(lua_State *L) {
    int n = lua_gettop(L), i;
    for (i = 1; i <= n; i++) {
        size_t l;
        const char *s = det_tolstring(L, i, &l);
        if (i > 1) fwrite("\t", 1, 1, stdout);
        fwrite(s, 1, l, stdout);
        lua_pop(L, 1);
    }
    fwrite("\n", 1, 1, stdout);
    fflush(stdout);
    return 0;
}

/* Calls Lua's own library function below its `nargs` arguments (the wrappers' upvalue 1).
   Called from C, it has no name of its own, so an argument error it raises would read "bad
   argument #2 to '?'": the error is raised again naming the wrapper as the script called it
   ('format'), or by its global name when the call site has none (pcall(string.format, …)), as
   lua5.4's luaL_argerror does, at the script's line. */
static int call_original(lua_State *L, int nargs, const char *global_name) {
    int base = lua_gettop(L) - nargs;
    if (lua_pcall(L, nargs, LUA_MULTRET, 0) == LUA_OK) return lua_gettop(L) - base + 1;
    if (lua_type(L, -1) == LUA_TSTRING && strstr(lua_tostring(L, -1), "to '?'") != NULL) {
        lua_Debug ar;
        const char *name = (lua_getstack(L, 0, &ar) && lua_getinfo(L, "n", &ar) && ar.name) ? ar.name : global_name;
        luaL_where(L, 1);
        lua_pushfstring(L, "to '%s'", name);
        luaL_gsub(L, lua_tostring(L, -3), "to '?'", lua_tostring(L, -1));
        lua_remove(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

/* Whether string.format's conversion `c` for argument `arg` would print an address: %s of a
   value without a printable identity, %p of anything with an address (strings included). */
static int prints_address(lua_State *L, char c, int arg, int top) {
    if (arg > top || (c != 's' && c != 'p')) return 0;
    return is_reference(lua_type(L, arg)) || (c == 'p' && lua_type(L, arg) == LUA_TSTRING);
}

/* string.format: each argument that would print an address is replaced by its serial name and
   its conversion becomes %s; the rest is Lua's own string.format (upvalue 1), with the format
   untouched when nothing was renamed (most calls). */
static int det_format(lua_State *L) {
    size_t flen;
    const char *fmt = luaL_checklstring(L, 1, &flen), *end = fmt + flen, *p = fmt;
    int top = lua_gettop(L), arg = 1, renamed = 0;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    while (p < end) {
        const char *spec;
        luaL_addchar(&b, *p);
        if (*p++ != '%' || p >= end) continue;
        if (*p == '%') { luaL_addchar(&b, *p++); continue; }
        arg++;
        for (spec = p; p < end && strchr("-+ #0123456789.", *p) != NULL; p++) {}
        luaL_addlstring(&b, spec, (size_t)(p - spec));
        if (p >= end) break;
        if (prints_address(L, *p, arg, top)) {
            /* the stack use is balanced between buffer operations, as luaL_Buffer requires */
            if (lua_type(L, arg) == LUA_TSTRING) lua_pushfstring(L, "string: #%I", lifelua_serial(L, arg));
            else det_tolstring(L, arg, NULL);
            lua_replace(L, arg);
            luaL_addchar(&b, 's');
            renamed = 1;
        } else {
            luaL_addchar(&b, *p);
        }
        p++;
    }
    if (renamed) {
        luaL_pushresult(&b);
        lua_replace(L, 1);
    }
    lua_settop(L, top);   /* drops the unused buffer's box, if it grew one */
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    return call_original(L, top, "string.format");
}

/* ---------- pairs in a fixed order ---------- */

typedef struct {
    int rank;            /* 0 number, 1 string, 2 boolean, 3 any other value (by serial) */
    lua_Number number;
    const char *s;
    size_t len;
    lua_Integer serial;
    int position;        /* in the key list */
} key_order;

static int compare_keys(const void *a, const void *b) {
    const key_order *x = (const key_order *)a, *y = (const key_order *)b;
    if (x->rank != y->rank) return x->rank < y->rank ? -1 : 1;
    switch (x->rank) {
    case 0:
        if (x->number != y->number) return x->number < y->number ? -1 : 1;
        break;
    case 1: {
        size_t n = x->len < y->len ? x->len : y->len;
        int c = memcmp(x->s, y->s, n);
        if (c != 0) return c;
        if (x->len != y->len) return x->len < y->len ? -1 : 1;
        break;
    }
    case 2: case 3:
        if (x->serial != y->serial) return x->serial < y->serial ? -1 : 1;
        break;
    }
    return x->position - y->position;
}

/* The iterator: upvalue 1 the keys in order, upvalue 2 the position. Keys whose value became
   nil meanwhile are skipped, as `next` skips them. */
static int ordered_next(lua_State *L) {
    lua_Integer i = lua_tointeger(L, lua_upvalueindex(2));
    for (;;) {
        i++;
        if (lua_rawgeti(L, lua_upvalueindex(1), i) == LUA_TNIL) {
            lua_pushinteger(L, i - 1);
            lua_replace(L, lua_upvalueindex(2));
            return 1;   /* nil: the end */
        }
        lua_pushvalue(L, -1);
        if (lua_rawget(L, 1) != LUA_TNIL) {
            lua_pushinteger(L, i);
            lua_replace(L, lua_upvalueindex(2));
            return 2;
        }
        lua_pop(L, 2);
    }
}

static int det_pairs(lua_State *L) {
    int n = 0, i;
    key_order *order;
    luaL_checkany(L, 1);
    if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {   /* as lbaselib's pairs */
        lua_pushvalue(L, 1);
        lua_call(L, 1, 3);
        return 3;
    }
    if (lua_type(L, 1) != LUA_TTABLE) {   /* Lua's `next` raises the usual error in the loop */
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_pushvalue(L, 1);
        lua_pushnil(L);
        return 3;
    }
    lua_settop(L, 1);
    lua_newtable(L);                      /* 2: the keys, in traversal order, then sorted */
    lua_pushnil(L);
    while (lua_next(L, 1) != 0) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, 2, ++n);
    }
    if (n > 1) {
        order = (key_order *)lua_newuserdatauv(L, sizeof(key_order) * (size_t)n, 0);   /* 3 */
        for (i = 0; i < n; i++) {
            key_order *k = &order[i];
            memset(k, 0, sizeof *k);
            k->position = i;
            lua_rawgeti(L, 2, i + 1);
            switch (lua_type(L, -1)) {
            case LUA_TNUMBER: k->rank = 0; k->number = lua_tonumber(L, -1); break;
            case LUA_TSTRING: k->rank = 1; k->s = lua_tolstring(L, -1, &k->len); break;  /* kept alive by table 2 */
            case LUA_TBOOLEAN: k->rank = 2; k->serial = lua_toboolean(L, -1); break;
            default: k->rank = 3; k->serial = lifelua_serial(L, -1);
            }
            lua_pop(L, 1);
        }
        qsort(order, (size_t)n, sizeof *order, compare_keys);
        lua_createtable(L, n, 0);         /* 4: the keys, sorted */
        for (i = 0; i < n; i++) {
            lua_rawgeti(L, 2, order[i].position + 1);
            lua_rawseti(L, 4, i + 1);
        }
        lua_replace(L, 2);
        lua_settop(L, 2);
    }
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, ordered_next, 2);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

/* ---------- math.random ---------- */

static int det_randomseed(lua_State *L) {
    int n = lua_gettop(L);
    if (n == 0) { lua_pushinteger(L, FIXED_SEED); n = 1; }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    return call_original(L, n, "math.randomseed");
}

/* ---------- installing them ---------- */

void lifelua_make_deterministic(lua_State *L) {
    lua_pushcfunction(L, det_tostring);
    lua_setglobal(L, "tostring");
    lua_pushcfunction(L, det_print);
    lua_setglobal(L, "print");
    lua_getglobal(L, "next");
    lua_pushcclosure(L, det_pairs, 1);
    lua_setglobal(L, "pairs");
    if (lua_getglobal(L, LUA_STRLIBNAME) == LUA_TTABLE) {
        lua_getfield(L, -1, "format");
        lua_pushcclosure(L, det_format, 1);
        lua_setfield(L, -2, "format");
    }
    lua_pop(L, 1);
    if (lua_getglobal(L, LUA_MATHLIBNAME) == LUA_TTABLE) {
        lua_getfield(L, -1, "randomseed");
        lua_pushvalue(L, -1);
        lua_pushinteger(L, FIXED_SEED);
        lua_call(L, 1, 0);
        lua_pushcclosure(L, det_randomseed, 1);
        lua_setfield(L, -2, "randomseed");
    }
    lua_pop(L, 1);
}
