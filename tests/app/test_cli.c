/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#define _POSIX_C_SOURCE 200809L
/* The command line and the input-script format: what parses, what is refused
 * and with which message, and that the executable exits 2 on each refusal. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "actions.h"
#include "by_name.h"
#include "options.h"
#include "run.h"
#include "script.h"

static const char *exe;
static const char *data;

static bool parse(app_options *o, char *err, size_t errlen, int argc, const char **argv)
{
	return options_parse(o, argc, (char **)argv, err, errlen);
}

static void options_full_line(void **state)
{
	(void)state;
	const char *argv[] = {"footprints", "lvl.tmj", "--headless", "--frames", "600",
	                      "--seed=42", "--input", "in.txt", "--record", "rec.txt",
	                      "--screenshot", "o.png", "--overlay", "triangles,edges",
	                      "--stats", "s.txt", "--stress", "100"};
	app_options o;
	char err[256] = "";
	assert_true(parse(&o, err, sizeof err, 18, argv));
	assert_string_equal(o.level, "lvl.tmj");
	assert_true(o.headless && o.frames_set);
	assert_int_equal(o.frames, 600);
	assert_int_equal(o.seed, 42);
	assert_string_equal(o.input, "in.txt");
	assert_string_equal(o.record, "rec.txt");
	assert_string_equal(o.screenshot, "o.png");
	assert_string_equal(o.stats, "s.txt");
	assert_int_equal(o.overlays, overlays_named("triangles,edges"));
	assert_int_equal(o.stress, 100);
	assert_false(o.lab);
}

static void options_defaults_and_lab(void **state)
{
	(void)state;
	app_options o;
	char err[256];
	const char *a1[] = {"footprints"};
	assert_true(parse(&o, err, sizeof err, 1, a1));
	assert_null(o.level);
	assert_int_equal(o.seed, OPTIONS_DEFAULT_SEED);
	assert_false(o.headless || o.frames_set || o.lab);
	const char *a2[] = {"footprints", "--lab", "state.txt", "--headless"};
	assert_true(parse(&o, err, sizeof err, 4, a2));
	assert_true(o.lab && o.headless);
	assert_string_equal(o.lab_file, "state.txt");
	/* A level after --lab is a level, not the lab's file. */
	const char *a3[] = {"footprints", "--lab", "x.tmj"};
	assert_true(parse(&o, err, sizeof err, 3, a3));
	assert_null(o.lab_file);
	assert_string_equal(o.level, "x.tmj");
	const char *a5[] = {"footprints", "--lab", "x.tmx"};
	assert_true(parse(&o, err, sizeof err, 3, a5));
	assert_null(o.lab_file);
	assert_string_equal(o.level, "x.tmx");
	const char *a4[] = {"footprints", "--lab=s.lab"};
	assert_true(parse(&o, err, sizeof err, 2, a4));
	assert_string_equal(o.lab_file, "s.lab");
}

/* Each bad command line, and a word its message must hold. */
static const struct {
	const char *args[4];
	const char *says;
} bad_cli[] = {
	{{"--frames"}, "--frames needs a value"},
	{{"--frames", "ten"}, "--frames: 'ten'"},
	{{"--frames", "-1"}, "--frames"},
	{{"--frames", "99999999999999999999"}, "--frames"},
	{{"--seed", "1x"}, "--seed"},
	{{"--stress", "5000000"}, "--stress"},
	{{"--overlay", "triangles,nope"}, "unknown overlay 'nope'"},
	{{"--overlay", ""}, "--overlay: empty value"},
	{{"--screenshot", "shot.bmp"}, "must end in .png"},
	{{"--bogus"}, "unknown option '--bogus'"},
	{{"--headless=yes"}, "--headless takes no value"},
	{{"a.tmj", "b.tmj"}, "two levels"},
	{{"--input"}, "--input needs a value"},
};

static void options_refused(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof bad_cli / sizeof bad_cli[0]; i++) {
		const char *argv[5] = {"footprints"};
		int argc = 1;
		for (; argc < 5 && bad_cli[i].args[argc - 1] != NULL; argc++)
			argv[argc] = bad_cli[i].args[argc - 1];
		app_options o;
		char err[256] = "";
		bool ok = parse(&o, err, sizeof err, argc, argv);
		if (ok || strstr(err, bad_cli[i].says) == NULL)
			fail_msg("case %zu (%s ...): ok=%d message '%s', wanted '%s'", i,
			         bad_cli[i].args[0], ok, err, bad_cli[i].says);
	}
}

