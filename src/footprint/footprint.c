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
#include <string.h>

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
 * box test adds the share of the centres' offset, ROUNDING_REL (|dx| +
 * |dy|); the circle test bounds that share by its own distance. */
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

/* Sets outer, inner, CONVEX and FAST for a valid footprint. The margins are
 * computed in float (this runs per actor per tick): each is an upper bound
 * rounded upward by a constant factor (1.0156, 1.0001, 1.001) far larger
 * than the few float roundings (2^-24 each) on its way, and by 2^-100 where
 * a result could underflow. The bounds they must exceed are derived below. */
/* What margins() adds to a valid footprint. */
typedef struct fp_margins {
	uint32_t flags;
	float outer, inner;
} fp_margins;

static inline fp_margins margins(fp_box b, const vec2s q[4], float co, float si)
{
	fp_margins r = { FP_FOOTPRINT_VALID, INFINITY, INFINITY };
	float hx = b.half.x, hy = b.half.y;
	float s = hx + hy;
	float m = fp_maxf(fabsf(b.center.x), fabsf(b.center.y));
	/* |axis| = k with |k - 1| <= |k^2 - 1| <= ek (co^2, si^2 exact); a
	 * sincosf within an ulp gives ek near 2^-24, and 2^-22 is required. */
	double ek = fabs(fp_d(co) * fp_d(co) + fp_d(si) * fp_d(si) - 1.0) + 0x1p-52;
	bool axis_ok = ek <= 0x1p-22;
	/* fp_box_corners_at rounds three times in float: a corner coordinate is
	 * within 2^-24 (|centre| + 3 (hx + hy)) (1 + 2^-22) of centre + R(+-hx,
	 * +-hy) with R from (co, si), and that is within 2^-22 (hx + hy) of the
	 * ideal corner; sqrt(2) * 2^-24 * 1.0001 < 2^-23 makes the coordinate
	 * bound a distance: re >= 2^-23 (m + 5.001 s) (1 + 2^-40). Below, 6 s
	 * and the factor 1.0156 cover that with room for four roundings;
	 * 2^-100 covers a product that underflows (at most 2^-149 off). */
	float re = (m + 6.0f * s) * 0x1.04p-23f + 0x1p-100f;
	/* Consecutive ideal edges are perpendicular: their cross product is
	 * 4 hx hy, and corners moved by re change it by at most
	 * 4 re (hx + hy) + 4 re^2. In double: the products cannot underflow. */
	bool convex = (axis_ok && fp_d(hx) * fp_d(hy) > 1.001 * fp_d(re) * (fp_d(s) + fp_d(re)))
		|| corners_convex(q);
	if (convex)
		r.flags |= FP_FOOTPRINT_CONVEX;
	if (!(m + s < 0x1p59f) || !axis_ok)
		return r;
	r.flags |= FP_FOOTPRINT_FAST;
	/* outer >= (re + sqrt(2) (2^-16 s + 2^-60)) (1 + 2^-20): the circle test
	 * needs the tests' rounding (ROUNDING_REL on the half extents) as a
	 * distance in the plane, the box test only along one axis. 0x1.6a2 is
	 * sqrt(2) (1 + 2^-13). */
	r.outer = (re + 0x1.6a2p-16f * s + 0x1p-59f) * 1.0001f;
	if (!convex)
		return r;
	/* x at distance >= delta inside every ideal edge (length L_i, x within
	 * D of its ends) has orient(q_i, q_i+1, x) >= L_i delta - L_i re -
	 * 2 re D - 2 re^2 > 0 for delta > re + 2 re (D + re) / L_i; with the
	 * shortest edge 2 mn and D the diagonal 2 s that is re (1 + (2 s + re)
	 * / mn). A zero mn makes the quotient infinite: no inner. */
	float mn = fp_minf(hx, hy);
	float delta = re * (1.0f + (2.0f * s + re) / mn) * 1.001f;
	/* inner >= sqrt(2) (delta + 2^-16 s + 2^-60) (1 + 2^-20): shrinking B
	 * by delta moves its extent on A's axes by up to sqrt(2) delta. */
	if (delta < mn)
		r.inner = 0x1.6a2p0f * (delta + 0x1p-16f * s + 0x1p-60f) * 1.0001f;
	return r;
}

