/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "tick_rate.h"

#include <SDL2/SDL.h>

void tick_rate_count(tick_rate *r, uint64_t ticks)
{
	uint64_t now = SDL_GetPerformanceCounter(), f = SDL_GetPerformanceFrequency();
	r->ticks += ticks;
	if (r->start == 0)
		r->start = now;
	double dt = (double)(now - r->start) / (double)f;
	/* Until half a second has passed the figure covers what there is. */
	if (dt > 0.0 && (dt >= 0.5 || r->per_second == 0.0))
		r->per_second = (double)r->ticks / dt;
	if (dt >= 0.5) {
		r->start = now;
		r->ticks = 0;
	}
}
