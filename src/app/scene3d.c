/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "scene3d.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "behaviour.h"
#include "grow.h"
#include "looks.h"
#include "projection.h"
#include "render.h"
#include "scene3d_list.h"
#include "side_thread.h"
#include "themes.h"

#define COIN_SEGMENTS 20
#define TAU_F 6.28318530717958647692f
/* The player's arrow lies this far above its top. */
#define ARROW_LIFT 0.25f

static const SDL_Color arrow_colour = {255, 255, 255, 255};

/* The light comes from above the map's top left (the map's y is down). */
vec3s scene3d_light(void)
{
	return glms_vec3_normalize((vec3s){{-0.35f, -0.5f, 0.8f}});
}

float scene3d_top(const world *w, size_t i)
{
	return w->actors[i].height + SCENE3D_LIFT * (float)(i % SCENE3D_LIFTS);
}

uint32_t scene3d_id_rgb(uint32_t id)
{
	return id & 0xffffffu;
}

SDL_Color scene3d_id_colour(uint32_t id)
{
	uint32_t c = scene3d_id_rgb(id);
	return (SDL_Color){(uint8_t)(c >> 16), (uint8_t)(c >> 8), (uint8_t)c, 255};
}

SDL_Color scene3d_lit(SDL_Color c, vec3s normal)
{
	float f = SCENE3D_AMBIENT + SCENE3D_DIFFUSE * fmaxf(0.0f, glms_vec3_dot(normal, scene3d_light()));
	return (SDL_Color){(uint8_t)fminf(255.0f, roundf((float)c.r * f)),
	                   (uint8_t)fminf(255.0f, roundf((float)c.g * f)),
	                   (uint8_t)fminf(255.0f, roundf((float)c.b * f)), 255};
}

static SDL_Color shade(SDL_Color c, float f)
{
	return (SDL_Color){(uint8_t)roundf((float)c.r * f), (uint8_t)roundf((float)c.g * f),
	                   (uint8_t)roundf((float)c.b * f), 255};
}

static float cross2(vec2s a, vec2s b)
{
	return a.x * b.y - a.y * b.x;
}

/* A prism of polygon p (n corners, counter-clockwise) from z0 to z1 in
 * colour c: its top and its sides, lit. */
static void prism(scene3d_list *l, const vec2s *p, int n, float z0, float z1, SDL_Color c)
{
	SDL_Color t = scene3d_lit(c, (vec3s){{0.0f, 0.0f, 1.0f}});
	for (int k = 2; k < n; k++)
		scene3d_list_tri(l, p[0], z1, p[k - 1], z1, p[k], z1, t);
	for (int k = 0; k < n; k++) {
		vec2s a = p[k], b = p[(k + 1) % n];
		/* Outward, to the right of a->b on a counter-clockwise polygon. */
		float ox = b.y - a.y, oy = a.x - b.x;
		SDL_Color s = scene3d_lit(c, glms_vec3_normalize((vec3s){{ox, oy, 0.0f}}));
		scene3d_list_tri(l, a, z0, b, z0, b, z1, s);
		scene3d_list_tri(l, a, z0, b, z1, a, z1, s);
	}
}

/* Whether the quadrilateral q is a parallelogram, to within its floats'
 * rounding: seen from outside it, at most two of its sides face the eye
 * (SCENE3D_BOX), as two opposite sides never both do. */
static bool parallelogram(const vec2s *q)
{
	float dx = q[0].x + q[2].x - q[1].x - q[3].x, dy = q[0].y + q[2].y - q[1].y - q[3].y;
	float size = fabsf(q[2].x - q[0].x) + fabsf(q[2].y - q[0].y) + fabsf(q[3].x - q[1].x) +
	             fabsf(q[3].y - q[1].y);
	return fabsf(dx) + fabsf(dy) <= 1e-4f * size;
}

