/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Boxes painted by the processor: a nearer box hides a farther one, a
 * box covers every pixel whose centre its outline holds and no other (its
 * faces meet without a gap), its faces take their lit colours, of two at
 * one depth the first stays, thick fog paints everything its colour, a
 * box reaching behind the eye is cut, not lost, two threads paint what one
 * does, and the copy holds each depth as the window's word. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "box_raster.h"
#include "scene3d.h"
#include "test_main.h"

#define W 160
#define H 120

/* The view from eye towards target as the game's camera makes it
 * (camera.c): the map's y mirrored for glm's look-at, then back. */
static box_raster_view view_of(vec3s eye, vec3s target)
{
	vec3s e = {{eye.x, -eye.y, eye.z}}, t = {{target.x, -target.y, target.z}};
	mat4s look = glms_lookat(e, t, (vec3s){{0.0f, 0.0f, 1.0f}});
	mat4s proj = glms_perspective(glm_rad(45.0f), (float)W / (float)H, 10.0f, 2000.0f);
	mat4s flip = glms_scale_make((vec3s){{1.0f, -1.0f, 1.0f}});
	return (box_raster_view){.clip = glms_mat4_mul(proj, glms_mat4_mul(look, flip)),
	                         .w = W,
	                         .h = H,
	                         .eye = eye,
	                         .lit = true};
}

/* A box on the square of side 2 half round (x, y), from the ground up to
 * top, its corners counter-clockwise in the map's numbers. */
static scene3d_part box_at(float x, float y, float half, float top, uint8_t r, uint8_t g,
                           uint8_t b)
{
	return (scene3d_part){.c = {x - half, y - half, x + half, y - half, x + half, y + half,
	                            x - half, y + half},
	                      .z0 = 0.0f,
	                      .z1 = top,
	                      .r = r,
	                      .g = g,
	                      .b = b,
	                      .a = 255};
}

/* Parts p (n) painted seen as v, as boxes drawn whole. */
static void paint(box_raster *r, const box_raster_view *v, scene3d_part *p, size_t n)
{
	scene3d_parts box = {p, n, n}, none = {0};
	assert_true(box_raster_draw(r, v, (box_raster_parts){&box, &none, &none}));
}

static uint32_t colour_at(const box_raster *r, int x, int y)
{
	return r->pixels[2 * ((size_t)y * (size_t)r->stride + (size_t)x)];
}

static float depth_at(const box_raster *r, int x, int y)
{
	float d;
	memcpy(&d, &r->pixels[2 * ((size_t)y * (size_t)r->stride + (size_t)x) + 1], sizeof d);
	return d;
}

/* Where map point (x, y, z) lands on the picture, GL's rows counted up. */
static vec2s window_of(const box_raster_view *v, float x, float y, float z)
{
	vec4s c = glms_mat4_mulv(v->clip, (vec4s){{x, y, z, 1.0f}});
	return (vec2s){{(c.x / c.w * 0.5f + 0.5f) * (float)v->w, (c.y / c.w * 0.5f + 0.5f) * (float)v->h}};
}

static uint32_t rgba(SDL_Color c)
{
	return (uint32_t)c.r | (uint32_t)c.g << 8 | (uint32_t)c.b << 16 | 0xff000000u;
}

static uint32_t colour_under(const box_raster *r, const box_raster_view *v, float x, float y,
                             float z)
{
	vec2s p = window_of(v, x, y, z);
	return colour_at(r, (int)p.x, (int)p.y);
}

static void a_nearer_box_hides_a_farther(void **state)
{
	(void)state;
	box_raster r = {0};
	box_raster_view v = view_of((vec3s){{0.0f, 400.0f, 150.0f}}, (vec3s){{0.0f, 0.0f, 0.0f}});
	v.lit = false;
	scene3d_part p[2] = {box_at(0.0f, -100.0f, 20.0f, 120.0f, 0, 0, 255),
	                     box_at(0.0f, 100.0f, 20.0f, 40.0f, 255, 0, 0)};
	paint(&r, &v, p, 2);
	/* The near box's face towards the eye, and the far one's above it. */
	vec2s near = window_of(&v, 0.0f, 120.0f, 20.0f), far = window_of(&v, 0.0f, -80.0f, 110.0f);
	assert_true(near.x >= 0.0f && near.x < W && near.y >= 0.0f && near.y < H);
	assert_true(far.x >= 0.0f && far.x < W && far.y >= 0.0f && far.y < H);
	assert_int_equal(colour_at(&r, (int)near.x, (int)near.y), 0xff0000ffu);
	assert_int_equal(colour_at(&r, (int)far.x, (int)far.y), 0xffff0000u);
	/* Drawn the other way round, the same. */
	scene3d_part q[2] = {p[1], p[0]};
	paint(&r, &v, q, 2);
	assert_int_equal(colour_at(&r, (int)near.x, (int)near.y), 0xff0000ffu);
	assert_true(depth_at(&r, (int)near.x, (int)near.y) < depth_at(&r, (int)far.x, (int)far.y));
	box_raster_fini(&r);
}

