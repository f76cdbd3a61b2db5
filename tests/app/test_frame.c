/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Headless frames drawn in process: tinted actors carry the tint and free
 * ones do not; the triangle and edge overlays change exactly the pixels
 * along the triangles they show; the edges overlay's arrowheads show only
 * where they are big enough to see; the footprint overlays' shared list
 * holds what the view can show, and the bounds overlay leaves a small
 * unturned footprint's mark (and in 3D its sides) to the edges overlay. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "by_name.h"
#include "frame.h"
#include "overlay.h"
#include "overlay_shapes.h"
#include "render.h"
#include "run.h"
#include "flow.h"
#include "session.h"

static const char *data;

typedef struct shot {
	SDL_Surface *surface;
	SDL_Renderer *r;
	frame_fonts fonts;
} shot;

static void shot_open(shot *s, const world *w)
{
	s->surface = SDL_CreateRGBSurfaceWithFormat(0, (int)w->width, (int)w->height, 32,
	                                            SDL_PIXELFORMAT_ARGB8888);
	assert_non_null(s->surface);
	s->r = SDL_CreateSoftwareRenderer(s->surface);
	assert_non_null(s->r);
	s->fonts = (frame_fonts){0};
	assert_true(frame_fonts_fit(&s->fonts, s->r, 1.0f));
}

static void shot_close(shot *s)
{
	frame_fonts_destroy(&s->fonts);
	SDL_DestroyRenderer(s->r);
	SDL_FreeSurface(s->surface);
}

static SDL_Color pixel(const SDL_Surface *s, int x, int y)
{
	const uint32_t *row = (const uint32_t *)((const uint8_t *)s->pixels + y * s->pitch);
	SDL_Color c;
	SDL_GetRGBA(row[x], s->format, &c.r, &c.g, &c.b, &c.a);
	return c;
}

static bool same_rgb(SDL_Color a, SDL_Color b)
{
	return a.r == b.r && a.g == b.g && a.b == b.b;
}

/* The pixels of a frame of session s with the given overlays, as a copy. */
static SDL_Surface *draw(shot *sh, session *s, uint64_t overlays)
{
	int w = 0, h = 0;
	SDL_GetRendererOutputSize(sh->r, &w, &h);
	/* Shown only for this picture: the help shown would hold the world. */
	uint64_t shown = s->overlays;
	s->overlays = overlays;
	session_resize(s, (float)w, (float)h);
	frame_draw(sh->r, &sh->fonts, s, 0.0);
	s->overlays = shown;
	return SDL_DuplicateSurface(sh->surface);
}

static void open_session(session *s, app_options *o, const char *file)
{
	char path[512], err[512] = "";
	snprintf(path, sizeof path, "%s/%s", data, file);
	*o = (app_options){.headless = true, .seed = OPTIONS_DEFAULT_SEED};
	if (!flow_init(s, o, path, err, sizeof err))
		fail_msg("flow_init(%s): %s", path, err);
	assert_true(flow_tick(s));
}

/* Each test's state: a session on tint.tmj after its first tick, and a
 * renderer of its size. */
typedef struct fixture {
	app_options o;
	session s;
	shot sh;
} fixture;

static int fixture_open(void **state)
{
	fixture *f = calloc(1, sizeof *f);
	assert_non_null(f);
	open_session(&f->s, &f->o, "tint.tmj");
	shot_open(&f->sh, &f->s.w);
	*state = f;
	return 0;
}

static int fixture_close(void **state)
{
	fixture *f = *state;
	shot_close(&f->sh);
	session_fini(&f->s);
	free(f);
	return 0;
}

static const actor *named(const world *w, const char *name)
{
	for (size_t i = 0; i < w->actor_count; i++)
		if (w->actors[i].name != NULL && strcmp(w->actors[i].name, name) == 0)
			return &w->actors[i];
	fail_msg("no actor '%s' in the test level", name);
	return NULL;
}

