/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "still_backdrop.h"

#include <math.h>
#include <string.h>

#include "gl_copy.h"

/* Whether r draws to its window, unscaled, view_w x view_h, so the
 * backdrop drawn into a texture of that size lands on the same pixels. */
static bool fits(SDL_Renderer *r, float view_w, float view_h, int *w, int *h)
{
	float sx = 0.0f, sy = 0.0f;
	SDL_Rect vp;
	SDL_RenderGetScale(r, &sx, &sy);
	SDL_RenderGetViewport(r, &vp);
	return SDL_GetRenderTarget(r) == NULL && SDL_GetRendererOutputSize(r, w, h) == 0 &&
	       sx == 1.0f && sy == 1.0f && (float)*w == view_w && (float)*h == view_h &&
	       vp.x == 0 && vp.y == 0 && vp.w == *w && vp.h == *h;
}

/* The format of r's target textures whose texels hold what both SDL and
 * raw GL (gl3d) drew as drawn, for a copy other than SDL's: SDL's GLES2
 * renderer swaps red and blue in what it draws into an ARGB8888 target
 * (and back as it copies it), raw GL does not; on the desktop ARGB8888 is
 * the window's own order. */
static Uint32 format(SDL_Renderer *r)
{
	SDL_RendererInfo info;
	bool es = SDL_GetRendererInfo(r, &info) == 0 && strcmp(info.name, "opengles2") == 0;
	return es ? SDL_PIXELFORMAT_ABGR8888 : SDL_PIXELFORMAT_ARGB8888;
}

/* A target texture of w x h on r, copied pixel for pixel. */
static bool texture(still_backdrop *s, SDL_Renderer *r, int w, int h)
{
	if (s->t != NULL && s->w == w && s->h == h)
		return true;
	if (s->t != NULL)
		SDL_DestroyTexture(s->t);
	s->t = SDL_CreateTexture(r, format(r), SDL_TEXTUREACCESS_TARGET, w, h);
	if (s->t == NULL)
		return false;
	s->w = w;
	s->h = h;
	SDL_SetTextureBlendMode(s->t, SDL_BLENDMODE_NONE);
	SDL_SetTextureScaleMode(s->t, SDL_ScaleModeNearest);
	return true;
}

/* Backdrops drawn into their textures, by every view: each one's stamp. */
static unsigned long drawings;

bool still_backdrop_hold(still_backdrop *s, SDL_Renderer *r, const float *key, size_t n,
                         float view_w, float view_h, vec2s moved, still_draw_fn *draw,
                         void *ctx)
{
	/* A texture of another renderer (or context) went with it. */
	SDL_GLContext context = SDL_GL_GetCurrentContext();
	if (s->r != r || s->context != context) {
		s->r = r;
		s->context = context;
		s->t = NULL;
		s->seen = (still_key){0};
		s->holds = false;
	}
	if (n > STILL_KEY_FLOATS)
		return false;
	bool same = still_key_again(&s->seen, key, n);
	int w, h, m = s->margin;
	if (!same || !fits(r, view_w, view_h, &w, &h)) {
		s->holds = false;
		return false;
	}
	/* Moved past the margin, or by part of a pixel, it cannot be copied. */
	float most = (float)m;
	if (!(fabsf(moved.x) <= most && fabsf(moved.y) <= most) || moved.x != roundf(moved.x) ||
	    moved.y != roundf(moved.y))
		return false;
	if (!s->holds) {
		if (!texture(s, r, w + 2 * m, h + 2 * m) || SDL_SetRenderTarget(r, s->t) != 0)
			return false;
		draw(r, m, ctx);
		SDL_SetRenderTarget(r, NULL);
		s->holds = true;
		s->drawn = ++drawings;
	}
	/* The view's pixel (x, y) shows the kept one at (x, y) - moved. */
	s->from = (SDL_Rect){m - (int)moved.x, m - (int)moved.y, w, h};
	return true;
}

bool still_backdrop_put(still_backdrop *s, SDL_Renderer *r)
{
	if (!gl_copy_kept(r, s->t, s->drawn, &s->from) && !gl_copy_texture(r, s->t, &s->from) &&
	    SDL_RenderCopy(r, s->t, &s->from, NULL) != 0)
		return false;
	s->copies++;
	return true;
}

bool still_backdrop_copy(still_backdrop *s, SDL_Renderer *r, const float *key, size_t n,
                         float view_w, float view_h, vec2s moved, still_draw_fn *draw,
                         void *ctx)
{
	return still_backdrop_hold(s, r, key, n, view_w, view_h, moved, draw, ctx) &&
	       still_backdrop_put(s, r);
}
