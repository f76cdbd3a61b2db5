/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_view: the lab's logical pixels, LAB_VIEW_W x LAB_VIEW_H, the canvas
 * (world 0..LAB_CANVAS, y up) on the left and the panel from LAB_PANEL_X;
 * the mapping between canvas pixels and world points. */
#ifndef LAB_LAB_VIEW_H
#define LAB_LAB_VIEW_H

#include <SDL2/SDL.h>

#include "lab_state.h"

#define LAB_VIEW_W 1280
#define LAB_VIEW_H 800
#define LAB_PANEL_X 800

/* The world point under logical pixel (x, y) of the canvas. */
static inline vec2s lab_view_to_world(float x, float y)
{
	return (vec2s){{x, LAB_CANVAS - y}};
}

/* The logical pixel of world point p. */
static inline SDL_FPoint lab_world_to_view(vec2s p)
{
	return (SDL_FPoint){p.x, LAB_CANVAS - p.y};
}

#endif