static vec2s centroid(fp_tri t)
{
	return (vec2s){{(t.v[0].x + t.v[1].x + t.v[2].x) / 3.0f,
	                (t.v[0].y + t.v[1].y + t.v[2].y) / 3.0f}};
}

static bool in_actor(const actor *a, vec2s p)
{
	fp_tri t[2];
	fp_footprint_tris(a->fp, t);
	return fp_point_in_tri(p, t[0]) || fp_point_in_tri(p, t[1]);
}

/* Every triangle centroid of a that no other actor covers shows colour
 * want; returns how many were checked. */
static int expect_colour(const SDL_Surface *img, const world *w, const actor *a,
                         SDL_Color want)
{
	fp_tri t[2];
	fp_footprint_tris(a->fp, t);
	int checked = 0;
	for (int k = 0; k < 2; k++) {
		vec2s c = centroid(t[k]);
		bool covered = false;
		for (size_t i = 0; i < w->actor_count; i++)
			covered |= &w->actors[i] != a && in_actor(&w->actors[i], c);
		if (covered)
			continue;
		SDL_Color got = pixel(img, (int)c.x, (int)c.y);
		if (!same_rgb(got, want))
			fail_msg("actor '%s' triangle %d at (%.1f, %.1f): pixel %u,%u,%u, wanted %u,%u,%u",
			         a->name, k, (double)c.x, (double)c.y, got.r, got.g, got.b, want.r,
			         want.g, want.b);
		checked++;
	}
	return checked;
}

static void tint_shows(void **state)
{
	fixture *f = *state;
	const world *w = &f->s.w;
	const actor *left = named(w, "left"), *right = named(w, "right");
	const actor *lonely = named(w, "lonely");
	assert_true(left->tinted);
	assert_true(right->tinted);
	assert_false(lonely->tinted);
	/* lonely has left's colour: only the tint can tell them apart. */
	assert_memory_equal(&left->color, &lonely->color, sizeof left->color);
	SDL_Color plain = render_actor_color(left->color, false);
	SDL_Color warm = render_actor_color(left->color, true);
	assert_true(warm.r > plain.r + 60 && warm.b + 60 < plain.b);
	SDL_Surface *img = draw(&f->sh, &f->s, 0);
	assert_true(expect_colour(img, w, left, warm) >= 1);
	assert_true(expect_colour(img, w, right, render_actor_color(right->color, true)) >= 1);
	assert_int_equal(expect_colour(img, w, lonely, plain), 2);
	SDL_FreeSurface(img);
}

static float seg_dist(vec2s p, vec2s a, vec2s b)
{
	float ex = b.x - a.x, ey = b.y - a.y, wx = p.x - a.x, wy = p.y - a.y;
	float ee = ex * ex + ey * ey;
	float t = ee > 0.0f ? (ex * wx + ey * wy) / ee : 0.0f;
	t = t < 0.0f ? 0.0f : t > 1.0f ? 1.0f : t;
	float dx = wx - t * ex, dy = wy - t * ey;
	return sqrtf(dx * dx + dy * dy);
}

/* Distance from p to the nearest triangle edge (the diagonal included) of
 * any actor. */
static float edge_dist(const world *w, vec2s p)
{
	float best = INFINITY;
	for (size_t i = 0; i < w->actor_count; i++) {
		const vec2s *c = w->actors[i].fp->corner;
		for (int e = 0; e < 4; e++)
			best = fminf(best, seg_dist(p, c[e], c[(e + 1) % 4]));
		best = fminf(best, seg_dist(p, c[0], c[2]));
	}
	return best;
}

static bool inside_any(const world *w, vec2s p, float slack)
{
	for (size_t i = 0; i < w->actor_count; i++)
		if (in_actor(&w->actors[i], p) || edge_dist(w, p) <= slack)
			return true;
	return false;
}

