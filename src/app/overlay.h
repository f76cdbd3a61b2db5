/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* overlay.h: what the debug overlays (overlay_NAME.c, listed in
 * src/app/meson.build) draw with. The footprint overlays draw on the
 * ground, through the view's projection (in 3D over the whole scene, so
 * they show through the boxes), their shapes overlay_shapes.h's, one draw
 * call each; the panels over the HUD. */
#ifndef APP_OVERLAY_H
#define APP_OVERLAY_H

#include <SDL2/SDL.h>

#include "batch.h"
#include "overlay_def.h"

/* The shapes made by shapes for sc's world, drawn opaque in one call. */
void overlay_draw_shapes(SDL_Renderer *r, const overlay_scene *sc,
                         void (*shapes)(batch *, const world *, const projection *));

/* A translucent dark panel at (x, y), wd by ht pixels, for text over the
 * picture. */
void overlay_panel(SDL_Renderer *r, float x, float y, float wd, float ht);

#endif
