/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* wander: drives forward at speed with random steering drawn from the
 * world's generator, turns back toward the middle near the world's edge,
 * and turns hard while a solid holds it. */
#include <math.h>
#include <string.h>

#include "steer.h"
#include "world.h"

/* Its own state (actor.state): the current steering, radians a second. */
typedef struct wander_state {
	float turn;
} wander_state;
_Static_assert(sizeof(wander_state) <= sizeof(behaviour_state), "wander_state fits");

static float turn_of(const actor *a)
{
	wander_state s;
	memcpy(&s, a->state.bytes, sizeof s);
	return s.turn;
}

static void set_turn(actor *a, float turn)
{
	memcpy(a->state.bytes, &(wander_state){.turn = turn}, sizeof(wander_state));
}

static void wander_start(actor *a, const world *w)
{
	(void)w;
	set_turn(a, 0);
}

/* The steering of this step: drifting and decaying (correlated over about
 * half a second) instead of a plain random walk, which would pin itself at
 * the limit and circle; tuned for WORLD_DT steps. Near the world's edge,
 * hard toward the middle while it heads away from it. */
static float steer(actor *a, world *w, float dt)
{
	float most = fabsf(a->spin) * STEER_DEG;
	float kick = rng_range(&w->rand, -1, 1) * most * 0.12f * (dt * WORLD_TICK_HZ);
	float turn = steer_clamp(turn_of(a) * (1 - 1.8f * dt) + kick, -most, most);
	/* a->fp is still the footprint of the box as it stands: its bounds */
	fp_aabb b = a->fp->bounds;
	float margin = a->speed * 0.5f;
	bool near_wall = b.min.x < margin || b.min.y < margin || b.max.x > w->width - margin ||
	                 b.max.y > w->height - margin;
	if (near_wall) {
		vec2s c = a->box.center;
		float home = atan2f(w->height / 2 - c.y, w->width / 2 - c.x);
		float d = steer_angle_diff(a->box.angle, home);
		if (fabsf(d) > STEER_TAU / 4)
			turn = d > 0 ? most : -most;
	}
	return turn;
}

static fp_box wander_step(actor *a, world *w, commands cmd, float dt)
{
	(void)cmd;
	float turn = steer(a, w, dt);
	set_turn(a, turn);
	fp_box b = a->box;
	b.angle = steer_wrap(b.angle + turn * dt);
	float co = cosf(b.angle), si = sinf(b.angle);
	b.center.x += a->speed * dt * co;
	b.center.y += a->speed * dt * si;
	steer_keep_inside_cs(&b, co, si, w->width, w->height);
	return b;
}

/* Held by a solid: steer hard the way it was turning, one way only, so it
 * turns away (backing off when it is too near to turn: solids.h). */
static void wander_held(actor *a)
{
	float most = fabsf(a->spin) * STEER_DEG;
	set_turn(a, turn_of(a) >= 0 ? most : -most);
}

const behaviour_def behaviour_wander = {
	.name = "wander",
	.defaults = {.speed = 60, .spin = 120, .height = 28},
	.start = wander_start,
	.step = wander_step,
	.held = wander_held,
};
