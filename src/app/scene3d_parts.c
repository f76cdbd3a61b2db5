/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "scene3d_parts.h"

#include <math.h>

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
	float dx = (p->c[0] + p->c[4]) * 0.5f - eye.x;
	float dy = (p->c[1] + p->c[5]) * 0.5f - eye.y;
	float dz = (p->z0 + p->z1) * 0.5f - eye.z;
	return sqrtf(dx * dx + dy * dy + dz * dz);
}

/* The run of a part at distance d, the nearest at lo, a run 1 / per long. */
static size_t run_of(float d, float lo, float per)
{
	float r = (d - lo) * per;
	return r < (float)SCENE3D_NEAREST_RUNS ? (size_t)r : SCENE3D_NEAREST_RUNS - 1;
}

/* A counting sort: the parts are counted into their runs, then laid out
 * run by run into spare, which becomes the list. */
bool scene3d_parts_nearest_first(scene3d_parts *l, scene3d_parts *spare, vec3s eye)
{
	size_t n = l->count;
	spare->count = 0;
	if (n < 2)
		return true;
	if (!scene3d_parts_reserve(spare, n))
		return false;
	float lo = INFINITY, hi = 0.0f;
	for (size_t i = 0; i < n; i++) {
		float d = distance_of(&l->p[i], eye);
		lo = fminf(lo, d);
		hi = fmaxf(hi, d);
	}
	float per = hi > lo ? (float)SCENE3D_NEAREST_RUNS / (hi - lo) : 0.0f;
	size_t at[SCENE3D_NEAREST_RUNS + 1] = {0};
	for (size_t i = 0; i < n; i++)
		at[run_of(distance_of(&l->p[i], eye), lo, per) + 1]++;
	for (size_t r = 0; r < SCENE3D_NEAREST_RUNS; r++)
		at[r + 1] += at[r];
	for (size_t i = 0; i < n; i++)
		spare->p[at[run_of(distance_of(&l->p[i], eye), lo, per)]++] = l->p[i];
	spare->count = n;
	scene3d_parts sorted = *spare;
	*spare = *l;
	*l = sorted;
	spare->count = 0;
	return true;
}
