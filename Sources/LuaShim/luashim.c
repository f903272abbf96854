#include "luashim.h"

#include <malloc.h>
#include <signal.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <unistd.h>

/* ------------------------------------------------------------------ */
/* Allocator state: one per lua_State, reachable through lua_getallocf */

typedef struct lifelua_state {
    size_t used;
    size_t limit;
    int swift_depth;                  /* > 0: a Swift frame runs; the cap is not enforced */
    volatile sig_atomic_t pending;    /* an interrupt is pending */
    volatile sig_atomic_t sticky;     /* ...and its hook keeps firing */
    lua_State *volatile main;         /* the state passed to lifelua_interrupt */
    lua_State *volatile current;      /* coroutine being resumed (innermost), or NULL */
    char why[256];
    char refused_at[200];             /* "file:line:" where the cap last refused, or "" */
    size_t refused_size;              /* ...the size asked for then, */
    int refused_by_machine;           /* ...and whether malloc refused it, not the cap */
    int bridge_depth;                 /* Swift functions called from Lua now running */
    long test_refusal_countdown;      /* LIFELUA_TEST_MACHINE_REFUSES (see luashim.h), or 0 */
    char warning[400];                /* the warning being assembled (Lua sends it in pieces) */
    char gc_error[400];               /* the first error raised by a __gc metamethod, or "" */
    lua_Integer serials;              /* the last serial number given (determinism.c) */
    struct member_class *classes;     /* bridged classes' members, by class number (below) */
    lua_Integer nclasses;
    int script_finalizers;            /* a script may have an object with a __gc (below) */
    struct identity_entry *ids;       /* bridged objects: address -> slot (below) */
    size_t ids_mask, ids_count;
    int32_t *free_slots;              /* slots of finalized userdata, reused last freed first */
    size_t nfree, free_cap;
    int32_t slots_given;              /* the highest slot given so far */
    struct small_blocks *small;       /* Lua's small blocks (below), or NULL: the C library's */
} lifelua_state;

static lifelua_state *getst(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (lifelua_state *)ud;
}

/* issue 12, item 8: Lua raises a memory error without a position and without calling the
   message handler. The allocator notes where the running script was when the cap refused; the
   protected call then words the error with that place. Reading the call stack allocates nothing
   (lua_getinfo "Sl" only reads the prototype), and Lua saves the pc before any allocation. */
/* "file:line: " of the innermost Lua function running in L, from `level` up, or "" (issue 12,
   item 8: every message names where the script was). */
static void script_place(lua_State *L, int level, char *out, size_t size) {
    lua_Debug ar;
    out[0] = '\0';
    for (; L != NULL && lua_getstack(L, level, &ar); level++) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
            snprintf(out, size, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
    }
}

/* A refusal outside any Lua function keeps the place noted before: Lua's luaD_shrinkstack asks
   for a new, smaller stack after an error has unwound every frame, and a refusal there does not
   raise ("ok if that fails"), so it must not erase where the error was. */
static void note_refusal(lifelua_state *s) {
    char place[sizeof s->refused_at];
    script_place(s->current != NULL ? s->current : s->main, 0, place, sizeof place);
    if (place[0] != '\0') memcpy(s->refused_at, place, sizeof place);
}

