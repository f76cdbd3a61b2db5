/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_call.c: one call of the broadphase, as steps shared among the
 * workers.
 *
 * A call runs as a few steps, each shared among the workers (by ranges of
 * boxes, of cells or of pairs) and each finished before the next:
 *  1. classify: each valid box's bounds and size class (broadphase_grid.h);
 *  2. count and file: a counting sort puts each box in its home cell;
 *  3. pairs: the candidates (bounds overlap) of a range of cells, decided in
 *     batches by the float filter and the exact test (broadphase_pairs.h);
 *  4. sort: a radix sort by first index, then each run by second index
 *     (broadphase_sort.h), so the answer is sorted by (a, b).
 * Every step's output is fixed by the input alone, so the answer and its
 * order are the same for any worker count.
 */
#include "broadphase_call.h"

#include <string.h>

#include "broadphase_sort.h"

/* ---- the steps, each run on every share: by range of boxes, of cells or
 * of pairs; a share's state is indexed by its number ---- */

static void run(fp_broadphase *bp, fp_pool_job *job)
{
	fp_pool_run(bp->pool, bp->shares, job, bp);
}

/* The first step of a call, when the pool's threads may still be asleep. */
static unsigned classify_shares(const fp_broadphase *bp)
{
	return bp->shares > 1 ? bp->shares * FP_CLASSIFY_SHARES : 1;
}

static void job_classify(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	fp_grid_classify(&bp->grid, bp->boxes_in, fp_share(bp->n, w, workers),
	                 fp_share(bp->n, w + 1, workers), &bp->part[w]);
}

static void job_count(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	fp_grid_count(&bp->grid, fp_share(bp->n, w, workers), fp_share(bp->n, w + 1, workers),
	              bp->hist + (size_t)w * bp->stride);
}

/* The prefix sums' first half over keys [0, keys): each worker's range. */
static void job_sum(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	bp->worker[w].total = fp_prefix_sum(bp->hist, bp->stride, workers,
	                                    fp_share(bp->keys, w, workers),
	                                    fp_share(bp->keys, w + 1, workers));
}

/* Runs job_sum, which one share does not need (its base is 0). */
static void run_sum(fp_broadphase *bp)
{
	if (bp->shares > 1)
		run(bp, job_sum);
}

/* The second half: offsets from each range's base (the ranges before it),
 * into start (the grid's cells, or the sort's runs). */
static void prefix_offsets(fp_broadphase *bp, unsigned w, unsigned workers, uint32_t *start)
{
	size_t base = 0;
	for (unsigned v = 0; v < w; v++)
		base += bp->worker[v].total;
	fp_prefix_offsets(bp->hist, bp->stride, workers, fp_share(bp->keys, w, workers),
	                  fp_share(bp->keys, w + 1, workers), (uint32_t)base, start);
}

static void job_cell_offsets(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	prefix_offsets(bp, w, workers, bp->grid.cell_start);
}

static void job_fill(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	fp_grid_fill(&bp->grid, bp->boxes_in, fp_share(bp->n, w, workers),
	             fp_share(bp->n, w + 1, workers), bp->hist + (size_t)w * bp->stride);
}

static void sink_begin(fp_broadphase *bp, unsigned w)
{
	fp_pair_sink *o = &bp->worker[w].sink;
	o->boxes = bp->boxes_in;
	o->grid = &bp->grid;
	o->record = bp->record;
	o->kept_count = 0;
	o->cand_count = 0;
	o->examined = o->cells = o->candidates = o->exact = 0;
	o->failed = false;
}

/* The worker's cells are those holding its share of the entries, so each
 * has about as many boxes to query with. */
static void job_pairs(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	const fp_grid *g = &bp->grid;
	sink_begin(bp, w);
	size_t c0 = w == 0 ? 0 : fp_share_runs(g->cell_start, g->cells, w, workers);
	size_t c1 = w + 1 == workers ? g->cells : fp_share_runs(g->cell_start, g->cells, w + 1, workers);
	fp_pairs_cells(&bp->worker[w].sink, c0, c1);
	if (g->occ_count) {
		size_t o0 = w == 0 ? 0 : fp_share_runs(g->occ_start, g->occ_count, w, workers);
		size_t o1 = w + 1 == workers ? g->occ_count
		                             : fp_share_runs(g->occ_start, g->occ_count, w + 1, workers);
		fp_pairs_occupied(&bp->worker[w].sink, o0, o1);
	}
	fp_pairs_flush(&bp->worker[w].sink);
}

static void job_circles(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	(void)workers;
	sink_begin(bp, w);
	if (w == 0)
		fp_pairs_circles(&bp->worker[w].sink, bp->circles_in, bp->m);
}

/* A digit pass's pairs of share w: its own list in the first pass, its
 * slice of the last pass's output after. */
