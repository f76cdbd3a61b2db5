/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#define _POSIX_C_SOURCE 200809L
/* The 3D view, drawn headless with OpenGL (SDL's offscreen driver):
 * - occlusion: scenes of overlapping, touching and nested boxes and tall
 *   boxes behind short ones, drawn in flat id colours from many eyes; every
 *   pixel shows the actor a ray through its centre meets first, computed
 *   here against the boxes themselves (only pixels next to where that
 *   answer changes may differ);
 * - the shaded picture: every pixel well inside an actor shows one of that
 *   actor's lit faces (tinted when it overlaps), the ground, backdrop and a
 *   coin their colours, and the triangles overlay shows through the boxes;
 * - far boxes, drawn as points or as outlines, show what drawing them as
 *   boxes shows, but for pixels on an edge;
 * - a camera standing still copies its backdrop, and shows what it drew;
 * - the game's headless 3D screenshot is the same PNG twice and shows those
 *   colours at points computed here. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL2/SDL_image.h>
#include <cmocka.h>

#include "by_name.h"
#include "read_back.h"
#include "camera.h"
#include "frame.h"
#include "gl3d.h"
#include "render.h"
#include "run.h"
#include "scene3d.h"
#include "renderer.h"
#include "still3d.h"
#include "flow.h"
#include "session.h"
#include "view.h"
#include "view_3d.h"

#define W 400
#define H 300
#define PI 3.14159265358979323846

static const char *exe;
static const char *data;

/* A session on data file file, replaying input (or none), with stress
 * wandering actors more. */
static void open_session(session *s, app_options *o, const char *file, const char *input,
                         size_t stress)
{
	static char script_path[512];
	char path[512], err[512] = "";
	snprintf(path, sizeof path, "%s/%s", data, file);
	snprintf(script_path, sizeof script_path, "%s/%s", data, input ? input : "");
	*o = (app_options){.headless = true, .seed = OPTIONS_DEFAULT_SEED,
	                   .input = input ? script_path : NULL, .stress = stress};
	assert_true(views_find("3d", &o->view));
	if (!flow_init(s, o, path, err, sizeof err))
		fail_msg("flow_init(%s): %s", path, err);
}

/* The tests on occlusion.tmj, one at a time: a session after its first
 * tick. */
static app_options scene_options;
static session scene_session;

static int open_scene(void **state)
{
	open_session(&scene_session, &scene_options, "occlusion.tmj", NULL, 0);
	*state = &scene_session;
	return flow_tick(&scene_session) ? 0 : -1;
}

static int close_scene(void **state)
{
	return session_fini(*state) ? 0 : -1;
}

static uint32_t rgb(SDL_Color c)
{
	return (uint32_t)c.r << 16 | (uint32_t)c.g << 8 | c.b;
}

/* --- The reference: rays against the boxes, in double. --- */

/* inv = the inverse of the column-major m, by Gauss-Jordan elimination. */
static void invert(const mat4s *m, double inv[4][4])
{
	double a[4][8];
	for (int r = 0; r < 4; r++)
		for (int c = 0; c < 8; c++)
			a[r][c] = c < 4 ? (double)m->raw[c][r] : (c - 4 == r);
	for (int c = 0; c < 4; c++) {
		int p = c;
		for (int r = c + 1; r < 4; r++)
			if (fabs(a[r][c]) > fabs(a[p][c]))
				p = r;
		for (int k = 0; k < 8; k++) {
			double t = a[c][k];
			a[c][k] = a[p][k];
			a[p][k] = t;
		}
		assert_true(fabs(a[c][c]) > 0.0);
		double d = a[c][c];
		for (int k = 0; k < 8; k++)
			a[c][k] /= d;
		for (int r = 0; r < 4; r++) {
			double f = a[r][c];
			if (r != c)
				for (int k = 0; k < 8; k++)
					a[r][k] -= f * a[c][k];
		}
	}
	for (int r = 0; r < 4; r++)
		for (int c = 0; c < 4; c++)
			inv[r][c] = a[r][c + 4];
}

/* The map point (x, y, z) on the near plane (ndc_z -1) or far plane (1)
 * under the pixel centre (px, py) of a w x h picture. */
static void unproject(double inv[4][4], double px, double py, double ndc_z, int w, int h,
                      double out[3])
{
	double v[4] = {2.0 * px / w - 1.0, 1.0 - 2.0 * py / h, ndc_z, 1.0}, q[4];
	for (int r = 0; r < 4; r++)
		q[r] = inv[r][0] * v[0] + inv[r][1] * v[1] + inv[r][2] * v[2] + inv[r][3] * v[3];
	for (int k = 0; k < 3; k++)
		out[k] = q[k] / q[3];
}

/* Where the segment o + t d, t in [0, 1], enters the prism of footprint c
 * (4 corners) between heights 0 and top; false when it misses it. Each face
 * is a half-space a + b t >= 0 (Cyrus-Beck). */
