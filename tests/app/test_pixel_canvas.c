/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Shapes painted on the CPU: a pixel is covered when its centre is in the
 * shape (left and top edges in, right and bottom out), two shapes sharing
 * an edge never cover a pixel twice, a quad covers what its two triangles
 * do, blending matches SDL's blend done one shape after another, a
 * later shape covers an earlier one across the bands they are painted in,
 * a shaded triangle's colours follow its corners', corners half a subpixel
 * off the grid round away from zero, pictures paint as one-pixel squares,
 * random shapes follow
 * the rule pixel by pixel, two threads paint
 * what one does, and a canvas filled or set holds a whole opaque picture. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "pixel_canvas.h"

#define W 64
#define H 48

static rgba8 px(const pixel_canvas *c, int x, int y)
{
	return c->px[(size_t)y * (size_t)c->w + (size_t)x];
}

static int covered(const pixel_canvas *c)
{
	int n = 0;
	for (int y = 0; y < c->h; y++)
		for (int x = 0; x < c->w; x++)
			n += px(c, x, y).a != 0;
	return n;
}

/* The rectangle from (1.5, 1.5) to (4.5, 3.5) holds the centres of
 * columns 1 to 3 and rows 2 and 3: its edges pass through centres, those
 * of its left and bottom edges are in (GL's rule, whose rows count up). */
static void centres_decide(void **state)
{
	pixel_canvas *c = *state;
	vec2s q[4] = {{{1.5f, 1.5f}}, {{4.5f, 1.5f}}, {{4.5f, 3.5f}}, {{1.5f, 3.5f}}};
	pixel_canvas_polygon(c, q, 4, (rgba8){9, 8, 7, 255}, false);
	pixel_canvas_finish(c);
	assert_int_equal(covered(c), 6);
	for (int y = 2; y < 4; y++)
		for (int x = 1; x < 4; x++)
			assert_int_equal(px(c, x, y).r, 9);
	assert_true(c->x0 == 1 && c->x1 == 4 && c->y0 == 2 && c->y1 == 4);
}

/* Corners half a subpixel (1/512 pixel) short of pixel centres round
 * away from zero, as roundf does, onto the centres: the rule then keeps
 * the rectangle's left and bottom edges' centres, as in centres_decide.
 * Rounded down, its top and bottom would move above the centres of rows
 * 1 and 3, and it would cover rows 1 and 2. */
static void halves_round_away(void **state)
{
	pixel_canvas *c = *state;
	const float half = 1.0f / 512.0f;
	vec2s q[4] = {{{1.5f - half, 1.5f - half}},
	              {{4.5f - half, 1.5f - half}},
	              {{4.5f - half, 3.5f - half}},
	              {{1.5f - half, 3.5f - half}}};
	pixel_canvas_polygon(c, q, 4, (rgba8){9, 8, 7, 255}, false);
	pixel_canvas_finish(c);
	assert_int_equal(covered(c), 6);
	assert_true(c->x0 == 1 && c->x1 == 4 && c->y0 == 2 && c->y1 == 4);
}

/* A translucent quad as two triangles blends each pixel once, and covers
 * the pixels the quad painted as one does. */
static void shared_edges_cover_once(void **state)
{
	(void)state;
	pixel_canvas one = {0}, two = {0};
	assert_true(pixel_canvas_size(&one, W, H) && pixel_canvas_size(&two, W, H));
	vec2s q[4] = {{{3.2f, 2.7f}}, {{40.1f, 9.9f}}, {{35.3f, 30.2f}}, {{6.6f, 21.0f}}};
	rgba8 c = {200, 100, 50, 110};
	pixel_canvas_polygon(&one, q, 4, c, true);
	pixel_canvas_polygon(&two, (vec2s[]){q[0], q[1], q[2]}, 3, c, true);
	pixel_canvas_polygon(&two, (vec2s[]){q[0], q[2], q[3]}, 3, c, true);
	pixel_canvas_finish(&one);
	pixel_canvas_finish(&two);
	assert_true(covered(&one) > 500);
	assert_memory_equal(one.px, two.px, sizeof *one.px * W * H);
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++)
			assert_true(px(&two, x, y).a == 0 || px(&two, x, y).a == 110);
	pixel_canvas_free(&one);
	pixel_canvas_free(&two);
}

/* Colour a over opaque b gives b's pixel blended as SDL would draw a on
 * b: a * alpha + b * (1 - alpha); unblended, a shape replaces what is
 * there, opaque. */
