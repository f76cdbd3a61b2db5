/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_render: the lab drawn on an SDL renderer of logical size
 * LAB_VIEW_W x LAB_VIEW_H (lab_view.h): the canvas on the left, the verdict
 * panel on the right, the keys at the bottom. */
#ifndef LAB_RENDER_H
#define LAB_RENDER_H

#include <SDL2/SDL.h>

#include "lab_state.h"
#include "lab_view.h"
#include "lab_verdicts.h"
#include "text.h"

/* Fill colours: the exact test says touching, or not. */
#define LAB_TOUCH_RGB 214, 76, 64
#define LAB_APART_RGB 58, 120, 190

/* Draws the whole lab; status is a line for the panel's foot ("" for none).
 * t may be NULL (no text). */
void lab_render(SDL_Renderer *r, text *t, const lab_state *s, const lab_verdicts *v,
	const char *status);

#endif
