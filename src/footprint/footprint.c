/* Footprints: a box prepared once per tick, and the fast pair tests that are
 * exactly the OR over its two triangles.
 *
 * The fast paths compare the boxes' ideal rectangles (centre, unit axes,
 * half extents) in float, with two proven margins stored per footprint:
 * - outer: every rounded corner lies within `outer` of the ideal corner, so
 *   the two triangles (inside the corners' hull) lie inside the ideal
 *   rectangle grown by `outer`. Ideal rectangles separated by more than the
 *   outer margins plus the rounding of the test: certainly no overlap.
 * - inner: the ideal rectangle shrunk by `inner` lies strictly inside every
 *   edge of the (convex) rounded quad, hence inside its two triangles.
 *   Shrunk rectangles overlapping with room to spare: certainly overlap.
 * Anything between goes to the exact triangle tests, so the answer is always
 * exactly the contract's. All float bounds assume -ffp-contract=off.
 */
#include <float.h>
#include <math.h>

#include "box.h"
#include "predicates.h"

/* Every rounded quantity of the float tests below is within 2^-18 S of its
 * value for the ideal rectangles, where S is the sum of the magnitudes that
 * enter it (|dx| + |dy| and the half extents): the axes (cos, sin) have
 * length within 2^-22 of 1 (checked in margins()) and each of the dozen
 * float operations rounds by 2^-24 of a value below 2S. ROUNDING_REL is
 * 2^-16, a factor 4 to spare. The half extents' share is folded into each
 * footprint's outer and inner (with ROUNDING_ABS, which covers underflow, at
 * most 2^-149 an operation, and keeps outer's square a normal float); the
 * tests add the share of the centres' offset, ROUNDING_REL (|dx| + |dy|). */
#define ROUNDING_REL 0x1p-16f
#define ROUNDING_ABS 0x1p-60

static bool corners_convex(const vec2s q[4])
{
	for (int i = 0; i < 4; i++) {
		if (fp_orient_sign(q[(i + 3) % 4], q[i], q[(i + 1) % 4]) <= 0)
			return false;
	}
	return true;
}

/* Sets outer, inner, CONVEX and FAST for a valid footprint. Only the axis
 * check waits for sincosf; the margins themselves depend on the box alone,
 * so they are computed while it runs. */
static void margins(fp_footprint *f, float co, float si)
{
	double hx = fp_d(f->half.x), hy = fp_d(f->half.y);
	double m = fp_d(fp_maxf(fabsf(f->center.x), fabsf(f->center.y)));
	/* |axis| = k with |k - 1| <= |k^2 - 1| <= ek (co^2, si^2 exact); a
	 * sincosf within an ulp gives ek near 2^-24, and 2^-22 is required. */
	double ek = fabs(fp_d(co) * fp_d(co) + fp_d(si) * fp_d(si) - 1.0) + 0x1p-52;
	bool axis_ok = ek <= 0x1p-22;
	/* fp_box_corners_at rounds three times in float: a corner coordinate is
	 * within 2^-24 (|centre| + 3 (hx + hy)) (1 + 2^-22) of centre + R(±hx,
	 * ±hy) with R from (co, si), and that is within 2^-22 (hx + hy) of the
	 * ideal corner; sqrt(2) * 2^-24 * 1.0001 < 2^-23.4 < 2^-23 makes the
	 * per-coordinate bound a distance. */
	double re = (0x1p-22 * (hx + hy) + 0x1p-23 * (m + 3.001 * (hx + hy))) * (1.0 + 0x1p-40);
	/* Consecutive ideal edges are perpendicular: their cross product is
	 * 4 hx hy, and corners moved by re change it by at most
	 * 4 re (hx + hy) + 4 re^2. */
	bool convex = (axis_ok && hx * hy > (re * (hx + hy) + re * re) * (1.0 + 0x1p-30))
		|| corners_convex(f->corner);
	if (convex)
		f->flags |= FP_FOOTPRINT_CONVEX;
	if (!(m + hx + hy < 0x1p60) || !axis_ok)
		return;
	f->flags |= FP_FOOTPRINT_FAST;
	double rounding = fp_d(ROUNDING_REL) * (hx + hy) + ROUNDING_ABS;
	/* outer = re + sqrt(2) rounding: the circle test needs the rounding as
	 * a distance in the plane, the box test only along one axis. */
	f->outer = (float)((re + 1.4142136 * rounding) * (1.0 + 0x1p-20));
	if (!convex)
		return;
	/* x at distance >= delta inside every ideal edge (length L_i, x within
	 * D of its ends) has orient(q_i, q_i+1, x) >= L_i delta - L_i re -
	 * 2 re D - 2 re^2 > 0 for delta > re + 2 re (D + re) / L_i. */
	double len = 2.0 * fp_d(fp_minf(f->half.x, f->half.y));
	double diag = 2.0 * (hx + hy);
	double delta = (re + 2.0 * re * (diag + re) / len) * (1.0 + 0x1p-30);
	/* inner = sqrt(2) (delta + rounding): shrinking B by delta moves its
	 * extent on A's axes by up to sqrt(2) delta. */
	if (delta < 0.5 * len)
		f->inner = (float)(1.4142136 * (delta + rounding) * (1.0 + 0x1p-20));
}