/* Appends the part on corners q (counter-clockwise) from z0 to z1. */
static bool put_part(scene3d_parts *l, const vec2s *q, float z0, float z1, SDL_Color c)
{
	if (!scene3d_parts_reserve(l, 1))
		return false;
	scene3d_part *p = &l->p[l->count++];
	*p = (scene3d_part){.c = {0}, .z0 = z0, .z1 = z1, .r = c.r, .g = c.g, .b = c.b, .a = c.a};
	for (int k = 0; k < 4; k++) {
		p->c[2 * k] = q[k].x;
		p->c[2 * k + 1] = q[k].y;
	}
	return true;
}

/* Where the 3D view's looks go: a batch (or, for a part of no shape, a
 * triangle list), the parts' alpha, and whether everything found room. */
typedef struct view3d {
	scene3d_batch *b;
	scene3d_list *l;
	uint8_t alpha;
	scene3d_shape box; /* its boxes' shape (SCENE3D_BOX or a far one) */
	bool ok;
} view3d;

/* The parallelogram an affine regular polygon of 8 corners (pts,
 * counter-clockwise) is inscribed in: each corner is two points a quarter
 * turn apart less the centre. */
static void disc_corners(const vec2s *pts, vec2s q[4])
{
	vec2s o = {{0.5f * (pts[0].x + pts[4].x), 0.5f * (pts[0].y + pts[4].y)}};
	for (int k = 0; k < 4; k++) {
		vec2s a = pts[2 * k], b = pts[(2 * k + 2) % 8];
		q[k] = (vec2s){{a.x + b.x - o.x, a.y + b.y - o.y}};
	}
}

/* A part of a look: a box or a disc instance; thinner than half a pixel
 * (a mark on a top), its top alone; a polygon of another kind as lit
 * triangles. */
static void part3d(look_pen *p, const vec2s *pts, int n, float z0, float z1, rgba8 c)
{
	view3d *v = p->view;
	bool thin = z1 - z0 < 0.5f;
	SDL_Color col = {c.r, c.g, c.b, v->alpha};
	if (n == 4) {
		scene3d_shape k = thin                ? SCENE3D_BOX_TOP
		                  : !parallelogram(pts) ? SCENE3D_QUAD
		                                        : v->box;
		v->ok &= put_part(&v->b->of[k], pts, z0, z1, col);
		return;
	}
	if (n == LOOK_PEN_DISC) {
		vec2s q[4];
		disc_corners(pts, q);
		v->ok &= put_part(&v->b->of[thin ? SCENE3D_DISC_TOP : SCENE3D_DISC], q, z0, z1, col);
		return;
	}
	if (!scene3d_list_reserve(v->l, (size_t)n * 9)) {
		v->ok = false;
		return;
	}
	prism(v->l, pts, n, z0, z1, col);
}

/* About how many pixels a map pixel at p shows as, seen from eye: the
 * camera's focal length in pixels (a 720 px tall picture, CAMERA_FOVY) over
 * the distance. */
static float px_at(const scene3d_eye *eye, vec2s p)
{
	if (eye == NULL)
		return 1.0f;
	float d = glms_vec3_norm((vec3s){{p.x - eye->eye.x, p.y - eye->eye.y, eye->eye.z}});
	return 770.0f / fmaxf(d, 1.0f);
}

/* About how many pixels the longer of its width and height on the screen
 * the box on footprint p up to top shows as, seen from eye at px pixels a
 * map pixel: its width across the eye's line of sight; its height the
 * box's, foreshortened by the angle it is seen at, and the footprint's
 * depth along that line, by the angle's complement. */
static float screen_side(const scene3d_eye *eye, const vec2s p[4], float top, float px)
{
	vec2s mid = {{0.25f * (p[0].x + p[1].x + p[2].x + p[3].x),
	              0.25f * (p[0].y + p[1].y + p[2].y + p[3].y)}};
	vec2s v = {{mid.x - eye->eye.x, mid.y - eye->eye.y}};
	float ground = glms_vec2_norm(v), d = hypotf(ground, eye->eye.z);
	vec2s along = ground > 1e-3f ? (vec2s){{v.x / ground, v.y / ground}} : (vec2s){{1.0f, 0.0f}};
	vec2s across = {{-along.y, along.x}};
	float lo[2] = {INFINITY, INFINITY}, hi[2] = {-INFINITY, -INFINITY};
	for (int k = 0; k < 4; k++) {
		vec2s q = {{p[k].x - mid.x, p[k].y - mid.y}};
		float t[2] = {glms_vec2_dot(q, across), glms_vec2_dot(q, along)};
		for (int j = 0; j < 2; j++) {
			lo[j] = fminf(lo[j], t[j]);
			hi[j] = fmaxf(hi[j], t[j]);
		}
	}
	float tall = (top * ground + (hi[1] - lo[1]) * eye->eye.z) / fmaxf(d, 1e-3f);
	return px * fmaxf(hi[0] - lo[0], tall);
}

