/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Axis-aligned boxes: the bounds test, and a footprint's bounds. */
#include <footprint/collide.h>

#include "aabb.h"

bool fp_aabb_overlap(fp_aabb a, fp_aabb b)
{
	return fp_aabb_filled(a) && fp_aabb_filled(b) && !fp_aabb_apart(a, b);
}

fp_aabb fp_footprint_bounds(const fp_footprint *f)
{
	return f->bounds;
}
