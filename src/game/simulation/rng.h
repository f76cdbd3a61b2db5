/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* rng.h: the simulation's own seeded generator (xoroshiro128** seeded by
 * splitmix64). The same seed gives the same sequence on every run and every
 * machine: no libc rand, no global state. */
#ifndef GAME_RNG_H
#define GAME_RNG_H

#include <stdint.h>

typedef struct rng {
	uint64_t s[2];
} rng;

/* A generator started from seed; every seed (0 included) is good. */
rng rng_make(uint64_t seed);

/* The next 64 random bits. */
uint64_t rng_next(rng *r);

/* Uniform in [0, 1), 24 random bits: exact in a float. */
float rng_float(rng *r);

/* Uniform in [lo, hi); lo when hi <= lo. */
float rng_range(rng *r, float lo, float hi);

/* Uniform in [0, n); 0 when n is 0. */
uint32_t rng_below(rng *r, uint32_t n);

#endif