static const fp_pair *digit_slice(const fp_broadphase *bp, unsigned w, unsigned workers,
                                  size_t *n)
{
	if (!bp->sort_from) {
		*n = bp->worker[w].sink.kept_count;
		return bp->worker[w].sink.kept;
	}
	size_t lo = fp_share(bp->sort_total, w, workers);
	*n = fp_share(bp->sort_total, w + 1, workers) - lo;
	return bp->sort_from + lo;
}

static void job_digit_count(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	size_t n;
	const fp_pair *p = digit_slice(bp, w, workers, &n);
	fp_digit_count(p, n, bp->sort_shift, bp->sort_bits, bp->digit + (size_t)w * FP_DIGITS);
}

static void job_digit_scatter(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	size_t n;
	const fp_pair *p = digit_slice(bp, w, workers, &n);
	fp_digit_scatter(p, n, bp->sort_shift, bp->sort_bits,
	                 bp->digit + (size_t)w * FP_DIGITS, bp->sort_to);
}

/* Bytes in the largest second index: the radix passes a long run needs. */
static unsigned index_bytes(size_t count)
{
	unsigned bytes = 1;
	while (bytes < 4 && count > (1ull << (8 * bytes)))
		bytes++;
	return bytes;
}

/* Each share sorts the runs that start in its slice of the pairs (the
 * slices' ends moved to run boundaries before, while nothing moves). */
static void job_sort_runs(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	size_t hi = w + 1 < workers ? bp->worker[w + 1].run_lo : bp->out.count;
	bp->worker[w].moves = fp_pairs_sort_runs(bp->out.pair, bp->scratch.pair, bp->worker[w].run_lo,
	                                         hi, ~FP_PAIR_HIT, index_bytes(bp->seconds));
}

/* ---- a call ---- */

/* Builds the grid of the valid boxes. False when out of memory. */
static bool grid_build(fp_broadphase *bp)
{
	unsigned workers = bp->shares;
	if (!fp_grid_begin(&bp->grid, bp->boxes_in, bp->n))
		return false;
	fp_pool_run(bp->pool, classify_shares(bp), job_classify, bp);
	if (!fp_grid_shape(&bp->grid, bp->part, classify_shares(bp)))
		return false;
	/* one histogram row of the cells per worker */
	size_t cells = bp->grid.cells;
	bp->stride = cells + 1;
	if (!fp_grid_grow((void **)&bp->hist, &bp->hist_cap, bp->stride * workers, sizeof *bp->hist))
		return false;
	bp->keys = cells;
	run(bp, job_count);
	run_sum(bp);
	if (!fp_grid_gather(&bp->grid, bp->part, classify_shares(bp)))
		return false;
	run(bp, job_cell_offsets);
	bp->grid.cell_start[bp->grid.cells] = (uint32_t)bp->grid.dense_count;
	run(bp, job_fill);
	return true;
}

/* Sorts the workers' kept pairs into bp->out by (a, b), a < keys: digit
 * passes between out and scratch, then the runs. */
static bool pairs_sort(fp_broadphase *bp, size_t keys)
{
	unsigned workers = bp->shares;
	size_t total = 0;
	for (unsigned w = 0; w < workers; w++) {
		if (bp->worker[w].sink.failed)
			return false;
		total += bp->worker[w].sink.kept_count;
	}
	if (!fp_grid_grow((void **)&bp->out.pair, &bp->out.cap, total + 1, sizeof *bp->out.pair) ||
	    !fp_grid_grow((void **)&bp->scratch.pair, &bp->scratch.cap, total + 1,
	                  sizeof *bp->scratch.pair) ||
	    !fp_grid_grow((void **)&bp->digit, &bp->digit_cap, (size_t)workers * FP_DIGITS,
	                  sizeof *bp->digit))
		return false;
	unsigned passes = fp_digit_passes(keys);
	bp->sort_bits = fp_digit_bits(keys);
	bp->sort_total = total;
	bp->sort_from = NULL;
	/* the pass count's parity picks where the first pass writes, so the
	 * last one writes out */
	bp->sort_to = passes % 2 ? bp->out.pair : bp->scratch.pair;
	for (unsigned pass = 0; pass < passes; pass++) {
		bp->sort_shift = pass * bp->sort_bits;
		run(bp, job_digit_count);
		fp_digit_offsets(bp->digit, workers, bp->sort_bits);
		run(bp, job_digit_scatter);
		bp->sort_from = bp->sort_to;
		bp->sort_to = bp->sort_to == bp->out.pair ? bp->scratch.pair : bp->out.pair;
	}
	bp->out.count = total;
	for (unsigned w = 0; w < workers; w++)
		bp->worker[w].run_lo = fp_run_boundary(bp->out.pair, total, fp_share(total, w, workers));
	run(bp, job_sort_runs);
	bp->work.sort_moves = total * passes;
	for (unsigned w = 0; w < workers; w++)
		bp->work.sort_moves += bp->worker[w].moves;
	return true;
}