static void blending_matches_drawing_in_turn(void **state)
{
	pixel_canvas *c = *state;
	vec2s q[4] = {{{0.0f, 0.0f}}, {{8.0f, 0.0f}}, {{8.0f, 8.0f}}, {{0.0f, 8.0f}}};
	pixel_canvas_polygon(c, q, 4, (rgba8){0, 0, 200, 255}, true);
	pixel_canvas_polygon(c, q, 4, (rgba8){255, 0, 0, 51}, true);
	pixel_canvas_finish(c);
	rgba8 p = px(c, 3, 3);
	assert_int_equal(p.a, 255);
	assert_int_equal(p.r, 51);
	assert_int_equal(p.b, 160);
	pixel_canvas_polygon(c, q, 4, (rgba8){1, 2, 3, 40}, false);
	pixel_canvas_finish(c);
	p = px(c, 3, 3);
	assert_true(p.r == 1 && p.g == 2 && p.b == 3 && p.a == 255);
}

/* Filled, every pixel is the colour made opaque, all painted, and what
 * waited is dropped; a translucent shape over it blends with every alpha
 * as over any opaque pixel; set, the canvas holds the pixels given; cleared,
 * nothing that counts as painted, and a shape painted then shows alone. */
static void filled_and_set_hold_whole_pictures(void **state)
{
	pixel_canvas *c = *state;
	vec2s q[4] = {{{0.0f, 0.0f}}, {{8.0f, 0.0f}}, {{8.0f, 8.0f}}, {{0.0f, 8.0f}}};
	pixel_canvas_polygon(c, q, 4, (rgba8){255, 255, 255, 255}, false);
	pixel_canvas_fill(c, (rgba8){10, 20, 30, 0});
	pixel_canvas_finish(c);
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++) {
			rgba8 p = px(c, x, y);
			assert_true(p.r == 10 && p.g == 20 && p.b == 30 && p.a == 255);
		}
	assert_true(c->x0 == 0 && c->y0 == 0 && c->x1 == W && c->y1 == H);
	for (int a = 0; a < 256; a++) {
		/* Painted ahead: the fill alone, or with the shape over it. */
		pixel_canvas_fill(c, (rgba8){0, 0, 200, 255});
		if (a % 3 == 1)
			pixel_canvas_paint_ahead(c);
		pixel_canvas_polygon(c, q, 4, (rgba8){255, 0, 0, (uint8_t)a}, true);
		if (a % 3 == 2)
			pixel_canvas_paint_ahead(c);
		pixel_canvas_finish(c);
		rgba8 p = px(c, 3, 3);
		/* SDL's blend in whole bytes: src * a + dst * (1 - a), rounded. */
		assert_int_equal(p.r, (255 * a + 127) / 255);
		assert_int_equal(p.b, (200 * (255 - a) + 127) / 255);
		assert_int_equal(p.a, 255);
	}
	rgba8 *pic = malloc(sizeof *pic * W * H);
	assert_non_null(pic);
	for (int k = 0; k < W * H; k++)
		pic[k] = (rgba8){(uint8_t)k, (uint8_t)(k >> 8), 7, 255};
	pixel_canvas_set(c, pic);
	pixel_canvas_finish(c);
	assert_memory_equal(c->px, pic, sizeof *pic * W * H);
	assert_true(pixel_canvas_dirty(c));
	pixel_canvas_clear(c);
	assert_false(pixel_canvas_dirty(c));
	/* The whole picture's pixels are left where nothing is painted
	 * since, and no shape finds paint under it. */
	assert_false(pixel_canvas_painted_under(c, q, 4));
	/* A shape painted then: its tile's rows are zeroed, and it alone is
	 * painted there. */
	pixel_canvas_polygon(c, q, 4, (rgba8){255, 255, 255, 255}, false);
	pixel_canvas_finish(c);
	int lit = 0;
	for (int y = 0; y < PIXEL_CANVAS_TILE && y < H; y++)
		for (int x = 0; x < W; x++)
			lit += px(c, x, y).a != 0;
	assert_int_equal(lit, 64);
	assert_true(pixel_canvas_painted_under(c, q, 4));
	/* Between painted rows, the left pixels count as unpainted. */
	pixel_canvas tall = {0};
	assert_true(pixel_canvas_size(&tall, W, 4 * PIXEL_CANVAS_TILE));
	rgba8 *opaque = calloc((size_t)W * 4 * PIXEL_CANVAS_TILE, sizeof *opaque);
	assert_non_null(opaque);
	for (int k = 0; k < W * 4 * PIXEL_CANVAS_TILE; k++)
		opaque[k] = (rgba8){1, 2, 3, 255};
	pixel_canvas_set(&tall, opaque);
	pixel_canvas_clear(&tall);
	vec2s low[4] = {{{0.0f, 100.0f}}, {{8.0f, 100.0f}}, {{8.0f, 108.0f}}, {{0.0f, 108.0f}}},
	      mid[4] = {{{0.0f, 40.0f}}, {{W, 40.0f}}, {{W, 90.0f}}, {{0.0f, 90.0f}}};
	pixel_canvas_polygon(&tall, q, 4, (rgba8){255, 255, 255, 255}, false);
	pixel_canvas_polygon(&tall, low, 4, (rgba8){255, 255, 255, 255}, false);
	pixel_canvas_finish(&tall);
	assert_false(pixel_canvas_painted_under(&tall, mid, 4));
	assert_true(pixel_canvas_painted_under(&tall, low, 4));
	pixel_canvas_free(&tall);
	free(opaque);
	/* Cleared as it is, nothing counts as painted anywhere. */
	pixel_canvas_clear(c);
	assert_false(pixel_canvas_dirty(c));
	vec2s all[4] = {{{0.0f, 0.0f}}, {{W, 0.0f}}, {{W, H}}, {{0.0f, H}}};
	assert_false(pixel_canvas_painted_under(c, all, 4));
	for (int y = 0; y < PIXEL_CANVAS_TILE && y < H; y++)
		for (int x = 0; x < W; x++)
			assert_int_equal(px(c, x, y).a, 0);
	free(pic);
}

