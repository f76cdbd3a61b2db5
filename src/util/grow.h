/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* grow.h: room in a growing array, doubling from a first size. */
#ifndef UTIL_GROW_H
#define UTIL_GROW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>

/* Makes *items (of *cap elements of size bytes) hold at least need
 * elements, doubling from first; false, with *items and *cap as they were,
 * when out of memory. */
static inline bool grow(void **items, size_t *cap, size_t need, size_t size, size_t first)
{
	if (need <= *cap)
		return true;
	size_t n = *cap ? *cap : first;
	while (n < need)
		n *= 2;
	void *p = realloc(*items, n * size);
	if (p == NULL)
		return false;
	*items = p;
	*cap = n;
	return true;
}

#endif
