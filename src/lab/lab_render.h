/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_render: the lab drawn on an SDL renderer of logical size
 * LAB_VIEW_W x LAB_VIEW_H: the canvas (world 0..LAB_CANVAS, y up) on the
 * left, the verdict panel on the right, the keys at the bottom. */
#ifndef LAB_RENDER_H
#define LAB_RENDER_H

#include <SDL2/SDL.h>

#include "lab_state.h"
#include "lab_verdicts.h"
#include "text.h"

#define LAB_VIEW_W 1280
#define LAB_VIEW_H 800
#define LAB_PANEL_X 800

/* Fill colours: the exact test says touching, or not. */
#define LAB_TOUCH_RGB 214, 76, 64
#define LAB_APART_RGB 58, 120, 190

/* The world point under logical pixel (x, y) of the canvas. */
vec2s lab_view_to_world(float x, float y);

/* The logical pixel of world point p. */
SDL_FPoint lab_world_to_view(vec2s p);

/* Draws the whole lab; status is a line for the panel's foot ("" for none).
 * t may be NULL (no text). */
void lab_render(SDL_Renderer *r, text *t, const lab_state *s, const lab_verdicts *v,
	const char *status);

#endif
