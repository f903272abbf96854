/*
 * heap_tuning.h — process-level tuning of the C library's heap, for the lifelua executable
 * only (a library must not change its host's allocator). heap_tuning.c says what it does.
 */
#ifndef HEAP_TUNING_H
#define HEAP_TUNING_H

/* Called once, first thing in main. Does nothing unless the build is the shipping one
   (LIFELUA_SHIPPING, Package.swift) and the C library is glibc. */
void lifelua_tune_heap_for_many_objects(void);

#endif
