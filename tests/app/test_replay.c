/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#define _POSIX_C_SOURCE 200809L
/* Whole headless runs of the executable: the same level, seed and input give
 * the same screenshot and stats byte for byte (collision_us aside), in
 * either view; a recorded run replays to the same stats; a script drives
 * the player. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL2/SDL_image.h>
#include <cmocka.h>

#include "run.h"
#include "view.h"

static const char *exe;
static const char *data;
static char tint[512], drive[512], pause_script[512];

static void run_ok(const char *const *argv)
{
	char err[2048];
	int status = run_exe(argv, err, sizeof err);
	if (status != 0)
		fail_msg("%s %s ...: status %d, stderr '%s'", argv[0], argv[1], status, err);
}

static void same_run_same_bytes(void **state)
{
	(void)state;
	const char *a[] = {exe, tint, "--headless", "--frames", "90", "--input", drive,
	                   "--overlay", "triangles,edges,bounds,pairs", "--screenshot", "det_a.png",
	                   "--stats", "det_a.txt", NULL};
	const char *b[] = {exe, tint, "--headless", "--frames", "90", "--input", drive,
	                   "--overlay", "triangles,edges,bounds,pairs", "--screenshot", "det_b.png",
	                   "--stats", "det_b.txt", NULL};
	run_ok(a);
	run_ok(b);
	run_expect_same_file("det_a.png", "det_b.png");
	char *sa = run_stats_without_timing("det_a.txt"), *sb = run_stats_without_timing("det_b.txt");
	assert_string_equal(sa, sb);
	assert_int_equal(run_count_lines(sa), 90);
	assert_non_null(strstr(sa, "{\"tick\":90,"));
	free(sa);
	free(sb);
	run_expect_png_size("det_a.png", 640, 480);
}

/* The player's x on the stats line of tick n. */
static double x_at(const char *stats, int n)
{
	char key[32];
	snprintf(key, sizeof key, "{\"tick\":%d,", n);
	const char *line = strstr(stats, key);
	const char *x = line ? strstr(line, "\"x\":") : NULL;
	if (x == NULL)
		fail_msg("no x on the line of tick %d", n);
	return strtod(x + 4, NULL);
}

static void record_replays(void **state)
{
	(void)state;
	const char *rec[] = {exe, tint, "--headless", "--frames", "100", "--input", drive,
	                     "--record", "rec.txt", "--stats", "rec_a.txt", NULL};
	const char *play[] = {exe, tint, "--headless", "--frames", "100", "--input", "rec.txt",
	                      "--stats", "rec_b.txt", NULL};
	run_ok(rec);
	run_ok(play);
	char *sa = run_stats_without_timing("rec_a.txt"), *sb = run_stats_without_timing("rec_b.txt");
	assert_string_equal(sa, sb);
	/* The script drove the player right, and it picked up the coin. */
	if (!(x_at(sa, 60) > x_at(sa, 1) + 50.0))
		fail_msg("player x %.1f at tick 60, %.1f at tick 1", x_at(sa, 60), x_at(sa, 1));
	assert_non_null(strstr(sa, "\"pickups_left\":1,"));
	free(sa);
	free(sb);
}

/* Paused ticks pass on the run's clock but the world stands still: 60
 * ticks with 10 paused give 50 steps and 60 stats lines, the paused ones
 * saying so; the record keeps the pause lines. */
static void pause_in_script(void **state)
{
	(void)state;
	const char *p[] = {exe, tint, "--headless", "--frames", "60", "--input", pause_script,
	                   "--record", "pause_rec.txt", "--stats", "pause_a.txt", NULL};
	run_ok(p);
	const char *const lines[] = {"\n21 pause down\n21 pause up\n31 pause down\n",
	                             "40 pause down\n40 pause up\n40 pause down\n40 pause up\n",
	                             NULL};
	run_expect_text("pause_rec.txt", lines);
	char *sa = run_stats_without_timing("pause_a.txt");
	assert_int_equal(run_count_lines(sa), 60);
	assert_non_null(strstr(sa, "{\"tick\":50,\"screen\":\"playing\""));
	assert_non_null(strstr(sa, "{\"tick\":20,\"screen\":\"paused\""));
	free(sa);
}

static void write_text(const char *path, const char *s)
{
	FILE *f = fopen(path, "w");
	if (f == NULL || fputs(s, f) < 0 || fclose(f) != 0)
		fail_msg("cannot write %s", path);
}

/* A script that quits ends the run at that tick, before --frames. */
static void quit_in_script(void **state)
{
	(void)state;
	write_text("quit.txt", "1 forward down\n31 quit down\n");
	const char *q[] = {exe, tint, "--headless", "--frames", "500", "--input", "quit.txt",
	                   "--stats", "quit_stats.txt", NULL};
	run_ok(q);
	char *s = run_stats_without_timing("quit_stats.txt");
	assert_int_equal(run_count_lines(s), 30);
	free(s);
}

/* The view shown and its camera never change the simulation: the same
 * level, seed and input give the same stats lines in the top-down view, in
 * the 3D view, and switching between them (with the 3D camera's overview
 * and zoom) while driving and while paused. */
static char *stats_in_view(const char *view, const char *input, const char *out)
{
	const char *a[] = {exe, tint, "--headless", "--view", view, "--frames", "90",
	                   "--input", input, "--overlay", "triangles,pairs", "--stats", out, NULL};
	run_ok(a);
	return run_stats_without_timing(out);
}

/* Under AddressSanitizer the leak check of runs that end in 3D is off (on
 * again when asked): Mesa's GL driver, which SDL loads and unloads, keeps
 * blocks LeakSanitizer reports from modules it can no longer name (as
 * window_test.sh says of X11). */
