/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* still3d.h: the 3D view's backdrop (the clear colour, the sky and the
 * floor's blocks: everything drawn before what moves) kept in a texture of
 * the renderer while the camera stands still. The overview, and the chase
 * camera of a player who stands, then copies it each frame instead of
 * drawing the floor's many small triangles again: one triangle a texel a
 * pixel (gl_copy.h); a shaken camera copies it moved, from a margin of
 * STILL3D_MARGIN pixels kept around the view. */
#ifndef APP_STILL3D_H
#define APP_STILL3D_H

#include <stdbool.h>

#include <SDL2/SDL.h>

#include "gl3d.h"

/* Window pixels kept beyond each edge of the view: a camera shake of one
 * hurt (effect_kinds.c) moves the picture 7 at most. */
#define STILL3D_MARGIN 8

/* Everything the backdrop's pixels depend on, the camera not shaken. */
typedef struct still3d_key {
	mat4s clip;
	gl3d_air air;
	unsigned floor_stamp;
	float view_w, view_h;
} still3d_key;

/* Draws the backdrop into r's current target, moved margin pixels right
 * and down (the target 2 * margin larger than the view each way), its rows
 * top down as SDL draws there: what GL draws must be turned over
 * (gl3d_begin_rows_down). */
typedef void still3d_draw_fn(SDL_Renderer *r, int margin, void *ctx);

/* Makes the kept texture hold the backdrop seen as k, drawing it with
 * draw when it holds another, and says whether it can be copied moved by
 * the camera's shake. False when the frame before was not seen as k (a
 * moving camera would draw it twice), the shake is more than the margin
 * or not of whole pixels, or r is drawing into a texture, scaled, or not
 * view_w x view_h: the caller draws the backdrop itself. */
bool still3d_hold(SDL_Renderer *r, const still3d_key *k, vec2s shake, still3d_draw_fn *draw,
                  void *ctx);

/* Copies the backdrop still3d_hold held over r's whole output; false when
 * it could not. */
bool still3d_put(SDL_Renderer *r);

/* How many frames so far copied their backdrop. */
unsigned long still3d_copies(void);

/* A number for the backdrop kept, new each time it is drawn; 0 when none
 * is kept. */
unsigned long still3d_drawn(void);

#endif
