/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Sine and cosine of angles beyond 2^16 in size: Payne and Hanek's reduction,
 * in integers, with 2/pi's bits. */
#include "sincos.h"

/* 2/pi's first 256 bits after the point, 32 a word, behind 64 zero bits (its
 * integer part and beyond), so any 64-bit window this file reads exists. */
static const uint32_t two_over_pi[10] = {
	0, 0,
	0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0,
	0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561,
};

/* The 64 bits of the padded table from bit p (bit 0 is the first word's
 * highest): bit j after 2/pi's point is bit j + 63. */
static uint64_t window(unsigned p)
{
	unsigned k = p >> 5, b = p & 31u;
	uint64_t hi = ((uint64_t)two_over_pi[k] << 32) | two_over_pi[k + 1];
	uint64_t lo = (uint64_t)two_over_pi[k + 2] << b;
	return (hi << b) | (lo >> 32);
}

/* x = +-m 2^e with m < 2^24 an integer and -7 <= e <= 104 (|x| > 2^16). The
 * bits c_j of 2/pi with j <= e - 2 add multiples of 4 to m 2^e 2/pi, whole
 * turns: only the 128 bits from j = e - 1 on are read, as g then g2, and
 * (m g + floor(m g2 / 2^64)) mod 2^64 is x 2/pi mod 4 in units of 2^-62,
 * below it by less than 1 + m 2^-64 units. Rounded to the nearest quarter
 * turn q, the rest d is at most 2^61 units in size, and r = d pi/2 2^-62 is
 * within 2^-61 + 2^-51 |r| of the exact remainder. */
fp_v4f fp_sincos_far(float x)
{
	uint32_t u;
	memcpy(&u, &x, sizeof u);
	unsigned biased = (u >> 23) & 0xffu;
	if (biased == 0xffu)
		return (fp_v4f){ x - x, x - x, 0.0f, 0.0f };
	if (biased < 127u + 16u) /* below 2^16: the table's window would not reach */
		return fp_sincos_near(x);
	uint64_t m = (u & 0x7fffffu) | 0x800000u;
	unsigned p = biased - 150u + 62u; /* e - 1 + 63, with e = biased - 150 */
	uint64_t g = window(p), g2 = window(p + 64u);
	uint64_t below = (m * (g2 >> 32) + ((m * (g2 & 0xffffffffu)) >> 32)) >> 32;
	uint64_t n = m * g + below;
	uint64_t q = (n + (UINT64_C(1) << 61)) >> 62;
	uint64_t d = n - (q << 62);
	/* d is a two's complement remainder in [-2^61, 2^61). */
	double f = (d >> 63) ? -(double)(0u - d) : (double)d;
	double r = f * 0x1.921fb54442d18p-62;
	if (u >> 31) {
		q = 0u - q;
		r = -r;
	}
	return fp_sincos_turn(r, (unsigned)q);
}