/* The footprint's corners counter-clockwise in the map's own numbers,
 * whichever way they go round. */
static void footprint_ccw(const actor *a, vec2s p[4])
{
	const vec2s *c = a->fp->corner;
	float area = cross2(c[0], c[1]) + cross2(c[1], c[2]) + cross2(c[2], c[3]) + cross2(c[3], c[0]);
	for (int k = 0; k < 4; k++)
		p[k] = area >= 0.0f ? c[k] : c[3 - k];
}

/* Whether the segment from the eye to the middle of the player's box passes
 * through actor i's box (slab test against its bounds and height). */
static bool between(const world *w, size_t i, const scene3d_eye *eye)
{
	const actor *p = &w->actors[w->player];
	fp_aabb b = w->actors[i].fp->bounds;
	float lo[3] = {b.min.x, b.min.y, 0.0f}, hi[3] = {b.max.x, b.max.y, scene3d_top(w, i)};
	float o[3] = {eye->eye.x, eye->eye.y, eye->eye.z};
	float d[3] = {p->box.center.x - o[0], p->box.center.y - o[1], 0.5f * p->height - o[2]};
	float t0 = 0.0f, t1 = 1.0f;
	for (int k = 0; k < 3; k++) {
		if (fabsf(d[k]) < 1e-6f) {
			if (o[k] < lo[k] || o[k] > hi[k])
				return false;
			continue;
		}
		float a = (lo[k] - o[k]) / d[k], c = (hi[k] - o[k]) / d[k];
		t0 = fmaxf(t0, fminf(a, c));
		t1 = fminf(t1, fmaxf(a, c));
	}
	return t0 <= t1;
}

/* Alpha of what stands between the chase eye and the player. */
#define FADED_ALPHA 90
/* The shadow under an actor: its darkness (alpha) where the footprint is. */
#define SHADOW_ALPHA 110

/* Actor i on its footprint's corners: a box of its id's colour, or its
 * look (faded when it hides the player from the chase eye) over its
 * shadow. */
