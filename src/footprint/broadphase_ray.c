/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* fp_broadphase_ray: the first box a segment meets among the last
 * box-pairs call's footprints (ray.h).
 *
 * The segment is cut into pieces about one cell of the finest grid level
 * it reaches long (at most one a box), taken nearest first. Each piece's
 * bounds, widened past the double rounding of its ends, go through the
 * region walk (broadphase_region.h), which hands over every box whose
 * filed bounds may meet them; the boxes not seen before are taken in order
 * of where the segment enters their bounds (a lower bound on where it can
 * meet the box) and cast exactly. A box never handed over has bounds apart
 * from every piece so far, so the segment can meet it only past the
 * pieces' end: once the best contact lies before that, the cast stops.
 */
#include <footprint/ray.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "aabb.h"
#include "broadphase_call.h"
#include "broadphase_region.h"
#include "predicates.h"
#include "ray_clip.h"

typedef struct fp_ray_cand {
	double enter; /* at most the fraction where the segment enters the bounds */
	uint32_t index;
} fp_ray_cand;

/* Slack for the double slab test below: its few roundings are relative
 * 2^-52 of fractions at most 1 (and of d), far inside 2^-30. */
#define RAY_SLACK 0x1p-30

/* Where the segment from + t d, t in [0, 1], enters one slab [lo, hi] of
 * an axis: widens *enter and narrows *leave. d == 0 exactly when the
 * floats are equal, and then from decides exactly. */
static void slab(double from, double d, float lo, float hi, double *enter, double *leave)
{
	if (d == 0.0) {
		if (!(fp_d(lo) <= from && from <= fp_d(hi)))
			*leave = -1.0;
		return;
	}
	double t0 = (fp_d(lo) - from) / d, t1 = (fp_d(hi) - from) / d;
	if (t0 > t1) {
		double s = t0;
		t0 = t1;
		t1 = s;
	}
	*enter = fmax(*enter, t0 - RAY_SLACK);
	*leave = fmin(*leave, t1 + RAY_SLACK);
}

/* Whether the segment can reach the finite bounds b, and *enter, at most
 * where it enters them. */
static bool reaches(fp_aabb b, vec2s from, vec2s to, double *enter)
{
	*enter = 0.0;
	if (fp_aabb_apart(fp_segment_bounds(from, to), b))
		return false;
	double leave = 1.0;
	slab(fp_d(from.x), fp_d(to.x) - fp_d(from.x), b.min.x, b.max.x, enter, &leave);
	slab(fp_d(from.y), fp_d(to.y) - fp_d(from.y), b.min.y, b.max.y, enter, &leave);
	*enter = fmax(*enter, 0.0);
	return *enter <= leave;
}

/* The cast at box i, kept when it is the first so far (boxes come in any
 * order: a tie in t goes to the lower index). */
static void cast_one(const fp_broadphase *bp, uint32_t i, vec2s from, vec2s to,
                     fp_ray_hit *best, uint32_t *best_i)
{
	fp_ray_hit h = fp_ray_footprint(from, to, &bp->last_boxes[i]);
	if (h.hit && (!best->hit || h.t < best->t || (h.t == best->t && i < *best_i))) {
		*best = h;
		*best_i = i;
	}
}

/* Without memory for the walk: every box whose bounds the segment may
 * reach, in index order. */
static void cast_all(const fp_broadphase *bp, vec2s from, vec2s to, fp_ray_hit *best,
                     uint32_t *best_i)
{
	for (size_t i = 0; i < bp->last_n; i++) {
		const fp_footprint *f = &bp->last_boxes[i];
		double enter;
		if (!(f->flags & FP_FOOTPRINT_VALID))
			continue;
		if (fp_finite_vec(f->bounds.min) && fp_finite_vec(f->bounds.max) &&
		    !reaches(f->bounds, from, to, &enter))
			continue;
		cast_one(bp, (uint32_t)i, from, to, best, best_i);
	}
}

/* One cast's walk: the segment, and the boxes a piece handed over. */
typedef struct ray_walk {
	fp_broadphase *bp;
	vec2s from, to;
	size_t count;
	bool failed;
} ray_walk;

/* The entries [lo, hi): those not seen before whose bounds the segment
 * reaches join the piece's candidates. */
static void ray_run(void *ctx, const fp_grid *g, uint32_t lo, uint32_t hi)
{
	ray_walk *w = ctx;
	fp_broadphase *bp = w->bp;
	for (uint32_t k = lo; k < hi; k++) {
		uint32_t i = g->entry[k].index;
		double enter;
		if (bp->ray_seen[i] == bp->ray_stamp)
			continue;
		bp->ray_seen[i] = bp->ray_stamp;
		if (!reaches(fp_grid_key_bounds(&g->entry[k].key), w->from, w->to, &enter))
			continue;
		if (!fp_grid_grow((void **)&bp->ray_cand, &bp->ray_cap, w->count + 1,
		                  sizeof *bp->ray_cand)) {
			w->failed = true;
			return;
		}
		bp->ray_cand[w->count++] = (fp_ray_cand){ enter, i };
	}
}

static int by_enter(const void *pa, const void *pb)
{
	const fp_ray_cand *a = pa, *b = pb;
	if (a->enter != b->enter)
		return a->enter < b->enter ? -1 : 1;
	return (a->index > b->index) - (a->index < b->index);
}

