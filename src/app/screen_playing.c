/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Playing: the world steps with the player's controls; winning or losing
 * shows its screen, Esc pauses. */
#include "screens.h"

static void draw(const screen_view *v, const session *s)
{
	if (v->hits != NULL)
		v->hits->count = 0;
	frame_draw(v->r, v->f, s, v->ticks_per_second);
}

const screen_def screen_playing = {.name = "playing", .world = true, .on_pause = "paused",
	.on_play = "playing", .on_won = "won", .on_lost = "lost", .update = screens_step_world,
	.draw = draw};
