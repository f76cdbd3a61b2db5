/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "scene3d_parts.h"

#include <math.h>
#include <stdlib.h>

#include "grow.h"

bool scene3d_parts_reserve(scene3d_parts *l, size_t n)
{
	void *p = l->p;
	bool ok = grow(&p, &l->cap, l->count + n, sizeof *l->p, 256);
	l->p = p;
	return ok;
}

/* The distance of p's middle (the midpoint of its quadrilateral's
 * diagonal, halfway up) from the eye. */
static float distance_of(const scene3d_part *p, vec3s eye)
{
	vec3s m = {{(p->c[0] + p->c[4]) * 0.5f, (p->c[1] + p->c[5]) * 0.5f, (p->z0 + p->z1) * 0.5f}};
	return glms_vec3_distance(m, eye);
}

/* The run of a part at distance d, the nearest at lo, a run 1 / per long. */
static size_t run_of(float d, float lo, float per)
{
	float r = (d - lo) * per;
	return r < (float)SCENE3D_NEAREST_RUNS ? (size_t)r : SCENE3D_NEAREST_RUNS - 1;
}

/* A counting sort: each part's distance found once, the parts counted into
 * their runs, then laid out run by run into the spare list, which becomes
 * the list. */
bool scene3d_parts_nearest_first(scene3d_parts *l, scene3d_sort *room, vec3s eye)
{
	size_t n = l->count;
	scene3d_parts *spare = &room->spare;
	spare->count = 0;
	if (n < 2)
		return true;
	void *d = room->d;
	bool room_made = grow(&d, &room->d_cap, n, sizeof *room->d, 256);
	room->d = d;
	if (!room_made || !scene3d_parts_reserve(spare, n))
		return false;
	float lo = INFINITY, hi = 0.0f;
	for (size_t i = 0; i < n; i++) {
		room->d[i] = distance_of(&l->p[i], eye);
		lo = fminf(lo, room->d[i]);
		hi = fmaxf(hi, room->d[i]);
	}
	float per = hi > lo ? (float)SCENE3D_NEAREST_RUNS / (hi - lo) : 0.0f;
	size_t at[SCENE3D_NEAREST_RUNS + 1] = {0};
	for (size_t i = 0; i < n; i++)
		at[run_of(room->d[i], lo, per) + 1]++;
	for (size_t r = 0; r < SCENE3D_NEAREST_RUNS; r++)
		at[r + 1] += at[r];
	for (size_t i = 0; i < n; i++)
		spare->p[at[run_of(room->d[i], lo, per)]++] = l->p[i];
	spare->count = n;
	scene3d_parts sorted = *spare;
	*spare = *l;
	*l = sorted;
	spare->count = 0;
	return true;
}

void scene3d_sort_fini(scene3d_sort *room)
{
	free(room->spare.p);
	free(room->d);
	*room = (scene3d_sort){0};
}
