/* broadphase.c: every overlapping pair of a tick's shapes, through a grid.
 *
 * The valid boxes' bounds are filed by home cell into a uniform grid
 * (broadphase_grid.h); the pairs whose bounds overlap are gathered once each,
 * from every cell and its forward neighbours, sorted by (a, b), and decided
 * by the exact narrow phase (fp_footprint_overlap, fp_circle_footprint).
 * Bounds are the exact min and max of the corners, so two shapes that share
 * a point always have overlapping closed bounds: the grid only drops pairs
 * that the exact test would reject. Buffers are kept between calls: in
 * steady state a call allocates nothing.
 */
#include <footprint/broadphase.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "broadphase_grid.h"

/* A growable array of pairs. */
typedef struct pair_list {
	fp_pair *pair;
	size_t count, cap;
} pair_list;

struct fp_broadphase {
	fp_grid grid;
	pair_list near;       /* box pairs whose bounds overlap: the candidates */
	pair_list boxes;      /* the last box-pairs answer */
	pair_list circles;    /* the last circle-pairs answer */
	pair_list scratch;    /* the sort's other half */
	uint32_t *bucket;     /* the sort's counts, one per first index */
	size_t bucket_cap;
	fp_candidate *cand;   /* the last box-pairs call's candidates */
	size_t cand_count, cand_cap;
	size_t tested;
	bool record;
};

fp_broadphase *fp_broadphase_create(void)
{
	return calloc(1, sizeof(fp_broadphase));
}

void fp_broadphase_destroy(fp_broadphase *bp)
{
	if (!bp)
		return;
	fp_grid_fini(&bp->grid);
	free(bp->near.pair);
	free(bp->boxes.pair);
	free(bp->circles.pair);
	free(bp->scratch.pair);
	free(bp->bucket);
	free(bp->cand);
	free(bp);
}

void fp_broadphase_record_candidates(fp_broadphase *bp, bool on)
{
	if (bp)
		bp->record = on;
}

size_t fp_broadphase_tested(const fp_broadphase *bp)
{
	return bp ? bp->tested : 0;
}

const fp_candidate *fp_broadphase_candidates(const fp_broadphase *bp, size_t *count)
{
	if (count)
		*count = bp && bp->record ? bp->cand_count : 0;
	return bp && bp->record ? bp->cand : NULL;
}

static bool pair_push(pair_list *l, uint32_t a, uint32_t b)
{
	if (l->count == l->cap &&
	    !fp_grid_grow((void **)&l->pair, &l->cap, l->count + 1, sizeof *l->pair))
		return false;
	l->pair[l->count].a = a;
	l->pair[l->count].b = b;
	l->count++;
	return true;
}

static bool pair_less(fp_pair x, fp_pair y)
{
	return x.a < y.a || (x.a == y.a && x.b < y.b);
}

static void insertion_sort(fp_pair *p, size_t count)
{
	for (size_t i = 1; i < count; i++) {
		fp_pair v = p[i];
		size_t j = i;
		for (; j > 0 && pair_less(v, p[j - 1]); j--)
			p[j] = p[j - 1];
		p[j] = v;
	}
}

/* Sorts l by (a, b), every a below keys: a counting sort on a, after which
 * each run of equal a is short and insertion sort finishes it in place. */
static bool pairs_sort(fp_broadphase *bp, pair_list *l, size_t keys)
{
	if (l->count < 64) {
		insertion_sort(l->pair, l->count);
		return true;
	}
	if (!fp_grid_grow((void **)&bp->bucket, &bp->bucket_cap, keys + 1, sizeof *bp->bucket) ||
	    !fp_grid_grow((void **)&bp->scratch.pair, &bp->scratch.cap, l->count,
	                  sizeof *bp->scratch.pair))
		return false;
	uint32_t *start = bp->bucket;
	memset(start, 0, (keys + 1) * sizeof *start);
	for (size_t i = 0; i < l->count; i++)
		start[l->pair[i].a + 1]++;
	for (size_t k = 0; k < keys; k++)
		start[k + 1] += start[k];
	for (size_t i = 0; i < l->count; i++)
		bp->scratch.pair[start[l->pair[i].a]++] = l->pair[i];
	insertion_sort(bp->scratch.pair, l->count);
	pair_list done = {bp->scratch.pair, l->count, bp->scratch.cap};
	bp->scratch.pair = l->pair;
	bp->scratch.cap = l->cap;
	*l = done;
	return true;
}

