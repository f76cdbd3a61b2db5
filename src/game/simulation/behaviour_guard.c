/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* guard: a patrol when its path property names a polyline, else a spinner;
 * either way it watches the player with its sight (sight.h). Its moves are
 * theirs: it calls their entries. */
#include "world.h"

static bool guard_patrols(const actor *a)
{
	return a->path != SIZE_MAX;
}

static void guard_start(actor *a, const world *w)
{
	if (guard_patrols(a))
		behaviour_patrol.start(a, w);
}

static fp_box guard_step(actor *a, world *w, commands cmd, float dt)
{
	return (guard_patrols(a) ? behaviour_patrol.step : behaviour_spin.step)(a, w, cmd, dt);
}

const behaviour_def behaviour_guard = {
	.name = "guard",
	.takes_path = true,
	.watches = true,
	.defaults = {.speed = 60, .spin = 45, .height = 36},
	.start = guard_start,
	.step = guard_step,
};