fp_footprint fp_footprint_of(fp_box b)
{
	/* Every field written once, no zeroing pass: this runs per actor per
	 * tick, and its floor is the one sincosf. */
	fp_footprint f;
	float co, si;
	fp_box_axis(b, &co, &si);
	fp_box_corners_at(b, co, si, f.corner, &f.bounds);
	f.flags = 0;
	f.center = b.center;
	f.axis = (vec2s){ { co, si } };
	f.half = b.half;
	f.outer = INFINITY;
	f.inner = INFINITY;
	/* Good input can still round a corner to infinity. */
	if (!fp_box_ok(b) || !fp_finite_vec(f.bounds.min) || !fp_finite_vec(f.bounds.max)) {
		f.bounds = (fp_aabb){ { { INFINITY, INFINITY } }, { { -INFINITY, -INFINITY } } };
		return f;
	}
	f.flags = FP_FOOTPRINT_VALID;
	margins(&f, co, si);
	return f;
}

void fp_footprint_tris(const fp_footprint *f, fp_tri out[2])
{
	out[0] = (fp_tri){ { f->corner[0], f->corner[1], f->corner[2] } };
	out[1] = (fp_tri){ { f->corner[0], f->corner[2], f->corner[3] } };
}

static bool overlap_exact(const fp_footprint *a, const fp_footprint *b)
{
	fp_tri ta[2], tb[2];
	fp_footprint_tris(a, ta);
	fp_footprint_tris(b, tb);
	return fp_tri_overlap(ta[0], tb[0]) || fp_tri_overlap(ta[0], tb[1])
		|| fp_tri_overlap(ta[1], tb[0]) || fp_tri_overlap(ta[1], tb[1]);
}

/* Separating axis test of the ideal rectangles on their four face axes:
 * 0 when certainly apart, 1 when certainly overlapping, -1 when unsure.
 * Rectangle B's extent on A's axis u is hxB |uA.uB| + hyB |uA.vB|. */
static int sat_decide(const fp_footprint *a, const fp_footprint *b)
{
	float dx = b->center.x - a->center.x, dy = b->center.y - a->center.y;
	float ca = a->axis.x, sa = a->axis.y, cb = b->axis.x, sb = b->axis.y;
	float hxa = a->half.x, hya = a->half.y, hxb = b->half.x, hyb = b->half.y;
	float c = fabsf(ca * cb + sa * sb);
	float s = fabsf(ca * sb - sa * cb);
	float s1 = fabsf(dx * ca + dy * sa) - (hxa + (hxb * c + hyb * s));
	float s2 = fabsf(dy * ca - dx * sa) - (hya + (hxb * s + hyb * c));
	float s3 = fabsf(dx * cb + dy * sb) - (hxb + (hxa * c + hya * s));
	float s4 = fabsf(dy * cb - dx * sb) - (hyb + (hxa * s + hya * c));
	float gap = fp_maxf(fp_maxf(s1, s2), fp_maxf(s3, s4));
	float err = ROUNDING_REL * (fabsf(dx) + fabsf(dy));
	if (gap > err + (a->outer + b->outer))
		return 0;
	/* An unproven inner is INFINITY: never certain. */
	if (gap < -(err + (a->inner + b->inner)))
		return 1;
	return -1;
}