/* Files the valid boxes' bounds into the grid; false when out of memory. */
static bool grid_boxes(fp_grid *g, const fp_footprint *boxes, size_t n)
{
	fp_grid_item *item = fp_grid_reserve(g, n);
	if (!item)
		return false;
	size_t m = 0;
	for (size_t i = 0; i < n; i++) {
		if (!(boxes[i].flags & FP_FOOTPRINT_VALID))
			continue; /* a bad box overlaps nothing */
		item[m].bounds = boxes[i].bounds;
		item[m].index = (uint32_t)i;
		m++;
	}
	return fp_grid_build(g, m);
}

/* Boxes i and j have overlapping bounds: a candidate for the exact test. */
static bool box_test(fp_broadphase *bp, uint32_t i, uint32_t j)
{
	return i < j ? pair_push(&bp->near, i, j) : pair_push(&bp->near, j, i);
}

/* How many candidates ahead the narrow phase fetches its second footprint. */
#define FP_PREFETCH 16

static inline void prefetch_footprint(const fp_footprint *f)
{
#if defined(__GNUC__)
	__builtin_prefetch(f);
	__builtin_prefetch((const char *)f + sizeof *f - 1);
#else
	(void)f;
#endif
}

/* The exact test of every candidate, in (a, b) order, so the answer comes
 * out sorted: boxes[a] is read in sequence, and boxes[b] is fetched a few
 * candidates ahead so that its cache misses overlap instead of queueing. */
static bool narrow_boxes(fp_broadphase *bp, const fp_footprint *boxes)
{
	const fp_pair *c = bp->near.pair;
	size_t n = bp->near.count, hits = 0;
	if (!fp_grid_grow((void **)&bp->boxes.pair, &bp->boxes.cap, n, sizeof *bp->boxes.pair) ||
	    (bp->record &&
	     !fp_grid_grow((void **)&bp->cand, &bp->cand_cap, n, sizeof *bp->cand)))
		return false;
	for (size_t k = 0; k < n; k++) {
		if (k + FP_PREFETCH < n)
			prefetch_footprint(&boxes[c[k + FP_PREFETCH].b]);
		bool hit = fp_footprint_overlap(&boxes[c[k].a], &boxes[c[k].b]);
		if (bp->record) {
			fp_candidate r = {c[k].a, c[k].b, hit};
			bp->cand[k] = r;
		}
		bp->boxes.pair[hits] = c[k];
		hits += hit;
	}
	bp->boxes.count = hits;
	bp->cand_count = bp->record ? n : 0;
	bp->tested = n;
	return true;
}

/* Box e against the entries [lo, hi), which may hold NaN bounds (big boxes
 * do): a pair is a candidate unless its bounds are surely apart. */
static bool range_box_pairs(fp_broadphase *bp, fp_grid_item e, uint32_t lo, uint32_t hi)
{
	const fp_grid_item *entry = bp->grid.entry;
	for (uint32_t l = lo; l < hi; l++)
		if (fp_grid_may_overlap(e.bounds, entry[l].bounds) &&
		    !box_test(bp, e.index, entry[l].index))
			return false;
	return true;
}

/* Box e against the regular entries [lo, hi), whose bounds are finite:
 * written without branches on the answer (a candidate is stored always and
 * kept when the bounds overlap), since about one test in six passes and a
 * mispredicted branch costs more than the store. out has room for them all. */
static size_t run_box_pairs(fp_pair *out, fp_grid_item e, const fp_grid_item *entry,
                            uint32_t lo, uint32_t hi)
{
	size_t k = 0;
	for (uint32_t l = lo; l < hi; l++) {
		fp_aabb b = entry[l].bounds;
		uint32_t j = entry[l].index;
		bool overlap = (e.bounds.min.x <= b.max.x) & (b.min.x <= e.bounds.max.x) &
		               (e.bounds.min.y <= b.max.y) & (b.min.y <= e.bounds.max.y);
		out[k].a = e.index < j ? e.index : j;
		out[k].b = e.index < j ? j : e.index;
		k += overlap;
	}
	return k;
}

/* The pairs of regular boxes: each cell against itself, its right
 * neighbour, and the three cells above it from left to right. In row-major
 * order the first two are one run of entries and the last three another. */
