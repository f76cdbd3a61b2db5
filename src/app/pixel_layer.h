/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* pixel_layer.h: 2D triangles drawn with those covering fewer than
 * PIXEL_LAYER_AREA pixels (small shapes, lines), when a batch has
 * PIXEL_LAYER_MIN of them (or fewer, close together),
 * painted on the CPU (pixel_canvas.h) and handed to the renderer as one
 * textured quad: a software rasteriser (llvmpipe) pays for every triangle
 * it sets up, however few pixels it covers. The picture is the one the
 * triangles drawn one by one would give: once a batch paints, its shapes
 * up to PIXEL_LAYER_PAINT_MAX pixels (of one colour, or triangles shaded
 * from their corners) are painted too, and so are those of any batch drawn
 * while the canvas holds paint; larger ones go out as geometry, and the
 * quad is drawn before any of them that overlaps what is painted. Each
 * renderer's canvas and textures are kept, not remade each frame, until
 * pixel_layer_release. */
#ifndef APP_PIXEL_LAYER_H
#define APP_PIXEL_LAYER_H

#include <SDL2/SDL.h>

#include "batch.h"
#include "pixel_canvas.h"

#define PIXEL_LAYER_AREA 1024.0f
#define PIXEL_LAYER_MIN 8192
/* Fewer small triangles than PIXEL_LAYER_MIN are painted when they lie
 * close: at least PIXEL_LAYER_FEWEST, one for each PIXEL_LAYER_SPAN_PER
 * pixels of the rectangle they span (a full window's 921,600 pixels would
 * want 8,229). */
#define PIXEL_LAYER_FEWEST 512
#define PIXEL_LAYER_SPAN_PER 112.0f
/* Once a batch paints (or the canvas holds paint), each of its shapes
 * covering fewer than this many pixels is painted too. */
#define PIXEL_LAYER_PAINT_MAX 65536.0f

/* Adds a picture's triangles to b. */
typedef void pixel_layer_fill_fn(batch *b, void *ctx);

/* True when b's small triangles are worth painting on their own. */
bool pixel_layer_worth(const batch *b);

/* Starts r's frame picture in the canvas: every pixel backdrop, with what
 * fill adds blended over it (or the pixels kept from a call with the same
 * key, up to STILL_KEY_FLOATS - 2 floats, two frames running). Until the next
 * flush every shape drawn is painted, whatever its size, and the flush
 * copies the whole picture unblended: on the desktop one upload and one
 * copy of rows a frame (gl_copy_pixels), elsewhere an upload and a fill.
 * False, with nothing done, when r's canvas cannot paint. */
bool pixel_layer_base(SDL_Renderer *r, rgba8 backdrop, const float *key, size_t n,
                      pixel_layer_fill_fn *fill, void *ctx);

/* Draws b's triangles over what r has drawn, in their order, with blend
 * (SDL_BLENDMODE_NONE or _BLEND; the draw blend mode is then NONE); what
 * is painted shows once pixel_layer_flush draws it. */
void pixel_layer_draw(SDL_Renderer *r, const batch *b, SDL_BlendMode blend);

/* Paints picture p over what r has drawn (pixel_canvas.h says how; its
 * shades must stay until the flush): false, with nothing done, where r's
 * canvas cannot paint, and the caller draws p otherwise. */
bool pixel_layer_picture(SDL_Renderer *r, const pixel_canvas_picture *p);

/* Says r's canvas will hold paint before its next flush anyway: until
 * then every batch drawn is painted as over paint, a first one of a few
 * scattered small shapes too (not sent as triangles before the rest). */
void pixel_layer_expect(SDL_Renderer *r);

/* Draws what pixel_layer_draw painted for r and not yet drawn: before r
 * draws anything else. */
void pixel_layer_flush(SDL_Renderer *r);

/* Frees what r's layer keeps; before r is destroyed. */
void pixel_layer_release(SDL_Renderer *r);

#endif
