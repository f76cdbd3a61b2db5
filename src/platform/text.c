/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "text.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL2/SDL_ttf.h>

#include "font_file.h"

/* Strings drawn lately, kept as textures: a frame mostly shows what the
 * last one did, and rasterising a string costs far more than drawing it.
 * Room for more than a frame draws (the help panel, stats panel and HUD
 * together draw about 70): a frame drawing more than the cache holds would
 * evict each string before its next use and rasterise every one, every
 * frame. */
#define CACHE_SLOTS 192
#define CACHE_TEXT 96 /* longer strings are drawn afresh each time */

typedef struct cached {
	char s[CACHE_TEXT];
	uint32_t hash;      /* of s: most slots are passed over on it alone */
	SDL_Color color;
	int size;           /* the font size it was rasterised at */
	SDL_Texture *tex;   /* NULL: an empty slot */
	int w, h;           /* output pixels: its top-left corner of tex */
	int tex_w, tex_h;   /* tex's size */
	uint64_t used;      /* the draw count when last drawn */
} cached;

struct text {
	SDL_Renderer *renderer;
	cached cache[CACHE_SLOTS];
	uint64_t draws;
	TTF_Font *font; /* NULL: no font, draw nothing */
	int px;         /* size in logical pixels */
	int size;       /* size the font is open at, in output pixels */
	float scale;    /* output pixels per logical pixel, at the last draw */
};

/* Glyphs are rasterised at the renderer's output resolution and drawn back
 * at logical size, so each glyph pixel lands on one screen pixel: a scaled
 * window or a HiDPI screen shows sharp text, not resampled pixels. The font
 * is only resized when its whole-pixel size changes. */
static float fit_scale(text *t)
{
	float sx = 1.0f, sy = 1.0f;
	SDL_RenderGetScale(t->renderer, &sx, &sy);
	float sc = sy > 0.05f && sy < 20.0f ? sy : 1.0f;
	int size = (int)SDL_roundf((float)t->px * sc);
	size = size < 2 ? 2 : size;
	if (size != t->size && TTF_SetFontSize(t->font, size) == 0)
		t->size = size;
	t->scale = sc;
	return sc;
}

/* The font is looked up once per process; every text shares the answer. */
static char font_path[1024];
static bool font_looked_up;
static bool font_warned;

static void warn_no_font(const char *why)
{
	if (font_warned)
		return;
	font_warned = true;
	fprintf(stderr, "footprints: no font (%s): text is not drawn\n", why);
}

static char font_why[256];

static void look_up_font(void)
{
	font_looked_up = true;
	if (!font_file_find(font_path, sizeof font_path, font_why, sizeof font_why))
		font_path[0] = '\0';
}

text *text_create(SDL_Renderer *r, int px)
{
	text *t = calloc(1, sizeof *t);
	if (t == NULL)
		return NULL;
	t->renderer = r;
	t->px = px < 4 ? 4 : px > 256 ? 256 : px;
	t->scale = 1.0f;
	t->size = t->px;
	if (!font_looked_up)
		look_up_font();
	if (font_path[0] == '\0') {
		warn_no_font(font_why);
		return t;
	}
	if (!TTF_WasInit() && TTF_Init() != 0) {
		warn_no_font(TTF_GetError());
		return t;
	}
	t->font = TTF_OpenFont(font_path, t->px);
	if (t->font == NULL)
		warn_no_font(TTF_GetError());
	return t;
}

void text_destroy(text *t)
{
	if (t == NULL)
		return;
	if (t->font != NULL)
		TTF_CloseFont(t->font);
	for (int i = 0; i < CACHE_SLOTS; i++)
		if (t->cache[i].tex != NULL)
			SDL_DestroyTexture(t->cache[i].tex);
	free(t);
}

int text_line_height(const text *t)
{
	if (t == NULL)
		return 0;
	if (t->font == NULL)
		return t->px;
	return (int)SDL_ceilf((float)TTF_FontLineSkip(t->font) / t->scale);
}

static int measure(text *t, const char *s)
{
	int w = 0, h = 0;
	float sc = fit_scale(t);
	if (TTF_SizeUTF8(t->font, s, &w, &h) != 0)
		return 0;
	return (int)SDL_ceilf((float)w / sc);
}

static bool same_color(SDL_Color a, SDL_Color b)
{
	return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

/* FNV-1a of s. */
static uint32_t hash_of(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s != '\0'; s++)
		h = (h ^ (uint8_t)*s) * 16777619u;
	return h;
}

/* The slot holding s (of hash h) in color at the font's size, else the one
 * to reuse (empty or drawn longest ago), with *hit saying which. */
