/*
 * huge_pages.c — transparent huge pages for a big heap (glibc only; moved out of the shim by
 * the process-tuning switch, docs/decisions.md).
 *
 * Once the heap has grown 8 MB, glibc is asked to grow it 32 MB at a time (M_TOP_PAD) and to
 * serve blocks of up to 32 MB from it (M_MMAP_THRESHOLD: a separate map is paged 4 KB at a
 * time), and each stretch beyond what was advised before is marked for transparent huge pages
 * (MADV_HUGEPAGE: where the system's setting is `madvise`; with `always` they are on already,
 * with `never` this does nothing). Smaller runs, and start-up, are left as they were. Looked at
 * when small_blocks.c takes a new chunk, every 64 KB Lua uses. The heap is the process's, so
 * this state is too. Why: docs/performance.md, "Huge pages".
 */
#include "shim_state.h"

#include <stdint.h>
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

#define HEAP_BIG ((uintptr_t)8 << 20)
#define HEAP_STEP (32 << 20)
#define HUGE_PAGE ((uintptr_t)2 << 20)
static uintptr_t heap_first_top, heap_advised_to;

void shim_advise_big_heap(void) {
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
