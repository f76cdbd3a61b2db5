/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "wall_rule.h"

#include <stdio.h>
#include <stdlib.h>

/* Actor i must stay apart from every solid: the player, a moving solid. */
static bool keeps_apart(const world *w, size_t i)
{
	const actor *a = &w->actors[i];
	return i == w->player || (a->solid && behaviour_table[a->kind]->step != NULL);
}

static void say(const world *w, size_t i, size_t j, char *why, size_t len)
{
	const actor *a = &w->actors[i], *b = &w->actors[j];
	snprintf(why, len, "tick %llu: %s %zu (id %d '%s') overlaps solid %zu (id %d '%s')",
	         (unsigned long long)w->tick, i == w->player ? "the player" : "moving solid", i,
	         a->id, a->name, j, b->id, b->name);
}

bool wall_rule_holds(const world *w, char *why, size_t len)
{
	size_t n = 0;
	size_t *idx = malloc((w->actor_count + 1) * sizeof *idx);
	fp_footprint *f = malloc((w->actor_count + 1) * sizeof *f);
	bool ok = idx && f;
	if (!ok)
		snprintf(why, len, "out of memory");
	for (size_t i = 0; ok && i < w->actor_count; i++) {
		if (i == w->player || w->actors[i].solid) {
			f[n] = fp_footprint_of(w->actors[i].box);
			idx[n++] = i;
		}
	}
	for (size_t a = 0; ok && a < n; a++) {
		if (!keeps_apart(w, idx[a]))
			continue;
		for (size_t b = 0; ok && b < n; b++) {
			if (a != b && w->actors[idx[b]].solid && fp_footprint_overlap(&f[a], &f[b])) {
				say(w, idx[a], idx[b], why, len);
				ok = false;
			}
		}
	}
	free(idx);
	free(f);
	return ok;
}
