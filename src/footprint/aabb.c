/* Axis-aligned boxes: the bounds test, and a footprint's bounds. */
#include <footprint/collide.h>

#include "aabb.h"

bool fp_aabb_overlap(fp_aabb a, fp_aabb b)
{
	/* Named first, then joined bitwise: one branch, and no call inside a
	 * bitwise expression (which clang's -Wbitwise-instead-of-logical
	 * rejects). */
	bool fa = fp_aabb_filled(a), fb = fp_aabb_filled(b), meet = fp_aabb_closed_meet(a, b);
	return fa & fb & meet;
}

fp_aabb fp_footprint_bounds(const fp_footprint *f)
{
	return f->bounds;
}