/* A tall shape then a later one over it, across the bands of rows the
 * canvas paints one by one: the later shows everywhere they meet. Cleared,
 * nothing is painted. */
static void later_covers_earlier_across_bands(void **state)
{
	pixel_canvas *c = *state;
	vec2s tall[3] = {{{10.0f, 0.0f}}, {{30.0f, 47.0f}}, {{2.0f, 40.0f}}};
	vec2s wide[4] = {{{0.0f, 10.0f}}, {{64.0f, 10.0f}}, {{64.0f, 30.0f}}, {{0.0f, 30.0f}}};
	pixel_canvas_polygon(c, tall, 3, (rgba8){1, 0, 0, 255}, false);
	pixel_canvas_polygon(c, wide, 4, (rgba8){2, 0, 0, 255}, false);
	assert_true(pixel_canvas_dirty(c));
	vec2s on_tall[3] = {{{9.0f, 4.0f}}, {{11.0f, 4.0f}}, {{10.0f, 7.0f}}};
	vec2s off_both[3] = {{{50.0f, 40.0f}}, {{60.0f, 40.0f}}, {{55.0f, 46.0f}}};
	assert_true(pixel_canvas_painted_under(c, on_tall, 3));
	assert_false(pixel_canvas_painted_under(c, off_both, 3));
	for (int y = 10; y < 30; y++)
		for (int x = 0; x < W; x++)
			assert_int_equal(px(c, x, y).r, 2);
	assert_int_equal(px(c, 10, 35).r, 1);
	pixel_canvas_clear(c);
	assert_false(pixel_canvas_dirty(c));
	assert_int_equal(covered(c), 0);
	pixel_canvas_free(c);
}

/* A shaded triangle covers the pixels the triangle of one colour does;
 * with its corners all one colour it paints that colour, and shaded, each
 * pixel's channel is the plane through the corners' at its centre,
 * rounded: along a gradient of red from 0 at x = 0 to 255 at x = 51, the
 * pixel of column x holds 5 x + 2.5 rounded. */
static void shaded_follows_its_corners(void **state)
{
	pixel_canvas *c = *state, flat = {0};
	assert_true(pixel_canvas_size(&flat, W, H));
	vec2s t[3] = {{{0.0f, 0.0f}}, {{51.0f, 0.0f}}, {{0.0f, 40.0f}}};
	rgba8 one[3] = {{7, 8, 9, 255}, {7, 8, 9, 255}, {7, 8, 9, 255}};
	pixel_canvas_shaded(c, t, one, false);
	pixel_canvas_polygon(&flat, t, 3, one[0], false);
	pixel_canvas_finish(c);
	pixel_canvas_finish(&flat);
	assert_int_equal(covered(c), covered(&flat));
	assert_memory_equal(c->px, flat.px, sizeof *c->px * W * H);
	pixel_canvas_free(&flat);
	pixel_canvas_clear(c);
	rgba8 red[3] = {{0, 0, 0, 255}, {255, 0, 0, 255}, {0, 0, 0, 255}};
	pixel_canvas_shaded(c, t, red, false);
	pixel_canvas_finish(c);
	for (int x = 0; x < 40; x++)
		assert_int_equal(px(c, x, 5).r, (int)(5.0f * (float)x + 2.5f + 0.5f));
}

