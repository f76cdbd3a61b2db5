/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "scene3d.h"

#include <math.h>
#include <stdlib.h>

#include "behaviour.h"
#include "grow.h"
#include "looks.h"
#include "projection.h"
#include "render.h"
#include "themes.h"

#define COIN_SEGMENTS 20
#define TAU_F 6.28318530717958647692f
/* Light: this much everywhere, and this much more on a face turned to it. */
#define AMBIENT 0.42f
#define DIFFUSE 0.58f
/* The player's arrow lies this far above its top. */
#define ARROW_LIFT 0.25f

static const SDL_Color border_colour = {130, 140, 165, 255};
static const SDL_Color arrow_colour = {255, 255, 255, 255};

/* The light comes from above the map's top left (the map's y is down). */
static vec3s light_dir(void)
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

static SDL_Color id_colour(uint32_t id)
{
	uint32_t c = scene3d_id_rgb(id);
	return (SDL_Color){(uint8_t)(c >> 16), (uint8_t)(c >> 8), (uint8_t)c, 255};
}

SDL_Color scene3d_lit(SDL_Color c, vec3s normal)
{
	float f = AMBIENT + DIFFUSE * fmaxf(0.0f, glms_vec3_dot(normal, light_dir()));
	return (SDL_Color){(uint8_t)fminf(255.0f, roundf((float)c.r * f)),
	                   (uint8_t)fminf(255.0f, roundf((float)c.g * f)),
	                   (uint8_t)fminf(255.0f, roundf((float)c.b * f)), 255};
}

static SDL_Color shade(SDL_Color c, float f)
{
	return (SDL_Color){(uint8_t)roundf((float)c.r * f), (uint8_t)roundf((float)c.g * f),
	                   (uint8_t)roundf((float)c.b * f), 255};
}

/* Room for n more vertices; false when out of memory. */
static bool reserve(scene3d_list *l, size_t n)
{
	void *v = l->v;
	bool ok = grow(&v, &l->cap, l->count + n, sizeof *l->v, 1024);
	l->v = v;
	return ok;
}

/* Appends a vertex; reserve made room. */
static void put(scene3d_list *l, vec2s p, float z, SDL_Color c)
{
	l->v[l->count++] = (scene3d_vertex){p.x, p.y, z, c.r, c.g, c.b, 255};
}

static void tri(scene3d_list *l, vec2s a, float za, vec2s b, float zb, vec2s c, float zc,
                SDL_Color col)
{
	put(l, a, za, col);
	put(l, b, zb, col);
	put(l, c, zc, col);
}

static float cross2(vec2s a, vec2s b)
{
	return a.x * b.y - a.y * b.x;
}

/* A prism of polygon p (n corners, counter-clockwise) from z0 to z1: its
 * top and its sides, lit unless flat; only the faces turned to the eye when
 * there is one. */
static void prism(scene3d_list *l, const vec2s *p, int n, float z0, float z1, SDL_Color top,
                  SDL_Color side, bool flat, const scene3d_eye *eye)
{
	SDL_Color t = flat ? top : scene3d_lit(top, (vec3s){{0.0f, 0.0f, 1.0f}});
	if (eye == NULL || eye->eye.z > z1)
		for (int k = 2; k < n; k++)
			tri(l, p[0], z1, p[k - 1], z1, p[k], z1, t);
	for (int k = 0; k < n; k++) {
		vec2s a = p[k], b = p[(k + 1) % n];
		/* Outward, to the right of a->b on a counter-clockwise polygon. */
		float ox = b.y - a.y, oy = a.x - b.x;
		if (eye != NULL && (eye->eye.x - a.x) * ox + (eye->eye.y - a.y) * oy <= 0.0f)
			continue;
		vec3s out = glms_vec3_normalize((vec3s){{ox, oy, 0.0f}});
		SDL_Color s = flat ? side : scene3d_lit(side, out);
		tri(l, a, z0, b, z0, b, z1, s);
		tri(l, a, z0, b, z1, a, z1, s);
	}
}