/* The pixels r painted, each checked to be colour. */
static long painted_in(const box_raster *r, uint32_t colour)
{
	long n = 0;
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++) {
			uint32_t c = colour_at(r, x, y);
			assert_true(c == 0 || c == colour);
			n += c != 0;
		}
	return n;
}

static double cross(vec2s o, vec2s a, vec2s b)
{
	double ax = (double)a.x - (double)o.x, ay = (double)a.y - (double)o.y;
	double bx = (double)b.x - (double)o.x, by = (double)b.y - (double)o.y;
	return ax * by - ay * bx;
}

static int by_x(const void *a, const void *b)
{
	const vec2s *p = a, *q = b;
	return p->x < q->x ? -1 : p->x > q->x ? 1 : p->y < q->y ? -1 : p->y > q->y;
}

/* The convex hull of p (n), counter-clockwise, into h; its corners. */
static int hull(vec2s *p, int n, vec2s *h)
{
	qsort(p, (size_t)n, sizeof *p, by_x);
	int k = 0;
	for (int i = 0; i < n; i++) {
		while (k >= 2 && cross(h[k - 2], h[k - 1], p[i]) <= 0.0)
			k--;
		h[k++] = p[i];
	}
	for (int i = n - 2, t = k + 1; i >= 0; i--) {
		while (k >= t && cross(h[k - 2], h[k - 1], p[i]) <= 0.0)
			k--;
		h[k++] = p[i];
	}
	return k - 1;
}

/* The least distance of q inside hull h (n corners), negative outside. */
static double inside_by(const vec2s *h, int n, vec2s q)
{
	double least = HUGE_VAL;
	for (int i = 0; i < n; i++) {
		vec2s a = h[i], b = h[(i + 1) % n];
		double len = hypot((double)b.x - (double)a.x, (double)b.y - (double)a.y);
		least = fmin(least, cross(a, b, q) / len);
	}
	return least;
}

/* Seen from several sides, a box covers every pixel whose centre lies
 * inside the outline of its corners, and none outside: its top and sides
 * meet without a gap and overlap nowhere beyond it. */
static void a_box_covers_its_outline(void **state)
{
	(void)state;
	box_raster r = {0};
	const vec3s eyes[4] = {{{300.0f, 340.0f, 180.0f}},
	                       {{-250.0f, 90.0f, 400.0f}},
	                       {{37.0f, -310.0f, 60.0f}},
	                       {{5.0f, 3.0f, 500.0f}}};
	for (int e = 0; e < 4; e++) {
		box_raster_view v = view_of(eyes[e], (vec3s){{0.0f, 0.0f, 20.0f}});
		scene3d_part p = box_at(3.3f, -7.1f, 31.7f, 57.3f, 120, 200, 80);
		/* Turned a little, off the grid. */
		for (int k = 0; k < 4; k++) {
			float x = p.c[2 * k], y = p.c[2 * k + 1];
			p.c[2 * k] = 0.96f * x - 0.28f * y;
			p.c[2 * k + 1] = 0.28f * x + 0.96f * y;
		}
		paint(&r, &v, &p, 1);
		vec2s corners[8], h[9];
		for (int k = 0; k < 8; k++)
			corners[k] = window_of(&v, p.c[2 * (k % 4)], p.c[2 * (k % 4) + 1], k < 4 ? 0.0f : p.z1);
		int n = hull(corners, 8, h);
		long in = 0;
		for (int y = 0; y < H; y++)
			for (int x = 0; x < W; x++) {
				double d = inside_by(h, n, (vec2s){{(float)x + 0.5f, (float)y + 0.5f}});
				bool painted = colour_at(&r, x, y) != 0;
				if (d > 0.01 && !painted)
					fail_msg("eye %d: pixel (%d, %d), %g inside, is not painted", e, x, y, d);
				if (d < -0.01 && painted)
					fail_msg("eye %d: pixel (%d, %d), %g outside, is painted", e, x, y, -d);
				in += d > 0.01;
			}
		assert_true(in > 200);
	}
	box_raster_fini(&r);
}

