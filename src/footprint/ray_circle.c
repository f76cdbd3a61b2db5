/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Exact ray cast against a closed disc (ray.h).
 *
 * With u = from - c and d = to - from, the squared distance to the centre
 * less r^2 along the segment is q(t) = a t^2 + 2 b t + c0: a = |d|^2, b =
 * u.d, c0 = |u|^2 - r^2, each an exact sum of float products. q is convex;
 * from outside (c0 > 0) the segment reaches the disc when it heads inward
 * (b < 0) and either ends in it (q(1) <= 0, when q's minimum lies beyond
 * t = 1) or the discriminant b^2 - a c0 is >= 0. The first contact t* is
 * q's smaller root; a float f is at most t* exactly when f is not past the
 * minimum (a f + b <= 0) and q(f) >= 0, both exact signs, so no square root
 * decides anything.
 */
#include <footprint/ray.h>

#include <math.h>

#include "predicates.h"
#include "ray_clip.h"

/* The quadratic's coefficients as expansions. */
typedef struct ray_quad {
	double a[6], b[8], c0[7];
	int la, lb, lc;
} ray_quad;

static double mulf(float x, float y)
{
	return fp_d(x) * fp_d(y);
}

static ray_quad quad_of(vec2s from, vec2s to, fp_circle c)
{
	ray_quad q;
	double ta[6] = {
		mulf(to.x, to.x), -2.0 * mulf(to.x, from.x), mulf(from.x, from.x),
		mulf(to.y, to.y), -2.0 * mulf(to.y, from.y), mulf(from.y, from.y),
	};
	double tb[8] = {
		mulf(from.x, to.x), -mulf(from.x, from.x), -mulf(c.center.x, to.x), mulf(c.center.x, from.x),
		mulf(from.y, to.y), -mulf(from.y, from.y), -mulf(c.center.y, to.y), mulf(c.center.y, from.y),
	};
	double tc[7] = {
		mulf(from.x, from.x), -2.0 * mulf(from.x, c.center.x), mulf(c.center.x, c.center.x),
		mulf(from.y, from.y), -2.0 * mulf(from.y, c.center.y), mulf(c.center.y, c.center.y),
		-mulf(c.radius, c.radius),
	};
	q.la = fp_exp_from_terms(6, ta, q.a);
	q.lb = fp_exp_from_terms(8, tb, q.b);
	q.lc = fp_exp_from_terms(7, tc, q.c0);
	return q;
}

static double approx(int n, const double *e)
{
	double s = 0.0;
	for (int i = 0; i < n; i++)
		s += e[i];
	return s;
}

/* Sign of a s + b, s a double (a float or 1). */
static int linear_sign(const ray_quad *q, double s)
{
	double as[12], h[20];
	int l = fp_exp_scale(q->la, q->a, s, as);
	return fp_exp_sign(fp_exp_sum(l, as, q->lb, q->b, h), h);
}

/* Sign of q(s) = a s^2 + 2 b s + c0. */
static int value_sign(const ray_quad *q, double s)
{
	double as[12], ass[24], bs[16], h1[40], h2[48];
	int l1 = fp_exp_scale(q->la, q->a, s, as);
	l1 = fp_exp_scale(l1, as, s, ass);
	int l2 = fp_exp_scale(q->lb, q->b, 2.0 * s, bs);
	int l3 = fp_exp_sum(l1, ass, l2, bs, h1);
	return fp_exp_sign(fp_exp_sum(l3, h1, q->lc, q->c0, h2), h2);
}

/* b^2 - a c0 into h (room for 212); returns its length. */
static int disc_exact(const ray_quad *q, double *h)
{
	double bb[128], ac[84];
	int l1 = fp_exp_mul(q->lb, q->b, q->lb, q->b, bb);
	int l2 = fp_exp_mul(q->la, q->a, q->lc, q->c0, ac);
	for (int i = 0; i < l2; i++)
		ac[i] = -ac[i];
	return fp_exp_sum(l1, bb, l2, ac, h);
}

