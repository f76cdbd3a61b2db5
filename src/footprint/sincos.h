/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* sincos.h: the sine and cosine of a float angle, the library's own
 * (internal).
 *
 * Box corners and footprint frames are made from (cos, sin) of the box's
 * angle. The library computes them itself, in double arithmetic that IEEE
 * 754 fixes bit for bit (no libm call, -ffp-contract=off, SSE2 on x86-64),
 * so a box has the same corners on every machine and with every C library.
 *
 * Method: n = the integer nearest x 2/pi and r = x - n pi/2 in double (for
 * |x| <= 2^16; further out, and for NaN and infinities, fp_sincos_far
 * reduces with 2/pi's bits in integers), then minimax polynomials on
 * |r| <= pi/4 (1 + 1e-4), evaluated in double, and the quadrant n mod 4
 * picks and signs the two; each result is rounded to float once.
 *
 * Accuracy: each of cos and sin is within 2^-25 + 2^-33 of the true value,
 * and co^2 + si^2 within 2^-23 of 1, for every finite float (proved at
 * fp_sincos_near and fp_sincos_far). Measured on every float by
 * tests/collide/sincos.c (benchmark 'sincos-every-float'): 2^-25.00
 * absolute and |co^2 + si^2 - 1| at most 2^-23.50 on [0, 2 pi] (the angles
 * levels use), (2 pi, 2^16] and beyond alike; at most 0.5010 units in the
 * last place on [0, 2 pi] and beyond 2^16, but up to 2283 on (2 pi, 2^16]
 * near the zeros of sine and cosine, where r's error (2^-37, one rounded
 * pi/2) is large beside a tiny result; sin(-x) = -sin(x) and cos(-x) =
 * cos(x) bit for bit.
 */
#ifndef FOOTPRINT_SINCOS_H
#define FOOTPRINT_SINCOS_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Two doubles, four floats: GCC and Clang vector extensions (SSE2 on
 * x86-64, plain floating-point operations elsewhere, the same IEEE results
 * either way). */
typedef double fp_v2d __attribute__((vector_size(16)));
typedef float fp_v4f __attribute__((vector_size(16)));

/* (cos x, sin x, 0, 0) of a float angle too large for the fast reduction
 * (|x| > 2^16), or NaN for both when x is NaN or infinite. */
fp_v4f fp_sincos_far(float x);

/* (v[0], v[1], 0, 0), each rounded to float once. */
static inline fp_v4f fp_to_floats(fp_v2d v)
{
#if defined(__SSE2__)
	return _mm_cvtpd_ps(v);
#else
	return (fp_v4f){ (float)v[0], (float)v[1], 0.0f, 0.0f };
#endif
}

/* The minimax polynomials for |r| <= pi/4 (1 + 1e-4), in z = r^2: cos r =
 * 1 + z (C0 + z (C1 + z (C2 + z C3))) and sin r = r (1 + z (S0 + z (S1 +
 * z (S2 + z S3)))), relative errors below 2^-33.8 and 2^-37.5 (the Remez
 * fit's levelled error, checked on 20,001 points). */
#define FP_C0 -0x1.ffffffcb77e07p-2
#define FP_C1 0x1.55553c74b33c8p-5
#define FP_C2 -0x1.6c07efdea684dp-10
#define FP_C3 0x1.991642d8b2553p-16
#define FP_S0 -0x1.5555554c6ffbdp-3
#define FP_S1 0x1.111108690b769p-7
#define FP_S2 -0x1.a00f7e147546bp-13
#define FP_S3 0x1.6cd1b08850330p-19

/* What quadrant q does to r's cosine and sine: cos(r + q pi/2) and
 * sin(r + q pi/2) are +-cos r or +-sin r. Lane 0 makes the cosine of x and
 * lane 1 its sine: each evaluates the polynomial poly[k] and multiplies it
 * by a + b r, which is +-1 for a cosine and +-r for a sine, exactly (-0 + r
 * is r, zeros' signs included). */
typedef struct fp_quadrant {
	fp_v2d poly[5]; /* the coefficients of z^0 (1) to z^4, both lanes */
	fp_v2d a, b;
	fp_v2d pad; /* 128 bytes a quadrant: indexed by a shift */
} fp_quadrant;

#define FP_COS_SIN { { 1.0, 1.0 }, { FP_C0, FP_S0 }, { FP_C1, FP_S1 }, { FP_C2, FP_S2 }, \
	{ FP_C3, FP_S3 } }
#define FP_SIN_COS { { 1.0, 1.0 }, { FP_S0, FP_C0 }, { FP_S1, FP_C1 }, { FP_S2, FP_C2 }, \
	{ FP_S3, FP_C3 } }

