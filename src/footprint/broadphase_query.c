/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_query.c: what lies in a region, among the boxes the grid
 * holds from the last pairs call.
 *
 * The region walk (broadphase_region.h) hands over the entries homed where
 * the region can reach; those whose bounds meet it are decided exactly, and
 * the indices found are sorted (by a radix sort whose digits grow with the
 * count found, so that a short answer costs few steps).
 */
#include <footprint/broadphase.h>

#include <string.h>

#include "aabb.h"
#include "broadphase_call.h"
#include "broadphase_region.h"
#include "predicates.h"

/* The triangle's bounds. */
static fp_aabb tri_bounds(fp_tri t)
{
	fp_aabb b = {t.v[0], t.v[0]};
	for (int i = 1; i < 3; i++) {
		vec2s p = t.v[i];
		b.min.x = p.x < b.min.x ? p.x : b.min.x;
		b.min.y = p.y < b.min.y ? p.y : b.min.y;
		b.max.x = p.x > b.max.x ? p.x : b.max.x;
		b.max.y = p.y > b.max.y ? p.y : b.max.y;
	}
	return b;
}

/* The closed triangle and the closed axis-aligned box r share a point,
 * exactly; a triangle with a corner beyond float range (or NaN) is bad
 * input and meets nothing, as in the pair tests. Only the part of r within
 * the triangle's bounds can meet it: that part (finite even when r is not)
 * is split into two triangles, as a footprint is, and compared. */
static bool tri_meets_aabb(fp_tri t, fp_aabb r)
{
	fp_aabb b = tri_bounds(t);
	if (!fp_grid_finite(b) || !fp_aabb_overlap(r, b))
		return false;
	fp_aabb c = {
		{{r.min.x > b.min.x ? r.min.x : b.min.x, r.min.y > b.min.y ? r.min.y : b.min.y}},
		{{r.max.x < b.max.x ? r.max.x : b.max.x, r.max.y < b.max.y ? r.max.y : b.max.y}},
	};
	if (memcmp(&c, &b, sizeof c) == 0)
		return true; /* r holds the triangle's bounds, which hold it */
	vec2s lr = {{c.max.x, c.min.y}}, ul = {{c.min.x, c.max.y}};
	fp_tri rt[2] = {{{c.min, lr, c.max}}, {{c.min, c.max, ul}}};
	return fp_tri_overlap(rt[0], t) || fp_tri_overlap(rt[1], t);
}

/* The closed footprint (its two triangles) and the closed box r share a
 * point, exactly. */
static bool aabb_footprint(fp_aabb r, const fp_footprint *f)
{
	if (!(f->flags & FP_FOOTPRINT_VALID))
		return false; /* NaN bounds say nothing: the corners decide */
	fp_aabb b = f->bounds; /* the corners' own extremes, bit for bit */
	if (fp_grid_finite(b) && r.min.x <= b.min.x && r.min.y <= b.min.y && b.max.x <= r.max.x &&
	    b.max.y <= r.max.y)
		return true; /* r holds both triangles (a view's region, most boxes) */
	fp_tri ft[2];
	fp_footprint_tris(f, ft);
	return tri_meets_aabb(ft[0], r) || tri_meets_aabb(ft[1], r);
}

/* One query: its region's bounds, its exact test, and the answer so far. */
typedef struct query {
	fp_broadphase *bp;
	fp_aabb bounds;
	bool (*meets)(const struct query *q, const fp_footprint *f);
	fp_aabb region;
	fp_circle circle;
	bool failed;
} query;

static bool meets_aabb(const query *q, const fp_footprint *f)
{
	return aabb_footprint(q->region, f);
}

static bool meets_circle(const query *q, const fp_footprint *f)
{
	return fp_circle_footprint(q->circle, f);
}

/* Box `index` (bounds b) is decided and kept when it meets the query. */
static void query_test(query *q, uint32_t index, fp_aabb b)
{
	fp_broadphase *bp = q->bp;
	if (fp_aabb_apart(q->bounds, b))
		return; /* bounds apart (filed bounds are finite) */
	if (!q->meets(q, &bp->last_boxes[index]))
		return;
	if (!fp_grid_grow((void **)&bp->found, &bp->found_cap, bp->found_count + 1,
	                  sizeof *bp->found)) {
		q->failed = true;
		return;
	}
	bp->found[bp->found_count++] = index;
}