bool fp_footprint_overlap(const fp_footprint *a, const fp_footprint *b)
{
	if (!(a->flags & b->flags & FP_FOOTPRINT_VALID))
		return false;
	/* Bounds apart (exact float compares) puts the triangles apart. */
	if (a->bounds.max.x < b->bounds.min.x || b->bounds.max.x < a->bounds.min.x
	    || a->bounds.max.y < b->bounds.min.y || b->bounds.max.y < a->bounds.min.y)
		return false;
	if (a->flags & b->flags & FP_FOOTPRINT_FAST) {
		/* Both below 2^60: nothing in the float test overflows. */
		int r = sat_decide(a, b);
		if (r >= 0)
			return r;
	}
	return overlap_exact(a, b);
}

/* The disc against the ideal rectangle: 0 certainly apart, 1 certainly
 * touching, -1 unsure. (p, q) is the centre's excess over the half extents
 * in the box's frame, within err of its ideal value. */
static int circle_decide(fp_circle c, const fp_footprint *f)
{
	float dx = c.center.x - f->center.x, dy = c.center.y - f->center.y;
	float co = f->axis.x, si = f->axis.y;
	float offset = fabsf(dx) + fabsf(dy);
	/* Also false for a NaN or infinite centre. */
	if (!(offset < 0x1p61f))
		return -1;
	float err = ROUNDING_REL * offset;
	float p = fabsf(dx * co + dy * si) - f->half.x;
	float q = fabsf(dy * co - dx * si) - f->half.y;
	/* Apart: the distance to the rectangle exceeds r + outer. Each side's
	 * square rounds by under 8 * 2^-24 relative, which 2^-20 covers; the
	 * right side (>= outer^2 >= 2^-120) does not underflow, the left side
	 * only errs low if it does, and a bad radius can only make this fail
	 * or answer false. */
	float lx = fp_maxf(p - err, 0.0f), ly = fp_maxf(q - err, 0.0f);
	float reach = (c.radius + f->outer) * (1.0f + 0x1p-20f);
	if (lx * lx + ly * ly > reach * reach)
		return 0;
	/* Touching: the distance to the shrunk rectangle is below r; 2^-120
	 * covers the left side's underflow. */
	float ux = fp_maxf(p + (err + f->inner), 0.0f);
	float uy = fp_maxf(q + (err + f->inner), 0.0f);
	if ((ux * ux + uy * uy) * (1.0f + 0x1p-20f) + 0x1p-120f < c.radius * c.radius
	    && c.radius >= 0.0f && c.radius <= FLT_MAX)
		return 1;
	return -1;
}

static bool circle_footprint_exact(fp_circle c, const fp_footprint *f)
{
	if (!(f->flags & FP_FOOTPRINT_VALID) || !fp_circle_ok(c))
		return false;
	fp_tri t[2];
	fp_footprint_tris(f, t);
	return fp_circle_tri(c, t[0]) || fp_circle_tri(c, t[1]);
}

bool fp_circle_footprint(fp_circle c, const fp_footprint *f)
{
	/* The disc's bounds against the corners' (empty for a bad footprint).
	 * Rounding is monotone, so a rounded centre +- radius compared with a
	 * float decides as the exact sum would: this is exact. */
	if (c.center.x + c.radius < f->bounds.min.x || c.center.x - c.radius > f->bounds.max.x
	    || c.center.y + c.radius < f->bounds.min.y || c.center.y - c.radius > f->bounds.max.y)
		return false;
	if (f->flags & FP_FOOTPRINT_FAST) {
		int r = circle_decide(c, f);
		if (r >= 0)
			return r;
	}
	return circle_footprint_exact(c, f);
}
