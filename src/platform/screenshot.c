/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "screenshot.h"

#include <SDL2/SDL_image.h>

bool screenshot_save(SDL_Renderer *r, const char *path, char *err, size_t errlen)
{
	int w = 0, h = 0;
	if (SDL_GetRendererOutputSize(r, &w, &h) != 0 || w <= 0 || h <= 0) {
		snprintf(err, errlen, "--screenshot: %s: %s", path, SDL_GetError());
		return false;
	}
	SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
	bool ok = s != NULL &&
	          SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0;
	/* The frame is opaque: drop the alpha channel so the PNG holds exactly
	 * the colours seen, whatever alpha blending left behind. */
	if (ok)
		SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_NONE);
	SDL_Surface *rgb = ok ? SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGB24, 0) : NULL;
	ok = rgb != NULL && IMG_SavePNG(rgb, path) == 0;
	if (!ok)
		snprintf(err, errlen, "--screenshot: %s: %s", path, SDL_GetError());
	SDL_FreeSurface(rgb);
	SDL_FreeSurface(s);
	return ok;
}
