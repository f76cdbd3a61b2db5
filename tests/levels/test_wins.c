/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#define _POSIX_C_SOURCE 200809L
/* Every level of the level directory can be won: its script in the wins
 * directory (named after the level's file, .txt for the extension), replayed
 * headless by the game, wins it. A level without a script fails, so no
 * level is forgotten. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "run.h"

#define LEVELS_MAX 64

static const char *exe, *levels_dir, *wins_dir;
static char names[LEVELS_MAX][256];

static bool is_level(const char *name)
{
	size_t n = strlen(name);
	return n > 4 && name[0] != '.' &&
	       (strcmp(name + n - 4, ".tmj") == 0 || strcmp(name + n - 4, ".tmx") == 0);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(a, b);
}

static size_t list_levels(void)
{
	DIR *d = opendir(levels_dir);
	if (d == NULL) {
		fprintf(stderr, "cannot open %s\n", levels_dir);
		exit(1);
	}
	size_t n = 0;
	for (struct dirent *e; (e = readdir(d)) != NULL;) {
		if (!is_level(e->d_name) || strlen(e->d_name) >= sizeof names[0])
			continue;
		if (n == LEVELS_MAX) {
			fprintf(stderr, "more than %d levels in %s\n", LEVELS_MAX, levels_dir);
			exit(1);
		}
		snprintf(names[n++], sizeof names[0], "%s", e->d_name);
	}
	closedir(d);
	qsort(names, n, sizeof names[0], by_name);
	return n;
}

/* The largest tick the script names (0 when it names none). */
static unsigned long long last_tick(const char *text)
{
	unsigned long long last = 0;
	for (const char *line = text; line != NULL && *line != '\0';) {
		char *end;
		unsigned long long t = strtoull(line, &end, 10);
		if (end != line && t > last)
			last = t;
		line = strchr(line, '\n');
		line = line ? line + 1 : NULL;
	}
	return last;
}

/* The tick of the first stats line whose events hold "won", failing the
 * test when one holds "lost" first or none wins. */
static unsigned long long won_at(const char *stats, const char *level)
{
	for (const char *line = stats; line != NULL && *line != '\0';) {
		const char *end = strchr(line, '\n');
		int len = end ? (int)(end - line) : (int)strlen(line);
		char buf[1024];
		snprintf(buf, sizeof buf, "%.*s", len, line);
		if (strstr(buf, "\"lost\"") != NULL)
			fail_msg("%s: lost: %s", level, buf);
		if (strstr(buf, "\"won\"") != NULL) {
			if (strstr(buf, "\"pickups_left\":0,") == NULL)
				fail_msg("%s: won with pickups left: %s", level, buf);
			return strtoull(buf + strlen("{\"tick\":"), NULL, 10);
		}
		line = end ? end + 1 : NULL;
	}
	fail_msg("%s: not won by the end of its script", level);
	return 0;
}

static void level_is_won(void **state)
{
	const char *level = *state;
	char path[1024], script[1024], stats[1024], frames[32], err[2048];
	snprintf(path, sizeof path, "%s/%s", levels_dir, level);
	snprintf(script, sizeof script, "%s/%.*s.txt", wins_dir, (int)strlen(level) - 4, level);
	snprintf(stats, sizeof stats, "wins-%s.jsonl", level);
	size_t len = 0;
	char *text = run_slurp(script, &len);
	if (text == NULL)
		fail_msg("%s has no winning script: write %s (tests/levels/plan_win makes one)", level,
		         script);
	snprintf(frames, sizeof frames, "%llu", last_tick(text));
	free(text);
	const char *argv[] = {exe, path, "--headless", "--frames", frames, "--input", script,
	                      "--stats", stats, NULL};
	int status = run_exe(argv, err, sizeof err);
	if (status != 0)
		fail_msg("%s: status %d, stderr '%s'", level, status, err);
	char *out = run_slurp(stats, &len);
	if (out == NULL)
		fail_msg("%s: no stats in %s", level, stats);
	unsigned long long tick = won_at(out, level);
	free(out);
	unlink(stats);
	print_message("%s: won at tick %llu (%.1f s)\n", level, tick, (double)tick / 60.0);
}

int main(int argc, char **argv)
{
	run_args(argc, argv, 3, "FOOTPRINTS_EXE LEVELS_DIR WINS_DIR");
	exe = argv[1];
	levels_dir = argv[2];
	wins_dir = argv[3];
	size_t n = list_levels();
	if (n == 0) {
		fprintf(stderr, "no levels in %s\n", levels_dir);
		return 1;
	}
	struct CMUnitTest tests[LEVELS_MAX];
	for (size_t i = 0; i < n; i++)
		tests[i] = (struct CMUnitTest){.name = names[i], .test_func = level_is_won,
		                               .initial_state = names[i]};
	return _cmocka_run_group_tests("wins", tests, n, NULL, NULL);
}
