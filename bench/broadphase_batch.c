/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_batch.c: the batch pair test against the scalar float
 * separating-axis test and the exact test, on the candidates the broadphase
 * found in a step of the moving scene: (a, b) sorted, so the first boxes
 * are read in order and the second ones scattered, as the broadphase's own
 * narrow phase reads them. */
#include <stdio.h>
#include <stdlib.h>

#include "variants.h"

#include "bench_util.h"
#include "broadphase_bench.h"

#define REPS 9

/* A pair test of the library: called through a pointer, as cheap as the
 * shared library's own call. NULL stands for the batch. */
typedef bool (*pair_test)(const fp_footprint *, const fp_footprint *);

static size_t run(pair_test test, const bench_last *l, const fp_pair *p, size_t n, bool *hit)
{
	if (!test)
		return fp_footprint_overlap_batch(l->fp, l->n, p, n, hit);
	size_t hits = 0;
	for (size_t k = 0; k < n; k++) {
		hit[k] = test(&l->fp[p[k].a], &l->fp[p[k].b]);
		hits += hit[k];
	}
	return hits;
}

/* The median of REPS timed runs, in ns per pair. */
static double ns_per_pair(pair_test test, const bench_last *l, const fp_pair *p, size_t n,
                          bool *hit)
{
	double t[REPS];
	for (int r = 0; r < REPS; r++) {
		double t0 = bench_now();
		bench_sink += run(test, l, p, n, hit);
		t[r] = (bench_now() - t0) * 1e9 / (double)n;
	}
	return bench_median(t, REPS);
}

/* The step's candidates as pairs, and their exact answers; NULL when out
 * of memory. */
static fp_pair *candidates(const bench_last *l, bool **exact, size_t *count)
{
	fp_broadphase *bp = fp_broadphase_create();
	fp_broadphase_record_candidates(bp, true);
	size_t pairs;
	const fp_candidate *c = NULL;
	if (bp && fp_broadphase_box_pairs(bp, l->fp, l->n, &pairs))
		c = fp_broadphase_candidates(bp, count);
	fp_pair *p = c ? malloc((*count + 1) * sizeof *p) : NULL;
	*exact = c ? malloc(*count + 1) : NULL;
	for (size_t k = 0; p && *exact && k < *count; k++) {
		p[k].a = c[k].a;
		p[k].b = c[k].b;
		(*exact)[k] = c[k].hit;
	}
	fp_broadphase_destroy(bp);
	return p;
}

void bench_batch(bench_last *l)
{
	size_t n = 0;
	bool *exact = NULL, *hit = NULL;
	fp_pair *p = candidates(l, &exact, &n);
	hit = malloc(n + 1);
	if (!p || !exact || !hit) {
		fprintf(stderr, "bench_broadphase: out of memory\n");
		exit(1);
	}
	double batch = ns_per_pair(NULL, l, p, n, hit);
	size_t wrong = 0;
	for (size_t k = 0; k < n; k++)
		wrong += hit[k] != exact[k];
	double sat = ns_per_pair(fp_variant_box_overlap_sat, l, p, n, hit);
	double ex = ns_per_pair(fp_footprint_overlap, l, p, n, hit);
	printf("  the step's %zu candidates, ns per pair (median of %d runs): "
	       "fp_footprint_overlap_batch %.2f, fp_variant_box_overlap_sat %.2f, "
	       "fp_footprint_overlap %.2f; batch answers differing from the exact ones: %zu\n",
	       n, REPS, batch, sat, ex, wrong);
	char name[96];
	snprintf(name, sizeof name, "ratio_candidates_batch_vs_sat_%zu", l->n);
	printf("  batch / scalar float SAT on the candidates: %.3f\n", batch / sat);
	bench_result(name, batch / sat, "ratio");
	snprintf(name, sizeof name, "candidates_batch_%zu_ns", l->n);
	bench_result(name, batch, "ns/pair");
	snprintf(name, sizeof name, "candidates_sat_%zu_ns", l->n);
	bench_result(name, sat, "ns/pair");
	snprintf(name, sizeof name, "candidates_exact_%zu_ns", l->n);
	bench_result(name, ex, "ns/pair");
	free(p);
	free(exact);
	free(hit);
	free(l->fp);
	l->fp = NULL;
}