static bool enter_box(const vec2s *c, double top, const double o[3], const double d[3],
                      double *t)
{
	double lo = 0.0, hi = 1.0;
	double area = 0.0;
	for (int k = 0; k < 4; k++)
		area += (double)c[k].x * (double)c[(k + 1) % 4].y -
		        (double)c[(k + 1) % 4].x * (double)c[k].y;
	double side = area >= 0.0 ? 1.0 : -1.0;
	double a[6], b[6];
	a[0] = o[2];
	b[0] = d[2];
	a[1] = top - o[2];
	b[1] = -d[2];
	for (int k = 0; k < 4; k++) {
		double px = (double)c[k].x, py = (double)c[k].y;
		double ex = (double)c[(k + 1) % 4].x - px, ey = (double)c[(k + 1) % 4].y - py;
		a[2 + k] = side * (ex * (o[1] - py) - ey * (o[0] - px));
		b[2 + k] = side * (ex * d[1] - ey * d[0]);
	}
	for (int k = 0; k < 6; k++) {
		if (b[k] == 0.0) {
			if (a[k] < 0.0)
				return false;
		} else if (b[k] > 0.0) {
			lo = fmax(lo, -a[k] / b[k]);
		} else {
			hi = fmin(hi, -a[k] / b[k]);
		}
	}
	*t = lo;
	return lo <= hi;
}

/* The id of what the segment meets first, and how many boxes it meets. */
static uint32_t first_hit(const world *w, const double o[3], const double d[3], int *boxes)
{
	double best = HUGE_VAL;
	uint32_t id = SCENE3D_ID_NONE;
	*boxes = 0;
	if (d[2] != 0.0) {
		double t = -o[2] / d[2], x = o[0] + t * d[0], y = o[1] + t * d[1];
		if (t >= 0.0 && t <= 1.0 && x >= 0.0 && x <= (double)w->width && y >= 0.0 &&
		    y <= (double)w->height) {
			best = t;
			id = SCENE3D_ID_GROUND;
		}
	}
	for (size_t i = 0; i < w->actor_count; i++) {
		double t;
		if (!enter_box(w->actors[i].fp->corner, (double)scene3d_top(w, i), o, d, &t))
			continue;
		++*boxes;
		if (t <= best) {
			best = t;
			id = SCENE3D_ID_ACTOR + (uint32_t)i;
		}
	}
	return id;
}

/* Pixels next to (8-neighbourhood) a change of the reference's answer lie
 * on an edge of what is seen: rounding may tip them either way. */
static bool near_edge(const uint32_t *ref, int x, int y, int w, int h)
{
	for (int dy = -1; dy <= 1; dy++)
		for (int dx = -1; dx <= 1; dx++) {
			int nx = x + dx, ny = y + dy;
			if (nx >= 0 && ny >= 0 && nx < w && ny < h && ref[ny * w + nx] != ref[y * w + x])
				return true;
		}
	return false;
}

typedef struct tally {
	long pixels, edge_misses, occluded;
	long seen[64]; /* pixels showing each actor, over every eye */
} tally;

static void check_eye(const world *w, SDL_Renderer *r, const camera *c, const char *eye, tally *n)
{
	projection pr;
	assert_true(view_3d_draw(r, w, c, SCENE3D_IDS, &pr));
	uint32_t *got = read_back_rgb(r, W, H), *ref = malloc(W * H * sizeof *ref);
	assert_non_null(ref);
	mat4s clip;
	float near, far;
	camera_clip_3d(c, w, &clip, &near, &far);
	double inv[4][4];
	invert(&clip, inv);
	for (int y = 0; y < H; y++) {
		for (int x = 0; x < W; x++) {
			double o[3], f[3], d[3];
			unproject(inv, x + 0.5, y + 0.5, -1.0, W, H, o);
			unproject(inv, x + 0.5, y + 0.5, 1.0, W, H, f);
			for (int k = 0; k < 3; k++)
				d[k] = f[k] - o[k];
			int boxes;
			ref[y * W + x] = first_hit(w, o, d, &boxes);
			n->occluded += boxes >= 2;
		}
	}
	for (int y = 0; y < H; y++) {
		for (int x = 0; x < W; x++) {
			uint32_t want = ref[y * W + x], is = got[y * W + x];
			n->pixels++;
			if (want >= SCENE3D_ID_ACTOR && want - SCENE3D_ID_ACTOR < 64)
				n->seen[want - SCENE3D_ID_ACTOR]++;
			if (is == scene3d_id_rgb(want))
				continue;
			if (!near_edge(ref, x, y, W, H))
				fail_msg("eye %s: pixel (%d, %d) shows id %u, the ray meets id %u first", eye, x,
				         y, is, want);
			n->edge_misses++;
		}
	}
	free(got);
	free(ref);
}

static size_t actor_named(const world *w, const char *name)
{
	for (size_t i = 0; i < w->actor_count; i++)
		if (strcmp(w->actors[i].name, name) == 0)
			return i;
	fail_msg("no actor '%s'", name);
	return 0;
}