static cached *slot(text *t, const char *s, uint32_t h, SDL_Color color, bool *hit)
{
	cached *old = &t->cache[0];
	for (int i = 0; i < CACHE_SLOTS; i++) {
		cached *c = &t->cache[i];
		if (c->hash == h && c->tex != NULL && c->size == t->size &&
		    same_color(c->color, color) && strcmp(c->s, s) == 0) {
			*hit = true;
			return c;
		}
		if (c->tex == NULL || c->used < old->used)
			old = c;
	}
	*hit = false;
	return old;
}

/* True when surface's pixels can go into the corner of old (its size
 * old_w by old_h) as they are. */
static bool fits(SDL_Texture *old, int old_w, int old_h, const SDL_Surface *surface)
{
	Uint32 format = 0;
	return old != NULL && old_w >= surface->w && old_h >= surface->h &&
	       SDL_QueryTexture(old, &format, NULL, NULL, NULL) == 0 &&
	       format == surface->format->format;
}

/* s rasterised (w, h in output pixels) into the top-left corner of old
 * when it fits there (a string that changes every frame, such as the
 * stats panel's figures, then updates a texture in place instead of
 * making one and destroying another each frame; old is drawn from no
 * longer: the least recently drawn slot's), else into a new texture (its
 * size in *tex_w, *tex_h; old is then left as it is); NULL on failure. */
static SDL_Texture *rasterise(text *t, const char *s, SDL_Color color, SDL_Texture *old,
                              int *tex_w, int *tex_h, int *w, int *h)
{
	SDL_Surface *surface = TTF_RenderUTF8_Blended(t->font, s, color);
	if (surface == NULL)
		return NULL;
	SDL_Texture *tex = NULL;
	if (fits(old, *tex_w, *tex_h, surface) &&
	    SDL_UpdateTexture(old, &(SDL_Rect){0, 0, surface->w, surface->h}, surface->pixels,
	                      surface->pitch) == 0)
		tex = old;
	else if ((tex = SDL_CreateTextureFromSurface(t->renderer, surface)) != NULL) {
		*tex_w = surface->w;
		*tex_h = surface->h;
	}
	/* Each glyph pixel on one screen pixel: nothing of the corner's
	 * neighbours sampled. */
	if (tex != NULL)
		SDL_SetTextureScaleMode(tex, SDL_ScaleModeNearest);
	*w = surface->w;
	*h = surface->h;
	SDL_FreeSurface(surface);
	return tex;
}

static int draw(text *t, const char *s, SDL_FPoint at, SDL_Color color)
{
	if (s[0] == '\0')
		return 0;
	float sc = fit_scale(t);
	bool hit = false, keep = strlen(s) < CACHE_TEXT;
	uint32_t hash = hash_of(s);
	cached *c = keep ? slot(t, s, hash, color, &hit) : NULL;
	SDL_Texture *tex, *old = c != NULL ? c->tex : NULL;
	int w = 0, ht = 0, tex_w = c != NULL ? c->tex_w : 0, tex_h = c != NULL ? c->tex_h : 0;
	if (hit) {
		tex = c->tex;
		w = c->w;
		ht = c->h;
	} else if ((tex = rasterise(t, s, color, old, &tex_w, &tex_h, &w, &ht)) == NULL) {
		return 0;
	}
	SDL_FRect dst = {at.x, at.y, (float)w / sc, (float)ht / sc};
	SDL_RenderCopyF(t->renderer, tex, &(SDL_Rect){0, 0, w, ht}, &dst);
	if (c == NULL) {
		SDL_DestroyTexture(tex);
	} else if (!hit) {
		if (old != NULL && old != tex)
			SDL_DestroyTexture(old);
		*c = (cached){.hash = hash, .color = color, .size = t->size, .tex = tex, .w = w, .h = ht,
		              .tex_w = tex_w, .tex_h = tex_h};
		snprintf(c->s, sizeof c->s, "%s", s);
	}
	if (c != NULL)
		c->used = ++t->draws;
	return (int)SDL_ceilf((float)w / sc);
}

/* The string fmt makes, drawn with its top-left at *at, or only measured
 * when at is NULL; its width in logical pixels (0 with no font). */
__attribute__((format(printf, 4, 0))) static int
format_text(text *t, const SDL_FPoint *at, SDL_Color color, const char *fmt, va_list ap)
{
	if (t == NULL || t->font == NULL)
		return 0;
	char buf[512];
	vsnprintf(buf, sizeof buf, fmt, ap);
	return at != NULL ? draw(t, buf, *at, color) : measure(t, buf);
}

int text_width(text *t, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int w = format_text(t, NULL, (SDL_Color){0, 0, 0, 0}, fmt, ap);
	va_end(ap);
	return w;
}

int text_draw(text *t, float x, float y, SDL_Color color, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int w = format_text(t, &(SDL_FPoint){x, y}, color, fmt, ap);
	va_end(ap);
	return w;
}
