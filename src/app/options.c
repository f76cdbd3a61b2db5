/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "options.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "overlays.h"
#include "view.h"
#include "world_types.h"

/* Largest counts accepted: far beyond any real run, small enough that no
 * later arithmetic on them can overflow. */
#define FRAMES_MAX 1000000000ull
#define SIDE_MIN 64   /* --size: a side, pixels */
#define SIDE_MAX 8192

void options_print_usage(FILE *f)
{
	char overlays[512], views[128];
	overlays_names(",", overlays, sizeof overlays);
	views_names("|", views, sizeof views);
	fprintf(f,
	        "usage: footprints [LEVEL.tmj] [options]\n"
	        "  (a window opens on the title; a LEVEL or --headless starts playing)\n"
	        "  --menu               start at the title, even headless or with a LEVEL\n"
	        "  --all-levels         open every level in the level select (for testing)\n"
	        "  --mute               no sound for this run (M in the game is kept)\n"
	        "  --headless           no window: render into memory (no display needed)\n"
	        "  --no-vsync           frames as fast as they come, not paced by the display\n"
	        "  --frames N           stop after N simulation ticks (60 a second)\n"
	        "  --seed N             random seed (default 1: runs repeat)\n"
	        "  --input FILE         replay an input script (TICK ACTION down|up a line)\n"
	        "  --record FILE        write the input of this run as a script\n"
	        "  --screenshot FILE    save the last frame as PNG\n"
	        "  --size WxH           a headless frame's size in pixels (default: the map's)\n"
	        "  --overlay LIST       start with overlays on: %s\n"
	        "  --view %-13s start in this view (V switches)\n"
	        "  --stats FILE         write one JSON line of figures per tick\n"
	        "  --stress N           add N wandering actors to the level\n"
	        "  --lab [FILE]         open the collision lab (FILE: its state file)\n"
	        "  --help               print this and exit\n"
	        "  --version            print the version and exit\n",
	        overlays, views);
}

bool options_count(const char *opt, const char *s, uint64_t max, uint64_t *out, char *err,
                   size_t errlen)
{
	char *end = NULL;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 10);
	if (s[0] < '0' || s[0] > '9' || *end != '\0' || errno == ERANGE || v > max) {
		snprintf(err, errlen, "%s: '%s' is not a whole number from 0 to %llu", opt, s,
		         (unsigned long long)max);
		return false;
	}
	*out = v;
	return true;
}

bool options_size(const char *s, int *w, int *h, char *err, size_t errlen)
{
	char *end = NULL;
	long x = strtol(s, &end, 10), y = 0;
	bool ok = s[0] >= '0' && s[0] <= '9' && *end == 'x';
	if (ok) {
		const char *t = end + 1;
		y = strtol(t, &end, 10);
		ok = t[0] >= '0' && t[0] <= '9' && *end == '\0';
	}
	if (!ok || x < SIDE_MIN || x > SIDE_MAX || y < SIDE_MIN || y > SIDE_MAX) {
		snprintf(err, errlen, "--size: '%s' is not WIDTHxHEIGHT, each %d to %d", s, SIDE_MIN,
		         SIDE_MAX);
		return false;
	}
	*w = (int)x;
	*h = (int)y;
	return true;
}

static bool parse_overlays(const char *list, uint64_t *out, char *err, size_t errlen)
{
	const char *p = list;
	for (;;) {
		size_t len = strcspn(p, ","), i;
		if (!overlays_find(p, len, &i)) {
			char known[512];
			overlays_names(", ", known, sizeof known);
			snprintf(err, errlen, "--overlay: unknown overlay '%.*s' (known: %s)", (int)len, p,
			         known);
			return false;
		}
		*out |= overlays_bit(i);
		if (p[len] == '\0')
			return true;
		p += len + 1;
	}
}

static bool parse_view(const char *name, size_t *out, char *err, size_t errlen)
{
	if (views_find(name, out))
		return true;
	char known[128];
	views_names(", ", known, sizeof known);
	snprintf(err, errlen, "--view: unknown view '%s' (known: %s)", name, known);
	return false;
}

/* The value of a valued option: after '=' in the same argument or the next
 * argument. Returns NULL (with err set) when missing. */
static const char *take_value(const char *name, const char *eq, int argc, char **argv,
                              int *i, char *err, size_t errlen)
{
	if (eq != NULL)
		return eq + 1;
	if (*i + 1 >= argc) {
		snprintf(err, errlen, "%s needs a value", name);
		return NULL;
	}
	*i += 1;
	return argv[*i];
}

static bool has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);
	return n >= k && strcmp(s + n - k, suffix) == 0;
}

