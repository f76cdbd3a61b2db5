/* broadphase.c: every overlapping pair of a tick's shapes, through grids,
 * shared among workers.
 *
 * A call runs as a few steps, each shared among the workers (by ranges of
 * boxes, of cells or of first indices) and each finished before the next:
 *  1. classify: each valid box's bounds and size class (broadphase_grid.h);
 *  2. count and file: a counting sort puts each box in its home cell;
 *  3. pairs: the candidates (bounds overlap) of a range of cells, decided in
 *     batches by the float filter and the exact test (broadphase_pairs.h);
 *  4. sort: a counting sort by first index, then each run by second index
 *     (broadphase_sort.h), so the answer is sorted by (a, b).
 * Bounds are the exact min and max of the corners, so two shapes that share
 * a point always have overlapping closed bounds: the grids only drop pairs
 * the exact test would reject. Every step's output is fixed by the input
 * alone, so the answer and its order are the same for any worker count.
 * Buffers are kept between calls: in steady state a call allocates nothing.
 */
#include <footprint/broadphase.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "broadphase_grid.h"
#include "broadphase_narrow.h"
#include "broadphase_pairs.h"
#include "broadphase_pool.h"
#include "broadphase_sort.h"

/* A growable array of pairs. */
typedef struct pair_list {
	fp_pair *pair;
	size_t count, cap;
} pair_list;

/* One worker's state, kept between calls. */
typedef struct worker {
	fp_pair_sink sink;
	size_t total;  /* its range's sum in a prefix step */
	size_t moves;  /* its sort moves */
} worker;

struct fp_broadphase {
	fp_grid grid;
	fp_pool *pool;         /* NULL with one worker */
	unsigned workers;
	unsigned shares;       /* the call's: workers, or fewer for few boxes */
	worker *worker;        /* one per worker */
	fp_grid_part *part;    /* each worker's view of its boxes */
	uint32_t *hist;        /* a histogram row per worker, stride apart */
	size_t hist_cap, stride;
	uint32_t *start;       /* the sort's runs: keys + 1 offsets */
	size_t start_cap;
	pair_list out;         /* the sorted kept pairs */
	pair_list scratch;     /* the sort's other half */
	pair_list boxes;       /* the last box-pairs answer */
	pair_list circles;     /* the last circle-pairs answer */
	fp_candidate *cand;    /* the last box-pairs call's candidates */
	size_t cand_count, cand_cap;
	fp_broadphase_work work;
	bool record;
	/* the call in progress */
	const fp_footprint *boxes_in;
	size_t n;
	const fp_circle *circles_in;
	size_t m;
	size_t keys;           /* the current prefix sum's key count */
	size_t seconds;        /* the pairs' second indices are below this */
};

fp_broadphase *fp_broadphase_create(void)
{
	fp_broadphase *bp = calloc(1, sizeof *bp);
	if (!bp)
		return NULL;
	bp->workers = 1;
	bp->worker = calloc(1, sizeof *bp->worker);
	bp->part = calloc(1, sizeof *bp->part);
	if (!bp->worker || !bp->part) {
		free(bp->worker);
		free(bp->part);
		free(bp);
		return NULL;
	}
	return bp;
}