/* The footprint of b from its axis (co, si): built from locals and returned
 * as one literal, so the compiler writes it straight into the caller's
 * footprint. */
static inline fp_footprint footprint_at(fp_box b, float co, float si)
{
	vec2s q[4];
	fp_aabb bounds;
	fp_box_corners_at(b, co, si, q, &bounds);
	fp_margins m = { 0, INFINITY, INFINITY };
	if (!fp_box_ok(b)) {
		bounds = (fp_aabb){ { { INFINITY, INFINITY } }, { { -INFINITY, -INFINITY } } };
	} else if (fp_finite_vec(bounds.min) && fp_finite_vec(bounds.max)) {
		m = margins(b, q, co, si);
	} else {
		/* A good box whose corner lies beyond float range keeps its
		 * infinite corner: it takes the exact path, where the triangle
		 * holding that corner is bad input and overlaps nothing, and
		 * the other still counts, as the contract's OR says. */
		m.flags = FP_FOOTPRINT_VALID;
	}
	return (fp_footprint){
		.corner = { q[0], q[1], q[2], q[3] },
		.bounds = bounds,
		.flags = m.flags,
		.center = b.center,
		.axis = { { co, si } },
		.half = b.half,
		.outer = m.outer,
		.inner = m.inner,
	};
}

fp_footprint fp_footprint_of(fp_box b)
{
	float co, si;
	fp_box_axis(b, &co, &si);
	return footprint_at(b, co, si);
}

void fp_footprints_of(const fp_box *boxes, size_t n, fp_footprint *out)
{
	/* Two passes: the sines and cosines first, parked in each footprint's
	 * axis, then the rest. Apart, neither pass waits on the other's long
	 * chain of dependent steps, and the results are the same bits. */
	for (size_t i = 0; i < n; i++)
		fp_box_axis(boxes[i], &out[i].axis.x, &out[i].axis.y);
	for (size_t i = 0; i < n; i++)
		out[i] = footprint_at(boxes[i], out[i].axis.x, out[i].axis.y);
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

/* The corners' bounds apart (exact float compares) puts the triangles
 * apart. */
static inline bool bounds_apart(const fp_aabb *a, const fp_aabb *b)
{
	/* Bitwise: one branch on the verdict rather than four on random data. */
	return (a->max.x < b->min.x) | (b->max.x < a->min.x)
		| (a->max.y < b->min.y) | (b->max.y < a->min.y);
}

/* Separating axis test of the ideal rectangles on their four face axes:
 * the largest gap between their projections (> 0 means apart), and the
 * error allowance of that float computation. Rectangle B's extent on A's
 * axis u is hxB |uA.uB| + hyB |uA.vB|. */
static inline float sat_gap(const fp_footprint *a, const fp_footprint *b, float *err)
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
	*err = ROUNDING_REL * (fabsf(dx) + fabsf(dy));
	/* Plain ternaries: here GCC makes them maxss without the intrinsics'
	 * register shuffles. */
	float m12 = s1 > s2 ? s1 : s2, m34 = s3 > s4 ? s3 : s4;
	return m12 > m34 ? m12 : m34;
}

bool fp_footprint_overlap(const fp_footprint *a, const fp_footprint *b)
{
	/* The bounds first: on random pairs they settle about half, for a
	 * sixth of the separating axis test's cost. */
	if (!(a->flags & b->flags & FP_FOOTPRINT_VALID) || bounds_apart(&a->bounds, &b->bounds))
		return false;
	if (a->flags & b->flags & FP_FOOTPRINT_FAST) {
		/* Both below 2^60: nothing in the float test overflows. An
		 * unproven inner is INFINITY: never certainly overlapping. */
		float err;
		float gap = sat_gap(a, b, &err);
		if (gap > err + (a->outer + b->outer))
			return false;
		if (gap < -(err + (a->inner + b->inner)))
			return true;
	}
	return overlap_exact(a, b);
}

