/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The library's own sine and cosine (src/footprint/sincos.h) against libm's
 * double sin and cos, float by float.
 *
 *   test_sincos STRIDE FAR_STRIDE
 *
 * checks every STRIDE-th float from 0 to 2^16 (the whole of [0, 2 pi], the
 * angles levels use, when STRIDE is 1) and every FAR_STRIDE-th beyond, up to
 * FLT_MAX, then infinities and NaN. For each x: cos and sin within 2^-25 +
 * 2^-33 of libm's, co^2 + si^2 within 2^-23 of 1 (the footprint margins
 * need 2^-22), and x and -x giving (co, si) and (co, -si) bit for bit (so
 * the sweep of x >= 0 covers the negative angles). It prints the largest
 * errors of each range, in units in the last place of the float result too,
 * with a RESULT line each; exit status 1 when a bound fails. The test suite
 * samples (collide test 'sincos'); the benchmark 'sincos-every-float' runs
 * it on every float (a few minutes).
 */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sincos.h"

#define ABS_BOUND (0x1p-25 + 0x1p-33)
#define AXIS_BOUND 0x1p-23

typedef struct worst {
	double abs, ulp, axis;
	float abs_at, ulp_at, axis_at;
	uint64_t count, failures;
} worst;

static float float_of(uint32_t bits)
{
	float x;
	memcpy(&x, &bits, sizeof x);
	return x;
}

static uint32_t bits_of(float x)
{
	uint32_t u;
	memcpy(&u, &x, sizeof u);
	return u;
}

/* A float's unit in the last place at the size of v (subnormal spacing
 * below 2^-126). */
static double ulp_at(double v)
{
	int e;
	frexp(fabs(v), &e);
	return ldexp(1.0, (e - 24 < -149) ? -149 : e - 24);
}

static void fail(worst *w, float x, const char *what, double got, double want)
{
	if (w->failures++ < 10)
		fprintf(stderr, "x = %a: %s %a, want %a\n", (double)x, what, got, want);
}

static void check(worst *w, float x)
{
	fp_v4f v = fp_sincos(x), nv = fp_sincos(-x);
	float co = v[0], si = v[1], nco = nv[0], nsi = nv[1];
	if (bits_of(nco) != bits_of(co) || bits_of(nsi) != bits_of(-si))
		fail(w, x, "not symmetric: sin(-x)", (double)nsi, -(double)si);
	double c = cos((double)x), s = sin((double)x);
	double ec = fabs((double)co - c), es = fabs((double)si - s);
	double e = fmax(ec, es), u = fmax(ec / ulp_at(c), es / ulp_at(s));
	double axis = fabs((double)co * (double)co + (double)si * (double)si - 1.0);
	if (!(e <= ABS_BOUND))
		fail(w, x, ec >= es ? "cos" : "sin", ec >= es ? (double)co : (double)si, ec >= es ? c : s);
	if (!(axis <= AXIS_BOUND))
		fail(w, x, "co^2 + si^2 - 1", axis, 0.0);
	if (e > w->abs) {
		w->abs = e;
		w->abs_at = x;
	}
	if (u > w->ulp) {
		w->ulp = u;
		w->ulp_at = x;
	}
	if (axis > w->axis) {
		w->axis = axis;
		w->axis_at = x;
	}
	w->count++;
}

/* Every stride-th float from lo up to hi (bit patterns, both included). */
static worst sweep(const char *name, uint32_t lo, uint32_t hi, uint32_t stride)
{
	worst w = { 0 };
	for (uint64_t b = lo; b <= hi; b += stride)
		check(&w, float_of((uint32_t)b));
	if ((hi - lo) % stride != 0)
		check(&w, float_of(hi));
	printf("%-24s %11llu floats: max error %.3g (2^%.2f) at %a, %.4f ulp at %a; "
	       "|co^2 + si^2 - 1| <= %.3g (2^%.2f) at %a\n",
	       name, (unsigned long long)w.count, w.abs, log2(w.abs), (double)w.abs_at, w.ulp,
	       (double)w.ulp_at, w.axis, log2(w.axis), (double)w.axis_at);
	printf("RESULT sincos_%s_max_ulp %.4f ulp\n", name, w.ulp);
	return w;
}

static int bad_input_ok(void)
{
	const float bad[] = { INFINITY, -INFINITY, NAN, -NAN };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		fp_v4f v = fp_sincos(bad[i]);
		float co = v[0], si = v[1];
		if (!isnan(co) || !isnan(si)) {
			fprintf(stderr, "x = %a: (%a, %a), want NaN for both\n", (double)bad[i],
				(double)co, (double)si);
			return 0;
		}
	}
	return 1;
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: %s STRIDE FAR_STRIDE\n", argv[0]);
		return 2;
	}
	long stride = strtol(argv[1], NULL, 10), far = strtol(argv[2], NULL, 10);
	if (stride < 1 || far < 1 || stride > 1L << 30 || far > 1L << 30) {
		fprintf(stderr, "test_sincos: strides must be 1 to 2^30\n");
		return 2;
	}
	uint32_t two_pi = bits_of(6.28318548f); /* the float nearest 2 pi, above it */
	uint64_t failures = 0;
	failures += sweep("levels_0_to_2pi", 0, two_pi, (uint32_t)stride).failures;
	failures += sweep("fast_2pi_to_2p16", two_pi + 1, bits_of(0x1p16f), (uint32_t)stride).failures;
	failures += sweep("far_2p16_to_max", bits_of(0x1p16f) + 1, bits_of(FLT_MAX), (uint32_t)far).failures;
	if (!bad_input_ok())
		failures++;
	printf("%llu failures\n", (unsigned long long)failures);
	return failures != 0;
}
