/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "render.h"

#include <math.h>
#include <string.h>

#include "behaviour.h"
#include "config.h"
#include "looks.h"
#include "pixel_layer.h"
#include "side_thread.h"
#include "sight.h"
#include "still_backdrop.h"
#include "themes.h"

/* Segments of a pickup's fan: round to the eye at the sizes levels use. */
#define FAN_SEGMENTS 24
#define TAU 6.28318530717958647692f

static rgba8 rgba(SDL_Color c)
{
	return (rgba8){c.r, c.g, c.b, c.a};
}

/* Top-down, every point shows. */
static vec2s at(const projection *pr, vec2s p)
{
	vec2s s = p;
	projection_point(pr, p, &s);
	return s;
}

/* The closed outline through a footprint's four corners. */
static void rim(batch *b, const projection *pr, const actor *a, rgba8 c)
{
	vec2s p[5];
	for (int i = 0; i < 5; i++)
		p[i] = at(pr, a->fp->corner[i % 4]);
	batch_lines(b, p, 5, c);
}

/* Where the top view's looks and floor go. */
typedef struct top_view {
	batch *b;
	const projection *pr;
} top_view;

/* The floor to draw: the world's theme as pr shows it. */
typedef struct floor_job {
	const world *w;
	const projection *pr;
} floor_job;

/* The convex polygon pts (n points in map pixels) as the top view shows it. */
static void top_polygon(const top_view *v, const vec2s *pts, int n, rgba8 c)
{
	vec2s q[16];
	n = n > 16 ? 16 : n;
	for (int k = 0; k < n; k++)
		q[k] = at(v->pr, pts[k]);
	batch_polygon(v->b, q, n, c);
}

/* A part of a look, top-down: its top, over what is drawn. */
static void top_part(look_pen *p, const vec2s *pts, int n, float z0, float z1, rgba8 c)
{
	(void)z0, (void)z1;
	top_polygon(p->view, pts, n, c);
}

static void actor_shape(batch *b, const projection *pr, const world *w, size_t i)
{
	const actor *a = &w->actors[i];
	top_view v = {b, pr};
	looks_draw(w, i, rgba(render_actor_shade(w, i)), a->height, pr->flat.scale,
	           top_part, &v);
}

/* A glowing ring around the player, a few window pixels out from its
 * corners whatever the zoom, so it shows among actors of any colour. */
static void player_glow(batch *b, const projection *pr, const actor *a)
{
	vec2s c = at(pr, a->box.center), corner = at(pr, a->fp->corner[0]);
	float r0 = glms_vec2_distance(c, corner) + 3.0f, r1 = r0 + 5.0f;
	rgba8 in = {255, 255, 255, 200}, out = {255, 255, 255, 0};
	for (int i = 0; i < FAN_SEGMENTS; i++) {
		float a0 = TAU * (float)i / FAN_SEGMENTS, a1 = TAU * (float)(i + 1) / FAN_SEGMENTS;
		vec2s p0 = {{c.x + r0 * cosf(a0), c.y + r0 * sinf(a0)}};
		vec2s p1 = {{c.x + r0 * cosf(a1), c.y + r0 * sinf(a1)}};
		vec2s q0 = {{c.x + r1 * cosf(a0), c.y + r1 * sinf(a0)}};
		vec2s q1 = {{c.x + r1 * cosf(a1), c.y + r1 * sinf(a1)}};
		batch_fan(b, q1, out, (vec2s[]){p0, p1}, 2, in);
		batch_fan(b, p0, in, (vec2s[]){q0, q1}, 2, out);
	}
}

/* The player: an actor with a white rim and a line to the middle of its
 * front edge, so its heading shows. */
static void player_shape(batch *b, const projection *pr, const world *w)
{
	rgba8 white = {255, 255, 255, 255};
	const actor *a = &w->actors[w->player];
	actor_shape(b, pr, w, w->player);
	rim(b, pr, a, white);
	vec2s o = a->box.center;
	float hx = a->box.half.x;
	vec2s to = {{o.x + hx * cosf(a->box.angle), o.y + hx * sinf(a->box.angle)}};
	batch_line(b, at(pr, o), at(pr, to), white);
}

