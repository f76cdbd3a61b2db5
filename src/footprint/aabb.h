/* aabb.h: the one test of two axis-aligned boxes (internal), inline for
 * the library's hot loops; fp_aabb_overlap is it for any box. */
#ifndef FOOTPRINT_AABB_H
#define FOOTPRINT_AABB_H

#include <footprint/collide.h>

/* The closed boxes share a point, when neither is empty: four exact float
 * compares, false when a bound is NaN. An empty box may pass: callers whose
 * boxes can be empty use fp_aabb_closed_meet with fp_aabb_filled (as
 * fp_aabb_overlap does). The compares are joined bitwise: one branch on
 * the verdict rather than four on random data. */
static inline bool fp_aabb_closed_meet(fp_aabb a, fp_aabb b)
{
	return (a.min.x <= b.max.x) & (b.min.x <= a.max.x) & (a.min.y <= b.max.y)
		& (b.min.y <= a.max.y);
}

/* min <= max on both axes: the box holds a point (false when a bound is
 * NaN). */
static inline bool fp_aabb_filled(fp_aabb a)
{
	return (a.min.x <= a.max.x) & (a.min.y <= a.max.y);
}

#endif
