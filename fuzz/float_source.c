/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* float_source.c: one control byte picks how the next value is made. */
#include "float_source.h"

#include <float.h>
#include <math.h>
#include <string.h>

static const float specials[] = {
	0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 2.0f, 3.0f, 0.1f,
	FLT_MIN, -FLT_MIN, FLT_TRUE_MIN, -FLT_TRUE_MIN, FLT_MAX, -FLT_MAX, FLT_EPSILON, 1e-30f,
	1e30f, 1e19f, 1e-19f, 16777216.0f, 16777217.0f, 1e7f, 1e-7f, 3.14159265f,
	NAN, -NAN, INFINITY, -INFINITY,
};

void float_source_init(float_source *s, const uint8_t *data, size_t size)
{
	memset(s, 0, sizeof *s);
	s->data = data;
	s->size = size;
}

uint8_t float_source_byte(float_source *s)
{
	return s->pos < s->size ? s->data[s->pos++] : 0;
}

/* The next n (at most 8) bytes, as the bits of whatever out points to. */
static void raw_bytes(float_source *s, void *out, size_t n)
{
	uint8_t b[8];
	for (size_t i = 0; i < n; i++)
		b[i] = float_source_byte(s);
	memcpy(out, b, n);
}

static float raw_float(float_source *s)
{
	float f;
	raw_bytes(s, &f, sizeof f);
	return f;
}

static float earlier(float_source *s)
{
	if (s->seen_count == 0)
		return 0.0f;
	size_t n = s->seen_count < FLOAT_SOURCE_KEEP ? s->seen_count : FLOAT_SOURCE_KEEP;
	return s->seen[float_source_byte(s) % n];
}

static float make_float(float_source *s)
{
	uint8_t c = float_source_byte(s);
	switch (c % 8) {
	case 0:
	case 1:
		return raw_float(s);
	case 2:
		return (float)(int8_t)float_source_byte(s);
	case 3:
		return earlier(s);
	case 4: {
		float f = earlier(s);
		return nextafterf(f, (c & 8) ? INFINITY : -INFINITY);
	}
	case 5:
		return specials[float_source_byte(s) % (sizeof specials / sizeof specials[0])];
	case 6: {
		/* A midpoint or a sum: a point on a segment between earlier ones. */
		float a = earlier(s), b = earlier(s);
		return (c & 8) ? a + b : 0.5f * a + 0.5f * b;
	}
	default:
		return (float)(int8_t)float_source_byte(s) / 16.0f;
	}
}

float float_source_next(float_source *s)
{
	if (s->pos >= s->size)
		return 0.0f;
	float f = make_float(s);
	s->seen[s->seen_count++ % FLOAT_SOURCE_KEEP] = f;
	return f;
}

double float_source_next_double(float_source *s)
{
	if (float_source_byte(s) % 4 != 0)
		return (double)float_source_next(s);
	double d;
	raw_bytes(s, &d, sizeof d);
	return d;
}
