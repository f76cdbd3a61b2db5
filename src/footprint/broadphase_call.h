/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_call.h: the broadphase's state and one call's steps
 * (internal). */
#ifndef FOOTPRINT_BROADPHASE_CALL_H
#define FOOTPRINT_BROADPHASE_CALL_H

#include <footprint/broadphase.h>

#include "broadphase_grid.h"
#include "broadphase_pairs.h"
#include "broadphase_pool.h"

#pragma GCC visibility push(hidden)

/* A growable array of pairs. */
typedef struct fp_pair_list {
	fp_pair *pair;
	size_t count, cap;
} fp_pair_list;

/* One worker's state, kept between calls. */
typedef struct fp_bp_worker {
	fp_pair_sink sink;
	size_t total;  /* its range's sum in a prefix step */
	size_t run_lo; /* the first pair of its runs to sort by second index */
	size_t moves;  /* its sort moves */
} fp_bp_worker;

struct fp_broadphase {
	fp_grid grid;
	fp_pool *pool;         /* NULL with one worker */
	unsigned workers;
	unsigned shares;       /* the call's: workers, or fewer for few boxes */
	fp_bp_worker *worker;        /* one per worker */
	fp_grid_part *part;    /* each classifying share's view of its boxes */
	uint32_t *hist;        /* a histogram row of the cells per worker */
	size_t hist_cap, stride;
	uint32_t *digit;       /* the sort's digit counts, FP_DIGITS a worker */
	size_t digit_cap;
	fp_pair_list out;         /* the sorted kept pairs */
	fp_pair_list scratch;     /* the sort's other half */
	fp_pair_list boxes;       /* the last box-pairs answer */
	fp_pair_list circles;     /* the last circle-pairs answer */
	const fp_footprint *last_boxes; /* the last box-pairs call's boxes */
	size_t last_n;
	struct fp_ray_cand *ray_cand; /* a ray cast's boxes by entry */
	size_t ray_cap;
	uint32_t *ray_seen;    /* by box: the last cast that handed it over */
	size_t ray_seen_cap;
	uint32_t ray_stamp;
	fp_candidate *cand;    /* the last box-pairs call's candidates */
	size_t cand_count, cand_cap;
	fp_broadphase_work work;
	fp_broadphase_error error; /* the last call's */
	bool record;
	/* the region queries and the ray: the grid holds the last box-pairs
	 * call's boxes (last_boxes, last_n) when filed (a circle-pairs call on
	 * other boxes refiles it); the queries' answer and its sort's other
	 * half */
	bool filed;
	uint32_t *found, *found_scratch;
	size_t found_count, found_cap, found_scratch_cap;
	/* the call in progress */
	const fp_footprint *boxes_in;
	size_t n;
	const fp_circle *circles_in;
	size_t m;
	size_t keys;           /* the current prefix sum's key count */
	size_t seconds;        /* the pairs' second indices are below this */
	const fp_pair *sort_from; /* a digit pass's pairs (NULL: the workers' lists) */
	fp_pair *sort_to;
	size_t sort_total;
	unsigned sort_shift, sort_bits;
};

/* Classifying shares a worker: more shares than workers, so that a worker
 * that wakes late still finds some (the other steps keep a histogram a
 * share, and one share a worker). */
#define FP_CLASSIFY_SHARES 4

/* One box-pairs call into bp->boxes (and bp->cand when recording): false
 * when out of memory or given too many boxes (bp->error says which), the
 * answer and the counts then empty. */
bool fp_broadphase_call_boxes(fp_broadphase *bp, const fp_footprint *boxes, size_t n);

/* One circle-pairs call into bp->circles, leaving the box-pairs counts as
 * they were: false when out of memory or given too many shapes (bp->error
 * says which), the answer then empty. */
bool fp_broadphase_call_circles(fp_broadphase *bp, const fp_footprint *boxes, size_t nboxes,
                                const fp_circle *circles, size_t ncircles);

/* The grid holds the last box-pairs call's boxes, filed again when a
 * circle-pairs call replaced them (bp->error kept): false when there are
 * none or out of memory. */
bool fp_broadphase_call_refile(fp_broadphase *bp);

#pragma GCC visibility pop

#endif
