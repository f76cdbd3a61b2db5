/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The overlay of triangles: each footprint triangle filled in its own
 * translucent colour, the splitting diagonal as a line. */
#include "overlays.h"

#include "overlay.h"
#include "overlay_shapes.h"
#include "pixel_layer.h"

/* Scratch memory kept from frame to frame: no state, only room. */
static batch fills, diagonals;

/* The fills blended in one call, the diagonals over them in another:
 * blending opaque lines could shift their colour by a rounding step. The
 * edges overlay, drawn later, covers a small footprint with its mark and
 * the diagonal with its own line. */
static void draw(SDL_Renderer *r, const overlay_scene *sc)
{
	batch_clear(&fills);
	batch_clear(&diagonals);
	bool marked = (sc->shown & overlays_bit(OVERLAY_INDEX_edges)) != 0;
	overlay_triangles_shapes(&fills, &diagonals, overlay_seen_of(sc), marked);
	pixel_layer_draw(r, &fills, SDL_BLENDMODE_BLEND);
	pixel_layer_draw(r, &diagonals, SDL_BLENDMODE_NONE);
}

/* Fills first, under everything else. */
const overlay_def overlay_def_triangles = {draw, 10, false, NULL, NULL};
