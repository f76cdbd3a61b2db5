/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* A footprint's two margins against what the fast pair tests rely on, in
 * long double (64-bit significand, so its own rounding is some 2^-40 below
 * the margins): for generated boxes of every scale, aspect and angle,
 * - outer: every rounded corner lies within outer / (1 + 2^-20) - sqrt(2)
 *   (2^-16 s + 2^-60) of the ideal rectangle's corner (s = hx + hy; the
 *   rest is the tests' own rounding allowance, footprint.c);
 * - inner, where proven: the ideal rectangle shrunk by delta = inner /
 *   (sqrt(2) (1 + 2^-20)) - 2^-16 s - 2^-60 is not empty and lies strictly
 *   inside every edge of the rounded quad;
 * - a footprint marked convex has four strictly convex corners (exactly,
 *   with fp_orient).
 * The ideal rectangle is the footprint's own: centre, half extents and the
 * unit vector along its axis. Prints the largest share of each margin a box
 * used; footprint.c's proofs say it stays below 1.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include <footprint/collide.h>

#include "gen.h"
#include "report.h"
#include "test_main.h"

enum { MARGIN_BOXES = 400000 };
static const uint64_t MARGIN_SEED = 0x6d617267696e7321u;

enum margin_kind {
	MARGIN_GAME,    /* a level's actors: centres within 1000, halves 0.5 to 50 */
	MARGIN_SCALES,  /* centres 2^-40 to 2^56, halves 2^-40 to 2^48 apiece, any angle within 2^17 */
	MARGIN_THIN,    /* aspect 2^4 to 2^30 around the thin boxes the common path leaves */
	MARGIN_AXES,    /* angles a few float steps from multiples of pi/4 */
	MARGIN_KINDS
};

static const char *const kind_names[MARGIN_KINDS] = { "game", "scales", "thin", "axes" };

static float pow2f(gen_rng *r, int lo, int hi)
{
	return ldexpf((float)(1.0 + gen_unit(r)), (int)gen_int(r, lo, hi));
}

static float signed_f(gen_rng *r, float x)
{
	return gen_u64(r) & 1 ? -x : x;
}

static fp_box margin_box(gen_rng *r, int kind)
{
	fp_box b;
	switch (kind) {
	case MARGIN_GAME:
		b.center = (vec2s){ { (float)(gen_unit(r) * 2000 - 1000), (float)(gen_unit(r) * 2000 - 1000) } };
		b.half = (vec2s){ { (float)(0.5 + gen_unit(r) * 49.5), (float)(0.5 + gen_unit(r) * 49.5) } };
		b.angle = (float)(gen_unit(r) * 6.283185307179586);
		break;
	case MARGIN_SCALES:
		b.center = (vec2s){ { signed_f(r, pow2f(r, -40, 56)), signed_f(r, pow2f(r, -40, 56)) } };
		b.half = (vec2s){ { pow2f(r, -40, 48), pow2f(r, -40, 48) } };
		b.angle = (float)((gen_unit(r) * 2 - 1) * 131072.0);
		break;
	case MARGIN_THIN: {
		float big = pow2f(r, -10, 30);
		b.center = (vec2s){ { signed_f(r, pow2f(r, -10, 40)), signed_f(r, pow2f(r, -10, 40)) } };
		b.half = (vec2s){ { big, ldexpf(big, -(int)gen_int(r, 4, 30)) } };
		if (gen_u64(r) & 1)
			b.half = (vec2s){ { b.half.y, b.half.x } };
		b.angle = (float)(gen_unit(r) * 6.283185307179586);
		break;
	}
	default: {
		b.center = (vec2s){ { signed_f(r, pow2f(r, -5, 30)), signed_f(r, pow2f(r, -5, 30)) } };
		b.half = (vec2s){ { pow2f(r, -5, 20), pow2f(r, -5, 20) } };
		float a = (float)(0.7853981633974483 * (double)gen_int(r, -16, 16));
		for (int64_t k = gen_int(r, -3, 3); k != 0; k += k > 0 ? -1 : 1)
			a = nextafterf(a, k > 0 ? INFINITY : -INFINITY);
		b.angle = a;
		break;
	}
	}
	return b;
}

static long double ld(float x)
{
	return (long double)x;
}

typedef struct worst {
	long double outer, inner; /* the largest share used */
	int outer_at, inner_at;
	int fast, proven, convex;
} worst;

/* The ideal rectangle's corner k (fp_box_corners' order): centre + a u + b
 * w with (a, b) = (-+hx, -+hy). */