static void query_run(void *ctx, const fp_grid *g, uint32_t lo, uint32_t hi)
{
	for (uint32_t k = lo; k < hi; k++)
		query_test(ctx, g->entry[k].index, fp_grid_key_bounds(&g->entry[k].key));
}

/* Below this many, the answer is sorted by insertion. */
#define FOUND_FEW 32

/* Sorts a[0..n) (indices below `below`), scratch holding as many: radix
 * passes of about log2 n bits each, least significant first. */
static void indices_sort(uint32_t *a, uint32_t *scratch, size_t n, size_t below)
{
	if (n <= FOUND_FEW) {
		for (size_t i = 1; i < n; i++) {
			uint32_t v = a[i];
			size_t j = i;
			for (; j > 0 && a[j - 1] > v; j--)
				a[j] = a[j - 1];
			a[j] = v;
		}
		return;
	}
	unsigned bits = 1, width = 1;
	while (bits < 11 && ((size_t)1 << bits) < n)
		bits++;
	while (width < 32 && ((uint64_t)1 << width) < below)
		width++;
	uint32_t *from = a, *to = scratch;
	for (unsigned shift = 0; shift < width; shift += bits) {
		size_t at[(1u << 11) + 1];
		uint32_t mask = (1u << bits) - 1;
		memset(at, 0, ((1u << bits) + 1) * sizeof at[0]);
		for (size_t k = 0; k < n; k++)
			at[(from[k] >> shift & mask) + 1]++;
		for (uint32_t d = 0; d < mask + 1; d++)
			at[d + 1] += at[d];
		for (size_t k = 0; k < n; k++)
			to[at[from[k] >> shift & mask]++] = from[k];
		uint32_t *t = from;
		from = to;
		to = t;
	}
	if (from != a)
		memcpy(a, from, n * sizeof *a);
}

/* The boxes the query meets, ascending; NULL with *count 0 when out of
 * memory. */
static const uint32_t *query_answer(query *q, size_t *count)
{
	fp_broadphase *bp = q->bp;
	bp->found_count = 0;
	if (!fp_grid_grow((void **)&bp->found, &bp->found_cap, 1, sizeof *bp->found)) {
		*count = 0;
		return NULL;
	}
	if (bp->last_boxes && fp_aabb_filled(q->bounds)) {
		if (fp_broadphase_call_refile(bp))
			fp_region_walk(&bp->grid, q->bounds, query_run, q);
		else
			q->failed = true;
	}
	if (!q->failed && !fp_grid_grow((void **)&bp->found_scratch, &bp->found_scratch_cap,
	                                bp->found_count + 1, sizeof *bp->found_scratch))
		q->failed = true;
	if (q->failed) {
		bp->found_count = 0;
		*count = 0;
		return NULL;
	}
	indices_sort(bp->found, bp->found_scratch, bp->found_count, bp->last_n);
	*count = bp->found_count;
	return bp->found;
}

const uint32_t *fp_broadphase_query_aabb(fp_broadphase *bp, fp_aabb region, size_t *count)
{
	size_t none;
	count = count ? count : &none;
	*count = 0;
	if (!bp)
		return NULL;
	query q = {.bp = bp, .bounds = region, .meets = meets_aabb, .region = region};
	return query_answer(&q, count);
}

const uint32_t *fp_broadphase_query_circle(fp_broadphase *bp, fp_circle c, size_t *count)
{
	size_t none;
	count = count ? count : &none;
	*count = 0;
	if (!bp)
		return NULL;
	fp_aabb empty = {{{1.0f, 1.0f}}, {{0.0f, 0.0f}}};
	query q = {.bp = bp, .bounds = fp_circle_ok(c) ? fp_circle_bounds(c) : empty,
	           .meets = meets_circle, .circle = c};
	return query_answer(&q, count);
}