/* The tallies of the workers' sinks. */
static void work_sum(fp_broadphase *bp)
{
	fp_broadphase_work *t = &bp->work;
	t->boxes = bp->grid.entry_count;
	t->cells = bp->grid.cells;
	for (unsigned w = 0; w < bp->shares; w++) {
		const fp_pair_sink *o = &bp->worker[w].sink;
		t->cells += o->cells;
		t->examined += o->examined;
		t->candidates += o->candidates;
		t->exact += o->exact;
	}
}

/* The answer from the sorted kept pairs: all of them, or when recording the
 * candidates with their hit bits, and the hits. */
static bool answer_boxes(fp_broadphase *bp)
{
	const fp_pair *p = bp->out.pair;
	size_t n = bp->out.count;
	if (!bp->record) {
		fp_pair_list done = bp->out;
		bp->out = bp->boxes;
		bp->boxes = done;
		return true;
	}
	if (!fp_grid_grow((void **)&bp->cand, &bp->cand_cap, n + 1, sizeof *bp->cand) ||
	    !fp_grid_grow((void **)&bp->boxes.pair, &bp->boxes.cap, n + 1, sizeof *bp->boxes.pair))
		return false;
	size_t hits = 0;
	for (size_t k = 0; k < n; k++) {
		bool hit = (p[k].b & FP_PAIR_HIT) != 0;
		fp_candidate c = {p[k].a, p[k].b & ~FP_PAIR_HIT, hit};
		bp->cand[k] = c;
		bp->boxes.pair[hits].a = c.a;
		bp->boxes.pair[hits].b = c.b;
		hits += hit;
	}
	bp->cand_count = n;
	bp->boxes.count = hits;
	return true;
}

/* A call's common start: no array means no shapes; more than
 * FP_BROADPHASE_MAX_SHAPES boxes or circles (the pair flag's bit and 32-bit
 * offsets need fewer) is refused. Any later failure is for want of
 * memory. */
static bool call_begin(fp_broadphase *bp, const fp_footprint *boxes, size_t n,
                       const fp_circle *circles, size_t m)
{
	bp->boxes_in = boxes;
	bp->n = boxes ? n : 0;
	bp->circles_in = circles;
	bp->m = circles ? m : 0;
	bp->seconds = circles ? bp->m : bp->n;
	size_t most = bp->n / FP_BROADPHASE_SHARE_MIN;
	bp->shares = most < 1 ? 1 : most < bp->workers ? (unsigned)most : bp->workers;
	bool fits = bp->n <= FP_BROADPHASE_MAX_SHAPES && bp->m <= FP_BROADPHASE_MAX_SHAPES;
	bp->error = fits ? FP_BROADPHASE_NO_MEMORY : FP_BROADPHASE_TOO_MANY;
	return fits;
}

bool fp_broadphase_call_boxes(fp_broadphase *bp, const fp_footprint *boxes, size_t n)
{
	bp->boxes.count = 0;
	bp->cand_count = 0;
	bp->work = (fp_broadphase_work){0};
	bp->last_boxes = NULL;
	bp->last_n = 0;
	bp->filed = false;
	if (!call_begin(bp, boxes, n, NULL, 0) || !grid_build(bp))
		return false;
	run(bp, job_pairs);
	work_sum(bp);
	if (pairs_sort(bp, bp->n) && answer_boxes(bp)) {
		bp->work.pairs = bp->boxes.count;
		bp->last_boxes = boxes;
		bp->last_n = bp->n;
		bp->error = FP_BROADPHASE_OK;
		bp->filed = true;
		return true;
	}
	bp->boxes.count = 0;
	bp->cand_count = 0;
	bp->work = (fp_broadphase_work){0};
	return false;
}

bool fp_broadphase_call_circles(fp_broadphase *bp, const fp_footprint *boxes, size_t nboxes,
                                const fp_circle *circles, size_t ncircles)
{
	fp_broadphase_work box_work = bp->work;
	bp->filed = false;
	bool ok = call_begin(bp, boxes, nboxes, circles, ncircles) && grid_build(bp);
	if (ok) {
		run(bp, job_circles);
		ok = pairs_sort(bp, bp->n);
	}
	bp->work = box_work;
	/* the grid now holds this call's boxes: the last box-pairs call's only
	 * when they are the same array */
	bp->filed = ok && bp->boxes_in == bp->last_boxes && bp->n == bp->last_n;
	fp_pair_list done = bp->out;
	bp->out = bp->circles;
	bp->circles = done;
	if (!ok)
		bp->circles.count = 0;
	else
		bp->error = FP_BROADPHASE_OK;
	return ok;
}

bool fp_broadphase_call_refile(fp_broadphase *bp)
{
	if (bp->filed)
		return true;
	if (!bp->last_boxes)
		return false;
	fp_broadphase_error error = bp->error;
	bp->filed = call_begin(bp, bp->last_boxes, bp->last_n, NULL, 0) && grid_build(bp);
	bp->error = error;
	return bp->filed;
}
