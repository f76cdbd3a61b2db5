/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#define _POSIX_C_SOURCE 200809L
/* The screens and menus, played headless as a player would with the menu
 * actions of input scripts: from the title through a level won and a level
 * lost and back out; a level of the list that cannot be played; the title
 * the same picture every run; and a window with no display refused at
 * once; the last level won and its ending. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "run.h"

static const char *exe;
static const char *data;
static char one_coin[512], to_end[512];

static void run_ok(const char *const *argv)
{
	char err[2048];
	int status = run_exe(argv, err, sizeof err);
	if (status != 0)
		fail_msg("%s %s ...: status %d, stderr '%s'", argv[0], argv[1], status, err);
}

/* The line (from 1) of the stats holding the event named, or 0. */
static size_t line_of_event(const char *stats, const char *event)
{
	char want[32];
	snprintf(want, sizeof want, "\"%s\"", event);
	const char *at = strstr(stats, want);
	if (at == NULL)
		return 0;
	size_t n = 1;
	for (const char *p = stats; p < at; p++)
		n += *p == '\n';
	return n;
}

/* Title, Play, the first level (it opens on the one named), driven to its
 * coin: won; Next level: lost at once (it starts on a crate with 5 energy);
 * Level select, back to the title, back again: the run quits there. Each
 * run tick has its stats line (the title's first three too); the world
 * steps from the choice (run tick 4) to the next (69), then from 70 to the
 * choice of the list (101). */
static void title_to_the_end(void **state)
{
	(void)state;
	const char *a[] = {exe, one_coin, "--menu", "--headless", "--frames", "400", "--input",
	                   to_end, "--record", "end.rec", "--stats", "end_a.txt", NULL};
	run_ok(a);
	char *s = run_stats_without_timing("end_a.txt");
	assert_int_equal(run_count_lines(s), 105);
	assert_int_equal(line_of_event(s, "won"), 3 + 27);
	assert_int_equal(line_of_event(s, "lost"), 3 + 66 + 12);
	/* The record names the menu actions and replays to the same run. */
	const char *const lines[] = {"\n70 menu-select down\n70 menu-select up\n",
	                             "\n106 menu-back down\n", NULL};
	run_expect_text("end.rec", lines);
	const char *b[] = {exe, one_coin, "--menu", "--headless", "--frames", "400", "--input",
	                   "end.rec", "--stats", "end_b.txt", NULL};
	run_ok(b);
	char *sb = run_stats_without_timing("end_b.txt");
	assert_string_equal(s, sb);
	free(s);
	free(sb);
}

/* The stats of a headless run from the title (--menu) with level named,
 * frames ticks long, of the input script text (written to name.txt), with
 * the extra option or NULL. */
static char *menu_run(const char *level, const char *script, const char *frames,
                      const char *name, const char *extra)
{
	char path[512], in[128], stats[128];
	snprintf(path, sizeof path, "%s/%s", data, level);
	snprintf(in, sizeof in, "%s.txt", name);
	snprintf(stats, sizeof stats, "%s.stats", name);
	FILE *f = fopen(in, "w");
	assert_non_null(f);
	fputs(script, f);
	fclose(f);
	const char *a[] = {exe, path, "--menu", "--headless", "--frames", frames, "--input",
	                   in, "--stats", stats, extra, NULL};
	run_ok(a);
	return run_stats_without_timing(stats);
}

/* The list of tests/app/data holds tint.tmj and truncated.tmj, which is
 * broken: choosing it plays nothing; tint.tmj plays after it. */
static void broken_level_in_the_list(void **state)
{
	(void)state;
	char *s = menu_run("tint.tmj",
	                   "2 menu-select down\n3 menu-down down\n4 menu-select down\n"
	                   "6 menu-up down\n7 menu-select down\n",
	                   "20", "broken", NULL);
	/* A line each run tick; the world steps from run tick 7 to 20, tint.tmj's
	 * four actors. */
	assert_int_equal(run_count_lines(s), 20);
	assert_non_null(strstr(s, "{\"tick\":14,\"screen\":\"playing\",\"actors\":4,"));
	free(s);
}

/* The list of tests/app/data: big, occlusion, sounds, tint, truncated. With
 * nothing finished the first three open: choosing tint, the fourth, plays
 * nothing; with --all-levels it plays (its four actors). */
static void levels_open_in_order(void **state)
{
	(void)state;
	const char *to_tint = "2 menu-select down\n3 menu-down down\n4 menu-down down\n"
	                      "5 menu-down down\n6 menu-select down\n";
	char *s = menu_run("big.tmj", to_tint, "12", "locked", NULL);
	assert_null(strstr(s, "\"screen\":\"playing\""));
	assert_non_null(strstr(strrchr(s, '{'), "\"screen\":\"levels\""));
	free(s);
	s = menu_run("big.tmj", to_tint, "12", "all", "--all-levels");
	assert_non_null(strstr(s, "{\"tick\":6,\"screen\":\"playing\",\"actors\":4,"));
	free(s);
}

