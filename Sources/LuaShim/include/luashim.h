/*
 * luashim.h — C side of the Swift↔Lua bridge: the public API, one section per file of
 * Sources/LuaShim (each file opens with its contract; shim_state.h holds their private state).
 *
 *  - state.c            a state with the shim's allocator; close; the first __gc error
 *  - memory_cap.c       the --max-memory cap (enforced only while Lua runs, never in Swift)
 *  - small_blocks.c     Lua's small blocks by size class (nothing public)
 *  - calls.c            trampolines (Swift functions never raise; the trampoline raises after
 *                       the Swift frame returned), protected calls with a traceback, loading
 *  - object_identity.c  one userdata per Swift object, found by its address
 *  - object_members.c   bridged classes' members and the objects' __index
 *  - interrupts.c       interrupts, the timeout and its watchdog, Ctrl-C, flush on termination
 *  - sandbox.c          the libraries a scenario gets
 *  - determinism.c      rule 3 where Lua 5.4 is not deterministic
 */
#ifndef LUASHIM_H
#define LUASHIM_H

#include <stddef.h>
#include <stdint.h>
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

/* ---------- Lua's function-like macros, as functions Swift can import ---------- */
static inline int  lifelua_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline void lifelua_insert(lua_State *L, int i) { lua_insert(L, i); }
static inline void lifelua_remove(lua_State *L, int i) { lua_remove(L, i); }
static inline void lifelua_replace(lua_State *L, int i) { lua_replace(L, i); }
static inline void *lifelua_getextraspace(lua_State *L) { return lua_getextraspace(L); }

/* ---------- state.c ---------- */
/* A new state whose allocator refuses growth past `limit` bytes while Lua code runs.
   Close it with lifelua_close (frees the shim's state too). */
lua_State *lifelua_newstate(size_t limit);
void   lifelua_close(lua_State *L);
/* The first error a __gc metamethod raised while the last lifelua_close ran, or NULL. The close
   runs the script's finalizers under the cap, and under the timeout if one is armed for L, whose
   alarm then ends the process (no hook reaches a finalizer) (issue 31). */
const char *lifelua_close_error(void);
/* The first error a __gc metamethod raised (Lua makes it a warning), copied to out and
   forgotten; 0 if none. */
int lifelua_take_gc_error(lua_State *L, char *out, size_t size);

/* ---------- memory_cap.c ---------- */
/* Swift frames: the cap is not enforced while a counter is > 0. It starts at 1 (the host is
   Swift); lifelua_pcall_traceback sets it to 0 while Lua runs; the trampoline increments it.
   When the machine itself refuses memory while a Swift frame runs, the run ends (stdout
   flushed, the place and the reason on stderr, status 1) instead of letting Lua raise across the
   Swift frame (docs/bridge-audit.md). Testing hook: the environment variable
   LIFELUA_TEST_MACHINE_REFUSES=N, read when a state is created, makes the Nth growth requested
   while a Swift function called from Lua runs fail as if malloc had refused it. */
size_t lifelua_memory_in_use(lua_State *L);
size_t lifelua_memory_limit(lua_State *L);
void   lifelua_set_memory_limit(lua_State *L, size_t limit);
/* Memory the host keeps on the script's behalf (the trace it can read back) counts against the
   cap: bytes > 0 adds, < 0 gives back. */
void   lifelua_charge_memory(lua_State *L, long long bytes);

/* ---------- calls.c ---------- */
/* The dispatcher returns n >= 0 (results), -1 (error value on top: raise it as is),
   or -2 (error message string on top: prefix it with luaL_where(L, 1), then raise). */
typedef int (*lifelua_dispatcher)(lua_State *L, lua_Integer id);
void lifelua_set_dispatcher(lifelua_dispatcher f);
int  lifelua_trampoline(lua_State *L);
void lifelua_pushswiftfunction(lua_State *L, lua_Integer id);
/* Whether Swift function `id` is pushed as a light C function (the same value on every push). */
int  lifelua_is_light_function_id(lua_Integer id);
/* lua.c's msghandler followed by luaL_traceback(L, L, msg, 1). */
int lifelua_msghandler(lua_State *L);
/* Function + nargs on the stack: lua_pcall with lifelua_msghandler, cap enforced during the call. */
int lifelua_pcall_traceback(lua_State *L, int nargs, int nresults);
int lifelua_loadfile(lua_State *L, const char *path);                     /* text only, "@path" */
int lifelua_loadbuffer(lua_State *L, const char *s, size_t len, const char *name); /* text only */
void lifelua_gc_collect(lua_State *L);   /* lua_gc is variadic */