/* Whether a message starts with a place ("chunk:12: "), as luaL_where writes it. */
static int has_place(const char *msg) {
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

/* Rule 1, the one raise no check can prevent: the machine itself refusing memory while a Swift
   frame runs. Returning NULL would make Lua raise a memory error across the Swift frame, so the
   run ends here instead: the trace so far flushed, the place and the reason on stderr, status 1
   (docs/bridge-audit.md). */
static void machine_refused_in_swift(lifelua_state *s, size_t nsize) {
    char place[200];
    fflush(stdout);
    script_place(s->current != NULL ? s->current : s->main, 0, place, sizeof place);
    fprintf(stderr, "%sout of memory: the machine refused %zu bytes while lifelua's own code was "
            "running (not the --max-memory limit); stopped\n", place, nsize);
    fflush(stderr);
    _exit(1);
}

/* Lua's small blocks (strings, tables, userdata, closures: up to 256 bytes, nearly every
   object) come from 64 KB chunks, one free list per multiple of 16 bytes. Lua tells the old size
   of every block it resizes or frees, so a block's size class is known without a header. From
   the C library, each such block was a malloc that searched its bins: a ninth of creating a
   controller (issue 11). Freed blocks stay in their class's list
   until the state closes, which frees the chunks. A block is in a chunk exactly when its size is
   at most SMALL_MAX. Under AddressSanitizer, or with LIFELUA_SYSTEM_ALLOCATOR set (valgrind,
   scripts/test-sanitizers), every block is the C library's, so the tools see each one. */
#define SMALL_MAX 256
#define SMALL_CHUNK (64 * 1024)

typedef struct small_blocks {
    void *free[SMALL_MAX / 16];       /* class i: blocks of (i + 1) * 16 bytes */
    char *next, *end;                 /* the unused rest of the newest chunk */
    void *chunks;                     /* every chunk, each linked through its first word */
} small_blocks;

static size_t small_class(size_t size) { return (size - 1) >> 4; }

/* Huge pages for a big heap. Each first touch of a 4 KB page is a fault, and on the 2-core VM
   lifelua is measured on a fault costs about 2.4 µs: holding 10^5 controllers took 19,000 of
   them, a third of the time to create them. Once the heap has grown 8 MB, glibc is asked to grow
   it 32 MB at a time (M_TOP_PAD) and to serve blocks of up to 32 MB from it (M_MMAP_THRESHOLD:
   a separate map is paged 4 KB at a time), and each stretch beyond what was advised before is
   marked for transparent huge pages (MADV_HUGEPAGE: where the system's setting is `madvise`;
   with `always` they are on already, with `never` this does nothing). Holding 10^5 controllers
   then takes about 5,000 faults. Smaller runs, and start-up, are left as they were. Looked at
   when Lua takes a new chunk of small blocks, every 64 KB it uses. The heap is the process's, so
   this state is too. */
#define HEAP_BIG ((uintptr_t)8 << 20)
#define HEAP_STEP (32 << 20)
#define HUGE_PAGE ((uintptr_t)2 << 20)
static uintptr_t heap_first_top, heap_advised_to;

static void advise_big_heap(void) {
    uintptr_t top = (uintptr_t)sbrk(0);
    if (top == (uintptr_t)-1) return;
    if (heap_first_top == 0 || top < heap_first_top) { heap_first_top = top; return; }
    if (top - heap_first_top < HEAP_BIG) return;
    if (heap_advised_to == 0) {
        mallopt(M_TOP_PAD, HEAP_STEP);
        mallopt(M_MMAP_THRESHOLD, HEAP_STEP);   /* big arrays from the heap too, not 4 KB-paged maps */
        heap_advised_to = (heap_first_top + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    }
    uintptr_t to = top & ~(HUGE_PAGE - 1);
    if (to > heap_advised_to) {
        (void)madvise((void *)heap_advised_to, to - heap_advised_to, MADV_HUGEPAGE);
        heap_advised_to = to;
    }
}

static void *small_take(small_blocks *b, size_t size) {
    size_t c = small_class(size);
    void *p = b->free[c];
    if (p != NULL) {
        b->free[c] = *(void **)p;
        return p;
    }
    size_t bytes = (c + 1) << 4;
    if ((size_t)(b->end - b->next) < bytes) {
        advise_big_heap();
        char *chunk = (char *)malloc(SMALL_CHUNK);
        if (chunk == NULL) return NULL;
        *(void **)chunk = b->chunks;
        b->chunks = chunk;
        b->next = chunk + 16;         /* blocks stay 16-byte aligned, as malloc's */
        b->end = chunk + SMALL_CHUNK;
    }
    p = b->next;
    b->next += bytes;
    return p;
}

static void small_give(small_blocks *b, void *p, size_t size) {
    size_t c = small_class(size);
    *(void **)p = b->free[c];
    b->free[c] = p;
}

static void free_small_blocks(lifelua_state *s) {
    if (s->small == NULL) return;
    for (void *chunk = s->small->chunks; chunk != NULL;) {
        void *next = *(void **)chunk;
        free(chunk);
        chunk = next;
    }
    free(s->small);
    s->small = NULL;
}

/* realloc, with the small blocks: old is the block's size (0: none), size > 0 the new one. */
static void *resize_block(small_blocks *b, void *ptr, size_t old, size_t size) {
    if (b == NULL) return realloc(ptr, size);
    if (old > SMALL_MAX && size > SMALL_MAX) return realloc(ptr, size);
    if (old > 0 && old <= SMALL_MAX && size <= SMALL_MAX && small_class(size) <= small_class(old))
        return ptr;                   /* it fits where it is: its class is now the smaller one */
    void *p = size <= SMALL_MAX ? small_take(b, size) : malloc(size);
    /* a shrink never fails, as with malloc: with no chunk to be had, the block stays where it is
       (Lua now counts it smaller; freed, it joins the small blocks of that size) */
    if (p == NULL && ptr != NULL && size < old) return ptr;
    if (p == NULL || ptr == NULL) return p;
    memcpy(p, ptr, old < size ? old : size);
    if (old <= SMALL_MAX) small_give(b, ptr, old); else free(ptr);
    return p;
}

static void *capped_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    lifelua_state *s = (lifelua_state *)ud;
    size_t old = ptr ? osize : 0;     /* when ptr is NULL, osize is a type tag */
    if (nsize == 0) {
        if (ptr != NULL) {
            if (s->small != NULL && old <= SMALL_MAX) small_give(s->small, ptr, old);
            else free(ptr);
        }
        s->used -= old;
        return NULL;
    }
    if (nsize > old && s->swift_depth == 0 && s->used - old + nsize > s->limit) {
        s->refused_by_machine = 0;
        s->refused_size = nsize;
        note_refusal(s);
        return NULL;
    }
    /* the test hook (luashim.h): as if the machine refused this growth */
    int refuse = nsize > old && s->bridge_depth > 0 && s->test_refusal_countdown > 0 &&
                 --s->test_refusal_countdown == 0;
    void *p = refuse ? NULL : resize_block(s->small, ptr, old, nsize);
    if (p == NULL) {
        if (s->swift_depth > 0) machine_refused_in_swift(s, nsize);
        s->refused_by_machine = 1;
        s->refused_size = nsize;
        note_refusal(s);
        return NULL;
    }
    s->used = s->used - old + nsize;
    return p;
}

/* Lua 5.4 reports an error inside a __gc metamethod as a warning, "error in __gc (MSG)", sent
   in pieces; lifelua keeps the first MSG so the run can fail with it (issue 12, item 8). Other
   warnings (`warn` from a script) are ignored, as lua5.4 does by default. */
static void on_warning(void *ud, const char *piece, int tocont) {
    lifelua_state *s = (lifelua_state *)ud;
    size_t used = strlen(s->warning);
    snprintf(s->warning + used, sizeof s->warning - used, "%s", piece);
    if (tocont) return;
    static const char prefix[] = "error in __gc (";
    size_t n = strlen(s->warning);
    if (s->gc_error[0] == '\0' && strncmp(s->warning, prefix, sizeof prefix - 1) == 0 && n > sizeof prefix) {
        snprintf(s->gc_error, sizeof s->gc_error, "%.*s (in a __gc metamethod)",
                 (int)(n - (sizeof prefix - 1) - 1), s->warning + sizeof prefix - 1);
    }
    s->warning[0] = '\0';
}

int lifelua_take_gc_error(lua_State *L, char *out, size_t size) {
    lifelua_state *s = getst(L);
    if (s->gc_error[0] == '\0') return 0;
    snprintf(out, size, "%s", s->gc_error);
    s->gc_error[0] = '\0';
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
    s->limit = limit;
    s->swift_depth = 1;   /* the host is Swift until a protected call runs Lua */
    {
        const char *n = getenv("LIFELUA_TEST_MACHINE_REFUSES");
        if (n != NULL) s->test_refusal_countdown = atol(n);
    }
#if !defined(__SANITIZE_ADDRESS__) && !(defined(__has_feature) && __has_feature(address_sanitizer))
    if (getenv("LIFELUA_SYSTEM_ALLOCATOR") == NULL) s->small = (small_blocks *)calloc(1, sizeof *s->small);
#endif
    lua_State *L = lua_newstate(capped_alloc, s);
    if (L == NULL) { free_small_blocks(s); free(s); return NULL; }
    s->main = L;
    lua_atpanic(L, panicf);
    lua_setwarnf(L, on_warning, s);
    return L;
}

/* ------------------------------------------------------------------ */
/* The members of bridged classes (issue 11)

   Kept here, not in Lua tables: a collection marks every key of every table it reaches, and the
   member tables of the four classes a navigation scenario bridges were a quarter of each
   release-time full collection (decision "Deinit at scale"). Names are copied; each class is
   an open-addressed table hashed on the name's bytes. */

typedef struct member_entry { char *name; size_t len; unsigned hash; int kind; lua_Integer value; } member_entry;
typedef struct member_class { member_entry *slots; size_t mask; size_t count; } member_class;

static void free_member_class(member_class *c) {
    if (c->slots != NULL)
        for (size_t i = 0; i <= c->mask; i++) free(c->slots[i].name);
    free(c->slots);
    c->slots = NULL;
    c->mask = c->count = 0;
}

static void free_member_classes(lifelua_state *s) {
    for (lua_Integer i = 0; i < s->nclasses; i++) free_member_class(&s->classes[i]);
    free(s->classes);
    s->classes = NULL;
    s->nclasses = 0;
}

/* The first and the last eight bytes with the length: a read hashes its key each time, and
   FNV-1a over every byte was a twentieth of reading `vc.isViewLoaded` (issue 11). Two names
   that share all three still work (member_slot compares the bytes), only one probe slower. */
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

/* Allocation for the members happens while Swift runs: a refusal ends the run, as there. */
static void *member_alloc(lifelua_state *s, size_t n, size_t size) {
    void *p = calloc(n, size);
    if (p == NULL) machine_refused_in_swift(s, n * size);
    return p;
}

void lifelua_define_member_class(lua_State *L, lua_Integer number, size_t count) {
    lifelua_state *s = getst(L);
    if (number <= 0) return;
    if (number >= s->nclasses) {
        lua_Integer n = number + 8;
        member_class *grown = (member_class *)member_alloc(s, (size_t)n, sizeof *grown);
        if (s->nclasses > 0) memcpy(grown, s->classes, (size_t)s->nclasses * sizeof *grown);
        free(s->classes);
        s->classes = grown;
        s->nclasses = n;
    }
    member_class *c = &s->classes[number];
    free_member_class(c);
    size_t slots = 8;
    while (slots < count * 2) slots <<= 1;   /* at most half full */
    c->slots = (member_entry *)member_alloc(s, slots, sizeof *c->slots);
    c->mask = slots - 1;
}

static member_entry *member_slot(member_class *c, const char *name, size_t len, unsigned hash) {
    for (size_t i = hash & c->mask;; i = (i + 1) & c->mask) {
        member_entry *e = &c->slots[i];
        if (e->name == NULL || (e->hash == hash && e->len == len && memcmp(e->name, name, len) == 0)) return e;
    }
}

void lifelua_add_member(lua_State *L, lua_Integer number, const char *name, size_t len, int kind, lua_Integer value) {
    lifelua_state *s = getst(L);
    if (number <= 0 || number >= s->nclasses || s->classes[number].slots == NULL) return;
    member_class *c = &s->classes[number];
    unsigned hash = member_hash(name, len);
    member_entry *e = member_slot(c, name, len, hash);
    if (e->name == NULL) {   /* a new name; a name given twice keeps its last member */
        if ((c->count + 1) * 2 > c->mask + 1) return;   /* more than declared: refused */
        e->name = (char *)member_alloc(s, len + 1, 1);
        memcpy(e->name, name, len);
        e->len = len;
        e->hash = hash;
        c->count++;
    }
    e->kind = kind;
    e->value = value;
}

static const member_entry *find_member(lifelua_state *s, lua_Integer number, const char *name, size_t len) {
    if (number <= 0 || number >= s->nclasses || s->classes[number].slots == NULL) return NULL;
    const member_entry *e = member_slot(&s->classes[number], name, len, member_hash(name, len));
    return e->name != NULL ? e : NULL;
}

static void free_identities(lifelua_state *s);

static lua_State *volatile g_timeout_L = NULL;
static lua_State *volatile g_sigint_L = NULL;

void lifelua_close(lua_State *L) {
    if (L == NULL) return;
    lifelua_state *s = getst(L);
    if (g_timeout_L == L) lifelua_disarm_timeout();
    if (g_sigint_L == L) lifelua_release_sigint();
    s->swift_depth++;
    lua_close(L);
    free_member_classes(s);
    free_identities(s);
    free_small_blocks(s);
    free(s);
}

lua_Integer lifelua_new_serial(lua_State *L) { return ++getst(L)->serials; }

/* ---------- bridged objects' userdata (LuaObjects.swift) ----------

   One userdata per Swift object, found again by the object's address. The weak-valued table
   registry[cache_ref] holds each userdata under a small integer, its slot; this map, in C, gives
   an address's slot. Keyed by the address in the Lua table, each new object cost a hash insertion
   with its rehashes, and each lookup a walk of a hash chain: a ninth of creating a controller
   (issue 11). Slots of finalized userdata are reused, so the slots stay as few as the objects
   alive at once, and the table mostly an array.

   The table's entry goes when the collector finds the userdata dead (weak values are cleared
   before finalizers run); the map's entry and the slot go when its __gc runs
   (lifelua_take_object). In between, pushing the object makes a new userdata in a new slot, and
   the old __gc leaves the map's entry alone. Allocation happens while Swift runs: a refusal ends
   the run, as for the members above. Each step is a raw access: one C call per push. */

typedef struct identity_entry { const void *key; int32_t slot; } identity_entry;

/* An object's home entry keeps the heap's order within each 64 KB of addresses, each stretch
   starting at its own place (Fibonacci hashing of the stretch's number). Objects made one after
   another sit side by side in the heap, so their entries share cache lines: hashing each address
   on its own sent every insertion to a random line of a map of megabytes, a cache miss that was a
   sixth of creating a controller's time (issue 11). The stretch's own place keeps objects of one
   size, a power of two apart, from landing on the same entries stretch after stretch. */
static size_t identity_home(const lifelua_state *s, const void *key) {
    uintptr_t a = (uintptr_t)key;
    uint64_t stretch = (uint64_t)(a >> 16) * 0x9E3779B97F4A7C15ull;
    return ((size_t)(a >> 4) + (size_t)(stretch >> 32)) & s->ids_mask;
}

static identity_entry *identity_find(lifelua_state *s, const void *key) {
    if (s->ids == NULL) return NULL;
    for (size_t i = identity_home(s, key);; i = (i + 1) & s->ids_mask) {
        identity_entry *e = &s->ids[i];
        if (e->key == key) return e;
        if (e->key == NULL) return NULL;
    }
}

static void identity_put(lifelua_state *s, const void *key, int32_t slot) {
    for (size_t i = identity_home(s, key);; i = (i + 1) & s->ids_mask) {
        identity_entry *e = &s->ids[i];
        if (e->key == NULL) s->ids_count++;
        if (e->key == NULL || e->key == key) { e->key = key; e->slot = slot; return; }
    }
}

/* Room for one more entry, the map at most half full: a lookup that misses (an object's first
   push, unless a constructor made it: push(object:createdAt:)) stops at the first empty entry,
   two or three probes away. */
static void identity_reserve(lifelua_state *s) {
    size_t cap = s->ids == NULL ? 0 : s->ids_mask + 1;
    if ((s->ids_count + 1) * 2 <= cap) return;
    size_t grown = cap == 0 ? 64 : cap * 2;
    identity_entry *old = s->ids;
    s->ids = (identity_entry *)member_alloc(s, grown, sizeof *old);
    s->ids_mask = grown - 1;
    s->ids_count = 0;
    for (size_t i = 0; i < cap; i++)
        if (old[i].key != NULL) identity_put(s, old[i].key, old[i].slot);
    free(old);
    s->used += (grown - cap) * sizeof *old;   /* charged as Lua's own memory is */
}

/* Linear probing's deletion: later entries of the cluster move back over the hole. */
static void identity_remove(lifelua_state *s, identity_entry *e) {
    size_t i = (size_t)(e - s->ids);
    for (size_t j = (i + 1) & s->ids_mask; s->ids[j].key != NULL; j = (j + 1) & s->ids_mask) {
        size_t home = identity_home(s, s->ids[j].key);
        /* the entry at j may fill the hole at i unless its home lies cyclically in (i, j] */
        int stays = i <= j ? (home > i && home <= j) : (home > i || home <= j);
        if (!stays) { s->ids[i] = s->ids[j]; i = j; }
    }
    s->ids[i].key = NULL;
    s->ids_count--;
}

/* A slot for a new userdata. The free list always has room for every slot given, so a
   finalizer returning its slot never allocates. */
static int32_t take_slot(lifelua_state *s) {
    if (s->nfree > 0) return s->free_slots[--s->nfree];
    if ((size_t)s->slots_given + 1 > s->free_cap) {   /* the list is empty: nothing to copy */
        size_t grown = s->free_cap == 0 ? 64 : s->free_cap * 2;
        int32_t *list = (int32_t *)member_alloc(s, grown, sizeof *list);
        free(s->free_slots);
        s->free_slots = list;
        s->used += (grown - s->free_cap) * sizeof *list;
        s->free_cap = grown;
    }
    return ++s->slots_given;
}

static void free_identities(lifelua_state *s) {
    free(s->ids);
    free(s->free_slots);
    s->ids = NULL;
    s->free_slots = NULL;
}

int lifelua_push_cached_object(lua_State *L, int cache_ref, const void *key) {
    const identity_entry *e = identity_find(getst(L), key);
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
                             void *retained, lua_Integer class_number, int user_values) {
    lifelua_state *s = getst(L);
    identity_reserve(s);
    /* the entry is written last: its cache miss overlaps making the userdata */
    __builtin_prefetch(&s->ids[identity_home(s, key)], 1);
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
    identity_put(s, key, slot);
}

void *lifelua_take_object(lua_State *L, int idx) {
    lifelua_object_block *b = (lifelua_object_block *)lua_touserdata(L, idx);
    if (b == NULL || b->object == NULL) return NULL;
    void *object = b->object;
    b->object = NULL;
    lifelua_state *s = getst(L);
    identity_entry *e = identity_find(s, object);
    if (e != NULL && e->slot == b->slot) identity_remove(s, e);   /* else: the object has a newer userdata */
    s->free_slots[s->nfree++] = b->slot;
    return object;
}

size_t lifelua_memory_in_use(lua_State *L) { return getst(L)->used; }
size_t lifelua_memory_limit(lua_State *L) { return getst(L)->limit; }
void lifelua_set_memory_limit(lua_State *L, size_t limit) { getst(L)->limit = limit; }
void lifelua_charge_memory(lua_State *L, long long bytes) {
    lifelua_state *s = getst(L);
    if (bytes < 0 && (size_t)(-bytes) > s->used) s->used = 0;
    else s->used += (size_t)bytes;
}

/* ------------------------------------------------------------------ */
/* Variadic wrappers */

void lifelua_gc_collect(lua_State *L) { lua_gc(L, LUA_GCCOLLECT); }

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

/* ------------------------------------------------------------------ */
/* Trampoline */

static lifelua_dispatcher g_dispatcher = NULL;
#define LIFELUA_SWIFT_STACK 40   /* slots a Swift function may use (tables are filled an element at a time) */

void lifelua_set_dispatcher(lifelua_dispatcher f) { g_dispatcher = f; }

/* Calls Swift function `id` with the stack as it is, then raises its error, if any, once the
   Swift frame has returned (rule 1). */
static int call_swift(lua_State *L, lua_Integer id) {
    lifelua_state *s = getst(L);
    if (g_dispatcher == NULL) return luaL_error(L, "lifelua: no dispatcher installed");
    /* room for the Swift function's pushes: a push past the stack's end is not checked by Lua
       (docs/bridge-audit.md, family 6); lua_checkstack itself never raises */
    if (!lua_checkstack(L, LIFELUA_SWIFT_STACK)) return luaL_error(L, "stack overflow (no room for a Swift function)");
    s->swift_depth++;
    s->bridge_depth++;
    int n = g_dispatcher(L, id);
    s->bridge_depth--;
    s->swift_depth--;
    /* The Swift frame has returned: raising is safe from here on. */
    if (n >= 0) {
        /* Memory the engine keeps for the script (the trace's store) is charged to the cap but
           allocated in Swift, where the cap is not enforced: a loop that allocates nothing in Lua
           (`log(big)` again and again) grew it unchecked, gigabytes until the timeout. Once it
           is over the cap, returning to Lua asks for a few bytes, which the cap refuses as it
           refuses any allocation (issue 12, item 8). */
        if (s->used > s->limit && s->swift_depth == 0) (void)lua_newuserdatauv(L, 0, 0);
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
    return call_swift(L, lua_tointegerx(L, lua_upvalueindex(1), NULL));
}

/* Bridged objects' __index (issue 11: a member lookup without Swift Strings or new closures).
   Upvalue 1: the Swift __index for the rest. A string key found among the members of the
   object's class (lifelua_add_member) is a method (its function: returned as is, the same on
   every read) or a property (its Swift getter: called). */
static int object_index(lua_State *L) {
    if (lua_type(L, 2) == LUA_TSTRING && lua_type(L, 1) == LUA_TUSERDATA
        && lua_rawlen(L, 1) == sizeof(lifelua_object_block)) {
        const lifelua_object_block *b = (const lifelua_object_block *)lua_touserdata(L, 1);
        size_t len;
        const char *key = lua_tolstring(L, 2, &len);
        const member_entry *e = b->object != NULL ? find_member(getst(L), b->class_number, key, len) : NULL;
        if (e != NULL) {
            switch (e->kind) {
            case LIFELUA_MEMBER_METHOD:
                lifelua_pushswiftfunction(L, e->value);
                return 1;
            case LIFELUA_MEMBER_METHOD_REF:
                lua_rawgeti(L, LUA_REGISTRYINDEX, e->value);
                return 1;
            case LIFELUA_MEMBER_GETTER:
                return call_swift(L, e->value);
            case LIFELUA_MEMBER_CACHED_GETTER: {
                /* its value is kept in user value (value & 0xff) after the first read; its setter
                   clears it (LuaVM.ObjectMember) */
                int uv = (int)(e->value & 0xff);
                if (lua_getiuservalue(L, 1, uv) > LUA_TNIL) return 1;
                lua_settop(L, 2);
                int n = call_swift(L, e->value >> 8);
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
    return call_swift(L, lua_tointegerx(L, lua_upvalueindex(1), NULL));
}

void lifelua_pushobjectindex(lua_State *L, lua_Integer fallback) {
    lua_pushinteger(L, fallback);
    lua_pushcclosure(L, object_index, 1);
}

/* The first LIGHT_TRAMPOLINES Swift functions are pushed as light C functions, one per id
   (issue 11): a light function is not a collectable object, so the class tables and globals
   that hold them cost the collector nothing to mark or sweep, and a release-time full
   collection (decision "Deinit at scale") traced twice as much heap with closures. Ids past
   them get a closure with the id as upvalue, as before. */
#define TR(a, b, c) static int tramp_##a##b##c(lua_State *L) { return call_swift(L, (a) * 64 + (b) * 8 + (c)); }
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

/* ------------------------------------------------------------------ */
/* Message handler and protected calls */

int lifelua_msghandler(lua_State *L) {
    lifelua_state *s = getst(L);
    s->swift_depth++;   /* no cap while building the traceback */
    const char *msg = lua_tostring(L, 1);
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING)
            msg = lua_tostring(L, -1);
        else
            msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    if (!has_place(msg)) {
        /* raised by C code (rawset's "table index is NaN", a yield outside a coroutine, C stack
           overflow) or with a table or level 0: name the innermost Lua line */
        char place[200];
        script_place(L, 1, place, sizeof place);
        if (place[0] != '\0') msg = lua_pushfstring(L, "%s%s", place, msg);
    }
    luaL_traceback(L, L, msg, 1);
    s->swift_depth--;
    return 1;
}

int lifelua_pcall_traceback(lua_State *L, int nargs, int nresults) {
    lifelua_state *s = getst(L);
    int base = lua_gettop(L) - nargs;   /* function index */
    lua_pushcfunction(L, lifelua_msghandler);
    lua_insert(L, base);
    int saved = s->swift_depth;
    s->swift_depth = 0;
    s->refused_at[0] = '\0';
    int status = lua_pcall(L, nargs, nresults, base);
    s->swift_depth = saved;
    lua_remove(L, base);
    if (status == LUA_ERRMEM && s->refused_at[0] != '\0') {
        /* say where, and whether the cap or the machine ran out (the cap is off here) */
        lua_pop(L, 1);
        if (s->refused_by_machine)
            lua_pushfstring(L, "%snot enough memory: the machine refused %I bytes", s->refused_at,
                            (lua_Integer)s->refused_size);
        else
            lua_pushfstring(L, "%snot enough memory: the scenario reached the --max-memory limit of %d MB",
                            s->refused_at, (int)(s->limit >> 20));
    }
    return status;
}

/* ------------------------------------------------------------------ */
/* Loading */

int lifelua_loadfile(lua_State *L, const char *path) {
    return luaL_loadfilex(L, path, "t");
}

int lifelua_loadbuffer(lua_State *L, const char *s, size_t len, const char *name) {
    return luaL_loadbufferx(L, s, len, name, "t");
}

/* ------------------------------------------------------------------ */
/* Interrupts */

static void interrupt_hook(lua_State *L, lua_Debug *ar) {
    lifelua_state *s = getst(L);
    if (!s->pending) { lua_sethook(L, NULL, 0, 0); return; }
    if (ar->event == LUA_HOOKCALL || ar->event == LUA_HOOKRET) {
        /* never raise while entering or leaving the message handler */
        if (lua_getinfo(L, "f", ar)) {
            lua_CFunction f = lua_tocfunction(L, -1);
            lua_pop(L, 1);
            if (f == lifelua_msghandler) return;
        }
    }
    if (!s->sticky) {
        s->pending = 0;
        lua_sethook(L, NULL, 0, 0);
        if (s->main != NULL && s->main != L) lua_sethook(s->main, NULL, 0, 0);
        lua_State *co = s->current;
        if (co != NULL && co != L) lua_sethook(co, NULL, 0, 0);
    }
    {
        /* in a hook, level 0 is the function running (luaL_error's level 1 is its caller) */
        char place[200];
        script_place(L, 0, place, sizeof place);
        lua_pushfstring(L, "%s%s", place, s->why);
        lua_error(L);
    }
}

#define HOOK_MASK (LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT)

void lifelua_interrupt(lua_State *L, const char *why, int sticky) {
    lifelua_state *s = getst(L);
    size_t i = 0;
    if (why == NULL) why = "interrupted!";
    for (; why[i] != '\0' && i < sizeof s->why - 1; i++) s->why[i] = why[i];
    s->why[i] = '\0';
    s->sticky = sticky ? 1 : 0;
    s->pending = 1;
    s->main = L;
    lua_sethook(L, interrupt_hook, HOOK_MASK, 1);
    lua_State *co = s->current;
    if (co != NULL) lua_sethook(co, interrupt_hook, HOOK_MASK, 1);
}

void lifelua_clear_interrupt(lua_State *L) {
    lifelua_state *s = getst(L);
    s->pending = 0;
    s->sticky = 0;
    lua_sethook(L, NULL, 0, 0);
    if (s->main != NULL && s->main != L) lua_sethook(s->main, NULL, 0, 0);
    lua_State *co = s->current;
    if (co != NULL) lua_sethook(co, NULL, 0, 0);
}


static char g_timeout_msg[200];

/* issue 12: SIGTERM, SIGHUP or SIGINT ending `lifelua run` must not lose the trace still in
   stdio's buffer. The handler flushes stdout, then dies of the same signal. fflush is not
   async-signal-safe; the process is about to end either way [choice]. */
static void flush_and_die(int sig) {
    fflush(stdout);
    signal(sig, SIG_DFL);
    raise(sig);
}

void lifelua_flush_on_termination(void) {
    signal(SIGTERM, flush_and_die);
    signal(SIGHUP, flush_and_die);
    signal(SIGINT, flush_and_die);
}

/* lua.c's setsignal: one handler for a signal, restarting interrupted system calls. */
static void setsignal(int sig, void (*handler)(int)) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(sig, &sa, NULL);
}

/* issue 12, item 6: the timeout must hold even where no Lua instruction runs (a C function such
   as string.find on a pathological pattern never returns to the hook). The first alarm interrupts
   Lua; if the run is still going LIFELUA_WATCHDOG_GRACE seconds later, the second alarm flushes
   the trace made so far, prints why and ends the process with status 1 [choice]. */
#define LIFELUA_WATCHDOG_GRACE 5
static volatile sig_atomic_t g_alarm_stage = 0;
static char g_watchdog_msg[400];

static void on_alarm(int sig) {
    (void)sig;
    lua_State *L = g_timeout_L;
    if (L == NULL) return;
    if (g_alarm_stage == 0) {
        struct itimerval it;
        g_alarm_stage = 1;
        lifelua_interrupt(L, g_timeout_msg, 1);
        memset(&it, 0, sizeof it);
        it.it_value.tv_sec = LIFELUA_WATCHDOG_GRACE;
        setitimer(ITIMER_REAL, &it, NULL);
        return;
    }
    fflush(stdout);   /* not async-signal-safe; the process ends here either way */
    {
        /* where the script called the C function that never returns (reading the call stack
           allocates nothing; the state is consistent inside a C function) */
        char place[200];
        lifelua_state *st = getst(L);
        script_place(st->current != NULL ? st->current : L, 0, place, sizeof place);
        if (write(2, place, strlen(place)) < 0) { /* nothing more to do */ }
    }
    if (write(2, g_watchdog_msg, strlen(g_watchdog_msg)) < 0) { /* nothing more to do */ }
    _exit(1);
}

void lifelua_arm_timeout(lua_State *L, double seconds) {
    struct itimerval it;
    if (seconds <= 0) return;
    snprintf(g_timeout_msg, sizeof g_timeout_msg,
             "timeout: the scenario ran longer than %g s", seconds);
    snprintf(g_watchdog_msg, sizeof g_watchdog_msg,
             "timeout: the scenario ran longer than %g s and was still running %d s later, inside a "
             "call the timeout cannot interrupt (C code such as a string pattern that never ends, "
             "or one very long engine call); stopped\n",
             seconds, LIFELUA_WATCHDOG_GRACE);
    g_alarm_stage = 0;
    g_timeout_L = L;
    setsignal(SIGALRM, on_alarm);
    memset(&it, 0, sizeof it);
    it.it_value.tv_sec = (time_t)seconds;
    it.it_value.tv_usec = (suseconds_t)((seconds - (double)(time_t)seconds) * 1e6);
    if (it.it_value.tv_sec == 0 && it.it_value.tv_usec == 0) it.it_value.tv_usec = 1;
    setitimer(ITIMER_REAL, &it, NULL);
}

void lifelua_disarm_timeout(void) {
    struct itimerval it;
    memset(&it, 0, sizeof it);
    setitimer(ITIMER_REAL, &it, NULL);
    signal(SIGALRM, SIG_IGN);
    g_timeout_L = NULL;
}

static void on_sigint(int sig) {
    lua_State *L = g_sigint_L;
    signal(sig, SIG_DFL);   /* a second Ctrl-C ends the process, as in lua.c */
    if (L != NULL) lifelua_interrupt(L, "interrupted!", 0);
}

void lifelua_catch_sigint(lua_State *L) {
    g_sigint_L = L;
    setsignal(SIGINT, on_sigint);
}

void lifelua_release_sigint(void) {
    signal(SIGINT, SIG_DFL);
    g_sigint_L = NULL;
}

/* ------------------------------------------------------------------ */
/* Sandbox: coroutine.resume / wrap that track the running coroutine so that an
   interrupt reaches it (each coroutine has its own hook). Same semantics as lcorolib. */

static int auxresume(lua_State *L, lua_State *co, int narg) {
    int status, nres;
    lifelua_state *s = getst(L);
    if (!lua_checkstack(co, narg)) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    if (s->pending) {
        if (lua_gethook(co) != interrupt_hook) lua_sethook(co, interrupt_hook, HOOK_MASK, 1);
    } else if (lua_gethook(co) == interrupt_hook) {
        lua_sethook(co, NULL, 0, 0);
    }
    lua_xmove(L, co, narg);
    lua_State *prev = s->current;
    s->current = co;
    status = lua_resume(co, L, narg, &nres);
    s->current = prev;
    if (s->pending && s->sticky && lua_gethook(L) != interrupt_hook)
        lua_sethook(L, interrupt_hook, HOOK_MASK, 1);
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
   an object for finalization only then, when its metatable is set (manual §2.5.3), so in the
   sandbox this is the one way a script's object gets a finalizer (issue 11: a run that ends the
   process skips the last collection and lua_close when no script object can have one). Its five
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
        if (lua_rawget(L, 2) != LUA_TNIL) getst(L)->script_finalizers = 1;
    }
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

int lifelua_has_script_finalizers(lua_State *L) { return getst(L)->script_finalizers; }

/* --unsafe (issue 12): every standard library, Lua's own load/loadfile/dofile; the coroutine
   functions are still the interrupt-aware ones, so --timeout reaches coroutines. */
void lifelua_openlibs_unsafe(lua_State *L) {
    luaL_openlibs(L);
    getst(L)->script_finalizers = 1;   /* files close in their __gc; debug.setmetatable */
    lua_getglobal(L, LUA_COLIBNAME);
    lua_pushcfunction(L, co_resume);
    lua_setfield(L, -2, "resume");
    lua_pushcfunction(L, co_wrap);
    lua_setfield(L, -2, "wrap");
    lua_pop(L, 1);
    lifelua_make_deterministic(L);
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
    lua_getglobal(L, LUA_COLIBNAME);
    lua_pushcfunction(L, co_resume);
    lua_setfield(L, -2, "resume");
    lua_pushcfunction(L, co_wrap);
    lua_setfield(L, -2, "wrap");
    lua_pop(L, 1);
    lifelua_make_deterministic(L);
}
