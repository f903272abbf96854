/*
 * sandbox.c — the libraries a scenario gets: base, coroutine, table, string, math and utf8,
 * with no dofile or loadfile, load forced to text, and (--unsafe) every standard library.
 *
 * Both ways install coroutine.resume and wrap that track the running coroutine, so that an
 * interrupt reaches it (each coroutine has its own hook; same semantics as lcorolib), and both
 * make Lua deterministic (determinism.c). In the sandbox setmetatable notes whether a script
 * object can have a finalizer, the one way a script's object gets one: a run that ends the
 * process may then skip the last collection and lua_close (decision "The end of `lifelua run`";
 * docs/performance.md, "Skipping the last collection").
 * Tests: Tests/LuaBridgeTests/SandboxTests.swift.
 */
#include "shim_state.h"

static int auxresume(lua_State *L, lua_State *co, int narg) {
    int status, nres;
    lifelua_state *s = shim_state(L);
    if (!lua_checkstack(co, narg)) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    if (s->irq.pending) {
        if (lua_gethook(co) != shim_interrupt_hook) lua_sethook(co, shim_interrupt_hook, SHIM_HOOK_MASK, 1);
    } else if (lua_gethook(co) == shim_interrupt_hook) {
        lua_sethook(co, NULL, 0, 0);
    }
    lua_xmove(L, co, narg);
    lua_State *prev = s->running.current;
    s->running.current = co;
    status = lua_resume(co, L, narg, &nres);
    s->running.current = prev;
    if (s->irq.pending && s->irq.sticky && lua_gethook(L) != shim_interrupt_hook)
        lua_sethook(L, shim_interrupt_hook, SHIM_HOOK_MASK, 1);
    if (status == LUA_OK || status == LUA_YIELD) {
        if (!lua_checkstack(L, nres + 1)) {
            lua_pop(co, nres);
            lua_pushliteral(L, "too many results to resume");
            return -1;
        }
        lua_xmove(co, L, nres);
        return nres;
    } else {
        lua_xmove(co, L, 1);
        return -1;
    }
}

static int co_resume(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co, 1, "coroutine");
    int r = auxresume(L, co, lua_gettop(L) - 1);
    if (r < 0) {
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, -(r + 1));
    return r + 1;
}

static int auxwrap(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int r = auxresume(L, co, lua_gettop(L));
    if (r < 0) {
        int stat = lua_status(co);
        if (stat != LUA_OK && stat != LUA_YIELD) {
            stat = lua_resetthread(co);
            lua_xmove(co, L, 1);
        }
        if (stat != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    return r;
}

static int co_wrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *NL = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, NL, 1);
    lua_pushcclosure(L, auxwrap, 1);
    return 1;
}

/* load(chunk [, chunkname [, mode [, env]]]) with mode forced to "t" */
static int safe_load(lua_State *L) {
    if (lua_gettop(L) < 3) lua_settop(L, 3);
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* setmetatable as Lua's base library has it, noting whether the metatable has a __gc: Lua marks
   an object for finalization only then, when its metatable is set (manual §2.5.3). Its five
   lines, not a call to the original: a C function called from C is named '?' in its argument
   errors, and a script must read "bad argument #1 to 'setmetatable'" as from lua5.4. */
static int noting_setmetatable(lua_State *L) {
    int t = lua_type(L, 2);
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
        return luaL_error(L, "cannot change a protected metatable");
    if (t == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL) shim_state(L)->script_finalizers = 1;
    }
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

int lifelua_has_script_finalizers(lua_State *L) { return shim_state(L)->script_finalizers; }

/* What both ways of opening the libraries end with. */
static void install_interrupt_aware_coroutines(lua_State *L) {
    lua_getglobal(L, LUA_COLIBNAME);
    lua_pushcfunction(L, co_resume);
    lua_setfield(L, -2, "resume");
    lua_pushcfunction(L, co_wrap);
    lua_setfield(L, -2, "wrap");
    lua_pop(L, 1);
    lifelua_make_deterministic(L);
}

/* --unsafe (issue 12): every standard library, Lua's own load/loadfile/dofile; the coroutine
   functions are still the interrupt-aware ones, so --timeout reaches coroutines. */
void lifelua_openlibs_unsafe(lua_State *L) {
    luaL_openlibs(L);
    shim_state(L)->script_finalizers = 1;   /* files close in their __gc; debug.setmetatable */
    install_interrupt_aware_coroutines(L);
}

void lifelua_openlibs_sandboxed(lua_State *L) {
    static const luaL_Reg libs[] = {
        {LUA_GNAME, luaopen_base},
        {LUA_COLIBNAME, luaopen_coroutine},
        {LUA_TABLIBNAME, luaopen_table},
        {LUA_STRLIBNAME, luaopen_string},
        {LUA_MATHLIBNAME, luaopen_math},
        {LUA_UTF8LIBNAME, luaopen_utf8},
        {NULL, NULL}
    };
    for (const luaL_Reg *lib = libs; lib->func; lib++) {
        luaL_requiref(L, lib->name, lib->func, 1);
        lua_pop(L, 1);
    }
    lua_pushnil(L); lua_setglobal(L, "dofile");
    lua_pushnil(L); lua_setglobal(L, "loadfile");
    lua_pushcfunction(L, noting_setmetatable);
    lua_setglobal(L, "setmetatable");
    lua_getglobal(L, "load");
    lua_pushcclosure(L, safe_load, 1);
    lua_setglobal(L, "load");
    install_interrupt_aware_coroutines(L);
}
