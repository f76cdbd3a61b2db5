/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* view_3d.h: the 3D view, an entry of view.c's table: the scene of
 * scene3d.h drawn with OpenGL and a depth buffer inside SDL's "opengl"
 * renderer, through the camera's chase or overview eye, over a sky: the
 * kept floor's blocks that can show and its grid (fading with distance in
 * the chase camera), one instanced draw a shape of parts (looks, coins,
 * shadows), distance fog in the chase camera, thinning to none in the
 * overview. */
#ifndef APP_VIEW_3D_H
#define APP_VIEW_3D_H

#include "scene3d.h"
#include "view_def.h"

/* The player's picture (SCENE3D_SHADED). */
view_draw_fn view_3d_draw_shaded;

/* Clears r to the backdrop and draws w in mode through c over r's whole
 * output; *pr is the projection used. False (nothing drawn) when r is not
 * an OpenGL renderer or memory ran out. */
bool view_3d_draw(SDL_Renderer *r, const world *w, const camera *c, scene3d_mode mode,
                  projection *pr);

#endif
