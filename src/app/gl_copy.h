/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* gl_copy.h: whole pictures copied over the window on the desktop, for
 * less than SDL's copy costs llvmpipe. A picture kept in a texture (the
 * kept backdrops, still_backdrop.h) is copied once into a texture of the
 * window's own format, then blitted each frame, which llvmpipe does by
 * copying its rows; failing that, drawn a texel a pixel by a GL program
 * that only reads the texel (SDL's multiplies it by a colour). A picture
 * in memory in the window's own order (a canvas holding a whole picture,
 * pixel_layer.h) is blitted the same way, and so are rows painted with
 * their depths (box_raster.h), depths and all. */
#ifndef APP_GL_COPY_H
#define APP_GL_COPY_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL2/SDL.h>

/* Copies the part from of texture t (all of it when NULL), r's output size,
 * its rows top down (a target SDL drew, or pixels uploaded top row first),
 * over r's whole output; false (nothing drawn) but on SDL's desktop
 * "opengl" renderer, in a build with GL, or when t cannot be bound. */
bool gl_copy_texture(SDL_Renderer *r, SDL_Texture *t, const SDL_Rect *from);

/* Draws rects (n of them, window pixels from the top left) of texture t,
 * as large as r's output, each over the same pixels of it, blended as
 * SDL_BLENDMODE_BLEND blends, by the program that only reads the texel;
 * false (nothing drawn) but into the window of SDL's desktop "opengl"
 * renderer (into a target SDL draws rows the other way up), or for a
 * texture of another size. */
bool gl_copy_texture_rects(SDL_Renderer *r, SDL_Texture *t, const SDL_FRect *rects, int n);

/* Copies w x h pixels (r's output size, rows top down, each four bytes:
 * blue, green, red, alpha) over r's whole output; false (nothing drawn)
 * but on SDL's desktop "opengl" renderer drawing to its window, in a build
 * with GL. */
bool gl_copy_pixels(SDL_Renderer *r, const void *bgra, int w, int h);

/* Copies the part from of texture t as gl_copy_texture does, through a
 * copy of t in the window's own format, made when stamp (never 0) is not
 * that of the copy held, and blitted as gl_copy_pixels blits; false
 * (nothing drawn) where gl_copy_pixels would be. */
bool gl_copy_kept(SDL_Renderer *r, SDL_Texture *t, unsigned long stamp, const SDL_Rect *from);

/* Whether gl_copy_window_keep can keep r's window's picture. */
bool gl_copy_window_can(SDL_Renderer *r);

/* Keeps the picture in r's window (r's output, its colour and depth) as
 * the one stamped stamp (never 0): a still camera's backdrop with what
 * stands still on it; false (nothing kept) but where gl_copy_pixels
 * would copy, and for a window without 24 bits of depth. */
bool gl_copy_window_keep(SDL_Renderer *r, unsigned long stamp);

/* Puts the picture kept as stamp back over r's window, colour and depth;
 * false (nothing drawn) when another or none is kept, or the window is
 * not the one it was taken from. */
bool gl_copy_window_put(SDL_Renderer *r, unsigned long stamp);

/* The bits of the depth words (box_raster_copy's: 24 for 24 bits of depth
 * over 8 of stencil, else 32) of r's window, when gl_copy_window_rows can
 * copy into it; else 0. */
int gl_copy_window_depth_bits(SDL_Renderer *r);

/* Reads r's window's w x h picture (rows bottom up, bytes blue, green,
 * red, alpha) into bgra; false (nothing read) but where gl_copy_pixels
 * would copy. */
bool gl_copy_window_read(SDL_Renderer *r, uint32_t *bgra, int w, int h);

/* Rows of a picture painted in memory, w x h (r's output size), each
 * stride pixels apart, top down as the window keeps them: colours (bytes
 * blue, green, red, alpha) and depths as gl_copy_window_depth_bits' words.
 * Rows first to end (counted from the bottom, as GL does) are copied. */
typedef struct gl_copy_rows {
	const uint32_t *bgra, *depth;
	int stride, w, h, first, end;
	bool colour; /* colours copied too; else depths alone */
} gl_copy_rows;

/* Copies p's rows into r's window by a blit that llvmpipe does by copying
 * memory, taking the place of what the window holds there; *colours is
 * then a texture holding p's colours (rows top down), for drawing them
 * over. False (nothing copied) where gl_copy_window_depth_bits is 0. */
bool gl_copy_window_rows(SDL_Renderer *r, const gl_copy_rows *p, unsigned *colours);

#endif
