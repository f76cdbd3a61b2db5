/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* hud.h: what the player needs to read while playing: level title, score,
 * pickups left and an energy bar along the top; under them the time played,
 * the par time and the stars the run can still win. */
#ifndef APP_HUD_H
#define APP_HUD_H

#include <stdbool.h>

#include <SDL2/SDL.h>

#include "text.h"
#include "world.h"

/* The top line in the font small, which may be NULL or fontless (then only
 * the energy bar shows). */
void hud_draw(SDL_Renderer *r, text *small, const world *w);

/* A speaker with a cross, size pixels high with its top-right corner at
 * (right, top): the sound is off. Drawn with lines, no font needed. */
void hud_draw_muted(SDL_Renderer *r, float right, float top, float size);

#endif
