/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "pixel_layer.h"

#include <math.h>
#include <stdlib.h>

#include "pixel_canvas.h"
#include "render.h"

/* Renderers with a layer at once (the game has one), and textures each
 * takes in turn: refilling one still to be drawn from would make the GL
 * driver wait for that draw. */
#define LAYERS 4
#define TEXTURES 4

typedef struct layer {
	SDL_Renderer *r; /* NULL: a free slot */
	pixel_canvas canvas;
	SDL_Texture *tex[TEXTURES];
	int next;
	batch geo; /* the larger triangles, drawn before what is painted next */
} layer;

static layer layers[LAYERS];

static layer *find(SDL_Renderer *r)
{
	for (size_t k = 0; k < LAYERS; k++)
		if (layers[k].r == r)
			return &layers[k];
	return NULL;
}

static void drop_textures(layer *l)
{
	for (int k = 0; k < TEXTURES; k++) {
		if (l->tex[k] != NULL)
			SDL_DestroyTexture(l->tex[k]);
		l->tex[k] = NULL;
	}
}

/* Canvas and textures the size of r's output; false when r draws at a
 * scale (its pixels are not the window's) or out of memory. */
static bool fit(layer *l, SDL_Renderer *r)
{
	int w = 0, h = 0;
	float sx = 1.0f, sy = 1.0f;
	SDL_RenderGetScale(r, &sx, &sy);
	if (SDL_GetRendererOutputSize(r, &w, &h) != 0 || sx != 1.0f || sy != 1.0f || w <= 0 || h <= 0)
		return false;
	if (l->tex[0] != NULL && l->canvas.w == w && l->canvas.h == h)
		return true;
	pixel_layer_flush(r);
	drop_textures(l);
	if (!pixel_canvas_size(&l->canvas, w, h) || l->canvas.w != w)
		return false;
	for (int k = 0; k < TEXTURES; k++) {
		l->tex[k] = SDL_CreateTexture(r, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STREAMING, w, h);
		if (l->tex[k] == NULL) {
			drop_textures(l);
			return false;
		}
		SDL_SetTextureBlendMode(l->tex[k], SDL_BLENDMODE_BLEND);
		SDL_SetTextureScaleMode(l->tex[k], SDL_ScaleModeNearest);
	}
	return true;
}

/* r's layer, made now if it has none and a slot is free, fitted to its
 * output; NULL when it cannot paint. */
static layer *layer_for(SDL_Renderer *r)
{
	layer *l = find(r);
	if (l == NULL && (l = find(NULL)) != NULL)
		l->r = r;
	return l != NULL && fit(l, r) ? l : NULL;
}

/* Triangle k of b's window pixels. */
static SDL_FRect tri_box(const batch *b, size_t k)
{
	const batch_vertex *v = &b->v[k];
	float x0 = fminf(fminf(v[0].x, v[1].x), v[2].x), x1 = fmaxf(fmaxf(v[0].x, v[1].x), v[2].x);
	float y0 = fminf(fminf(v[0].y, v[1].y), v[2].y), y1 = fmaxf(fmaxf(v[0].y, v[1].y), v[2].y);
	return (SDL_FRect){x0, y0, x1 - x0, y1 - y0};
}

/* A triangle covering few pixels, however long: a line's half. Painting
 * costs a row's step for each of its rows and a pixel's for each pixel. */
static bool small(const batch *b, size_t k)
{
	const batch_vertex *v = &b->v[k];
	float area = 0.5f * fabsf((v[1].x - v[0].x) * (v[2].y - v[0].y) -
	                          (v[2].x - v[0].x) * (v[1].y - v[0].y));
	return area < PIXEL_LAYER_AREA;
}

/* True when box may cover a pixel painted on c. */
static bool on_painted(const pixel_canvas *c, SDL_FRect box)
{
	return pixel_canvas_dirty(c) && box.x < (float)c->x1 && box.x + box.w + 1.0f > (float)c->x0 &&
	       box.y < (float)c->y1 && box.y + box.h + 1.0f > (float)c->y0;
}

static size_t count_small(const batch *b)
{
	size_t n = 0;
	for (size_t k = 0; k + 2 < b->count; k += 3)
		n += small(b, k);
	return n;
}

static vec2s at(const batch_vertex *v)
{
	return (vec2s){{v->x, v->y}};
}

void pixel_layer_draw(SDL_Renderer *r, const batch *b, SDL_BlendMode blend)
{
	bool paints = (blend == SDL_BLENDMODE_NONE || blend == SDL_BLENDMODE_BLEND) &&
	              count_small(b) >= PIXEL_LAYER_MIN;
	layer *l = paints ? layer_for(r) : find(r);
	if (l == NULL) {
		render_batch(r, b, blend);
		return;
	}
	batch_clear(&l->geo);
	for (size_t k = 0; k + 2 < b->count; k += 3) {
		const batch_vertex *v = &b->v[k];
		SDL_FRect box = tri_box(b, k);
		if (paints && small(b, k)) {
			rgba8 c = {v->r, v->g, v->b, v->a};
			pixel_canvas_tri(&l->canvas, at(&v[0]), at(&v[1]), at(&v[2]), c,
			                 blend == SDL_BLENDMODE_BLEND);
			continue;
		}
		if (on_painted(&l->canvas, box) &&
		    pixel_canvas_painted_under(&l->canvas, at(&v[0]), at(&v[1]), at(&v[2]))) {
			render_batch(r, &l->geo, blend);
			batch_clear(&l->geo);
			pixel_layer_flush(r);
		}
		if (!paints && !pixel_canvas_dirty(&l->canvas) && l->geo.count == 0) {
			/* Nothing painted waits: the rest as it is. */
			render_batch(r, &(batch){(batch_vertex *)v, b->count - k, 0, false}, blend);
			return;
		}
		batch_tri(&l->geo, at(&v[0]), at(&v[1]), at(&v[2]), (rgba8){v->r, v->g, v->b, v->a});
	}
	render_batch(r, &l->geo, blend);
}

void pixel_layer_flush(SDL_Renderer *r)
{
	layer *l = find(r);
	if (l == NULL || !pixel_canvas_dirty(&l->canvas) || l->tex[0] == NULL)
		return;
	pixel_canvas *c = &l->canvas;
	SDL_Rect box = {c->x0, c->y0, c->x1 - c->x0, c->y1 - c->y0};
	SDL_Texture *t = l->tex[l->next];
	l->next = (l->next + 1) % TEXTURES;
	SDL_UpdateTexture(t, &box, &c->px[(size_t)c->y0 * (size_t)c->w + (size_t)c->x0],
	                  c->w * (int)sizeof *c->px);
	SDL_RenderCopy(r, t, &box, &box);
	pixel_canvas_clear(c);
}

void pixel_layer_release(SDL_Renderer *r)
{
	layer *l = r != NULL ? find(r) : NULL;
	if (l == NULL)
		return;
	drop_textures(l);
	free(l->canvas.px);
	free(l->geo.v);
	*l = (layer){0};
}
