/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Headless screenshots of every scene: the fill colours at known points say
 * what the geometry says (touching or apart), and two renders of the same
 * state file are the same PNG, byte for byte. One test a state file of
 * LAB_DATA_DIR (set by the build), so the binary also runs by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>

#include "lab.h"
#include "lab_render.h"

#define PROBES_MAX 4

typedef struct probe {
	float x, y;     /* world point well inside one shape, clear of handles */
	bool touching;  /* what the geometry of the state file says */
} probe;

typedef struct screen_case {
	const char *file;
	probe probe[PROBES_MAX];
	int probes;
} screen_case;

static const screen_case cases[] = {
	{"scene1.txt", {{400, 350, true}}, 1},
	{"scene1-apart.txt", {{400, 350, false}}, 1},
	{"scene1-ulp.txt", {{400, 350, false}}, 1},
	{"scene2.txt", {{280, 260, true}, {560, 320, true}}, 2},
	{"scene2-apart.txt", {{280, 260, false}, {600, 320, false}}, 2},
	{"scene3.txt", {{380, 100, true}, {400, 320, true}}, 2},
	{"scene3-apart.txt", {{380, 100, false}, {400, 320, false}}, 2},
	{"scene3-slant.txt", {{700, 520, true}, {400, 320, true}}, 2},
	{"scene4.txt", {{200, 440, true}, {470, 350, true}, {590, 650, false}}, 3},
	{"scene4-sat.txt", {{300, 420, false}, {520, 380, false}, {380, 620, false}}, 3},
	{"scene5.txt", {{260, 650, true}, {150, 250, false}, {620, 180, false}}, 3},
	{"scene5-inside.txt", {{150, 140, true}, {280, 320, true}, {260, 650, false}}, 3},
};

static char *read_all(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *buf = malloc((size_t)n + 1);
	*size = fread(buf, 1, (size_t)n, f);
	fclose(f);
	return buf;
}

static void shoot(const char *state, const char *png)
{
	lab_options opt;
	memset(&opt, 0, sizeof opt);
	opt.file = state;
	opt.headless = true;
	opt.screenshot = png;
	int status = lab_run(&opt);
	if (status != 0)
		fail_msg("%s: lab_run returned %d", state, status);
}

static SDL_Color pixel_at(SDL_Surface *s, int x, int y)
{
	const Uint8 *row = (const Uint8 *)s->pixels + y * s->pitch;
	Uint32 v;
	memcpy(&v, row + x * 4, sizeof v);
	SDL_Color c;
	SDL_GetRGBA(v, s->format, &c.r, &c.g, &c.b, &c.a);
	return c;
}

static void check_probes(const screen_case *c, const char *png)
{
	SDL_Surface *loaded = IMG_Load(png);
	if (!loaded)
		fail_msg("%s: cannot load %s: %s", c->file, png, IMG_GetError());
	SDL_Surface *s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
	SDL_FreeSurface(loaded);
	assert_non_null(s);
	assert_int_equal(s->w, LAB_VIEW_W);
	assert_int_equal(s->h, LAB_VIEW_H);
	const SDL_Color touch = {LAB_TOUCH_RGB, 255}, apart = {LAB_APART_RGB, 255};
	for (int i = 0; i < c->probes; ++i) {
		const probe *p = &c->probe[i];
		SDL_FPoint q = lab_world_to_view((vec2s){{p->x, p->y}});
		SDL_Color got = pixel_at(s, (int)q.x, (int)q.y);
		SDL_Color want = p->touching ? touch : apart;
		if (got.r != want.r || got.g != want.g || got.b != want.b)
			fail_msg("%s: world (%g, %g) = pixel (%d, %d) is rgb(%d, %d, %d), want the "
				"%s colour rgb(%d, %d, %d)", c->file, (double)p->x, (double)p->y,
				(int)q.x, (int)q.y, got.r, got.g, got.b,
				p->touching ? "touching" : "apart", want.r, want.g, want.b);
	}
	SDL_FreeSurface(s);
}

/* The state is the case. */
static void test_scene(void **state)
{
	const screen_case *c = *state;
	size_t i = (size_t)(c - cases);
	char path[1024], a[256], b[256];
	snprintf(path, sizeof path, "%s/%s", LAB_DATA_DIR, c->file);
	snprintf(a, sizeof a, "lab-screen-%zu-a.png", i);
	snprintf(b, sizeof b, "lab-screen-%zu-b.png", i);
	shoot(path, a);
	shoot(path, b);
	size_t na = 0, nb = 0;
	char *pa = read_all(a, &na), *pb = read_all(b, &nb);
	if (!pa || !pb)
		fail_msg("%s: screenshot not written", c->file);
	if (na != nb || memcmp(pa, pb, na) != 0)
		fail_msg("%s: two renders differ (%zu and %zu bytes)", c->file, na, nb);
	free(pa);
	free(pb);
	check_probes(c, a);
	remove(a);
	remove(b);
}

static void test_bad_state_file_exits_2(void **unused)
{
	(void)unused;
	const char *path = "lab-screen-bad.txt";
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs("scene 2\ns2.tri.a 1 2 3\n", f);
	fclose(f);
	lab_options opt;
	memset(&opt, 0, sizeof opt);
	opt.file = path;
	opt.headless = true;
	opt.screenshot = "lab-screen-bad.png";
	assert_int_equal(lab_run(&opt), 2);
	FILE *png = fopen(opt.screenshot, "rb");
	if (png) {
		fclose(png);
		fail_msg("a bad state file still wrote %s", opt.screenshot);
	}
	remove(path);
}

#define CASES (sizeof cases / sizeof cases[0])

int main(void)
{
	struct CMUnitTest tests[CASES + 1];
	for (size_t i = 0; i < CASES; ++i)
		tests[i] = (struct CMUnitTest){
			.name = cases[i].file,
			.test_func = test_scene,
			.initial_state = (void *)&cases[i],
		};
	const struct CMUnitTest bad = cmocka_unit_test(test_bad_state_file_exits_2);
	tests[CASES] = bad;
	return cmocka_run_group_tests_name("lab screens", tests, NULL, NULL);
}
