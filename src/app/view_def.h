/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* view_def.h: what a view is (an entry of view.c's table, view.h): how it
 * draws the world through the camera and what zooming does in it. The
 * views include this; the table includes the views. */
#ifndef APP_VIEW_DEF_H
#define APP_VIEW_DEF_H

#include <stdbool.h>

#include <SDL2/SDL.h>

#include "camera.h"
#include "projection.h"
#include "world.h"

/* Clears r and draws w as seen through c, and sets *pr to the view's
 * projection of the ground for the overlays. False, with nothing drawn,
 * when r cannot draw this view. */
typedef bool view_draw_fn(SDL_Renderer *r, const world *w, const camera *c, projection *pr);

typedef struct view_def {
	const char *name;  /* in --view: "2d", "3d" */
	const char *title; /* in messages: "top-down", "3D" */
	bool needs_gl;     /* needs SDL's OpenGL renderer (headless runs make
	                      one for it) */
	view_draw_fn *draw;
	/* What zooming (steps nearer, negative farther) and Home do. */
	void (*zoom)(camera *c, const world *w, int steps);
	void (*home)(camera *c, const world *w);
	/* The projection draw gives, without drawing: where a click lands. */
	projection (*project)(const camera *c, const world *w);
} view_def;

#endif
