/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "render.h"

#include <math.h>

#include "behaviour.h"
#include "sight.h"

/* Segments of a pickup's fan: round to the eye at the sizes levels use. */
#define FAN_SEGMENTS 24
#define TAU 6.28318530717958647692f

static uint8_t mix(uint8_t a, int b, float t)
{
	return (uint8_t)lroundf((float)a + ((float)b - (float)a) * t);
}

SDL_Color render_actor_color(rgba8 c, bool tinted)
{
	if (!tinted)
		return (SDL_Color){c.r, c.g, c.b, 255};
	return (SDL_Color){mix(c.r, RENDER_TINT_R, RENDER_TINT_MIX),
	                   mix(c.g, RENDER_TINT_G, RENDER_TINT_MIX),
	                   mix(c.b, RENDER_TINT_B, RENDER_TINT_MIX), 255};
}

static rgba8 rgba(SDL_Color c)
{
	return (rgba8){c.r, c.g, c.b, c.a};
}

static rgba8 toward(rgba8 c, int to, float t)
{
	return (rgba8){mix(c.r, to, t), mix(c.g, to, t), mix(c.b, to, t), 255};
}

/* Top-down, every point shows. */
static vec2s at(const projection *pr, vec2s p)
{
	vec2s s = p;
	projection_point(pr, p, &s);
	return s;
}

void render_batch(SDL_Renderer *r, const batch *b, SDL_BlendMode blend)
{
	if (b->count == 0)
		return;
	SDL_SetRenderDrawBlendMode(r, blend);
	const batch_vertex *v = b->v;
	SDL_RenderGeometryRaw(r, NULL, &v->x, (int)sizeof *v, (const SDL_Color *)(const void *)&v->r,
	                      (int)sizeof *v, NULL, 0, (int)b->count, NULL, 0, 0);
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
}

/* The closed outline through a footprint's four corners. */
static void rim(batch *b, const projection *pr, const actor *a, rgba8 c)
{
	vec2s p[5];
	for (int i = 0; i < 5; i++)
		p[i] = at(pr, a->fp->corner[i % 4]);
	batch_lines(b, p, 5, c);
}

/* A solid: its fill hatched with darker diagonals RENDER_HATCH px apart (in
 * its own frame, so they turn with it) and outlined in a lighter shade. */
static void solid(batch *b, const projection *pr, const actor *a, rgba8 c)
{
	float hx = a->box.half.x, hy = a->box.half.y, co = cosf(a->box.angle), si = sinf(a->box.angle);
	vec2s o = a->box.center;
	rgba8 dark = toward(c, 0, 0.45f);
	/* the lines v = u - k of the box's frame, clipped to |u| <= hx, |v| <= hy */
	for (float k = -(hx + hy) + RENDER_HATCH / 2; k < hx + hy; k += RENDER_HATCH) {
		float u0 = fmaxf(-hx, k - hy), u1 = fminf(hx, k + hy), v0 = u0 - k, v1 = u1 - k;
		vec2s p0 = at(pr, (vec2s){{o.x + u0 * co - v0 * si, o.y + u0 * si + v0 * co}});
		vec2s p1 = at(pr, (vec2s){{o.x + u1 * co - v1 * si, o.y + u1 * si + v1 * co}});
		batch_line(b, p0, p1, dark);
	}
	rim(b, pr, a, toward(c, 255, 0.5f));
}

static void actor_shape(batch *b, const projection *pr, const actor *a)
{
	fp_tri t[2];
	fp_footprint_tris(a->fp, t);
	rgba8 c = rgba(render_actor_color(a->color, a->tinted));
	for (int k = 0; k < 2; k++)
		batch_tri(b, at(pr, t[k].v[0]), at(pr, t[k].v[1]), at(pr, t[k].v[2]), c);
	if (a->solid)
		solid(b, pr, a, c);
}

/* The player: an actor with a white rim and a line to the middle of its
 * front edge, so its heading shows. */
