/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "overlay_place.h"

#include <math.h>

#include "hud.h"

/* The window rectangle the player's footprint covers, empty when it does
 * not show. */
static SDL_FRect player_rect(const overlay_scene *sc)
{
	const world *w = sc->w;
	SDL_FRect none = {0.0f, 0.0f, 0.0f, 0.0f};
	if (w->player >= w->actor_count)
		return none;
	const actor *a = &w->actors[w->player];
	float x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
	for (int k = 0; k < 4; k++) {
		vec2s s;
		if (!projection_point(sc->pr, a->fp->corner[k], &s))
			return none;
		x0 = fminf(x0, s.x);
		y0 = fminf(y0, s.y);
		x1 = fmaxf(x1, s.x);
		y1 = fmaxf(y1, s.y);
	}
	return (SDL_FRect){x0, y0, x1 - x0, y1 - y0};
}

SDL_FRect overlay_place(const overlay_scene *sc, float wd, float ht, bool top)
{
	float m = OVERLAY_PLACE_MARGIN * sc->ui;
	float y = top ? HUD_STRIP_H * sc->ui + m : sc->view_h - ht - m;
	SDL_FRect right = {sc->view_w - wd - m, y, wd, ht}, p = player_rect(sc);
	if (SDL_HasIntersectionF(&right, &p))
		return (SDL_FRect){m, y, wd, ht};
	return right;
}