/* The value readers the benchmarks share with the game's command line. */
static void options_values(void **state)
{
	(void)state;
	char err[256] = "";
	uint64_t n = 0;
	assert_true(options_count("--frames", "20", 100, &n, err, sizeof err));
	assert_int_equal(n, 20);
	assert_true(options_count("--frames", "100", 100, &n, err, sizeof err));
	assert_false(options_count("--frames", "101", 100, &n, err, sizeof err));
	assert_string_equal(err, "--frames: '101' is not a whole number from 0 to 100");
	assert_false(options_count("--stress", "-5", 100, &n, err, sizeof err));
	assert_false(options_count("--stress", "5x", 100, &n, err, sizeof err));
	assert_false(options_count("--stress", "", 100, &n, err, sizeof err));
	assert_int_equal(n, 100);
	int w = 0, h = 0;
	assert_true(options_size("640x360", &w, &h, err, sizeof err));
	assert_int_equal(w, 640);
	assert_int_equal(h, 360);
	assert_false(options_size("63x360", &w, &h, err, sizeof err));
	assert_false(options_size("640x8193", &w, &h, err, sizeof err));
	assert_false(options_size("640x", &w, &h, err, sizeof err));
	assert_string_equal(err, "--size: '640x' is not WIDTHxHEIGHT, each 64 to 8192");
	assert_int_equal(w, 640);
}

static void script_good(void **state)
{
	(void)state;
	script s;
	char err[256] = "";
	const char *lines = "# comment\n\n1 forward down   # trailing\n"
	                    "1 overlay-edges down\r\n5\tforward up\n7 quit down";
	assert_true(script_parse(&s, actions_vocab(), "t.txt", lines, err, sizeof err));
	assert_int_equal(s.count, 4);
	assert_int_equal(s.events[1].action, action_named("overlay-edges"));
	assert_int_equal(s.events[2].tick, 5);
	assert_false(s.events[2].down);
	assert_int_equal(s.events[3].action, action_named("quit"));
	assert_null(script_take(&s, 0));
	assert_non_null(script_take(&s, 1));
	assert_non_null(script_take(&s, 1));
	assert_null(script_take(&s, 4));
	assert_non_null(script_take(&s, 9));
	assert_non_null(script_take(&s, 9));
	assert_true(script_done(&s));
	script_fini(&s);
}

static const struct {
	const char *text;
	const char *says;
} bad_scripts[] = {
	{"1 forward down\n2 jump down\n", "t.txt:2: unknown ACTION"},
	{"0 forward down\n", "t.txt:1: TICK must be a whole number from 1"},
	{"x forward down\n", "t.txt:1: TICK"},
	{"-3 forward down\n", "t.txt:1: TICK"},
	{"5 forward down\n3 forward up\n", "t.txt:2: TICK is smaller"},
	{"1 forward\n", "t.txt:1: expected 'TICK ACTION down|up'"},
	{"1 forward pressed\n", "'down' or 'up'"},
	{"1 forward down now\n", "t.txt:1: extra words"},
	{"#ok\n\n\n1 back downn\n", "t.txt:4:"},
	{"99999999999999999999 back down\n", "t.txt:1: TICK"},
};

static void script_refused(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof bad_scripts / sizeof bad_scripts[0]; i++) {
		script s;
		char err[256] = "";
		bool ok = script_parse(&s, actions_vocab(), "t.txt", bad_scripts[i].text, err, sizeof err);
		if (ok || strstr(err, bad_scripts[i].says) == NULL)
			fail_msg("case %zu: ok=%d message '%s', wanted '%s'", i, ok, err,
			         bad_scripts[i].says);
		assert_null(s.events);
	}
}

static void script_round_trip(void **state)
{
	(void)state;
	char buf[4096];
	FILE *f = fmemopen(buf, sizeof buf, "w");
	assert_non_null(f);
	size_t n = actions_count();
	for (size_t a = 0; a < n; a++)
		assert_true(script_write(f, (uint64_t)a + 1, actions_at(a)->name, a % 2 == 0));
	fclose(f);
	script s;
	char err[256] = "";
	assert_true(script_parse(&s, actions_vocab(), "mem", buf, err, sizeof err));
	assert_int_equal(s.count, n);
	for (size_t a = 0; a < n; a++) {
		assert_int_equal(s.events[a].action, a);
		assert_int_equal(s.events[a].tick, a + 1);
		assert_int_equal(s.events[a].down, a % 2 == 0);
	}
	script_fini(&s);
}