static bool actor_box(scene3d *s, const world *w, size_t i, scene3d_mode mode,
                      const scene3d_eye *eye)
{
	const actor *a = &w->actors[i];
	float top = scene3d_top(w, i);
	if (eye != NULL && !projection_sees(&(projection){.perspective = true, .clip = eye->clip},
	                                     a->fp->bounds, top))
		return true;
	vec2s p[4];
	footprint_ccw(a, p);
	scene3d_batch *solid = s->crowd && i == w->player ? &s->own : &s->solid;
	if (mode == SCENE3D_IDS)
		return put_part(&solid->of[parallelogram(p) ? SCENE3D_BOX : SCENE3D_QUAD], p, 0.0f, top,
		                scene3d_id_colour(SCENE3D_ID_ACTOR + (uint32_t)i));
	bool fade = eye != NULL && eye->chase && i != w->player && w->player < w->actor_count &&
	            between(w, i, eye);
	SDL_Color c = render_actor_shade(w, i);
	float px = px_at(eye, a->box.center);
	/* Far enough that its details would be a few pixels, a box (what
	 * looks_draw draws when a map pixel shows as none), and no shadow:
	 * they would cost the rasterizer more than they show. */
	bool near = px * fminf(a->box.half.x, a->box.half.y) >= SCENE3D_DETAIL_PX / 2.0f;
	/* Smaller still, the box's outline alone: fewer, larger triangles for
	 * the rasterizer to set up and walk, the same faces' colours; the
	 * smallest one point each, which llvmpipe sets up far more cheaply
	 * than an instance of triangles, though each of its pixels costs
	 * more. Not the player's: its x-ray, drawn where its box is nearer,
	 * must find the box's faces' depths. */
	float across = 2.0f * fmaxf(fmaxf(a->box.half.x, a->box.half.y), 0.5f * top);
	bool far = eye != NULL && !fade && !near && i != w->player && px * across < SCENE3D_FAR_PX;
	scene3d_shape box = SCENE3D_BOX;
	if (far)
		box = screen_side(eye, p, top, px) <= SCENE3D_POINT_PX ? SCENE3D_BOX_POINT : SCENE3D_BOX_FAR;
	/* What stands still and shows as a box alone goes to the picture kept
	 * while the camera stands still, in its own colour; tinted this tick,
	 * also to be drawn again over its kept self. */
	if (s->keep_still && a->kind == BEHAVIOUR_STATIC && i != w->player && !near && !fade &&
	    mode == SCENE3D_SHADED) {
		SDL_Color own = render_actor_color(a->color, false);
		view3d k = {&s->still, &s->prisms, 255, box, true};
		looks_draw(w, i, (rgba8){own.r, own.g, own.b, 255}, top, 0.0f, part3d, &k);
		view3d t = {&s->still_tinted, &s->prisms, 255, box, true};
		if (k.ok && a->tinted)
			looks_draw(w, i, (rgba8){c.r, c.g, c.b, 255}, top, 0.0f, part3d, &t);
		return k.ok && t.ok;
	}
	view3d v = {fade ? &s->faded : solid, &s->prisms, fade ? FADED_ALPHA : 255, box, true};
	looks_draw(w, i, (rgba8){c.r, c.g, c.b, 255}, top, near ? px : 0.0f, part3d, &v);
	if (!v.ok || !near)
		return v.ok;
	return put_part(&s->solid.of[SCENE3D_SHADOW], p, 0.0f, top, (SDL_Color){0, 0, 0, SHADOW_ALPHA});
}

static void batch_empty(scene3d_batch *b)
{
	for (int k = 0; k < SCENE3D_SHAPES; k++)
		b->of[k].count = 0;
}

static void empty(scene3d *s)
{
	s->ground.count = s->prisms.count = s->xray.count = s->marks.count = 0;
	batch_empty(&s->solid);
	batch_empty(&s->own);
	batch_empty(&s->faded);
	batch_empty(&s->ghost);
	batch_empty(&s->still);
	batch_empty(&s->still_tinted);
}

static size_t split_at = SCENE3D_SPLIT;

void scene3d_split_at(size_t n)
{
	split_at = n;
}

/* Actors from[k] for k in [first, end) into s, in order. */
typedef struct boxes_job {
	scene3d *s;
	const world *w;
	scene3d_mode mode;
	const scene3d_eye *eye;
	const uint32_t *from;
	size_t first, end;
	bool ok;
} boxes_job;

static void boxes_run(void *ctx)
{
	boxes_job *j = ctx;
	j->ok = true;
	for (size_t k = j->first; j->ok && k < j->end; k++)
		j->ok = actor_box(j->s, j->w, j->from[k], j->mode, j->eye);
}

/* Appends from's parts to to's; false when out of memory. */
static bool append_parts(scene3d_parts *to, const scene3d_parts *from)
{
	if (from->count == 0)
		return true;
	if (!scene3d_parts_reserve(to, from->count))
		return false;
	memcpy(to->p + to->count, from->p, from->count * sizeof *from->p);
	to->count += from->count;
	return true;
}

/* Appends from's vertices to to's; false when out of memory. */
static bool append_list(scene3d_list *to, const scene3d_list *from)
{
	if (from->count == 0)
		return true;
	if (!scene3d_list_reserve(to, from->count))
		return false;
	memcpy(to->v + to->count, from->v, from->count * sizeof *from->v);
	to->count += from->count;
	return true;
}

