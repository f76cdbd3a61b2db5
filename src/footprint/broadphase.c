/* broadphase.c: every overlapping pair of a tick's shapes, through a grid.
 *
 * The boxes' bounds are filed into a uniform grid (broadphase_grid.h); pairs
 * whose bounds overlap are found cell by cell, each reported from the one
 * cell holding the lower-left corner of the overlap of their bounds, and
 * decided by the exact narrow phase (fp_footprint_overlap,
 * fp_circle_footprint). Bounds are exact min and max of the corners, so a
 * pair of shapes that share a point always has overlapping closed bounds:
 * the grid can only drop pairs that the exact test would reject. Buffers are
 * kept between calls: in steady state a call allocates nothing.
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

static bool candidate_push(fp_broadphase *bp, uint32_t a, uint32_t b, bool hit)
{
	if (bp->cand_count == bp->cand_cap &&
	    !fp_grid_grow((void **)&bp->cand, &bp->cand_cap, bp->cand_count + 1, sizeof *bp->cand))
		return false;
	fp_candidate c = {a, b, hit};
	bp->cand[bp->cand_count++] = c;
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

/* The exact test of boxes i and j, its pair and candidate recorded. */
static bool box_test(fp_broadphase *bp, const fp_footprint *boxes, uint32_t i, uint32_t j)
{
	uint32_t a = i < j ? i : j, b = i < j ? j : i;
	bool hit = fp_footprint_overlap(&boxes[a], &boxes[b]);
	bp->tested++;
	if (bp->record && !candidate_push(bp, a, b, hit))
		return false;
	return !hit || pair_push(&bp->boxes, a, b);
}

/* Pairs filed in the same cell, from the cell that owns them. */
static bool cell_box_pairs(fp_broadphase *bp, const fp_footprint *boxes)
{
	const fp_grid *g = &bp->grid;
	size_t cells = (size_t)g->cols * (size_t)g->rows;
	for (size_t c = 0; c < cells; c++) {
		uint32_t hi = g->cell_start[c + 1];
		for (uint32_t k = g->cell_start[c]; k + 1 < hi; k++) {
			const fp_grid_entry *ek = &g->entry[k];
			for (uint32_t l = k + 1; l < hi; l++) {
				const fp_grid_entry *el = &g->entry[l];
				if ((ek->starts | el->starts) != FP_GRID_START_XY ||
				    !fp_grid_may_overlap(ek->bounds, el->bounds))
					continue;
				if (!box_test(bp, boxes, ek->index, el->index))
					return false;
			}
		}
	}
	return true;
}

/* Pairs with a box kept out of the grid: tested against every other box,
 * each pair of two such boxes once. */
static bool big_box_pairs(fp_broadphase *bp, const fp_footprint *boxes)
{
	const fp_grid *g = &bp->grid;
	for (size_t k = 0; k < g->big_count; k++) {
		uint32_t p = g->big[k];
		for (uint32_t q = 0; q < g->item_count; q++) {
			if (q == p || (g->span[q].x0 < 0 && q < p) ||
			    !fp_grid_may_overlap(g->item[p].bounds, g->item[q].bounds))
				continue;
			if (!box_test(bp, boxes, g->item[p].index, g->item[q].index))
				return false;
		}
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
	bp->boxes.count = 0;
	bp->cand_count = 0;
	bp->tested = 0;
	if (!boxes)
		n = 0;
	if (n > UINT32_MAX / 8 ||
	    !fp_grid_grow((void **)&bp->boxes.pair, &bp->boxes.cap, 1, sizeof *bp->boxes.pair) ||
	    !grid_boxes(&bp->grid, boxes, n) || !cell_box_pairs(bp, boxes) ||
	    !big_box_pairs(bp, boxes) || !pairs_sort(bp, &bp->boxes, n))
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

/* The circle against every filed box, when its bounds cover too many cells
 * to visit. */
static bool circle_scan(fp_broadphase *bp, const fp_footprint *boxes, const fp_circle *circles,
                        uint32_t j, fp_aabb cb)
{
	const fp_grid *g = &bp->grid;
	for (size_t q = 0; q < g->item_count; q++)
		if (g->span[q].x0 >= 0 && fp_grid_may_overlap(g->item[q].bounds, cb) &&
		    !circle_test(bp, boxes, g->item[q].index, circles, j))
			return false;
	return true;
}

/* The filed boxes that share a cell with circle j, each from the cell that
 * owns the pair. */
static bool circle_cells(fp_broadphase *bp, const fp_footprint *boxes, const fp_circle *circles,
                         uint32_t j)
{
	const fp_grid *g = &bp->grid;
	fp_aabb cb = circle_bounds(circles[j]);
	fp_grid_span s = fp_grid_span_of(g, cb);
	if ((size_t)(s.x1 - s.x0 + 1) * (size_t)(s.y1 - s.y0 + 1) > FP_GRID_MAX_SPAN)
		return circle_scan(bp, boxes, circles, j, cb);
	for (int32_t y = s.y0; y <= s.y1; y++) {
		for (int32_t x = s.x0; x <= s.x1; x++) {
			uint32_t own = (x == s.x0 ? FP_GRID_START_X : 0u) |
			               (y == s.y0 ? FP_GRID_START_Y : 0u);
			size_t c = (size_t)y * (size_t)g->cols + (size_t)x;
			for (uint32_t k = g->cell_start[c]; k < g->cell_start[c + 1]; k++) {
				const fp_grid_entry *e = &g->entry[k];
				if ((e->starts | own) != FP_GRID_START_XY ||
				    !fp_grid_may_overlap(e->bounds, cb))
					continue;
				if (!circle_test(bp, boxes, e->index, circles, j))
					return false;
			}
		}
	}
	return true;
}

/* The boxes kept out of the grid against every circle. */
static bool circle_big(fp_broadphase *bp, const fp_footprint *boxes, const fp_circle *circles,
                       size_t m)
{
	const fp_grid *g = &bp->grid;
	for (size_t k = 0; k < g->big_count; k++) {
		const fp_grid_item *it = &g->item[g->big[k]];
		for (uint32_t j = 0; j < m; j++) {
			if (!circle_valid(circles[j]) ||
			    !fp_grid_may_overlap(it->bounds, circle_bounds(circles[j])))
				continue;
			if (!circle_test(bp, boxes, it->index, circles, j))
				return false;
		}
	}
	return true;
}

static bool circle_pairs(fp_broadphase *bp, const fp_footprint *boxes, const fp_circle *circles,
                         size_t m)
{
	if (bp->grid.cols > 0)
		for (uint32_t j = 0; j < m; j++)
			if (circle_valid(circles[j]) && !circle_cells(bp, boxes, circles, j))
				return false;
	return circle_big(bp, boxes, circles, m);
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
