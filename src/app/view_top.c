/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "view_top.h"

#include "render.h"

bool view_top_draw(SDL_Renderer *r, const world *w, const camera *c, projection *pr)
{
	*pr = projection_of_top(c, w);
	render_world(r, w, pr);
	return true;
}
