/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The overlay of bounds: the footprints' and pickups' bounding boxes (an
 * unturned footprint's left to the edges overlay when shown, where its
 * mark or, in 3D, its sides draw the same pixels after). */
#include "overlays.h"

#include "overlay.h"
#include "overlay_shapes.h"
#include "pixel_layer.h"

static void draw(SDL_Renderer *r, const overlay_scene *sc)
{
	batch *b = overlay_scratch();
	bool marked = (sc->shown & overlays_bit(OVERLAY_INDEX_edges)) != 0;
	overlay_bounds_shapes(b, overlay_seen_of(sc), marked);
	pixel_layer_draw(r, b, SDL_BLENDMODE_NONE);
}

const overlay_def overlay_def_bounds = {draw, 20, false, NULL, NULL};
