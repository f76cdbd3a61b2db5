/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* banner_spot.h: where the level's title goes at its start: a band across
 * the picture, as near a third of the way down as it can be with its words
 * over no wall (no solid, footprint and height, as the view shows it) and
 * not over the player. */
#ifndef APP_BANNER_SPOT_H
#define APP_BANNER_SPOT_H

#include "projection.h"
#include "world.h"

/* The centre height (window pixels) of a band band_h tall whose words,
 * text_w wide and centred across a picture view_w by view_h, cover no wall
 * of w and not the player as pr shows them, below top (the HUD's strip):
 * the free band nearest 0.26 of the height, or, where none is free, the
 * one whose words cover the least, with *clear false (the words then go
 * in the HUD's strip instead). */
float banner_spot(const projection *pr, const world *w, float text_w, float band_h, float top,
                  float view_w, float view_h, bool *clear);

#endif