/* Where the 3D view's looks and floor go: a list, the eye it is seen from,
 * and whether everything found room. */
typedef struct view3d {
	scene3d_list *l;
	const scene3d_eye *eye;
	bool ok;
} view3d;

static SDL_Color sdl(rgba8 c)
{
	return (SDL_Color){c.r, c.g, c.b, 255};
}

/* A part of a look: a lit prism; one thinner than half a pixel (a mark on
 * a top) its top alone. */
static void part3d(look_pen *p, const vec2s *pts, int n, float z0, float z1, rgba8 c)
{
	view3d *v = p->view;
	if (!reserve(v->l, (size_t)n * 9)) {
		v->ok = false;
		return;
	}
	if (z1 - z0 >= 0.5f) {
		prism(v->l, pts, n, z0, z1, sdl(c), sdl(c), false, v->eye);
		return;
	}
	if (v->eye != NULL && v->eye->eye.z <= z1)
		return;
	SDL_Color t = scene3d_lit(sdl(c), (vec3s){{0.0f, 0.0f, 1.0f}});
	for (int k = 2; k < n; k++)
		tri(v->l, pts[0], z1, pts[k - 1], z1, pts[k], z1, t);
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

/* Actor i on its footprint's corners: a box of its id's colour, or its
 * look. */
static bool actor_box(scene3d_list *l, const world *w, size_t i, scene3d_mode mode,
                      const scene3d_eye *eye)
{
	const actor *a = &w->actors[i];
	float top = scene3d_top(w, i);
	if (eye != NULL && !projection_sees(&(projection){.perspective = true, .clip = eye->clip},
	                                     a->fp->bounds, top))
		return true;
	if (mode == SCENE3D_SHADED) {
		view3d v = {l, eye, true};
		SDL_Color c = render_actor_color(a->color, a->tinted);
		looks_draw(w, i, (rgba8){c.r, c.g, c.b, 255}, top, px_at(eye, a->box.center), part3d, &v);
		return v.ok;
	}
	const vec2s *c = a->fp->corner;
	vec2s p[4];
	/* Counter-clockwise in the map's own numbers, whichever way the
	 * footprint's corners go round. */
	float area = cross2(c[0], c[1]) + cross2(c[1], c[2]) + cross2(c[2], c[3]) + cross2(c[3], c[0]);
	for (int k = 0; k < 4; k++)
		p[k] = area >= 0.0f ? c[k] : c[3 - k];
	SDL_Color col = id_colour(SCENE3D_ID_ACTOR + (uint32_t)i);
	if (!reserve(l, 30))
		return false;
	prism(l, p, 4, 0.0f, top, col, col, true, eye);
	return true;
}

/* Every actor's box, in index order; with an eye, only those the world's
 * region query finds in its view. */
static bool actor_boxes(scene3d_list *l, const world *w, scene3d_mode mode, const scene3d_eye *eye)
{
	bool ok = true;
	if (eye == NULL) {
		for (size_t i = 0; ok && i < w->actor_count; i++)
			ok = actor_box(l, w, i, mode, NULL);
		return ok;
	}
	projection pr = {.perspective = true, .clip = eye->clip};
	size_t n;
	const uint32_t *near = world_actors_in(w, projection_ground(&pr), &n);
	for (size_t k = 0; ok && k < n; k++)
		ok = actor_box(l, w, near[k], mode, eye);
	return ok;
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
		tri(l, nose, z, left, z, right, z, arrow_colour);
	else
		tri(l, nose, z, right, z, left, z, arrow_colour);
}

static void circle(vec2s o, float r, vec2s *p)
{
	for (int k = 0; k < COIN_SEGMENTS; k++) {
		float t = TAU_F * (float)k / (float)COIN_SEGMENTS;
		p[k] = (vec2s){{o.x + r * cosf(t), o.y + r * sinf(t)}};
	}
}

/* A coin floating over its shadow, a glint going round its top as it turns
 * (render.h's), and its rim in the x-ray list, so it shows through whatever
 * stands in front of it. */
static void coin(scene3d *s, fp_circle c, SDL_Color ground, uint64_t tick,
                 const scene3d_eye *eye)
{
	vec2s p[COIN_SEGMENTS];
	circle(c.center, c.radius, p);
	prism(&s->solid, p, COIN_SEGMENTS, SCENE3D_COIN_LOW, SCENE3D_COIN_HIGH, SCENE3D_COIN_TOP,
	      SCENE3D_COIN_SIDE, false, eye);
	SDL_Color dark = shade(ground, 0.6f);
	for (int k = 2; k < COIN_SEGMENTS; k++)
		tri(&s->ground, p[0], 0.0f, p[k - 1], 0.0f, p[k], 0.0f, dark);
	float t = (float)(tick % RENDER_COIN_TURN) * TAU_F / (float)RENDER_COIN_TURN;
	vec2s g = {{c.center.x + 0.6f * c.radius * cosf(t), c.center.y + 0.6f * c.radius * sinf(t)}};
	vec2s q[COIN_SEGMENTS];
	circle(g, 0.25f * c.radius, q);
	if (eye == NULL || eye->eye.z > SCENE3D_COIN_HIGH)
		for (int k = 2; k < COIN_SEGMENTS; k++)
			tri(&s->solid, q[0], SCENE3D_COIN_HIGH + 0.2f, q[k - 1], SCENE3D_COIN_HIGH + 0.2f, q[k],
			    SCENE3D_COIN_HIGH + 0.2f, (SDL_Color){255, 255, 255, 255});
	for (int k = 0; k < COIN_SEGMENTS; k++) {
		put(&s->xray, p[k], SCENE3D_COIN_HIGH, SCENE3D_COIN_SIDE);
		put(&s->xray, p[(k + 1) % COIN_SEGMENTS], SCENE3D_COIN_HIGH, SCENE3D_COIN_SIDE);
	}
}

static void line(scene3d_list *l, vec2s a, vec2s b, SDL_Color c)
{
	put(l, a, 0.0f, c);
	put(l, b, 0.0f, c);
}

static size_t grid_lines(const world *w)
{
	return (size_t)(w->width / SCENE3D_GRID) + (size_t)(w->height / SCENE3D_GRID) + 6;
}

/* The ground's grid, then its border over it. */
static void grid(scene3d_list *l, const world *w, SDL_Color grid_colour)
{
	for (float x = SCENE3D_GRID; x < w->width; x += SCENE3D_GRID)
		line(l, (vec2s){{x, 0.0f}}, (vec2s){{x, w->height}}, grid_colour);
	for (float y = SCENE3D_GRID; y < w->height; y += SCENE3D_GRID)
		line(l, (vec2s){{0.0f, y}}, (vec2s){{w->width, y}}, grid_colour);
	vec2s c[4] = {{{0.0f, 0.0f}}, {{w->width, 0.0f}}, {{w->width, w->height}}, {{0.0f, w->height}}};
	for (int k = 0; k < 4; k++)
		line(l, c[k], c[(k + 1) % 4], border_colour);
}

/* A piece of floor on the ground. */
static void floor3d(floor_pen *f, const vec2s *pts, int n, rgba8 c)
{
	view3d *v = f->view;
	if (!reserve(v->l, (size_t)n * 3)) {
		v->ok = false;
		return;
	}
	for (int k = 2; k < n; k++)
		tri(v->l, pts[0], 0.0f, pts[k - 1], 0.0f, pts[k], 0.0f, sdl(c));
}

/* The ground: in its id's colour, or the theme's floor. */
static bool ground(scene3d_list *l, const world *w, scene3d_mode mode, const scene3d_eye *eye)
{
	if (mode == SCENE3D_IDS) {
		SDL_Color c = id_colour(SCENE3D_ID_GROUND);
		if (!reserve(l, 6))
			return false;
		vec2s p0 = {{0.0f, 0.0f}}, p1 = {{w->width, 0.0f}}, p2 = {{w->width, w->height}},
		      p3 = {{0.0f, w->height}};
		tri(l, p0, 0.0f, p1, 0.0f, p2, 0.0f, c);
		tri(l, p0, 0.0f, p2, 0.0f, p3, 0.0f, c);
		return true;
	}
	view3d v = {l, eye, true};
	projection pr = {.perspective = eye != NULL, .clip = eye != NULL ? eye->clip : glms_mat4_identity()};
	themes_paint(themes_of(w->theme), w->width, w->height, eye != NULL ? &pr : NULL, floor3d, &v);
	return v.ok;
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
			tri(l, fan[0], 0.0f, fan[k], 0.0f, fan[k + 1], 0.0f, c);
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
		tri(l, in[k], 0.0f, out[k], 0.0f, out[n], 0.0f, c);
		tri(l, in[k], 0.0f, out[n], 0.0f, in[n], 0.0f, c);
	}
}

