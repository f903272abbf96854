/*
 * small_blocks.c — Lua's small blocks (strings, tables, userdata, closures: up to 256 bytes,
 * nearly every object) from 64 KB chunks, one free list per multiple of 16 bytes.
 *
 * Lua tells the old size of every block it resizes or frees, so a block's size class is known
 * without a header, and a block is in a chunk exactly when its size is at most SMALL_MAX.
 * Freed blocks stay in their class's list until the state closes, which frees the chunks: a
 * long session (the REPL) keeps its high-water mark. Under AddressSanitizer, or with
 * LIFELUA_SYSTEM_ALLOCATOR set (valgrind, scripts/test-sanitizers), every block is the C
 * library's, so the tools see each one; only valgrind with the variable unset checks this file.
 * Why it exists: docs/performance.md, "Small blocks".
 * Tests: Tests/LuaBridgeTests/SmallBlockTests.swift.
 */
#include "shim_state.h"

#include <stdlib.h>
#include <string.h>

#define SMALL_MAX 256
#define SMALL_CHUNK (64 * 1024)

typedef struct small_blocks {
    void *free[SMALL_MAX / 16];       /* class i: blocks of (i + 1) * 16 bytes */
    char *next, *end;                 /* the unused rest of the newest chunk */
    void *chunks;                     /* every chunk, each linked through its first word */
} small_blocks;

static size_t small_class(size_t size) { return (size - 1) >> 4; }

struct small_blocks *shim_small_blocks_new(void) {
#if !defined(__SANITIZE_ADDRESS__) && !(defined(__has_feature) && __has_feature(address_sanitizer))
    if (getenv("LIFELUA_SYSTEM_ALLOCATOR") == NULL) return (small_blocks *)calloc(1, sizeof(small_blocks));
#endif
    return NULL;
}

void shim_small_blocks_free(small_blocks *b) {
    if (b == NULL) return;
    for (void *chunk = b->chunks; chunk != NULL;) {
        void *next = *(void **)chunk;
        free(chunk);
        chunk = next;
    }
    free(b);
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

void shim_block_free(small_blocks *b, void *ptr, size_t old) {
    if (b != NULL && old <= SMALL_MAX) small_give(b, ptr, old);
    else free(ptr);
}

/* realloc, with the small blocks: old is the block's size (0: none), size > 0 the new one. */
void *shim_block_resize(small_blocks *b, void *ptr, size_t old, size_t size) {
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
