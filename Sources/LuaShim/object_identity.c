/*
 * object_identity.c — one userdata per Swift object, found again by the object's address
 * (LuaObjects.swift).
 *
 * The weak-valued table registry[cache_ref] holds each userdata under a small integer, its
 * slot; the map here gives an address's slot. Slots of finalized userdata are reused, so the
 * slots stay as few as the objects alive at once and the table mostly an array. The table's
 * entry goes when the collector finds the userdata dead (weak values are cleared before
 * finalizers run); the map's entry and the slot go when its __gc runs (lifelua_take_object). In
 * between, pushing the object makes a new userdata in a new slot, and the old __gc leaves the
 * newer entry alone: the slot comparison in lifelua_take_object is the line that keeps this
 * true. Each step is a raw access (one C call per push); the map grows while Swift runs, so a
 * refusal ends the run (memory_cap.c). Also here: compacting the objects' table after a burst.
 * Why a map in C: docs/performance.md, "Object identity" (and "Compacting emptied tables").
 * Tests: Tests/LuaBridgeTests/ObjectIdentityTests.swift.
 */
#include "shim_state.h"
#include "object_block.h"

#include <stdlib.h>

typedef struct identity_entry { const void *key; int32_t slot; } identity_entry;

/* An object's home entry keeps the heap's order within each 64 KB of addresses, each stretch
   starting at its own place (Fibonacci hashing of the stretch's number): objects made one after
   another sit side by side in the heap, so their entries share cache lines instead of each
   landing on a random line of a large map. The stretch's own place keeps objects of one size,
   a power of two apart, from landing on the same entries stretch after stretch. */
static size_t identity_home(const struct identity_map *m, const void *key) {
    uintptr_t a = (uintptr_t)key;
    uint64_t stretch = (uint64_t)(a >> 16) * 0x9E3779B97F4A7C15ull;
    return ((size_t)(a >> 4) + (size_t)(stretch >> 32)) & m->mask;
}

static identity_entry *identity_find(struct identity_map *m, const void *key) {
    if (m->entries == NULL) return NULL;
    for (size_t i = identity_home(m, key);; i = (i + 1) & m->mask) {
        identity_entry *e = &m->entries[i];
        if (e->key == key) return e;
        if (e->key == NULL) return NULL;
    }
}

static void identity_put(struct identity_map *m, const void *key, int32_t slot) {
    for (size_t i = identity_home(m, key);; i = (i + 1) & m->mask) {
        identity_entry *e = &m->entries[i];
        if (e->key == NULL) m->count++;
        if (e->key == NULL || e->key == key) { e->key = key; e->slot = slot; return; }
    }
}

/* Room for one more entry, the map at most half full: a lookup that misses (an object's first
   push, unless a constructor made it: push(object:createdAt:)) stops at the first empty entry,
   two or three probes away. */
static void identity_reserve(lifelua_state *s) {
    struct identity_map *m = &s->ids;
    size_t cap = m->entries == NULL ? 0 : m->mask + 1;
    if ((m->count + 1) * 2 <= cap) return;
    size_t grown = cap == 0 ? 64 : cap * 2;
    identity_entry *old = m->entries;
    m->entries = (identity_entry *)shim_calloc_in_swift(s, grown, sizeof *old);
    m->mask = grown - 1;
    m->count = 0;
    for (size_t i = 0; i < cap; i++)
        if (old[i].key != NULL) identity_put(m, old[i].key, old[i].slot);
    free(old);
    s->cap.used += (grown - cap) * sizeof *old;   /* charged as Lua's own memory is */
}

/* Linear probing's deletion: later entries of the cluster move back over the hole. */
static void identity_remove(struct identity_map *m, identity_entry *e) {
    size_t i = (size_t)(e - m->entries);
    for (size_t j = (i + 1) & m->mask; m->entries[j].key != NULL; j = (j + 1) & m->mask) {
        size_t home = identity_home(m, m->entries[j].key);
        /* the entry at j may fill the hole at i unless its home lies cyclically in (i, j] */
        int stays = i <= j ? (home > i && home <= j) : (home > i || home <= j);
        if (!stays) { m->entries[i] = m->entries[j]; i = j; }
    }
    m->entries[i].key = NULL;
    m->count--;
}

/* A slot for a new userdata. The free list always has room for every slot given, so a
   finalizer returning its slot never allocates. */