/* The player's look, light and translucent, after what l holds: drawn
 * where it is hidden. */
static bool player_xray(scene3d_list *l, const world *w, const scene3d_eye *eye)
{
	size_t from = l->count;
	if (!actor_box(l, w, w->player, SCENE3D_SHADED, eye))
		return false;
	for (size_t k = from; k < l->count; k++) {
		scene3d_vertex *v = &l->v[k];
		v->r = (uint8_t)((v->r + 255) / 2);
		v->g = (uint8_t)((v->g + 255) / 2);
		v->b = (uint8_t)((v->b + 255) / 2);
		v->a = 150;
	}
	return true;
}

static bool reserve_all(scene3d *s, const world *w)
{
	size_t coins = (size_t)COIN_SEGMENTS * 12; /* prism and glint */
	return reserve(&s->ground, 6 + w->pickup_count * (COIN_SEGMENTS - 2) * 3 +
	                               watchers(w) * SIGHT_FAN_RAYS * 3 + COIN_SEGMENTS * 6) &&
	       reserve(&s->marks, 3) && reserve(&s->lines, 2 * grid_lines(w)) &&
	       reserve(&s->xray, w->pickup_count * COIN_SEGMENTS * 2 + 30) &&
	       reserve(&s->solid, w->actor_count * 30 + w->pickup_count * coins + 3);
}