/* Each face shows in its colour lit by its normal, as scene3d_lit lights
 * it: the top, and the two sides that face the eye. */
static void faces_take_their_lit_colours(void **state)
{
	(void)state;
	box_raster r = {0};
	box_raster_view v = view_of((vec3s){{300.0f, 340.0f, 250.0f}}, (vec3s){{0.0f, 0.0f, 0.0f}});
	scene3d_part p = box_at(0.0f, 0.0f, 40.0f, 60.0f, 200, 100, 50);
	paint(&r, &v, &p, 1);
	SDL_Color c = {200, 100, 50, 255};
	assert_int_equal(colour_under(&r, &v, 0.0f, 0.0f, 60.0f), rgba(scene3d_lit(c, (vec3s){{0, 0, 1}})));
	assert_int_equal(colour_under(&r, &v, 40.0f, 0.0f, 30.0f), rgba(scene3d_lit(c, (vec3s){{1, 0, 0}})));
	assert_int_equal(colour_under(&r, &v, 0.0f, 40.0f, 30.0f), rgba(scene3d_lit(c, (vec3s){{0, 1, 0}})));
	box_raster_fini(&r);
}

/* Of two boxes at one depth, the first drawn shows, as GL's test of less
 * keeps it. */
static void at_one_depth_the_first_stays(void **state)
{
	(void)state;
	box_raster r = {0};
	box_raster_view v = view_of((vec3s){{200.0f, 300.0f, 200.0f}}, (vec3s){{0.0f, 0.0f, 0.0f}});
	v.lit = false;
	scene3d_part p[2] = {box_at(0.0f, 0.0f, 30.0f, 50.0f, 0, 255, 0),
	                     box_at(0.0f, 0.0f, 30.0f, 50.0f, 255, 0, 0)};
	paint(&r, &v, p, 2);
	assert_true(painted_in(&r, 0xff00ff00u) > 500);
	box_raster_fini(&r);
}

/* Fog that is whole from the eye on paints a box, drawn whole or far,
 * wholly the fog's colour. */
static void thick_fog_hides_every_colour(void **state)
{
	(void)state;
	box_raster r = {0};
	box_raster_view v = view_of((vec3s){{0.0f, 400.0f, 200.0f}}, (vec3s){{0.0f, 0.0f, 0.0f}});
	v.fog_near = 0.0f;
	v.fog_far = 1.0f;
	v.fog_most = 1.0f;
	v.fog_rgb[0] = 70;
	v.fog_rgb[1] = 84;
	v.fog_rgb[2] = 110;
	scene3d_part a = box_at(-50.0f, 0.0f, 30.0f, 80.0f, 250, 10, 10);
	scene3d_part b = box_at(50.0f, 0.0f, 30.0f, 80.0f, 10, 250, 10);
	scene3d_parts box = {&a, 1, 1}, far = {&b, 1, 1}, none = {0};
	assert_true(box_raster_draw(&r, &v, (box_raster_parts){&box, &far, &none}));
	assert_true(painted_in(&r, 0xff6e5446u) > 1000);
	box_raster_fini(&r);
}

/* A long wall from behind the eye to far in front: the part in front is
 * painted, at depths inside GL's, and nothing else. */
static void a_box_behind_the_eye_is_cut(void **state)
{
	(void)state;
	box_raster r = {0};
	box_raster_view v = view_of((vec3s){{0.0f, 300.0f, 40.0f}}, (vec3s){{0.0f, 0.0f, 20.0f}});
	scene3d_part p = {.c = {30.0f, 900.0f, 30.0f, -600.0f, 50.0f, -600.0f, 50.0f, 900.0f},
	                  .z0 = 0.0f,
	                  .z1 = 60.0f,
	                  .r = 90,
	                  .g = 90,
	                  .b = 200,
	                  .a = 255};
	/* Counter-clockwise in the map's numbers. */
	for (int k = 0; k < 2; k++) {
		float t[2] = {p.c[2 * k], p.c[2 * k + 1]};
		p.c[2 * k] = p.c[6 - 2 * k];
		p.c[2 * k + 1] = p.c[7 - 2 * k];
		p.c[6 - 2 * k] = t[0];
		p.c[7 - 2 * k] = t[1];
	}
	paint(&r, &v, &p, 1);
	long painted = 0;
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++) {
			float d = depth_at(&r, x, y);
			assert_true(d >= 0.0f && d <= 1.0f);
			painted += colour_at(&r, x, y) != 0;
		}
	/* The wall's side fills the right of the picture to its edge. */
	assert_true(painted > W * H / 10);
	assert_int_not_equal(colour_at(&r, W - 1, H / 2), 0);
	box_raster_fini(&r);
}