static const fp_quadrant fp_quadrants[4] = {
	{ FP_COS_SIN, { 1.0, -0.0 }, { 0.0, 1.0 }, { 0.0, 0.0 } },   /* cos r, sin r */
	{ FP_SIN_COS, { -0.0, 1.0 }, { -1.0, 0.0 }, { 0.0, 0.0 } },  /* -sin r, cos r */
	{ FP_COS_SIN, { -1.0, -0.0 }, { 0.0, -1.0 }, { 0.0, 0.0 } }, /* -cos r, -sin r */
	{ FP_SIN_COS, { -0.0, -1.0 }, { 1.0, 0.0 }, { 0.0, 0.0 } },  /* sin r, -cos r */
};

/* (cos, sin, 0, 0) of r + q pi/2 for |r| <= pi/4 (1 + 1e-4), cos and sin
 * each rounded to float once. */
static inline fp_v4f fp_sincos_turn(double r, unsigned q)
{
	const fp_quadrant *t = &fp_quadrants[q & 3u];
	double z = r * r;
	fp_v2d zz = { z, z }, rr = { r, r };
	fp_v2d p = t->poly[4] * zz + t->poly[3];
	p = p * zz + t->poly[2];
	p = p * zz + t->poly[1];
	p = p * zz + t->poly[0];
	return fp_to_floats((t->a + t->b * rr) * p);
}

/* r = x - n pi/2 for the integer n nearest x 2/pi, with t = x 2/pi + 1.5
 * 2^52, whose low bits hold n: for a double, or two at once in an fp_v2d.
 * PIO2 is pi/2 rounded to double. */
#define FP_2_PI 0x1.45f306dc9c883p-1
#define FP_SHIFT 0x1.8p52
#define FP_PIO2 0x1.921fb54442d18p+0
#define FP_REDUCE(x, t) \
	((t) = (x) * FP_2_PI + FP_SHIFT, (x) - ((t) - FP_SHIFT) * FP_PIO2)

/* n mod 4 from one of FP_REDUCE's t. */
static inline unsigned fp_sincos_quadrant(double t)
{
	uint64_t bits;
	memcpy(&bits, &t, sizeof bits);
	return (unsigned)bits & 3u;
}

/* Whether FP_REDUCE's t holds an n with |n| <= 2^15, on its bits: t is 1.5
 * 2^52 + n, whose bits are 1.5 2^52's plus n for |n| < 2^51 (and far from
 * them for larger or NaN or infinite x). Then |x| <= (2^15 + 0.5) pi/2 <
 * 2^16, where fp_sincos(x) is fp_sincos_turn(r, n mod 4) of that r. */
static inline bool fp_sincos_reduced_near(double t)
{
	uint64_t bits;
	memcpy(&bits, &t, sizeof bits);
	return bits - (UINT64_C(0x4338000000000000) - 0x8000u) <= 0x10000u;
}

/* (cos x, sin x, 0, 0) for |x| <= 2^16, cos and sin each rounded to float.
 *
 * Error: 1.5 * 2^52 added to x 2/pi rounds it to the integer n in t's low
 * bits (n mod 4 is the quadrant, whatever n's sign), and n is below 2^16 in
 * size. x 2/pi rounds by at most 2^-37 first, so |r| <= pi/4 + 2^-36,
 * inside the polynomials' domain. n PIO2 (below 2^16) rounds by at most
 * 2^-38, and x minus it is exact: for n != 0 both are multiples of the
 * product's unit in the last place (x, a float above 1/2, has coarser
 * steps) and their difference is below 1 in size; for n = 0, r = x. So
 * r is within 2^-38 + 2^16 |PIO2 - pi/2| < 2^-38 + 2^-38.5 < 2^-37 of x - n
 * pi/2. The polynomials are then within 2^-33.8 relative, and r's error
 * and the evaluation's (about 2^-51) add less than 2^-36.9 more: together
 * below 2^-33.6. Rounding to float adds at most half a unit in the last
 * place, 2^-25 for a value below 1. Hence each result is within E = 2^-25
 * + 2^-33 of the true cos x or sin x, and co^2 + si^2 - 1 = 2 (cos x ec +
 * sin x es) + ec^2 + es^2 is at most 2 sqrt(2) E + 2 E^2 < 2^-23 in size:
 * the axis the footprint margins need within 2^-22 of unit length.
 * fp_sincos_far's r is within 2^-61 + 2^-51 |r| (sincos.c), so the same
 * holds for every finite x. */
static inline fp_v4f fp_sincos_near(float x)
{
	double t, r = FP_REDUCE((double)x, t);
	return fp_sincos_turn(r, fp_sincos_quadrant(t));
}

/* (cos x, sin x, 0, 0) for any float x (NaN for both when x is NaN or
 * infinite). */
static inline fp_v4f fp_sincos(float x)
{
	return fabsf(x) <= 0x1p16f ? fp_sincos_near(x) : fp_sincos_far(x);
}

#endif