/* The executable refuses each bad run with status 2 and a message naming
 * the culprit, before any window (no display is set for these runs). */
static void exe_refuses(void **state)
{
	(void)state;
	char tint[512], badscript[512], trunc[512];
	snprintf(tint, sizeof tint, "%s/tint.tmj", data);
	snprintf(badscript, sizeof badscript, "%s/bad_action.txt", data);
	snprintf(trunc, sizeof trunc, "%s/truncated.tmj", data);
	const struct {
		const char *argv[6];
		const char *says;
	} runs[] = {
		{{exe, "--frames", "x"}, "--frames"},
		{{exe, "--what"}, "--what"},
		{{exe, tint, "--headless", "--input", badscript}, "bad_action.txt:2"},
		{{exe, tint, "--headless", "--input", "no-such-script.txt"}, "no-such-script.txt"},
		{{exe, trunc, "--headless"}, "truncated.tmj"},
		{{exe, "no-such-level.tmj"}, "no-such-level.tmj"},
		{{exe, tint, "--headless", "--stats", "/no/such/dir/s.txt"}, "--stats"},
	};
	for (size_t i = 0; i < sizeof runs / sizeof runs[0]; i++) {
		char err[2048];
		int status = run_exe(runs[i].argv, err, sizeof err);
		if (status != 2 || strstr(err, runs[i].says) == NULL)
			fail_msg("run %zu (%s): status %d, stderr '%s', wanted 2 and '%s'", i,
			         runs[i].argv[1], status, err, runs[i].says);
	}
}

/* A stats or record file that cannot be written to the end fails the run
 * (status 1) with a message naming it, rather than passing as complete. */
static void exe_write_failure(void **state)
{
	(void)state;
	char tint[512], err[2048];
	snprintf(tint, sizeof tint, "%s/tint.tmj", data);
	const char *stats[] = {exe, tint, "--headless", "--frames", "10", "--stats", "/dev/full",
	                       NULL};
	int status = run_exe(stats, err, sizeof err);
	if (status != 1 || strstr(err, "--stats: /dev/full: write failed") == NULL)
		fail_msg("status %d, stderr '%s'", status, err);
	const char *shot[] = {exe, tint, "--headless", "--frames", "1", "--screenshot",
	                      "/no/such/dir/x.png", NULL};
	status = run_exe(shot, err, sizeof err);
	if (status != 1 || strstr(err, "/no/such/dir/x.png") == NULL)
		fail_msg("screenshot: status %d, stderr '%s'", status, err);
}

/* A theme or a look the tables lack: the level plays, drawn with the
 * defaults, and stderr names the file, the property and the value. */
static void exe_unknown_looks(void **state)
{
	(void)state;
	char map[512], err[2048];
	snprintf(map, sizeof map, "%s/unknown-looks.tmj", data);
	const char *argv[] = {exe, map, "--headless", "--frames", "2", "--screenshot",
	                      "unknown-looks.png", NULL};
	int status = run_exe(argv, err, sizeof err);
	if (status != 0 || strstr(err, "unknown-looks.tmj: map property 'theme' is 'marble'") == NULL ||
	    strstr(err, "unknown-looks.tmj: object 2: look 'spaceship'") == NULL)
		fail_msg("status %d, stderr '%s'", status, err);
}

static void exe_help_version(void **state)
{
	(void)state;
	char err[256];
	const char *help[] = {exe, "--help", NULL};
	const char *version[] = {exe, "--version", NULL};
	assert_int_equal(run_exe(help, err, sizeof err), 0);
	assert_int_equal(run_exe(version, err, sizeof err), 0);
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(options_full_line), cmocka_unit_test(options_defaults_and_lab),
		cmocka_unit_test(options_refused),   cmocka_unit_test(options_values),
		cmocka_unit_test(script_good),
		cmocka_unit_test(script_refused),    cmocka_unit_test(script_round_trip),
		cmocka_unit_test(exe_refuses),       cmocka_unit_test(exe_write_failure),
		cmocka_unit_test(exe_help_version),  cmocka_unit_test(exe_unknown_looks),
	};
	run_args(argc, argv, 2, "FOOTPRINTS_EXE DATA_DIR");
	exe = argv[1];
	data = argv[2];
	/* Nothing here may open a window. */
	unsetenv("DISPLAY");
	unsetenv("WAYLAND_DISPLAY");
	return cmocka_run_group_tests_name("cli", tests, NULL, NULL);
}
