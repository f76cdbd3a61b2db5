/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* float_source.h: turns a fuzzer's bytes into float arguments.
 *
 * Raw bit patterns reach NaNs, infinities, subnormals and huge values; the
 * other encodings make the exact coincidences that raw bits almost never
 * hit (a vertex on another triangle's edge, a repeated coordinate, a value
 * one float step from another), which is where exact predicates go wrong. */
#ifndef FUZZ_FLOAT_SOURCE_H
#define FUZZ_FLOAT_SOURCE_H

#include <stddef.h>
#include <stdint.h>

#define FLOAT_SOURCE_KEEP 64 /* earlier values an encoding can refer to */

typedef struct float_source {
	const uint8_t *data;
	size_t size;
	size_t pos;
	float seen[FLOAT_SOURCE_KEEP];
	size_t seen_count;
} float_source;

void float_source_init(float_source *s, const uint8_t *data, size_t size);

/* The next float; 0 once the bytes run out. */
float float_source_next(float_source *s);

/* The next double: a float widened, or 8 raw bytes. */
double float_source_next_double(float_source *s);

/* The next byte; 0 once the bytes run out. */
uint8_t float_source_byte(float_source *s);

#endif