static void gl_leaks_unchecked(bool unchecked)
{
	static char *kept; /* ASAN_OPTIONS as they were, or NULL */
	if (unchecked) {
		const char *asan = getenv("ASAN_OPTIONS");
		char off[512];
		kept = asan ? strdup(asan) : NULL;
		snprintf(off, sizeof off, "%s%sdetect_leaks=0", asan ? asan : "", asan ? ":" : "");
		setenv("ASAN_OPTIONS", off, 1);
		return;
	}
	if (kept != NULL)
		setenv("ASAN_OPTIONS", kept, 1);
	else
		unsetenv("ASAN_OPTIONS");
	free(kept);
	kept = NULL;
}

static void views_step_alike(void **state)
{
	(void)state;
	if (views_missing() != NULL)
		skip(); /* built without the 3D view */
	write_text("views.txt", "1 forward down\n20 view down\n20 view up\n30 camera down\n"
	                        "30 camera up\n35 zoom-in down\n35 zoom-in up\n40 right down\n"
	                        "45 pause down\n45 pause up\n50 view down\n50 view up\n"
	                        "55 pause down\n55 pause up\n60 zoom-fit down\n60 zoom-fit up\n"
	                        "70 right up\n75 view down\n75 view up\n");
	gl_leaks_unchecked(true);
	char *a = stats_in_view("2d", "views.txt", "views_a.txt");
	char *b = stats_in_view("3d", "views.txt", "views_b.txt");
	assert_string_equal(a, b);
	assert_int_equal(run_count_lines(a), 90);
	free(a);
	free(b);
	a = stats_in_view("2d", drive, "views_c.txt");
	b = stats_in_view("3d", drive, "views_d.txt");
	assert_string_equal(a, b);
	assert_int_equal(run_count_lines(a), 90);
	free(a);
	free(b);
	gl_leaks_unchecked(false);
}

/* Line n (from 1) of the stats has "actors":want. Lines, not the tick
 * field: a new level's world counts its ticks from 1 again. */
static void expect_actors(const char *stats, int n, int want)
{
	char field[32];
	snprintf(field, sizeof field, "\"actors\":%d,", want);
	const char *line = stats;
	for (int i = 1; i < n && line != NULL; i++)
		line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL;
	const char *end = line ? strchr(line, '\n') : NULL;
	const char *f = line ? strstr(line, field) : NULL;
	if (f == NULL || f > end)
		fail_msg("line %d: wanted %s in '%.*s'", n, field, end ? (int)(end - line) : 0,
		         line ? line : "");
}

/* N goes to the next level of the directory by name (from a .tmj to a .tmx)
 * and wraps to the first; a level that cannot load leaves the current one
 * playing and says why. */
static void next_level(void **state)
{
	(void)state;
	char first[512], err[2048];
	snprintf(first, sizeof first, "%s/next/a-first.tmj", data);
	write_text("next.txt", "11 next down\n11 next up\n21 next down\n");
	const char *a[] = {exe, first, "--headless", "--frames", "30", "--input", "next.txt",
	                   "--stats", "next_stats.txt", NULL};
	run_ok(a);
	char *s = run_stats_without_timing("next_stats.txt");
	expect_actors(s, 10, 4);
	expect_actors(s, 11, 3);
	expect_actors(s, 20, 3);
	expect_actors(s, 21, 4);
	free(s);
	/* tint.tmj's next by name is truncated.tmj, which is refused. */
	const char *b[] = {exe, tint, "--headless", "--frames", "30", "--input", "next.txt",
	                   "--stats", "next_bad.txt", NULL};
	int status = run_exe(b, err, sizeof err);
	if (status != 0 || strstr(err, "truncated.tmj") == NULL)
		fail_msg("status %d, stderr '%s': wanted 0 and a word on truncated.tmj", status, err);
	s = run_stats_without_timing("next_bad.txt");
	expect_actors(s, 30, 4);
	assert_int_equal(run_count_lines(s), 30);
	free(s);
}

/* With no font at all the game still runs, draws, and says so once. */
static void runs_without_fonts(void **state)
{
	(void)state;
	char conf[512], err[2048];
	snprintf(conf, sizeof conf, "%s/no-fonts.conf", data);
	setenv("FONTCONFIG_FILE", conf, 1);
	const char *a[] = {exe, tint, "--headless", "--frames", "5", "--screenshot", "nofont.png",
	                   NULL};
	int status = run_exe(a, err, sizeof err);
	unsetenv("FONTCONFIG_FILE");
	if (status != 0)
		fail_msg("status %d, stderr '%s'", status, err);
	const char *first = strstr(err, "no font");
	if (first == NULL || strstr(first + 1, "no font") != NULL)
		fail_msg("wanted one 'no font' line, stderr '%s'", err);
	SDL_Surface *img = IMG_Load("nofont.png");
	assert_non_null(img);
	SDL_FreeSurface(img);
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(same_run_same_bytes),
		cmocka_unit_test(record_replays),
		cmocka_unit_test(pause_in_script),
		cmocka_unit_test(quit_in_script),
		cmocka_unit_test(views_step_alike),
		cmocka_unit_test(runs_without_fonts),
		cmocka_unit_test(next_level),
	};
	run_args(argc, argv, 2, "FOOTPRINTS_EXE DATA_DIR");
	exe = argv[1];
	data = argv[2];
	snprintf(tint, sizeof tint, "%s/tint.tmj", data);
	snprintf(drive, sizeof drive, "%s/drive.txt", data);
	snprintf(pause_script, sizeof pause_script, "%s/pause.txt", data);
	run_no_display();
	return cmocka_run_group_tests_name("replay", tests, NULL, NULL);
}
