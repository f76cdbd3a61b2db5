/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase.c: every overlapping pair of a tick's shapes: the public
 * calls (broadphase_call.c runs them).
 *
 * Bounds are the exact min and max of the corners, so two shapes that share
 * a point always have overlapping closed bounds: the grids only drop pairs
 * the exact test would reject. Buffers are kept between calls: in steady
 * state a call allocates nothing.
 */
#include <footprint/broadphase.h>

#include <stdlib.h>
#include <string.h>

#include "broadphase_call.h"
#include "broadphase_narrow.h"

fp_broadphase *fp_broadphase_create(void)
{
	fp_broadphase *bp = calloc(1, sizeof *bp);
	if (!bp)
		return NULL;
	bp->workers = 1;
	bp->worker = calloc(1, sizeof *bp->worker);
	bp->part = calloc(FP_CLASSIFY_SHARES, sizeof *bp->part);
	if (!bp->worker || !bp->part) {
		free(bp->worker);
		free(bp->part);
		free(bp);
		return NULL;
	}
	return bp;
}

/* Frees the buffers of workers [from, to), and of their classifying
 * shares. */
static void workers_free(fp_broadphase *bp, unsigned from, unsigned to)
{
	for (unsigned w = from; w < to; w++) {
		free(bp->worker[w].sink.kept);
	}
}

void fp_broadphase_destroy(fp_broadphase *bp)
{
	if (!bp)
		return;
	fp_pool_destroy(bp->pool);
	fp_grid_fini(&bp->grid);
	workers_free(bp, 0, bp->workers);
	free(bp->worker);
	free(bp->part);
	free(bp->hist);
	free(bp->digit);
	free(bp->out.pair);
	free(bp->scratch.pair);
	free(bp->boxes.pair);
	free(bp->circles.pair);
	free(bp->cand);
	free(bp->ray_cand);
	free(bp->ray_seen);
	free(bp->found);
	free(bp->found_scratch);
	free(bp);
}

fp_broadphase_error fp_broadphase_last_error(const fp_broadphase *bp)
{
	return bp ? bp->error : FP_BROADPHASE_NULL;
}

bool fp_broadphase_set_workers(fp_broadphase *bp, unsigned workers)
{
	if (!bp)
		return false;
	bp->error = FP_BROADPHASE_BAD_WORKERS;
	if (workers == 0 || workers > FP_BROADPHASE_MAX_WORKERS)
		return false;
	bp->error = FP_BROADPHASE_OK;
	if (workers == bp->workers)
		return true;
	fp_bp_worker *wk = calloc(workers, sizeof *wk);
	fp_grid_part *part = calloc((size_t)workers * FP_CLASSIFY_SHARES, sizeof *part);
	fp_pool *pool = NULL;
	if (!wk || !part || (workers > 1 && !(pool = fp_pool_create(workers)))) {
		free(wk);
		free(part);
		bp->error = FP_BROADPHASE_NO_MEMORY;
		return false;
	}
	fp_pool_destroy(bp->pool);
	unsigned keep = workers < bp->workers ? workers : bp->workers;
	memcpy(wk, bp->worker, keep * sizeof *wk);
	memcpy(part, bp->part, keep * FP_CLASSIFY_SHARES * sizeof *part);
	workers_free(bp, keep, bp->workers);
	free(bp->worker);
	free(bp->part);
	bp->worker = wk;
	bp->part = part;
	bp->pool = pool;
	bp->workers = workers;
	return true;
}

unsigned fp_broadphase_workers(const fp_broadphase *bp)
{
	return bp ? bp->workers : 1;
}

void fp_broadphase_record_candidates(fp_broadphase *bp, bool on)
{
	if (bp)
		bp->record = on;
}

size_t fp_broadphase_tested(const fp_broadphase *bp)
{
	return bp ? bp->work.candidates : 0;
}

fp_broadphase_work fp_broadphase_last_work(const fp_broadphase *bp)
{
	fp_broadphase_work none = {0};
	return bp ? bp->work : none;
}

const fp_candidate *fp_broadphase_candidates(const fp_broadphase *bp, size_t *count)
{
	if (count)
		*count = bp && bp->record ? bp->cand_count : 0;
	return bp && bp->record ? bp->cand : NULL;
}

/* The answer list l as a call returns it: *count (when count is not NULL)
 * its length, NULL when the call failed. */
static const fp_pair *answer(const fp_pair_list *l, bool ok, size_t *count)
{
	if (count)
		*count = ok ? l->count : 0;
	return ok ? l->pair : NULL;
}

const fp_pair *fp_broadphase_box_pairs(fp_broadphase *bp, const fp_footprint *boxes,
                                       size_t n, size_t *count)
{
	if (!bp)
		return answer(NULL, false, count);
	return answer(&bp->boxes, fp_broadphase_call_boxes(bp, boxes, n), count);
}

const fp_pair *fp_broadphase_circle_pairs(fp_broadphase *bp, const fp_footprint *boxes,
                                          size_t nboxes, const fp_circle *circles,
                                          size_t ncircles, size_t *count)
{
	if (!bp)
		return answer(NULL, false, count);
	bool ok = fp_broadphase_call_circles(bp, boxes, nboxes, circles, ncircles);
	return answer(&bp->circles, ok, count);
}

size_t fp_footprint_overlap_batch(const fp_footprint *boxes, size_t nboxes,
                                  const fp_pair *pairs, size_t npairs, bool *hit)
{
	if (!boxes || !pairs)
		return 0;
	return fp_narrow_batch(boxes, nboxes, pairs, npairs, hit, true);
}