/* The stats of the last shipped level played to its win by its winning
 * script, then the action named pressed on the won screen (tick 1370). */
static char *last_level_won_then(const char *action)
{
	char level[600], wins[600], line[64];
	snprintf(level, sizeof level, "%s/../../../assets/levels/10-the-gauntlet.tmj", data);
	snprintf(wins, sizeof wins, "%s/../../levels/wins/10-the-gauntlet.txt", data);
	FILE *in = fopen(wins, "r"), *out = fopen("ending.txt", "w");
	assert_non_null(in);
	assert_non_null(out);
	while (fgets(line, sizeof line, in) != NULL)
		fputs(line, out);
	fclose(in);
	fprintf(out, "1370 %s down\n1371 %s up\n", action, action);
	fclose(out);
	const char *a[] = {exe, level, "--headless", "--frames", "1400", "--input", "ending.txt",
	                   "--stats", "ending.stats", NULL};
	run_ok(a);
	return run_stats_without_timing("ending.stats");
}

/* The won screen's first item on the last level is the ending, and so is
 * N there (not the first level again). The won tick's line has the stars
 * and the seconds played. */
static void last_level_to_the_ending(void **state)
{
	(void)state;
	const char *const actions[] = {"menu-select", "next"};
	for (size_t i = 0; i < 2; i++) {
		char *s = last_level_won_then(actions[i]);
		assert_int_equal(run_count_lines(s), 1400);
		const char *won = strstr(s, "{\"tick\":1354,\"screen\":\"won\"");
		assert_non_null(won);
		const char *end = strchr(won, '\n');
		assert_non_null(end);
		const char *fields =
			strstr(won, "\"events\":[\"pickup\",\"won\"],\"stars\":3,\"time\":22.567");
		assert_true(fields != NULL && fields < end);
		/* The run ends on the ending, reached from the won screen. */
		assert_non_null(strstr(strrchr(s, '{'), "\"screen\":\"ending\""));
		assert_true(strstr(s, "\"screen\":\"ending\"") > won);
		free(s);
	}
}

static void title_same_bytes(void **state)
{
	(void)state;
	const char *a[] = {exe, one_coin, "--menu", "--headless", "--frames", "45",
	                   "--screenshot", "title_a.png", NULL};
	const char *b[] = {exe, one_coin, "--menu", "--headless", "--frames", "45",
	                   "--screenshot", "title_b.png", NULL};
	run_ok(a);
	run_ok(b);
	run_expect_same_file("title_a.png", "title_b.png");
	run_expect_png_size("title_a.png", 640, 480);
}

/* A window, the game's or the lab's, where SDL finds only a driver that
 * shows nothing exits at once with status 2 and says why, once. */
static void no_display(void **state)
{
	(void)state;
	static const char *const drivers[] = {"dummy", "offscreen", "dummy"};
	for (size_t i = 0; i < 3; i++) {
		char err[2048];
		setenv("SDL_VIDEODRIVER", drivers[i], 1);
		/* The game, and the lab. */
		const char *a[] = {exe, i < 2 ? one_coin : "--lab", "--frames", "100000", NULL};
		int status = run_exe(a, err, sizeof err);
		unsetenv("SDL_VIDEODRIVER");
		const char *line = strstr(err, "footprints: no display");
		if (status != 2 || line == NULL || strstr(line, "--headless runs without one") == NULL ||
		    strstr(line + 1, "footprints:") != NULL)
			fail_msg("%s: status %d, stderr '%s'", drivers[i], status, err);
	}
}

int main(int argc, char **argv)
{
	run_args(argc, argv, 2, "FOOTPRINTS_EXE DATA_DIR");
	exe = argv[1];
	data = argv[2];
	snprintf(one_coin, sizeof one_coin, "%s/menu/a-one-coin.tmj", data);
	snprintf(to_end, sizeof to_end, "%s/menu/title_to_end.txt", data);
	run_no_display();
	static const struct CMUnitTest tests[] = {cmocka_unit_test(title_to_the_end),
	                                          cmocka_unit_test(broken_level_in_the_list),
	                                          cmocka_unit_test(levels_open_in_order),
	                                          cmocka_unit_test(last_level_to_the_ending),
	                                          cmocka_unit_test(title_same_bytes),
	                                          cmocka_unit_test(no_display)};
	return cmocka_run_group_tests_name("menus", tests, NULL, NULL);
}
