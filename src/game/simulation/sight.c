/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The guards' sight (sight.h): a cone test, then one exact cast through a
 * broadphase that holds the solids alone. */
#include "sight.h"

#include <math.h>
#include <stdlib.h>

#include <footprint/ray.h>

#include "behaviour.h"
#include "steer.h"

struct sight {
	fp_broadphase *bp;   /* the solids' footprints, as of this tick */
	fp_footprint *fps;   /* those footprints, in actor order */
	size_t *solid;       /* each one's actor index */
	size_t count;
	bool filed;          /* bp holds them (a box-pairs call succeeded) */
};

bool sight_init(world *w)
{
	bool watched = false;
	for (size_t i = 0; i < w->actor_count; i++)
		watched |= behaviour_table[w->actors[i].kind]->watches;
	if (!watched)
		return true;
	struct sight *s = calloc(1, sizeof *s);
	w->sight = s;
	if (!s)
		return false;
	size_t n = w->solid_count ? w->solid_count : 1;
	s->bp = fp_broadphase_create();
	s->fps = calloc(n, sizeof *s->fps);
	s->solid = calloc(n, sizeof *s->solid);
	if (!s->bp || !s->fps || !s->solid)
		return false;
	for (size_t i = 0; i < w->actor_count; i++)
		if (w->actors[i].solid)
			s->solid[s->count++] = i;
	return true;
}

void sight_fini(world *w)
{
	struct sight *s = w->sight;
	if (!s)
		return;
	fp_broadphase_destroy(s->bp);
	free(s->fps);
	free(s->solid);
	free(s);
	w->sight = NULL;
}

/* The solids' footprints of this tick into the sight's broadphase. */
static void file_solids(struct sight *s, const world *w)
{
	size_t pairs;
	for (size_t k = 0; k < s->count; k++)
		s->fps[k] = w->fps[s->solid[k]];
	s->filed = s->count > 0 && fp_broadphase_box_pairs(s->bp, s->fps, s->count, &pairs);
}

/* The eye of actor a (its front centre). */
static vec2s sight_eye(const actor *a)
{
	float c = cosf(a->box.angle), sn = sinf(a->box.angle);
	return (vec2s){.x = a->box.center.x + a->box.half.x * c,
	               .y = a->box.center.y + a->box.half.x * sn};
}

/* The fraction of the way from `from` to `to` that is clear of solids: 1
 * when the closed segment meets none, else where the first contact is (a
 * float at or below it; 0 when from is in a solid). Casts through the
 * world's sight (its broadphase changes, the world's state does not). */
static float sight_clear(const world *w, vec2s from, vec2s to)
{
	struct sight *s = w->sight;
	if (!s || !s->filed)
		return 1;
	fp_ray_hit h = fp_broadphase_ray(s->bp, from, to, NULL);
	return h.hit ? h.t : 1;
}

/* p within the cone of a: view px of the eye, fov/2 of the heading. */
static bool in_cone(const actor *a, vec2s eye, vec2s p)
{
	double dx = (double)p.x - (double)eye.x, dy = (double)p.y - (double)eye.y;
	double d = sqrt(dx * dx + dy * dy);
	if (d > (double)a->sight.view)
		return false;
	if (d == 0)
		return true;
	double along = (dx * cos((double)a->box.angle) + dy * sin((double)a->box.angle)) / d;
	return along >= cos((double)a->sight.fov * ((double)STEER_DEG / 2.0));
}

bool sight_sees_point(world *w, const actor *a, vec2s p)
{
	vec2s eye = sight_eye(a);
	if (!in_cone(a, eye, p))
		return false;
	struct sight *s = w->sight;
	return !s || !s->filed || !fp_broadphase_ray(s->bp, eye, p, NULL).hit;
}

void sight_step(world *w)
{
	w->seen = false;
	w->seen_drain = 0;
	if (!w->sight)
		return;
	file_solids(w->sight, w);
	const fp_footprint *player = &w->fps[w->player];
	for (size_t i = 0; i < w->actor_count; i++) {
		actor *a = &w->actors[i];
		if (!behaviour_table[a->kind]->watches)
			continue;
		a->seeing = false;
		for (int k = 0; k < 4 && !a->seeing; k++)
			a->seeing = sight_sees_point(w, a, player->corner[k]);
		if (a->seeing) {
			w->seen = true;
			w->seen_drain += a->sight.drain;
		}
	}
}

void sight_fan(const world *w, const actor *a, vec2s out[SIGHT_FAN_RAYS + 2])
{
	vec2s eye = sight_eye(a);
	float half = a->sight.fov * STEER_DEG / 2, view = a->sight.view;
	out[0] = eye;
	for (int k = 0; k <= SIGHT_FAN_RAYS; k++) {
		float ang = a->box.angle - half + 2 * half * (float)k / SIGHT_FAN_RAYS;
		vec2s to = {.x = eye.x + view * cosf(ang), .y = eye.y + view * sinf(ang)};
		float t = sight_clear(w, eye, to);
		out[k + 1] = (vec2s){.x = eye.x + t * (to.x - eye.x), .y = eye.y + t * (to.y - eye.y)};
	}
}