static bool cell_box_pairs(fp_broadphase *bp)
{
	const fp_grid *g = &bp->grid;
	const uint32_t *start = g->cell_start;
	uint32_t cols = (uint32_t)g->cols, rows = (uint32_t)g->rows;
	pair_list *near = &bp->near;
	for (uint32_t y = 0; y < rows; y++) {
		for (uint32_t x = 0; x < cols; x++) {
			uint32_t c = y * cols + x, lo = start[c], hi = start[c + 1];
			if (lo == hi)
				continue;
			uint32_t run = x + 1 < cols ? start[c + 2] : hi;
			uint32_t up_lo = 0, up_hi = 0;
			if (y + 1 < rows) {
				up_lo = start[c + cols - (x > 0)];
				up_hi = start[c + cols + (x + 1 < cols) + 1];
			}
			for (uint32_t k = lo; k < hi; k++) {
				/* room for every entry this one meets: linear in the cell's
				 * crowd, so a crowded cell cannot inflate the buffer */
				size_t most = (size_t)(run - k - 1) + (size_t)(up_hi - up_lo);
				if (!fp_grid_grow((void **)&near->pair, &near->cap, near->count + most,
				                  sizeof *near->pair))
					return false;
				fp_grid_item e = g->entry[k];
				near->count += run_box_pairs(near->pair + near->count, e, g->entry, k + 1, run);
				near->count += run_box_pairs(near->pair + near->count, e, g->entry, up_lo, up_hi);
			}
		}
	}
	return true;
}

/* The runs of entries whose home cells a query box can reach: rows y0..y1
 * of the returned span, each from x0 to x1; or, with *all set and an empty
 * span, every entry, when the box is not finite or covers more cells than
 * there are entries. */
static fp_grid_span query_rows(const fp_grid *g, fp_aabb q, bool *all)
{
	fp_grid_span s = {0, 0, -1, -1};
	*all = false;
	if (g->cols == 0)
		return s;
	if (!fp_grid_finite(q)) {
		*all = true; /* NaN, infinite or inverted: no span is trustworthy */
		return s;
	}
	s = fp_grid_query_span(g, q);
	double cells = (double)(s.x1 - s.x0 + 1) * (double)(s.y1 - s.y0 + 1);
	if (cells > (double)g->entry_count) {
		*all = true;
		s.y1 = s.y0 - 1;
	}
	return s;
}

/* A big box against the regular ones it can reach. */
static bool big_query(fp_broadphase *bp, fp_grid_item e)
{
	const fp_grid *g = &bp->grid;
	bool all;
	fp_grid_span s = query_rows(g, e.bounds, &all);
	if (all && !range_box_pairs(bp, e, 0, (uint32_t)g->entry_count))
		return false;
	for (int32_t y = s.y0; y <= s.y1; y++) {
		size_t row = (size_t)y * (size_t)g->cols;
		if (!range_box_pairs(bp, e, g->cell_start[row + (size_t)s.x0],
		                     g->cell_start[row + (size_t)s.x1 + 1]))
			return false;
	}
	return true;
}

/* Pairs with a big box: against the regular boxes it reaches, and against
 * the other big boxes, each pair once. */
static bool big_box_pairs(fp_broadphase *bp)
{
	const fp_grid *g = &bp->grid;
	for (size_t k = 0; k < g->big_count; k++) {
		if (!big_query(bp, g->big[k]))
			return false;
		for (size_t l = k + 1; l < g->big_count; l++)
			if (fp_grid_may_overlap(g->big[k].bounds, g->big[l].bounds) &&
			    !box_test(bp, g->big[k].index, g->big[l].index))
				return false;
	}
	return true;
}

static const fp_pair *out_of_memory(pair_list *l, size_t *count)
{
	l->count = 0;
	*count = 0;
	return NULL;
}

