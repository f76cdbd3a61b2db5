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

/* The HUD's strip: its height at UI scale 1, window pixels: both lines of
 * the 14 px font (17 px a line) with the gaps above, between and below. */
#define HUD_STRIP_H 50.0f

/* The translucent strip behind both lines, view_w wide and HUD_STRIP_H
 * times ui tall, so the HUD reads over any ground or actor. */
void hud_strip(SDL_Renderer *r, float ui, float view_w);

/* Both lines in the font small, which may be NULL or fontless (then only
 * the energy bar and the stars show), spaced for UI scale ui. */
void hud_draw(SDL_Renderer *r, text *small, float ui, const world *w);

/* A speaker with a cross, size pixels high with its top-right corner at
 * (right, top): the sound is off. Drawn with lines, no font needed. */
void hud_draw_muted(SDL_Renderer *r, float right, float top, float size);

#endif
