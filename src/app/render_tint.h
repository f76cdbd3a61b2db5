/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* render_tint.h: the colour each actor is drawn in, in every view: its
 * own, or, while it overlaps, blended to a warm tint (the player to a
 * violet of its own, so it never blends in with what it overlaps). */
#ifndef APP_RENDER_TINT_H
#define APP_RENDER_TINT_H

#include <SDL2/SDL.h>

#include "world.h"

/* The warm tint overlapping actors are blended towards, and how far. */
#define RENDER_TINT_R 255
#define RENDER_TINT_G 64
#define RENDER_TINT_B 24
#define RENDER_TINT_MIX 0.6f

/* The colour an actor of colour c is drawn in, tinted or not. */
SDL_Color render_actor_color(rgba8 c, bool tinted);

/* The player, overlapping, is blended most of the way to this violet
 * instead, in both views: no actor of a shipped level, tinted or not,
 * comes near the result (a CIEDE2000 distance of 20 or more, a test), so
 * the player never blends in with what it overlaps, as a tint towards the
 * warm one would; a trace of its own colour stays. */
#define RENDER_PLAYER_TINT_R 144
#define RENDER_PLAYER_TINT_G 0
#define RENDER_PLAYER_TINT_B 182
#define RENDER_PLAYER_TINT_MIX 0.9f

/* The colour actor i of w is drawn in: render_actor_color's, but for the
 * player overlapping, its colour blended to the player's tint. */
SDL_Color render_actor_shade(const world *w, size_t i);

#endif
