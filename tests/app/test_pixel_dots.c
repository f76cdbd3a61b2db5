/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Marks smaller than a pixel: one rectangle a run of marked pixels of one
 * shade along a row, the highest shade kept where marks share a pixel,
 * nothing outside the rectangle covered; the marks as a picture paint what
 * those rectangles do. Quads marked paint as the canvas paints them. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "pixel_dots.h"

static const rgba8 colour[3] = {{0, 0, 0, 0}, {1, 1, 1, 255}, {2, 2, 2, 255}};

/* Three marks side by side in one shade: one rectangle over the three
 * pixels; a fourth of another shade after them: a second. */
static void a_run_is_one_rectangle(void **state)
{
	(void)state;
	pixel_dots d = {0};
	batch b = {0};
	assert_true(pixel_dots_begin(&d, 10.5f, 20.0f, 8.0f, 4.0f));
	for (int k = 0; k < 3; k++)
		assert_true(pixel_dots_put(&d, (vec2s){{12.2f + (float)k, 21.7f}}, 1));
	assert_true(pixel_dots_put(&d, (vec2s){{15.9f, 21.0f}}, 2));
	pixel_dots_draw(&d, &b, colour);
	assert_int_equal(b.count, 12);
	float x0 = b.v[0].x, x1 = b.v[0].x, y0 = b.v[0].y, y1 = b.v[0].y;
	for (int k = 1; k < 6; k++) {
		x0 = b.v[k].x < x0 ? b.v[k].x : x0;
		x1 = b.v[k].x > x1 ? b.v[k].x : x1;
		y0 = b.v[k].y < y0 ? b.v[k].y : y0;
		y1 = b.v[k].y > y1 ? b.v[k].y : y1;
	}
	assert_true(x0 == 12.0f && x1 == 15.0f && y0 == 21.0f && y1 == 22.0f);
	assert_int_equal(b.v[0].r, 1);
	assert_int_equal(b.v[6].r, 2);
	free(b.v);
	free(d.shade);
}

/* Two marks in one pixel: the higher shade, once; a mark outside the
 * rectangle is refused; a new frame starts unmarked. */
static void a_pixel_keeps_the_highest(void **state)
{
	(void)state;
	pixel_dots d = {0};
	batch b = {0};
	assert_true(pixel_dots_begin(&d, 0.0f, 0.0f, 4.0f, 4.0f));
	assert_true(pixel_dots_put(&d, (vec2s){{1.5f, 1.5f}}, 2));
	assert_true(pixel_dots_put(&d, (vec2s){{1.1f, 1.9f}}, 1));
	assert_false(pixel_dots_put(&d, (vec2s){{4.0f, 1.0f}}, 1));
	assert_false(pixel_dots_put(&d, (vec2s){{-0.5f, 1.0f}}, 1));
	pixel_dots_draw(&d, &b, colour);
	assert_int_equal(b.count, 6);
	assert_int_equal(b.v[0].r, 2);
	batch_clear(&b);
	assert_true(pixel_dots_begin(&d, 0.0f, 0.0f, 4.0f, 4.0f));
	pixel_dots_draw(&d, &b, colour);
	assert_int_equal(b.count, 0);
	free(b.v);
	free(d.shade);
}

/* The marks as a picture paint the pixels their rectangles cover, in the
 * same colours. */
static void the_picture_paints_the_rectangles(void **state)
{
	(void)state;
	pixel_dots d = {0};
	batch b = {0};
	pixel_canvas by_picture = {0}, by_rectangles = {0};
	assert_true(pixel_canvas_size(&by_picture, 40, 30) &&
	            pixel_canvas_size(&by_rectangles, 40, 30));
	assert_true(pixel_dots_begin(&d, 3.5f, 2.0f, 30.0f, 20.0f));
	uint64_t s = 77;
	for (int k = 0; k < 300; k++) {
		s = s * 6364136223846793005u + 1442695040888963407u;
		vec2s p = {{3.5f + (float)(s >> 40 & 0xffff) / 2184.0f,
		            2.0f + (float)(s >> 20 & 0xffff) / 3277.0f}};
		pixel_dots_put(&d, p, (uint8_t)(1 + (s >> 60) % 2));
	}
	pixel_dots_draw(&d, &b, colour);
	for (size_t k = 0; k + 5 < b.count; k += 6) {
		vec2s q[4] = {{{b.v[k].x, b.v[k].y}}, {{b.v[k + 1].x, b.v[k + 1].y}},
		              {{b.v[k + 2].x, b.v[k + 2].y}}, {{b.v[k + 5].x, b.v[k + 5].y}}};
		pixel_canvas_polygon(&by_rectangles, q, 4,
		                     (rgba8){b.v[k].r, b.v[k].g, b.v[k].b, b.v[k].a}, true);
	}
	pixel_canvas_picture pic = pixel_dots_picture(&d, colour, 3, true);
	pixel_canvas_paint_picture(&by_picture, &pic);
	pixel_canvas_finish(&by_picture);
	pixel_canvas_finish(&by_rectangles);
	assert_true(b.count > 0);
	assert_memory_equal(by_picture.px, by_rectangles.px, 40 * 30 * sizeof *by_picture.px);
	pixel_canvas_free(&by_picture);
	pixel_canvas_free(&by_rectangles);
	free(b.v);
	free(d.shade);
}

