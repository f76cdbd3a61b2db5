/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The pixel layer on OpenGL (SDL's offscreen driver, Mesa): a floor and a
 * crowd of small, large, translucent and shaded triangles give the picture
 * the triangles drawn one by one give, painted on the CPU over the floor
 * drawn by GL, or painted whole over a floor painted too (a base), and a
 * base kept from the frame before gives the same picture again. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

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

/* Small triangles, some translucent, some quads; a few large translucent
 * panels and a shaded triangle among them. */
static void crowd(batch *b)
{
	uint32_t s = 7;
	for (int k = 0; k < 3000; k++) {
		float x = rnd(&s) * W, y = rnd(&s) * H, red = rnd(&s) * 255.0f,
		      green = rnd(&s) * 255.0f, wide = rnd(&s) * 9.0f, tall = rnd(&s) * 9.0f;
		vec2s p = {{x, y}};
		rgba8 c = {(uint8_t)red, (uint8_t)green, 90, k % 3 ? 255 : 120};
		if (k % 500 == 0)
			batch_rect(b, p, (vec2s){{x + 150.0f, y + 90.0f}}, (rgba8){0, 0, 0, 150});
		else if (k % 4)
			batch_tri(b, p, (vec2s){{x + wide, y + 1.0f}}, (vec2s){{x + 2.0f, y + tall}}, c);
		else
			batch_rect(b, p, (vec2s){{x + 3.5f, y + 2.25f}}, c);
	}
	batch_vertex glow[3] = {{60.0f, 20.0f, 255, 255, 255, 200},
	                        {200.0f, 40.0f, 255, 200, 0, 0},
	                        {90.0f, 180.0f, 255, 200, 0, 60}};
	batch_vertices(b, glow, 3);
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
	if (!pixel_layer_base(r, backdrop, &key, 1, floor_fill, NULL))
		fail_msg("no base on an OpenGL renderer");
	pixel_layer_draw(r, shapes, SDL_BLENDMODE_BLEND);
	pixel_layer_flush(r);
	return read_back_rgb(r, W, H);
}

static void painted_as_drawn(void **state)
{
	(void)state;
	renderer_headless sh;
	if (!renderer_headless_open(&sh, W, H, true))
		fail_msg("no OpenGL headless renderer: %s", SDL_GetError());
	batch floor = {0}, shapes = {0};
	floor_fill(&floor, NULL);
	crowd(&shapes);
	uint32_t *drawn = by_geometry(sh.r, &floor, &shapes);
	uint32_t *layered = by_layer(sh.r, &floor, &shapes);
	/* Three frames with one key: painted, painted and kept, kept. */
	uint32_t *based[3];
	for (int k = 0; k < 3; k++)
		based[k] = by_base(sh.r, &shapes, 1.0f);
	uint32_t *other = by_base(sh.r, &shapes, 2.0f);
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
	pixel_layer_release(sh.r);
	renderer_headless_close(&sh);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(painted_as_drawn),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
