/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "stress.h"

#include <math.h>

#include "steer.h"
#include "solids.h"

#define STRESS_HALF_MIN 0.5f
#define STRESS_HALF_MAX 24.0f
#define STRESS_TRIES 8

static rgba8 random_color(rng *r)
{
	return (rgba8){
		(uint8_t)(60 + rng_below(r, 180)),
		(uint8_t)(60 + rng_below(r, 180)),
		(uint8_t)(60 + rng_below(r, 180)),
		255,
	};
}

/* A spot for a's box, away from the player's and apart from every solid
 * when one of a few tries is (otherwise it walks out of the solid). */
static void place(actor *a, world *w, rng *r)
{
	const actor *p = &w->actors[w->player];
	float clear = sqrtf(p->box.half.x * p->box.half.x + p->box.half.y * p->box.half.y) + 40.0f;
	for (int t = 0; t < STRESS_TRIES; t++) {
		a->box.center = (vec2s){.x = rng_range(r, 0, w->width), .y = rng_range(r, 0, w->height)};
		steer_keep_inside(&a->box, w->width, w->height);
		float dx = a->box.center.x - p->box.center.x, dy = a->box.center.y - p->box.center.y;
		if (dx * dx + dy * dy > clear * clear &&
		    solids_pose_free(w, (size_t)(a - w->actors), a->box))
			return;
	}
}

void stress_add(world *w, size_t n, uint64_t seed)
{
	rng r = rng_make(seed ^ 0x5757e55c0ffee000u);
	float side = sqrtf(w->width * w->height / (float)(n ? n : 1));
	float lo = fmaxf(STRESS_HALF_MIN, 0.1f * side);
	float hi = fminf(STRESS_HALF_MAX, 0.35f * side);
	if (hi < lo)
		hi = lo;
	for (size_t i = 0; i < n; i++) {
		actor *a = &w->actors[w->actor_count + i];
		*a = (actor){
			.name = "",
			.box = {.half = {.x = rng_range(&r, lo, hi), .y = rng_range(&r, lo, hi)},
			        .angle = rng_range(&r, 0, 6.2831853f)},
			.color = random_color(&r),
			.kind = BEHAVIOUR_WANDER,
			.speed = rng_range(&r, 20, 80),
			.spin = rng_range(&r, 60, 180),
			.height = behaviour_wander.defaults.height,
			.path = SIZE_MAX,
		};
		place(a, w, &r);
	}
	w->actor_count += n;
}
