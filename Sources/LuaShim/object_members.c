/*
 * object_members.c — the members of bridged classes, and the bridged objects' __index that
 * finds them without Swift Strings or new closures.
 *
 * Each class (by the class number in its objects' blocks) is an open-addressed table, at most
 * half full, keyed by a copy of the name's bytes; Swift fills it (LuaObjects.swift) in its order
 * of precedence, a name given twice keeping its last member. They live here, not in Lua tables,
 * so that a collection never marks them (decision "Deinit at scale"). A key not found, or not a
 * string, goes to the Swift __index (upvalue 1). Tables grow while Swift runs: a refusal ends
 * the run (memory_cap.c). Why: docs/performance.md, "Member tables".
 * Tests: Tests/LuaBridgeTests/ObjectMemberTests.swift.
 */
#include "shim_state.h"
#include "object_block.h"

#include <stdlib.h>
#include <string.h>

typedef struct member_entry { char *name; size_t len; unsigned hash; int kind; lua_Integer value; } member_entry;
typedef struct member_class { member_entry *slots; size_t mask; size_t count; } member_class;

static void free_member_class(member_class *c) {
    if (c->slots != NULL)
        for (size_t i = 0; i <= c->mask; i++) free(c->slots[i].name);
    free(c->slots);
    c->slots = NULL;
    c->mask = c->count = 0;
}

void shim_free_member_classes(lifelua_state *s) {
    struct member_classes *m = &s->members;
    for (lua_Integer i = 0; i < m->count; i++) free_member_class(&m->classes[i]);
    free(m->classes);
    m->classes = NULL;
    m->count = 0;
}

/* The first and the last eight bytes with the length, not every byte: a read hashes its key
   each time. Two names that share all three still work (member_slot compares the bytes), only
   one probe slower. */
static unsigned member_hash(const char *name, size_t len) {
    uint64_t head = 0, tail = 0;
    if (len >= 8) {
        memcpy(&head, name, 8);
        memcpy(&tail, name + len - 8, 8);
    } else {
        for (size_t i = 0; i < len; i++) head |= (uint64_t)(unsigned char)name[i] << (8 * i);
    }
    uint64_t h = head * 0x9E3779B97F4A7C15ull ^ (tail + len) * 0xC2B2AE3D27D4EB4Full;
    return (unsigned)(h >> 32);
}

void lifelua_define_member_class(lua_State *L, lua_Integer number, size_t count) {
    lifelua_state *s = shim_state(L);
    struct member_classes *m = &s->members;
    if (number <= 0) return;
    if (number >= m->count) {
        lua_Integer n = number + 8;
        member_class *grown = (member_class *)shim_calloc_in_swift(s, (size_t)n, sizeof *grown);
        if (m->count > 0) memcpy(grown, m->classes, (size_t)m->count * sizeof *grown);
        free(m->classes);
        m->classes = grown;
        m->count = n;
    }
    member_class *c = &m->classes[number];
    free_member_class(c);
    size_t slots = 8;
    while (slots < count * 2) slots <<= 1;   /* at most half full */
    c->slots = (member_entry *)shim_calloc_in_swift(s, slots, sizeof *c->slots);
    c->mask = slots - 1;
}

static member_entry *member_slot(member_class *c, const char *name, size_t len, unsigned hash) {
    for (size_t i = hash & c->mask;; i = (i + 1) & c->mask) {
        member_entry *e = &c->slots[i];
        if (e->name == NULL || (e->hash == hash && e->len == len && memcmp(e->name, name, len) == 0)) return e;
    }
}

void lifelua_add_member(lua_State *L, lua_Integer number, const char *name, size_t len, int kind, lua_Integer value) {
    lifelua_state *s = shim_state(L);
    struct member_classes *m = &s->members;
    if (number <= 0 || number >= m->count || m->classes[number].slots == NULL) return;
    member_class *c = &m->classes[number];
    unsigned hash = member_hash(name, len);
    member_entry *e = member_slot(c, name, len, hash);
    if (e->name == NULL) {   /* a new name; a name given twice keeps its last member */
        if ((c->count + 1) * 2 > c->mask + 1) return;   /* more than declared: refused */
        e->name = (char *)shim_calloc_in_swift(s, len + 1, 1);
        memcpy(e->name, name, len);
        e->len = len;
        e->hash = hash;
        c->count++;
    }
    e->kind = kind;
    e->value = value;
}

static const member_entry *find_member(const struct member_classes *m, lua_Integer number, const char *name, size_t len) {
    if (number <= 0 || number >= m->count || m->classes[number].slots == NULL) return NULL;
    const member_entry *e = member_slot(&m->classes[number], name, len, member_hash(name, len));
    return e->name != NULL ? e : NULL;
}

/* A string key found among the members of the object's class is a method (its function:
   returned as is, the same on every read) or a property (its Swift getter: called). */
static int object_index(lua_State *L) {
    if (lua_type(L, 2) == LUA_TSTRING && lua_type(L, 1) == LUA_TUSERDATA
        && lua_rawlen(L, 1) == sizeof(lifelua_object_block)) {
        const lifelua_object_block *b = (const lifelua_object_block *)lua_touserdata(L, 1);
        size_t len;
        const char *key = lua_tolstring(L, 2, &len);
        const member_entry *e = b->object != NULL ? find_member(&shim_state(L)->members, b->class_number, key, len) : NULL;
        if (e != NULL) {
            switch (e->kind) {
            case LIFELUA_MEMBER_METHOD:
                lifelua_pushswiftfunction(L, e->value);
                return 1;
            case LIFELUA_MEMBER_METHOD_REF:
                lua_rawgeti(L, LUA_REGISTRYINDEX, e->value);
                return 1;
            case LIFELUA_MEMBER_GETTER:
                return shim_call_swift(L, e->value);
            case LIFELUA_MEMBER_CACHED_GETTER: {
                /* its value is kept in user value (value & 0xff) after the first read; its setter
                   clears it (LuaVM.ObjectMember) */
                int uv = (int)(e->value & 0xff);
                if (lua_getiuservalue(L, 1, uv) > LUA_TNIL) return 1;
                lua_settop(L, 2);
                int n = shim_call_swift(L, e->value >> 8);
                if (n == 1 && !lua_isnil(L, -1)) {
                    lua_pushvalue(L, -1);
                    lua_setiuservalue(L, 1, uv);   /* never raises: no allocation */
                }
                return n;
            }
            default:
                break;
            }
        }
    }
    return shim_call_swift(L, lua_tointegerx(L, lua_upvalueindex(1), NULL));
}

void lifelua_pushobjectindex(lua_State *L, lua_Integer fallback) {
    lua_pushinteger(L, fallback);
    lua_pushcclosure(L, object_index, 1);
}
