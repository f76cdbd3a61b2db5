/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_hard.c: the all-pairs check, and the broadphase on the inputs
 * that are quadratic for a plain grid or a comparison sort: boxes covering
 * the whole world among small ones, a tenth long thin boxes among specks,
 * a box far away, two clusters far apart, identical boxes (the scenes of
 * tests/broadphase, whose test_work bounds the same runs by counting). Ours only: a peer would take minutes on the
 * 50 million pairs of the largest. */
#include <stdio.h>
#include <stdlib.h>

#include "bench_util.h"
#include "broadphase_bench.h"
#include "scenes.h"

#define CALLS 3

static size_t pairs_all(const fp_footprint *fp, size_t n)
{
	size_t count = 0;
	for (size_t i = 0; i < n; i++)
		for (size_t j = i + 1; j < n; j++)
			count += fp_footprint_overlap(&fp[i], &fp[j]);
	return count;
}

bool bench_pairs_check(const fp_footprint *fp, size_t n, const fp_pair *p, size_t count)
{
	for (size_t k = 0; k < count; k++) {
		bool ordered = p[k].a < p[k].b && p[k].b < n &&
		               (k == 0 || p[k - 1].a < p[k].a ||
		                (p[k - 1].a == p[k].a && p[k - 1].b < p[k].b));
		if (!ordered || !fp_footprint_overlap(&fp[p[k].a], &fp[p[k].b])) {
			fprintf(stderr, "bench_broadphase: n=%zu pair %zu (%u, %u) is wrong\n", n, k,
			        p[k].a, p[k].b);
			return false;
		}
	}
	size_t truth = pairs_all(fp, n);
	if (truth != count)
		fprintf(stderr, "bench_broadphase: n=%zu: %zu pairs, all-pairs finds %zu\n", n, count,
		        truth);
	return truth == count;
}

/* The median of CALLS calls on the scene, and what the last one counted. */
static void hard_run(const scene *s, const char *key)
{
	fp_broadphase *bp = fp_broadphase_create();
	double t[CALLS];
	size_t count = 0;
	for (int c = 0; c < CALLS; c++) {
		double t0 = bench_now();
		if (!fp_broadphase_box_pairs(bp, s->fp, s->n, &count)) {
			fprintf(stderr, "bench_broadphase: %s: out of memory\n", s->name);
			exit(1);
		}
		t[c] = (bench_now() - t0) * 1e3;
	}
	fp_broadphase_work w = fp_broadphase_last_work(bp);
	double ms = bench_median(t, CALLS);
	double work = (double)w.cells + (double)w.examined + (double)w.sort_moves;
	printf("  %-36s %7zu %10zu %10.3f %9.2f %8.2f\n", s->name, s->n, count, ms,
	       count ? ms * 1e6 / (double)count : 0.0, work / ((double)s->n + (double)count));
	char name[96];
	snprintf(name, sizeof name, "broadphase_hard_%s_ms", key);
	bench_result(name, ms, "ms/call");
	snprintf(name, sizeof name, "broadphase_hard_%s_pairs", key);
	bench_result(name, (double)count, "pairs");
	snprintf(name, sizeof name, "broadphase_hard_%s_work", key);
	bench_result(name, work / ((double)s->n + (double)count), "steps/item");
	fp_broadphase_destroy(bp);
}

typedef struct hard_scene {
	const char *name, *key;
	size_t n, big; /* big: whole-world boxes; 0 for the others */
	void (*make)(scene *s, uint32_t seed, size_t big);
} hard_scene;

static void make_whole_world(scene *s, uint32_t seed, size_t big)
{
	scene_whole_world(s, seed, big);
}

static void make_thin(scene *s, uint32_t seed, size_t big)
{
	(void)big;
	scene_thin(s, seed);
}

static void make_identical(scene *s, uint32_t seed, size_t big)
{
	(void)seed;
	(void)big;
	scene_identical(s);
}

static void make_uniform(scene *s, uint32_t seed, size_t big)
{
	(void)big;
	scene_whole_world(s, seed, 0);
}

static void make_far(scene *s, uint32_t seed, size_t big)
{
	(void)big;
	scene_far(s, seed, 1, 1e5f);
}

static void make_two_clusters(scene *s, uint32_t seed, size_t big)
{
	(void)big;
	scene_two_clusters(s, seed, 1e6f);
}

void bench_adversarial(bool quick)
{
	static const hard_scene full[] = {
		{"uniform (no big box)", "uniform", 50000, 0, make_uniform},
		{"1 whole-world among 50,000", "world1", 50001, 1, make_whole_world},
		{"16 whole-world among 50,000", "world16", 50016, 16, make_whole_world},
		{"1,000 whole-world among 50,000", "world1000", 51000, 1000, make_whole_world},
		{"a tenth long thin among specks", "thin", 50000, 0, make_thin},
		{"1 box 100,000 away from 50,000", "far", 50001, 0, make_far},
		{"two halves of 25,000, 1e6 apart", "clusters", 50000, 0, make_two_clusters},
		{"identical", "identical", 3000, 0, make_identical},
	};
	static const hard_scene small[] = {
		{"uniform (no big box)", "uniform", 5000, 0, make_uniform},
		{"16 whole-world among 5,000", "world16", 5016, 16, make_whole_world},
		{"a tenth long thin among specks", "thin", 5000, 0, make_thin},
		{"identical", "identical", 1000, 0, make_identical},
	};
	const hard_scene *list = quick ? small : full;
	size_t count = quick ? sizeof small / sizeof small[0] : sizeof full / sizeof full[0];
	printf("\nInputs quadratic for a plain grid, 1 worker, median of %d calls\n", CALLS);
	printf("  %-36s %7s %10s %10s %9s %8s\n", "", "boxes", "pairs", "ms/call", "ns/pair",
	       "work/item");
	for (size_t k = 0; k < count; k++) {
		scene s = scene_new(list[k].name, list[k].n, 0);
		list[k].make(&s, 77, list[k].big);
		scene_prepare(&s);
		hard_run(&s, list[k].key);
		scene_free(&s);
	}
}
