/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* options.h: the command line of footprints, parsed once in main and read by
 * the game (app) and the lab. */
#ifndef APP_OPTIONS_H
#define APP_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define OPTIONS_DEFAULT_SEED 1u

typedef struct app_options {
	const char *level;      /* LEVEL.tmj, or NULL for the first level */
	bool headless;          /* no window: render into a surface */
	bool menu;              /* start at the title: --menu (even headless or
	                           with a level named: its directory is listed),
	                           or a window with no level named */
	bool all_levels;        /* --all-levels: every level open in the level
	                           select, finished or not (for testing) */
	bool mute;              /* --mute: no sound this run (never kept) */
	bool no_vsync;          /* --no-vsync: frames as fast as they come
	                           (for measuring), not paced by the display */
	bool frames_set;        /* --frames given */
	uint64_t frames;        /* stop after this many simulation ticks */
	uint64_t seed;          /* OPTIONS_DEFAULT_SEED unless --seed */
	const char *input;      /* input script to replay, or NULL */
	const char *record;     /* input script to write, or NULL */
	const char *screenshot; /* PNG of the last frame, or NULL */
	const char *stats;      /* one JSON line per tick, or NULL */
	uint64_t overlays;      /* actions_bit of each overlay to start with */
	size_t view;            /* the view to start in: its index in view.h's
	                           table (0, top-down, unless --view) */
	size_t stress;          /* extra wandering actors */
	int size_w, size_h;     /* --size: a headless frame's size, pixels
	                           (0: frame_headless_size's) */
	bool lab;               /* --lab: run the collision lab instead */
	const char *lab_file;   /* --lab FILE: the lab's state file, or NULL */
	bool help;              /* --help: print options_print_usage and exit 0 */
	bool version;           /* --version: print the version and exit 0 */
} app_options;

/* Reads s, the value of option opt, as a whole number from 0 to max into
 * *out; false, with a message naming opt and s in err, for anything else. */
bool options_count(const char *opt, const char *s, uint64_t max, uint64_t *out, char *err,
                   size_t errlen);

/* Reads s, --size's value, as WIDTHxHEIGHT, each side 64 to 8192 pixels;
 * false with a message in err for anything else. */
bool options_size(const char *s, int *w, int *h, char *err, size_t errlen);

/* Fills *opt from argv (argv[0] is the program). Returns true, or false with
 * a message naming the option in err (the caller exits with status 2).
 * Strings in *opt point into argv. Accepts both "--opt VALUE" and
 * "--opt=VALUE". */
bool options_parse(app_options *opt, int argc, char **argv, char *err, size_t errlen);

/* Prints the --help text to f. */
void options_print_usage(FILE *f);

#endif
