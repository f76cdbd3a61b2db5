/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The effect kinds (effect_kinds.h; effects.h shows them): each one's cause, place, life, shake and
 * drawing, one table entry a kind. Sizes are window pixels, so sparks read
 * the same at any zoom; distances travelled are map pixels, so they keep
 * to the place in either view. */
#include <math.h>

#include "effect_kinds.h"

#include "banner_spot.h"
#include "hud.h"
#include "render.h"
#include "splitmix64.h"

#define TAU 6.28318530717958647692f

/* The k-th random number in [0, 1) of effect e. */
static float unit(const effect *e, uint64_t k)
{
	uint64_t s = e->seed + k * 0x632be59bd9b4e019u;
	return (float)(splitmix64(&s) >> 40) / (float)(1u << 24);
}

static uint8_t fade(float alpha, float age)
{
	float a = alpha * (1.0f - age);
	return (uint8_t)(a < 0.0f ? 0.0f : a > 255.0f ? 255.0f : a);
}

/* n sparks flying out of e's place and slowing, speed px/s of map at most,
 * each a square of size px shrinking to shrink times it. */
static void sparks(const effect_canvas *c, const effect *e, float age, int n, float speed,
                   float size, float shrink, rgba8 col)
{
	float t = age * (float)effect_kind_at(e->kind)->ticks / (float)WORLD_TICK_HZ;
	float travel = t * (1.0f - 0.5f * age); /* eases out */
	float half = 0.5f * size * (1.0f + (shrink - 1.0f) * age);
	col.a = fade((float)col.a, age * age);
	for (int k = 0; k < n; k++) {
		float dir = TAU * ((float)k + unit(e, 2u * (uint64_t)k)) / (float)n;
		float v = speed * (0.5f + 0.5f * unit(e, 2u * (uint64_t)k + 1));
		vec2s p = {{e->at.x + cosf(dir) * v * travel, e->at.y + sinf(dir) * v * travel}}, s;
		if (projection_point(c->pr, p, &s))
			batch_rect(c->b, (vec2s){{s.x - half, s.y - half}},
			           (vec2s){{s.x + half, s.y + half}}, col);
	}
}

/* The pickup just taken: the collected one nearest the player. */
static vec2s at_pickup(const world *w)
{
	vec2s p = w->actors[w->player].box.center, best = p;
	float nearest = INFINITY;
	for (size_t i = 0; i < w->pickup_count; i++) {
		const pickup *k = &w->pickups[i];
		float dx = k->circle.center.x - p.x, dy = k->circle.center.y - p.y;
		if (k->collected && dx * dx + dy * dy < nearest) {
			nearest = dx * dx + dy * dy;
			best = k->circle.center;
		}
	}
	return best;
}

static vec2s at_player(const world *w)
{
	return w->actors[w->player].box.center;
}

/* The point of a solid nearest the player: where it bumped. */
static vec2s at_bump(const world *w)
{
	vec2s p = w->actors[w->player].box.center, best = p;
	float nearest = INFINITY;
	for (size_t i = 0; i < w->actor_count; i++) {
		const fp_box *b = &w->actors[i].box;
		if (!w->actors[i].solid || i == w->player)
			continue;
		float ux = cosf(b->angle), uy = sinf(b->angle);
		float dx = p.x - b->center.x, dy = p.y - b->center.y;
		float lx = fminf(b->half.x, fmaxf(-b->half.x, dx * ux + dy * uy));
		float ly = fminf(b->half.y, fmaxf(-b->half.y, -dx * uy + dy * ux));
		vec2s q = {{b->center.x + lx * ux - ly * uy, b->center.y + lx * uy + ly * ux}};
		float d = (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y);
		if (d < nearest) {
			nearest = d;
			best = q;
		}
	}
	return best;
}

static void draw_burst(const effect_canvas *c, const effect *e, float age)
{
	sparks(c, e, age, 18, 150.0f, 6.0f, 0.4f, (rgba8){255, 214, 90, 255});
	sparks(c, e, age, 8, 70.0f, 4.0f, 0.5f, (rgba8){255, 250, 220, 255});
}

static void draw_puff(const effect_canvas *c, const effect *e, float age)
{
	sparks(c, e, age, 12, 70.0f, 6.0f, 2.2f, (rgba8){230, 232, 240, 210});
}

