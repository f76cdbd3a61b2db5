/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* effects.h: what a player sees happen, drawn from the world's events in
 * either view: a burst of sparks where a pickup is taken, a red vignette
 * and a camera shake when an overlap starts, a puff where the player bumps
 * a solid, the level's title as a banner at its start. One entry of
 * effect_kinds.c's table a kind. Effects age with the world's ticks and
 * draw their randomness from the run's seed, never from wall time, so the
 * same level, seed and input give the same pictures. */
#ifndef APP_EFFECTS_H
#define APP_EFFECTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL2/SDL.h>

#include "effect_def.h"
#include "effect_kinds.h"

/* Effects showing at once at most; a new one past it replaces the oldest. */
#define EFFECTS_MAX 48

typedef struct effects {
	effect live[EFFECTS_MAX];
	size_t count;
	uint64_t seed;
} effects;


/* No effect showing; later ones draw from seed. For a level's start. */
void effects_start(effects *fx, uint64_t seed);

/* After each world step of w: the expired ones go, and the step's events
 * (and a level's first tick) start theirs. */
void effects_step(effects *fx, const world *w);

/* How far the camera is shaken now, whole window pixels (0, 0 with none):
 * a kept backdrop moves as far exactly (still_backdrop.h). */
vec2s effects_shake(const effects *fx, const world *w);

/* Draws the effects' shapes showing over the world of view pr, the
 * picture view_w by view_h at UI scale ui, sized for words in font. */
void effects_draw(SDL_Renderer *r, const effects *fx, const world *w, const projection *pr,
                  text *font, float view_w, float view_h, float ui);

/* Writes the effects' words showing (the level's banner) in font, over
 * what is drawn: after the overlays under the HUD, so that the picture
 * painted on the CPU goes out once, not cut in two by a text's texture. */
void effects_write(const effects *fx, const world *w, const projection *pr, text *font,
                   float view_w, float view_h, float ui);

#endif
