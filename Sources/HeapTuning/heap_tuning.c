/*
 * heap_tuning.c — transparent huge pages for a big heap: one call from the executable's start,
 * in shipping builds on glibc only (elsewhere it compiles to nothing).
 *
 * The heap's first 8 MB stay as they are, so start-up and every run whose heap stays small touch
 * 4 KB pages as before. Beyond them the call reserves HEAP_RESERVE of address space for the
 * heap (one growth now; glibc then keeps that much beyond its use, M_TOP_PAD) and marks it for
 * transparent huge pages (MADV_HUGEPAGE: where the system's setting is `madvise`; with `always`
 * they are on already, with `never` this does nothing). Address space is not memory: a page is
 * taken when first touched, 2 MB at a time there. Blocks of up to 32 MB come from the heap too
 * (M_MMAP_THRESHOLD), not from maps paged 4 KB at a time. Growth past the reservation is paged
 * 4 KB again. If the reservation is refused (a data limit), glibc serves from maps as before.
 * Why: docs/performance.md, "Huge pages".
 */
#include "heap_tuning.h"

#include <stdlib.h>   /* defines __GLIBC__ on glibc */

#if defined(__GLIBC__) && defined(LIFELUA_TUNE_HEAP)
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#define HEAP_SMALL ((uintptr_t)8 << 20)
#define HEAP_RESERVE (256 << 20)
#define BIG_BLOCK (32 << 20)
#define HUGE_PAGE ((uintptr_t)2 << 20)

void lifelua_tune_heap_for_many_objects(void) {
    uintptr_t first = (uintptr_t)sbrk(0);
    if (first == (uintptr_t)-1) return;
    mallopt(M_MMAP_THRESHOLD, BIG_BLOCK);
    mallopt(M_TOP_PAD, HEAP_RESERVE);
    void *volatile block = malloc(BIG_BLOCK - 4096);   /* the one growth (volatile: kept) */
    free(block);                                        /* it touched only its header */
    uintptr_t top = (uintptr_t)sbrk(0);
    uintptr_t from = (first + HEAP_SMALL + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    uintptr_t to = top & ~(HUGE_PAGE - 1);
    if (top != (uintptr_t)-1 && to > from) (void)madvise((void *)from, to - from, MADV_HUGEPAGE);
}
#else
void lifelua_tune_heap_for_many_objects(void) {}
#endif
