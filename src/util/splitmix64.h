/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* splitmix64.h: Vigna's splitmix64, the one copy the simulation's generator,
 * the benchmarks and the tests draw from. It spreads any seed, 0 included,
 * over all 64 bits, and gives the same sequence on every machine. */
#ifndef UTIL_SPLITMIX64_H
#define UTIL_SPLITMIX64_H

#include <stdint.h>

/* Advances *state by one step and returns the next 64 bits. */
static inline uint64_t splitmix64(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15u);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

/* A stream of them: s is its whole state, and any value is a good seed. */
typedef struct splitmix64_rng {
	uint64_t s;
} splitmix64_rng;

#endif
