/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* spin: turns in place at spin deg/s, clockwise when positive. */
#include "steer.h"
#include "world.h"

static fp_box spin_step(actor *a, world *w, commands cmd, float dt)
{
	(void)cmd;
	fp_box b = a->box;
	b.angle = steer_wrap(b.angle + a->spin * STEER_DEG * dt);
	steer_keep_inside(&b, w->width, w->height);
	return b;
}

const behaviour_def behaviour_spin = {
	.name = "spin",
	.defaults = {.speed = 0, .spin = 90, .height = 16},
	.step = spin_step,
};
