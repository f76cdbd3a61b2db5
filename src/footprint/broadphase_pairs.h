/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_pairs.h: the candidate pairs of a built grid, tested in
 * batches (internal).
 *
 * A worker walks a range of the grid's cells. Each box there is compared,
 * by bounds, with the boxes of its own cell and of the forward neighbours at
 * its level, and with the boxes of finer levels its bounds reach; the pairs
 * whose bounds overlap (the candidates) are collected, FP_BATCH at a time,
 * and tested four at a time by the float filter (broadphase_narrow.h), the
 * few it cannot decide by fp_footprint_overlap. The pairs kept go to the
 * worker's own unsorted list.
 */
#ifndef FOOTPRINT_BROADPHASE_PAIRS_H
#define FOOTPRINT_BROADPHASE_PAIRS_H

#include <footprint/broadphase.h>

#include "broadphase_grid.h"

#pragma GCC visibility push(hidden)

/* Candidates collected before a batch is tested. */
#define FP_BATCH 256

/* Set in a kept pair's b while recording: the pair overlaps. Indices stay
 * below 2^29 (the broadphase refuses more boxes), so the bit is free. */
#define FP_PAIR_HIT 0x80000000u

/* One worker's output and tallies. */
typedef struct fp_pair_sink {
	const fp_footprint *boxes;
	const fp_grid *grid;
	bool record;            /* keep every candidate, hits flagged */
	fp_pair *kept;          /* unsorted */
	size_t kept_count, kept_cap;
	uint64_t cand[FP_BATCH + 3]; /* candidates: entry positions k | l << 32, and
	                              * room to round a batch up to fours */
	size_t cand_count;
	size_t examined, cells, candidates, exact;
	bool failed;            /* out of memory: the call fails */
} fp_pair_sink;

/* The pairs with a box of the grid's dense cells [c0, c1) as the query: its
 * level's forward neighbours and the finer levels. */
void fp_pairs_cells(fp_pair_sink *o, size_t c0, size_t c1);

/* The same for the sparse levels' occupied cells [i0, i1). */
void fp_pairs_occupied(fp_pair_sink *o, size_t i0, size_t i1);


/* Tests the candidates still collected. */
void fp_pairs_flush(fp_pair_sink *o);

/* Every (box, circle) pair with fp_circle_footprint true, kept as (box
 * index, circle index). */
void fp_pairs_circles(fp_pair_sink *o, const fp_circle *circles, size_t m);

#pragma GCC visibility pop

#endif