/* Some pixel within one of p shows colour c. */
static bool near_colour(const SDL_Surface *img, vec2s p, SDL_Color c)
{
	for (int dy = -1; dy <= 1; dy++)
		for (int dx = -1; dx <= 1; dx++) {
			int x = (int)floorf(p.x) + dx, y = (int)floorf(p.y) + dy;
			if (x >= 0 && y >= 0 && x < img->w && y < img->h && same_rgb(pixel(img, x, y), c))
				return true;
		}
	return false;
}

/* Every changed pixel passes where(); returns how many changed. */
static int changed_pixels(const SDL_Surface *base, const SDL_Surface *over, const world *w,
                          bool (*where)(const world *, vec2s), const char *what)
{
	int changed = 0;
	for (int y = 0; y < base->h; y++)
		for (int x = 0; x < base->w; x++) {
			if (same_rgb(pixel(base, x, y), pixel(over, x, y)))
				continue;
			changed++;
			vec2s p = {{(float)x + 0.5f, (float)y + 0.5f}};
			if (!where(w, p))
				fail_msg("%s overlay changed pixel (%d, %d), %.1f px from any edge", what, x,
				         y, (double)edge_dist(w, p));
		}
	return changed;
}

static bool near_edge(const world *w, vec2s p)
{
	/* Arrowheads stand out from their edge by at most OVERLAY_ARROW. */
	return edge_dist(w, p) <= OVERLAY_ARROW + 1.5f;
}

static bool on_footprint(const world *w, vec2s p)
{
	return inside_any(w, p, 1.5f);
}

/* Samples along a->b (ends left out) all have colour c within a pixel. */
static void expect_line(const SDL_Surface *img, vec2s a, vec2s b, rgba8 rgba, const char *what)
{
	SDL_Color c = {rgba.r, rgba.g, rgba.b, rgba.a};
	for (int i = 1; i < 20; i++) {
		float t = (float)i / 20.0f;
		vec2s p = {{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)}};
		if (!near_colour(img, p, c))
			fail_msg("%s: no line pixel near (%.1f, %.1f) on (%.1f,%.1f)-(%.1f,%.1f)", what,
			         (double)p.x, (double)p.y, (double)a.x, (double)a.y, (double)b.x,
			         (double)b.y);
	}
}

static void overlays_touch_only_their_pixels(void **state)
{
	fixture *f = *state;
	const world *w = &f->s.w;
	SDL_Surface *base = draw(&f->sh, &f->s, 0);
	SDL_Surface *edges = draw(&f->sh, &f->s, overlays_named("edges"));
	SDL_Surface *tris = draw(&f->sh, &f->s, overlays_named("triangles"));
	assert_true(changed_pixels(base, edges, w, near_edge, "edges") > 0);
	assert_true(changed_pixels(base, tris, w, on_footprint, "triangles") > 0);
	for (size_t i = 0; i < w->actor_count; i++) {
		const vec2s *c = w->actors[i].fp->corner;
		for (int e = 0; e < 4; e++)
			expect_line(edges, c[e], c[(e + 1) % 4], OVERLAY_EDGE, "edges overlay edge");
		expect_line(edges, c[0], c[2], OVERLAY_EDGE, "edges overlay diagonal");
		expect_line(tris, c[0], c[2], OVERLAY_DIAGONAL, "triangles overlay diagonal");
	}
	/* The lone actor's two triangles differ in the triangles overlay, and
	 * not without it. */
	fp_tri t[2];
	fp_footprint_tris(named(w, "lonely")->fp, t);
	vec2s c0 = centroid(t[0]), c1 = centroid(t[1]);
	assert_true(same_rgb(pixel(base, (int)c0.x, (int)c0.y), pixel(base, (int)c1.x, (int)c1.y)));
	assert_false(same_rgb(pixel(tris, (int)c0.x, (int)c0.y), pixel(tris, (int)c1.x, (int)c1.y)));
	SDL_FreeSurface(base);
	SDL_FreeSurface(edges);
	SDL_FreeSurface(tris);
}

/* The triangles overlay leaves out the fills of a footprint showing
 * smaller than OVERLAY_MARK_PX both ways when marked (the edges overlay's
 * mark covers it), and only those: two triangles for each other actor;
 * and, top-down (every corner whole), every diagonal (the edges overlay's
 * line between the same corners covers it). */
