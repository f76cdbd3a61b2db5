/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Marks smaller than a pixel: one rectangle a run of marked pixels of one
 * shade along a row, the highest shade kept where marks share a pixel,
 * nothing outside the rectangle covered; the marks as a picture paint what
 * those rectangles do. */
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_run_is_one_rectangle),
		cmocka_unit_test(a_pixel_keeps_the_highest),
		cmocka_unit_test(the_picture_paints_the_rectangles),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
