/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_bench.h: the parts of bench_broadphase beside the moving
 * scene: the all-pairs check, the batch pair test on the broadphase's
 * candidates, the inputs quadratic for a plain grid, and the plot. */
#ifndef BENCH_BROADPHASE_BENCH_H
#define BENCH_BROADPHASE_BENCH_H

#include <stdbool.h>
#include <stddef.h>

#include <footprint/broadphase.h>

/* A step's footprints, handed to bench_batch (which frees them). */
typedef struct bench_last {
	fp_footprint *fp;
	size_t n;
} bench_last;

/* One size's median ms per step: ours (footprints and pairs) with 1 and 2
 * workers, and the peers (0 when missing). */
typedef struct bench_plot_row {
	size_t n;
	double ours, ours_2w, box2d, chipmunk;
} bench_plot_row;

/* The pairs equal the all-pairs loop's: same count, and every one a real
 * overlap with a < b, in order (so none is repeated). Says what differs. */
bool bench_pairs_check(const fp_footprint *fp, size_t n, const fp_pair *p, size_t count);

/* ns per candidate pair of the broadphase's last step at last->n boxes:
 * fp_footprint_overlap_batch, fp_variant_box_overlap_sat and
 * fp_footprint_overlap on the same list, in the same run. */
void bench_batch(bench_last *last);

/* Times the broadphase on 1, 16 and 1,000 whole-world boxes among 50,000, a
 * tenth long thin boxes among specks, identical boxes (smaller scenes with
 * quick). Their answers are checked in tests/broadphase, not here. */
void bench_adversarial(bool quick);

/* Median ms per step against N, log-log, written as SVG by gnuplot (a
 * message, and nothing written, when gnuplot is missing). */
void bench_plot(const char *path, const bench_plot_row *rows, size_t count);

#endif
