/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* batch_draw.h: a batch (batch.h) handed to SDL's renderer, the one place
 * its triangles meet SDL. */
#ifndef APP_BATCH_DRAW_H
#define APP_BATCH_DRAW_H

#include <SDL2/SDL.h>

#include "batch.h"

/* Draws b's triangles in one call with blend (the draw blend mode is then
 * SDL_BLENDMODE_NONE). */
void batch_draw(SDL_Renderer *r, const batch *b, SDL_BlendMode blend);

#endif
