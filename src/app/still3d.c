/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "still3d.h"

#include <string.h>

/* A key's fields as floats, compared bit for bit (a struct's padding
 * would not be). */
#define KEY_FLOATS 31

static void key_floats(const still3d_key *k, float out[KEY_FLOATS])
{
	const gl3d_air *a = &k->air;
	float head[] = {a->eye.x,      a->eye.y,       a->eye.z,         a->fog_near,
	                a->fog_far,    a->fog_most,    a->fade_near,     a->fade_far,
	                (float)a->fog.r, (float)a->fog.g, (float)a->fog.b, a->lit ? 1.0f : 0.0f,
	                (float)k->floor_stamp, k->view_w, k->view_h};
	memcpy(out, &k->clip.raw[0][0], 16 * sizeof *out);
	memcpy(out + 16, head, sizeof head);
}

/* The kept texture and what it was made for. */
static struct {
	SDL_Renderer *r;
	SDL_GLContext context;
	SDL_Texture *t;
	int w, h;
	float seen[KEY_FLOATS]; /* the last frame's key */
	bool has_seen, holds;   /* t holds the backdrop seen as `seen` */
	unsigned long copies;
} still;

/* Whether r draws to its window, unscaled, view_w x view_h, so the
 * backdrop drawn into a texture of that size lands on the same pixels. */
static bool fits(SDL_Renderer *r, const still3d_key *k, int *w, int *h)
{
	float sx = 0.0f, sy = 0.0f;
	SDL_Rect vp;
	SDL_RenderGetScale(r, &sx, &sy);
	SDL_RenderGetViewport(r, &vp);
	return SDL_GetRenderTarget(r) == NULL && SDL_GetRendererOutputSize(r, w, h) == 0 &&
	       sx == 1.0f && sy == 1.0f && (float)*w == k->view_w && (float)*h == k->view_h &&
	       vp.x == 0 && vp.y == 0 && vp.w == *w && vp.h == *h;
}

/* A target texture of w x h on r, copied pixel for pixel. */
static bool texture(SDL_Renderer *r, int w, int h)
{
	if (still.t != NULL && still.w == w && still.h == h)
		return true;
	if (still.t != NULL)
		SDL_DestroyTexture(still.t);
	still.t = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
	if (still.t == NULL)
		return false;
	still.w = w;
	still.h = h;
	SDL_SetTextureBlendMode(still.t, SDL_BLENDMODE_NONE);
	SDL_SetTextureScaleMode(still.t, SDL_ScaleModeNearest);
	return true;
}

bool still3d_copy(SDL_Renderer *r, const still3d_key *k, still3d_draw_fn *draw, void *ctx)
{
	/* A texture of another renderer (or context) went with it. */
	SDL_GLContext context = SDL_GL_GetCurrentContext();
	if (still.r != r || still.context != context) {
		still.r = r;
		still.context = context;
		still.t = NULL;
		still.has_seen = still.holds = false;
	}
	float key[KEY_FLOATS];
	key_floats(k, key);
	bool same = still.has_seen && memcmp(key, still.seen, sizeof key) == 0;
	memcpy(still.seen, key, sizeof key);
	still.has_seen = true;
	int w, h;
	if (!same || !fits(r, k, &w, &h)) {
		still.holds = false;
		return false;
	}
	if (!still.holds) {
		if (!texture(r, w, h) || SDL_SetRenderTarget(r, still.t) != 0)
			return false;
		draw(r, ctx);
		SDL_SetRenderTarget(r, NULL);
		still.holds = true;
	}
	if (SDL_RenderCopyEx(r, still.t, NULL, NULL, 0.0, NULL, SDL_FLIP_VERTICAL) != 0)
		return false;
	still.copies++;
	return true;
}

unsigned long still3d_copies(void)
{
	return still.copies;
}