/* Twice max(x, 0), without a branch or a libm call: exact (x + x is),
 * infinite only if x is above 2^127, NaN only if x is. */
static inline float twice_positive(float x)
{
	return x + fabsf(x);
}

/* The radius is finite and >= 0 (its bits, as an unsigned number, are at
 * most FLT_MAX's; -0.0 fails here and takes the exact path). */
static inline bool radius_plain(float r)
{
	uint32_t bits;
	memcpy(&bits, &r, sizeof bits);
	return bits <= 0x7f7fffffu;
}

/* The disc against the ideal rectangle: 0 certainly apart, 1 certainly
 * touching, -1 unsure. (p, q) is the centre's excess over the half extents
 * in the box's frame; D(t) = |(max(p + t, 0), max(q + t, 0))| is its
 * distance to the rectangle shrunk by t. The apart test is branch-free and
 * decides about four pairs in five on random data.
 *
 * Error: p and q are within e = 2^-18 (|dx| + |dy| + hx + hy) of their
 * ideal values, so the computed D(t) is within sqrt(2) e of the ideal one;
 * |dx| + |dy| <= sqrt(2) |d| <= sqrt(2) (D(0) + hx + hy) turns that into
 * 2^-17 D + W with W = 2^-16 (hx + hy) <= outer - re. Hence
 * - apart when computed D(0) > (r + outer) (1 + 2^-17): then the true
 *   distance exceeds r + re, and the triangles lie within re of the
 *   rectangle;
 * - touching when computed D(inner) < (r - outer) (1 - 2^-17): the disc
 *   then meets the rectangle shrunk by inner >= delta, which lies inside the
 *   triangles.
 * Doubling D and widening the factors to 2^-16 covers the rounding of the
 * squares and sums; 2^-118 covers the left side's underflow, and the right
 * side (>= outer^2 >= 2^-120) does not underflow. A NaN centre fails both
 * tests; an infinite one, or one so far that the float products overflow,
 * is apart unless the radius is near 2^63 or more, where (2 reach)^2 is
 * infinite and both tests fail. A bad radius can only fail the tests or
 * answer false, which is then the answer. */
static inline int circle_decide(fp_circle c, const fp_footprint *f)
{
	float dx = c.center.x - f->center.x, dy = c.center.y - f->center.y;
	float co = f->axis.x, si = f->axis.y, r = c.radius;
	float p = fabsf(dx * co + dy * si) - f->half.x;
	float q = fabsf(dy * co - dx * si) - f->half.y;
	float lx = twice_positive(p), ly = twice_positive(q);
	float reach = (r + f->outer) * (2.0f + 0x1p-15f);
	if (lx * lx + ly * ly > reach * reach)
		return 0;
	float ux = twice_positive(p + f->inner), uy = twice_positive(q + f->inner);
	float room = (r - f->outer) * (2.0f - 0x1p-15f);
	if (radius_plain(r) & (room > 0.0f) & (ux * ux + uy * uy + 0x1p-118f < room * room))
		return 1;
	return -1;
}

/* The disc's bounds against the corners' (empty for a bad footprint).
 * Rounding is monotone, so a rounded centre +- radius compared with a float
 * decides as the exact sum would: this is exact. */
static inline bool circle_bounds_apart(fp_circle c, const fp_aabb *b)
{
	return (c.center.x + c.radius < b->min.x) | (c.center.x - c.radius > b->max.x)
		| (c.center.y + c.radius < b->min.y) | (c.center.y - c.radius > b->max.y);
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
	if (f->flags & FP_FOOTPRINT_FAST) {
		int r = circle_decide(c, f);
		if (r >= 0)
			return r;
	} else if (circle_bounds_apart(c, &f->bounds)) {
		return false;
	}
	return circle_footprint_exact(c, f);
}
