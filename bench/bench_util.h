/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* bench_util.h: what every benchmark shares: a seeded generator, the clock,
 * medians and the RESULT lines. */
#ifndef BENCH_UTIL_H
#define BENCH_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include <footprint/collide.h>

/* splitmix64: the same scenes on every machine and every run. */
typedef struct bench_rng {
	uint64_t s;
} bench_rng;

uint64_t bench_next(bench_rng *r);

/* Uniform in [lo, hi), rounded to float. */
float bench_uniform(bench_rng *r, float lo, float hi);

/* Seconds on CLOCK_MONOTONIC. */
double bench_now(void);

/* This thread's CPU seconds (CLOCK_THREAD_CPUTIME_ID): time it was not
 * running, preempted on a shared machine, does not count. */
double bench_cpu(void);

/* The median of n values (the array is sorted in place). */
double bench_median(double *v, size_t n);

/* Prints the machine line "RESULT <name> <value> <unit>". */
void bench_result(const char *name, double value, const char *unit);

/* The benchmark's pair scenes: box centres uniform in [0,100]^2, half
 * extents in [0.5,4], angle in [0,2pi); the second shape's centre is the
 * first's plus an offset uniform in [-8,8]^2; circle radii in [0.3,2]. */
fp_box bench_pair_box(bench_rng *r);
fp_box bench_pair_partner(bench_rng *r, fp_box first);
fp_circle bench_pair_circle(bench_rng *r, fp_box box);

/* Keeps a value alive so the loop that made it is not optimised away. */
extern volatile uint64_t bench_sink;

#endif