/* Appends what actor_box put in half to s (its batches and prisms). */
static bool append_half(scene3d *s, const scene3d *half)
{
	bool ok = append_list(&s->prisms, &half->prisms);
	for (int k = 0; ok && k < SCENE3D_SHAPES; k++)
		ok = append_parts(&s->solid.of[k], &half->solid.of[k]) &&
		     append_parts(&s->own.of[k], &half->own.of[k]) &&
		     append_parts(&s->faded.of[k], &half->faded.of[k]) &&
		     append_parts(&s->still.of[k], &half->still.of[k]) &&
		     append_parts(&s->still_tinted.of[k], &half->still_tinted.of[k]);
	return ok;
}

/* The actors from[0..n) into s, in order: many on two threads, the second
 * half into a scene of its own beside the caller, then after the first. */
static bool boxes_of(scene3d *s, const world *w, scene3d_mode mode, const scene3d_eye *eye,
                     const uint32_t *from, size_t n)
{
	static side_thread *side;
	static bool tried;
	static scene3d half;
	if (n >= split_at)
		side_thread_once(&side, &tried);
	boxes_job first = {s, w, mode, eye, from, 0, n, true};
	if (n < split_at || side == NULL) {
		boxes_run(&first);
		return first.ok;
	}
	looks_ready(w);
	empty(&half);
	half.keep_still = s->keep_still;
	half.crowd = s->crowd;
	first.end = n / 2;
	boxes_job second = {&half, w, mode, eye, from, n / 2, n, true};
	bool beside = side_thread_start(side, boxes_run, &second);
	boxes_run(&first);
	/* Not begun: the wait takes it back, and it is run here. */
	if (!beside || !side_thread_wait(side))
		boxes_run(&second);
	return first.ok && second.ok && append_half(s, &half);
}

/* Every actor's box, in index order; with an eye, only those the world's
 * region query finds in its view, a crowd's boxes and far boxes nearest
 * first. */
static bool actor_boxes(scene3d *s, const world *w, scene3d_mode mode, const scene3d_eye *eye)
{
	bool ok = true;
	s->crowd = false;
	if (eye == NULL) {
		for (size_t i = 0; ok && i < w->actor_count; i++)
			ok = actor_box(s, w, i, mode, NULL);
		return ok;
	}
	projection pr = {.perspective = true, .clip = eye->clip};
	size_t n;
	const uint32_t *near = world_actors_in(w, projection_ground(&pr), &n);
	s->crowd = n >= SCENE3D_NEAREST_FROM;
	if (!boxes_of(s, w, mode, eye, near, n))
		return false;
	/* A crowd's boxes nearest the eye first: llvmpipe's depth test then
	 * finds more of what lies behind hidden already, and skips shading it.
	 * Fewer keep the order they came in, which does not change as the
	 * eye moves (where two faces lie in one plane, the first drawn shows). */
	return n < SCENE3D_NEAREST_FROM ||
	       (scene3d_parts_nearest_first(&s->solid.of[SCENE3D_BOX], &s->sort, eye->eye) &&
	        scene3d_parts_nearest_first(&s->solid.of[SCENE3D_BOX_FAR], &s->sort, eye->eye));
}

/* A white arrow on the player's top, pointing along its heading. */
static void player_arrow(scene3d_list *l, const world *w)
{
	const actor *a = &w->actors[w->player];
	float z = scene3d_top(w, w->player) + ARROW_LIFT;
	vec2s o = a->box.center, d = {{cosf(a->box.angle), sinf(a->box.angle)}};
	vec2s n = {{-d.y, d.x}};
	float hx = a->box.half.x, hy = a->box.half.y;
	vec2s nose = {{o.x + d.x * hx * 0.8f, o.y + d.y * hx * 0.8f}};
	vec2s back = {{o.x - d.x * hx * 0.5f, o.y - d.y * hx * 0.5f}};
	vec2s left = {{back.x + n.x * hy * 0.55f, back.y + n.y * hy * 0.55f}};
	vec2s right = {{back.x - n.x * hy * 0.55f, back.y - n.y * hy * 0.55f}};
	if (cross2((vec2s){{left.x - nose.x, left.y - nose.y}},
	           (vec2s){{right.x - nose.x, right.y - nose.y}}) >= 0.0f)
		scene3d_list_tri(l, nose, z, left, z, right, z, arrow_colour);
	else
		scene3d_list_tri(l, nose, z, right, z, left, z, arrow_colour);
}

