/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The overlay of edges: every triangle edge with an arrowhead along it, so the winding
 * shows (the shared diagonal's line once, an arrow each way; an arrowhead
 * whose barbs would show shorter than OVERLAY_ARROW_MIN_PX is left out; a
 * footprint showing under OVERLAY_MARK_PX both ways is one filled mark). */
#include "overlays.h"

#include "overlay.h"
#include "overlay_shapes.h"
#include "pixel_layer.h"

static void draw(SDL_Renderer *r, const overlay_scene *sc)
{
	batch *b = overlay_scratch();
	overlay_edges_shapes(b, overlay_seen_of(sc));
	pixel_layer_draw(r, b, SDL_BLENDMODE_NONE);
}

/* The arrows on top of boxes and pair lines. */
const overlay_def overlay_def_edges = {draw, 40, false, NULL, NULL};