static void occlusion_matches_rays(void **state)
{
	const world *w = &((session *)*state)->w;
	assert_true(w->actor_count <= 64);
	renderer_headless sh;
	if (!renderer_headless_open(&sh, W, H, true))
		fail_msg("no OpenGL headless renderer: %s", SDL_GetError());
	tally n = {0};
	camera c;
	camera_init(&c);
	camera_view(&c, w, W, H);
	char eye[64];
	/* The chase camera all round the player, at two distances, and the
	 * overview. */
	for (int k = 0; k < 16; k++) {
		c.yaw = (float)(k * PI / 8.0);
		c.distance = k % 2 ? 1.6f : 1.0f;
		snprintf(eye, sizeof eye, "chase yaw %d/16 distance %g", k, (double)c.distance);
		check_eye(w, sh.r, &c, eye, &n);
	}
	c.overview = true;
	c.blend = CAMERA_BLEND_TICKS;
	c.distance = 1.0f;
	check_eye(w, sh.r, &c, "overview", &n);
	c.distance = CAMERA_DISTANCE_MIN;
	check_eye(w, sh.r, &c, "overview, nearest", &n);
	renderer_headless_close(&sh);
	/* The scenes do test something: boxes hide boxes, each box shows from
	 * some eye but the one inside the slab, which never does. */
	print_message("%ld pixels, %ld through two boxes or more, %ld differ on edges\n", n.pixels,
	              n.occluded, n.edge_misses);
	assert_true(n.occluded > n.pixels / 40);
	assert_true(n.edge_misses < n.pixels / 500);
	size_t hidden = actor_named(w, "nest-hidden");
	for (size_t i = 0; i < w->actor_count; i++)
		if ((n.seen[i] == 0) != (i == hidden))
			fail_msg("actor '%s' is seen in %ld pixels", w->actors[i].name, n.seen[i]);
}

/* The same with every box painted by the processor (box_raster) where GL
 * runs on it: the painted boxes meet the rays as GL's do. */
static void painted_boxes_meet_the_rays(void **state)
{
	unsigned long before = view_3d_raster().painted;
	view_3d_raster_from(1);
	occlusion_matches_rays(state);
	view_3d_raster_from(VIEW_3D_RASTER_LEAST);
	if (view_3d_raster().painted == before) {
		print_message("GL does not run on the processor here: no box was painted\n");
		skip();
	}
}

/* --- The shaded picture. --- */

static vec2s screen_of(const mat4s *clip, float x, float y, float z, int w, int h)
{
	vec4s q = glms_mat4_mulv(*clip, (vec4s){{x, y, z, 1.0f}});
	return (vec2s){{(q.x / q.w + 1.0f) * 0.5f * (float)w, (1.0f - q.y / q.w) * 0.5f * (float)h}};
}

static uint32_t at(const uint32_t *px, int w, vec2s p)
{
	return px[(int)p.y * w + (int)p.x];
}

/* The colours actor i's faces can show. */
static bool a_face_of(const world *w, size_t i, uint32_t colour)
{
	const actor *a = &w->actors[i];
	SDL_Color c = render_actor_color(a->color, a->tinted);
	if (colour == rgb(scene3d_lit(c, (vec3s){{0.0f, 0.0f, 1.0f}})))
		return true;
	if (i == w->player && colour == 0xffffffu)
		return true;
	const vec2s *k = a->fp->corner;
	for (int e = 0; e < 4; e++) {
		vec2s p = k[e], q = k[(e + 1) % 4];
		for (float sign = -1.0f; sign <= 1.0f; sign += 2.0f) {
			vec3s n = glms_vec3_normalize((vec3s){{sign * (q.y - p.y), sign * (p.x - q.x), 0.0f}});
			if (colour == rgb(scene3d_lit(c, n)))
				return true;
		}
	}
	return false;
}

/* Pixels whose 5 x 5 neighbourhood shows one actor in the id picture show
 * one of its faces in the shaded one; returns how many were checked. */
static long faces_match(const world *w, const uint32_t *ids, const uint32_t *shaded, int fw,
                        int fh)
{
	long checked = 0;
	for (int y = 40; y < fh - 2; y++) {
		for (int x = 2; x < fw - 2; x++) {
			uint32_t id = ids[y * fw + x];
			bool inside = id >= SCENE3D_ID_ACTOR;
			for (int dy = -2; dy <= 2 && inside; dy++)
				for (int dx = -2; dx <= 2 && inside; dx++)
					inside = ids[(y + dy) * fw + x + dx] == id;
			if (!inside)
				continue;
			size_t i = id - SCENE3D_ID_ACTOR;
			if (!a_face_of(w, i, shaded[y * fw + x]))
				fail_msg("pixel (%d, %d) of '%s' is %06x, none of its faces' colours", x, y,
				         w->actors[i].name, shaded[y * fw + x]);
			checked++;
		}
	}
	return checked;
}

typedef struct shot {
	renderer_headless sh;
	frame_fonts fonts;
	int w, h;
} shot;

static void shot_open(shot *s, const world *w)
{
	frame_headless_size(w, &s->w, &s->h);
	if (!renderer_headless_open(&s->sh, s->w, s->h, true))
		fail_msg("no OpenGL headless renderer: %s", SDL_GetError());
	s->fonts = (frame_fonts){0};
	assert_true(frame_fonts_fit(&s->fonts, s->sh.r, 1.0f));
}

static void shot_close(shot *s)
{
	frame_fonts_destroy(&s->fonts);
	renderer_headless_close(&s->sh);
}

