/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The pixel layer on OpenGL (SDL's offscreen driver, Mesa): a floor and a
 * crowd of small, large, translucent and shaded triangles give the picture
 * the triangles drawn one by one give, painted on the CPU over the floor
 * drawn by GL, or painted whole over a floor painted too (a base), and a
 * base kept from the frame before gives the same picture again; marks
 * painted over a base show what they show in a canvas of their own
 * blended over it; a batch whose shapes two threads make paints the
 * bytes its parts, drawn one by one, paint; paint an older frame left in a
 * texture never shows. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "batch.h"
#include "batch_draw.h"
#include "pixel_layer.h"
#include "read_back.h"
#include "renderer.h"

#define W 320
#define H 200

static const rgba8 backdrop = {20, 24, 32, 255};

/* A chequer of 40-pixel tiles with 2-pixel grout between them. */
static void floor_fill(batch *b, void *ctx)
{
	(void)ctx;
	for (int j = 0; j * 40 < H; j++)
		for (int i = 0; i * 40 < W; i++) {
			float x = (float)(i * 40) + 0.25f, y = (float)(j * 40) + 0.5f;
			rgba8 c = (i + j) % 2 ? (rgba8){122, 118, 110, 255} : (rgba8){108, 104, 97, 255};
			batch_rect(b, (vec2s){{x + 1.0f, y + 1.0f}}, (vec2s){{x + 39.0f, y + 39.0f}}, c);
		}
}

static float rnd(uint32_t *s)
{
	*s = *s * 1664525u + 1013904223u;
	return (float)(*s >> 8) / 16777216.0f;
}

/* Shape k of a crowd: a small triangle, some translucent, a quad, or a
 * fan of six corners; every 500th a large translucent panel. */
static void crowd_shape(batch *b, int k)
{
	uint32_t s = 7u + 7919u * (uint32_t)k;
	float x = rnd(&s) * W, y = rnd(&s) * H, red = rnd(&s) * 255.0f, green = rnd(&s) * 255.0f,
	      wide = rnd(&s) * 9.0f, tall = rnd(&s) * 9.0f;
	vec2s p = {{x, y}};
	rgba8 c = {(uint8_t)red, (uint8_t)green, 90, k % 3 ? 255 : 120};
	if (k % 500 == 0)
		batch_rect(b, p, (vec2s){{x + 150.0f, y + 90.0f}}, (rgba8){0, 0, 0, 150});
	else if (k % 37 == 0) {
		vec2s hex[6];
		for (int i = 0; i < 6; i++)
			hex[i] = (vec2s){{x + wide * cosf((float)i * 1.047f), y + tall * sinf((float)i * 1.047f)}};
		batch_polygon(b, hex, 6, c);
	} else if (k % 4)
		batch_tri(b, p, (vec2s){{x + wide, y + 1.0f}}, (vec2s){{x + 2.0f, y + tall}}, c);
	else
		batch_rect(b, p, (vec2s){{x + 3.5f, y + 2.25f}}, c);
}

/* A shaded triangle: a glow. */
static void glow(batch *b)
{
	batch_vertex g[3] = {{60.0f, 20.0f, 255, 255, 255, 200},
	                     {200.0f, 40.0f, 255, 200, 0, 0},
	                     {90.0f, 180.0f, 255, 200, 0, 60}};
	batch_vertices(b, g, 3);
}

/* Crowd shapes from to to, with a glow after every 3,000th. */
static void crowd_part(batch *b, int from, int to)
{
	for (int k = from; k < to; k++) {
		crowd_shape(b, k);
		if (k % 3000 == 2999)
			glow(b);
	}
}

static void crowd(batch *b)
{
	crowd_part(b, 0, 3000);
}

/* Pixels of a and b with a channel more than three steps apart. */
static int apart(const uint32_t *a, const uint32_t *b)
{
	int n = 0;
	for (int i = 0; i < W * H; i++)
		for (int s = 0; s < 24; s += 8) {
			int d = (int)((a[i] >> s) & 255u) - (int)((b[i] >> s) & 255u);
			if (d > 3 || d < -3) {
				n++;
				break;
			}
		}
	return n;
}

static void clear(SDL_Renderer *r)
{
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
	SDL_SetRenderDrawColor(r, backdrop.r, backdrop.g, backdrop.b, 255);
	SDL_RenderClear(r);
}

/* The floor painted as r's canvas's base, under key. */
static void base(SDL_Renderer *r, float key)
{
	if (!pixel_layer_base(r, backdrop, &key, 1, floor_fill, NULL))
		fail_msg("no base on an OpenGL renderer");
}

/* The shapes over the floor painted as a base, not yet sent out. */
static void over_base(SDL_Renderer *r, const batch *shapes, float key)
{
	base(r, key);
	pixel_layer_draw(r, shapes, SDL_BLENDMODE_BLEND);
}

/* Each way of drawing the scene, read back. */
static uint32_t *by_geometry(SDL_Renderer *r, const batch *floor, const batch *shapes)
{
	clear(r);
	batch_draw(r, floor, SDL_BLENDMODE_BLEND);
	batch_draw(r, shapes, SDL_BLENDMODE_BLEND);
	return read_back_rgb(r, W, H);
}

static uint32_t *by_layer(SDL_Renderer *r, const batch *floor, const batch *shapes)
{
	clear(r);
	pixel_layer_draw(r, floor, SDL_BLENDMODE_BLEND);
	pixel_layer_draw(r, shapes, SDL_BLENDMODE_BLEND);
	pixel_layer_flush(r);
	return read_back_rgb(r, W, H);
}

static uint32_t *by_base(SDL_Renderer *r, const batch *shapes, float key)
{
	/* Whatever was there is covered. */
	SDL_SetRenderDrawColor(r, 255, 0, 255, 255);
	SDL_RenderClear(r);
	over_base(r, shapes, key);
	pixel_layer_flush(r);
	return read_back_rgb(r, W, H);
}

static void painted_as_drawn(void **state)
{
	SDL_Renderer *r = ((renderer_headless *)*state)->r;
	batch floor = {0}, shapes = {0};
	floor_fill(&floor, NULL);
	crowd(&shapes);
	uint32_t *drawn = by_geometry(r, &floor, &shapes);
	uint32_t *layered = by_layer(r, &floor, &shapes);
	/* Three frames with one key: painted, painted and kept, kept. */
	uint32_t *based[3];
	for (int k = 0; k < 3; k++)
		based[k] = by_base(r, &shapes, 1.0f);
	uint32_t *other = by_base(r, &shapes, 2.0f);
	/* GL rounds a blend, and a shaded triangle's colours, its own way: a
	 * step or two apart is the same colour to the eye. Its fixed-point
	 * edges put a rare pixel centre on the other side of an edge than the
	 * canvas does (other crowds: up to 3 pixels of 64,000): at most one in
	 * 10,000. A base adds no such pixel to what painting over GL's floor
	 * gives. */
	print_message("pixels apart: layer %d, base %d of %d\n", apart(drawn, layered),
	              apart(drawn, based[0]), W * H);
	assert_true(apart(drawn, layered) <= W * H / 10000);
	assert_true(apart(drawn, based[0]) <= W * H / 10000);
	assert_int_equal(apart(layered, based[0]), 0);
	for (int k = 1; k < 3; k++)
		assert_memory_equal(based[0], based[k], sizeof *drawn * W * H);
	assert_memory_equal(based[0], other, sizeof *drawn * W * H);
	/* Not empty: the crowd shows. */
	int crowd_px = 0;
	for (int i = 0; i < W * H; i++)
		crowd_px += based[0][i] != drawn[0];
	assert_true(crowd_px > W * H / 4);
	free(drawn);
	free(layered);
	for (int k = 0; k < 3; k++)
		free(based[k]);
	free(other);
	free(floor.v);
	free(shapes.v);
}

/* The base and shapes, then marks over them (an overlay), read back:
 * in the base's canvas, or (apart) in a canvas of their own blended over
 * the base's picture sent out first. */
static uint32_t *marked(SDL_Renderer *r, const batch *shapes, const batch *marks, bool apart)
{
	over_base(r, shapes, 3.0f);
	if (apart)
		pixel_layer_flush(r);
	pixel_layer_draw(r, marks, SDL_BLENDMODE_BLEND);
	pixel_layer_flush(r);
	return read_back_rgb(r, W, H);
}

/* 600 outlines, some translucent, as an overlay draws: small marks worth
 * painting on their own. */
static void outlines(batch *marks)
{
	uint32_t s = 11;
	for (int k = 0; k < 600; k++) {
		vec2s p = {{rnd(&s) * W, rnd(&s) * H}};
		rgba8 c = {200, 220, (uint8_t)(k % 255), k % 2 ? 255 : 100};
		batch_rect_outline(marks, p, (vec2s){{p.x + 12.0f, p.y + 7.0f}}, c);
	}
}

static void marks_over_base(void **state)
{
	SDL_Renderer *r = ((renderer_headless *)*state)->r;
	batch shapes = {0}, marks = {0};
	crowd(&shapes);
	outlines(&marks);
	uint32_t *one = marked(r, &shapes, &marks, false);
	uint32_t *two = marked(r, &shapes, &marks, true);
	uint32_t *none = marked(r, &shapes, &(batch){0}, false);
	/* The same blends, on the CPU or by GL: within rounding, every pixel
	 * (the translucent marks' pixels a step apart). */
	int moved = 0, shown = 0;
	for (int i = 0; i < W * H; i++) {
		moved += one[i] != two[i];
		shown += one[i] != none[i];
	}
	print_message("pixels apart: one canvas and two %d (%d not the same bytes), marks on %d, of %d\n",
	              apart(one, two), moved, shown, W * H);
	assert_int_equal(apart(one, two), 0);
	assert_true(shown > 10000);
	free(one);
	free(two);
	free(none);
	free(shapes.v);
	free(marks.v);
}

/* A batch big enough for two threads to make its shapes gives the
 * pixels that the same shapes in batches too small to split give. */
static void split_as_whole(void **state)
{
	SDL_Renderer *r = ((renderer_headless *)*state)->r;
	enum { SHAPES = 12000, PART = 1000 };
	batch whole = {0}, part = {0};
	crowd_part(&whole, 0, SHAPES);
	assert_true(whole.count / 3 >= 4096 * 3);
	uint32_t *one = NULL, *parts = NULL;
	for (int way = 0; way < 2; way++) {
		base(r, 4.0f);
		for (int k = 0; way == 1 && k < SHAPES; k += PART) {
			batch_clear(&part);
			crowd_part(&part, k, k + PART);
			assert_true(part.count / 3 < 4096);
			pixel_layer_draw(r, &part, SDL_BLENDMODE_BLEND);
		}
		if (way == 0)
			pixel_layer_draw(r, &whole, SDL_BLENDMODE_BLEND);
		pixel_layer_flush(r);
		*(way == 0 ? &one : &parts) = read_back_rgb(r, W, H);
	}
	assert_memory_equal(one, parts, sizeof *one * W * H);
	free(one);
	free(parts);
	free(whole.v);
	free(part.v);
}

/* 600 small squares close together in [x0, x1) x [40, 60): worth
 * painting on their own. */
static void cluster(batch *b, float x0, float x1, rgba8 c)
{
	for (int k = 0; k < 600; k++) {
		float x = x0 + (float)(k % 20) * (x1 - x0 - 2.0f) / 19.0f, y = 40.0f + (float)(k / 30);
		batch_rect(b, (vec2s){{x, y}}, (vec2s){{x + 2.0f, y + 1.0f}}, c);
	}
}

/* The paint goes out through textures taken in turn, each holding what it
 * was given frames before beyond the part given now: in a painted tile
 * that the paint's bounds cut, none of that shows. */
static void older_paint_hidden(void **state)
{
	SDL_Renderer *r = ((renderer_headless *)*state)->r;
	batch wide = {0}, narrow = {0};
	cluster(&wide, 36.0f, 62.0f, (rgba8){250, 40, 200, 255});
	cluster(&narrow, 36.0f, 44.0f, (rgba8){40, 250, 60, 255});
	/* Every texture of the turn holds the wide paint. */
	for (int k = 0; k < 8; k++) {
		clear(r);
		pixel_layer_draw(r, &wide, SDL_BLENDMODE_BLEND);
		pixel_layer_flush(r);
	}
	clear(r);
	pixel_layer_draw(r, &narrow, SDL_BLENDMODE_BLEND);
	pixel_layer_flush(r);
	uint32_t *px = read_back_rgb(r, W, H);
	int painted = 0, stale = 0;
	for (int y = 32; y < 64; y++)
		for (int x = 32; x < 64; x++) {
			bool shows = px[y * W + x] != px[0];
			*(x < 46 ? &painted : &stale) += shows;
		}
	print_message("painted %d, stale %d\n", painted, stale);
	assert_true(painted > 100);
	assert_int_equal(stale, 0);
	free(px);
	free(wide.v);
	free(narrow.v);
}

static int open_gl(void **state)
{
	static renderer_headless gl;
	if (!renderer_headless_open(&gl, W, H, true)) {
		print_error("no OpenGL headless renderer: %s\n", SDL_GetError());
		return -1;
	}
	*state = &gl;
	return 0;
}

static int close_gl(void **state)
{
	renderer_headless *gl = *state;
	pixel_layer_release(gl->r);
	renderer_headless_close(gl);
	return 0;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(painted_as_drawn, open_gl, close_gl),
		cmocka_unit_test_setup_teardown(marks_over_base, open_gl, close_gl),
		cmocka_unit_test_setup_teardown(split_as_whole, open_gl, close_gl),
		cmocka_unit_test_setup_teardown(older_paint_hidden, open_gl, close_gl),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