static void circle(vec2s o, float r, vec2s *p)
{
	for (int k = 0; k < COIN_SEGMENTS; k++) {
		float t = TAU_F * (float)k / (float)COIN_SEGMENTS;
		p[k] = (vec2s){{o.x + r * cosf(t), o.y + r * sinf(t)}};
	}
}

/* The square round o, half side r, counter-clockwise in map numbers. */
static void square(vec2s o, float r, vec2s q[4])
{
	q[0] = (vec2s){{o.x - r, o.y - r}};
	q[1] = (vec2s){{o.x + r, o.y - r}};
	q[2] = (vec2s){{o.x + r, o.y + r}};
	q[3] = (vec2s){{o.x - r, o.y + r}};
}

/* A coin floating over its shadow, its top lighter than its rim, a glint
 * going round its top as it turns (render.h's), and its rim in the x-ray
 * list, so it shows through whatever stands in front of it. */
static bool coin(scene3d *s, fp_circle c, SDL_Color ground, uint64_t tick)
{
	vec2s p[COIN_SEGMENTS], q[4];
	circle(c.center, c.radius, p);
	square(c.center, c.radius, q);
	bool ok = put_part(&s->solid.of[SCENE3D_ROUND], q, SCENE3D_COIN_LOW, SCENE3D_COIN_HIGH,
	                   SCENE3D_COIN_SIDE) &&
	          put_part(&s->solid.of[SCENE3D_ROUND_TOP], q, SCENE3D_COIN_HIGH,
	                   SCENE3D_COIN_HIGH + 0.1f, SCENE3D_COIN_TOP);
	SDL_Color dark = shade(ground, 0.6f);
	for (int k = 2; k < COIN_SEGMENTS; k++)
		scene3d_list_tri(&s->ground, p[0], 0.0f, p[k - 1], 0.0f, p[k], 0.0f, dark);
	float t = (float)(tick % RENDER_COIN_TURN) * TAU_F / (float)RENDER_COIN_TURN;
	vec2s g = {{c.center.x + 0.6f * c.radius * cosf(t), c.center.y + 0.6f * c.radius * sinf(t)}};
	square(g, 0.25f * c.radius, q);
	ok = ok && put_part(&s->solid.of[SCENE3D_ROUND_TOP], q, SCENE3D_COIN_HIGH + 0.1f,
	                    SCENE3D_COIN_HIGH + 0.2f, (SDL_Color){255, 255, 255, 255});
	for (int k = 0; k < COIN_SEGMENTS; k++) {
		vec2s next = p[(k + 1) % COIN_SEGMENTS];
		scene3d_list_put(&s->xray, p[k], SCENE3D_COIN_HIGH, SCENE3D_COIN_SIDE);
		scene3d_list_put(&s->xray, next, SCENE3D_COIN_HIGH, SCENE3D_COIN_SIDE);
	}
	return ok;
}

/* c over the ground g, as the top view blends it: an opaque colour. */
static SDL_Color lit_ground(SDL_Color c, SDL_Color g)
{
	float t = (float)c.a / 255.0f;
	return (SDL_Color){(uint8_t)lroundf((float)g.r + ((float)c.r - (float)g.r) * t),
	                   (uint8_t)lroundf((float)g.g + ((float)c.g - (float)g.g) * t),
	                   (uint8_t)lroundf((float)g.b + ((float)c.b - (float)g.b) * t), 255};
}

/* Each watcher's cone of sight as light on the ground (sight_fan: clipped
 * by solids). */
static void light_cones(scene3d_list *l, const world *w, SDL_Color ground)
{
	vec2s fan[SIGHT_FAN_RAYS + 2];
	SDL_Color c;
	for (size_t i = 0; i < w->actor_count; i++) {
		if (!render_cone(w, i, fan, &c))
			continue;
		c = lit_ground(c, ground);
		for (int k = 1; k <= SIGHT_FAN_RAYS; k++)
			scene3d_list_tri(l, fan[0], 0.0f, fan[k], 0.0f, fan[k + 1], 0.0f, c);
	}
}