static void marked_footprints_have_no_fills(void **state)
{
	fixture *f = *state;
	const world *w = &f->s.w;
	projection at10th = projection_top((camera_flat){0.1f, {{0.0f, 0.0f}}}, w->width * 0.1f,
	                                   w->height * 0.1f);
	batch fills = {0}, lines = {0}, marked = {0}, marked_lines = {0};
	overlay_seen seen = {0};
	assert_true(overlay_seen_make(&seen, w, &at10th));
	assert_int_equal(seen.count, w->actor_count);
	overlay_triangles_shapes(&fills, &lines, &seen, false);
	overlay_triangles_shapes(&marked, &marked_lines, &seen, true);
	overlay_seen_free(&seen);
	size_t large = 0;
	for (size_t i = 0; i < w->actor_count; i++) {
		fp_aabb b = w->actors[i].fp->bounds;
		large += !(0.1f * (b.max.x - b.min.x) < OVERLAY_MARK_PX &&
		           0.1f * (b.max.y - b.min.y) < OVERLAY_MARK_PX);
	}
	assert_true(large < w->actor_count);
	assert_int_equal(fills.count, 6 * w->actor_count);
	assert_int_equal(marked.count, 6 * large);
	assert_int_equal(lines.count, 6 * large);
	assert_int_equal(marked_lines.count, 0);
	free(fills.v);
	free(lines.v);
	free(marked.v);
	free(marked_lines.v);
}

/* Whether the list s holds a (its boxes, kept by projection_sees through
 * pr, come in index order: *k counts those met so far). */
static bool in_seen_list(const overlay_seen *s, const projection *pr, const actor *a, size_t *k)
{
	if (!projection_sees(pr, a->fp->bounds, 0.0f))
		return false;
	assert_true(*k < s->count);
	assert_ptr_equal(s->fp[(*k)++].f, a->fp);
	return true;
}

/* The footprint overlays' list: the actors whose boxes projection_sees
 * keeps, in index order (here a view of the map's left half at a tenth);
 * and the bounds overlay, when marked, leaves out the mark (two
 * triangles) of each small unturned footprint, whose edges mark is the
 * same quad, and nothing else. */
static void seen_list_and_bounds_left_to_marks(void **state)
{
	fixture *f = *state;
	const world *w = &f->s.w;
	projection half = projection_top((camera_flat){0.1f, {{0.0f, 0.0f}}}, w->width * 0.05f,
	                                  w->height * 0.1f);
	overlay_seen seen = {0};
	assert_true(overlay_seen_make(&seen, w, &half));
	size_t k = 0, unturned = 0;
	for (size_t i = 0; i < w->actor_count; i++) {
		const actor *a = &w->actors[i];
		if (!in_seen_list(&seen, &half, a, &k))
			continue;
		fp_aabb b = a->fp->bounds;
		unturned += a->box.angle == 0.0f && 0.1f * (b.max.x - b.min.x) < OVERLAY_MARK_PX &&
		            0.1f * (b.max.y - b.min.y) < OVERLAY_MARK_PX;
	}
	assert_int_equal(k, seen.count);
	assert_true(k > 0 && k < w->actor_count && unturned > 0);
	batch all = {0}, marked = {0};
	overlay_bounds_shapes(&all, &seen, false);
	overlay_bounds_shapes(&marked, &seen, true);
	assert_false(all.failed || marked.failed);
	assert_int_equal(all.count - marked.count, 6 * unturned);
	free(all.v);
	free(marked.v);
	overlay_seen_free(&seen);
}

/* The same in 3D, chase and overview cameras: the list holds what
 * projection_sees keeps (a corner inside the view volume decides it
 * without asking), and the bounds overlay, when marked, leaves out each
 * unturned footprint's box where the edges overlay draws the same pixels:
 * a small one's mark (two triangles), the four sides (eight) of one wholly
 * in front of the eye. */
