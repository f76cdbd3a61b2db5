/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* A string rasterised when every slot of the text cache is taken goes
 * into the corner of the least recently drawn slot's texture, updated in
 * place: it draws the pixels a text drawer with an empty cache draws for
 * it, nothing of the longer string that texture held before. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include <SDL2/SDL.h>

#include "text.h"

#define W 320
#define H 40

/* Slots the cache holds (text.c): drawing more strings than this makes
 * the next one reuse a slot. */
#define SLOTS 192

static const SDL_Color ink = {250, 240, 200, 255};

/* "12.5" drawn on a cleared picture by t, read back. */
static uint32_t *figure(SDL_Renderer *r, text *t)
{
	SDL_SetRenderDrawColor(r, 10, 20, 30, 255);
	SDL_RenderClear(r);
	if (text_draw(t, 3.0f, 5.0f, ink, "12.5") <= 0)
		fail_msg("no font: the text drawer drew nothing");
	uint32_t *px = malloc(sizeof *px * W * H);
	assert_non_null(px);
	assert_int_equal(SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, px, W * 4), 0);
	return px;
}

static void reused_texture_draws_the_new_string(void **state)
{
	(void)state;
	SDL_Surface *target = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
	assert_non_null(target);
	SDL_Renderer *r = SDL_CreateSoftwareRenderer(target);
	assert_non_null(r);
	text *fresh = text_create(r, 14), *full = text_create(r, 14);
	assert_non_null(fresh);
	assert_non_null(full);
	/* Every slot taken by a string wider and as tall as the figure. */
	for (int k = 0; k < SLOTS; k++)
		text_draw(full, 0.0f, 0.0f, ink, "a longer string drawn before, number %d", k);
	uint32_t *want = figure(r, fresh), *got = figure(r, full);
	int lit = 0;
	for (int i = 0; i < W * H; i++)
		lit += want[i] != want[0];
	assert_true(lit > 20);
	assert_memory_equal(want, got, sizeof *want * W * H);
	free(want);
	free(got);
	text_destroy(fresh);
	text_destroy(full);
	SDL_DestroyRenderer(r);
	SDL_FreeSurface(target);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(reused_texture_draws_the_new_string),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