/* ---------- object_identity.c ---------- */
/* The __name of the bridged objects' shared metatable (LuaObjects.swift sets it). */
#define LIFELUA_OBJECT_NAME "object"
/* Pushes the userdata of the object at address key, kept in the weak table registry[cache_ref],
   and returns 1; or pushes nothing and returns 0 (it has none). */
int lifelua_push_cached_object(lua_State *L, int cache_ref, const void *key);
/* Pushes a new userdata for the object at address key: its block (object_block.h: retained,
   a new serial, class_number, a slot), the metatable registry[metatable_ref], user_values user
   values; the table registry[cache_ref] keeps it in its slot. engine_bytes: what the object
   holds outside Lua's heap, charged to the collector's pacing (issue 30), or 0. */
void lifelua_push_new_object(lua_State *L, int cache_ref, int metatable_ref, const void *key,
                             void *retained, lua_Integer class_number, int user_values,
                             size_t engine_bytes);
/* The __gc of the userdata at idx: returns its retained object (NULL if taken already), which
   it no longer holds, and forgets its slot. */
void *lifelua_take_object(lua_State *L, int idx);
/* registry[ref] replaced by a copy sized for `count` entries (Lua never shrinks a table). */
void   lifelua_compact_table_ref(lua_State *L, int ref, lua_Integer count);

/* ---------- object_members.c ---------- */
/* Pushes the bridged objects' __index: a key among the members of the object's class (by its
   block's class_number) is found in C; other keys go to Swift function `fallback`. */
void lifelua_pushobjectindex(lua_State *L, lua_Integer fallback);
/* The members of class `number` (> 0), at most `count` names: (re)declared empty, then added
   one by one (a name added twice keeps its last member). The kinds of member: */
enum {
    LIFELUA_MEMBER_METHOD = 1,         /* value: the Swift function's id (a light function) */
    LIFELUA_MEMBER_METHOD_REF = 2,     /* value: a registry reference to the method's function */
    LIFELUA_MEMBER_GETTER = 3,         /* value: the Swift getter's id (self at 1, key at 2) */
    LIFELUA_MEMBER_CACHED_GETTER = 4   /* value: getter id << 8 | the user value keeping it */
};
void lifelua_define_member_class(lua_State *L, lua_Integer number, size_t count);
void lifelua_add_member(lua_State *L, lua_Integer number, const char *name, size_t len, int kind,
                        lua_Integer value);

/* ---------- interrupts.c ---------- */
/* Async-signal-safe. sticky: the hook keeps raising (timeout); else it fires once (Ctrl-C). */
void lifelua_interrupt(lua_State *L, const char *why, int sticky);
void lifelua_clear_interrupt(lua_State *L);
void lifelua_arm_timeout(lua_State *L, double seconds);
void lifelua_disarm_timeout(void);
void lifelua_catch_sigint(lua_State *L);
void lifelua_release_sigint(void);
/* Flush stdout before SIGTERM, SIGHUP or SIGINT end the process (lifelua run). */
void lifelua_flush_on_termination(void);

/* ---------- sandbox.c ---------- */
/* base, coroutine, table, string, math, utf8; no dofile/loadfile; load forced to text mode;
   coroutine.resume/wrap replaced by equivalents that keep timeouts reaching coroutines. */
void lifelua_openlibs_sandboxed(lua_State *L);
/* Every standard library (io, os, package, debug, binary chunks): `--unsafe` only. */
void lifelua_openlibs_unsafe(lua_State *L);
/* 1 if a script object may have a finalizer: a metatable with __gc was set (sandbox), or the
   unsafe libraries are open (files, debug.setmetatable). The bridge's own objects do not count. */
int lifelua_has_script_finalizers(lua_State *L);

/* ---------- determinism.c ---------- */
/* Rule 3 where Lua 5.4 is not deterministic: math.random seeded with a fixed value, pairs in a
   fixed order, tostring / print / string.format naming values by serial number, not address.
   Both openlibs functions call it. */
void lifelua_make_deterministic(lua_State *L);
/* The serial number of the reference value at idx (1, 2, ...): a bridged object's, in its block,
   taken when its userdata was made; any other value's given in the order first asked. */
lua_Integer lifelua_serial(lua_State *L, int idx);

#endif
