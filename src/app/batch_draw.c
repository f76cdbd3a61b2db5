/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "batch_draw.h"

void batch_draw(SDL_Renderer *r, const batch *b, SDL_BlendMode blend)
{
	if (b->count == 0)
		return;
	SDL_SetRenderDrawBlendMode(r, blend);
	const batch_vertex *v = b->v;
	SDL_RenderGeometryRaw(r, NULL, &v->x, (int)sizeof *v, (const SDL_Color *)(const void *)&v->r,
	                      (int)sizeof *v, NULL, 0, (int)b->count, NULL, 0, 0);
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
}