static int32_t take_slot(lifelua_state *s) {
    struct identity_map *m = &s->ids;
    if (m->nfree > 0) return m->free_slots[--m->nfree];
    if ((size_t)m->slots_given + 1 > m->free_cap) {   /* the list is empty: nothing to copy */
        size_t grown = m->free_cap == 0 ? 64 : m->free_cap * 2;
        int32_t *list = (int32_t *)shim_calloc_in_swift(s, grown, sizeof *list);
        free(m->free_slots);
        m->free_slots = list;
        s->cap.used += (grown - m->free_cap) * sizeof *list;
        m->free_cap = grown;
    }
    return ++m->slots_given;
}

void shim_free_identities(lifelua_state *s) {
    free(s->ids.entries);
    free(s->ids.free_slots);
    s->ids.entries = NULL;
    s->ids.free_slots = NULL;
}

int lifelua_push_cached_object(lua_State *L, int cache_ref, const void *key) {
    const identity_entry *e = identity_find(&shim_state(L)->ids, key);
    if (e == NULL) return 0;
    lua_rawgeti(L, LUA_REGISTRYINDEX, cache_ref);
    if (lua_rawgeti(L, -1, e->slot) == LUA_TUSERDATA
        && ((const lifelua_object_block *)lua_touserdata(L, -1))->object == key) {
        lua_remove(L, -2);
        return 1;
    }
    lua_pop(L, 2);   /* cleared: the collector found it dead, its __gc has not run yet */
    return 0;
}

void lifelua_push_new_object(lua_State *L, int cache_ref, int metatable_ref, const void *key,
                             void *retained, lua_Integer class_number, int user_values,
                             size_t engine_bytes) {
    lifelua_state *s = shim_state(L);
    /* Lua paces its collector on its own heap, where the object is a small block: the bytes the
       engine keeps for it count as allocated too, a kilobyte at a time, so objects a script
       drops are collected while it runs (issue 30). A step here is what the allocation below
       may run anyway. */
    if (engine_bytes > 0) {
        s->engine_bytes += engine_bytes;
        if (s->engine_bytes >= 1024) {
            lua_gc(L, LUA_GCSTEP, (int)(s->engine_bytes >> 10));
            s->engine_bytes &= 1023;
        }
    }
    identity_reserve(s);
    /* the entry is written last: its cache miss overlaps making the userdata */
    __builtin_prefetch(&s->ids.entries[identity_home(&s->ids, key)], 1);
    int32_t slot = take_slot(s);
    lifelua_object_block *b = (lifelua_object_block *)lua_newuserdatauv(L, sizeof *b, user_values);
    b->object = retained;
    b->serial = lifelua_new_serial(L);   /* taken now: pairs orders objects by creation (rule 3) */
    b->class_number = (int32_t)class_number;
    b->slot = slot;
    lua_rawgeti(L, LUA_REGISTRYINDEX, metatable_ref);
    lua_setmetatable(L, -2);
    lua_rawgeti(L, LUA_REGISTRYINDEX, cache_ref);
    lua_pushvalue(L, -2);
    lua_rawseti(L, -2, slot);   /* cache[slot] = ud */
    lua_pop(L, 1);
    identity_put(&s->ids, key, slot);
}

void *lifelua_take_object(lua_State *L, int idx) {
    lifelua_object_block *b = (lifelua_object_block *)lua_touserdata(L, idx);
    if (b == NULL || b->object == NULL) return NULL;
    void *object = b->object;
    b->object = NULL;
    lifelua_state *s = shim_state(L);
    identity_entry *e = identity_find(&s->ids, object);
    if (e != NULL && e->slot == b->slot) identity_remove(&s->ids, e);   /* else: the object has a newer userdata */
    s->ids.free_slots[s->ids.nfree++] = b->slot;
    return object;
}

/* A copy of the table at 1 (its metatable too), sized for the count at 2. */
static int copy_table(lua_State *L) {
    lua_createtable(L, 0, (int)lua_tointeger(L, 2));
    if (lua_getmetatable(L, 1)) lua_setmetatable(L, 3);
    lua_pushnil(L);
    while (lua_next(L, 1) != 0) {   /* key, value */
        lua_pushvalue(L, -2);
        lua_insert(L, -2);          /* key, key, value */
        lua_rawset(L, 3);
    }
    return 1;
}

/* Lua never shrinks a table that empties (it rehashes only when an insertion finds no free
   node), and a collection walks every node of a table, twice for a weak one: registry[ref] is
   replaced by a copy sized for its `count` entries. In a protected call: on a memory error the
   table stays as it was. */
void lifelua_compact_table_ref(lua_State *L, int ref, lua_Integer count) {
    lua_pushcfunction(L, copy_table);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_pushinteger(L, count);
    if (lua_pcall(L, 2, 1, 0) == LUA_OK) lua_rawseti(L, LUA_REGISTRYINDEX, ref);
    else lua_pop(L, 1);
}
