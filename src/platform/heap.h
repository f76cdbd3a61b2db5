/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* heap.h: how the C library's heap treats memory freed at its top. A frame
 * drawn by Mesa's llvmpipe allocates and frees megabytes (binned
 * triangles, uploaded vertices); by default glibc hands them back to the
 * kernel at once and the next frame faults every page in again, which
 * cost more than the drawing itself in the overview with overlays. */
#ifndef PLATFORM_HEAP_H
#define PLATFORM_HEAP_H

/* Keeps up to HEAP_KEEP_BYTES freed at the heap's top for the next frame
 * instead of returning it to the kernel; does nothing on C libraries
 * without glibc's mallopt. Call once, before the renderer is made. */
void heap_keep_freed(void);

#define HEAP_KEEP_BYTES (256 * 1024 * 1024)

#endif
