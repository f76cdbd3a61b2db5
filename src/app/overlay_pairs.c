/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The overlay of pairs: a line between the centres of every pair the broadphase tested
 * this tick, hits in red. */
#include "overlays.h"

#include "overlay.h"
#include "overlay_shapes.h"
#include "pixel_layer.h"

static void draw(SDL_Renderer *r, const overlay_scene *sc)
{
	batch *b = overlay_scratch();
	overlay_pairs_shapes(b, sc->w, sc->pr);
	pixel_layer_draw(r, b, SDL_BLENDMODE_NONE);
}

/* It draws the candidate pairs, which the world records only while shown. */
const overlay_def overlay_def_pairs = {draw, 30, true, NULL, NULL};
