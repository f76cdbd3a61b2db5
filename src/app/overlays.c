/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "overlays.h"

#include <stdio.h>
#include <string.h>

#define ADDRESS(name, action, help) &overlay_def_##name,
static const overlay_def *const table[] = {OVERLAYS(ADDRESS)};
#define NAME(name, action, help) #name,
static const char *const names[] = {OVERLAYS(NAME)};

_Static_assert(OVERLAYS_COUNT <= 64, "a session's overlays are bits of a uint64_t");

size_t overlays_count(void)
{
	return OVERLAYS_COUNT;
}

const overlay_def *overlays_at(size_t i)
{
	return i < OVERLAYS_COUNT ? table[i] : NULL;
}

const char *overlays_name(size_t i)
{
	return i < OVERLAYS_COUNT ? names[i] : NULL;
}

bool overlays_find(const char *name, size_t len, size_t *i)
{
	for (*i = 0; *i < OVERLAYS_COUNT; ++*i)
		if (strlen(names[*i]) == len && memcmp(names[*i], name, len) == 0)
			return true;
	return false;
}

size_t overlays_order(size_t *order)
{
	size_t n = 0;
	for (size_t i = 0; i < OVERLAYS_COUNT; i++) {
		/* Insertion by z; equal z keeps table order. */
		size_t at = n++;
		for (; at > 0 && table[order[at - 1]]->z > table[i]->z; at--)
			order[at] = order[at - 1];
		order[at] = i;
	}
	return n;
}

void overlays_names(const char *sep, char *buf, size_t len)
{
	/* Cut to fit: what no longer fits is left out. */
	size_t at = 0, i = 0;
	if (len > 0)
		buf[0] = '\0';
	while (i < OVERLAYS_COUNT && at < len) {
		const char *before = i == 0 ? "" : sep;
		at += (size_t)snprintf(buf + at, len - at, "%s%s", before, names[i++]);
	}
}

bool overlays_pairs(uint64_t shown)
{
	for (size_t i = 0; i < OVERLAYS_COUNT; i++)
		if ((shown & overlays_bit(i)) != 0 && table[i]->pairs)
			return true;
	return false;
}
