/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* pointers.h: arrows at the picture's edge towards the coins out of sight,
 * so no coin is lost in a big level: the nearest POINTERS_MAX coins to the
 * player (map distance) that the view does not show, in either view. */
#ifndef APP_POINTERS_H
#define APP_POINTERS_H

#include <SDL2/SDL.h>

#include "projection.h"
#include "world.h"

#define POINTERS_MAX 3

/* Draws the arrows over the world as pr shows it, view_w x view_h window
 * pixels, sized for UI scale ui. */
void pointers_draw(SDL_Renderer *r, const world *w, const projection *pr, float ui);

#endif