static bool parse_valued(app_options *opt, const char *name, const char *v, char *err,
                         size_t errlen)
{
	if (v[0] == '\0') {
		snprintf(err, errlen, "%s: empty value", name);
		return false;
	}
	if (strcmp(name, "--frames") == 0) {
		opt->frames_set = true;
		return options_count(name, v, FRAMES_MAX, &opt->frames, err, errlen);
	}
	if (strcmp(name, "--seed") == 0)
		return options_count(name, v, UINT64_MAX, &opt->seed, err, errlen);
	if (strcmp(name, "--stress") == 0) {
		uint64_t n = 0;
		bool ok = options_count(name, v, WORLD_STRESS_MAX, &n, err, errlen);
		opt->stress = (size_t)n;
		return ok;
	}
	if (strcmp(name, "--overlay") == 0)
		return parse_overlays(v, &opt->overlays, err, errlen);
	if (strcmp(name, "--view") == 0)
		return parse_view(v, &opt->view, err, errlen);
	if (strcmp(name, "--size") == 0)
		return options_size(v, &opt->size_w, &opt->size_h, err, errlen);
	if (strcmp(name, "--screenshot") == 0 && !has_suffix(v, ".png")) {
		snprintf(err, errlen, "--screenshot: '%s' must end in .png", v);
		return false;
	}
	const char **slot = strcmp(name, "--input") == 0        ? &opt->input
	                    : strcmp(name, "--record") == 0     ? &opt->record
	                    : strcmp(name, "--screenshot") == 0 ? &opt->screenshot
	                                                        : &opt->stats;
	*slot = v;
	return true;
}

static const char *const valued[] = {"--frames",    "--seed",    "--input",  "--record", "--stats",
                                     "--screenshot", "--overlay", "--stress", "--view",
                                     "--size"};

static bool is_valued(const char *name)
{
	for (size_t i = 0; i < sizeof valued / sizeof valued[0]; i++)
		if (strcmp(name, valued[i]) == 0)
			return true;
	return false;
}

/* --lab takes its file only as --lab=FILE or when the next argument is not an
 * option and not a level: "footprints --lab level.tmj" (or .tmx) stays
 * unambiguous. */
static void parse_lab(app_options *opt, const char *eq, int argc, char **argv, int *i)
{
	opt->lab = true;
	if (eq != NULL) {
		opt->lab_file = eq + 1;
	} else if (*i + 1 < argc && argv[*i + 1][0] != '-' && !has_suffix(argv[*i + 1], ".tmj") &&
	           !has_suffix(argv[*i + 1], ".tmx")) {
		*i += 1;
		opt->lab_file = argv[*i];
	}
}

static bool parse_option(app_options *opt, int argc, char **argv, int *i, char *err,
                         size_t errlen)
{
	const char *arg = argv[*i];
	const char *eq = strchr(arg, '=');
	char name[32];
	size_t len = eq != NULL ? (size_t)(eq - arg) : strlen(arg);
	if (len >= sizeof name) {
		snprintf(err, errlen, "unknown option '%s' (see --help)", arg);
		return false;
	}
	memcpy(name, arg, len);
	name[len] = '\0';
	if (strcmp(name, "--lab") == 0) {
		parse_lab(opt, eq, argc, argv, i);
		return true;
	}
	if (is_valued(name)) {
		const char *v = take_value(name, eq, argc, argv, i, err, errlen);
		return v != NULL && parse_valued(opt, name, v, err, errlen);
	}
	bool *flag = strcmp(name, "--headless") == 0 ? &opt->headless
	             : strcmp(name, "--menu") == 0   ? &opt->menu
	             : strcmp(name, "--mute") == 0   ? &opt->mute
	             : strcmp(name, "--all-levels") == 0 ? &opt->all_levels
	             : strcmp(name, "--no-vsync") == 0 ? &opt->no_vsync
	             : strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0 ? &opt->help
	             : strcmp(name, "--version") == 0 ? &opt->version
	                                               : NULL;
	if (flag == NULL || eq != NULL) {
		snprintf(err, errlen, flag ? "%s takes no value" : "unknown option '%s' (see --help)",
		         flag ? name : arg);
		return false;
	}
	*flag = true;
	return true;
}

bool options_parse(app_options *opt, int argc, char **argv, char *err, size_t errlen)
{
	*opt = (app_options){.seed = OPTIONS_DEFAULT_SEED};
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		if (arg[0] == '-' && arg[1] != '\0') {
			if (!parse_option(opt, argc, argv, &i, err, errlen))
				return false;
			continue;
		}
		if (opt->level != NULL) {
			snprintf(err, errlen, "two levels named: '%s' and '%s' (give one)", opt->level,
			         arg);
			return false;
		}
		opt->level = arg;
	}
	return true;
}