static uint32_t *frame_pixels(shot *sh, session *s)
{
	session_resize(s, (float)sh->w, (float)sh->h);
	frame_draw(sh->sh.r, &sh->fonts, s, 0.0);
	return read_back_rgb(sh->sh.r, sh->w, sh->h);
}

/* What the overview of occlusion.tmj shows at points computed from the
 * world: the player's top behind its arrow, a coin's top, bare ground and
 * the backdrop beyond the map. */
static void expect_known_points(const world *w, const camera *c, const uint32_t *px, int fw,
                                int fh)
{
	mat4s clip;
	float near, far;
	camera_clip_3d(c, w, &clip, &near, &far);
	const actor *p = &w->actors[w->player];
	float back = -0.75f * p->box.half.x;
	vec2s top = screen_of(&clip, p->box.center.x + back * cosf(p->box.angle),
	                      p->box.center.y + back * sinf(p->box.angle),
	                      scene3d_top(w, w->player), fw, fh);
	vec3s up = {{0.0f, 0.0f, 1.0f}};
	assert_int_equal(at(px, fw, top), rgb(scene3d_lit(render_actor_color(p->color, false), up)));
	fp_circle coin = w->pickups[0].circle;
	vec2s ct = screen_of(&clip, coin.center.x, coin.center.y, SCENE3D_COIN_HIGH, fw, fh);
	assert_int_equal(at(px, fw, ct), rgb(scene3d_lit(SCENE3D_COIN_TOP, up)));
	vec2s ground = screen_of(&clip, 40.0f, 440.0f, 0.0f, fw, fh);
	assert_int_equal(at(px, fw, ground), rgb(RENDER_GROUND));
	assert_int_equal(px[(fh - 1) * fw], rgb(RENDER_BACKDROP));
}

/* Footprint triangles whose middle, on the ground, is hidden behind a box
 * show through it with the triangles overlay on; returns how many. */
static int through_boxes(const world *w, const projection *pr, const uint32_t *ids,
                         const uint32_t *plain, const uint32_t *over, int fw, int fh)
{
	int hidden = 0;
	for (size_t i = 0; i < w->actor_count; i++) {
		fp_tri t[2];
		fp_footprint_tris(w->actors[i].fp, t);
		for (int k = 0; k < 2; k++) {
			float x = (t[k].v[0].x + t[k].v[1].x + t[k].v[2].x) / 3.0f;
			float y = (t[k].v[0].y + t[k].v[1].y + t[k].v[2].y) / 3.0f;
			vec2s p = screen_of(&pr->clip, x, y, 0.0f, fw, fh);
			uint32_t id = at(ids, fw, p);
			if (id < SCENE3D_ID_ACTOR || id == SCENE3D_ID_ACTOR + i)
				continue;
			if (at(over, fw, p) == at(plain, fw, p))
				fail_msg("'%s' triangle %d under '%s': the overlay does not show", w->actors[i].name,
				         k, w->actors[id - SCENE3D_ID_ACTOR].name);
			hidden++;
		}
	}
	return hidden;
}

static void overview_camera(camera *c)
{
	c->overview = true;
	c->blend = CAMERA_BLEND_TICKS;
}

/* The chase camera shows the player's top, where nothing stands in front
 * of it, in its own lit colour: the x-ray, drawn where something nearer
 * hides the player, is not drawn over what shows of it. */
static void the_chase_camera_shows_the_players_top(void **state)
{
	session *s = *state;
	shot sh;
	shot_open(&sh, &s->w);
	assert_false(s->cam.overview);
	effects_start(&s->fx, s->opt->seed);
	uint32_t *px = frame_pixels(&sh, s);
	mat4s clip;
	float near, far;
	camera_clip_3d(&s->cam, &s->w, &clip, &near, &far);
	const actor *p = &s->w.actors[s->w.player];
	float back = -0.75f * p->box.half.x;
	vec2s top = screen_of(&clip, p->box.center.x + back * cosf(p->box.angle),
	                      p->box.center.y + back * sinf(p->box.angle),
	                      scene3d_top(&s->w, s->w.player), sh.w, sh.h);
	vec3s up = {{0.0f, 0.0f, 1.0f}};
	assert_int_equal(at(px, sh.w, top), rgb(scene3d_lit(render_actor_color(p->color, false), up)));
	free(px);
	shot_close(&sh);
}

static void shaded_picture(void **state)
{
	session *s = *state;
	shot sh;
	shot_open(&sh, &s->w);
	overview_camera(&s->cam);
	/* No effect showing (the level's banner): every pixel is the world's. */
	effects_start(&s->fx, s->opt->seed);
	uint32_t *shaded = frame_pixels(&sh, s);
	projection pr;
	assert_true(view_3d_draw(sh.sh.r, &s->w, &s->cam, SCENE3D_IDS, &pr));
	uint32_t *ids = read_back_rgb(sh.sh.r, sh.w, sh.h);
	long checked = faces_match(&s->w, ids, shaded, sh.w, sh.h);
	assert_true(checked > 2000);
	expect_known_points(&s->w, &s->cam, shaded, sh.w, sh.h);
	s->overlays = overlays_named("triangles");
	uint32_t *over = frame_pixels(&sh, s);
	assert_true(through_boxes(&s->w, &pr, ids, shaded, over, sh.w, sh.h) >= 3);
	free(over);
	free(ids);
	free(shaded);
	shot_close(&sh);
}

