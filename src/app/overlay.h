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
#include "overlay_shapes.h"

/* The actors sc's picture may show (overlay_seen_make's), found once for
 * each picture (sc->picture) and shared by the footprint overlays; valid
 * until the next call. */
const overlay_seen *overlay_seen_of(const overlay_scene *sc);

/* An empty batch kept from call to call: room for one overlay's shapes
 * until the next call. */
batch *overlay_scratch(void);

/* A translucent dark panel at (x, y), wd by ht pixels, for text over the
 * picture. */
void overlay_panel(SDL_Renderer *r, float x, float y, float wd, float ht);

#endif
