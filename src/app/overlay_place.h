/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* overlay_place.h: where a panel goes so that it never covers the player:
 * in its corner of the picture, or, while the player shows under it, in
 * the other corner of the same edge. */
#ifndef APP_OVERLAY_PLACE_H
#define APP_OVERLAY_PLACE_H

#include <stdbool.h>

#include <SDL2/SDL_rect.h>

#include "overlay_def.h"

/* A panel wd x ht (window pixels), sc->ui * OVERLAY_PLACE_MARGIN from the
 * edges (at the top, below the HUD's strip): at the right on the top (top) or bottom edge, at the left while
 * the player's footprint as sc->pr shows it overlaps it there. */
SDL_FRect overlay_place(const overlay_scene *sc, float wd, float ht, bool top);

/* Window pixels (times sc->ui) between a panel and the picture's edge or
 * the HUD's strip. */
#define OVERLAY_PLACE_MARGIN 8.0f

#endif