static void seen_list_and_bounds_left_to_edges_in_3d(void **state)
{
	fixture *f = *state;
	const world *w = &f->s.w;
	for (int overview = 0; overview < 2; overview++) {
		camera c;
		camera_init(&c);
		camera_view(&c, w, 640.0f, 480.0f);
		c.overview = overview;
		c.blend = overview ? CAMERA_BLEND_TICKS : 0;
		projection pr = projection_of_3d(&c, w);
		overlay_seen seen = {0};
		assert_true(overlay_seen_make(&seen, w, &pr));
		size_t k = 0, left_out = 0;
		for (size_t i = 0; i < w->actor_count; i++) {
			const actor *a = &w->actors[i];
			if (!in_seen_list(&seen, &pr, a, &k))
				continue;
			vec2s s[4];
			bool whole = true;
			for (int j = 0; j < 4; j++)
				whole = whole && projection_point(&pr, a->fp->corner[j], &s[j]);
			float x0 = s[0].x, x1 = x0, y0 = s[0].y, y1 = y0;
			for (int j = 1; whole && j < 4; j++) {
				x0 = fminf(x0, s[j].x);
				x1 = fmaxf(x1, s[j].x);
				y0 = fminf(y0, s[j].y);
				y1 = fmaxf(y1, s[j].y);
			}
			bool small = whole && x1 - x0 < OVERLAY_MARK_PX && y1 - y0 < OVERLAY_MARK_PX;
			if (a->box.angle == 0.0f && whole)
				left_out += small ? 6 : 4 * 6;
		}
		assert_int_equal(k, seen.count);
		assert_true(k > 0 && left_out > 0);
		batch all = {0}, marked = {0};
		overlay_bounds_shapes(&all, &seen, false);
		overlay_bounds_shapes(&marked, &seen, true);
		assert_false(all.failed || marked.failed);
		assert_int_equal(all.count - marked.count, left_out);
		free(all.v);
		free(marked.v);
		overlay_seen_free(&seen);
	}
}

/* Drawing never changes the world: stepping after many draws gives what
 * stepping without them gives. */
/* The edges overlay: five lines an actor (the diagonal once), and its
 * arrowheads only where their barbs show OVERLAY_ARROW_MIN_PX long: all of
 * them at full size, none at a tenth, where they would be half a pixel;
 * there an actor showing smaller than OVERLAY_MARK_PX both ways is one
 * mark (two triangles). */
static void edge_arrowheads_only_where_they_show(void **state)
{
	fixture *f = *state;
	const world *w = &f->s.w;
	batch full = {0}, small = {0};
	projection at1 = projection_top((camera_flat){1.0f, {{0.0f, 0.0f}}}, w->width, w->height);
	projection at10th = projection_top((camera_flat){0.1f, {{0.0f, 0.0f}}}, w->width * 0.1f,
	                                   w->height * 0.1f);
	overlay_seen seen1 = {0}, seen10th = {0};
	assert_true(overlay_seen_make(&seen1, w, &at1) && overlay_seen_make(&seen10th, w, &at10th));
	overlay_edges_shapes(&full, &seen1);
	overlay_edges_shapes(&small, &seen10th);
	overlay_seen_free(&seen1);
	overlay_seen_free(&seen10th);
	assert_false(full.failed || small.failed);
	size_t lines = 5 * w->actor_count, barbs = 0, marks = 0, small_lines = 0;
	for (size_t i = 0; i < w->actor_count; i++) {
		const vec2s *c = w->actors[i].fp->corner;
		fp_aabb b = w->actors[i].fp->bounds;
		bool mark = 0.1f * (b.max.x - b.min.x) < OVERLAY_MARK_PX &&
		            0.1f * (b.max.y - b.min.y) < OVERLAY_MARK_PX;
		marks += mark;
		small_lines += mark ? 0 : 5;
		for (int e = 0; e < 5; e++) {
			vec2s p = c[e % 4], q = e < 4 ? c[(e + 1) % 4] : c[2];
			bool arrow = glms_vec2_distance(p, q) > 4.0f * OVERLAY_ARROW;
			barbs += arrow ? (e < 4 ? 2 : 4) : 0;
		}
	}
	assert_true(barbs > 0);
	assert_true(marks > 0);
	assert_int_equal(small.count, 6 * (small_lines + marks));
	assert_int_equal(full.count, 6 * (lines + barbs));
	free(full.v);
	free(small.v);
}

