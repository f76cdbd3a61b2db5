/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* aabb.h: the one test of two axis-aligned boxes (internal), inline for
 * the library's hot loops; fp_aabb_overlap is it, for any box. */
#ifndef FOOTPRINT_AABB_H
#define FOOTPRINT_AABB_H

#include <footprint/collide.h>

/* The closed boxes are strictly apart on some axis: four exact float
 * compares, false when a bound is NaN. For boxes that are neither empty nor
 * NaN, !fp_aabb_apart is fp_aabb_overlap; the hot loops, whose boxes are
 * (footprints' bounds: empty only for bad boxes, which they reject first),
 * call it alone; a NaN bound then counts as maybe overlapping, the exact
 * test deciding. Joined bitwise: one branch on the verdict rather than four
 * on random data. */
static inline bool fp_aabb_apart(fp_aabb a, fp_aabb b)
{
	return (a.max.x < b.min.x) | (b.max.x < a.min.x) | (a.max.y < b.min.y)
		| (b.max.y < a.min.y);
}

/* min <= max on both axes: the box holds a point (false when a bound is
 * NaN). */
static inline bool fp_aabb_filled(fp_aabb a)
{
	return (a.min.x <= a.max.x) & (a.min.y <= a.max.y);
}

#endif
