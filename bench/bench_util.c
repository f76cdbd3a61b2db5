/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* bench_util.c: the shared generator, clock and reporting. */
#define _POSIX_C_SOURCE 200809L
#include "bench_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "splitmix64.h"

volatile uint64_t bench_sink;

uint64_t bench_next(bench_rng *r)
{
	return splitmix64(&r->s);
}

float bench_uniform(bench_rng *r, float lo, float hi)
{
	double u = (double)(bench_next(r) >> 11) * (1.0 / 9007199254740992.0);
	return (float)((double)lo + ((double)hi - (double)lo) * u);
}

double bench_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

double bench_cpu(void)
{
	struct timespec t;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int double_cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

double bench_median(double *v, size_t n)
{
	if (n == 0)
		return 0.0;
	qsort(v, n, sizeof *v, double_cmp);
	return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

void bench_result(const char *name, double value, const char *unit)
{
	printf("RESULT %s %.6g %s\n", name, value, unit);
}

fp_box bench_pair_box(bench_rng *r)
{
	fp_box b;
	b.center.x = bench_uniform(r, 0.0f, 100.0f);
	b.center.y = bench_uniform(r, 0.0f, 100.0f);
	b.half.x = bench_uniform(r, 0.5f, 4.0f);
	b.half.y = bench_uniform(r, 0.5f, 4.0f);
	b.angle = bench_uniform(r, 0.0f, 6.2831853f);
	return b;
}

fp_box bench_pair_partner(bench_rng *r, fp_box first)
{
	fp_box b = bench_pair_box(r);
	b.center.x = first.center.x + bench_uniform(r, -8.0f, 8.0f);
	b.center.y = first.center.y + bench_uniform(r, -8.0f, 8.0f);
	return b;
}

fp_circle bench_pair_circle(bench_rng *r, fp_box box)
{
	fp_circle c;
	c.center.x = box.center.x + bench_uniform(r, -8.0f, 8.0f);
	c.center.y = box.center.y + bench_uniform(r, -8.0f, 8.0f);
	c.radius = bench_uniform(r, 0.3f, 2.0f);
	return c;
}