/* A fresh stamp for the boxes a cast has seen: false when out of memory. */
static bool seen_begin(fp_broadphase *bp)
{
	if (bp->last_n > bp->ray_seen_cap) {
		uint32_t *s = calloc(bp->last_n, sizeof *s);
		if (!s)
			return false;
		free(bp->ray_seen);
		bp->ray_seen = s;
		bp->ray_seen_cap = bp->last_n;
		bp->ray_stamp = 0;
	}
	if (++bp->ray_stamp == 0) {
		memset(bp->ray_seen, 0, bp->ray_seen_cap * sizeof *bp->ray_seen);
		bp->ray_stamp = 1;
	}
	return true;
}

/* How many pieces: about one cell of the finest level whose world the
 * segment's bounds reach a piece, at most one a box; 0 when it reaches
 * none. */
static size_t pieces_of(const fp_grid *g, size_t n, vec2s from, vec2s to)
{
	fp_aabb sb = fp_segment_bounds(from, to);
	double side = HUGE_VAL;
	for (int u = 0; u < g->used_count; u++) {
		const fp_grid_level *lv = &g->level[g->used[u]];
		if (!fp_aabb_apart(sb, lv->world))
			side = fmin(side, 1.0 / lv->inv_cell);
	}
	if (side == HUGE_VAL)
		return 0;
	double span = fmax(fabs(fp_d(to.x) - fp_d(from.x)), fabs(fp_d(to.y) - fp_d(from.y)));
	double most = n > 1 ? (double)n : 1.0;
	return (size_t)fmax(1.0, fmin(ceil(span / side), most));
}

/* A float at most (lo) or at least (!lo) x. */
static float float_out(double x, bool lo)
{
	float f = (float)x;
	if (lo && fp_d(f) > x)
		return nextafterf(f, -INFINITY);
	if (!lo && fp_d(f) < x)
		return nextafterf(f, INFINITY);
	return f;
}

/* The bounds of the segment's points with t in [t0, t1], widened past the
 * roundings of its ends (each within 2^-50 of |from| + |to|). */
static fp_aabb piece_bounds(vec2s from, vec2s to, double t0, double t1)
{
	double fx = fp_d(from.x), fy = fp_d(from.y);
	double dx = fp_d(to.x) - fx, dy = fp_d(to.y) - fy;
	double mx = 0x1p-40 * (fabs(fx) + fabs(fp_d(to.x))) + 0x1p-149;
	double my = 0x1p-40 * (fabs(fy) + fabs(fp_d(to.y))) + 0x1p-149;
	double x0 = fx + t0 * dx, x1 = fx + t1 * dx, y0 = fy + t0 * dy, y1 = fy + t1 * dy;
	fp_aabb b = {{{float_out(fmin(x0, x1) - mx, true), float_out(fmin(y0, y1) - my, true)}},
	             {{float_out(fmax(x0, x1) + mx, false), float_out(fmax(y0, y1) + my, false)}}};
	return b;
}

/* Casts the piece's candidates nearest entry first, until the next entry
 * lies past the best contact. */
static void piece_cast(const fp_broadphase *bp, size_t count, vec2s from, vec2s to,
                       fp_ray_hit *best, uint32_t *best_i)
{
	if (count == 0)
		return; /* ray_cand may be NULL then, which qsort must not see */
	qsort(bp->ray_cand, count, sizeof *bp->ray_cand, by_enter);
	for (size_t j = 0; j < count; j++) {
		const fp_ray_cand *c = &bp->ray_cand[j];
		/* Every later box of the piece meets the segment at or past c->enter. */
		if (best->hit && fp_floor_float(fmin(c->enter, 1.0)) > best->t)
			return;
		cast_one(bp, c->index, from, to, best, best_i);
	}
}

/* The walk, piece by piece: false when out of memory. */
static bool cast_walk(fp_broadphase *bp, vec2s from, vec2s to, fp_ray_hit *best,
                      uint32_t *best_i)
{
	size_t pieces = pieces_of(&bp->grid, bp->last_n, from, to);
	for (size_t p = 0; p < pieces; p++) {
		double t0 = (double)p / (double)pieces, t1 = (double)(p + 1) / (double)pieces;
		ray_walk w = { bp, from, to, 0, false };
		fp_region_walk(&bp->grid, piece_bounds(from, to, t0, t1), ray_run, &w);
		if (w.failed)
			return false;
		piece_cast(bp, w.count, from, to, best, best_i);
		/* a box not yet handed over meets the segment only past t1 */
		if (best->hit && fp_floor_float(t1) > best->t)
			break;
	}
	return true;
}

fp_ray_hit fp_broadphase_ray(fp_broadphase *bp, vec2s from, vec2s to, uint32_t *index)
{
	fp_ray_hit best = { false, 0.0f, {{0.0f, 0.0f}} };
	uint32_t best_i = UINT32_MAX;
	if (index)
		*index = UINT32_MAX;
	if (!bp || !bp->last_boxes || !fp_finite_vec(from) || !fp_finite_vec(to))
		return best;
	if (!fp_broadphase_call_refile(bp) || !seen_begin(bp) ||
	    !cast_walk(bp, from, to, &best, &best_i)) {
		best = (fp_ray_hit){ false, 0.0f, {{0.0f, 0.0f}} };
		best_i = UINT32_MAX;
		cast_all(bp, from, to, &best, &best_i); /* rather than miss */
	}
	if (index)
		*index = best_i;
	return best;
}