static void drawing_reads_only(void **state)
{
	fixture *f = *state;
	session *a = &f->s, b;
	app_options ob;
	open_session(&b, &ob, "tint.tmj");
	flow_act(a, action_named("forward"), true);
	flow_act(&b, action_named("forward"), true);
	for (int i = 0; i < 50; i++) {
		SDL_FreeSurface(draw(&f->sh, a, overlays_named("triangles,edges,bounds,pairs,stats,help")));
		flow_tick(a);
		flow_tick(&b);
	}
	const actor *pa = &a->w.actors[a->w.player], *pb = &b.w.actors[b.w.player];
	assert_memory_equal(&pa->box, &pb->box, sizeof pa->box);
	assert_int_equal(a->w.score, b.w.score);
	assert_true(pa->box.center.x > 100.0f);
	session_fini(&b);
}

/* A crowd's actors drawn top-down with their shapes made on two threads
 * (the second half appended) give the pixels of one thread's. */
static void a_crowd_drawn_on_two_threads_is_the_same(void **state)
{
	(void)state;
	char path[512], err[512] = "";
	snprintf(path, sizeof path, "%s/tint.tmj", data);
	app_options o = {.headless = true, .seed = OPTIONS_DEFAULT_SEED, .stress = 3000};
	session s;
	if (!flow_init(&s, &o, path, err, sizeof err))
		fail_msg("flow_init(%s): %s", path, err);
	for (int i = 0; i < 5; i++)
		assert_true(flow_tick(&s));
	shot sh;
	shot_open(&sh, &s.w);
	render_split_from(SIZE_MAX);
	SDL_Surface *one = draw(&sh, &s, 0);
	render_split_from(1);
	SDL_Surface *two = draw(&sh, &s, 0);
	render_split_from(2048);
	long differ = 0, shown = 0;
	SDL_Color ground = pixel(one, 0, 0);
	for (int y = 0; y < one->h; y++)
		for (int x = 0; x < one->w; x++) {
			differ += !same_rgb(pixel(one, x, y), pixel(two, x, y));
			shown += !same_rgb(pixel(one, x, y), ground);
		}
	print_message("%ld of %d pixels show something; %ld differ\n", shown, one->w * one->h, differ);
	assert_true(shown > one->w * one->h / 4);
	assert_int_equal(differ, 0);
	SDL_FreeSurface(one);
	SDL_FreeSurface(two);
	shot_close(&sh);
	session_fini(&s);
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(tint_shows, fixture_open, fixture_close),
		cmocka_unit_test_setup_teardown(overlays_touch_only_their_pixels, fixture_open,
		                                fixture_close),
		cmocka_unit_test_setup_teardown(drawing_reads_only, fixture_open, fixture_close),
		cmocka_unit_test(a_crowd_drawn_on_two_threads_is_the_same),
		cmocka_unit_test_setup_teardown(marked_footprints_have_no_fills, fixture_open,
		                                fixture_close),
		cmocka_unit_test_setup_teardown(seen_list_and_bounds_left_to_marks, fixture_open,
		                                fixture_close),
		cmocka_unit_test_setup_teardown(edge_arrowheads_only_where_they_show, fixture_open,
		                                fixture_close),
		cmocka_unit_test_setup_teardown(seen_list_and_bounds_left_to_edges_in_3d, fixture_open,
		                                fixture_close),
	};
	run_args(argc, argv, 1, "DATA_DIR");
	data = argv[1];
	return cmocka_run_group_tests_name("frame", tests, NULL, NULL);
}
