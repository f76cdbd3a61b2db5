/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* hint_banner.h: the level's hint (its map property `hint`) in a banner at
 * the start of a level, until the player moves or for HINT_BANNER_SECONDS,
 * in the half of the window the player is not in. */
#ifndef APP_HINT_BANNER_H
#define APP_HINT_BANNER_H

#include <stdbool.h>

#include <SDL2/SDL.h>

#include "level.h"
#include "projection.h"
#include "text.h"
#include "world.h"

#define HINT_BANNER_SECONDS 6

/* Whether the hint of lv shows over w: it has one, the level is being
 * played, the player is where lv starts it, and less than
 * HINT_BANNER_SECONDS have been played. */
bool hint_banner_showing(const level *lv, const world *w);

/* Draws the hint, a line for each '\n' of it, in font (NULL draws
 * nothing), away from the player as pr shows it. */
void hint_banner_draw(SDL_Renderer *r, text *font, const world *w, const projection *pr);

#endif
