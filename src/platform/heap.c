/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "heap.h"

/* Any header of the C library says whether it is glibc. */
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void heap_keep_freed(void)
{
#if defined(__GLIBC__) && defined(M_TRIM_THRESHOLD)
	/* Setting it also stops glibc from moving the threshold itself. */
	mallopt(M_TRIM_THRESHOLD, HEAP_KEEP_BYTES);
#endif
}