/* A shaded triangle whose colour changes only down its rows (its top two
 * corners alike: a band fading across the picture) paints each row in the
 * one colour the plane gives at the row's centres, blended over what lies
 * under it as a shape of that colour blends: alpha from 0 at y = 0 to 255
 * at y = 40 is 6.375 (y + 0.5) rounded (never halfway) on row y. */
static void a_fading_band_paints_rows_of_one_colour(void **state)
{
	pixel_canvas *c = *state, ref = {0};
	assert_true(pixel_canvas_size(&ref, W, H));
	vec2s t[3] = {{{0.0f, 0.0f}}, {{51.0f, 0.0f}}, {{0.0f, 40.0f}}};
	rgba8 under = {20, 90, 160, 255};
	rgba8 fade[3] = {{200, 40, 10, 0}, {200, 40, 10, 0}, {200, 40, 10, 255}};
	pixel_canvas_fill(c, under);
	pixel_canvas_shaded(c, t, fade, true);
	pixel_canvas_finish(c);
	for (int y = 0; y < 40; y++) {
		uint8_t a = (uint8_t)(6.375f * ((float)y + 0.5f) + 0.5f);
		vec2s row[4] = {{{0.0f, (float)y}}, {{(float)W, (float)y}}, {{(float)W, (float)y + 1.0f}},
		                {{0.0f, (float)y + 1.0f}}};
		pixel_canvas_fill(&ref, under);
		pixel_canvas_polygon(&ref, row, 4, (rgba8){200, 40, 10, a}, true);
		pixel_canvas_finish(&ref);
		/* The pixels whose centres lie well inside the triangle. */
		for (int x = 0; (float)x + 1.5f < 51.0f * (1.0f - ((float)y + 0.5f) / 40.0f); x++) {
			rgba8 got = px(c, x, y), want = px(&ref, x, y);
			assert_memory_equal(&got, &want, sizeof got);
		}
	}
	pixel_canvas_free(&ref);
}

/* A random picture of up to 40 by 30 pixels from near (x, y), some of it
 * off the canvas: shades 0 to 9 (8 and 9 pick no colour), colours
 * opaque, translucent and clear. */
static pixel_canvas_picture random_picture(uint8_t *shade, uint64_t s, int x, int y)
{
	pixel_canvas_picture p = {shade, x - 10, y - 10, 1 + (int)(s % 40), 1 + (int)((s >> 8) % 30),
	                          {{0}}, (s >> 16) % 3 != 0};
	for (int k = 0; k < PIXEL_CANVAS_SHADES; k++) {
		uint64_t c = s * (uint64_t)(k + 3) * 0x9e3779b97f4a7c15u;
		uint8_t a = k % 3 == 0 ? 255 : k % 3 == 1 ? (uint8_t)(c >> 40) : 0;
		p.colour[k] = (rgba8){(uint8_t)(c >> 8), (uint8_t)(c >> 16), (uint8_t)(c >> 24), a};
	}
	for (int k = 0; k < p.w * p.h; k++) {
		s = s * 6364136223846793005u + 1442695040888963407u;
		shade[k] = (uint8_t)((s >> 33) % 10);
	}
	return p;
}

/* Pictures paint what each of their pixels painted as a one-pixel square
 * of its colour paints, in order among other shapes, across bands and
 * the canvas's edges. */
