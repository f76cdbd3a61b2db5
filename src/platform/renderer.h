/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* renderer.h: the renderers the game draws on. A window's is SDL's "opengl"
 * renderer with a depth buffer where SDL has it (the 3D view needs it; the
 * environment's SDL_RENDER_DRIVER still wins), else whatever SDL gives. A
 * headless picture is drawn in memory: by SDL's software renderer on a
 * surface, or, for a view that needs OpenGL, by the "opengl" renderer of a
 * hidden window of SDL's offscreen driver (Mesa's EGL; no display). */
#ifndef PLATFORM_RENDERER_H
#define PLATFORM_RENDERER_H

#include <stdbool.h>

#include <SDL2/SDL.h>

/* Call after SDL_Init and before creating the window (with
 * SDL_WINDOW_OPENGL): its renderer will be "opengl", with a depth buffer; in
 * the browser "opengles2" on an OpenGL ES 3.0 (WebGL 2) context. */
void renderer_prefer_gl(void);

/* The renderer of win: SDL's choice with vsync (llvmpipe's rasterizer
 * threads pinned, rasterizer_threads.h), else the software one; NULL when
 * none can be made. */
SDL_Renderer *renderer_for_window(SDL_Window *win);

typedef struct renderer_headless {
	SDL_Renderer *r;
	SDL_Surface *surface; /* the software renderer's */
	SDL_Window *window;   /* the offscreen window of the OpenGL one */
	bool video;           /* the video subsystem was started for it */
} renderer_headless;

/* A picture w x h pixels in memory, drawn with OpenGL when gl. False with
 * SDL's error (h left closed). */
bool renderer_headless_open(renderer_headless *h, int w, int hgt, bool gl);

/* Frees what renderer_headless_open made; safe on a zeroed one. */
void renderer_headless_close(renderer_headless *h);

#endif