/* Parts of shape from moved to shape to (as drawing them otherwise). */
static void move_parts(scene3d_batch *b, scene3d_shape from, scene3d_shape to)
{
	scene3d_parts *f = &b->of[from], *t = &b->of[to];
	size_t n = t->count + f->count;
	t->p = realloc(t->p, n * sizeof *t->p);
	assert_non_null(t->p);
	memcpy(t->p + t->count, f->p, f->count * sizeof *f->p);
	t->count = n;
	t->cap = n;
	f->count = 0;
}

/* The far boxes' test's picture: the size the game's far boxes are
 * chosen for. */
#define FW 1280
#define FH 720

/* The solid parts of b alone, lit, on black. */
static uint32_t *solids(SDL_Renderer *r, const scene3d_batch *b, const mat4s *clip, vec3s eye)
{
	SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
	SDL_RenderClear(r);
	gl3d_air air = {.eye = eye, .lit = true};
	assert_true(gl3d_begin(r, clip, &air));
	gl3d_draw_parts(b, GL3D_SOLID);
	gl3d_end();
	return read_back_rgb(r, FW, FH);
}

/* How far apart colours a and b are: the most any channel differs by. */
static int apart(uint32_t a, uint32_t b)
{
	int most = 0;
	for (int k = 0; k < 24; k += 8) {
		int d = abs((int)((a >> k) & 255u) - (int)((b >> k) & 255u));
		most = d > most ? d : most;
	}
	return most;
}

/* Pixels of got more than within steps of colour from want's (*differ),
 * and those of them not next to a change of want's (returned); *box
 * counts want's pixels that are not the backdrop. */
static long off_edge(const uint32_t *want, const uint32_t *got, int within, long *box,
                     long *differ)
{
	long off = 0;
	for (int y = 0; y < FH; y++)
		for (int x = 0; x < FW; x++) {
			uint32_t a = want[y * FW + x], b = got[y * FW + x];
			bool unlike = apart(a, b) > within;
			*box += a != 0;
			*differ += unlike;
			off += unlike && !near_edge(want, x, y, FW, FH);
		}
	return off;
}

/* occlusion.tmj with a crowd of 1,500 more, stepped once, in a headless
 * renderer FW x FH, seen by c's chase camera. */
static void crowd_open(session *s, app_options *o, renderer_headless *sh, camera *c)
{
	open_session(s, o, "occlusion.tmj", NULL, 1500);
	assert_true(flow_tick(s));
	if (!renderer_headless_open(sh, FW, FH, true))
		fail_msg("no OpenGL headless renderer: %s", SDL_GetError());
	camera_init(c);
	camera_view(c, &s->w, (float)FW, (float)FH);
}

/* A crowd seen from afar: its far boxes as points and as outlines show
 * what drawing them as boxes shows, in the faces' lit colours and
 * depths, but for pixels next to an edge (of the outline or between
 * faces), where rounding tips them either way. (print_message says how
 * many.) */
static void far_boxes_show_as_boxes(void **state)
{
	(void)state;
	session s;
	app_options o;
	renderer_headless sh;
	camera c;
	crowd_open(&s, &o, &sh, &c);
	c.distance = CAMERA_DISTANCE_MAX;
	mat4s clip;
	float near, far;
	camera_clip_3d(&c, &s.w, &clip, &near, &far);
	scene3d_eye eye = {camera_eye_3d(&c, &s.w).eye, clip, true};
	scene3d sc = {0};
	assert_true(scene3d_build(&sc, &s.w, SCENE3D_SHADED, &eye));
	size_t points = sc.solid.of[SCENE3D_BOX_POINT].count;
	print_message("%zu far boxes as points, %zu as outlines, %zu boxes\n", points,
	              sc.solid.of[SCENE3D_BOX_FAR].count, sc.solid.of[SCENE3D_BOX].count);
	assert_true(points > 300 && sc.solid.of[SCENE3D_BOX_FAR].count > 0);
	uint32_t *as_built = solids(sh.r, &sc.solid, &clip, eye.eye);
	move_parts(&sc.solid, SCENE3D_BOX_POINT, SCENE3D_BOX_FAR);
	uint32_t *outlines = solids(sh.r, &sc.solid, &clip, eye.eye);
	move_parts(&sc.solid, SCENE3D_BOX_FAR, SCENE3D_BOX);
	uint32_t *boxes = solids(sh.r, &sc.solid, &clip, eye.eye);
	/* Off an edge, points differ only where two boxes' faces meet at one
	 * depth (actors pushed flush against one another), which rounding may
	 * tip; outlines also where two boxes push into each other and the
	 * triangle between shows instead of the other's face. A point's square
	 * is only half a pixel wider than its outline on each side: one a
	 * pixel narrower loses the outline's edge pixels. */
	const uint32_t *ways[2] = {as_built, outlines};
	const long all[2] = {300, 30}, in[2] = {1000, 300}; /* at most one pixel in */
	for (int k = 0; k < 2; k++) {
		long box = 0, differ = 0, off = off_edge(boxes, ways[k], 0, &box, &differ);
		print_message("%s: %ld pixels of boxes, %ld differ, %ld of them off an edge\n",
		              k == 0 ? "points" : "outlines", box, differ, off);
		assert_true(box > FW * FH / 20 && differ < box / all[k] && off < box / in[k]);
	}
	free(as_built);
	free(outlines);
	free(boxes);
	scene3d_fini(&sc);
	renderer_headless_close(&sh);
	assert_true(session_fini(&s));
}