/* Frees the buffers of workers [from, to). */
static void workers_free(fp_broadphase *bp, unsigned from, unsigned to)
{
	for (unsigned w = from; w < to; w++) {
		free(bp->part[w].wild);
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
	free(bp->start);
	free(bp->out.pair);
	free(bp->scratch.pair);
	free(bp->boxes.pair);
	free(bp->circles.pair);
	free(bp->cand);
	free(bp);
}

bool fp_broadphase_set_workers(fp_broadphase *bp, unsigned workers)
{
	if (!bp || workers == 0 || workers > FP_BROADPHASE_MAX_WORKERS)
		return false;
	if (workers == bp->workers)
		return true;
	worker *wk = calloc(workers, sizeof *wk);
	fp_grid_part *part = calloc(workers, sizeof *part);
	fp_pool *pool = NULL;
	if (!wk || !part || (workers > 1 && !(pool = fp_pool_create(workers)))) {
		free(wk);
		free(part);
		return false;
	}
	fp_pool_destroy(bp->pool);
	unsigned keep = workers < bp->workers ? workers : bp->workers;
	memcpy(wk, bp->worker, keep * sizeof *wk);
	memcpy(part, bp->part, keep * sizeof *part);
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

/* ---- the steps, each run on every share: by range of boxes, of cells or
 * of first indices; a share's state is indexed by its number ---- */

static void run(fp_broadphase *bp, fp_pool_job *job)
{
	fp_pool_run(bp->pool, bp->shares, job, bp);
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

/* Files the range's boxes, then readies the worker's row for counting the
 * pairs it will keep by first index. */
static void job_fill(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	uint32_t *row = bp->hist + (size_t)w * bp->stride;
	fp_grid_fill(&bp->grid, bp->boxes_in, fp_share(bp->n, w, workers),
	             fp_share(bp->n, w + 1, workers), row);
	memset(row, 0, (bp->keys + 1) * sizeof *row);
}

static void sink_begin(fp_broadphase *bp, unsigned w)
{
	fp_pair_sink *o = &bp->worker[w].sink;
	o->boxes = bp->boxes_in;
	o->grid = &bp->grid;
	o->record = bp->record;
	o->first = bp->hist + (size_t)w * bp->stride;
	o->kept_count = 0;
	o->cand_count = 0;
	o->examined = o->cells = o->candidates = o->exact = 0;
	o->failed = false;
}

/* The worker's cells are those holding its share of the entries, so each
 * has about as many boxes to query with; its share of the wild boxes
 * too. */
static void job_pairs(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	const fp_grid *g = &bp->grid;
	sink_begin(bp, w);
	size_t c0 = w == 0 ? 0 : fp_share_runs(g->cell_start, g->cells, w, workers);
	size_t c1 = w + 1 == workers ? g->cells : fp_share_runs(g->cell_start, g->cells, w + 1, workers);
	fp_pairs_cells(&bp->worker[w].sink, c0, c1);
	fp_pairs_wild(&bp->worker[w].sink, fp_share(g->wild_count, w, workers),
	              fp_share(g->wild_count, w + 1, workers));
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

static void job_sort_offsets(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	prefix_offsets(bp, w, workers, bp->start);
}

static void job_scatter(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	(void)workers;
	const fp_pair_sink *o = &bp->worker[w].sink;
	fp_pairs_scatter(o->kept, o->kept_count, bp->hist + (size_t)w * bp->stride, bp->out.pair);
}

/* Bytes in the largest second index: the radix passes a long run needs. */
static unsigned index_bytes(size_t count)
{
	unsigned bytes = 1;
	while (bytes < 4 && count > (1ull << (8 * bytes)))
		bytes++;
	return bytes;
}

static void job_sort_runs(void *ctx, unsigned w, unsigned workers)
{
	fp_broadphase *bp = ctx;
	size_t lo = fp_share_runs(bp->start, bp->keys, w, workers);
	size_t hi = w + 1 == workers ? bp->keys : fp_share_runs(bp->start, bp->keys, w + 1, workers);
	bp->worker[w].moves = fp_pairs_sort_runs(bp->out.pair, bp->scratch.pair, bp->start, lo, hi,
	                                         ~FP_PAIR_HIT, index_bytes(bp->seconds));
}

/* ---- a call ---- */

/* Builds the grid of the valid boxes. False when out of memory. */
static bool grid_build(fp_broadphase *bp)
{
	unsigned workers = bp->shares;
	if (!fp_grid_begin(&bp->grid, bp->boxes_in, bp->n))
		return false;
	run(bp, job_classify);
	if (!fp_grid_shape(&bp->grid, bp->part, workers))
		return false;
	/* one histogram row per worker: the grid's cells, then the sort's keys */
	size_t cells = bp->grid.cells;
	bp->stride = (cells > bp->n ? cells : bp->n) + 1;
	if (!fp_grid_grow((void **)&bp->hist, &bp->hist_cap, bp->stride * workers, sizeof *bp->hist))
		return false;
	bp->keys = cells;
	run(bp, job_count);
	run_sum(bp);
	if (!fp_grid_gather_wild(&bp->grid, bp->part, workers))
		return false;
	run(bp, job_cell_offsets);
	bp->grid.cell_start[bp->grid.cells] = (uint32_t)bp->grid.entry_count;
	bp->keys = bp->n; /* job_fill readies the rows for the sort */
	run(bp, job_fill);
	return true;
}

/* Sorts the workers' kept pairs into bp->out by (a, b), a < keys. */
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
	    !fp_grid_grow((void **)&bp->start, &bp->start_cap, keys + 1, sizeof *bp->start))
		return false;
	bp->keys = keys;
	run_sum(bp);
	run(bp, job_sort_offsets);
	bp->start[keys] = (uint32_t)total;
	run(bp, job_scatter);
	run(bp, job_sort_runs);
	bp->out.count = total;
	bp->work.sort_moves = total;
	for (unsigned w = 0; w < workers; w++)
		bp->work.sort_moves += bp->worker[w].moves;
	return true;
}

/* The tallies of the workers' sinks. */
static void work_sum(fp_broadphase *bp)
{
	fp_broadphase_work *t = &bp->work;
	t->boxes = bp->grid.entry_count + bp->grid.wild_count;
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
		pair_list done = bp->out;
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

/* A call's common start: no array means no shapes; more than 2^29 boxes or
 * circles (the pair flag's bit and 32-bit offsets need fewer) is refused. */
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
	return bp->n <= UINT32_MAX / 8 && bp->m <= UINT32_MAX / 8;
}

/* A box-pairs call: false when out of memory (the answer and the counts
 * are then empty). */
static bool box_call(fp_broadphase *bp, const fp_footprint *boxes, size_t n)
{
	bp->boxes.count = 0;
	bp->cand_count = 0;
	bp->work = (fp_broadphase_work){0};
	if (!call_begin(bp, boxes, n, NULL, 0) || !grid_build(bp))
		return false;
	run(bp, job_pairs);
	work_sum(bp);
	if (pairs_sort(bp, bp->n) && answer_boxes(bp)) {
		bp->work.pairs = bp->boxes.count;
		return true;
	}
	bp->boxes.count = 0;
	bp->cand_count = 0;
	bp->work = (fp_broadphase_work){0};
	return false;
}

/* A circle-pairs call, which leaves the box-pairs counts as they were. */
static bool circle_call(fp_broadphase *bp, const fp_footprint *boxes, size_t nboxes,
                        const fp_circle *circles, size_t ncircles)
{
	fp_broadphase_work box_work = bp->work;
	bool ok = call_begin(bp, boxes, nboxes, circles, ncircles) && grid_build(bp);
	if (ok) {
		run(bp, job_circles);
		ok = pairs_sort(bp, bp->n);
	}
	bp->work = box_work;
	pair_list done = bp->out;
	bp->out = bp->circles;
	bp->circles = done;
	if (!ok)
		bp->circles.count = 0;
	return ok;
}

/* The answer list l as a call returns it: *count (when count is not NULL)
 * its length, NULL when the call failed. */
static const fp_pair *answer(const pair_list *l, bool ok, size_t *count)
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
	return answer(&bp->boxes, box_call(bp, boxes, n), count);
}

const fp_pair *fp_broadphase_circle_pairs(fp_broadphase *bp, const fp_footprint *boxes,
                                          size_t nboxes, const fp_circle *circles,
                                          size_t ncircles, size_t *count)
{
	if (!bp)
		return answer(NULL, false, count);
	return answer(&bp->circles, circle_call(bp, boxes, nboxes, circles, ncircles), count);
}

size_t fp_footprint_overlap_batch(const fp_footprint *boxes, size_t nboxes,
                                  const fp_pair *pairs, size_t npairs, bool *hit)
{
	if (!boxes || !pairs)
		return 0;
	return fp_narrow_batch(boxes, nboxes, pairs, npairs, hit, true);
}
