/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#define _POSIX_C_SOURCE 200809L
/* Coins never hide in plain sight: no actor of a shipped level is drawn
 * in a colour within a CIEDE2000 distance of COIN_APART of the coins' gold
 * (render.h), so a coin under an actor still shows; and the player,
 * overlapping, never blends in: its tint is TINT_APART or more from every
 * actor's colour of its level, tinted or not. The formula is checked on
 * pairs of Sharma, Wu and Dalal's published test data first. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ciede2000.h"
#include "level.h"
#include "render.h"

#define COIN_APART 20.0
#define TINT_APART 20.0

static const char *levels_dir;

/* Pairs 1, 7, 17 and 25 of Sharma, Wu and Dalal's test data (CIELAB in,
 * distances to four places), and sRGB ends: equal colours, black and
 * white. */
static void formula_known_pairs(void **state)
{
	(void)state;
	static const double pairs[][7] = {
		{50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425},
		{50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669},
		{50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492},
		{60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644},
	};
	for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
		assert_float_equal(ciede2000_lab(pairs[k], pairs[k] + 3), pairs[k][6], 5e-5);
		assert_float_equal(ciede2000_lab(pairs[k] + 3, pairs[k]), pairs[k][6], 5e-5);
	}
	const uint8_t black[3] = {0, 0, 0}, white[3] = {255, 255, 255}, gold[3] = {250, 204, 64};
	assert_true(ciede2000(gold, gold) == 0.0);
	assert_float_equal(ciede2000(black, white), 100.0, 0.01);
}

static int tmj(const struct dirent *e)
{
	size_t n = strlen(e->d_name);
	return n > 4 && strcmp(e->d_name + n - 4, ".tmj") == 0;
}

/* Calls check on every shipped level, loaded. */
static void each_level(void (*check)(const char *path, const level *lv))
{
	struct dirent **names;
	int n = scandir(levels_dir, &names, tmj, alphasort);
	assert_true(n >= 10);
	for (int k = 0; k < n; k++) {
		char path[1024], err[512];
		snprintf(path, sizeof path, "%s/%s", levels_dir, names[k]->d_name);
		level lv;
		if (!level_load(path, &lv, err, sizeof err))
			fail_msg("%s", err);
		check(path, &lv);
		level_free(&lv);
		free(names[k]);
	}
	free(names);
}

/* How far apart colour a and actor colour c look. */
static double apart(const uint8_t a[3], rgba8 c)
{
	const uint8_t rgb[3] = {c.r, c.g, c.b};
	return ciede2000(a, rgb);
}

static void actors_apart_from_coins(const char *path, const level *lv)
{
	SDL_Color coin = RENDER_COIN;
	const uint8_t gold[3] = {coin.r, coin.g, coin.b};
	for (size_t i = 0; i < lv->actor_count; i++) {
		rgba8 c = lv->actors[i].color;
		double d = apart(gold, c);
		if (d < COIN_APART)
			fail_msg("%s: object %d '%s' is #%02x%02x%02x, %.1f from the coins' gold "
			         "(at least %.0f)", path, lv->actors[i].id, lv->actors[i].name, c.r, c.g,
			         c.b, d, COIN_APART);
	}
}

static void shipped_actors_apart_from_coins(void **state)
{
	(void)state;
	each_level(actors_apart_from_coins);
}

/* The player overlapping an actor is drawn in its own tint, and the actor
 * tinted: the player's tint stays apart from every other actor's colour,
 * tinted or not. */
/* The colour the player of colour c is drawn in while it overlaps. */
static SDL_Color player_tint(rgba8 c)
{
	static actor a;
	static world w;
	a = (actor){.color = c, .tinted = true};
	w = (world){.actors = &a, .actor_count = 1, .player = 0};
	return render_actor_shade(&w, 0);
}

static void player_tint_apart(const char *path, const level *lv)
{
	SDL_Color p = player_tint(lv->actors[lv->player].color);
	const uint8_t tint[3] = {p.r, p.g, p.b};
	for (size_t i = 0; i < lv->actor_count; i++) {
		if (i == lv->player)
			continue;
		const level_actor *a = &lv->actors[i];
		SDL_Color t = render_actor_color(a->color, true);
		rgba8 shown[2] = {a->color, {t.r, t.g, t.b, 255}};
		for (int k = 0; k < 2; k++) {
			double d = apart(tint, shown[k]);
			if (d < TINT_APART)
				fail_msg("%s: the player tinted is #%02x%02x%02x, %.1f from object %d '%s' "
				         "%s, #%02x%02x%02x (at least %.0f)", path, tint[0], tint[1], tint[2], d,
				         a->id, a->name, k == 0 ? "as it is" : "tinted", shown[k].r,
				         shown[k].g, shown[k].b, TINT_APART);
		}
	}
}

static void shipped_player_tint_apart_from_actors(void **state)
{
	(void)state;
	each_level(player_tint_apart);
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s LEVELS_DIR\n", argv[0]);
		return 2;
	}
	levels_dir = argv[1];
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(formula_known_pairs),
		cmocka_unit_test(shipped_actors_apart_from_coins),
		cmocka_unit_test(shipped_player_tint_apart_from_actors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
