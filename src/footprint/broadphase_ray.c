/* fp_broadphase_ray: the first box a segment meets among the last
 * box-pairs call's footprints (ray.h).
 *
 * The boxes whose bounds the segment can reach are taken in order of where
 * it enters their bounds (a lower bound on where it can meet the box), and
 * cast exactly until the next entry lies beyond the best contact found. */
#include <footprint/ray.h>

#include <math.h>
#include <stdlib.h>

#include "broadphase_call.h"
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

/* The box's entry lower bound, or a negative leave when its bounds are out
 * of reach. Bounds beyond float range give no lower bound but 0. */
static bool reachable(const fp_footprint *f, vec2s from, vec2s to, double *enter)
{
	fp_aabb b = f->bounds;
	*enter = 0.0;
	if (!(f->flags & FP_FOOTPRINT_VALID))
		return false;
	if (!(fp_finite_vec(b.min) && fp_finite_vec(b.max)))
		return true;
	if (fp_aabb_apart(fp_segment_bounds(from, to), b))
		return false;
	double leave = 1.0;
	slab(fp_d(from.x), fp_d(to.x) - fp_d(from.x), b.min.x, b.max.x, enter, &leave);
	slab(fp_d(from.y), fp_d(to.y) - fp_d(from.y), b.min.y, b.max.y, enter, &leave);
	*enter = fmax(*enter, 0.0);
	return *enter <= leave;
}

static int by_enter(const void *pa, const void *pb)
{
	const fp_ray_cand *a = pa, *b = pb;
	if (a->enter != b->enter)
		return a->enter < b->enter ? -1 : 1;
	return (a->index > b->index) - (a->index < b->index);
}

static bool cand_room(fp_broadphase *bp, size_t n)
{
	if (n <= bp->ray_cap)
		return true;
	fp_ray_cand *c = realloc(bp->ray_cand, n * sizeof *c);
	if (!c)
		return false;
	bp->ray_cand = c;
	bp->ray_cap = n;
	return true;
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

fp_ray_hit fp_broadphase_ray(fp_broadphase *bp, vec2s from, vec2s to, uint32_t *index)
{
	fp_ray_hit best = { false, 0.0f, {{0.0f, 0.0f}} };
	uint32_t best_i = UINT32_MAX;
	if (index)
		*index = UINT32_MAX;
	if (!bp || !bp->last_boxes || !fp_finite_vec(from) || !fp_finite_vec(to))
		return best;
	bool sorted = cand_room(bp, bp->last_n); /* else every reachable box, unsorted */
	size_t k = 0;
	for (size_t i = 0; i < bp->last_n; i++) {
		double enter;
		if (!reachable(&bp->last_boxes[i], from, to, &enter))
			continue;
		if (sorted)
			bp->ray_cand[k++] = (fp_ray_cand){ enter, (uint32_t)i };
		else
			cast_one(bp, (uint32_t)i, from, to, &best, &best_i);
	}
	if (sorted)
		qsort(bp->ray_cand, k, sizeof *bp->ray_cand, by_enter);
	for (size_t j = 0; j < k; j++) {
		const fp_ray_cand *c = &bp->ray_cand[j];
		/* Every later box meets the segment at or past c->enter. */
		if (best.hit && fp_floor_float(fmin(c->enter, 1.0)) > best.t)
			break;
		cast_one(bp, c->index, from, to, &best, &best_i);
	}
	if (index)
		*index = best_i;
	return best;
}
