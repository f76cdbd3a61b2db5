/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The player: turns by cmd.turn * spin, then drives cmd.throttle * speed
 * along its heading (both commands clamped to [-1, 1]; NaN counts as 0). */
#include "steer.h"
#include "world.h"

static fp_box player_step(actor *a, world *w, commands cmd, float dt)
{
	float turn = steer_clamp(cmd.turn, -1, 1), throttle = steer_clamp(cmd.throttle, -1, 1);
	if (cmd.turn != cmd.turn)
		turn = 0;
	if (cmd.throttle != cmd.throttle)
		throttle = 0;
	fp_box b = a->box;
	b.angle = steer_wrap(b.angle + turn * a->spin * STEER_DEG * dt);
	steer_drive(&b, throttle * a->speed * dt);
	steer_keep_inside(&b, w->width, w->height);
	return b;
}

const behaviour_def behaviour_player = {
	.name = "player",
	.for_player = true,
	.defaults = {.speed = LEVEL_PLAYER_SPEED, .spin = LEVEL_PLAYER_TURN, .height = 32},
	.step = player_step,
};