const fp_pair *fp_broadphase_box_pairs(fp_broadphase *bp, const fp_footprint *boxes,
                                       size_t n, size_t *count)
{
	size_t ignored;
	if (!count)
		count = &ignored;
	*count = 0;
	if (!bp)
		return NULL;
	bp->near.count = 0;
	bp->boxes.count = 0;
	bp->cand_count = 0;
	bp->tested = 0;
	if (!boxes)
		n = 0;
	if (n > UINT32_MAX / 8 ||
	    !fp_grid_grow((void **)&bp->boxes.pair, &bp->boxes.cap, 1, sizeof *bp->boxes.pair) ||
	    !grid_boxes(&bp->grid, boxes, n) || !cell_box_pairs(bp) ||
	    !big_box_pairs(bp) || !pairs_sort(bp, &bp->near, n) || !narrow_boxes(bp, boxes))
		return out_of_memory(&bp->boxes, count);
	*count = bp->boxes.count;
	return bp->boxes.pair;
}

static bool circle_valid(fp_circle c)
{
	return isfinite(c.center.x) && isfinite(c.center.y) && isfinite(c.radius) &&
	       c.radius >= 0.0f;
}

/* The disc's bounds, widened by a float step so rounding cannot shrink them. */
static fp_aabb circle_bounds(fp_circle c)
{
	fp_aabb b;
	b.min.x = nextafterf(c.center.x - c.radius, -INFINITY);
	b.min.y = nextafterf(c.center.y - c.radius, -INFINITY);
	b.max.x = nextafterf(c.center.x + c.radius, INFINITY);
	b.max.y = nextafterf(c.center.y + c.radius, INFINITY);
	return b;
}

static bool circle_test(fp_broadphase *bp, const fp_footprint *boxes, uint32_t box,
                        const fp_circle *circles, uint32_t circle)
{
	if (!fp_circle_footprint(circles[circle], &boxes[box]))
		return true;
	return pair_push(&bp->circles, box, circle);
}

/* Circle j against the boxes in [lo, hi) of the list. */
static bool range_circle_pairs(fp_broadphase *bp, const fp_footprint *boxes,
                               const fp_circle *circles, uint32_t j, fp_aabb cb,
                               const fp_grid_item *list, size_t lo, size_t hi)
{
	for (size_t l = lo; l < hi; l++)
		if (fp_grid_may_overlap(list[l].bounds, cb) &&
		    !circle_test(bp, boxes, list[l].index, circles, j))
			return false;
	return true;
}

/* Circle j against the regular boxes it can reach and every big box. */
static bool circle_query(fp_broadphase *bp, const fp_footprint *boxes, const fp_circle *circles,
                         uint32_t j)
{
	const fp_grid *g = &bp->grid;
	fp_aabb cb = circle_bounds(circles[j]);
	bool all;
	fp_grid_span s = query_rows(g, cb, &all);
	if (all && !range_circle_pairs(bp, boxes, circles, j, cb, g->entry, 0, g->entry_count))
		return false;
	for (int32_t y = s.y0; y <= s.y1; y++) {
		size_t row = (size_t)y * (size_t)g->cols;
		if (!range_circle_pairs(bp, boxes, circles, j, cb, g->entry,
		                        g->cell_start[row + (size_t)s.x0],
		                        g->cell_start[row + (size_t)s.x1 + 1]))
			return false;
	}
	return range_circle_pairs(bp, boxes, circles, j, cb, g->big, 0, g->big_count);
}

static bool circle_pairs(fp_broadphase *bp, const fp_footprint *boxes, const fp_circle *circles,
                         size_t m)
{
	for (uint32_t j = 0; j < m; j++)
		if (circle_valid(circles[j]) && !circle_query(bp, boxes, circles, j))
			return false;
	return true;
}

const fp_pair *fp_broadphase_circle_pairs(fp_broadphase *bp, const fp_footprint *boxes,
                                          size_t nboxes, const fp_circle *circles,
                                          size_t ncircles, size_t *count)
{
	size_t ignored;
	if (!count)
		count = &ignored;
	*count = 0;
	if (!bp)
		return NULL;
	bp->circles.count = 0;
	if (!boxes)
		nboxes = 0;
	if (!circles)
		ncircles = 0;
	if (nboxes > UINT32_MAX / 8 || ncircles > UINT32_MAX / 8 ||
	    !fp_grid_grow((void **)&bp->circles.pair, &bp->circles.cap, 1, sizeof *bp->circles.pair) ||
	    !grid_boxes(&bp->grid, boxes, nboxes) || !circle_pairs(bp, boxes, circles, ncircles) ||
	    !pairs_sort(bp, &bp->circles, nboxes))
		return out_of_memory(&bp->circles, count);
	*count = bp->circles.count;
	return bp->circles.pair;
}
