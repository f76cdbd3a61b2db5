/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* rasterizer_threads.h: keeping a software rasterizer's threads apart.
 * Mesa's llvmpipe rasterizes a frame on threads of its own, one a core,
 * woken together when the frame is flushed. On a machine of few cores the
 * kernel now and then queues a woken one behind its sibling on one core,
 * for a scheduler tick (4 ms), while another core idles: that frame takes
 * a third longer. Each pinned to a core of its own, they never wait so. */
#ifndef PLATFORM_RASTERIZER_THREADS_H
#define PLATFORM_RASTERIZER_THREADS_H

/* Pins llvmpipe's rasterizer threads (named "llvmpipe-N") of this process
 * each to a core it may run on, N to the N-th, when there are two or more
 * and no more of them than such cores; call once its GL context is made.
 * Returns how many it pinned: 0 with another GL driver, off Linux, or in
 * the browser. */
int rasterizer_threads_pin(void);

#endif