/* f is at most t*: not past q's minimum, and q(f) >= 0. */
static bool at_most_contact(const void *ctx, float f)
{
	const ray_quad *q = ctx;
	return linear_sign(q, fp_d(f)) <= 0 && value_sign(q, fp_d(f)) >= 0;
}

/* The largest float f in [0, 1] at most t*, from a guess: gallop away from
 * it to bracket the answer, then bisect. */
static float contact_floor(const ray_quad *q, float guess)
{
	uint32_t one = fp_float_bits(1.0f), g = fp_float_bits(fp_minf(fp_maxf(guess, 0.0f), 1.0f));
	uint32_t lo = g, hi = g, step = 1;
	if (at_most_contact(q, fp_bits_float(g))) {
		/* lo passes; find a hi that fails, or reach 1 */
		while (hi < one) {
			hi = (one - hi > step) ? hi + step : one;
			if (!at_most_contact(q, fp_bits_float(hi))) {
				hi--;
				break;
			}
			lo = hi;
			step *= 2;
		}
	} else {
		/* g fails; 0 passes (q(0) = c0 > 0, b < 0) */
		do {
			hi = lo - 1;
			lo = lo > step ? lo - step : 0;
			step *= 2;
		} while (!at_most_contact(q, fp_bits_float(lo)));
	}
	return fp_float_last(lo, hi, at_most_contact, q);
}

static vec2s unit_or_zero(double x, double y)
{
	double len = sqrt(x * x + y * y);
	vec2s v = {{0.0f, 0.0f}};
	if (len > 0.0) {
		v.x = (float)(x / len);
		v.y = (float)(y / len);
	}
	return v;
}

/* The unit (x, y); at a zero radius, where it has none, against the
 * segment's direction (dx, dy) ((0, 0) for a point). */
static vec2s radius_direction(double x, double y, double dx, double dy)
{
	vec2s n = unit_or_zero(x, y);
	if (n.x == 0.0f && n.y == 0.0f)
		n = unit_or_zero(-dx, -dy);
	return n;
}

/* Whether the segment reaches the disc from outside (c0 > 0). */
static bool reaches(const ray_quad *q, vec2s to, fp_circle c)
{
	if (fp_exp_sign(q->lb, q->b) >= 0)
		return false; /* heading away, or a point (b = 0 when a = 0) */
	if (linear_sign(q, 1.0) <= 0)
		return fp_point_in_circle(to, c); /* q falls all the way: q(1) decides */
	double h[212];
	return fp_exp_sign(disc_exact(q, h), h) >= 0;
}

fp_ray_hit fp_ray_circle(vec2s from, vec2s to, fp_circle c)
{
	fp_ray_hit h = { false, 0.0f, {{0.0f, 0.0f}} };
	if (!fp_finite_vec(from) || !fp_finite_vec(to) || !fp_circle_ok(c))
		return h;
	double ux = fp_d(from.x) - fp_d(c.center.x), uy = fp_d(from.y) - fp_d(c.center.y);
	ray_quad q = quad_of(from, to, c);
	double dx = fp_d(to.x) - fp_d(from.x), dy = fp_d(to.y) - fp_d(from.y);
	int s0 = fp_exp_sign(q.lc, q.c0);
	if (s0 <= 0) {
		h.hit = true;
		if (s0 == 0)
			h.normal = radius_direction(ux, uy, dx, dy);
		return h;
	}
	if (!reaches(&q, to, c))
		return h;
	/* The smaller root in the form without cancellation (-b > 0), from the
	 * exact discriminant: near a tangent, b^2 - a c0 in double would keep
	 * only the square root of double precision, too little for the normal
	 * of a long segment. */
	double disc[212];
	int ld = disc_exact(&q, disc);
	double b = approx(q.lb, q.b), c0 = approx(q.lc, q.c0);
	double t = c0 / (-b + sqrt(fmax(approx(ld, disc), 0.0)));
	h.hit = true;
	h.t = contact_floor(&q, fp_floor_float(fmin(t, 1.0)));
	h.normal = radius_direction(ux + t * dx, uy + t * dy, dx, dy);
	return h;
}
