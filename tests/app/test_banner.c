/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#define _POSIX_C_SOURCE 200809L
/* The level's title at its start never sits over a wall: in the top view
 * of every shipped level, at 1280x720 and at 640x400, the words' box
 * (as wide as a title of the level's in the big font, as tall as its line)
 * where banner_spot puts it meets no solid's footprint nor the player, and
 * stays below the HUD's strip and inside the picture; only in the small
 * picture may a level have no such place (the maze's corridors are then
 * narrower than the words), and then the words go in the HUD's strip,
 * over no play at all. */
#include <dirent.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "banner_spot.h"
#include "flow.h"
#include "frame.h"
#include "hud.h"
#include "run.h"
#include "session.h"

static const char *levels_dir;

static int tmj(const struct dirent *e)
{
	size_t n = strlen(e->d_name);
	return n > 4 && strcmp(e->d_name + n - 4, ".tmj") == 0;
}

/* Whether the box [x0, x1] x [y0, y1] meets actor a's footprint as pr
 * shows it (its bounding box). */
static bool meets(const projection *pr, const actor *a, float x0, float x1, float y0, float y1)
{
	float lx = INFINITY, ly = INFINITY, hx = -INFINITY, hy = -INFINITY;
	for (int k = 0; k < 4; k++) {
		vec2s p;
		assert_true(projection_point(pr, a->fp->corner[k], &p));
		lx = fminf(lx, p.x), ly = fminf(ly, p.y), hx = fmaxf(hx, p.x), hy = fmaxf(hy, p.y);
	}
	return hx > x0 && lx < x1 && hy > y0 && ly < y1;
}

static void title_clear(const char *path, float vw, float vh)
{
	char err[512] = "";
	app_options o = {.headless = true, .seed = OPTIONS_DEFAULT_SEED};
	session s;
	if (!flow_init(&s, &o, path, err, sizeof err))
		fail_msg("%s", err);
	camera_view(&s.cam, &s.w, vw, vh);
	flow_tick(&s);
	projection pr = projection_of_top(&s.cam, &s.w);
	float ui = frame_ui(vh, 100), line = 47.0f * ui, band = 2.4f * line;
	/* The big font's glyphs are about 0.6 of its 40 px wide, times the UI. */
	float text_w = 0.6f * 40.0f * ui * (float)strlen(s.w.title);
	bool clear;
	float y = banner_spot(&pr, &s.w, text_w, band, HUD_STRIP_H * ui, vw, vh, &clear);
	float x0 = 0.5f * (vw - text_w), x1 = 0.5f * (vw + text_w);
	float y0 = y - 0.5f * line, y1 = y + 0.5f * line;
	assert_true(y - 0.5f * band >= HUD_STRIP_H * ui && y + 0.5f * band <= vh);
	/* No clear place: the words go in the HUD's strip (effect_kinds.c),
	 * not on a wall. */
	for (size_t i = 0; clear && i < s.w.actor_count; i++) {
		const actor *a = &s.w.actors[i];
		if ((a->solid || i == s.w.player) && meets(&pr, a, x0, x1, y0, y1))
			fail_msg("%s at %gx%g: the title \"%s\" at height %g is over object %zu%s", path,
			         (double)vw, (double)vh, s.w.title, (double)y, i,
			         i == s.w.player ? " (the player)" : "");
	}
	print_message("%s at %gx%g: title at height %.0f%s\n", path, (double)vw, (double)vh, (double)y,
	              clear ? "" : ", no clear place: in the HUD's strip");
	/* Every level's title has a clear place in the larger picture. */
	assert_true(clear || vh < 720.0f);
	session_fini(&s);
}

static void shipped_titles_over_no_wall(void **state)
{
	(void)state;
	struct dirent **names;
	int n = scandir(levels_dir, &names, tmj, alphasort);
	assert_true(n >= 10);
	for (int k = 0; k < n; k++) {
		char path[1024];
		snprintf(path, sizeof path, "%s/%s", levels_dir, names[k]->d_name);
		title_clear(path, 1280.0f, 720.0f);
		title_clear(path, 640.0f, 400.0f);
		free(names[k]);
	}
	free(names);
}

static const struct CMUnitTest tests[] = {
	cmocka_unit_test(shipped_titles_over_no_wall),
};

int main(int argc, char **argv)
{
	run_args(argc, argv, 1, "LEVELS_DIR");
	levels_dir = argv[1];
	return cmocka_run_group_tests(tests, NULL, NULL);
}
