/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* What keeps play readable, drawn in process: a coin under a large actor
 * of the coins' own colour still changes the top view where it lies; the
 * minimap overlay changes the picture; in the 3D chase view, the player
 * inside a taller box still shows at least a third of the pixels it shows
 * without the box. A pixel "shows" the player when it changes as the
 * player's colour does. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "by_name.h"
#include "flow.h"
#include "frame.h"
#include "renderer.h"
#include "run.h"
#include "session.h"
#include "view.h"

static const char *data;

/* A session on one of the data folder's maps, 60 ticks on (the chase
 * camera settles behind the player), and a headless renderer of its size. */
typedef struct scene {
	app_options o;
	session s;
	renderer_headless out;
	frame_fonts fonts;
	int w, h;
} scene;

static scene *scene_open(const char *file, size_t view)
{
	scene *c = calloc(1, sizeof *c);
	assert_non_null(c);
	char path[512], err[512] = "";
	snprintf(path, sizeof path, "%s/%s", data, file);
	c->o = (app_options){.headless = true, .seed = OPTIONS_DEFAULT_SEED, .view = view};
	if (!flow_init(&c->s, &c->o, path, err, sizeof err))
		fail_msg("flow_init(%s): %s", path, err);
	for (int t = 0; t < 60; t++)
		flow_tick(&c->s);
	frame_headless_size(&c->s.w, &c->w, &c->h);
	if (!renderer_headless_open(&c->out, c->w, c->h, view == 1))
		fail_msg("no headless renderer: %s", SDL_GetError());
	if (!frame_fonts_fit(&c->fonts, c->out.r, 1.0f))
		fail_msg("no fonts");
	return c;
}

static void scene_close(scene *c)
{
	frame_fonts_destroy(&c->fonts);
	renderer_headless_close(&c->out);
	session_fini(&c->s);
	free(c);
}

/* The scene's frame now, its pixels as 0xRRGGBB. */
static uint32_t *pixels(scene *c)
{
	session_resize(&c->s, (float)c->w, (float)c->h);
	frame_draw(c->out.r, &c->fonts, &c->s, 0.0);
	size_t n = (size_t)c->w * (size_t)c->h;
	uint32_t *px = malloc(n * sizeof *px);
	assert_non_null(px);
	if (SDL_RenderReadPixels(c->out.r, NULL, SDL_PIXELFORMAT_RGB888, px, c->w * 4) != 0)
		fail_msg("SDL_RenderReadPixels: %s", SDL_GetError());
	for (size_t i = 0; i < n; i++)
		px[i] &= 0xffffffu;
	return px;
}

/* How many pixels of the rectangle in differ between a and b (c's size). */
static long differing(const scene *c, const uint32_t *a, const uint32_t *b, SDL_Rect in)
{
	long n = 0;
	for (int y = in.y; y < in.y + in.h && y < c->h; y++)
		for (int x = in.x; x < in.x + in.w && x < c->w; x++)
			n += a[y * c->w + x] != b[y * c->w + x];
	return n;
}

/* visible/coin-under.tmj (a folder of its own, out of the data folder's
 * level list): a crate of the coins' gold over the level's one coin. */
static void coin_under_actor_shows(void **state)
{
	(void)state;
	scene *c = scene_open("visible/coin-under.tmj", 0);
	uint32_t *with = pixels(c);
	pickup *k = &c->s.w.pickups[0];
	k->collected = true;
	uint32_t *without = pixels(c);
	vec2s at = k->circle.center;
	float r = k->circle.radius;
	SDL_Rect where = {(int)(at.x - r), (int)(at.y - r), (int)(2 * r) + 1, (int)(2 * r) + 1};
	long changed = differing(c, with, without, where);
	print_message("coin under the crate: %ld pixels change where it lies\n", changed);
	assert_true(changed > (long)(r * r));
	free(with);
	free(without);
	scene_close(c);
}

static void minimap_changes_picture(void **state)
{
	(void)state;
	scene *c = scene_open("visible/coin-under.tmj", 0);
	uint32_t *plain = pixels(c);
	c->s.overlays = overlays_named("minimap");
	uint32_t *mapped = pixels(c);
	long all = differing(c, plain, mapped, (SDL_Rect){0, 0, c->w, c->h});
	long corner = differing(c, plain, mapped, (SDL_Rect){c->w / 2, c->h / 2, c->w, c->h});
	print_message("minimap: %ld pixels change, %ld in the lower right quarter\n", all, corner);
	assert_true(all > 1000 && corner == all);
	free(plain);
	free(mapped);
	scene_close(c);
}

/* Pixels of the 3D chase view of file that change with the player's
 * colour. */
static long player_pixels(const char *file)
{
	scene *c = scene_open(file, 1);
	actor *p = &c->s.w.actors[c->s.w.player];
	p->color = (rgba8){230, 40, 40, 255};
	uint32_t *red = pixels(c);
	p->color = (rgba8){40, 200, 60, 255};
	uint32_t *green = pixels(c);
	long n = differing(c, red, green, (SDL_Rect){0, 0, c->w, c->h});
	free(red);
	free(green);
	scene_close(c);
	return n;
}
static void player_shows_through_a_taller_box(void **state)
{
	(void)state;
	if (views_missing() != NULL)
		skip(); /* built without the 3D view */
	long open = player_pixels("visible/xray-open.tmj"), boxed = player_pixels("visible/xray-box.tmj");
	print_message("player's pixels in 3D: %ld in the open, %ld inside a taller box\n", open,
	              boxed);
	assert_true(open > 500);
	assert_true(boxed * 3 >= open);
}

static const struct CMUnitTest tests[] = {
	cmocka_unit_test(coin_under_actor_shows),
	cmocka_unit_test(minimap_changes_picture),
	cmocka_unit_test(player_shows_through_a_taller_box),
};

int main(int argc, char **argv)
{
	run_args(argc, argv, 2, "FOOTPRINTS DATA_DIR");
	data = argv[2];
	return cmocka_run_group_tests_name("readable play", tests, NULL, NULL);
}
