/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "render_tint.h"

#include <math.h>

static uint8_t mix(uint8_t a, int b, float t)
{
	return (uint8_t)lroundf((float)a + ((float)b - (float)a) * t);
}

SDL_Color render_actor_color(rgba8 c, bool tinted)
{
	if (!tinted)
		return (SDL_Color){c.r, c.g, c.b, 255};
	return (SDL_Color){mix(c.r, RENDER_TINT_R, RENDER_TINT_MIX),
	                   mix(c.g, RENDER_TINT_G, RENDER_TINT_MIX),
	                   mix(c.b, RENDER_TINT_B, RENDER_TINT_MIX), 255};
}

SDL_Color render_actor_shade(const world *w, size_t i)
{
	const actor *a = &w->actors[i];
	rgba8 c = a->color;
	if (i != w->player || !a->tinted)
		return render_actor_color(c, a->tinted);
	return (SDL_Color){mix(c.r, RENDER_PLAYER_TINT_R, RENDER_PLAYER_TINT_MIX),
	                   mix(c.g, RENDER_PLAYER_TINT_G, RENDER_PLAYER_TINT_MIX),
	                   mix(c.b, RENDER_PLAYER_TINT_B, RENDER_PLAYER_TINT_MIX), 255};
}
