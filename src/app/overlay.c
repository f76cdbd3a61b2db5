/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "overlay.h"

#include "pixel_layer.h"

/* Scratch memory for the opaque overlays, kept from frame to frame: no
 * state, only room. */
static batch scratch;

/* The actors seen in the picture numbered seen_picture (0: none yet). */
static overlay_seen seen;
static uint64_t seen_picture;

const overlay_seen *overlay_seen_of(const overlay_scene *sc)
{
	if (sc->picture == 0 || sc->picture != seen_picture || seen.w != sc->w ||
	    seen.pr != sc->pr) {
		seen_picture = overlay_seen_make(&seen, sc->w, sc->pr) ? sc->picture : 0;
	}
	return &seen;
}

batch *overlay_scratch(void)
{
	batch_clear(&scratch);
	return &scratch;
}

void overlay_panel(SDL_Renderer *r, float x, float y, float wd, float ht)
{
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
	SDL_SetRenderDrawColor(r, 0, 0, 0, 170);
	SDL_RenderFillRectF(r, &(SDL_FRect){x, y, wd, ht});
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
}