static void ideal_corner(const fp_footprint *f, int k, long double delta, long double out[2])
{
	static const int sa[4] = { -1, 1, 1, -1 }, sb[4] = { -1, -1, 1, 1 };
	long double ax = ld(f->axis.x), ay = ld(f->axis.y), len = sqrtl(ax * ax + ay * ay);
	long double ux = ax / len, uy = ay / len;
	long double a = sa[k] * (ld(f->half.x) - delta), b = sb[k] * (ld(f->half.y) - delta);
	out[0] = ld(f->center.x) + a * ux - b * uy;
	out[1] = ld(f->center.y) + a * uy + b * ux;
}

static void check_outer(int i, const fp_footprint *f, worst *w)
{
	long double s = ld(f->half.x) + ld(f->half.y);
	long double room = ld(f->outer) / (1.0L + 0x1p-20L) - sqrtl(2.0L) * (0x1p-16L * s + 0x1p-60L);
	long double used = 0.0L;
	for (int k = 0; k < 4; k++) {
		long double p[2];
		ideal_corner(f, k, 0.0L, p);
		long double d = hypotl(ld(f->corner[k].x) - p[0], ld(f->corner[k].y) - p[1]);
		used = fmaxl(used, d / room);
	}
	if (!(used < 1.0L))
		report_fail("box %d: a corner uses %Lg of outer's room", i, used);
	if (used > w->outer) {
		w->outer = used;
		w->outer_at = i;
	}
}

static void check_inner(int i, const fp_footprint *f, worst *w)
{
	long double s = ld(f->half.x) + ld(f->half.y);
	long double delta = ld(f->inner) / (sqrtl(2.0L) * (1.0L + 0x1p-20L)) - 0x1p-16L * s - 0x1p-60L;
	if (!(delta > 0.0L && delta < ld(f->half.x) && delta < ld(f->half.y))) {
		report_fail("box %d: inner %a leaves delta %Lg outside (0, min half extent)", i,
			(double)f->inner, delta);
		return;
	}
	/* Each corner of the shrunk rectangle strictly left of each edge:
	 * used is how much of delta the closest one needs, (delta - its
	 * distance) / delta, as a share. */
	long double used = 0.0L;
	for (int k = 0; k < 4; k++) {
		long double p[2];
		ideal_corner(f, k, delta, p);
		for (int e = 0; e < 4; e++) {
			vec2s a = f->corner[e], b = f->corner[(e + 1) % 4];
			long double ex = ld(b.x) - ld(a.x), ey = ld(b.y) - ld(a.y);
			long double dist = (ex * (p[1] - ld(a.y)) - ey * (p[0] - ld(a.x))) / hypotl(ex, ey);
			used = fmaxl(used, (delta - dist) / delta);
		}
	}
	if (!(used < 1.0L))
		report_fail("box %d: the shrunk rectangle reaches an edge (share %Lg)", i, used);
	if (used > w->inner) {
		w->inner = used;
		w->inner_at = i;
	}
}

static void check_convex(int i, const fp_footprint *f)
{
	for (int k = 0; k < 4; k++) {
		if (fp_orient(f->corner[(k + 3) % 4], f->corner[k], f->corner[(k + 1) % 4]) <= 0) {
			report_fail("box %d: marked convex, corner %d is not", i, k);
			return;
		}
	}
}

static void test_margins(void **state)
{
	(void)state;
	worst w[MARGIN_KINDS];
	memset(w, 0, sizeof w);
	gen_rng r = { MARGIN_SEED };
	for (int i = 0; i < MARGIN_BOXES; i++) {
		int kind = i % MARGIN_KINDS;
		fp_box b = margin_box(&r, kind);
		fp_footprint f = fp_footprint_of(b);
		if (!(f.flags & FP_FOOTPRINT_VALID)) {
			report_fail("box %d: a good box's footprint is not valid", i);
			continue;
		}
		if (f.flags & FP_FOOTPRINT_CONVEX) {
			w[kind].convex++;
			check_convex(i, &f);
		}
		if (!(f.flags & FP_FOOTPRINT_FAST))
			continue;
		w[kind].fast++;
		check_outer(i, &f, &w[kind]);
		if (isfinite(f.inner)) {
			w[kind].proven++;
			check_inner(i, &f, &w[kind]);
		}
	}
	for (int k = 0; k < MARGIN_KINDS; k++)
		printf("margins %-6s: %6d fast, %6d inner proven, %6d convex; largest share used: "
		       "outer %.3Lf (box %d), inner %.3Lf (box %d)\n",
		       kind_names[k], w[k].fast, w[k].proven, w[k].convex, w[k].outer, w[k].outer_at,
		       w[k].inner, w[k].inner_at);
	report_done("margins");
}

TEST_MAIN("margins",
	cmocka_unit_test(test_margins),
)