static void player_shape(batch *b, const projection *pr, const actor *a)
{
	rgba8 white = {255, 255, 255, 255};
	actor_shape(b, pr, a);
	rim(b, pr, a, white);
	vec2s o = a->box.center;
	float hx = a->box.half.x;
	vec2s to = {{o.x + hx * cosf(a->box.angle), o.y + hx * sinf(a->box.angle)}};
	batch_line(b, at(pr, o), at(pr, to), white);
}

static void coin(batch *b, const projection *pr, fp_circle c)
{
	rgba8 gold = {250, 204, 64, 255}, core = {255, 244, 180, 255};
	vec2s p[FAN_SEGMENTS + 1];
	for (int i = 0; i <= FAN_SEGMENTS; i++) {
		float a = TAU * (float)i / (float)FAN_SEGMENTS;
		p[i] = at(pr, (vec2s){{c.center.x + c.radius * cosf(a), c.center.y + c.radius * sinf(a)}});
	}
	batch_fan(b, at(pr, c.center), core, p, FAN_SEGMENTS + 1, gold);
}

static fp_aabb circle_bounds(fp_circle c)
{
	return (fp_aabb){{{c.center.x - c.radius, c.center.y - c.radius}},
	                 {{c.center.x + c.radius, c.center.y + c.radius}}};
}

bool render_cone(const world *w, size_t i, vec2s fan[SIGHT_FAN_RAYS + 2], SDL_Color *c)
{
	const actor *a = &w->actors[i];
	if (!behaviour_table[a->kind]->watches)
		return false;
	sight_fan(w, a, fan);
	*c = a->seeing ? RENDER_CONE_SEEING : RENDER_CONE;
	return true;
}

/* Each watcher's cone of sight (sight_fan: clipped by solids), translucent. */
static void cones(batch *b, const world *w, const projection *pr)
{
	vec2s fan[SIGHT_FAN_RAYS + 2];
	SDL_Color c;
	for (size_t i = 0; i < w->actor_count; i++) {
		if (!render_cone(w, i, fan, &c))
			continue;
		for (int k = 0; k < SIGHT_FAN_RAYS + 2; k++)
			fan[k] = at(pr, fan[k]);
		batch_fan(b, fan[0], rgba(c), fan + 1, SIGHT_FAN_RAYS + 1, rgba(c));
	}
}

/* Adds to b the ground, the pickups still in play and the actors that can
 * show through pr, a top-down projection, in drawing order. */
static void render_world_batch(batch *b, const world *w, const projection *pr)
{
	vec2s lo = at(pr, (vec2s){{0.0f, 0.0f}}), hi = at(pr, (vec2s){{w->width, w->height}});
	batch_rect(b, lo, hi, rgba(RENDER_GROUND));
	for (size_t i = 0; i < w->pickup_count; i++)
		if (!w->pickups[i].collected && projection_sees(pr, circle_bounds(w->pickups[i].circle), 0))
			coin(b, pr, w->pickups[i].circle);
	cones(b, w, pr);
	/* The actors the camera may see, from the world's region query, in
	 * index order; the player last, so it is never hidden under the actors
	 * it meets. */
	size_t n;
	const uint32_t *near = world_actors_in(w, projection_ground(pr), &n);
	for (size_t k = 0; k < n; k++)
		if (near[k] != w->player && projection_sees(pr, w->actors[near[k]].fp->bounds, 0.0f))
			actor_shape(b, pr, &w->actors[near[k]]);
	if (w->player < w->actor_count)
		player_shape(b, pr, &w->actors[w->player]);
}

void render_world(SDL_Renderer *r, const world *w, const projection *pr)
{
	/* Scratch memory kept from frame to frame: no state, only room. */
	static batch b;
	SDL_Color c = RENDER_BACKDROP;
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
	SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
	SDL_RenderClear(r);
	batch_clear(&b);
	render_world_batch(&b, w, pr);
	/* Blended for the cones; every other triangle is opaque. */
	render_batch(r, &b, SDL_BLENDMODE_BLEND);
}
