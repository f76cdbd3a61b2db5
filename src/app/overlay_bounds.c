/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The overlay of bounds: the footprints' and pickups' bounding boxes. */
#include "overlays.h"

#include "overlay.h"
#include "overlay_shapes.h"

static void draw(SDL_Renderer *r, const overlay_scene *sc)
{
	overlay_draw_shapes(r, sc, overlay_bounds_shapes);
}

const overlay_def overlay_def_bounds = {draw, 20, false, NULL};
