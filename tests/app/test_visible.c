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

static const char *data;

typedef struct shot {
	renderer_headless sh;
	frame_fonts fonts;
	int w, h;
} shot;

static void shot_open(shot *s, const world *w, bool gl)
{
	frame_headless_size(w, &s->w, &s->h);
	if (!renderer_headless_open(&s->sh, s->w, s->h, gl))
		fail_msg("no headless renderer: %s", SDL_GetError());
	s->fonts = (frame_fonts){0};
	assert_true(frame_fonts_fit(&s->fonts, s->sh.r, 1.0f));
}

static void shot_close(shot *s)
{
	frame_fonts_destroy(&s->fonts);
	renderer_headless_close(&s->sh);
}

/* The frame of s now, its pixels as 0xRRGGBB. */
static uint32_t *frame_pixels(shot *sh, session *s)
{
	session_resize(s, (float)sh->w, (float)sh->h);
	frame_draw(sh->sh.r, &sh->fonts, s, 0.0);
	uint32_t *px = malloc((size_t)sh->w * (size_t)sh->h * sizeof *px);
	assert_non_null(px);
	if (SDL_RenderReadPixels(sh->sh.r, NULL, SDL_PIXELFORMAT_RGB888, px, sh->w * 4) != 0)
		fail_msg("SDL_RenderReadPixels: %s", SDL_GetError());
	for (int i = 0; i < sh->w * sh->h; i++)
		px[i] &= 0xffffffu;
	return px;
}

static long differing(const uint32_t *a, const uint32_t *b, int w, int h, SDL_Rect in)
{
	long n = 0;
	for (int y = in.y; y < in.y + in.h && y < h; y++)
		for (int x = in.x; x < in.x + in.w && x < w; x++)
			n += a[y * w + x] != b[y * w + x];
	return n;
}

static void open_session(session *s, app_options *o, const char *file, size_t view)
{
	char path[512], err[512] = "";
	snprintf(path, sizeof path, "%s/%s", data, file);
	*o = (app_options){.headless = true, .seed = OPTIONS_DEFAULT_SEED, .view = view};
	if (!flow_init(s, o, path, err, sizeof err))
		fail_msg("flow_init(%s): %s", path, err);
	/* The chase camera settles behind the player. */
	for (int t = 0; t < 60; t++)
		flow_tick(s);
}

/* coin-under.tmj: a crate of the coins' gold over the level's one coin. */
static void coin_under_actor_shows(void **state)
{
	(void)state;
	app_options o;
	session s;
	open_session(&s, &o, "coin-under.tmj", 0);
	shot sh;
	shot_open(&sh, &s.w, false);
	uint32_t *with = frame_pixels(&sh, &s);
	pickup *c = &s.w.pickups[0];
	c->collected = true;
	uint32_t *without = frame_pixels(&sh, &s);
	c->collected = false;
	vec2s at = c->circle.center;
	float r = c->circle.radius;
	SDL_Rect where = {(int)(at.x - r), (int)(at.y - r), (int)(2 * r) + 1, (int)(2 * r) + 1};
	long changed = differing(with, without, sh.w, sh.h, where);
	long everywhere = differing(with, without, sh.w, sh.h, (SDL_Rect){0, 0, sh.w, sh.h});
	print_message("coin under the crate: %ld pixels change, %ld of them where it lies\n",
	              everywhere, changed);
	assert_true(changed > (long)(r * r));
	free(with);
	free(without);
	shot_close(&sh);
	session_fini(&s);
}

static void minimap_changes_picture(void **state)
{
	(void)state;
	app_options o;
	session s;
	open_session(&s, &o, "coin-under.tmj", 0);
	shot sh;
	shot_open(&sh, &s.w, false);
	uint32_t *plain = frame_pixels(&sh, &s);
	s.overlays = overlays_named("minimap");
	uint32_t *mapped = frame_pixels(&sh, &s);
	long changed = differing(plain, mapped, sh.w, sh.h, (SDL_Rect){0, 0, sh.w, sh.h});
	long lower_right = differing(plain, mapped, sh.w, sh.h,
	                             (SDL_Rect){sh.w / 2, sh.h / 2, sh.w / 2, sh.h / 2});
	print_message("minimap: %ld pixels change, %ld in the lower right quarter\n", changed,
	              lower_right);
	assert_true(changed > 1000 && lower_right == changed);
	free(plain);
	free(mapped);
	shot_close(&sh);
	session_fini(&s);
}

/* Pixels of the 3D chase view of file that change with the player's
 * colour. */
static long player_pixels(const char *file)
{
	app_options o;
	session s;
	open_session(&s, &o, file, 1);
	shot sh;
	shot_open(&sh, &s.w, true);
	actor *p = &s.w.actors[s.w.player];
	rgba8 was = p->color;
	p->color = (rgba8){230, 40, 40, 255};
	uint32_t *red = frame_pixels(&sh, &s);
	p->color = (rgba8){40, 200, 60, 255};
	uint32_t *green = frame_pixels(&sh, &s);
	p->color = was;
	long n = differing(red, green, sh.w, sh.h, (SDL_Rect){0, 0, sh.w, sh.h});
	free(red);
	free(green);
	shot_close(&sh);
	session_fini(&s);
	return n;
}

static void player_shows_through_a_taller_box(void **state)
{
	(void)state;
	long open = player_pixels("xray-open.tmj"), boxed = player_pixels("xray-box.tmj");
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
