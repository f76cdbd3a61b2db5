/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* box_raster.h: a crowd's boxes (scene3d's SCENE3D_BOX, SCENE3D_BOX_FAR and
 * SCENE3D_BOX_POINT parts: parallelograms' prisms) rasterized by the
 * processor into a picture of colour and depth, for where GL itself runs
 * on the processor (Mesa's llvmpipe), which sets up every small triangle
 * and walks its 4x4 blocks at several times the cost. The faces gl3d draws
 * are drawn: each box's top and the sides that face the eye, lit as
 * scene3d_lit lights them (in SCENE3D_IDS, their own colours); a box drawn
 * whole is fogged at its corners and the fog spread across its faces as GL
 * spreads it, a far one at its middle. A pixel is covered as GL covers it
 * (its centre inside, the corners snapped to 1/256 pixel), the nearest
 * face's colour and depth kept, an equal one not replacing the first
 * drawn; rows bottom up as GL counts them. Two threads paint it, band of
 * rows by band, each taking the next not yet taken. No GL. */
#ifndef APP_BOX_RASTER_H
#define APP_BOX_RASTER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <cglm/struct.h>

#include "box_raster_view.h"
#include "scene3d_parts.h"


/* The shapes box_raster draws, in gl3d's order: boxes, then far boxes,
 * then points. */
typedef struct box_raster_parts {
	const scene3d_parts *box, *far, *point;
} box_raster_parts;

typedef struct box_raster_face box_raster_face;
typedef struct side_thread side_thread;

typedef struct box_raster {
	int w, h;
	int stride;       /* pixels from one row to the next (w and more) */
	uint32_t *pixels; /* h rows of stride pixels, bottom up, each two
	                     words: its colour (bytes red, green, blue, alpha
	                     in memory; 0 where no box shows) and its window
	                     depth's bits (a float, 0 near .. 1 far; 1 where
	                     no box shows) */
	/* The copy (box_raster_copy) of rows first to end (or of all), for a
	 * window that takes it by copying memory: rows of stride pixels, top
	 * down as a window keeps them in memory; each pixel's colour (bytes
	 * blue, green, red, alpha) and its depth as an unsigned word of
	 * copy_bits bits (24: shifted up 8 over a stencil of 0, as GL packs
	 * both). */
	uint32_t *copy_colour, *copy_depth;
	int copy_bits;
	int first, end;   /* the rows that hold any box; none when equal */
	/* Room kept from picture to picture. */
	box_raster_face *faces;
	int16_t (*rows)[2]; /* each face's rows, first and end */
	size_t faces_cap;
	uint32_t *band_start, *binned; /* each band's faces */
	size_t bands_cap, binned_cap;
	side_thread *side;
	bool side_tried;
	bool wide; /* eight pixels at a time (AVX2) */
} box_raster;

/* Paints parts p seen as v into r (its buffers made or remade for v's size,
 * emptied first); false when out of memory (what r holds is then not
 * their picture: they are to be drawn another way). */
bool box_raster_draw(box_raster *r, const box_raster_view *v, box_raster_parts p);

/* Makes r's copy of the rows it holds boxes on (first to end), or of every
 * row; where no box shows, the colour of under's pixel (a picture as large
 * as r's, rows bottom up, bytes blue, green, red, alpha: what the boxes
 * stand over), or none (alpha 0) when under is NULL; depths as words of
 * bits bits (24 or 32). False when out of memory or bits is neither. */
bool box_raster_copy(box_raster *r, const uint32_t *under, int bits, bool every_row);

/* Frees r's buffers and thread; safe on a zeroed one. */
void box_raster_fini(box_raster *r);

#endif