/* A coin: a dark rim so it shows on any floor, gold, a pale core, and a
 * glint going round it as it turns (with the tick: the same picture for the
 * same run). */
static void coin(batch *b, const projection *pr, fp_circle c, uint64_t tick)
{
	rgba8 gold = rgba(RENDER_COIN), core = {255, 244, 180, 255}, edge = {70, 46, 10, 255};
	vec2s p[FAN_SEGMENTS + 1], e[FAN_SEGMENTS + 1];
	float er = c.radius + 1.5f / fmaxf(pr->flat.scale, 0.05f);
	for (int i = 0; i <= FAN_SEGMENTS; i++) {
		float a = TAU * (float)i / (float)FAN_SEGMENTS;
		p[i] = at(pr, (vec2s){{c.center.x + c.radius * cosf(a), c.center.y + c.radius * sinf(a)}});
		e[i] = at(pr, (vec2s){{c.center.x + er * cosf(a), c.center.y + er * sinf(a)}});
	}
	vec2s o = at(pr, c.center);
	batch_fan(b, o, edge, e, FAN_SEGMENTS + 1, edge);
	batch_fan(b, o, core, p, FAN_SEGMENTS + 1, gold);
	float t = (float)(tick % RENDER_COIN_TURN) * TAU / (float)RENDER_COIN_TURN, r = 0.6f * c.radius;
	vec2s g = {{c.center.x + r * cosf(t), c.center.y + r * sinf(t)}};
	vec2s glint[FAN_SEGMENTS / 4 + 1];
	for (int i = 0; i <= FAN_SEGMENTS / 4; i++) {
		float a = TAU * (float)i / (float)(FAN_SEGMENTS / 4);
		glint[i] = at(pr, (vec2s){{g.x + 0.25f * c.radius * cosf(a), g.y + 0.25f * c.radius * sinf(a)}});
	}
	batch_fan(b, at(pr, g), (rgba8){255, 255, 255, 255}, glint, FAN_SEGMENTS / 4 + 1, core);
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

/* A piece of floor, top-down. */
static void floor_part(floor_pen *f, const vec2s *pts, int n, rgba8 c)
{
	top_polygon(f->view, pts, n, c);
}

/* Adds to b the sight cones, the actors and the pickups still in play that
 * can show through pr, a top-down projection, in drawing order. */
/* The shapes of actors near[from..to) that pr sees, the player's aside,
 * into b. */
typedef struct actors_job {
	batch *b;
	const world *w;
	const projection *pr;
	const uint32_t *near;
	size_t from, to;
} actors_job;

static void actor_shapes(void *ctx)
{
	const actors_job *j = ctx;
	const world *w = j->w;
	for (size_t k = j->from; k < j->to; k++)
		if (j->near[k] != w->player &&
		    projection_sees(j->pr, w->actors[j->near[k]].fp->bounds, 0.0f))
			actor_shape(j->b, j->pr, w, j->near[k]);
}

/* From this many actors near the view (render_split_from), the second
 * half's shapes are made into a batch of their own on a thread beside the
 * caller (nothing else is painted or made yet when the world's are), and
 * appended: the same triangles in the same order. */
#define ACTORS_SPLIT 2048

static size_t actors_split = ACTORS_SPLIT;

void render_split_from(size_t n)
{
	actors_split = n;
}

/* The shapes of actors near (n of them) into b, as actor_shapes makes
 * them. */
static void actors_batch(batch *b, const world *w, const projection *pr, const uint32_t *near,
                         size_t n)
{
	static side_thread *side;
	static bool side_tried;
	static batch second;
	size_t mid = n >= actors_split ? n / 2 : n;
	actors_job first = {b, w, pr, near, 0, mid}, rest = {&second, w, pr, near, mid, n};
	bool beside = false;
	if (mid < n && side_thread_once(&side, &side_tried) != NULL) {
		/* Found now, the looks are only read on both threads. */
		looks_ready(w);
		batch_clear(&second);
		beside = side_thread_start(side, actor_shapes, &rest);
	}
	if (!beside) {
		first.to = n;
		actor_shapes(&first);
		return;
	}
	actor_shapes(&first);
	/* Not begun: taken back, and made here. */
	if (!side_thread_wait(side))
		actor_shapes(&rest);
	batch_vertices(b, second.v, second.count);
	b->failed = b->failed || second.failed;
}

static void render_world_batch(batch *b, const world *w, const projection *pr)
{
	cones(b, w, pr);
	/* The actors the camera may see, from the world's region query, in
	 * index order; the player over the actors it meets, the coins over
	 * everything: they never hide under an actor of their colour. */
	size_t n;
	const uint32_t *near = world_actors_in(w, projection_ground(pr), &n);
	actors_batch(b, w, pr, near, n);
	if (w->player < w->actor_count) {
		player_glow(b, pr, &w->actors[w->player]);
		player_shape(b, pr, w);
	}
	for (size_t i = 0; i < w->pickup_count; i++)
		if (!w->pickups[i].collected && projection_sees(pr, circle_bounds(w->pickups[i].circle), 0))
			coin(b, pr, w->pickups[i].circle, w->tick);
}

/* The floor of the level's theme, as the job's projection shows it. */
static void floor_batch(batch *b, void *ctx)
{
	const floor_job *job = ctx;
	top_view v = {b, job->pr};
	themes_paint(themes_of(job->w->theme), job->w->width, job->w->height, job->pr, floor_part, &v);
}

/* The backdrop colour and the floor of the level's theme, as pr shows it. */
static void draw_floor(SDL_Renderer *r, void *ctx)
{
	/* Scratch memory kept from frame to frame: no state, only room. */
	static batch b;
	SDL_Color c = RENDER_BACKDROP;
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
	SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
	SDL_RenderClear(r);
	batch_clear(&b);
	floor_batch(&b, ctx);
	pixel_layer_draw(r, &b, SDL_BLENDMODE_BLEND);
}

/* Into the kept texture: its pixels are done before the target changes.
 * The top-down floor is kept without a margin (its key holds the shake). */
static void draw_floor_kept(SDL_Renderer *r, int margin, void *ctx)
{
	(void)margin;
	draw_floor(r, ctx);
	pixel_layer_flush(r);
}

/* The floor drawn, or copied as the frame before drew it when the camera
 * has not moved: a themed floor is thousands of small triangles. */
static still_backdrop kept_floor;

#if FOOTPRINTS_VIEW_3D
/* Asked only by the 3D view's test, which checks the top view's kept
 * floor too. */
unsigned long render_floor_copies(void)
{
	return kept_floor.copies;
}
#endif

/* What the floor's picture depends on: the level and the projection. */
#define FLOOR_KEY 7

static void floor_key(const world *w, const projection *pr, float key[FLOOR_KEY])
{
	uint32_t serial[2] = {(uint32_t)w->serial, (uint32_t)(w->serial >> 32)};
	float k[FLOOR_KEY] = {pr->flat.scale, pr->flat.offset.x, pr->flat.offset.y, pr->view_w,
	                      pr->view_h};
	memcpy(&k[5], serial, sizeof serial);
	memcpy(key, k, sizeof k);
}

static void floor_of(SDL_Renderer *r, const world *w, const projection *pr)
{
	float key[FLOOR_KEY];
	floor_key(w, pr, key);
	floor_job job = {w, pr};
	if (!still_backdrop_copy(&kept_floor, r, key, FLOOR_KEY, pr->view_w, pr->view_h,
	                         (vec2s){{0.0f, 0.0f}}, draw_floor_kept, &job))
		draw_floor(r, &job);
}

/* The floor painted under a crowd whose shapes are painted anyway: the
 * window then takes the whole picture in one unblended copy, not a floor
 * and a canvas blended over it. */
static bool floor_painted(SDL_Renderer *r, const world *w, const projection *pr)
{
	float key[FLOOR_KEY];
	floor_key(w, pr, key);
	floor_job job = {w, pr};
	return pixel_layer_base(r, rgba(RENDER_BACKDROP), key, FLOOR_KEY, floor_batch, &job);
}

void render_world(SDL_Renderer *r, const world *w, const projection *pr)
{
	static batch b;
	batch_clear(&b);
	render_world_batch(&b, w, pr);
	if (!pixel_layer_worth(&b) || !floor_painted(r, w, pr))
		floor_of(r, w, pr);
	/* Blended for the cones; every other triangle is opaque. */
	pixel_layer_draw(r, &b, SDL_BLENDMODE_BLEND);
}
