/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* steer.h: moving a box about the world, the arithmetic the behaviours and
 * the stress crowd share (internal to the simulation; inline, as it runs
 * for every actor every tick). */
#ifndef GAME_STEER_H
#define GAME_STEER_H

#include <math.h>

#include <footprint/collide.h>

#define STEER_TAU 6.28318530717958647692f
#define STEER_DEG (STEER_TAU / 360.0f) /* radians in a degree */

/* The gap kept between a box's bounds and the world's edges, plus a few
 * float steps of the world's size, so rounding in the corners cannot cross
 * them. */
#define STEER_INSET 0.01f

/* An angle in radians brought into [0, 2 pi). */
static inline float steer_wrap(float angle)
{
	angle = fmodf(angle, STEER_TAU);
	if (angle < 0)
		angle += STEER_TAU;
	return angle < STEER_TAU ? angle : 0.0f; /* -tiny + TAU rounds to TAU */
}

/* The signed turn from angle a to angle b, in (-pi, pi]. */
static inline float steer_angle_diff(float a, float b)
{
	float d = steer_wrap(b - a);
	return d > STEER_TAU / 2 ? d - STEER_TAU : d;
}

/* v clamped to [lo, hi]; NaN gives lo. */
static inline float steer_clamp(float v, float lo, float hi)
{
	if (!(v >= lo)) /* NaN lands on lo */
		return lo;
	return v > hi ? hi : v;
}

/* A coordinate at which something reaching ext either side stays inside
 * [0, size] with the inset to spare: v clamped, or the middle when it cannot
 * fit. */
static inline float steer_clamp_axis(float v, float ext, float size)
{
	/* Far from 0 a float step outgrows the fixed inset: add a few of them. */
	float inset = STEER_INSET + size * 4e-7f;
	float lo = ext + inset, hi = size - ext - inset;
	if (lo > hi)
		return size / 2;
	return steer_clamp(v, lo, hi);
}

/* The bounds' half extents of a box whose angle has cosine c and sine s. */
static inline vec2s steer_extent(const fp_box *b, float c, float s)
{
	c = fabsf(c);
	s = fabsf(s);
	return (vec2s){.x = c * b->half.x + s * b->half.y, .y = s * b->half.x + c * b->half.y};
}

/* Moves b's centre the least that puts its bounds inside the world, for a
 * box whose angle has cosine c and sine s. */
static inline void steer_keep_inside_cs(fp_box *b, float c, float s, float width, float height)
{
	vec2s e = steer_extent(b, c, s);
	b->center.x = steer_clamp_axis(b->center.x, e.x, width);
	b->center.y = steer_clamp_axis(b->center.y, e.y, height);
}

/* The same from b's angle. */
static inline void steer_keep_inside(fp_box *b, float width, float height)
{
	steer_keep_inside_cs(b, cosf(b->angle), sinf(b->angle), width, height);
}

/* Turns b toward the heading `want` by at most rate radians (rate <= 0: at
 * once). */
static inline void steer_turn_toward(fp_box *b, float want, float rate)
{
	float d = steer_angle_diff(b->angle, want);
	if (rate <= 0 || fabsf(d) <= rate)
		b->angle = steer_wrap(want);
	else
		b->angle = steer_wrap(b->angle + (d > 0 ? rate : -rate));
}

/* Moves b distance along its heading. */
static inline void steer_drive(fp_box *b, float distance)
{
	b->center.x += distance * cosf(b->angle);
	b->center.y += distance * sinf(b->angle);
}

#endif
