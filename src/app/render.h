/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* render.h: the world seen from above, as the collision step saw it: the
 * floor of the level's theme (themes.h); every actor as its look (looks.h)
 * standing on exactly its footprint (actor.fp, the corners the step
 * tested); a tinted actor in its colour blended to a warm tint; each
 * guard's cone of sight, clipped by the solids, as a translucent fan under
 * the actors; the player ringed by a soft white glow; pickups as gold coins
 * over everything. Map pixels
 * go to window pixels through the camera's top-down projection. Reads the world, never
 * changes it. */
#ifndef APP_RENDER_H
#define APP_RENDER_H

#include <SDL2/SDL.h>

#include "batch.h"
#include "projection.h"
#include "render_tint.h"
#include "sight.h"
#include "world.h"

/* The coins' gold, and the ticks their glint takes to go round. */
#define RENDER_COIN ((SDL_Color){250, 204, 64, 255})
#define RENDER_COIN_TURN 90u

/* A guard's cone of sight, translucent; brighter while it sees the player. */
#define RENDER_CONE ((SDL_Color){255, 236, 150, 48})
#define RENDER_CONE_SEEING ((SDL_Color){255, 90, 60, 80})

/* For actor i of w when it watches: its cone's fan in map pixels
 * (sight_fan: clipped by solids) and its colour; false for the others. */
bool render_cone(const world *w, size_t i, vec2s fan[SIGHT_FAN_RAYS + 2], SDL_Color *c);

/* The backdrop outside the world, and the default theme's ground. */
#define RENDER_BACKDROP ((SDL_Color){16, 18, 24, 255})
#define RENDER_GROUND ((SDL_Color){38, 44, 56, 255})


/* Clears r and draws the world's triangles through the pixel layer
 * (pixel_layer.h): what it paints shows at the caller's pixel_layer_flush,
 * so the overlays' small shapes can go out in the same texture. */
void render_world(SDL_Renderer *r, const world *w, const projection *pr);

/* From how many actors near the view render_world makes their shapes on
 * two threads (2048 until set; tests set it to compare, SIZE_MAX for
 * never). */
void render_split_from(size_t n);

/* How many frames so far copied the top view's floor as the frame before
 * drew it (a camera standing still). */
unsigned long render_floor_copies(void);

#endif