static void pictures_paint_as_squares(void **state)
{
	(void)state;
	pixel_canvas pic = {0}, sq = {0};
	assert_true(pixel_canvas_size(&pic, W, H) && pixel_canvas_size(&sq, W, H));
	static uint8_t shade[12][40 * 30];
	uint64_t s = 4242;
	for (int k = 0; k < 12; k++) {
		int x = (int)(s % (W + 10)), y = (int)((s >> 12) % (H + 10));
		pixel_canvas_picture p = random_picture(shade[k], s, x, y);
		pixel_canvas_paint_picture(&pic, &p);
		for (int j = 0; j < p.h; j++)
			for (int i = 0; i < p.w; i++) {
				uint8_t v = p.shade[j * p.w + i];
				if (v == 0 || v >= PIXEL_CANVAS_SHADES)
					continue;
				float fx = (float)(p.x + i), fy = (float)(p.y + j);
				vec2s q[4] = {{{fx, fy}}, {{fx + 1.0f, fy}}, {{fx + 1.0f, fy + 1.0f}},
				              {{fx, fy + 1.0f}}};
				pixel_canvas_polygon(&sq, q, 4, p.colour[v], p.blend);
			}
		/* A shape over each picture: the order holds. */
		vec2s t[3] = {{{(float)x, (float)y}}, {{(float)x + 9.3f, (float)y + 2.0f}},
		              {{(float)x + 2.0f, (float)y + 8.6f}}};
		rgba8 col = {(uint8_t)(s >> 20), 90, (uint8_t)(s >> 28), (uint8_t)(s >> 36)};
		pixel_canvas_polygon(&pic, t, 3, col, true);
		pixel_canvas_polygon(&sq, t, 3, col, true);
		s = s * 6364136223846793005u + 1442695040888963407u;
	}
	pixel_canvas_finish(&pic);
	pixel_canvas_finish(&sq);
	assert_true(covered(&sq) > 0);
	assert_memory_equal(pic.px, sq.px, sizeof *sq.px * W * H);
	assert_memory_equal(pic.tile, sq.tile, (size_t)(sq.tiles_w * sq.tiles_h));
	pixel_canvas_free(&pic);
	pixel_canvas_free(&sq);
}

/* Enough shapes to be painted on two threads, some painted ahead while
 * more are queued, give the pixels, painted rectangle and tiles that the
 * same shapes painted a few at a time (on the caller's thread alone)
 * give: big, small, blended, opaque and shaded ones overlapping across
 * the bands where the threads' halves meet. */
static void two_threads_paint_as_one(void **state)
{
	(void)state;
	pixel_canvas two = {0}, one = {0};
	assert_true(pixel_canvas_size(&two, 200, 150) && pixel_canvas_size(&one, 200, 150));
	uint64_t s = 12345;
	for (int k = 0; k < PIXEL_CANVAS_SPLIT + 500; k++) {
		vec2s p[4];
		float x = (float)(s % 190), y = (float)((s >> 8) % 140), r = (float)((s >> 16) % 9 + 1);
		p[0] = (vec2s){{x, y}};
		p[1] = (vec2s){{x + r, y + 0.3f}};
		p[2] = (vec2s){{x + r - 0.7f, y + r * 1.5f}};
		p[3] = (vec2s){{x - 0.2f, y + r}};
		rgba8 col = {(uint8_t)s, (uint8_t)(s >> 24), (uint8_t)(s >> 32), (uint8_t)(s >> 40)};
		bool blend = (s >> 48) % 2 == 0;
		int n = 3 + (int)((s >> 50) % 2);
		if (k % 400 == 150) { /* and pictures */
			static uint8_t shade[12][40 * 30];
			pixel_canvas_picture pic =
			    random_picture(shade[k / 400], s, (int)(s % 200), (int)((s >> 12) % 150));
			pixel_canvas_paint_picture(&two, &pic);
			pixel_canvas_paint_picture(&one, &pic);
		} else if (k % 50 == 7) { /* shaded ones among them */
			rgba8 cs[3] = {col, {col.b, col.r, col.g, col.a}, {9, 200, 90, 255}};
			pixel_canvas_shaded(&two, p, cs, blend);
			pixel_canvas_shaded(&one, p, cs, blend);
		} else {
			pixel_canvas_polygon(&two, p, n, col, blend);
			pixel_canvas_polygon(&one, p, n, col, blend);
		}
		if (k % 1000 == 999)
			pixel_canvas_finish(&one);
		if (k % 700 == 699)
			pixel_canvas_paint_ahead(&two);
		s = s * 6364136223846793005u + 1442695040888963407u;
	}
	pixel_canvas_finish(&two);
	pixel_canvas_finish(&one);
	assert_memory_equal(two.px, one.px, sizeof *one.px * 200 * 150);
	assert_memory_equal(two.tile, one.tile, (size_t)(one.tiles_w * one.tiles_h));
	assert_true(two.x0 == one.x0 && two.y0 == one.y0 && two.x1 == one.x1 && two.y1 == one.y1);
	pixel_canvas_free(&two);
	pixel_canvas_free(&one);
}

/* The rule, pixel by pixel: corners on GL's grid of 1/256 pixel; in row
 * y, each edge whose height range holds the row's centre (from just below
 * its top to its bottom) crosses it at an x found from its top end; the
 * pixels whose centres lie from the leftmost crossing (in) to the
 * rightmost (out) are covered. */
