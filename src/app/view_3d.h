/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* view_3d.h: the 3D view, an entry of view.c's table: the scene of
 * scene3d.h drawn with OpenGL and a depth buffer inside SDL's "opengl"
 * renderer, through the camera's chase or overview eye, over a sky: the
 * kept floor's blocks that can show and its grid (fading with distance in
 * the chase camera), one instanced draw a shape of parts (looks, coins,
 * shadows), distance fog in the chase camera, thinning to none in the
 * overview. A still overview of a world of many static actors keeps them
 * on its backdrop, depth and all (gl_copy_window_keep), and each frame
 * puts that picture back and draws only what moves, and the static
 * actors tinted that tick over themselves. */
#ifndef APP_VIEW_3D_H
#define APP_VIEW_3D_H

#include "scene3d.h"
#include "view_def.h"

/* Static actors a world needs before, seen from a still overview, they are
 * kept on its backdrop: putting a picture back with its depth copies the
 * window once more than the backdrop alone, which drawing a few hundred
 * boxes costs less than. */
#define VIEW_3D_STILL_LEAST 512

/* What keeping the static actors has done so far: the frames that kept
 * them, those that put them back, and the parts drawn again over
 * themselves (tinted). */
typedef struct view_3d_still_figures {
	unsigned long keeps, puts, again;
} view_3d_still_figures;

view_3d_still_figures view_3d_still(void);

/* From how many static actors a world's are kept (VIEW_3D_STILL_LEAST
 * until set: tests set fewer). */
void view_3d_still_from(size_t n);

/* Boxes in view (of scene3d's SCENE3D_BOX, SCENE3D_BOX_FAR and
 * SCENE3D_BOX_POINT) from which, where GL runs on the processor
 * (gl3d_raster_wanted), they are painted by box_raster rather than drawn
 * by GL: a crowd's (two fifths of the 5,000-actor chase camera's frame
 * saved); the shipped levels' chase cameras stay under it. */
#define VIEW_3D_RASTER_LEAST 1024

/* From how many boxes in view they are painted (VIEW_3D_RASTER_LEAST until
 * set; tests set it to compare, SIZE_MAX for never). */
void view_3d_raster_from(size_t n);

/* How many frames so far had their boxes painted by box_raster, of them
 * how many were copied into the window with the kept backdrop they stand
 * on, and how many of those in one copy of every row (the backdrop read
 * into memory before). */
typedef struct view_3d_raster_figures {
	unsigned long painted, with_backdrop, every_row;
} view_3d_raster_figures;

view_3d_raster_figures view_3d_raster(void);

/* The player's picture (SCENE3D_SHADED). */
view_draw_fn view_3d_draw_shaded;

/* Clears r to the backdrop and draws w in mode through c over r's whole
 * output; *pr is the projection used. False (nothing drawn) when r is not
 * an OpenGL renderer or memory ran out. */
bool view_3d_draw(SDL_Renderer *r, const world *w, const camera *c, scene3d_mode mode,
                  projection *pr);

#endif
