/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "renderer.h"

#include "rasterizer_threads.h"

void renderer_prefer_gl(void)
{
	SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
#ifdef __EMSCRIPTEN__
	/* SDL's "opengles2" renderer keeps an OpenGL window's ES context
	 * version when it is 2 or more, else asks for ES 2.0, which emscripten
	 * makes a WebGL 1 context; the 3D view needs ES 3.0, that is WebGL 2. */
	SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
	SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
	SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#endif
	SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl");
}

SDL_Renderer *renderer_for_window(SDL_Window *win)
{
	SDL_Renderer *r = SDL_CreateRenderer(win, -1, SDL_RENDERER_PRESENTVSYNC);
	if (r != NULL)
		rasterizer_threads_pin();
	return r != NULL ? r : SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE);
}

/* The index of SDL's "opengl" render driver, or -1. */
static int gl_driver(void)
{
	for (int i = 0; i < SDL_GetNumRenderDrivers(); i++) {
		SDL_RendererInfo info;
		if (SDL_GetRenderDriverInfo(i, &info) == 0 && SDL_strcmp(info.name, "opengl") == 0)
			return i;
	}
	return -1;
}

static bool open_gl(renderer_headless *h, int w, int hgt)
{
	/* The offscreen driver whatever SDL_VIDEODRIVER says: headless runs
	 * never open a display. */
	SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE);
	h->video = SDL_InitSubSystem(SDL_INIT_VIDEO) == 0;
	SDL_ResetHint(SDL_HINT_VIDEODRIVER);
	if (!h->video)
		return false;
	int driver = gl_driver();
	if (driver < 0) {
		SDL_SetError("SDL has no opengl renderer");
		return false;
	}
	SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
	h->window = SDL_CreateWindow("footprints", 0, 0, w, hgt, SDL_WINDOW_OPENGL | SDL_WINDOW_HIDDEN);
	h->r = h->window ? SDL_CreateRenderer(h->window, driver, 0) : NULL;
	return h->r != NULL;
}

static bool open_software(renderer_headless *h, int w, int hgt)
{
	h->surface = SDL_CreateRGBSurfaceWithFormat(0, w, hgt, 32, SDL_PIXELFORMAT_ARGB8888);
	h->r = h->surface ? SDL_CreateSoftwareRenderer(h->surface) : NULL;
	return h->r != NULL;
}

bool renderer_headless_open(renderer_headless *h, int w, int hgt, bool gl)
{
	*h = (renderer_headless){0};
	if (gl ? open_gl(h, w, hgt) : open_software(h, w, hgt))
		return true;
	/* Keep SDL's message past the cleanup. */
	char why[256];
	SDL_strlcpy(why, SDL_GetError(), sizeof why);
	renderer_headless_close(h);
	SDL_SetError("%s", why);
	return false;
}

void renderer_headless_close(renderer_headless *h)
{
	if (h->r != NULL)
		SDL_DestroyRenderer(h->r);
	if (h->window != NULL)
		SDL_DestroyWindow(h->window);
	SDL_FreeSurface(h->surface);
	if (h->video)
		SDL_QuitSubSystem(SDL_INIT_VIDEO);
	*h = (renderer_headless){0};
}
