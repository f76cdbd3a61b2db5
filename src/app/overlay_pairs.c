/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The overlay of pairs: a line between the centres of every pair the broadphase tested
 * this tick, hits in red. */
#include "overlays.h"

#include "overlay.h"
#include "overlay_shapes.h"

static void draw(SDL_Renderer *r, const overlay_scene *sc)
{
	overlay_draw_shapes(r, sc, overlay_pairs_shapes);
}

/* It draws the candidate pairs, which the world records only while shown. */
const overlay_def overlay_def_pairs = {draw, 30, true, NULL};