/* Quads marked in order, each over those before, paint as a picture what
 * the canvas paints for the same quads, opaque, one after another; a quad
 * reaching outside the rectangle is refused. */
static void marked_quads_paint_as_the_canvas_does(void **state)
{
	(void)state;
	static const rgba8 shades[3] = {{0, 0, 0, 0}, {40, 80, 120, 255}, {200, 150, 100, 255}};
	pixel_dots d = {0};
	pixel_canvas by_picture = {0}, by_quads = {0};
	assert_true(pixel_canvas_size(&by_picture, 60, 50) && pixel_canvas_size(&by_quads, 60, 50));
	assert_true(pixel_dots_begin(&d, 2.0f, 2.0f, 56.0f, 46.0f));
	uint64_t s = 12345;
	for (int k = 0; k < 400; k++) {
		s = s * 6364136223846793005u + 1442695040888963407u;
		float cx = 10.0f + (float)(s >> 40 & 0xffff) / 2184.5f,
		      cy = 8.0f + (float)(s >> 20 & 0xffff) / 2184.5f;
		float a = (float)(s >> 8 & 0xfff) / 651.9f, hx = 0.3f + (float)(s >> 2 & 31) / 8.0f,
		      hy = 0.3f + (float)(s >> 54 & 15) / 6.0f;
		float ux = cosf(a) * hx, uy = sinf(a) * hx, vx = -sinf(a) * hy, vy = cosf(a) * hy;
		vec2s q[4] = {{{cx - ux - vx, cy - uy - vy}}, {{cx + ux - vx, cy + uy - vy}},
		              {{cx + ux + vx, cy + uy + vy}}, {{cx - ux + vx, cy - uy + vy}}};
		uint8_t shade = (uint8_t)(1 + (s >> 61) % 2);
		assert_true(pixel_dots_polygon(&d, 60, 50, q, 4, shade, 3));
		pixel_canvas_polygon(&by_quads, q, 4, shades[shade], true);
	}
	pixel_canvas_picture pic = pixel_dots_picture(&d, shades, 3, true);
	pixel_canvas_paint_picture(&by_picture, &pic);
	pixel_canvas_finish(&by_picture);
	pixel_canvas_finish(&by_quads);
	assert_memory_equal(by_picture.px, by_quads.px, 60 * 50 * sizeof *by_picture.px);
	vec2s out[4] = {{{54.0f, 10.0f}}, {{59.0f, 10.0f}}, {{59.0f, 14.0f}}, {{54.0f, 14.0f}}};
	assert_false(pixel_dots_polygon(&d, 60, 50, out, 4, 1, 3));
	pixel_canvas_free(&by_picture);
	pixel_canvas_free(&by_quads);
	free(d.shade);
}

/* A mark of keep or above stays under a quad marked after it. */
static void a_quad_keeps_higher_marks(void **state)
{
	(void)state;
	pixel_dots d = {0};
	assert_true(pixel_dots_begin(&d, 0.0f, 0.0f, 8.0f, 8.0f));
	assert_true(pixel_dots_put(&d, (vec2s){{2.5f, 2.5f}}, 4));
	assert_true(pixel_dots_put(&d, (vec2s){{3.5f, 2.5f}}, 2));
	vec2s q[4] = {{{1.0f, 1.0f}}, {{6.0f, 1.0f}}, {{6.0f, 6.0f}}, {{1.0f, 6.0f}}};
	assert_true(pixel_dots_polygon(&d, 8, 8, q, 4, 1, 3));
	assert_int_equal(d.shade[2 * 8 + 2], 4);
	assert_int_equal(d.shade[2 * 8 + 3], 1);
	assert_int_equal(d.shade[5 * 8 + 5], 1);
	assert_int_equal(d.shade[6 * 8 + 6], 0);
	free(d.shade);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_run_is_one_rectangle),
		cmocka_unit_test(a_pixel_keeps_the_highest),
		cmocka_unit_test(the_picture_paints_the_rectangles),
		cmocka_unit_test(marked_quads_paint_as_the_canvas_does),
		cmocka_unit_test(a_quad_keeps_higher_marks),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
