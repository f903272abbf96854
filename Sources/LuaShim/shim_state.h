/*
 * shim_state.h — the shim's private state, one sub-struct per concern (not public: Swift sees
 * only include/luashim.h).
 *
 * One lifelua_state per lua_State, made by lifelua_newstate (state.c) and reachable through
 * the allocator's userdata (lua_getallocf), so every C function given L finds it without a
 * global. Each sub-struct belongs to the file named beside it; another file may read it where
 * the comment says so, and the functions below (and interrupts.c's g_closing, which state.c
 * sets) are the only links between the files. The files form no circle: state.c calls the
 * others to make and free their parts, and tells interrupts.c when it closes; calls.c and
 * memory_cap.c sit under the object files; places.c, small_blocks.c and determinism.c call no
 * other file of the shim. A bridged object's block is in object_block.h.
 */
#ifndef SHIM_STATE_H
#define SHIM_STATE_H

#include "luashim.h"

#include <signal.h>

/* memory_cap.c. calls.c moves swift_depth at the Lua/Swift boundary (the cap is off while > 0). */
struct memory_cap {
    size_t used;
    size_t limit;
    int swift_depth;                  /* > 0: a Swift frame runs; the cap is not enforced */
    int bridge_depth;                 /* Swift functions called from Lua now running */
    long test_refusal_countdown;      /* LIFELUA_TEST_MACHINE_REFUSES (see luashim.h), or 0 */
    char refused_at[200];             /* "file:line:" where the cap last refused, or "" */
    size_t refused_size;              /* ...the size asked for then, */
    int refused_by_machine;           /* ...and whether malloc refused it, not the cap */
};

/* state.c: Lua's warnings, assembled from their pieces; the first __gc error kept. */
struct gc_notes {
    char warning[400];                /* the warning being assembled (Lua sends it in pieces) */
    char gc_error[400];               /* the first error raised by a __gc metamethod, or "" */
};

/* Which Lua thread runs: main is set by state.c and interrupts.c, current by sandbox.c's
   coroutine.resume. Read by places.c's callers to name where the script is. */
struct running {
    lua_State *volatile main;         /* the state passed to lifelua_interrupt */
    lua_State *volatile current;      /* coroutine being resumed (innermost), or NULL */
};

/* interrupts.c. sandbox.c reads pending and sticky to hook the coroutines it resumes. */
struct interrupts {
    volatile sig_atomic_t pending;    /* an interrupt is pending */
    volatile sig_atomic_t sticky;     /* ...and its hook keeps firing */
    char why[256];
};

/* object_members.c: the members of bridged classes, by class number. */
struct member_classes {
    struct member_class *classes;
    lua_Integer count;
};

/* object_identity.c: bridged objects, address -> slot, and the slots to reuse. */
struct identity_map {
    struct identity_entry *entries;
    size_t mask, count;
    int32_t *free_slots;              /* slots of finalized userdata, reused last freed first */
    size_t nfree, free_cap;
    int32_t slots_given;              /* the highest slot given so far */
};

typedef struct lifelua_state {
    struct memory_cap cap;
    struct gc_notes notes;
    struct running running;
    struct interrupts irq;
    struct member_classes members;
    struct identity_map ids;
    struct small_blocks *small;       /* small_blocks.c, or NULL: the C library's */
    lua_Integer serials;              /* determinism.c: the last serial number given */
    int script_finalizers;            /* sandbox.c: a script may have an object with a __gc */
    size_t engine_bytes;              /* object_identity.c: engine bytes not yet charged to the collector */
} lifelua_state;

static inline lifelua_state *shim_state(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (lifelua_state *)ud;
}

/* The thread whose Lua line names where the script is: the coroutine being resumed, or main. */
static inline lua_State *shim_running_thread(const lifelua_state *s) {
    return s->running.current != NULL ? s->running.current : s->running.main;
}

/* ---------- places.c ---------- */
void shim_script_place(lua_State *L, int level, char *out, size_t size);
int  shim_has_place(const char *msg);

/* ---------- memory_cap.c ---------- */
void *shim_capped_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
/* calloc for the shim's own tables, which grow while Swift runs: a refusal ends the run. */
void *shim_calloc_in_swift(lifelua_state *s, size_t n, size_t size);
/* After a protected call failed with a memory error the cap noted: its message, with the place. */
void  shim_word_memory_error(lua_State *L, lifelua_state *s);

/* ---------- small_blocks.c ---------- */
/* NULL under AddressSanitizer or with LIFELUA_SYSTEM_ALLOCATOR: every block is the C library's. */
struct small_blocks *shim_small_blocks_new(void);
void  shim_small_blocks_free(struct small_blocks *b);
/* realloc (size > 0; old 0: a new block) and free, given the block's old size (Lua tells it). */
void *shim_block_resize(struct small_blocks *b, void *ptr, size_t old, size_t size);
void  shim_block_free(struct small_blocks *b, void *ptr, size_t old);

/* ---------- calls.c ---------- */
/* Calls Swift function `id` with the stack as it is; raises its error once its frame returned. */
int  shim_call_swift(lua_State *L, lua_Integer id);

/* ---------- object_members.c, object_identity.c: freed by lifelua_close ---------- */
void shim_free_member_classes(lifelua_state *s);
void shim_free_identities(lifelua_state *s);

/* ---------- interrupts.c, for state.c's lifelua_close ---------- */
/* Releases the Ctrl-C handler if it points at L. */
void shim_release_sigint(lua_State *L);
/* Whether the timeout is armed for L. */
int  shim_timeout_armed_for(lua_State *L);
/* Defined in interrupts.c, set by lifelua_close while lua_close runs with L's timeout armed:
   the alarm then ends the process at once, since no hook reaches a __gc finalizer (issue 31). */
extern volatile sig_atomic_t g_closing;

/* ---------- determinism.c ---------- */
/* A new serial number (object_identity.c takes one for each userdata it makes). */
lua_Integer lifelua_new_serial(lua_State *L);

/* ---------- interrupts.c, for sandbox.c's coroutine.resume ---------- */
void shim_interrupt_hook(lua_State *L, lua_Debug *ar);
#define SHIM_HOOK_MASK (LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT)

#endif
