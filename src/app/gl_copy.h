/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* gl_copy.h: a picture kept in a texture copied over the window, a texel
 * a pixel, by a GL program of our own that only reads the texel: llvmpipe
 * runs it for less than SDL's copy, which multiplies each texel by a
 * colour. The kept backdrops (still_backdrop.h) and a canvas holding a
 * whole picture (pixel_layer.h) are copied with it. */
#ifndef APP_GL_COPY_H
#define APP_GL_COPY_H

#include <stdbool.h>

#include <SDL2/SDL.h>

/* Copies texture t, r's output size and its rows top down (a target SDL
 * drew, or pixels uploaded top row first), over r's whole output; false
 * (nothing drawn) but on SDL's desktop "opengl" renderer, in a build with
 * GL, or when t cannot be bound. */
bool gl_copy_texture(SDL_Renderer *r, SDL_Texture *t);

#endif
