/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "looks.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "behaviour.h"

extern const look_def look_plain, look_vehicle, look_guard, look_person, look_blade, look_crate,
	look_pillar, look_tree, look_wall, look_concrete;

static const look_def *const table[] = {
	&look_plain, &look_vehicle, &look_guard,  &look_person, &look_blade,
	&look_crate, &look_pillar,  &look_tree,   &look_wall,   &look_concrete,
};

#define LOOKS (sizeof table / sizeof table[0])

/* The look called name, or NULL. */
static const look_def *looks_named(const char *name)
{
	for (size_t k = 0; k < LOOKS; k++)
		if (strcmp(table[k]->name, name) == 0)
			return table[k];
	return NULL;
}

/* Each behaviour's look, free and solid; a behaviour left out here is
 * drawn as a crate (a wall when solid). */
static const look_def *const by_behaviour[BEHAVIOUR_COUNT][2] = {
	[BEHAVIOUR_PLAYER] = {&look_vehicle, &look_concrete},
	[BEHAVIOUR_STATIC] = {&look_crate, &look_wall},
	[BEHAVIOUR_SPIN] = {&look_blade, &look_blade},
	[BEHAVIOUR_PATROL] = {&look_vehicle, &look_concrete},
	[BEHAVIOUR_WANDER] = {&look_person, &look_concrete},
	[BEHAVIOUR_GUARD] = {&look_guard, &look_concrete},
};

/* The look actor a is drawn as, found by name. */
static const look_def *looks_of(const actor *a)
{
	if (a->look[0] != '\0') {
		const look_def *d = looks_named(a->look);
		if (d != NULL)
			return d;
	}
	const look_def *d = a->kind < BEHAVIOUR_COUNT ? by_behaviour[a->kind][a->solid] : NULL;
	return d != NULL ? d : a->solid ? &look_wall : &look_crate;
}

/* Each actor's look, found once for the worlds drawn lately (the game's and
 * the title's) by their serial: no name is compared in a frame. */
#define KEPT_WORLDS 4
static struct kept_looks {
	uint64_t serial; /* 0: none */
	size_t count;
	const look_def **of;
} kept[KEPT_WORLDS];
static size_t kept_next;

/* w's looks, found now if they are not kept; NULL when out of memory. */
static const look_def *const *looks_kept(const world *w)
{
	for (size_t k = 0; k < KEPT_WORLDS; k++)
		if (kept[k].serial == w->serial && kept[k].count == w->actor_count && kept[k].of)
			return kept[k].of;
	struct kept_looks *e = &kept[kept_next];
	kept_next = (kept_next + 1) % KEPT_WORLDS;
	free(e->of);
	*e = (struct kept_looks){0};
	e->of = malloc((w->actor_count ? w->actor_count : 1) * sizeof *e->of);
	if (e->of == NULL)
		return NULL;
	for (size_t i = 0; i < w->actor_count; i++)
		e->of[i] = looks_of(&w->actors[i]);
	e->serial = w->serial;
	e->count = w->actor_count;
	return e->of;
}

void looks_ready(const world *w)
{
	if (w->serial != 0)
		looks_kept(w);
}

void looks_draw(const world *w, size_t i, rgba8 body, float height, float px,
                look_pen_part_fn *part, void *view)
{
	const actor *a = &w->actors[i];
	look_pen p = look_pen_make(a, body, height, (uint32_t)i, part, view);
	if (px * fminf(a->box.half.x, a->box.half.y) < LOOKS_DETAIL_PX / 2.0f) {
		look_pen_base(&p, height, body);
		return;
	}
	/* A world not made by world_init (serial 0) is never kept. */
	const look_def *const *of = w->serial != 0 ? looks_kept(w) : NULL;
	(of != NULL ? of[i] : looks_of(a))->draw(&p);
}

/* The looks' names, comma separated, into out (n bytes). */
static void looks_names(char *out, size_t n)
{
	size_t used = 0;
	if (n > 0)
		out[0] = '\0';
	for (size_t k = 0; k < LOOKS && used < n; k++) {
		int m = snprintf(out + used, n - used, "%s%s", k ? ", " : "", table[k]->name);
		if (m < 0)
			break;
		used += (size_t)m;
	}
}

int looks_warn(const level *lv, const char *path, FILE *to)
{
	char names[256];
	int bad = 0;
	looks_names(names, sizeof names);
	for (size_t i = 0; i < lv->actor_count; i++) {
		const level_actor *a = &lv->actors[i];
		if (a->look[0] == '\0' || looks_named(a->look) != NULL)
			continue;
		fprintf(to, "footprints: %s: object %d: look '%s' is none of %s: drawn as its "
		            "behaviour's\n", path, a->id, a->look, names);
		bad++;
	}
	return bad;
}