/* A red band along each edge of the picture, fading inwards. */
static void draw_vignette(const effect_canvas *c, const effect *e, float age)
{
	(void)e;
	float w = c->view_w, h = c->view_h, d = 0.12f * fminf(w, h);
	rgba8 out = {230, 30, 20, fade(160.0f, age)}, in = {230, 30, 20, 0};
	vec2s o[4] = {{{0, 0}}, {{w, 0}}, {{w, h}}, {{0, h}}};
	vec2s i[4] = {{{d, d}}, {{w - d, d}}, {{w - d, h - d}}, {{d, h - d}}};
	for (int k = 0; k < 4; k++)
		batch_band(c->b, o[k], o[(k + 1) % 4], i[(k + 1) % 4], i[k], out, in);
}

/* Window pixels (times the UI scale) between the title and the strip's
 * right end, where the muted speaker shows. */
#define BANNER_STRIP_RIGHT 32.0f

static float banner_h(const effect_canvas *c)
{
	return 2.4f * (float)text_line_height(c->font);
}

/* The banner's band across the picture, a third of the way down (the HUD
 * holds the top, the player most often the middle), or as near as it can
 * be with the title over no wall; *clear false when there is no such
 * place (the title then goes in the HUD's strip, over no play at all). */
static float banner_y(const effect_canvas *c, bool *clear)
{
	const char *title = c->w->title[0] != '\0' ? c->w->title : "Go!";
	float text_w = (float)text_width(c->font, "%s", title);
	return banner_spot(c->pr, c->w, text_w, banner_h(c), HUD_STRIP_H * c->ui, c->view_w,
	                   c->view_h, clear);
}

static float banner_alpha(float age)
{
	return age < 0.8f ? 1.0f : (1.0f - age) / 0.2f;
}

static void draw_banner(const effect_canvas *c, const effect *e, float age)
{
	(void)e;
	bool clear;
	float h = banner_h(c), y = banner_y(c, &clear);
	if (!clear)
		return; /* the words go in the HUD's strip, which is their band */
	rgba8 band = {12, 14, 20, (uint8_t)(120.0f * banner_alpha(age))};
	batch_rect(c->b, (vec2s){{0, y - 0.5f * h}}, (vec2s){{c->view_w, y + 0.5f * h}}, band);
}

/* The level's title, then "Go!" for its last half second; the alpha in
 * four steps, so the text cache keeps a few strings, not one a frame. */
static void write_banner(const effect_canvas *c, const effect *e, float age)
{
	const char *say = c->w->title[0] != '\0' ? c->w->title : "Go!";
	float left = (1.0f - age) * (float)effect_kind_at(e->kind)->ticks;
	if (left < 0.5f * WORLD_TICK_HZ + 0.2f * (float)effect_kind_at(e->kind)->ticks)
		say = "Go!";
	uint8_t a = (uint8_t)(255.0f * ceilf(4.0f * banner_alpha(age)) / 4.0f);
	float say_w = (float)text_width(c->font, "%s", say);
	float x = 0.5f * (c->view_w - say_w);
	bool clear;
	float y = banner_y(c, &clear);
	if (!clear) { /* no band over the play misses every wall: the strip's right end */
		x = c->view_w - say_w - BANNER_STRIP_RIGHT * c->ui;
		y = 0.5f * HUD_STRIP_H * c->ui;
	}
	y -= 0.5f * (float)text_line_height(c->font);
	text_draw(c->font, x, y, (SDL_Color){255, 230, 150, a}, "%s", say);
}

static const effect_def kinds[] = {
	{"burst", WORLD_EVENT_PICKUP, 40, 0.0f, at_pickup, draw_burst, NULL},
	{"hurt", WORLD_EVENT_OVERLAP, 30, 7.0f, at_player, draw_vignette, NULL},
	{"puff", WORLD_EVENT_WALL, 24, 0.0f, at_bump, draw_puff, NULL},
	{"banner", EFFECT_ON_START, 150, 0.0f, at_player, draw_banner, write_banner},
};

size_t effect_kinds_count(void)
{
	return sizeof kinds / sizeof kinds[0];
}

const effect_def *effect_kind_at(size_t i)
{
	return i < effect_kinds_count() ? &kinds[i] : NULL;
}
