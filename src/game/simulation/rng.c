/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "rng.h"

#include "splitmix64.h"

rng rng_make(uint64_t seed)
{
	rng r;
	/* splitmix64 spreads any seed, 0 included, over the whole state. */
	r.s[0] = splitmix64(&seed);
	r.s[1] = splitmix64(&seed);
	if (r.s[0] == 0 && r.s[1] == 0)
		r.s[1] = 1; /* the one state xoroshiro never leaves */
	return r;
}

static uint64_t rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

/* xoroshiro128** (Blackman and Vigna, 2018). */
uint64_t rng_next(rng *r)
{
	uint64_t s0 = r->s[0];
	uint64_t s1 = r->s[1];
	uint64_t out = rotl(s0 * 5, 7) * 9;
	s1 ^= s0;
	r->s[0] = rotl(s0, 24) ^ s1 ^ (s1 << 16);
	r->s[1] = rotl(s1, 37);
	return out;
}

float rng_float(rng *r)
{
	return (float)(rng_next(r) >> 40) * 0x1p-24f;
}

float rng_range(rng *r, float lo, float hi)
{
	if (!(hi > lo))
		return lo;
	float v = lo + (hi - lo) * rng_float(r);
	return v < hi ? v : lo; /* rounding can land on hi */
}

uint32_t rng_below(rng *r, uint32_t n)
{
	if (n == 0)
		return 0;
	/* Lemire's multiply-shift; the bias (< n / 2^32) is irrelevant here. */
	return (uint32_t)(((rng_next(r) >> 32) * (uint64_t)n) >> 32);
}