static bool rule_covers(const vec2s *p, int n, int x, int y)
{
	float yc = (float)y + 0.5f, xc = (float)x + 0.5f, lo = 1e30f, hi = -1e30f;
	for (int k = 0; k < n; k++) {
		vec2s a = p[k], b = p[(k + 1) % n];
		a = (vec2s){{roundf(a.x * 256.0f) / 256.0f, roundf(a.y * 256.0f) / 256.0f}};
		b = (vec2s){{roundf(b.x * 256.0f) / 256.0f, roundf(b.y * 256.0f) / 256.0f}};
		if (b.y < a.y || (b.y == a.y && b.x < a.x)) {
			vec2s t = a;
			a = b;
			b = t;
		}
		if (!(a.y < yc && yc <= b.y))
			continue;
		float cross = a.x + (yc - a.y) * ((b.x - a.x) / (b.y - a.y));
		lo = cross < lo ? cross : lo;
		hi = cross > hi ? cross : hi;
	}
	return lo < hi && xc >= lo && xc < hi;
}

/* Random triangles and convex quads, big and small, slivers among them,
 * many with corners on pixel centres or edges and some far outside the
 * canvas, cover exactly the pixels the rule gives. */
static void random_shapes_follow_the_rule(void **state)
{
	(void)state;
	uint64_t s = 987654321;
	for (int k = 0; k < 4000; k++) {
		int n = 3 + (int)(s % 2);
		float cx = (float)((s >> 4) % 96) - 16.0f, cy = (float)((s >> 12) % 80) - 16.0f;
		float rx = (float)((s >> 20) % 400) / 10.0f + 0.1f, ry = (float)((s >> 30) % 400) / 10.0f;
		float turn = (float)((s >> 40) % 628) / 100.0f;
		if ((s >> 50) % 8 == 0)
			ry *= 0.01f; /* a sliver */
		vec2s p[4];
		for (int i = 0; i < n; i++) {
			float t = turn + (float)i * 6.2831853f / (float)n + (float)((s >> (i + 52)) % 2) * 0.4f;
			p[i] = (vec2s){{cx + rx * cosf(t), cy + ry * sinf(t)}};
			if ((s >> 58) % 3 == 0) /* on centres or corners of pixels */
				p[i] = (vec2s){{roundf(p[i].x * 2.0f) / 2.0f, roundf(p[i].y * 2.0f) / 2.0f}};
			if ((s >> 61) % 8 == 0 && i == 0)
				p[i].x *= 1000.0f; /* far outside */
		}
		pixel_canvas c = {0}; /* fresh: a cleared canvas may keep stale rows */
		assert_true(pixel_canvas_size(&c, W, H));
		pixel_canvas_polygon(&c, p, n, (rgba8){1, 2, 3, 255}, false);
		pixel_canvas_finish(&c);
		for (int y = 0; y < H; y++)
			for (int x = 0; x < W; x++)
				if ((px(&c, x, y).a != 0) != rule_covers(p, n, x, y))
					fail_msg("shape %d: pixel %d %d", k, x, y);
		pixel_canvas_free(&c);
		s = s * 6364136223846793005u + 1442695040888963407u;
	}
}

/* A fresh canvas for each test. */
static int fresh(void **state)
{
	pixel_canvas *c = calloc(1, sizeof *c);
	*state = c;
	return c != NULL && pixel_canvas_size(c, W, H) ? 0 : -1;
}

static int done(void **state)
{
	pixel_canvas_free(*state);
	free(*state);
	return 0;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(centres_decide, fresh, done),
		cmocka_unit_test_setup_teardown(halves_round_away, fresh, done),
		cmocka_unit_test(pictures_paint_as_squares),
		cmocka_unit_test(random_shapes_follow_the_rule),
		cmocka_unit_test(shared_edges_cover_once),
		cmocka_unit_test_setup_teardown(blending_matches_drawing_in_turn, fresh, done),
		cmocka_unit_test_setup_teardown(later_covers_earlier_across_bands, fresh, done),
		cmocka_unit_test_setup_teardown(shaded_follows_its_corners, fresh, done),
		cmocka_unit_test_setup_teardown(a_fading_band_paints_rows_of_one_colour, fresh, done),
		cmocka_unit_test(two_threads_paint_as_one),
		cmocka_unit_test_setup_teardown(filled_and_set_hold_whole_pictures, fresh, done),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