/* Draws s's world from c, then frames more with its boxes painted, each
 * compared with the first but for pixels on an edge (print_message says
 * how many differ); true when any was painted. */
static bool painted_as_drawn(renderer_headless *sh, session *s, camera *c, const char *name,
                             int frames)
{
	projection pr;
	view_3d_raster_figures before = view_3d_raster();
	view_3d_raster_from(SIZE_MAX);
	assert_true(view_3d_draw(sh->r, &s->w, c, SCENE3D_SHADED, &pr));
	uint32_t *drawn = read_back_rgb(sh->r, FW, FH);
	view_3d_raster_from(1);
	bool any = false;
	for (int frame = 0; frame < frames; frame++) {
		assert_true(view_3d_draw(sh->r, &s->w, c, SCENE3D_SHADED, &pr));
		uint32_t *painted = read_back_rgb(sh->r, FW, FH);
		long box = 0, n = 0, off = off_edge(drawn, painted, 2, &box, &n);
		print_message("%s, frame %d: %ld pixels of %d differ, %ld of them off an edge\n", name,
		              frame, n, FW * FH, off);
		any = view_3d_raster().painted > before.painted;
		assert_true(!any || (n < FW * FH / 2000 && off < 64));
		free(painted);
	}
	free(drawn);
	view_3d_raster_from(VIEW_3D_RASTER_LEAST);
	return any;
}

/* A crowd in the chase camera, its boxes painted by the processor where GL
 * runs on it, shows what GL drawing them shows: in their lit and fogged
 * colours, the fog spread across the faces of boxes drawn whole, the
 * player's top with no x-ray over it; copied in with the backdrop kept,
 * every row (the camera standing still: the backdrop read the first
 * frame), and, the camera shaken, their depths copied in and their
 * colours drawn over the backdrop copied moved; but for pixels on an
 * edge, where rounding tips them either way. */
static void a_painted_crowd_looks_as_drawn(void **state)
{
	(void)state;
	session s;
	app_options o;
	renderer_headless sh;
	camera c;
	crowd_open(&s, &o, &sh, &c);
	view_3d_raster_figures before = view_3d_raster();
	bool any = false;
	for (int k = 0; k < 2; k++) {
		c.distance = k == 0 ? 1.0f : CAMERA_DISTANCE_MAX;
		c.shake = (vec2s){{0.0f, 0.0f}};
		any = painted_as_drawn(&sh, &s, &c, k == 0 ? "near, still" : "far, still", 2);
		c.shake = (vec2s){{3.0f, -2.0f}};
		any = painted_as_drawn(&sh, &s, &c, k == 0 ? "near, shaken" : "far, shaken", 1) || any;
	}
	renderer_headless_close(&sh);
	assert_true(session_fini(&s));
	if (!any) {
		print_message("GL does not run on the processor here: no box was painted\n");
		skip();
	}
	view_3d_raster_figures after = view_3d_raster();
	assert_int_equal(after.painted, before.painted + 6);
	assert_true(after.with_backdrop > before.with_backdrop);
	assert_true(after.every_row > before.every_row);
	/* The shaken frames were not. */
	assert_int_equal(after.every_row - before.every_row, 4);
}

/* Draws three frames of s from a camera standing still: the second and
 * third must each be copied (copies() counts them) and differ from the
 * first in at most one pixel in one_in (0: in none). */
static void still_frames(shot *sh, session *s, unsigned long (*copies)(void), long one_in)
{
	unsigned long before = copies();
	uint32_t *drawn = frame_pixels(sh, s);
	assert_int_equal(copies(), before);
	for (int k = 1; k <= 2; k++) {
		uint32_t *copied = frame_pixels(sh, s);
		assert_int_equal(copies(), before + (unsigned long)k);
		long differ = 0;
		for (int i = 0; i < sh->w * sh->h; i++)
			differ += (copied[i] & 0xffffffu) != (drawn[i] & 0xffffffu);
		print_message("frame %d: copied, %ld of %d pixels differ from the first's\n", k + 1,
		              differ, sh->w * sh->h);
		if (differ > (one_in > 0 ? (long)sh->w * sh->h / one_in : 0))
			fail_msg("frame %d: %ld pixels differ from the first's", k + 1, differ);
		free(copied);
	}
	free(drawn);
}

/* still_frames from one camera, then from another (move changes it): the
 * second's copies are of its own backdrop, not of the first's kept. */
static void two_stands(session *s, unsigned long (*copies)(void), long one_in,
                       void (*move)(session *s))
{
	shot sh;
	shot_open(&sh, &s->w);
	effects_start(&s->fx, s->opt->seed);
	still_frames(&sh, s, copies, one_in);
	move(s);
	still_frames(&sh, s, copies, one_in);
	shot_close(&sh);
}

static void come_closer(session *s)
{
	s->cam.distance = 0.5f * (s->cam.distance + CAMERA_DISTANCE_MIN);
}

