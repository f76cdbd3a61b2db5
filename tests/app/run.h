/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* run.h: a test's own arguments; run the footprints executable from a test
 * and collect its exit status and stderr. */
#ifndef TESTS_APP_RUN_H
#define TESTS_APP_RUN_H

#include <stdbool.h>
#include <stddef.h>

/* Exits with status 2 and "usage: PROGRAM USAGE" unless the test was given
 * exactly n arguments (argv[1] to argv[n]). */
void run_args(int argc, char **argv, int n, const char *usage);

/* Takes the display away from the runs to come (DISPLAY, WAYLAND_DISPLAY),
 * so none can open a window. */
void run_no_display(void);

/* Runs argv (argv[0] the program, NULL-terminated) with stdout discarded and
 * stderr captured into err (cut to errlen). Returns the exit status, or -1
 * when it could not run or was killed. */
int run_exe(const char *const *argv, char *err, size_t errlen);

/* The whole file in a malloc'd buffer (NUL-terminated), its length in *len;
 * NULL when it cannot be read. */
char *run_slurp(const char *path, size_t *len);

/* The stats file at path with every ,"collision_us":VALUE removed (the one
 * field that is a measurement, not a result), malloc'd; fails the test
 * when it cannot be read. */
char *run_stats_without_timing(const char *path);

/* Fails the test unless the files at a and b hold the same bytes. */
void run_expect_same_file(const char *a, const char *b);

/* Fails the test unless the file at path holds each string of the
 * NULL-terminated list wanted. */
void run_expect_text(const char *path, const char *const *wanted);

/* Fails the test unless the PNG at path loads and is w by h pixels. */
void run_expect_png_size(const char *path, int w, int h);

/* How many '\n' s holds. */
size_t run_count_lines(const char *s);

#endif
