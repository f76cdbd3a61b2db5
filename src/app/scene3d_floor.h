/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* scene3d_floor.h: the ground the 3D view stands the scene on, built once
 * for a level: the theme's floor (themes.h: its colour and pattern, what
 * themes_paint paints top-down) with the grid and the map's border, in
 * blocks of THEMES_BLOCK map pixels, so that the view draws only the
 * blocks its frustum can show, and works out fog at corners close enough
 * to true. Builds lists and draws nothing, as scene3d does. */
#ifndef APP_SCENE3D_FLOOR_H
#define APP_SCENE3D_FLOOR_H

#include "scene3d.h"

/* Where a block's vertices end in the floor's two lists. */
typedef struct scene3d_block_end {
	size_t tris, lines;
} scene3d_block_end;

/* The floor, built once for a level: it depends on the theme, the map's
 * size and the mode alone. */
typedef struct scene3d_floor {
	scene3d_list tris;   /* block by block, the ground's colour and the
	                        theme's pattern (themes.h); in SCENE3D_IDS the
	                        ground's id, 6 vertices, and no blocks */
	scene3d_list lines;  /* line pairs, block by block: the grid, then the
	                        map's border */
	scene3d_block_end *block_end; /* block (bx, by)'s vertices in tris and
	                        in lines end at block_end[by * blocks_x + bx] and
	                        start where the block before's end (the first at
	                        0) */
	size_t blocks_x, blocks_y, blocks_cap;
	uint8_t *under;      /* per block: whether the last scene3d_floor_under
	                        found ground list triangles on it */
	size_t under_cap;
	unsigned stamp;      /* new each time it is built */
	const void *theme;   /* what it was built for */
	float width, height;
	scene3d_mode mode;
} scene3d_floor;

/* Makes f w's floor in mode, unless it is that already; false when out of
 * memory (f is then empty, its stamp new). */
bool scene3d_floor_build(scene3d_floor *f, const world *w, scene3d_mode mode);

/* Whether block k of f (its index in block_end) can show from eye (NULL:
 * all can). */
bool scene3d_floor_sees(const scene3d_floor *f, size_t k, const scene3d_eye *eye);

/* Marks in f->under the blocks of f whose grid may cross a triangle of
 * ground (a scene's ground list): those its bounds, a grid spacing wider,
 * reach into; false when out of memory (f->under is then not to be
 * read). */
bool scene3d_floor_under(scene3d_floor *f, const scene3d_list *ground);

/* Frees f; safe on a zeroed floor. */
void scene3d_floor_fini(scene3d_floor *f);

#endif
