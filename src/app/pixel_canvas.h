/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* pixel_canvas.h: window pixels painted on the CPU, for shapes showing a
 * few pixels wide: a convex polygon covers the pixels whose centres it
 * holds, its corners on GL's grid of subpixels, with the centres on its
 * left and bottom edges, not on its right and top ones (as GL rasterises a
 * triangle in SDL's window, whose rows GL counts from the bottom): two
 * sharing an edge never cover a pixel twice, a quad covers what its two
 * triangles would, and the pixels are those GL would set. Straight alpha,
 * blended as SDL_BLENDMODE_BLEND would blend the shapes one over another,
 * so the canvas blended over a picture in one go shows what the shapes
 * drawn over it one by one would. No SDL. */
#ifndef APP_PIXEL_CANVAS_H
#define APP_PIXEL_CANVAS_H

#include <stdbool.h>
#include <stddef.h>

#include "batch.h"

/* The side of the canvas's tiles, in pixels: only the tiles painted on are
 * cleared and need drawing. */
#define PIXEL_CANVAS_TILE 32

/* Shapes waiting, or pixels their boxes hold, from which a finish is
 * painted on two threads. */
#define PIXEL_CANVAS_SPLIT 4096
#define PIXEL_CANVAS_SPLIT_PX 262144

/* The most corners a polygon painted may have. */
#define PIXEL_CANVAS_CORNERS 4

/* A polygon waiting to be painted: its edges (its corners on GL's grid)
 * and the rows it covers, made once however many bands it spans. Edge k
 * runs from its top end (x[k], y[k]) down to height bottom[k]: where it
 * crosses a height is found from its ends in one order, so both polygons
 * sharing it find the same x. Each field holds the four edges side by
 * side, so a row's crossings are found at once; a triangle's fourth edge
 * spans no height. */
typedef struct pixel_canvas_shape {
	float x[PIXEL_CANVAS_CORNERS], y[PIXEL_CANVAS_CORNERS], bottom[PIXEL_CANVAS_CORNERS],
	    slope[PIXEL_CANVAS_CORNERS];
	int y0, y1;
	int w; /* the pixels across its box, within the canvas */
	int shading; /* -1: one colour, c; else its pixel_canvas_shading */
	int picture; /* -1: a polygon; else its pixel_canvas_picture, whose
	                rows y0 to y1 and columns w wide it covers */
	rgba8 c;
	bool blend;
} pixel_canvas_shape;

/* A triangle's colour across it: channel k (r, g, b, a, 0 to 255) at
 * window point (x, y) is at[k] + dx[k] x + dy[k] y. */
typedef struct pixel_canvas_shading {
	float at[4], dx[4], dy[4];
} pixel_canvas_shading;

/* The most colours a picture's shades pick from. */
#define PIXEL_CANVAS_SHADES 8

/* A picture of w by h window pixels from pixel (x, y): the pixel in column
 * i of row j shows colour[shade[j * w + i]], painted as a one-pixel square
 * of that colour would be (blended or not), or is left as it is where
 * that shade is 0 or PIXEL_CANVAS_SHADES or more. Thousands of one-pixel
 * marks (a minimap's crowd) cost a look-up each, not a shape each. */
typedef struct pixel_canvas_picture {
	const uint8_t *shade;
	int x, y, w, h;
	rgba8 colour[PIXEL_CANVAS_SHADES];
	bool blend;
} pixel_canvas_picture;

/* The shapes waiting over one band of rows, in the order they came. */
typedef struct pixel_canvas_band {
	pixel_canvas_shape *s;
	size_t n, cap;
} pixel_canvas_band;

/* What a finish lays under the shapes waiting, band by band, before it
 * paints them: nothing, a colour (filled) or a picture's pixels (set). */
typedef enum pixel_canvas_under {
	PIXEL_CANVAS_UNDER_NONE,
	PIXEL_CANVAS_UNDER_COLOUR,
	PIXEL_CANVAS_UNDER_PIXELS,
} pixel_canvas_under;

/* Shapes wait, and are painted band of rows by band, each band's in the
 * order they came: a band's pixels stay in the processor's cache while its
 * shapes, read in a row, are painted, however scattered they are. */
typedef struct pixel_canvas {
	rgba8 *px;  /* w * h pixels, row by row, once finished; unpainted ones
	               all zero but in stale tile rows */
	size_t cap;
	int w, h;
	int x0, y0, x1, y1; /* the painted pixels lie in [x0, x1) x [y0, y1) */
	uint8_t *tile; /* tiles_w * tiles_h tiles of PIXEL_CANVAS_TILE pixels
	                  square, row by row: 1 where a pixel is painted */
	int tiles_w, tiles_h;
	size_t tile_cap;
	uint8_t *stale; /* tiles_h rows of tiles: 1 where the pixels are a whole
	                   picture's, cleared, with nothing painted since; they
	                   are zeroed when something is painted there */
	size_t stale_cap;
	pixel_canvas_band *band; /* bands, from the top */
	size_t bands, band_cap;
	size_t queued;    /* shapes waiting */
	size_t queued_px; /* the pixels of their boxes, about */
	pixel_canvas_shading *shading; /* the shaded ones' colours */
	size_t shadings, shading_cap;
	pixel_canvas_picture *picture; /* the pictures waiting */
	size_t pictures, picture_cap;
	pixel_canvas_under under;
	rgba8 under_col;
	const rgba8 *under_px;
	struct side_thread *side; /* shares a big finish's bands, and paints
	                             ahead */
	bool side_tried;
	struct pixel_canvas_ahead *ahead; /* shapes the side thread paints
	                                     while more are queued */
} pixel_canvas;

/* Makes c cover w by h window pixels from the window's corner, none
 * painted, keeping its memory when it is big enough; false when out of
 * memory (c then covers nothing). */
bool pixel_canvas_size(pixel_canvas *c, int w, int h);

/* True when some pixel is painted or waits to be. */
bool pixel_canvas_dirty(const pixel_canvas *c);

/* Paints the shapes waiting (pixel_canvas_polygon queues them); with
 * PIXEL_CANVAS_SPLIT or more, natively, on a thread of the canvas's own
 * and the caller's, each taking the next tile's rows of bands in turn
 * (bands are painted each on its own, so the pixels are the same). */
void pixel_canvas_finish(pixel_canvas *c);

/* Starts painting the shapes waiting (and what a fill or set lays under
 * them) on the canvas's thread, natively, while the caller queues more:
 * the finish paints those after them, so the pixels are the same. Does
 * nothing while the last such start is still painting, or where there
 * are no threads. */
void pixel_canvas_paint_ahead(pixel_canvas *c);

/* Paints the convex polygon p (n corners, 3 to PIXEL_CANVAS_CORNERS, window
 * pixels, either winding) in colour col: blended over what is painted
 * when blend, else replacing it with col made opaque (what an unblended
 * draw leaves showing). */
void pixel_canvas_polygon(pixel_canvas *c, const vec2s *p, int n, rgba8 col, bool blend);

/* The shape pixel_canvas_polygon would queue for p, n, col and blend, made
 * without touching c (another thread may make shapes while c's owner
 * queues): false when it paints nothing. */
bool pixel_canvas_shape_make(const pixel_canvas *c, const vec2s *p, int n, rgba8 col, bool blend,
                             pixel_canvas_shape *s);

/* A byte a window pixel over the rectangle from pixel (x, y), w by h, row
 * by row. */
typedef struct pixel_canvas_marks {
	uint8_t *at;
	int x, y, w, h;
} pixel_canvas_marks;

/* Sets to v, in m, every pixel a canvas of cw by ch pixels would paint for
 * the convex polygon p (n corners: pixel_canvas_polygon) whose mark is
 * below keep; false, some of them set, when it covers a pixel outside m's
 * rectangle. */
bool pixel_canvas_mark(int cw, int ch, const vec2s *p, int n, const pixel_canvas_marks *m,
                       uint8_t v, uint8_t keep);

/* Queues s, made for c by pixel_canvas_shape_make, after what waits. */
void pixel_canvas_queue(pixel_canvas *c, const pixel_canvas_shape *s);

/* Queues picture p after what waits; p->shade must stay until the
 * finish. */
void pixel_canvas_paint_picture(pixel_canvas *c, const pixel_canvas_picture *p);

/* Paints the triangle p (window pixels, either winding) shaded from
 * colour col[k] at corner k, as GL interpolates colours (each pixel's
 * rounded to bytes, within one step of GL's), blended or not as
 * pixel_canvas_polygon. */
void pixel_canvas_shaded(pixel_canvas *c, const vec2s *p, const rgba8 *col, bool blend);

/* True when a pixel the convex polygon p (n corners) would cover is
 * painted (the shapes waiting are painted first). */
bool pixel_canvas_painted_under(pixel_canvas *c, const vec2s *p, int n);

/* Paints every pixel of c col made opaque; shapes waiting are dropped
 * (they would be painted over). The pixels are laid band by band under
 * the shapes queued next, at the finish. */
void pixel_canvas_fill(pixel_canvas *c, rgba8 col);

/* Makes c's pixels px (c->w * c->h of them, row by row), every one
 * painted; shapes waiting are dropped. They are copied band by band
 * under the shapes queued next, at the finish: px must stay until then. */
void pixel_canvas_set(pixel_canvas *c, const rgba8 *px);

/* Frees c's memory. */
void pixel_canvas_free(pixel_canvas *c);

/* Unpaints every pixel (painting what waits first); a whole picture's
 * are left stale, each tile row zeroed when a finish paints in it, or
 * never if covered by a fill or set. */
void pixel_canvas_clear(pixel_canvas *c);

#endif
