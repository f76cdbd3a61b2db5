/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* patrol: walks its path polyline back and forth at speed, turning (at most
 * spin deg/s) to face its way. It starts toward the path point nearest to
 * it. */
#include <math.h>
#include <string.h>

#include "steer.h"
#include "world.h"

/* Its own state (actor.state). */
typedef struct patrol_state {
	size_t target;  /* the path point it heads for */
	int dir;        /* +1 or -1 along the polyline */
} patrol_state;
_Static_assert(sizeof(patrol_state) <= sizeof(behaviour_state), "patrol_state fits");

static patrol_state patrol_get(const actor *a)
{
	patrol_state s;
	memcpy(&s, a->state.bytes, sizeof s);
	return s;
}

static void patrol_put(actor *a, patrol_state s)
{
	memcpy(a->state.bytes, &s, sizeof s);
}

static void patrol_start(actor *a, const world *w)
{
	const level_path *p = &w->paths[a->path];
	size_t best = 0;
	float best_d = INFINITY;
	for (size_t i = 0; i < p->count; i++) {
		float dx = p->points[i].x - a->box.center.x, dy = p->points[i].y - a->box.center.y;
		float d = dx * dx + dy * dy;
		if (d < best_d) {
			best_d = d;
			best = i;
		}
	}
	patrol_put(a, (patrol_state){.target = best, .dir = best + 1 < p->count ? 1 : -1});
}

/* A path point the box can stand on at any angle: pulled in from the walls
 * by its half diagonal, so walking to it never needs the clamp. */
static vec2s reachable(const fp_box *b, vec2s p, const world *w)
{
	float r = sqrtf(b->half.x * b->half.x + b->half.y * b->half.y);
	return (vec2s){.x = steer_clamp_axis(p.x, r, w->width),
	               .y = steer_clamp_axis(p.y, r, w->height)};
}

/* The next point along the polyline; at an end, the way back. */
static void patrol_next(patrol_state *s, size_t count)
{
	bool at_end = s->dir > 0 ? s->target + 1 >= count : s->target == 0;
	if (at_end)
		s->dir = -s->dir;
	s->target = s->dir > 0 ? s->target + 1 : s->target - 1;
}

static fp_box patrol_step(actor *a, world *w, commands cmd, float dt)
{
	(void)cmd;
	const level_path *p = &w->paths[a->path];
	patrol_state state = patrol_get(a), *s = &state;
	fp_box b = a->box;
	float step = a->speed * dt;
	vec2s t = reachable(&b, p->points[s->target], w);
	float dx = t.x - b.center.x, dy = t.y - b.center.y;
	float dist = sqrtf(dx * dx + dy * dy);
	if (dist <= step) {
		b.center = t;
		patrol_next(s, p->count);
	} else {
		b.center.x += dx / dist * step;
		b.center.y += dy / dist * step;
	}
	if (dist > 0)
		steer_turn_toward(&b, atan2f(dy, dx), fabsf(a->spin) * STEER_DEG * dt);
	steer_keep_inside(&b, w->width, w->height);
	patrol_put(a, state);
	return b;
}

const behaviour_def behaviour_patrol = {
	.name = "patrol",
	.needs_path = true,
	.defaults = {.speed = 80, .spin = 240, .height = 40},
	.start = patrol_start,
	.step = patrol_step,
};
