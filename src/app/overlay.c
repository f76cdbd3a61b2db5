/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "overlay.h"

#include "pixel_layer.h"

/* Scratch memory for the opaque overlays, kept from frame to frame: no
 * state, only room. */
static batch scratch;

void overlay_draw_shapes(SDL_Renderer *r, const overlay_scene *sc,
                         void (*shapes)(batch *, const world *, const projection *))
{
	batch_clear(&scratch);
	shapes(&scratch, sc->w, sc->pr);
	pixel_layer_draw(r, &scratch, SDL_BLENDMODE_NONE);
}

void overlay_panel(SDL_Renderer *r, float x, float y, float wd, float ht)
{
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
	SDL_SetRenderDrawColor(r, 0, 0, 0, 170);
	SDL_RenderFillRectF(r, &(SDL_FRect){x, y, wd, ht});
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
}