static size_t watchers(const world *w)
{
	size_t n = 0;
	for (size_t i = 0; i < w->actor_count; i++)
		n += behaviour_table[w->actors[i].kind]->watches;
	return n;
}

/* A light ring on the ground around the player, a little wider than its
 * footprint, so its place shows from any side. */
static void player_ring(scene3d_list *l, const world *w, SDL_Color ground)
{
	const actor *a = &w->actors[w->player];
	float r0 = glms_vec2_distance(a->box.center, a->fp->corner[0]) + 4.0f, r1 = r0 + 5.0f;
	vec2s in[COIN_SEGMENTS], out[COIN_SEGMENTS];
	circle(a->box.center, r0, in);
	circle(a->box.center, r1, out);
	SDL_Color c = lit_ground((SDL_Color){255, 255, 255, 150}, ground);
	for (int k = 0; k < COIN_SEGMENTS; k++) {
		int n = (k + 1) % COIN_SEGMENTS;
		scene3d_list_tri(l, in[k], 0.0f, out[k], 0.0f, out[n], 0.0f, c);
		scene3d_list_tri(l, in[k], 0.0f, out[n], 0.0f, in[n], 0.0f, c);
	}
}

/* The player's look, drawn where it is hidden (the view lightens it). */
static bool player_xray(scene3d *s, const world *w, const scene3d_eye *eye)
{
	view3d v = {&s->ghost, &s->prisms, 255, false, true};
	const actor *a = &w->actors[w->player];
	SDL_Color c = render_actor_shade(w, w->player);
	looks_draw(w, w->player, (rgba8){c.r, c.g, c.b, 255}, scene3d_top(w, w->player),
	           px_at(eye, a->box.center), part3d, &v);
	return v.ok;
}

static bool reserve_all(scene3d *s, const world *w)
{
	size_t ground = w->pickup_count * (COIN_SEGMENTS - 2) * 3 + watchers(w) * SIGHT_FAN_RAYS * 3 +
	                COIN_SEGMENTS * 6;
	return scene3d_list_reserve(&s->ground, ground) && scene3d_list_reserve(&s->marks, 3) &&
	       scene3d_list_reserve(&s->xray, w->pickup_count * COIN_SEGMENTS * 2);
}

bool scene3d_build(scene3d *s, const world *w, scene3d_mode mode, const scene3d_eye *eye)
{
	empty(s);
	const theme_def *t = themes_of(w->theme);
	bool ok = actor_boxes(s, w, mode, eye) && reserve_all(s, w);
	if (!ok) {
		empty(s);
		return false;
	}
	if (mode == SCENE3D_IDS)
		return true;
	light_cones(&s->ground, w, scene3d_sdl(t->ground));
	for (size_t i = 0; ok && i < w->pickup_count; i++)
		if (!w->pickups[i].collected)
			ok = coin(s, w->pickups[i].circle, scene3d_sdl(t->ground), w->tick);
	if (ok && w->player < w->actor_count) {
		player_arrow(&s->marks, w);
		player_ring(&s->ground, w, scene3d_sdl(t->ground));
		ok = player_xray(s, w, eye);
	}
	if (!ok)
		empty(s);
	return ok;
}

static void batch_fini(scene3d_batch *b)
{
	for (int k = 0; k < SCENE3D_SHAPES; k++)
		free(b->of[k].p);
}

void scene3d_fini(scene3d *s)
{
	free(s->ground.v);
	free(s->prisms.v);
	free(s->xray.v);
	free(s->marks.v);
	scene3d_sort_fini(&s->sort);
	batch_fini(&s->solid);
	batch_fini(&s->own);
	batch_fini(&s->faded);
	batch_fini(&s->ghost);
	batch_fini(&s->still);
	batch_fini(&s->still_tinted);
	*s = (scene3d){0};
}
