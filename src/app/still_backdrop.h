/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* still_backdrop.h: a view's backdrop (what it draws first, and what does
 * not change while its camera stands still) kept in a texture of the
 * renderer and copied each frame instead of drawn again: the same pixels,
 * one textured quad. The 3D views keep their sky and floor with it
 * (still3d.h), the top-down view its floor. A backdrop kept with a margin
 * around the view is copied moved as well (a camera shake moves the
 * picture by whole pixels) from the same texture. */
#ifndef APP_STILL_BACKDROP_H
#define APP_STILL_BACKDROP_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL2/SDL.h>
#include <cglm/struct.h>

#include "still_key.h"

/* One view's kept backdrop; zero it to start. */
typedef struct still_backdrop {
	SDL_Renderer *r;
	SDL_GLContext context;
	SDL_Texture *t;
	int w, h;
	int margin;     /* window pixels kept beyond each edge of the view (its
	                   owner sets it; 0: none) */
	still_key seen; /* the last frame's key */
	bool holds;     /* t holds the backdrop seen as `seen` */
	unsigned long drawn; /* which drawing t holds, of all backdrops' (the
	                        stamp of gl_copy_kept's copy) */
	unsigned long copies;
	SDL_Rect from; /* the part of t still_backdrop_hold found for the view */
} still_backdrop;

/* Draws the backdrop into r's current target, moved margin pixels right
 * and down: the target is 2 * margin pixels wider and taller than the
 * view. */
typedef void still_draw_fn(SDL_Renderer *r, int margin, void *ctx);

/* Copies the backdrop seen as key (n floats, compared bit for bit), moved
 * by moved window pixels (right and down), over r's whole output (gl_copy.h
 * where it can, else by SDL), drawing it with draw into the kept texture
 * first when that holds another; true when it did. False when the frame
 * before was not seen as key (a moving camera would draw it twice), it is
 * moved farther than the margin or by part of a pixel, or r is drawing into a texture, scaled,
 * or not view_w x view_h: the caller draws the backdrop itself. */
bool still_backdrop_copy(still_backdrop *s, SDL_Renderer *r, const float *key, size_t n,
                         float view_w, float view_h, vec2s moved, still_draw_fn *draw,
                         void *ctx);

/* still_backdrop_copy in two steps: the first makes the kept texture hold
 * the backdrop and says whether it can be copied, the second copies it. */
bool still_backdrop_hold(still_backdrop *s, SDL_Renderer *r, const float *key, size_t n,
                         float view_w, float view_h, vec2s moved, still_draw_fn *draw,
                         void *ctx);
bool still_backdrop_put(still_backdrop *s, SDL_Renderer *r);

#endif