bool scene3d_build(scene3d *s, const world *w, scene3d_mode mode, const scene3d_eye *eye)
{
	s->ground.count = s->lines.count = s->solid.count = s->xray.count = s->marks.count = 0;
	s->xray_lines = 0;
	bool ok = ground(&s->ground, w, mode, eye);
	bool ids = mode == SCENE3D_IDS;
	const theme_def *t = themes_of(w->theme);
	ok = ok && actor_boxes(&s->solid, w, mode, eye);
	if (!ok || !reserve_all(s, w)) {
		s->ground.count = s->lines.count = s->solid.count = s->xray.count = s->marks.count = 0;
		return false;
	}
	if (ids)
		return true;
	grid(&s->lines, w, sdl(t->grid));
	light_cones(&s->ground, w, sdl(t->ground));
	for (size_t i = 0; i < w->pickup_count; i++)
		if (!w->pickups[i].collected)
			coin(s, w->pickups[i].circle, sdl(t->ground), w->tick, eye);
	s->xray_lines = s->xray.count;
	if (w->player < w->actor_count) {
		player_arrow(&s->marks, w);
		player_ring(&s->ground, w, sdl(t->ground));
		if (!player_xray(&s->xray, w, eye))
			return false;
	}
	return true;
}

void scene3d_fini(scene3d *s)
{
	free(s->ground.v);
	free(s->lines.v);
	free(s->solid.v);
	free(s->xray.v);
	free(s->marks.v);
	*s = (scene3d){0};
}