/* A crowd of boxes in rows, seen from above and aside. */
static void crowd(scene3d_part *p, int n)
{
	for (int k = 0; k < n; k++) {
		float x = (float)(k % 20) * 23.0f - 220.0f, y = (float)(k / 20) * 19.0f - 190.0f;
		p[k] = box_at(x, y, 6.0f + (float)(k % 3), 10.0f + (float)(k % 7) * 9.0f,
		              (uint8_t)(k * 37), (uint8_t)(k * 91), (uint8_t)(k * 13));
	}
}

/* On two threads (the one beside taking every other band of rows) the
 * picture is the one a thread alone paints. */
static void two_threads_paint_as_one(void **state)
{
	(void)state;
	enum { N = 400 };
	scene3d_part p[N];
	crowd(p, N);
	box_raster_view v = view_of((vec3s){{150.0f, 420.0f, 220.0f}}, (vec3s){{0.0f, 0.0f, 0.0f}});
	v.fog_near = 200.0f;
	v.fog_far = 700.0f;
	v.fog_most = 0.8f;
	box_raster two = {0}, one = {.side_tried = true};
	paint(&two, &v, p, N);
	paint(&one, &v, p, N);
	assert_non_null(two.side);
	assert_null(one.side);
	assert_int_equal(two.first, one.first);
	assert_int_equal(two.end, one.end);
	assert_true(two.end - two.first > H / 2);
	assert_memory_equal(two.pixels, one.pixels, 2 * (size_t)one.stride * H * sizeof *one.pixels);
	box_raster_fini(&two);
	box_raster_fini(&one);
}

/* The copy, made for a window's depth words of 24 and 32 bits, rows top
 * down: each pixel's colour, bytes blue first, or where no box shows the
 * picture under's (or none), and its depth as the window's word (1, where
 * no box shows, the largest), nearer the less; of the rows that hold boxes,
 * or of every row. */
static void the_copy_holds_depth_words(void **state)
{
	(void)state;
	enum { N = 60 };
	scene3d_part p[N];
	crowd(p, N);
	box_raster r = {0};
	box_raster_view v = view_of((vec3s){{100.0f, 300.0f, 300.0f}}, (vec3s){{0.0f, -100.0f, 0.0f}});
	paint(&r, &v, p, N);
	assert_true(r.first < r.end);
	uint32_t *under = malloc((size_t)W * H * sizeof *under);
	assert_non_null(under);
	for (int j = 0; j < H; j++)
		for (int i = 0; i < W; i++)
			under[j * W + i] = (uint32_t)(j * 1000 + i) | 0xff000000u;
	assert_true(r.first > 0 || r.end < H);
	for (int k = 0; k < 8; k++) {
		int bits = k % 4 < 2 ? 24 : 32;
		const uint32_t *u = k % 2 == 0 ? under : NULL;
		bool every = k >= 4;
		assert_true(box_raster_copy(&r, u, bits, every));
		uint32_t far = bits == 24 ? 0xffffff00u : 0xffffffffu;
		long boxes = 0;
		for (int j = every ? 0 : r.first; j < (every ? H : r.end); j++)
			for (int i = 0; i < W; i++) {
				size_t at = (size_t)(H - 1 - j) * (size_t)r.stride + (size_t)i;
				uint32_t c = colour_at(&r, i, j), got = r.copy_colour[at], d = r.copy_depth[at];
				if (c == 0) {
					assert_int_equal(got, u != NULL ? u[j * W + i] : 0u);
					assert_int_equal(d, far);
					continue;
				}
				boxes++;
				assert_int_equal(got, (c & 0xff00ff00u) | ((c >> 16) & 0xffu) | ((c & 0xffu) << 16));
				assert_true(d < far);
				assert_true(fabs((double)d / far - (double)depth_at(&r, i, j)) < 1e-6);
			}
		assert_true(boxes > 1000);
	}
	free(under);
	box_raster_fini(&r);
}

TEST_MAIN("box_raster", cmocka_unit_test(a_nearer_box_hides_a_farther),
          cmocka_unit_test(a_box_covers_its_outline),
          cmocka_unit_test(faces_take_their_lit_colours),
          cmocka_unit_test(at_one_depth_the_first_stays),
          cmocka_unit_test(thick_fog_hides_every_colour),
          cmocka_unit_test(a_box_behind_the_eye_is_cut),
          cmocka_unit_test(two_threads_paint_as_one),
          cmocka_unit_test(the_copy_holds_depth_words))