/* A camera that stands still copies its backdrop from the second frame
 * on (still3d.h): the frames it copies show what the first drew, but for
 * the few pixels an edge's rounding may give to the other side; so again
 * once it has moved and stands still elsewhere. */
static void a_still_camera_copies_its_backdrop(void **state)
{
	session *s = *state;
	overview_camera(&s->cam);
	two_stands(s, still3d_copies, 2000, come_closer);
}

/* The player hurt this tick, its camera shaken both across and up or
 * down (the first seed that does): the shake stays while no tick passes. */
static vec2s hurt(session *s)
{
	size_t k = 0;
	while (effect_kind_at(k) != NULL && strcmp(effect_kind_at(k)->name, "hurt") != 0)
		k++;
	assert_non_null(effect_kind_at(k));
	s->camera_shake = true;
	s->fx.count = 1;
	vec2s d = {{0.0f, 0.0f}};
	for (uint64_t seed = 1; d.x == 0.0f || d.y == 0.0f; seed++) {
		s->fx.live[0] = (effect){k, s->w.tick, {{0.0f, 0.0f}}, seed};
		d = effects_shake(&s->fx, &s->w);
	}
	return d;
}

/* A camera shaken as it stands copies its backdrop kept unshaken, moved
 * by the shake (whole pixels): the frames it copies show what the first
 * drew afresh, shaken, but for an edge's rounding. One shaken by part of
 * a pixel, or past the margin kept, draws it afresh each frame. */
static void a_shaken_camera_copies_its_backdrop_moved(void **state)
{
	session *s = *state;
	overview_camera(&s->cam);
	shot sh;
	shot_open(&sh, &s->w);
	effects_start(&s->fx, s->opt->seed);
	vec2s d = hurt(s);
	print_message("shaken by (%g, %g) pixels\n", (double)d.x, (double)d.y);
	assert_true(d.x == roundf(d.x) && d.y == roundf(d.y));
	still_frames(&sh, s, still3d_copies, 2000);
	/* A shake of part of a pixel, or past the margin, is drawn afresh. */
	s->camera_shake = false;
	const vec2s afresh[2] = {{{2.5f, 0.0f}}, {{0.0f, -(float)STILL3D_MARGIN - 1.0f}}};
	for (int k = 0; k < 2; k++) {
		s->cam.shake = afresh[k];
		unsigned long before = still3d_copies();
		for (int f = 0; f < 2; f++)
			free(frame_pixels(&sh, s));
		assert_int_equal(still3d_copies(), before);
	}
	s->cam.shake = (vec2s){{0.0f, 0.0f}};
	shot_close(&sh);
}

/* Pixels of a and b (sh's size) whose colours differ. */
static long differing(const shot *sh, const uint32_t *a, const uint32_t *b)
{
	long n = 0;
	for (int i = 0; i < sh->w * sh->h; i++)
		n += (a[i] & 0xffffffu) != (b[i] & 0xffffffu);
	return n;
}

/* A still overview keeps the static actors on its backdrop with their
 * depth and puts them back each frame: that frame shows exactly what the
 * frame that kept them showed, and what drawing them all again shows. A
 * static actor tinted is drawn again over itself in its tint: the picture
 * is then the one drawn afresh, and the one kept anew with it tinted. */
static void a_still_overview_keeps_what_stands_still(void **state)
{
	session *s = *state;
	overview_camera(&s->cam);
	view_3d_still_from(1);
	shot sh;
	shot_open(&sh, &s->w);
	free(frame_pixels(&sh, s)); /* drawn: no backdrop held yet */
	view_3d_still_figures before = view_3d_still();
	uint32_t *kept = frame_pixels(&sh, s), *put = frame_pixels(&sh, s);
	assert_int_equal(view_3d_still().keeps, before.keeps + 1);
	assert_int_equal(view_3d_still().puts, before.puts + 1);
	assert_int_equal(differing(&sh, kept, put), 0);
	/* Tint each static actor in turn until one kept is drawn again. */
	uint32_t *tinted = NULL;
	size_t i = 0;
	for (; i < s->w.actor_count && tinted == NULL; i++) {
		actor *a = &s->w.actors[i];
		if (a->kind != BEHAVIOUR_STATIC || a->tinted)
			continue;
		unsigned long again = view_3d_still().again;
		a->tinted = true;
		uint32_t *px = frame_pixels(&sh, s);
		if (view_3d_still().again > again)
			tinted = px;
		else {
			a->tinted = false;
			free(px);
		}
	}
	if (tinted == NULL)
		fail_msg("no static actor of the overview was kept");
	print_message("actor %zu tinted: %ld pixels change\n", i - 1, differing(&sh, put, tinted));
	assert_true(differing(&sh, put, tinted) > 0);
	/* The same, none kept: every static actor drawn again. */
	view_3d_still_from(SIZE_MAX);
	unsigned long puts = view_3d_still().puts;
	uint32_t *afresh = frame_pixels(&sh, s);
	assert_int_equal(view_3d_still().puts, puts);
	assert_int_equal(differing(&sh, tinted, afresh), 0);
	/* Another world to the view: kept again, the tinted one over itself. */
	view_3d_still_from(1);
	unsigned long keeps = view_3d_still().keeps;
	s->w.serial++;
	uint32_t *again = frame_pixels(&sh, s);
	assert_int_equal(view_3d_still().keeps, keeps + 1);
	assert_int_equal(differing(&sh, tinted, again), 0);
	s->w.actors[i - 1].tinted = false;
	view_3d_still_from(VIEW_3D_STILL_LEAST);
	free(kept);
	free(put);
	free(tinted);
	free(afresh);
	free(again);
	shot_close(&sh);
}

