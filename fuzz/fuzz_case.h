/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* fuzz_case.h: the shapes one fuzz input decodes to, the contract's
 * bad-input rule, and how a violation is reported. */
#ifndef FUZZ_CASE_H
#define FUZZ_CASE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/collide.h>

typedef struct fuzz_case {
	fp_tri a, b;
	vec2s p;
	fp_circle c, d;
	fp_box b1, b2;
	fp_aabb box;
	fp_tri_opts opts;
} fuzz_case;

/* Decodes the bytes (see float_source.h) into k and makes k the case a
 * violation reports. */
void fuzz_case_decode(fuzz_case *k, const uint8_t *data, size_t size);

/* Prints the broken invariant and the whole current case (hex floats, as in
 * the oracle file), then aborts so libFuzzer keeps the input. */
_Noreturn void fuzz_violation(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#define EXPECT(cond, ...) \
	do { \
		if (!(cond)) \
			fuzz_violation(__VA_ARGS__); \
	} while (0)

/* The contract's bad input: a NaN or infinite coordinate, radius, half
 * extent or angle; a negative radius or half extent. */
bool bad_vec(vec2s v);
bool bad_tri(fp_tri t);
bool bad_circle(fp_circle c);
bool bad_box(fp_box b);

#endif