static void zoom(session *s)
{
	s->cam.scale = 2.0f * camera_fit_scale(&s->cam, &s->w);
	s->cam.fit = false;
}

/* The top view keeps its floor the same way while its camera stands
 * still: the frames that copy it show exactly what the first drew; so
 * again once it has zoomed in and stands still. */
static void the_top_view_copies_its_floor(void **state)
{
	session *s = *state;
	assert_true(views_find("2d", &s->view));
	/* A floor of many small shapes, no two rows alike: a copy turned over
	 * or shifted shows. */
	snprintf(s->w.theme, sizeof s->w.theme, "sand");
	two_stands(s, render_floor_copies, 0, zoom);
}

/* --- The game's own screenshot. --- */

/* The game's headless run of occlusion.tmj in the overview, 60 ticks. */
static void shoot(const char *png)
{
	static char map[512], input[512];
	snprintf(map, sizeof map, "%s/occlusion.tmj", data);
	snprintf(input, sizeof input, "%s/overview.txt", data);
	const char *argv[] = {exe, map, "--headless", "--view", "3d", "--frames", "60",
	                      "--input", input, "--screenshot", png, NULL};
	char err[2048];
	int status = run_exe(argv, err, sizeof err);
	if (status != 0)
		fail_msg("%s: status %d, stderr '%s'", exe, status, err);
}

static void screenshot_twice(void **state)
{
	(void)state;
	const char *shots[2] = {"view3d_a.png", "view3d_b.png"};
	shoot(shots[0]);
	shoot(shots[1]);
	size_t la = 0, lb = 0;
	char *a = run_slurp(shots[0], &la), *b = run_slurp(shots[1], &lb);
	assert_non_null(a);
	assert_non_null(b);
	assert_true(la == lb && memcmp(a, b, la) == 0);
	free(a);
	free(b);
	/* The same run in process, for the camera that took it. */
	app_options o;
	session s;
	open_session(&s, &o, "occlusion.tmj", "overview.txt", 0);
	int fw, fh;
	frame_headless_size(&s.w, &fw, &fh);
	camera_view(&s.cam, &s.w, (float)fw, (float)fh);
	for (int t = 0; t < 60; t++)
		flow_tick(&s);
	assert_true(s.cam.overview && s.cam.blend == CAMERA_BLEND_TICKS);
	SDL_Surface *png = IMG_Load(shots[0]);
	if (png == NULL)
		fail_msg("%s: %s", shots[0], IMG_GetError());
	SDL_Surface *argb = SDL_ConvertSurfaceFormat(png, SDL_PIXELFORMAT_RGB888, 0);
	assert_non_null(argb);
	assert_int_equal(argb->w, fw);
	assert_int_equal(argb->h, fh);
	uint32_t *px = malloc((size_t)fw * (size_t)fh * sizeof *px);
	assert_non_null(px);
	for (int y = 0; y < fh; y++)
		for (int x = 0; x < fw; x++)
			px[y * fw + x] = ((uint32_t *)((char *)argb->pixels + y * argb->pitch))[x] & 0xffffffu;
	expect_known_points(&s.w, &s.cam, px, fw, fh);
	free(px);
	SDL_FreeSurface(argb);
	SDL_FreeSurface(png);
	session_fini(&s);
}

static const struct CMUnitTest tests[] = {
	cmocka_unit_test_setup_teardown(occlusion_matches_rays, open_scene, close_scene),
	cmocka_unit_test_setup_teardown(shaded_picture, open_scene, close_scene),
	cmocka_unit_test_setup_teardown(the_chase_camera_shows_the_players_top, open_scene,
	                                close_scene),
	cmocka_unit_test(far_boxes_show_as_boxes),
	cmocka_unit_test_setup_teardown(painted_boxes_meet_the_rays, open_scene, close_scene),
	cmocka_unit_test(a_painted_crowd_looks_as_drawn),
	cmocka_unit_test_setup_teardown(a_still_camera_copies_its_backdrop, open_scene, close_scene),
	cmocka_unit_test_setup_teardown(a_shaken_camera_copies_its_backdrop_moved, open_scene,
	                                close_scene),
	cmocka_unit_test_setup_teardown(a_still_overview_keeps_what_stands_still, open_scene,
	                                close_scene),
	cmocka_unit_test_setup_teardown(the_top_view_copies_its_floor, open_scene, close_scene),
	cmocka_unit_test(screenshot_twice),
};

int main(int argc, char **argv)
{
	run_args(argc, argv, 2, "FOOTPRINTS DATA_DIR");
	exe = argv[1];
	data = argv[2];
	return cmocka_run_group_tests_name("3D view", tests, NULL, NULL);
}
